// Names of the reference data in the visitor's language: consultation categories and
// sub-categories, regions and the languages lawyers speak. The database gives them in Korean and
// English only (name_korean, name_english); the site translates them by their stable ids
// (consultation_categories.id such as 'immigration-visa.student-visa', regions.id, languages.id)
// through dictionary keys cat.<id>, region.<id>, language.<id> (../i18n/en.ts and the other
// languages; a test checks them against the reference-data migration). No migration is needed to
// add a language: only dictionary keys.
//
// Every function takes the translator of the page's language: `t` of ./index.ts or of useI18n()
// in the browser, `tFor(lang)` of ./server.ts on the server, e.g. categoryName(tFor('zh'), id).
// A name the dictionaries do not know (a category added to the database later) falls back to the
// database's English name when given, else to the id.
import type { MessageKey } from './en.ts';
import type { Lawyer } from '../api/types.ts';

export type Translator = (key: MessageKey) => string;
export type ReferenceKind = 'cat' | 'region' | 'language';
/** A row as the API gives it: an id, and its English name to fall back on. */
export type NamedRow = { id: string; name_english?: string | null };

/** The dictionary key of a reference row's name. */
export function referenceKey(kind: ReferenceKind, id: string): MessageKey {
  return `${kind}.${id}` as MessageKey;
}

function lookup(t: Translator, kind: ReferenceKind, ref: string | NamedRow | null | undefined, fallback?: string): string {
  if (!ref) return fallback ?? '';
  const id = typeof ref === 'string' ? ref : ref.id;
  const key = referenceKey(kind, id);
  const name = t(key);
  if (name && name !== key) return name;
  return (typeof ref === 'string' ? undefined : ref.name_english || undefined) ?? fallback ?? id;
}

/** A category's or sub-category's name: categoryName(t, 'criminal.dui') or categoryName(t, row). */
export function categoryName(t: Translator, ref: string | NamedRow | null | undefined, fallback?: string): string {
  return lookup(t, 'cat', ref, fallback);
}

/** A region's name: regionName(t, 'seoul'). */
export function regionName(t: Translator, ref: string | NamedRow | null | undefined, fallback?: string): string {
  return lookup(t, 'region', ref, fallback);
}

/** The name of a language lawyers speak: languageName(t, 'vi'). */
export function languageName(t: Translator, ref: string | NamedRow | null | undefined, fallback?: string): string {
  return lookup(t, 'language', ref, fallback);
}

/** The names of a list of ids, in order. */
export function categoryNames(t: Translator, ids: readonly string[]): string[] {
  return ids.map((id) => categoryName(t, id));
}
export function regionNames(t: Translator, ids: readonly string[]): string[] {
  return ids.map((id) => regionName(t, id));
}
export function languageNames(t: Translator, ids: readonly string[]): string[] {
  return ids.map((id) => languageName(t, id));
}

/** The lawyer's main specialty (the card's and profile's badge) in the page's language. */
export function lawyerSpecialty(t: Translator, l: Pick<Lawyer, 'specialty'> & { specialtyId?: string | null }): string {
  if (l.specialtyId) return categoryName(t, l.specialtyId, l.specialty);
  // a lawyer without a specialty shows the default ('General', api/lawyers.ts DEFAULT_SPECIALTY)
  if (l.specialty === 'General') {
    const general = t('lawyer.general');
    return general && general !== 'lawyer.general' ? general : l.specialty;
  }
  return l.specialty;
}

/** All the lawyer's specialties (categories and sub-categories) in the page's language. */
export function lawyerSpecialties(t: Translator, l: Pick<Lawyer, 'specialties' | 'specialtyIds'>): string[] {
  // both lists come from the same directory row, in the same order
  if (l.specialtyIds.length !== l.specialties.length) return l.specialties;
  return l.specialtyIds.map((id, i) => categoryName(t, id, l.specialties[i]));
}

/** The lawyer's regions (or the main region) in the page's language. */
export function lawyerRegions(t: Translator, l: Pick<Lawyer, 'region' | 'regionId' | 'regions' | 'regionIds'>): string[] {
  if (l.regionIds.length) return l.regionIds.map((id, i) => regionName(t, id, l.regions[i]));
  return [l.regionId ? regionName(t, l.regionId, l.region) : l.region];
}

/** The languages the lawyer speaks, in the page's language. */
export function lawyerLanguages(t: Translator, l: Pick<Lawyer, 'languages' | 'languageIds'>): string[] {
  if (l.languageIds.length) return l.languageIds.map((id, i) => languageName(t, id, l.languages[i]));
  return l.languages;
}

/**
 * A booking's consultation type in the page's language. Bookings keep the type as a category's
 * name as it was written when booked (its English name, or its Korean one), not its id; the
 * category rows (id and both names) turn it back into an id. A text that names no category (typed
 * freely, or a category removed since) is shown as written.
 */
export function consultationTypeName(t: Translator, stored: string, categories: readonly { id: string; name_english: string | null; name_korean: string | null }[]): string {
  const wanted = stored.trim();
  const row = categories.find((c) => c.name_english === wanted || c.name_korean === wanted);
  return row ? categoryName(t, row) : stored;
}

/** The Korean name of a booking's stored consultation type (for pages that are Korean in every language). */
export function consultationTypeKorean(stored: string, categories: readonly { name_english: string | null; name_korean: string | null }[]): string {
  const wanted = stored.trim();
  return categories.find((c) => c.name_english === wanted || c.name_korean === wanted)?.name_korean ?? stored;
}
