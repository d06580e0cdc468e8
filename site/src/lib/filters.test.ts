import { describe, expect, it } from 'vitest';
import { directoryRow } from '../test/fixtures.ts';
import { toLawyer } from './api/lawyers.ts';
import type { Category } from './api/types.ts';
import { activeFilters, directoryQuery, emptyStateKind, filterLawyers, NO_FILTERS, readDirectoryParams, sortLawyers, subCategoriesOf, topLevelCategories, withoutFilter } from './filters.ts';

const kim = toLawyer(directoryRow());
const park = toLawyer(
  directoryRow({
    id: '00000000-0000-4000-8000-000000001001',
    name_english: 'Park Seo-yeon',
    name_korean: '박서연',
    specialty_ids: ['family-marriage'],
    practice_area_ids: ['family-marriage'],
    region_ids: ['busan'],
    language_ids: ['ko', 'es'],
    specialty_list: [{ id: 'family-marriage', parent_id: null, name_korean: '가족·혼인', name_english: 'Family & Marriage', description: null }],
    region_list: [{ id: 'busan', name_korean: '부산', name_english: 'Busan' }],
    language_list: [{ id: 'es', name_korean: '스페인어', name_english: 'Spanish' }],
  }),
);
const all = [kim, park];

describe('filterLawyers', () => {
  it('returns everyone without filters', () => {
    expect(filterLawyers(all, NO_FILTERS)).toHaveLength(2);
  });
  it('filters by top-level specialty, including lawyers listed only under a sub-category', () => {
    expect(filterLawyers(all, { ...NO_FILTERS, specialty: 'criminal' }).map((l) => l.nameEnglish)).toEqual(['Kim Do-hyun']);
    expect(filterLawyers(all, { ...NO_FILTERS, specialty: 'family-marriage' }).map((l) => l.nameEnglish)).toEqual(['Park Seo-yeon']);
  });
  it('filters by sub-category, region and language', () => {
    expect(filterLawyers(all, { ...NO_FILTERS, specialty: 'criminal', subCategory: 'criminal.dui' })).toHaveLength(1);
    expect(filterLawyers(all, { ...NO_FILTERS, subCategory: 'criminal.assault-threats' })).toHaveLength(0);
    expect(filterLawyers(all, { ...NO_FILTERS, region: 'busan' }).map((l) => l.id)).toEqual([park.id]);
    expect(filterLawyers(all, { ...NO_FILTERS, language: 'en' }).map((l) => l.id)).toEqual([kim.id]);
  });
  it('searches English and Korean names and specialties, case-insensitively, every word', () => {
    expect(filterLawyers(all, { ...NO_FILTERS, search: 'park' })).toEqual([park]);
    expect(filterLawyers(all, { ...NO_FILTERS, search: '김도현' })).toEqual([kim]);
    expect(filterLawyers(all, { ...NO_FILTERS, search: 'dui' })).toEqual([kim]);
    expect(filterLawyers(all, { ...NO_FILTERS, search: 'kim family' })).toEqual([]);
    expect(filterLawyers(all, { ...NO_FILTERS, search: 'busan' }, (l) => l.regions)).toEqual([park]);
  });
});

describe('emptyStateKind (spec: the region filter does not count)', () => {
  it('chooses the message', () => {
    expect(emptyStateKind(NO_FILTERS)).toBe('noneRegistered');
    expect(emptyStateKind({ ...NO_FILTERS, region: 'seoul' })).toBe('noneRegistered');
    expect(emptyStateKind({ ...NO_FILTERS, specialty: 'criminal' })).toBe('noMatch');
    expect(emptyStateKind({ ...NO_FILTERS, subCategory: 'criminal.dui' })).toBe('noMatch');
    expect(emptyStateKind({ ...NO_FILTERS, search: 'x' })).toBe('noMatch');
    expect(emptyStateKind({ ...NO_FILTERS, search: '   ' })).toBe('noneRegistered');
    expect(emptyStateKind({ ...NO_FILTERS, language: 'en' })).toBe('noMatch');
  });
});

