// A lawyer's availability as the console shows it (issue 27; docs/bookings.md "Availability"),
// and the time-off dialog's input rules: the ones admin_add_lawyer_time_off applies (the database
// stays the final word; its refusals name the field as hint and map back to the same messages).
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const TIME_OFF_NOTE_MAX = 200;
/** at most 366 days long (inclusive dates) */
export const TIME_OFF_MAX_DAYS = 366;

/** The stored weekly hours ({"1": ["09:00", …], …}) as slot lists per ISO weekday, Monday first. */
export function weeklySlots(weekly: unknown): { weekday: (typeof WEEKDAYS)[number]; slots: string[] }[] {
  const w = weekly && typeof weekly === 'object' && !Array.isArray(weekly) ? (weekly as Record<string, unknown>) : {};
  return WEEKDAYS.map((weekday) => {
    const v = w[weekday];
    return { weekday, slots: Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [] };
  });
}

/** Days from one 'YYYY-MM-DD' to another (UTC calendar arithmetic: dates, no time zone). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Today's date in Korea ('YYYY-MM-DD'), the database's "today" for time off. */
export function kstToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** A real calendar date written 'YYYY-MM-DD' (what a date input gives; '2026-02-30' is not). */
export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const t = Date.parse(`${s}T00:00:00Z`);
  return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
}

export type TimeOffField = 'from_date' | 'to_date' | 'note';
export type TimeOffErrors = Partial<Record<TimeOffField, string>>;

export function validateTimeOff(v: { from_date: string; to_date: string; note: string }, now: Date = new Date()): TimeOffErrors {
  const errors: TimeOffErrors = {};
  const date = (s: string) => (!s ? 'klegal.availability.validation.required' : isIsoDate(s) ? null : 'klegal.availability.validation.date');
  const from = date(v.from_date);
  const to = date(v.to_date);
  if (from) errors.from_date = from;
  if (to) errors.to_date = to;
  else if (!from && daysBetween(v.from_date, v.to_date) < 0) errors.to_date = 'klegal.availability.validation.to_before_from';
  else if (!from && daysBetween(v.from_date, v.to_date) >= TIME_OFF_MAX_DAYS) errors.to_date = 'klegal.availability.validation.too_long';
  else if (v.to_date < kstToday(now)) errors.to_date = 'klegal.availability.validation.past';
  if (v.note.trim().length > TIME_OFF_NOTE_MAX) errors.note = 'klegal.availability.validation.note_max';
  return errors;
}

/**
 * A refusal of admin_add_lawyer_time_off as the field it names and that field's message: 22023
 * with the argument as hint (the checks above, should the page's clock or rules differ), or the
 * lawyer gone (PT404 not_found). Anything else: null (the console's general error message).
 */
export function timeOffRefusal(error: unknown): { field: TimeOffField | null; key: string } | null {
  const body = (error as { body?: { code?: unknown; hint?: unknown } } | null)?.body;
  if (body?.code === 'PT404' && body.hint === 'not_found') return { field: null, key: 'klegal.availability.lawyer_not_found' };
  if (body?.code !== '22023') return null;
  if (body.hint === 'from_date') return { field: 'from_date', key: 'klegal.availability.validation.date' };
  if (body.hint === 'to_date') return { field: 'to_date', key: 'klegal.availability.validation.to_date_refused' };
  if (body.hint === 'note') return { field: 'note', key: 'klegal.availability.validation.note_max' };
  return null;
}
