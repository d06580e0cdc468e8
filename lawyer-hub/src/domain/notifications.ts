// The bell's small rules: the count label, relative times in Korean, and where a link goes.

/** '99+' beyond 99. */
export function countLabel(n: number): string {
  return n > 99 ? '99+' : String(n);
}

const rtf = new Intl.RelativeTimeFormat('ko', { numeric: 'auto' });

/** '방금', '5분 전', '어제'…; older than a week: '3월 2일'. */
export function relativeTimeKo(iso: string, now: Date): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const s = Math.round((at.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(s);
  if (abs < 45) return '방금';
  if (abs < 3600) return rtf.format(Math.round(s / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(s / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(s / 86_400), 'day');
  return new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', month: 'long', day: 'numeric', year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric' }).format(at);
}

/** A link into the product: a path of this app (router navigation) or elsewhere on the site (a page load). */
export function linkTarget(link: string, origin: string): { path: string; inApp: boolean } {
  try {
    const u = new URL(link, origin);
    const path = `${u.pathname}${u.search}${u.hash}`;
    return { path, inApp: u.pathname === '/lawyer' || u.pathname.startsWith('/lawyer/') };
  } catch {
    return { path: '/lawyer/dashboard', inApp: true };
  }
}
