import { describe, expect, it } from 'vitest';
import { directoryRow } from '../test/fixtures.ts';
import { toLawyer } from './api/lawyers.ts';
import type { Category } from './api/types.ts';
import { emptyStateKind, filterLawyers, NO_FILTERS, subCategoriesOf, topLevelCategories } from './filters.ts';

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
