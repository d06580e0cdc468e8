// Lawyer profile editing rules (spec section 5, "Lawyer profile").

import { koreanError } from './errors.ts';
/** Year and fees are saved as integers, or empty (null) when blank. */
export function integerOrNull(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? Math.trunc(input) : null;
  const s = input.trim().replace(/,/g, '');
  if (s === '') return null;
  if (!/^-?\d+$/.test(s)) return null;
  return Number.parseInt(s, 10);
}

/** True when the field is blank or a whole number (what the integer-or-empty fields accept). */
export function isIntegerOrBlank(input: string | number | null | undefined): boolean {
  if (input === null || input === undefined) return true;
  if (typeof input === 'number') return Number.isInteger(input);
  const s = input.trim().replace(/,/g, '');
  return s === '' || /^\d+$/.test(s);
}

/** Blank strings become null so that cleared fields are stored empty. */
export function textOrNull(input: string | null | undefined): string | null {
  const s = (input ?? '').trim();
  return s === '' ? null : s;
}

export interface CategoryRow {
  id: string;
  name_korean: string;
  name_english: string;
  description: string | null;
  parent_id?: string | null;
  sort_order?: number | null;
}

export interface CategoryGroup<C extends CategoryRow = CategoryRow> {
  top: C;
  subs: C[];
}

/**
 * Two-level category tree. A top-level category has an empty description; a sub-category's
 * description equals its parent's name_english (parent_id is used when the schema provides it).
 */
export function groupCategories<C extends CategoryRow>(rows: readonly C[]): CategoryGroup<C>[] {
  const order = (a: C, b: C) => (a.sort_order ?? 0) - (b.sort_order ?? 0) || a.name_korean.localeCompare(b.name_korean, 'ko');
  const tops = rows.filter((r) => !r.description && !r.parent_id).sort(order);
  return tops.map((top) => ({
    top,
    subs: rows.filter((r) => r !== top && (r.parent_id ? r.parent_id === top.id : r.description === top.name_english)).sort(order),
  }));
}

/** Ids to store in lawyer_specialties for a selection, without duplicates. */
export function uniqueIds(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** Photo object path in storage: {uid}/{uid}-{timestamp}.{ext}. */
export function photoPath(uid: string, fileName: string, now: number = Date.now()): string {
  const i = fileName.lastIndexOf('.');
  const ext = (i < 0 ? 'jpg' : fileName.slice(i + 1).toLowerCase()).replace(/[^a-z0-9]/g, '') || 'jpg';
  return `${uid}/${uid}-${now}.${ext}`;
}

/**
 * The message for a failed profile or photo save: the database's hint 'invalid_photo_path'
 * (23514: the photo is not a path into the lawyer's own folder of lawyer-photos) as the portal's
 * sentence; a missing session as 'log in'; otherwise the Korean message of domain/errors.ts.
 */
export function profileSaveErrorMessage(error: unknown, m: { photoInvalid: string; notAuthenticated: string; saveFailed: string; nameKoreanRequired?: string }): string {
  const e = (error ?? {}) as { hint?: unknown; message?: unknown };
  if (e.hint === 'invalid_photo_path') return m.photoInvalid;
  if (e.hint === 'lawyer_name_required' && m.nameKoreanRequired) return m.nameKoreanRequired;
  if (e.message === 'Not authenticated') return m.notAuthenticated;
  // anything else in Korean (a storage policy, a size or type refusal, a constraint): issue 16
  const k = koreanError(error);
  return k.kind === 'unknown' && !e.message ? m.saveFailed : k.message;
}

/** Certificate object path in storage: {uid}/{uid}-verification.{ext}. */
export function certificatePath(uid: string, fileName: string): string {
  const i = fileName.lastIndexOf('.');
  const ext = (i < 0 ? 'pdf' : fileName.slice(i + 1).toLowerCase()).replace(/[^a-z0-9]/g, '') || 'pdf';
  return `${uid}/${uid}-verification.${ext}`;
}

/**
 * The top-level areas of a lawyer's specialties (the dashboard's list): chosen top-level
 * categories and the parents of chosen sub-categories, once each, in category order.
 */
export function topLevelAreas<C extends CategoryRow>(chosenIds: readonly string[], categories: readonly C[]): C[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const groups = groupCategories(categories);
  const chosen = new Set(chosenIds);
  return groups
    .filter((g) => chosen.has(g.top.id) || g.subs.some((s) => chosen.has(s.id)))
    .map((g) => byId.get(g.top.id)!)
    .filter(Boolean);
}
