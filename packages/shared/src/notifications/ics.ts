// iCalendar (RFC 5545) for consultations, built in this one place: the event attached to the booking
// e-mails (buildIcs: times in UTC, calendar apps show them in the reader's own zone) and the
// lawyer's subscription feed (buildIcsFeed, served by supabase/functions/lawyer-calendar: times in
// KST with TZID=Asia/Seoul and its VTIMEZONE). Lines of at most 75 octets folded with CRLF and a
// space, TEXT values escaped. The same UID for everything about one booking (bookingIcsUid), so a
// later file or feed update (confirmed, new meeting link, cancelled) updates the event rather than
// adding another.

export interface IcsEvent {
  /** globally unique: '<booking id>@<site host>' */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** where the booking is managed */
  url: string;
  /** the meeting link, else a word such as 'Online' */
  location: string;
  /** bumped by later messages about the same booking */
  sequence: number;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** DTSTAMP */
  now: Date;
}

/**
 * Escapes a TEXT value: backslash, semicolon, comma and line breaks (as \n, so a value can never
 * start a content line of its own); other control characters, which TEXT does not allow, are
 * dropped.
 */
export function escapeIcsText(s: string): string {
  return s
    .replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '');
}

/** The UID of a booking's event, in the e-mails' files and the lawyer's feed: '<booking id>@<site host>'. */
export function bookingIcsUid(bookingId: string, siteUrl: string): string {
  let host = '';
  try {
    host = new URL(siteUrl).hostname;
  } catch {
    host = '';
  }
  return `${bookingId}@${host || 'k-legal'}`;
}

/** What a booking's iCalendar SEQUENCE is computed from (bookings columns; notification params). */
export interface IcsSequenceState {
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  meeting_link?: string | null;
  reschedule_count?: number | null;
}

/** How much one move of the booking adds: more than any step of the lifecycle within one time (0..3). */
export const ICS_SEQUENCE_PER_RESCHEDULE = 4;

/**
 * The revision number (SEQUENCE) of a booking's event: the one rule of the client's e-mails and the
 * lawyer's feed (private.booking_ics_sequence in 20261130004100_booking_reschedule_notifications.sql
 * is the same function; a database test compares the two). Within one time it grows along the
 * lifecycle: pending 0, pending with a meeting link 1, confirmed 1, confirmed with a link 2,
 * completed 2, cancelled 3; each move adds 4, so the new time outranks everything sent before.
 */
export function bookingIcsSequence(b: IcsSequenceState): number {
  const moves = Math.max(0, Math.floor(Number(b.reschedule_count ?? 0)) || 0);
  const link = b.meeting_link !== null && b.meeting_link !== undefined;
  const step = b.status === 'pending' ? (link ? 1 : 0)
    : b.status === 'confirmed' ? (link ? 2 : 1)
    : b.status === 'completed' ? 2
    : 3;
  return ICS_SEQUENCE_PER_RESCHEDULE * moves + step;
}

/** Folds a content line so that no physical line exceeds 75 octets (UTF-8), never inside a character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '20260105T050000Z' */
export function icsUtc(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** A URI value: no line breaks or spaces (they cannot be escaped in a URI). */
const uri = (s: string) => s.replace(/[\s]+/g, '');

export function buildIcs(e: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//K-Legal//Notifications//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${uri(e.uid)}`,
    `DTSTAMP:${icsUtc(e.now)}`,
    `DTSTART:${icsUtc(e.start)}`,
    `DTEND:${icsUtc(e.end)}`,
    `SEQUENCE:${Math.max(0, Math.floor(e.sequence))}`,
    `SUMMARY:${escapeIcsText(e.summary)}`,
    `DESCRIPTION:${escapeIcsText(e.description)}`,
    `LOCATION:${escapeIcsText(e.location)}`,
    `URL:${uri(e.url)}`,
    `STATUS:${e.status}`,
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(e.summary)}`,
    'TRIGGER:-PT30M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// The lawyer's subscription feed

/** One booking in the lawyer's feed. Times are KST wall-clock times (the booking's own). */
export interface IcsFeedEvent {
  /** bookingIcsUid(...) */
  uid: string;
  /** 'YYYY-MM-DD' (KST) */
  date: string;
  /** 'HH:MM' or 'HH:MM:SS' (KST) */
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  url: string;
  sequence: number;
  status: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** when the booking last changed: DTSTAMP and LAST-MODIFIED (a feed has no METHOD) */
  modified: Date;
}

export interface IcsFeed {
  /** X-WR-CALNAME: the name calendar apps give the subscribed calendar */
  name: string;
  events: IcsFeedEvent[];
}

/** Asia/Seoul has had no daylight saving time since 1988: one STANDARD block describes it. */
const KST_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  'TZID:Asia/Seoul',
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0900',
  'TZOFFSETTO:+0900',
  'TZNAME:KST',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** '2026-12-03' + '14:00' + minutes → '20261203T142000' (a wall-clock time: no zone arithmetic, KST has no DST). */
export function icsLocal(date: string, time: string, addMinutes = 0): string {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?/.exec(time);
  if (!d || !t) throw new RangeError(`not a date and time: ${date} ${time}`);
  const at = new Date(Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2], +(t[3] ?? 0)) + addMinutes * 60_000);
  return icsUtc(at).slice(0, -1);
}

/** The lawyer's bookings as a subscribable calendar (text/calendar; charset=utf-8). */
export function buildIcsFeed(feed: IcsFeed): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//K-Legal//Lawyer calendar//KO',
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${escapeIcsText(feed.name)}`,
    'X-WR-TIMEZONE:Asia/Seoul',
    // hints only (RFC 7986 §5.7; Outlook's TTL): Google and Outlook poll on their own schedule
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...KST_VTIMEZONE,
  ];
  for (const e of feed.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${uri(e.uid)}`,
      `DTSTAMP:${icsUtc(e.modified)}`,
      `LAST-MODIFIED:${icsUtc(e.modified)}`,
      `DTSTART;TZID=Asia/Seoul:${icsLocal(e.date, e.time)}`,
      `DTEND;TZID=Asia/Seoul:${icsLocal(e.date, e.time, e.durationMinutes)}`,
      `SEQUENCE:${Math.max(0, Math.floor(e.sequence))}`,
      `SUMMARY:${escapeIcsText(e.summary)}`,
      `DESCRIPTION:${escapeIcsText(e.description)}`,
      `URL:${uri(e.url)}`,
      `STATUS:${e.status}`,
      // a cancelled consultation no longer blocks the lawyer's time
      `TRANSP:${e.status === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}
