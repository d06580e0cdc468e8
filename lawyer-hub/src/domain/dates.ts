// Dates in the portal are Korean dates: bookings are made in Korea Standard Time, so "today" is
// the calendar day in Asia/Seoul, whatever the browser's time zone.

const KST_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (yyyy-MM-dd) in Korea at the given instant. */
export function kstDate(at: Date = new Date()): string {
  return KST_DAY.format(at);
}

/** yyyy-MM-dd for a date string or timestamp; '-' when empty or invalid. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  return kstDate(d);
}

/** HH:mm from a Postgres time ('14:00:00') or an already short time. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return '-';
  const m = /^(\d{1,2}):(\d{2})/.exec(value);
  return m ? `${m[1].padStart(2, '0')}:${m[2]}` : value;
}
