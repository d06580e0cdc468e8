// The iCalendar building blocks (RFC 5545) shared by the e-mails' .ics files and the lawyer's feed:
// TEXT escaping, folding at 75 octets, the booking UID, KST wall-clock times and the feed itself,
// including a client name written to break out of its property.
import { describe, expect, it } from 'vitest';
import { bookingIcsUid, buildIcsFeed, escapeIcsText, foldIcsLine, icsLocal, type IcsFeedEvent } from './ics.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
/** The content lines of a calendar, unfolded, as a parser sees them. */
const contentLines = (ics: string) => unfold(ics).split('\r\n').filter((l) => l !== '');

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and every kind of line break; leaves colons', () => {
    expect(escapeIcsText('a\\b;c,d:e')).toBe('a\\\\b\\;c\\,d:e');
    expect(escapeIcsText('one\r\ntwo\rthree\nfour')).toBe('one\\ntwo\\nthree\\nfour');
  });

  it('drops the control characters TEXT does not allow (tab stays)', () => {
    expect(escapeIcsText('a\u0000b\u0007c\u001bd\u007fe\tf')).toBe('abcde\tf');
  });

  it('cannot produce a line break, whatever the input', () => {
    const nasty = 'x\r\nBEGIN:VEVENT\r\nUID:evil\n\r\u2028\u0085END:VEVENT';
    expect(escapeIcsText(nasty)).not.toMatch(/[\r\n]/);
  });
});

describe('foldIcsLine', () => {
  it('leaves a line of 75 octets alone and folds a longer one with CRLF and a space', () => {
    const exact = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(exact)).toBe(75);
    expect(foldIcsLine(exact)).toBe(exact);
    const long = `SUMMARY:${'a'.repeat(200)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(folded.split('\r\n').slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(long);
  });

  it('never splits a multi-byte character (Korean, emoji)', () => {
    const long = `SUMMARY:${'홍길동😀'.repeat(30)}`;
    const folded = foldIcsLine(long);
    for (const line of folded.split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // a split inside a character would leave a replacement character after decoding
      expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line))).toBe(line);
    }
    expect(unfold(folded)).toBe(long);
  });
});

describe('bookingIcsUid', () => {
  it('is the booking id at the site host, as in the e-mails', () => {
    expect(bookingIcsUid('b-1', 'https://k-legal.example/some/path')).toBe('b-1@k-legal.example');
    expect(bookingIcsUid('b-1', 'not a url')).toBe('b-1@k-legal');
  });
});

describe('icsLocal', () => {
  it('formats a KST wall-clock time and adds minutes across midnight and months', () => {
    expect(icsLocal('2026-12-03', '14:00')).toBe('20261203T140000');
    expect(icsLocal('2026-12-03', '14:00:00', 40)).toBe('20261203T144000');
    expect(icsLocal('2026-12-31', '23:30', 60)).toBe('20270101T003000');
    expect(() => icsLocal('2026-12-3', '14:00')).toThrow(RangeError);
  });
});

describe('buildIcsFeed', () => {
  const event = (over: Partial<IcsFeedEvent> = {}): IcsFeedEvent => ({
    uid: 'b-1@k-legal.example',
    date: '2026-12-03',
    time: '14:00:00',
    durationMinutes: 40,
    summary: '홍길동 상담',
    description: '상담 40분\n예약: https://k-legal.example/lawyer/bookings?booking=b-1',
    url: 'https://k-legal.example/lawyer/bookings?booking=b-1',
    sequence: 1,
    status: 'CONFIRMED',
    modified: new Date('2026-11-30T01:02:03Z'),
    ...over,
  });

  it('is a calendar with the Asia/Seoul VTIMEZONE and events in TZID=Asia/Seoul', () => {
    const ics = buildIcsFeed({ name: 'K-Legal 상담 예약', events: [event()] });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = contentLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(expect.arrayContaining([
      'VERSION:2.0', 'BEGIN:VTIMEZONE', 'TZID:Asia/Seoul', 'TZOFFSETFROM:+0900', 'TZOFFSETTO:+0900', 'TZNAME:KST', 'END:VTIMEZONE',
      'UID:b-1@k-legal.example', 'DTSTART;TZID=Asia/Seoul:20261203T140000', 'DTEND;TZID=Asia/Seoul:20261203T144000',
      'DTSTAMP:20261130T010203Z', 'SEQUENCE:1', 'STATUS:CONFIRMED', 'SUMMARY:홍길동 상담', 'TRANSP:OPAQUE',
    ]));
    expect(lines).not.toContain('METHOD:PUBLISH');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toBe('DESCRIPTION:상담 40분\\n예약: https://k-legal.example/lawyer/bookings?booking=b-1');
  });

  it('a cancelled booking stays as STATUS:CANCELLED and does not block time', () => {
    const lines = contentLines(buildIcsFeed({ name: 'x', events: [event({ status: 'CANCELLED', sequence: 3 })] }));
    expect(lines).toEqual(expect.arrayContaining(['STATUS:CANCELLED', 'SEQUENCE:3', 'TRANSP:TRANSPARENT']));
  });

  it('no events: still a valid calendar', () => {
    const lines = contentLines(buildIcsFeed({ name: 'x', events: [] }));
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(0);
    expect(lines.at(-1)).toBe('END:VCALENDAR');
  });

  it('a client name carrying CRLF + BEGIN:VEVENT creates no event and no property', () => {
    const evil = 'Mallory\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil\r\nSUMMARY:injected;x,y\\';
    const ics = buildIcsFeed({ name: evil, events: [event({ summary: `${evil} 상담` }), event({ uid: 'b-2@k-legal.example' })] });
    const lines = contentLines(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l.startsWith('UID:'))).toEqual(['UID:b-1@k-legal.example', 'UID:b-2@k-legal.example']);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe('SUMMARY:Mallory\\nEND:VEVENT\\nBEGIN:VEVENT\\nUID:evil\\nSUMMARY:injected\\;x\\,y\\\\ 상담');
    // every content line is a known property name followed by its value
    for (const l of lines) expect(l).toMatch(/^[A-Z][A-Z-]*[;:]/);
  });

  it('folds every long line at 75 octets', () => {
    const ics = buildIcsFeed({ name: '변호사 캘린더', events: [event({ summary: `${'김'.repeat(60)} 상담`, description: 'd'.repeat(300) })] });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(contentLines(ics).find((l) => l.startsWith('DESCRIPTION:'))).toBe(`DESCRIPTION:${'d'.repeat(300)}`);
  });
});
