// Public lawyer data: the lawyer_directory table (one row per approved and visible lawyer, public
// columns only, maintained by triggers; see supabase/migrations/*_lawyer_directory.sql).
import { DEFAULT_FEES, storagePublicUrl } from '@klegal/shared';
import { publicApiUrl } from './config.ts';
import type { Lawyer, Tables } from './types.ts';
import { select, type RestOptions } from './rest.ts';

interface NamedRef {
  id: string;
  name_korean: string;
  name_english: string;
  parent_id?: string | null;
  description?: string | null;
}

/** A lawyer_directory row with its JSON lists typed. */
export type DirectoryRow = Omit<Tables<'lawyer_directory'>['Row'], 'specialty_list' | 'region_list' | 'language_list' | 'created_at' | 'updated_at' | 'qualification_type'> & {
  qualification_type?: string | null;
  specialty_list: NamedRef[] | null;
  region_list: NamedRef[] | null;
  language_list: NamedRef[] | null;
};

export const DIRECTORY_TABLE = 'lawyer_directory';
const COLUMNS = [
  'id', 'name_korean', 'name_english', 'qualification_type', 'bar_association_year', 'law_firm', 'school', 'office_phone',
  'office_email', 'office_address', 'bio', 'major_cases', 'other_certifications', 'other_languages', 'free_pr',
  'fee_20min', 'fee_40min', 'fee_60min', 'profile_photo_url', 'specialty_ids', 'practice_area_ids', 'region_ids',
  'language_ids', 'specialty_list', 'region_list', 'language_list',
].join(',');

export const DEFAULT_BAR_YEAR = 2020;
export const DEFAULT_SPECIALTY = 'General';
export const DEFAULT_REGION = 'Seoul';
export const DEFAULT_NAME = 'N/A';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (s: string) => UUID.test(s);

const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** Directory row → the lawyer as lists, detail and booking show it (spec §3, derived). */
export function toLawyer(row: DirectoryRow): Lawyer {
  const specs = row.specialty_list ?? [];
  // the first specialty whose category is top-level; a sub-category names its parent in description
  const top = specs.find((s) => !s.parent_id && !s.description) ?? null;
  const specialty = top?.name_english ?? specs.find((s) => s.description)?.description ?? DEFAULT_SPECIALTY;
  const regions = row.region_list ?? [];
  const langs = row.language_list ?? [];
  return {
    id: row.id,
    nameEnglish: text(row.name_english) ?? DEFAULT_NAME,
    nameKorean: text(row.name_korean) ?? DEFAULT_NAME,
    specialty,
    specialtyId: top?.id ?? specs.find((s) => s.description)?.parent_id ?? null,
    specialties: specs.map((s) => s.name_english),
    specialtyIds: row.specialty_ids ?? specs.map((s) => s.id),
    region: regions[0]?.name_english ?? DEFAULT_REGION,
    regionId: regions[0]?.id ?? null,
    regions: regions.map((r) => r.name_english),
    regionIds: row.region_ids ?? regions.map((r) => r.id),
    languages: langs.map((l) => l.name_english),
    languageIds: row.language_ids ?? langs.map((l) => l.id),
    barAssociationYear: row.bar_association_year ?? DEFAULT_BAR_YEAR,
    otherCertifications: text(row.other_certifications),
    otherLanguages: text(row.other_languages),
    specialNotes: text(row.free_pr),
    bio: text(row.bio),
    freePr: text(row.free_pr),
    lawFirm: text(row.law_firm),
    school: text(row.school),
    majorCases: text(row.major_cases),
    officeAddress: text(row.office_address),
    officePhone: text(row.office_phone),
    officeEmail: text(row.office_email),
    fee20min: row.fee_20min ?? DEFAULT_FEES[20],
    fee40min: row.fee_40min ?? DEFAULT_FEES[40],
    fee60min: row.fee_60min ?? DEFAULT_FEES[60],
    // the stored path (/storage/v1/object/public/lawyer-photos/...), served by the configured API;
    // anything else renders no image
    imageUrl: storagePublicUrl(text(row.profile_photo_url), publicApiUrl()),
    availableDates: [],
    practiceAreaIds: row.practice_area_ids ?? [],
  };
}

/** Every listed lawyer (approved and visible), in id order; callers apply the neutral order. */
export async function fetchLawyers(opts: Pick<RestOptions, 'signal' | 'token'> = {}): Promise<Lawyer[]> {
  const rows = await select<DirectoryRow>(DIRECTORY_TABLE, { select: COLUMNS, order: 'id.asc' }, opts);
  return rows.map(toLawyer);
}

/** Ids of every listed lawyer, in id order. */
export async function fetchLawyerIds(opts: Pick<RestOptions, 'signal' | 'token'> = {}): Promise<string[]> {
  const rows = await select<{ id: string }>(DIRECTORY_TABLE, { select: 'id', order: 'id.asc' }, opts);
  return rows.map((r) => r.id);
}

export async function fetchLawyersByIds(ids: string[], opts: Pick<RestOptions, 'signal' | 'token'> = {}): Promise<Lawyer[]> {
  if (ids.length === 0) return [];
  const rows = await select<DirectoryRow>(DIRECTORY_TABLE, { select: COLUMNS, id: `in.(${ids.join(',')})` }, opts);
  const byId = new Map(rows.map((r) => [r.id, toLawyer(r)]));
  return ids.map((id) => byId.get(id)).filter((l): l is Lawyer => Boolean(l));
}

/** One listed lawyer, or null when there is none (also for malformed ids). Errors throw. */
export async function fetchLawyer(id: string, opts: Pick<RestOptions, 'signal' | 'token'> = {}): Promise<Lawyer | null> {
  if (!isUuid(id)) return null;
  const rows = await select<DirectoryRow>(DIRECTORY_TABLE, { select: COLUMNS, id: `eq.${id}`, limit: 1 }, opts);
  return rows[0] ? toLawyer(rows[0]) : null;
}
