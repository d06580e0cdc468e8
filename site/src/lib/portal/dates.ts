// Dates and times of the portal. Consultation dates and times are Korea Standard Time wall-clock
// values (booking_date 'YYYY-MM-DD', booking_time 'HH:MM:SS'); the portal shows them as KST with
// the visitor's own time beside them. Instants (paid_at, created_at, valid_until...) are shown as
// KST calendar dates, the platform's business day (a lawyer's coupon is valid until the end of a
// KST day).
import { hhmm, kstSlotInZone, kstToInstant, KST_TIME_ZONE } from '@shared/format.ts';

const DATE_RE = /^\d{4}-\d{2}-\d{2}/;

function utcDate(date: string): Date {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!));
}

/** 'MMM d, yyyy (weekday)': 'Jan 5, 2026 (Mon)' in English; the same parts in other locales. */
export function formatPortalDate(date: string, locale = 'en-US'): string {
  if (!DATE_RE.test(date)) return date;
  const d = utcDate(date);
  const main = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(d);
  const weekday = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short' }).format(d);
  return `${main} (${weekday})`;
}

/** /my-bookings, Korean locale: '2026년 1월 5일 (월)'. */
export function formatKoreanDate(date: string): string {
  if (!DATE_RE.test(date)) return date;
  const d = utcDate(date);
  const main = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }).format(d);
  const weekday = new Intl.DateTimeFormat('ko-KR', { timeZone: 'UTC', weekday: 'short' }).format(d);
  return `${main} (${weekday})`;
}

/** 'MMM d, yyyy' of an instant, as a KST calendar date: '2026-01-05T20:00:00Z' → 'Jan 6, 2026'. */
export function formatInstantDate(iso: string | null | undefined, locale = 'en-US', timeZone = KST_TIME_ZONE): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { timeZone, year: 'numeric', month: 'short', day: 'numeric' }).format(d);
}

/** 'HH:MM' of a database time. */
export function formatTime(time: string): string {
  return hhmm(time);
}

export interface LocalTime {
  time: string;
  /** set when the local calendar day differs from the KST one */
  dateLabel: string | null;
  zone: string;
}

/**
 * The visitor's own time of a KST slot, or null when it reads the same as KST (the visitor is in
 * Korea or in a zone with the same offset).
 */
export function localTimeOf(date: string, time: string, timeZone: string, locale = 'en-US'): LocalTime | null {
  if (!DATE_RE.test(date) || !/^\d{2}:\d{2}/.test(time)) return null;
  const local = kstSlotInZone(date.slice(0, 10), hhmm(time), timeZone, locale);
  if (local.dayShift === 0 && local.time === hhmm(time)) return null;
  return { time: local.time, dateLabel: local.dayShift === 0 ? null : local.dateLabel, zone: local.zone };
}

/** The start of a consultation as an instant. */
export function startsAt(date: string, time: string): Date {
  return kstToInstant(date.slice(0, 10), hhmm(time));
}

/**
 * The KST wall-clock date and time of an instant ('2026-01-05T20:00:00Z' → { date: '2026-01-06',
 * time: '05:00' }), or null: for showing instants (paid on, created on) as KST with the visitor's
 * own time beside them (LocalTime), like consultation times. KST has no daylight saving time.
 */
export function kstWallClock(iso: string | null | undefined): { date: string; time: string } | null {
  if (!iso) return null;
  const ms = new Date(iso).getTime();
  if (Number.isNaN(ms)) return null;
  const k = new Date(ms + 9 * 3_600_000).toISOString();
  return { date: k.slice(0, 10), time: k.slice(11, 16) };
}
