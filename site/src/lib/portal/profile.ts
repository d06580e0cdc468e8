// The profile form (spec §2 "/client/profile", §5 "Client profile"): every field is text in the
// form; saving sends the eight editable columns. Empty birth_date, gender, nationality,
// current_country and current_city are saved as null (the spec's rule); empty names and phone
// are saved as null too (the spec is silent; an empty string would only hide the fallback name).
// The e-mail is never sent: it cannot be changed (the database does not let the API write it).
import { GENDERS } from '@klegal/shared';

export interface ProfileRow {
  id: string;
  name_korean: string | null;
  name_english: string | null;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  gender: string | null;
  nationality: string | null;
  current_country: string | null;
  current_city: string | null;
}

export interface ProfileForm {
  name_korean: string;
  name_english: string;
  email: string;
  phone: string;
  birth_date: string;
  gender: string;
  nationality: string;
  current_country: string;
  current_city: string;
}

export type ProfileUpdate = {
  name_korean: string | null;
  name_english: string | null;
  phone: string | null;
  birth_date: string | null;
  gender: 'male' | 'female' | 'other' | null;
  nationality: string | null;
  current_country: string | null;
  current_city: string | null;
};

export const PROFILE_LIMITS = {
  name_korean: 100,
  name_english: 100,
  phone: 50,
  nationality: 100,
  current_country: 100,
  current_city: 100,
} as const;

export const EMPTY_PROFILE_FORM: ProfileForm = {
  name_korean: '', name_english: '', email: '', phone: '', birth_date: '', gender: '', nationality: '', current_country: '', current_city: '',
};

export function profileToForm(p: Partial<ProfileRow> | null | undefined): ProfileForm {
  const s = (v: string | null | undefined) => v ?? '';
  return {
    name_korean: s(p?.name_korean),
    name_english: s(p?.name_english),
    email: s(p?.email),
    phone: s(p?.phone),
    birth_date: s(p?.birth_date).slice(0, 10),
    gender: s(p?.gender),
    nationality: s(p?.nationality),
    current_country: s(p?.current_country),
    current_city: s(p?.current_city),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function formToUpdate(f: ProfileForm): ProfileUpdate {
  const gender = f.gender.trim();
  return {
    name_korean: orNull(f.name_korean),
    name_english: orNull(f.name_english),
    phone: orNull(f.phone),
    birth_date: orNull(f.birth_date),
    gender: (GENDERS as readonly string[]).includes(gender) ? (gender as ProfileUpdate['gender']) : null,
    nationality: orNull(f.nationality),
    current_country: orNull(f.current_country),
    current_city: orNull(f.current_city),
  };
}

export type ProfileError = { field: keyof ProfileForm; kind: 'date' } | { field: keyof typeof PROFILE_LIMITS; kind: 'tooLong'; max: number };

/**
 * Every problem of the form, in the form's order. `today` is the latest acceptable birth date
 * (latestBirthDate() in @shared/birthDate.ts, the database's rule: 1900-01-01 to today).
 */
export function profileErrors(f: ProfileForm, today: string): ProfileError[] {
  const out: ProfileError[] = [];
  for (const [field, max] of Object.entries(PROFILE_LIMITS) as [keyof typeof PROFILE_LIMITS, number][]) {
    if (f[field].trim().length > max) out.push({ field, kind: 'tooLong', max });
  }
  const d = f.birth_date.trim();
  if (d && (!/^\d{4}-\d{2}-\d{2}$/.test(d) || d < '1900-01-01' || d > today)) out.push({ field: 'birth_date', kind: 'date' });
  const order = Object.keys(EMPTY_PROFILE_FORM);
  return out.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}

/** The first problem of the form, or null. */
export function validateProfile(f: ProfileForm, today: string): ProfileError | null {
  return profileErrors(f, today)[0] ?? null;
}

export function sameForm(a: ProfileForm, b: ProfileForm): boolean {
  return (Object.keys(a) as (keyof ProfileForm)[]).every((k) => a[k] === b[k]);
}
