// An iCalendar (RFC 5545) file for a confirmed consultation: the start in Korea Standard Time
// (TZID=Asia/Seoul with its VTIMEZONE: UTC+9 all year), the end after the booked minutes, the
// meeting link as LOCATION and URL, and a reminder 30 minutes before. Calendar apps convert it to
// the visitor's own zone.
import { hhmm } from '@shared/format.ts';
import { bookingIcsUid, escapeIcsText, foldIcsLine } from '@shared/notifications/ics.ts';

export interface IcsBooking {
  id: string;
  /** KST date 'YYYY-MM-DD' */
  date: string;
  /** KST time 'HH:MM' or 'HH:MM:SS' */
  time: string;
  durationMinutes: number;
  summary: string;
  description: string;
  meetingLink?: string | null;
  /** where the booking can be managed (shown in the description and as URL when there is no link) */
  manageUrl?: string;
  /** DTSTAMP; defaults to now */
  now?: Date;
  /** UID domain: the site's host, so the UID is the e-mails' and the lawyer's feed's (bookingIcsUid) */
  domain?: string;
  /** SEQUENCE by the shared rule (bookingIcsSequence), so a later e-mail about a move or change wins */
  sequence?: number;
}

// TEXT escaping and line folding are the e-mails' (packages/shared/src/notifications/ics.ts)
export { escapeIcsText, foldIcsLine };

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYYMMDDTHHMMSS' of a KST wall-clock date and time plus some minutes. */
export function kstLocalStamp(date: string, time: string, plusMinutes = 0): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number);
  const [hh, mm] = hhmm(time).split(':').map(Number);
  const t = new Date(Date.UTC(y!, m! - 1, d!, hh!, mm! + plusMinutes));
  return `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}T${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}00`;
}

function utcStamp(d: Date): string {
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

/** Only https links are written to the calendar. */
function httpsOnly(url: string | null | undefined): string | null {
  if (!url) return null;
  const u = url.trim();
  return /^https:\/\/[^\s<>"']+$/i.test(u) ? u : null;
}

export function buildBookingIcs(b: IcsBooking): string {
  const link = httpsOnly(b.meetingLink);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//K-Legal//Client portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VTIMEZONE',
    'TZID:Asia/Seoul',
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:+0900',
    'TZOFFSETTO:+0900',
    'TZNAME:KST',
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    // one event per booking across this file, the e-mails' files and the lawyer's feed
    `UID:${bookingIcsUid(b.id, `https://${b.domain ?? 'k-legal'}`)}`,
    `SEQUENCE:${Math.max(0, Math.floor(b.sequence ?? 0))}`,
    `DTSTAMP:${utcStamp(b.now ?? new Date())}`,
    `DTSTART;TZID=Asia/Seoul:${kstLocalStamp(b.date, b.time)}`,
    `DTEND;TZID=Asia/Seoul:${kstLocalStamp(b.date, b.time, b.durationMinutes)}`,
    `SUMMARY:${escapeIcsText(b.summary)}`,
    `DESCRIPTION:${escapeIcsText(b.description)}`,
    `LOCATION:${escapeIcsText(link ?? 'Online')}`,
    ...(link ? [`URL:${link}`] : b.manageUrl ? [`URL:${b.manageUrl}`] : []),
    'STATUS:CONFIRMED',
    'TRANSP:OPAQUE',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeIcsText(b.summary)}`,
    'TRIGGER:-PT30M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldIcsLine).join('\r\n')}\r\n`;
}

/** 'k-legal-consultation-2026-01-05-1000.ics' */
export function icsFileName(date: string, time: string): string {
  return `k-legal-consultation-${date.slice(0, 10)}-${hhmm(time).replace(':', '')}.ics`;
}

/** Saves the file in the browser. */
export function downloadIcs(content: string, fileName: string): void {
  const blob = new Blob([content], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
