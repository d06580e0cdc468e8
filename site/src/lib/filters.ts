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
  /** '1' = only lawyers whose language ability was verified (that of `language` when chosen, else any) (issue 29) */
  verified: string;
  /** one search term shared by both tabs: English or Korean name, or a specialty */
  search: string;
}

export const NO_FILTERS: LawyerFilters = { specialty: '', subCategory: '', region: '', language: '', verified: '', search: '' };

/**
 * Orders of the directory. 'neutral' (the default) is today's rotation (ordering.ts): no ranking,
 * never by payment, as the ordering rules require. The others are orders a visitor chooses:
 * consultation fee (the 20-minute fee, the one every lawyer offers and the cards show first) and
 * years of practice (earliest bar admission first). Ties keep the neutral order (the sort is stable).
 */
export const SORTS = ['neutral', 'fee-asc', 'fee-desc', 'experience'] as const;
export type LawyerSort = (typeof SORTS)[number];

/** Cards per page of the directory; "Show more" adds as many again. */
export const DIRECTORY_PAGE_SIZE = 12;

export function isSort(v: unknown): v is LawyerSort {
  return typeof v === 'string' && (SORTS as readonly string[]).includes(v);
}

/** The list in the chosen order; `list` must already be in the neutral order. */
export function sortLawyers(list: readonly Lawyer[], sort: LawyerSort): Lawyer[] {
  const out = [...list];
  if (sort === 'fee-asc') out.sort((a, b) => a.fee20min - b.fee20min);
  else if (sort === 'fee-desc') out.sort((a, b) => b.fee20min - a.fee20min);
  else if (sort === 'experience') out.sort((a, b) => a.barAssociationYear - b.barAssociationYear);
  return out;
}

/** The directory's state as kept in the URL, so a filtered list can be shared and Back works. */
export interface DirectoryState {
  filters: LawyerFilters;
  sort: LawyerSort;
}

export function readDirectoryParams(params: URLSearchParams): DirectoryState {
  const sort = params.get('sort');
  return {
    filters: {
      specialty: params.get('specialty') ?? '',
      subCategory: params.get('sub') ?? '',
      region: params.get('region') ?? '',
      language: params.get('lang') ?? '',
      verified: params.get('verified') === '1' ? '1' : '',
      search: params.get('q') ?? '',
    },
    sort: isSort(sort) ? sort : 'neutral',
  };
}

/** Query string of a state ('' when nothing is chosen); the defaults are left out. */
export function directoryQuery({ filters, sort }: DirectoryState): string {
  const p = new URLSearchParams();
  if (filters.specialty) p.set('specialty', filters.specialty);
  if (filters.subCategory) p.set('sub', filters.subCategory);
  if (filters.region) p.set('region', filters.region);
  if (filters.language) p.set('lang', filters.language);
  if (filters.verified) p.set('verified', '1');
  if (filters.search.trim()) p.set('q', filters.search.trim());
  if (sort !== 'neutral') p.set('sort', sort);
  return p.toString();
}

export type FilterField = keyof LawyerFilters;

/**
 * The filters in effect, one per chip, in a fixed order. Removing the specialty also removes its
 * sub-category (which only exists under it).
 */
export function activeFilters(f: LawyerFilters): FilterField[] {
  const order: FilterField[] = ['specialty', 'subCategory', 'region', 'language', 'verified', 'search'];
  return order.filter((k) => f[k].trim() !== '');
}

export function withoutFilter(f: LawyerFilters, field: FilterField): LawyerFilters {
  if (field === 'specialty') return { ...f, specialty: '', subCategory: '' };
  return { ...f, [field]: '' };
}

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
    if (f.verified && !(f.language ? (l.verifiedLanguageIds ?? []).includes(f.language) : (l.verifiedLanguageIds ?? []).length > 0)) return false;
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
  return f.specialty || f.subCategory || f.search.trim() || f.language || f.verified ? 'noMatch' : 'noneRegistered';
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
