// An iCalendar (RFC 5545) event for a consultation, attached to the booking e-mails: times in UTC
// (calendar apps show them in the reader's own zone), lines of at most 75 octets folded with CRLF
// and a space, TEXT values escaped. The same UID for every message about one booking, so a later
// file (confirmed, new meeting link) updates the event rather than adding another.

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

/** Escapes a TEXT value: backslash, semicolon, comma and line breaks. */
export function escapeIcsText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
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
