// Filtering of the lawyer list (/lawyers and the booking page), on the directory rows loaded once.
import type { Category, Lawyer } from './api/types.ts';

export interface LawyerFilters {
  /** top-level category id, '' = all */
  specialty: string;
  /** sub-category id of the chosen specialty, '' = none */
  subCategory: string;
  /** region id, '' = all */
  region: string;
  /** language id, '' = all (beyond the spec: the languages a lawyer speaks) */
  language: string;
  /** one search term shared by both tabs: English or Korean name, or a specialty */
  search: string;
}

export const NO_FILTERS: LawyerFilters = { specialty: '', subCategory: '', region: '', language: '', search: '' };

/** Search words matched against the names and specialties a lawyer shows. */
export function searchText(l: Lawyer, extra: readonly string[] = []): string {
  return [l.nameEnglish, l.nameKorean, l.specialty, ...l.specialties, ...extra].join(' ').toLowerCase();
}

export function filterLawyers(list: readonly Lawyer[], f: LawyerFilters, extraText?: (l: Lawyer) => readonly string[]): Lawyer[] {
  const words = f.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return list.filter((l) => {
    if (f.specialty && !l.practiceAreaIds.includes(f.specialty) && !l.specialtyIds.includes(f.specialty)) return false;
    if (f.subCategory && !l.specialtyIds.includes(f.subCategory)) return false;
    if (f.region && !l.regionIds.includes(f.region)) return false;
    if (f.language && !l.languageIds.includes(f.language)) return false;
    if (words.length) {
      const hay = searchText(l, extraText?.(l) ?? []);
      if (!words.every((w) => hay.includes(w))) return false;
    }
    return true;
  });
}

/**
 * Which empty-state message to show (spec: "The region filter does not count"): a specialty,
 * sub-category, search term (or, beyond the spec, a language) → 'noMatch'; otherwise 'noneRegistered'.
 */
export function emptyStateKind(f: LawyerFilters): 'noMatch' | 'noneRegistered' {
  return f.specialty || f.subCategory || f.search.trim() || f.language ? 'noMatch' : 'noneRegistered';
}

/** Top-level categories: description null (or empty, as one reading of the spec has it). */
export function topLevelCategories(all: readonly Category[]): Category[] {
  return all.filter((c) => !c.description);
}

/** Sub-categories of a top-level category: description equals the parent's name_english. */
export function subCategoriesOf(all: readonly Category[], parentId: string): Category[] {
  const parent = all.find((c) => c.id === parentId);
  if (!parent) return [];
  return all.filter((c) => c.description === parent.name_english);
}
