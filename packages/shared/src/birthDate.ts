// Birth dates (issue 15): from 1900-01-01 to today, where "today" is the latest calendar date
// anywhere on Earth (UTC+14), so nobody born today in their own time zone is refused. The database
// applies the same rule to profiles.birth_date and free_checkups.date_of_birth
// (supabase/migrations/20261127001600_birth_date_range.sql: SQLSTATE 23514, hint
// birth_date_out_of_range).
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** The latest acceptable birth date, 'YYYY-MM-DD' (the UTC+14 calendar date of now). */
export function latestBirthDate(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

export type BirthDateProblem = 'invalid' | 'future' | 'tooEarly';

function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** What is wrong with a birth date ('' is no date, which is fine), or null. */
export function birthDateProblem(value: string | null | undefined, now: Date = new Date()): BirthDateProblem | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (!isRealDate(v)) return 'invalid';
  if (v < EARLIEST_BIRTH_DATE) return 'tooEarly';
  if (v > latestBirthDate(now)) return 'future';
  return null;
}

/** The database refused a birth date (profiles or free check-ups). */
export function isBirthDateRefusal(err: unknown): boolean {
  return (err as { hint?: unknown } | null)?.hint === 'birth_date_out_of_range';
}