describe('categories', () => {
  const cats: Category[] = [
    { id: 'criminal', name_korean: '형사', name_english: 'Criminal Cases', description: null },
    { id: 'criminal.dui', name_korean: '음주운전', name_english: 'DUI', description: 'Criminal Cases' },
    { id: 'family', name_korean: '가족', name_english: 'Family', description: '' },
  ];
  it('treats null or empty descriptions as top level', () => {
    expect(topLevelCategories(cats).map((c) => c.id)).toEqual(['criminal', 'family']);
  });
  it('finds sub-categories by the parent name', () => {
    expect(subCategoriesOf(cats, 'criminal').map((c) => c.id)).toEqual(['criminal.dui']);
    expect(subCategoriesOf(cats, 'unknown')).toEqual([]);
  });
});

describe('directory sort', () => {
  const cheap = { ...kim, id: 'a', fee20min: 30000, barAssociationYear: 2015 };
  const dear = { ...park, id: 'b', fee20min: 90000, barAssociationYear: 2001 };
  const mid = { ...kim, id: 'c', fee20min: 50000, barAssociationYear: 2010 };
  const neutral = [mid, dear, cheap];
  it('keeps the neutral order by default and sorts by fee and by years of practice', () => {
    expect(sortLawyers(neutral, 'neutral').map((l) => l.id)).toEqual(['c', 'b', 'a']);
    expect(sortLawyers(neutral, 'fee-asc').map((l) => l.id)).toEqual(['a', 'c', 'b']);
    expect(sortLawyers(neutral, 'fee-desc').map((l) => l.id)).toEqual(['b', 'c', 'a']);
    expect(sortLawyers(neutral, 'experience').map((l) => l.id)).toEqual(['b', 'c', 'a']);
  });
  it('leaves ties in the neutral order and does not change its input', () => {
    const twin = { ...cheap, id: 'd' };
    const input = [twin, dear, cheap];
    expect(sortLawyers(input, 'fee-asc').map((l) => l.id)).toEqual(['d', 'a', 'b']);
    expect(input.map((l) => l.id)).toEqual(['d', 'b', 'a']);
  });
});

describe('directory URL state', () => {
  it('round-trips filters and sort through the query string, leaving defaults out', () => {
    const state = { filters: { specialty: 'criminal', subCategory: 'criminal.dui', region: 'seoul', language: 'en', verified: '', search: ' kim ' }, sort: 'fee-asc' as const };
    const qs = directoryQuery(state);
    expect(qs).toBe('specialty=criminal&sub=criminal.dui&region=seoul&lang=en&q=kim&sort=fee-asc');
    expect(readDirectoryParams(new URLSearchParams(qs))).toEqual({ filters: { ...state.filters, search: 'kim' }, sort: 'fee-asc' });
    expect(directoryQuery({ filters: NO_FILTERS, sort: 'neutral' })).toBe('');
  });
  it('falls back to the neutral order for an unknown sort', () => {
    expect(readDirectoryParams(new URLSearchParams('sort=paid-first')).sort).toBe('neutral');
  });
});

describe('active filters', () => {
  it('lists every filter in effect, whichever tab set it', () => {
    expect(activeFilters(NO_FILTERS)).toEqual([]);
    expect(activeFilters({ ...NO_FILTERS, specialty: 'criminal', region: 'busan', search: '  ' })).toEqual(['specialty', 'region']);
  });
  it('removing the specialty removes its sub-category too', () => {
    const f = { ...NO_FILTERS, specialty: 'criminal', subCategory: 'criminal.dui', region: 'busan' };
    expect(withoutFilter(f, 'specialty')).toEqual({ ...NO_FILTERS, region: 'busan' });
    expect(withoutFilter(f, 'region')).toEqual({ ...f, region: '' });
  });
});
