// The 상담 가능 시간 page's pure parts (docs/bookings.md "Availability"): the weekly grid as the
// database stores it (ISO weekday "1".."7" → "HH:MM" slot starts), the refusals of the
// availability functions mapped to the field they name, and the calendar feed's URLs.
import { TIME_SLOTS_KST } from '@klegal/shared';
import type { Messages } from '../i18n/ko.ts';

export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The spec's KST slot starts, "HH:MM". */
export const SLOTS: readonly string[] = TIME_SLOTS_KST;

/** Weekday → the set of slots taken; every weekday present. */
export type WeeklyGrid = Record<Weekday, ReadonlySet<string>>;

/** The grid of a stored `weekly` object (unknown keys and times dropped, missing days closed). */
export function gridFromWeekly(weekly: unknown): WeeklyGrid {
  const w = (weekly && typeof weekly === 'object' && !Array.isArray(weekly) ? weekly : {}) as Record<string, unknown>;
  const out = {} as Record<Weekday, ReadonlySet<string>>;
  for (const d of WEEKDAYS) {
    const v = w[d];
    out[d] = new Set(Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && SLOTS.includes(x)) : []);
  }
  return out;
}

/** The `weekly` argument of lawyer_set_availability: all seven weekdays, slots in time order. */
export function weeklyFromGrid(grid: WeeklyGrid): Record<Weekday, string[]> {
  const out = {} as Record<Weekday, string[]>;
  for (const d of WEEKDAYS) out[d] = SLOTS.filter((s) => grid[d].has(s));
  return out;
}

export function toggleSlot(grid: WeeklyGrid, day: Weekday, slot: string): WeeklyGrid {
  const next = new Set(grid[day]);
  if (next.has(slot)) next.delete(slot);
  else next.add(slot);
  return { ...grid, [day]: next };
}

export function sameGrid(a: WeeklyGrid, b: WeeklyGrid): boolean {
  return WEEKDAYS.every((d) => a[d].size === b[d].size && [...a[d]].every((s) => b[d].has(s)));
}

export const slotCount = (grid: WeeklyGrid): number => WEEKDAYS.reduce((n, d) => n + grid[d].size, 0);

/**
 * A whole number from a text field, or null (the database then refuses it with the field's hint:
 * the limits live there, not here).
 */
export function wholeNumber(text: string): number | null {
  const t = text.trim();
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}

export type AvailabilityField = keyof Messages['availability']['errors'];

/**
 * The field a refusal of the availability functions names (SQLSTATE 22023, the argument as hint;
 * lawyer_availability_conflicts' time_off_from/to are the time off form's dates), with its Korean
 * message; null for any other error.
 */
export function availabilityFieldError(error: unknown, m: Messages['availability']['errors']): { field: AvailabilityField; message: string } | null {
  const e = (error ?? {}) as { code?: unknown; hint?: unknown };
  const hint = e.hint === 'time_off_from' ? 'from_date' : e.hint === 'time_off_to' ? 'to_date' : e.hint;
  if ((e.code === '22023' || hint === 'not_found' || hint === 'not_approved') && typeof hint === 'string' && hint in m) {
    const field = hint as AvailabilityField;
    return { field, message: m[field] };
  }
  return null;
}

/** The feed's URL: `<API origin>/functions/v1/lawyer-calendar?token=<token>` (docs/bookings.md). */
export function feedUrl(apiUrl: string, token: string): string {
  return `${apiUrl.replace(/\/$/, '')}/functions/v1/lawyer-calendar?token=${encodeURIComponent(token)}`;
}

/** The same feed as webcal:// (Apple Calendar's subscribe dialog). */
export function webcalUrl(httpUrl: string): string {
  return httpUrl.replace(/^https?:\/\//, 'webcal://');
}

/** Inclusive days of a yyyy-MM-dd range. */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** yyyy-MM-dd plus n days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** "2026-12-25 (금)": a date with its weekday. */
export function dateWithWeekday(day: string, weekdays: readonly string[]): string {
  const w = new Date(`${day}T00:00:00Z`).getUTCDay();
  return `${day} (${weekdays[(w + 6) % 7]})`;
}
