// The pg_cron schedule syntax of the local scheduler: parsing, the minute match (with cron's
// day-of-month / day-of-week OR rule) and when a job is due, on an injected clock.
import { describe, expect, test } from 'vitest';
import { firesInMinute, isDue, parseSchedule, type Schedule } from './schedule.ts';

type Cron = Extract<Schedule, { kind: 'cron' }>;
const cron = (text: string): Cron => {
  const s = parseSchedule(text);
  if (s.kind !== 'cron') throw new Error(`${text} parsed as ${s.kind}`);
  return s;
};
const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b);
const range = (lo: number, hi: number) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
const utc = (iso: string) => new Date(`${iso}Z`);

describe('parseSchedule', () => {
  test('five fields, * covers each field range', () => {
    const s = cron('* * * * *');
    expect(sorted(s.minute)).toEqual(range(0, 59));
    expect(sorted(s.hour)).toEqual(range(0, 23));
    expect(sorted(s.dom)).toEqual(range(1, 31));
    expect(sorted(s.month)).toEqual(range(1, 12));
    expect(sorted(s.dow)).toEqual(range(0, 6));
    expect(s.domStar).toBe(true);
    expect(s.dowStar).toBe(true);
  });

  test('single values, lists, ranges and steps', () => {
    const s = cron('5,10,15 1-3 */10 2-12/5 1,3-5');
    expect(sorted(s.minute)).toEqual([5, 10, 15]);
    expect(sorted(s.hour)).toEqual([1, 2, 3]);
    expect(sorted(s.dom)).toEqual([1, 11, 21, 31]);
    expect(sorted(s.month)).toEqual([2, 7, 12]);
    expect(sorted(s.dow)).toEqual([1, 3, 4, 5]);
    expect(s.domStar).toBe(false);
    expect(s.dowStar).toBe(false);
  });

  test('a step after a single value runs to the end of the field', () => {
    expect(sorted(cron('50/3 * * * *').minute)).toEqual([50, 53, 56, 59]);
  });

  test('a mixed list of ranges and steps', () => {
    expect(sorted(cron('0-2,30/15,7 * * * *').minute)).toEqual([0, 1, 2, 7, 30, 45]);
  });

  test('day of week 7 is Sunday (0)', () => {
    expect(sorted(cron('0 0 * * 7').dow)).toEqual([0]);
    expect(sorted(cron('0 0 * * 5-7').dow)).toEqual([0, 5, 6]);
  });

  test('surrounding whitespace and repeated spaces are accepted', () => {
    expect(sorted(cron('  0   12 * * *  ').hour)).toEqual([12]);
  });

  test.each([
    ['@yearly', '0 0 1 1 *'],
    ['@annually', '0 0 1 1 *'],
    ['@monthly', '0 0 1 * *'],
    ['@weekly', '0 0 * * 0'],
    ['@daily', '0 0 * * *'],
    ['@hourly', '0 * * * *'],
  ])('%s is %s', (name, fields) => {
    expect(parseSchedule(name)).toEqual(parseSchedule(fields));
  });

  test("'N seconds' (1..59, singular too)", () => {
    expect(parseSchedule('30 seconds')).toEqual({ kind: 'seconds', every: 30 });
    expect(parseSchedule('1 second')).toEqual({ kind: 'seconds', every: 1 });
    expect(parseSchedule('59 seconds')).toEqual({ kind: 'seconds', every: 59 });
  });

  test('month and weekday names, and @reboot (once, when the scheduler starts)', () => {
    expect(parseSchedule('0 9 * jan-mar mon-fri')).toEqual(parseSchedule('0 9 * 1-3 1-5'));
    expect(parseSchedule('0 0 * DEC SUN')).toEqual(parseSchedule('0 0 * 12 0'));
    const reboot = parseSchedule('@reboot');
    expect(reboot).toEqual({ kind: 'reboot' });
    expect(isDue(reboot, utc('2026-03-10T14:30:00'), null)).toBe(true);
    expect(isDue(reboot, utc('2026-03-10T14:30:00'), utc('2026-03-10T14:29:00').getTime())).toBe(false);
  });

  test.each([
    '', '* * * *', '* * * * * *', '60 * * * *', '* 24 * * *', '* * 0 * *', '* * 32 * *', '* * * 0 *',
    '* * * 13 *', '* * * * 8', '5-1 * * * *', '*/0 * * * *', 'a * * * *', '1,,2 * * * *', '-1 * * * *',
    '@every_minute', 'xyz * * * *', '* * * foo *', '0 seconds', '60 seconds', '10 minutes', 'seconds',
  ])('%j is invalid', (text) => {
    expect(() => parseSchedule(text)).toThrow(/invalid schedule/);
  });
});

