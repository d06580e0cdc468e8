// Reference data: consultation categories, regions, languages (readable by everyone). In the
// browser each is fetched once per page and shared by every caller (the directory's filters, the
// lawyer dialog, the client's booking lists on /client/bookings and /my-bookings); a failed fetch
// is not kept, so the next caller tries again. On the server (SSR) every call fetches: a module-level
// copy there would outlive the request and go stale.
import type { Category, Language, Region } from './types.ts';
import { select, type RestOptions } from './rest.ts';

type Opts = Pick<RestOptions, 'token'>;
const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  let p = cache.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

/** Forgets the fetched reference data (tests). */
export function clearReferenceCache(): void {
  cache.clear();
}

/** All categories, ordered by Korean name (spec §7). Top-level ones have a null description. */
export function fetchCategories(opts: Opts = {}): Promise<Category[]> {
  return cached('categories', () => select<Category>('consultation_categories', { select: 'id,name_korean,name_english,description,parent_id', order: 'name_korean.asc' }, opts));
}

export function fetchRegions(opts: Opts = {}): Promise<Region[]> {
  return cached('regions', () => select<Region>('regions', { select: 'id,name_korean,name_english', order: 'name_korean.asc' }, opts));
}

export function fetchLanguages(opts: Opts = {}): Promise<Language[]> {
  return cached('languages', () => select<Language>('languages', { select: 'id,name_korean,name_english', order: 'sort_order.asc' }, opts));
}
