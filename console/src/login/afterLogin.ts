// Where the console goes after log-in. react-admin remembers the page that sent the admin to the
// log-in form in the router's location state (nextPathname, nextSearch) and would follow it as it
// is; here it passes the shared rule against open redirects first (issue 14). Without it, or if it
// is refused, the dashboard (spec §7). Paths are inside the router's /admin basename.
import { safeRedirectPath } from '@klegal/shared';

export const AFTER_LOGIN_DEFAULT = '/dashboard';

/** Pages that would only send a just-signed-in admin somewhere else again. */
const NOT_AFTER_LOGIN = new Set(['/', '/login', '/no-access']);

export function afterLoginPath(state: unknown): string {
  const s = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const pathname = typeof s.nextPathname === 'string' ? s.nextPathname : '';
  const search = typeof s.nextSearch === 'string' ? s.nextSearch : '';
  if (!pathname) return AFTER_LOGIN_DEFAULT;
  const target = safeRedirectPath(pathname + search, AFTER_LOGIN_DEFAULT);
  const path = target.split(/[?#]/, 1)[0]?.replace(/(.)\/+$/, '$1').toLowerCase() ?? '';
  return NOT_AFTER_LOGIN.has(path) ? AFTER_LOGIN_DEFAULT : target;
}
