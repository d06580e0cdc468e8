// The lawyer's own account: profiles row + lawyers row + specialty/region/language links.
// Everything here is keyed by the session user id; RLS limits it to the lawyer's own rows.
// Plain functions (no Refine) so that the log-in and sign-up screens can use them; the Refine
// hooks over the same resource are in lawyers.hooks.ts.
import { LAWYER_PHOTO_BUCKET, storagePublicPath, storagePublicUrl } from '@klegal/shared';
import { photoPath } from '../domain/profile.ts';
import { supabase, supabaseUrl } from '../providers/supabase.ts';
import { requireUserId } from './auth.ts';
import { uploadThroughFunction } from './upload.ts';

export const PHOTO_BUCKET = LAWYER_PHOTO_BUCKET;

/**
 * The URL to show for a stored photo path (/storage/v1/object/public/lawyer-photos/...): resolved
 * against the Supabase URL this app is configured with, which on a hosted deployment is another
 * origin than the portal's. Null for no photo or anything that is not such a path.
 */
export function photoSrc(storedPath: string | null | undefined): string | null {
  return storagePublicUrl(storedPath, supabaseUrl);
}

export interface ProfileRow {
  id: string;
  name_korean: string | null;
  name_english: string | null;
  email: string | null;
  phone: string | null;
}

export interface LawyerRow {
  id: string;
  bar_association_number: string;
  bar_association_year: number | null;
  qualification_type: 'judicial_exam' | 'bar_exam' | 'patent_attorney';
  law_firm: string | null;
  school: string | null;
  office_phone: string | null;
  office_email: string | null;
  office_address: string | null;
  bio: string | null;
  major_cases: string | null;
  other_certifications: string | null;
  other_languages: string | null;
  free_pr: string | null;
  fee_20min: number | null;
  fee_40min: number | null;
  fee_60min: number | null;
  profile_photo_url: string | null;
  credits: number;
  is_approved: boolean;
  is_visible: boolean;
  created_at: string;
}

/** The declared level of a language (issue 29); changing a verified one drops its verification. */
export const LANGUAGE_LEVELS = ['native', 'fluent', 'working'] as const;
export type LanguageLevel = (typeof LANGUAGE_LEVELS)[number];
/** The level of a newly ticked language until the lawyer picks one (the database's default too). */
export const DEFAULT_LANGUAGE_LEVEL: LanguageLevel = 'working';
export type LanguageReviewStatus = 'pending' | 'verified' | 'rejected';

export interface LawyerAccount extends LawyerRow {
  profile: ProfileRow | null;
  lawyer_specialties: { category_id: string; consultation_categories: { id: string; parent_id: string | null; name_korean: string; description: string | null } | null }[];
  lawyer_regions: { region_id: string; regions: { name_korean: string } | null }[];
  lawyer_languages: {
    language_id: string;
    level: LanguageLevel;
    languages: { name_korean: string } | null;
    /** the administrator's review (issue 29): one per declaration, the lawyer reads their own */
    lawyer_language_verifications: { status: LanguageReviewStatus; review_note: string | null } | null;
  }[];
}

export interface Identity {
  id: string;
  name: string | null;
  email: string | null;
  avatar: string | null;
  isApproved: boolean;
}

/** Header identity: the Korean name (for '{name} 변호사님') and the photo. */
export async function getIdentity(): Promise<Identity | null> {
  const { data } = await supabase.auth.getSession();
  const uid = data.session?.user.id;
  if (!uid) return null;
  const [profile, lawyer] = await Promise.all([
    supabase.from('profiles').select('name_korean,name_english,email').eq('id', uid).maybeSingle(),
    supabase.from('lawyers').select('profile_photo_url,is_approved').eq('id', uid).maybeSingle(),
  ]);
  return {
    id: uid,
    name: profile.data?.name_korean || profile.data?.name_english || null,
    email: profile.data?.email ?? data.session?.user.email ?? null,
    avatar: photoSrc(lawyer.data?.profile_photo_url),
    isApproved: Boolean(lawyer.data?.is_approved),
  };
}

/**
 * Photo upload (saved at once): upload to lawyer-photos/{uid}/{uid}-{ts}.{ext} through the Edge
 * Function storage-upload (data/upload.ts: the bytes decide the stored type) and store the
 * object's same-origin path (/storage/v1/object/public/lawyer-photos/...), never an absolute URL:
 * the database accepts only a path into the lawyer's own folder (issue 14). Returns the stored path
 * (render it with photoSrc).
 */
export async function uploadProfilePhoto(file: File): Promise<string> {
  const uid = await requireUserId();
  const objectName = photoPath(uid, file.name);
  await uploadThroughFunction(PHOTO_BUCKET, objectName, file);
  const stored = storagePublicPath(PHOTO_BUCKET, objectName);
  const { error } = await supabase.from('lawyers').update({ profile_photo_url: stored }).eq('id', uid);
  if (error) throw error;
  return stored;
}

export interface ProfileSave {
  profile: { name_korean: string | null; name_english: string | null };
  lawyer: Pick<
    LawyerRow,
    | 'profile_photo_url'
    | 'law_firm'
    | 'school'
    | 'qualification_type'
    | 'bar_association_year'
    | 'office_phone'
    | 'office_email'
    | 'office_address'
    | 'bio'
    | 'major_cases'
    | 'other_certifications'
    | 'other_languages'
    | 'free_pr'
    | 'fee_20min'
    | 'fee_40min'
    | 'fee_60min'
  >;
  specialties: string[];
  regions: string[];
  languages: { language_id: string; level: LanguageLevel }[];
}

async function replaceLinks(
  table: 'lawyer_specialties' | 'lawyer_regions',
  column: 'category_id' | 'region_id',
  uid: string,
  ids: string[],
): Promise<void> {
  const del = await supabase.from(table).delete().eq('lawyer_id', uid);
  if (del.error) throw del.error;
  if (ids.length === 0) return;
  const rows = ids.map((id) => ({ lawyer_id: uid, [column]: id }));
  const ins = await supabase.from(table).insert(rows as never);
  if (ins.error) throw ins.error;
}

/**
 * Save (spec section 7): UPDATE profiles, UPDATE lawyers, then for specialties and regions DELETE
 * the lawyer's rows and INSERT the new list. Languages go through set_lawyer_languages (issue 29):
 * one call that keeps the verification of every language whose level did not change (delete and
 * insert would drop them all).
 */
export async function saveLawyerProfile(s: ProfileSave): Promise<void> {
  const uid = await requireUserId();
  const p = await supabase.from('profiles').update(s.profile).eq('id', uid);
  if (p.error) throw p.error;
  const l = await supabase.from('lawyers').update(s.lawyer).eq('id', uid);
  if (l.error) throw l.error;
  await replaceLinks('lawyer_specialties', 'category_id', uid, s.specialties);
  await replaceLinks('lawyer_regions', 'region_id', uid, s.regions);
  const langs = await supabase.rpc('set_lawyer_languages', { languages: s.languages });
  if (langs.error) throw langs.error;
}
