// Where log-in, sign-up and a password reset go next: a same-site path (the shared rule, no open
// redirects), never /auth or a page under it (it would only send the now signed-in user on again).
import { safeRedirectPath } from '@shared/redirect.ts';

export function safeNext(raw: string | null): string {
  const target = safeRedirectPath(raw, '/');
  return /^\/auth(\/|\?|#|$)/i.test(target) ? '/' : target;
}
