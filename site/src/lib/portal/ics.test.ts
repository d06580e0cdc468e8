import { describe, expect, it } from 'vitest';
import { buildBookingIcs, escapeIcsText, foldIcsLine, icsFileName, kstLocalStamp } from './ics.ts';

const base = {
  id: '11111111-2222-4333-8444-555555555555',
  date: '2026-01-05',
  time: '10:00:00',
  durationMinutes: 40,
  summary: 'Consultation with Kim Do-hyun (K-Legal)',
  description: 'Immigration & VISA with Kim Do-hyun (40 min).\nJan 5, 2026 (Mon), 10:00 KST.',
  meetingLink: 'https://meet.example.com/klegal-demo-f1',
  now: new Date('2026-01-01T12:34:56Z'),
};

describe('.ics calendar file', () => {
  const ics = buildBookingIcs(base);
  const lines = ics.split('\r\n');

  it('is an iCalendar document with CRLF line endings', () => {
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('starts and ends in Korea Standard Time with its time zone definition', () => {
    expect(lines).toContain('DTSTART;TZID=Asia/Seoul:20260105T100000');
    expect(lines).toContain('DTEND;TZID=Asia/Seoul:20260105T104000');
    expect(lines).toContain('TZID:Asia/Seoul');
    expect(lines).toContain('TZOFFSETTO:+0900');
    expect(lines).toContain('TZNAME:KST');
  });

  it('carries the meeting link as location and URL', () => {
    expect(lines).toContain('LOCATION:https://meet.example.com/klegal-demo-f1');
    expect(lines).toContain('URL:https://meet.example.com/klegal-demo-f1');
  });

  it('has the UID of the e-mails and the feed (<booking id>@<site host>), a SEQUENCE, a DTSTAMP in UTC and a reminder', () => {
    expect(lines).toContain(`UID:${base.id}@k-legal`);
    expect(lines).toContain('SEQUENCE:0');
    const moved = buildBookingIcs({ ...base, domain: 'k-legal.example', sequence: 5 }).split('\r\n');
    expect(moved).toContain(`UID:${base.id}@k-legal.example`);
    expect(moved).toContain('SEQUENCE:5');
    expect(lines).toContain('DTSTAMP:20260101T123456Z');
    expect(lines).toContain('TRIGGER:-PT30M');
  });

  it('escapes text values', () => {
    expect(escapeIcsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(ics.replace(/\r\n /g, '')).toContain('DESCRIPTION:Immigration & VISA with Kim Do-hyun (40 min).\\nJan 5\\, 2026 (Mon)\\, 10:00 KST.');
  });

  it('folds long lines at 75 octets, UTF-8 aware', () => {
    const long = `SUMMARY:${'상담'.repeat(40)}`;
    const folded = foldIcsLine(long);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(new TextEncoder().encode(p).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(long);
    expect(foldIcsLine('SHORT:1')).toBe('SHORT:1');
  });

  it('says Online and links the bookings page when there is no meeting link yet', () => {
    const noLink = buildBookingIcs({ ...base, meetingLink: null, manageUrl: 'https://k-legal.example/client/bookings' }).split('\r\n');
    expect(noLink).toContain('LOCATION:Online');
    expect(noLink).toContain('URL:https://k-legal.example/client/bookings');
  });

  it('never writes a non-https link', () => {
    const bad = buildBookingIcs({ ...base, meetingLink: 'javascript:alert(1)' });
    expect(bad).not.toContain('javascript:');
  });

  it('computes the end across the hour and names the file', () => {
    expect(kstLocalStamp('2026-01-05', '17:00', 60)).toBe('20260105T180000');
    expect(kstLocalStamp('2026-12-31', '23:30', 60)).toBe('20270101T003000');
    expect(icsFileName('2026-01-05', '10:00:00')).toBe('k-legal-consultation-2026-01-05-1000.ics');
  });
});
