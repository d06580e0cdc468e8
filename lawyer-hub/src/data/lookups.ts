// Reference data (readable by everyone, cached for the session): consultation categories,
// regions, languages.
import { useList } from '@refinedev/core';

export interface Category {
  id: string;
  parent_id: string | null;
  name_korean: string;
  name_english: string;
  description: string | null;
  sort_order: number;
}
export interface Region {
  id: string;
  name_korean: string;
  name_english: string;
  sort_order: number;
}
export interface Language {
  id: string;
  name_korean: string;
  name_english: string;
  sort_order: number;
}

const LOOKUP = { pagination: { mode: 'off' as const }, sorters: [{ field: 'sort_order', order: 'asc' as const }], queryOptions: { staleTime: 30 * 60_000 } };

function useLookup<T extends { id: string }>(resource: string, select: string) {
  const { result, query } = useList<T>({ resource, meta: { select }, ...LOOKUP });
  return { data: result.data ?? [], isLoading: query.isLoading, isError: query.isError };
}

export const useCategories = () => useLookup<Category>('consultation_categories', 'id,parent_id,name_korean,name_english,description,sort_order');
export const useRegions = () => useLookup<Region>('regions', 'id,name_korean,name_english,sort_order');
export const useLanguages = () => useLookup<Language>('languages', 'id,name_korean,name_english,sort_order');
