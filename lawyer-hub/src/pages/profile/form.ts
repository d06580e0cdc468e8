// The profile form's values and their mapping to the save payload (integer-or-empty, blanks to empty).
import { DEFAULT_LANGUAGE_LEVEL, type LanguageLevel, type LawyerAccount, type ProfileSave } from '../../data/lawyers.ts';
import { integerOrNull, isIntegerOrBlank, textOrNull, uniqueIds } from '../../domain/profile.ts';

export interface ProfileFormValues {
  name_korean: string;
  name_english: string;
  law_firm: string;
  school: string;
  qualification_type: LawyerAccount['qualification_type'];
  bar_association_year: string;
  office_phone: string;
  office_email: string;
  office_address: string;
  fee_20min: string;
  fee_40min: string;
  fee_60min: string;
  specialties: string[];
  regions: string[];
  languages: string[];
  /** the level chosen for each language (also for unticked ones, kept if ticked again) */
  language_levels: Record<string, LanguageLevel>;
  bio: string;
  major_cases: string;
  other_certifications: string;
  other_languages: string;
  free_pr: string;
}

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function toFormValues(a: LawyerAccount): ProfileFormValues {
  return {
    name_korean: str(a.profile?.name_korean),
    name_english: str(a.profile?.name_english),
    law_firm: str(a.law_firm),
    school: str(a.school),
    qualification_type: a.qualification_type,
    bar_association_year: str(a.bar_association_year),
    office_phone: str(a.office_phone),
    office_email: str(a.office_email),
    office_address: str(a.office_address),
    fee_20min: str(a.fee_20min),
    fee_40min: str(a.fee_40min),
    fee_60min: str(a.fee_60min),
    specialties: a.lawyer_specialties.map((s) => s.category_id),
    regions: a.lawyer_regions.map((r) => r.region_id),
    languages: a.lawyer_languages.map((l) => l.language_id),
    language_levels: Object.fromEntries(a.lawyer_languages.map((l) => [l.language_id, l.level])),
    bio: str(a.bio),
    major_cases: str(a.major_cases),
    other_certifications: str(a.other_certifications),
    other_languages: str(a.other_languages),
    free_pr: str(a.free_pr),
  };
}

/** `photoPath`: the stored photo path (/storage/v1/object/public/lawyer-photos/{uid}/...), or null. */
export function toSavePayload(v: ProfileFormValues, photoPath: string | null): ProfileSave {
  return {
    profile: { name_korean: textOrNull(v.name_korean), name_english: textOrNull(v.name_english) },
    lawyer: {
      profile_photo_url: photoPath,
      law_firm: textOrNull(v.law_firm),
      school: textOrNull(v.school),
      qualification_type: v.qualification_type,
      bar_association_year: integerOrNull(v.bar_association_year),
      office_phone: textOrNull(v.office_phone),
      office_email: textOrNull(v.office_email),
      office_address: textOrNull(v.office_address),
      bio: textOrNull(v.bio),
      major_cases: textOrNull(v.major_cases),
      other_certifications: textOrNull(v.other_certifications),
      other_languages: textOrNull(v.other_languages),
      free_pr: textOrNull(v.free_pr),
      fee_20min: integerOrNull(v.fee_20min),
      fee_40min: integerOrNull(v.fee_40min),
      fee_60min: integerOrNull(v.fee_60min),
    },
    specialties: uniqueIds(v.specialties ?? []),
    regions: uniqueIds(v.regions ?? []),
    languages: uniqueIds(v.languages ?? []).map((id) => ({ language_id: id, level: v.language_levels?.[id] ?? DEFAULT_LANGUAGE_LEVEL })),
  };
}

/**
 * The verified languages this form would un-verify on save (issue 29): removed, or saved with
 * another level (the database resets the verification). Shown next to the language before saving.
 */
export function verificationsDropped(a: LawyerAccount, v: Pick<ProfileFormValues, 'languages' | 'language_levels'>): Set<string> {
  const out = new Set<string>();
  for (const l of a.lawyer_languages) {
    if (l.lawyer_language_verifications?.status !== 'verified') continue;
    const kept = v.languages.includes(l.language_id);
    if (!kept || (v.language_levels[l.language_id] ?? DEFAULT_LANGUAGE_LEVEL) !== l.level) out.add(l.language_id);
  }
  return out;
}

export type ProfileErrors = Partial<Record<keyof ProfileFormValues, string>>;

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * Field checks before saving: both names filled in, year and fees blank or whole numbers (within
 * the database's ranges; "1e5" or "-10000" are not), office e-mail blank or an address. Messages
 * come from the dictionary and are shown at the field.
 */
export function validateProfile(
  v: ProfileFormValues,
  m: { integerOnly: string; yearRange: string; feeRange: string; invalidEmail: string; nameKoreanRequired: string; nameEnglishRequired: string },
): ProfileErrors {
  const errors: ProfileErrors = {};
  // a lawyer keeps both names (the database refuses blanking them too: lawyer_name_required)
  if (!v.name_korean.trim()) errors.name_korean = m.nameKoreanRequired;
  if (!v.name_english.trim()) errors.name_english = m.nameEnglishRequired;
  const intField = (key: keyof ProfileFormValues, min: number, max: number, rangeMessage: string) => {
    const raw = v[key] as string;
    if (!isIntegerOrBlank(raw)) errors[key] = m.integerOnly;
    else {
      const n = integerOrNull(raw);
      if (n !== null && (n < min || n > max)) errors[key] = rangeMessage;
    }
  };
  intField('bar_association_year', 1950, 2100, m.yearRange);
  intField('fee_20min', 1000, 10_000_000, m.feeRange);
  intField('fee_40min', 1000, 10_000_000, m.feeRange);
  intField('fee_60min', 1000, 10_000_000, m.feeRange);
  if (v.office_email.trim() && !EMAIL.test(v.office_email.trim())) errors.office_email = m.invalidEmail;
  return errors;
}
