// pg_cron's schedule syntax: five cron fields (minute hour day-of-month month day-of-week, in
// UTC, with `*`, lists, ranges, steps and month/weekday names), the `@hourly`-style names,
// `@reboot` (once when the scheduler starts) and `<n> seconds`.
// Pure functions, so the scheduler's timing is testable with any clock.

export type Schedule =
  | { kind: 'seconds'; every: number }
  | { kind: 'reboot' }
  | { kind: 'cron'; minute: Set<number>; hour: Set<number>; dom: Set<number>; month: Set<number>; dow: Set<number>; domStar: boolean; dowStar: boolean };

const NAMED: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@hourly': '0 * * * *',
};

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function field(text: string, min: number, max: number, names: string[] = [], firstName = 0): Set<number> {
  const out = new Set<number>();
  const numeric = names.reduce((t, name, i) => t.replaceAll(name, String(i + firstName)), text.toLowerCase());
  for (const part of numeric.split(',')) {
    const m = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!m) throw new Error(`invalid schedule field: ${text}`);
    const step = m[4] ? Number(m[4]) : 1;
    let lo = min;
    let hi = max;
    if (m[1] !== '*') {
      lo = Number(m[2]);
      hi = m[3] !== undefined ? Number(m[3]) : m[4] ? max : lo;
    }
    if (step < 1 || lo < min || hi > max || lo > hi) throw new Error(`invalid schedule field: ${text}`);
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return out;
}

export function parseSchedule(text: string): Schedule {
  const s = text.trim();
  const secs = /^(\d+) seconds?$/.exec(s);
  if (secs) {
    const every = Number(secs[1]);
    if (every < 1 || every > 59) throw new Error(`invalid schedule: ${text}`);
    return { kind: 'seconds', every };
  }
  if (s.toLowerCase() === '@reboot') return { kind: 'reboot' };
  const parts = (NAMED[s.toLowerCase()] ?? s).split(/\s+/);
  if (parts.length !== 5) throw new Error(`invalid schedule: ${text}`);
  const dow = field(parts[4], 0, 7, DAYS);
  if (dow.delete(7)) dow.add(0); // 7 is Sunday too
  return {
    kind: 'cron',
    minute: field(parts[0], 0, 59),
    hour: field(parts[1], 0, 23),
    dom: field(parts[2], 1, 31),
    month: field(parts[3], 1, 12, MONTHS, 1),
    dow,
    domStar: parts[2] === '*',
    dowStar: parts[4] === '*',
  };
}

/** Whether a cron schedule fires in the UTC minute that contains `at`. */
export function firesInMinute(s: Extract<Schedule, { kind: 'cron' }>, at: Date): boolean {
  if (!s.minute.has(at.getUTCMinutes()) || !s.hour.has(at.getUTCHours()) || !s.month.has(at.getUTCMonth() + 1)) return false;
  const dom = s.dom.has(at.getUTCDate());
  const dow = s.dow.has(at.getUTCDay());
  // cron's rule: when both day fields are restricted, either may match
  if (!s.domStar && !s.dowStar) return dom || dow;
  return dom && dow;
}

/**
 * Whether a job is due at `now`, given when it last started (ms, or null if never): a cron job
 * once per matching minute, a seconds job once its interval has passed.
 */
export function isDue(s: Schedule, now: Date, lastStart: number | null): boolean {
  if (s.kind === 'reboot') return lastStart === null;
  if (s.kind === 'seconds') return lastStart === null || now.getTime() - lastStart >= s.every * 1000;
  if (!firesInMinute(s, now)) return false;
  const minuteStart = now.getTime() - (now.getTime() % 60_000);
  return lastStart === null || lastStart < minuteStart;
}
