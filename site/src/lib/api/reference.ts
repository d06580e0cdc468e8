// Reference data: consultation categories, regions, languages (readable by everyone).
import type { Category, Language, Region } from './types.ts';
import { select } from './rest.ts';

/** All categories, ordered by Korean name (spec §7). Top-level ones have a null description. */
export function fetchCategories(): Promise<Category[]> {
  return select<Category>('consultation_categories', { select: 'id,name_korean,name_english,description,parent_id', order: 'name_korean.asc' });
}

export function fetchRegions(): Promise<Region[]> {
  return select<Region>('regions', { select: 'id,name_korean,name_english', order: 'name_korean.asc' });
}

export function fetchLanguages(): Promise<Language[]> {
  return select<Language>('languages', { select: 'id,name_korean,name_english', order: 'sort_order.asc' });
}
