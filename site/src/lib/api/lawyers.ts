// Public lawyer data: the lawyer_directory table (one row per approved and visible lawyer, public
// columns only, maintained by triggers; see supabase/migrations/*_lawyer_directory.sql), with the
// "Available:" dates read in the same request through its computed field next_open_dates
// (*_lawyer_next_open_dates.sql): one round trip for a whole page of cards.
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
export type DirectoryRow = Omit<Tables<'lawyer_directory'>['Row'], 'specialty_list' | 'region_list' | 'language_list' | 'created_at' | 'updated_at' | 'qualification_type' | 'next_open_dates' | 'consultations_completed' | 'consultations_completed_12m' | 'member_since' | 'verified_languages'> & {
  qualification_type?: string | null;
  /** the observed indicators (computed fields, *_lawyer_observed_indicators.sql), when selected */
  consultations_completed?: number | null;
  consultations_completed_12m?: number | null;
  member_since?: string | null;
  /** ids of the languages an administrator verified after an interview (issue 29, item 2), when selected */
  verified_languages?: string[] | null;
  /** the computed field, when selected: KST dates of the next 14 days with an open slot */
  next_open_dates?: string[] | null;
  specialty_list: NamedRef[] | null;
  region_list: NamedRef[] | null;
  language_list: NamedRef[] | null;
};

export const DIRECTORY_TABLE = 'lawyer_directory';
const COLUMNS = [
  'id', 'name_korean', 'name_english', 'qualification_type', 'bar_association_year', 'law_firm', 'school', 'office_phone',
  'office_email', 'office_address', 'bio', 'major_cases', 'other_certifications', 'other_languages', 'free_pr',
  'fee_20min', 'fee_40min', 'fee_60min', 'profile_photo_url', 'specialty_ids', 'practice_area_ids', 'region_ids',
  'language_ids', 'verified_languages', 'specialty_list', 'region_list', 'language_list',
].join(',');
/** The columns plus the computed field next_open_dates (what the cards' "Available:" line shows). */
const WITH_DATES = `${COLUMNS},next_open_dates`;

/** What the platform observed (issue 29: counts and a date instead of ratings), read for one lawyer's page. */
// verified_languages is one of the directory's columns (issue 29, item 2), read with every row
const OBSERVED = 'consultations_completed,consultations_completed_12m,member_since';

/** `dates: false` leaves out the "Available:" dates (the booking page's picker does not show them). */
type FetchOptions = Pick<RestOptions, 'signal' | 'token'> & { dates?: boolean };
const columns = (opts: FetchOptions) => (opts.dates === false ? COLUMNS : WITH_DATES);
const restOpts = ({ signal, token }: FetchOptions): Pick<RestOptions, 'signal' | 'token'> => ({
  ...(signal ? { signal } : {}),
  ...(token !== undefined ? { token } : {}),
});

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
    verifiedLanguageIds: row.verified_languages ?? [],
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
    availableDates: row.next_open_dates ?? [],
    observed: typeof row.consultations_completed === 'number'
      ? {
        completed: row.consultations_completed,
        completed12m: row.consultations_completed_12m ?? 0,
        memberSince: row.member_since ?? null,
        verifiedLanguageIds: row.verified_languages ?? [],
      }
      : null,
    practiceAreaIds: row.practice_area_ids ?? [],
  };
}

/** Every listed lawyer (approved and visible), in id order; callers apply the neutral order. */
export async function fetchLawyers(opts: FetchOptions = {}): Promise<Lawyer[]> {
  const rows = await select<DirectoryRow>(DIRECTORY_TABLE, { select: columns(opts), order: 'id.asc' }, restOpts(opts));
  return rows.map(toLawyer);
}

/** Ids of every listed lawyer, in id order. */
export async function fetchLawyerIds(opts: Pick<RestOptions, 'signal' | 'token'> = {}): Promise<string[]> {
  const rows = await select<{ id: string }>(DIRECTORY_TABLE, { select: 'id', order: 'id.asc' }, opts);
  return rows.map((r) => r.id);
}

export async function fetchLawyersByIds(ids: string[], opts: FetchOptions = {}): Promise<Lawyer[]> {
  if (ids.length === 0) return [];
  const rows = await select<DirectoryRow>(DIRECTORY_TABLE, { select: columns(opts), id: `in.(${ids.join(',')})` }, restOpts(opts));
  const byId = new Map(rows.map((r) => [r.id, toLawyer(r)]));
  return ids.map((id) => byId.get(id)).filter((l): l is Lawyer => Boolean(l));
}

/** One listed lawyer, or null when there is none (also for malformed ids), with the observed indicators. Errors throw. */
export async function fetchLawyer(id: string, opts: FetchOptions = {}): Promise<Lawyer | null> {
  if (!isUuid(id)) return null;
  const rows = await select<DirectoryRow>(DIRECTORY_TABLE, { select: `${columns(opts)},${OBSERVED}`, id: `eq.${id}`, limit: 1 }, restOpts(opts));
  return rows[0] ? toLawyer(rows[0]) : null;
}
