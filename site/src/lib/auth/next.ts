// Where log-in, sign-up and a password reset go next: a same-site path (the shared rule, no open
// redirects), never /auth or a page under it (it would only send the now signed-in user on again).
import { safeRedirectPath } from '@shared/redirect.ts';
import { link } from '../i18n/index.ts';
import { stripLang } from '../i18n/locale.ts';

export function safeNext(raw: string | null): string {
  const home = link('/');
  const target = safeRedirectPath(raw, home);
  // in the page's language: /zh/auth?next=/client/bookings goes on to /zh/client/bookings
  return /^\/auth(\/|\?|#|$)/i.test(stripLang(target)) ? home : link(target);
}
