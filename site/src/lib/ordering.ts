// The neutral order of lawyers (market-and-rules §3: no ranking, never by payment).
// Rule: lawyers sorted by id, rotated by HOME_COUNT positions every day (Korea time). The home page
// shows the first HOME_COUNT of today's order; /lawyers and the booking dropdown list everyone in
// the same order. Over ceil(n / 3) days every listed lawyer leads the list and appears on the home
// page equally often; nothing about a lawyer (fees, credits, coupons, sign-up date) changes it.
import { KST_OFFSET_MINUTES } from '@shared/format.ts';

export const HOME_COUNT = 3;

/** Days since 1970-01-01 in Korea Standard Time. */
export function kstDayNumber(now: Date = new Date()): number {
  return Math.floor((now.getTime() + KST_OFFSET_MINUTES * 60_000) / 86_400_000);
}

/** Today's order of items with ids. */
export function dailyOrder<T extends { id: string }>(items: readonly T[], day: number = kstDayNumber()): T[] {
  const sorted = [...items].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const n = sorted.length;
  if (n === 0) return sorted;
  const offset = (((day * HOME_COUNT) % n) + n) % n;
  return [...sorted.slice(offset), ...sorted.slice(0, offset)];
}

/** The ids the home page shows today. */
export function homeSelection(ids: readonly string[], day: number = kstDayNumber()): string[] {
  return dailyOrder(ids.map((id) => ({ id })), day).slice(0, HOME_COUNT).map((x) => x.id);
}
