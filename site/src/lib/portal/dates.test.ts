import { describe, expect, it } from 'vitest';
import { formatInstantDate, formatKoreanDate, formatPortalDate, formatTime, localTimeOf, startsAt } from './dates.ts';

describe('portal dates', () => {
  it("formats 'MMM d, yyyy (weekday)'", () => {
    expect(formatPortalDate('2026-01-05')).toBe('Jan 5, 2026 (Mon)');
    expect(formatPortalDate('2026-12-31')).toBe('Dec 31, 2026 (Thu)');
  });

  it('does not shift the date with the viewer time zone', () => {
    expect(formatPortalDate('2026-03-01T00:00:00')).toBe('Mar 1, 2026 (Sun)');
  });

  it('uses the locale of the interface language', () => {
    expect(formatPortalDate('2026-01-05', 'ko')).toBe('2026년 1월 5일 (월)');
    expect(formatPortalDate('2026-01-05', 'ja')).toBe('2026年1月5日 (月)');
  });

  it('formats /my-bookings dates in the Korean locale', () => {
    expect(formatKoreanDate('2026-01-05')).toBe('2026년 1월 5일 (월)');
  });

  it('shows instants as KST calendar dates', () => {
    // 20:00 UTC on Jan 5 is Jan 6 in Korea
    expect(formatInstantDate('2026-01-05T20:00:00Z')).toBe('Jan 6, 2026');
    expect(formatInstantDate('2026-01-05T10:00:00+09:00')).toBe('Jan 5, 2026');
    expect(formatInstantDate(null)).toBe('');
    expect(formatInstantDate('not a date')).toBe('not a date');
  });

  it('trims database times', () => {
    expect(formatTime('14:00:00')).toBe('14:00');
  });
});

describe('local time beside KST', () => {
  it('is null in Korea and in zones with the same offset', () => {
    expect(localTimeOf('2026-01-05', '10:00:00', 'Asia/Seoul')).toBeNull();
    expect(localTimeOf('2026-01-05', '10:00:00', 'Asia/Tokyo')).toBeNull();
  });

  it('gives the time in another zone', () => {
    const l = localTimeOf('2026-01-05', '17:00:00', 'Asia/Ho_Chi_Minh');
    expect(l).toMatchObject({ time: '15:00', dateLabel: null });
  });

  it('names the day when it differs', () => {
    const l = localTimeOf('2026-01-05', '09:00:00', 'America/New_York');
    expect(l?.time).toBe('19:00');
    expect(l?.dateLabel).toBe('Sun, Jan 4');
  });

  it('computes the start instant', () => {
    expect(startsAt('2026-01-05', '10:00:00').toISOString()).toBe('2026-01-05T01:00:00.000Z');
  });
});

describe('instants as KST wall-clock times', () => {
  it('gives the KST date and time of an instant (the day may change)', async () => {
    const { kstWallClock } = await import('./dates.ts');
    expect(kstWallClock('2026-01-05T20:00:00Z')).toEqual({ date: '2026-01-06', time: '05:00' });
    expect(kstWallClock('2026-11-27T01:02:03.456+00:00')).toEqual({ date: '2026-11-27', time: '10:02' });
    expect(kstWallClock(null)).toBeNull();
    expect(kstWallClock('not a date')).toBeNull();
  });
});