describe('firesInMinute', () => {
  test('every field must match (UTC)', () => {
    const s = cron('30 14 * * *');
    expect(firesInMinute(s, utc('2026-03-10T14:30:00'))).toBe(true);
    expect(firesInMinute(s, utc('2026-03-10T14:30:59.999'))).toBe(true);
    expect(firesInMinute(s, utc('2026-03-10T14:31:00'))).toBe(false);
    expect(firesInMinute(s, utc('2026-03-10T15:30:00'))).toBe(false);
    // the same instant seen from KST is 23:30; the schedule is UTC
    expect(firesInMinute(s, new Date('2026-03-10T23:30:00+09:00'))).toBe(true);
  });

  test('month restricts', () => {
    const s = cron('0 0 * 6 *');
    expect(firesInMinute(s, utc('2026-06-15T00:00:00'))).toBe(true);
    expect(firesInMinute(s, utc('2026-07-15T00:00:00'))).toBe(false);
  });

  test('only day of month restricted: it alone decides', () => {
    const s = cron('0 0 13 * *');
    expect(firesInMinute(s, utc('2026-03-13T00:00:00'))).toBe(true); // a Friday
    expect(firesInMinute(s, utc('2026-03-14T00:00:00'))).toBe(false);
  });

  test('only day of week restricted: it alone decides', () => {
    const s = cron('0 0 * * 5'); // Fridays
    expect(firesInMinute(s, utc('2026-03-13T00:00:00'))).toBe(true);
    expect(firesInMinute(s, utc('2026-03-12T00:00:00'))).toBe(false);
  });

  test('both day fields restricted: either may match (the OR rule)', () => {
    const s = cron('0 0 1 * 1'); // the 1st of the month, or any Monday
    expect(firesInMinute(s, utc('2026-04-01T00:00:00'))).toBe(true); // Wednesday the 1st
    expect(firesInMinute(s, utc('2026-03-09T00:00:00'))).toBe(true); // Monday the 9th
    expect(firesInMinute(s, utc('2026-03-10T00:00:00'))).toBe(false); // Tuesday the 10th
  });

  test('a */n day field counts as restricted', () => {
    const s = cron('0 0 */15 * 0'); // days 1, 16, 31, or Sundays
    expect(firesInMinute(s, utc('2026-03-16T00:00:00'))).toBe(true); // Monday the 16th
    expect(firesInMinute(s, utc('2026-03-15T00:00:00'))).toBe(true); // Sunday the 15th
    expect(firesInMinute(s, utc('2026-03-17T00:00:00'))).toBe(false);
  });
});

describe('isDue', () => {
  test('a seconds job: at once when never run, then once its interval has passed', () => {
    const s = parseSchedule('10 seconds');
    const t0 = utc('2026-03-10T14:30:05').getTime();
    expect(isDue(s, new Date(t0), null)).toBe(true);
    expect(isDue(s, new Date(t0 + 9_999), t0)).toBe(false);
    expect(isDue(s, new Date(t0 + 10_000), t0)).toBe(true);
    expect(isDue(s, new Date(t0 + 60_000), t0)).toBe(true);
  });

  test('a cron job: once per matching minute', () => {
    const s = parseSchedule('* * * * *');
    const minute = utc('2026-03-10T14:30:00').getTime();
    expect(isDue(s, new Date(minute + 1_000), null)).toBe(true);
    // started earlier in this minute: not again
    expect(isDue(s, new Date(minute + 59_000), minute + 1_000)).toBe(false);
    expect(isDue(s, new Date(minute + 59_000), minute)).toBe(false);
    // started in the previous minute: due in this one, even a second later
    expect(isDue(s, new Date(minute + 1_000), minute - 1)).toBe(true);
    expect(isDue(s, new Date(minute + 60_000), minute + 59_000)).toBe(true);
  });

  test('a cron job is not due outside its minutes, whenever it last ran', () => {
    const s = parseSchedule('15 * * * *');
    expect(isDue(s, utc('2026-03-10T14:16:00'), null)).toBe(false);
    expect(isDue(s, utc('2026-03-10T14:15:30'), null)).toBe(true);
    expect(isDue(s, utc('2026-03-10T14:15:30'), utc('2026-03-10T13:15:10').getTime())).toBe(true);
    expect(isDue(s, utc('2026-03-10T14:15:30'), utc('2026-03-10T14:15:01').getTime())).toBe(false);
  });

  test('a simulated hour: a 5-minute schedule runs 12 times, a 20-second one 180 times', () => {
    // a scheduler ticking every second on an injected clock, remembering each start
    const run = (s: Schedule) => {
      let last: number | null = null;
      let runs = 0;
      const start = utc('2026-03-10T14:00:00').getTime();
      for (let t = start; t < start + 3_600_000; t += 1_000) {
        if (isDue(s, new Date(t), last)) {
          last = t;
          runs++;
        }
      }
      return runs;
    };
    expect(run(parseSchedule('*/5 * * * *'))).toBe(12);
    expect(run(parseSchedule('20 seconds'))).toBe(180);
    expect(run(parseSchedule('@hourly'))).toBe(1);
  });
});
