// Display formats of the Korean portals (spec §9): yyyy-MM-dd dates, HH:mm times, won amounts.
const KST = 'Asia/Seoul';

/** 'yyyy-MM-dd' of an ISO instant in KST, or the date part of a plain 'YYYY-MM-DD'. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '-';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const t = Date.parse(value);
  if (!Number.isFinite(t)) return '-';
  return new Date(t + 9 * 3600_000).toISOString().slice(0, 10);
}

/** 'yyyy-MM-dd HH:mm' in KST. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const t = Date.parse(value);
  if (!Number.isFinite(t)) return '-';
  const iso = new Date(t + 9 * 3600_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** '14:00:00' → '14:00'. */
export function formatTime(value: string | null | undefined): string {
  return value ? value.slice(0, 5) : '-';
}

/** Korean-locale date (free check-up list): '2026. 11. 22.' */
export function formatKoreanDate(value: string | null | undefined, locale = 'ko-KR'): string {
  if (!value) return '-';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '-';
  return d.toLocaleDateString(locale, { timeZone: KST });
}

/** '50,000' (grouping only). */
export function formatNumber(n: number | null | undefined): string {
  return (typeof n === 'number' && Number.isFinite(n) ? n : 0).toLocaleString('en-US');
}

/** '₩50,000' */
export function formatWon(n: number | null | undefined): string {
  return `₩${formatNumber(n)}`;
}
