// Password recovery in the lawyer portal: the new password's checks (the sign-up rule: at least 8
// characters, typed twice), where the e-mailed link leads, and whether a session came from a
// recovery link (its access token's `amr`).
import type { Messages } from '../i18n/ko.ts';
import { MIN_PASSWORD_LENGTH } from './signup.ts';

/** The longest password the auth server takes (bcrypt reads 72 bytes). */
export const MAX_PASSWORD_BYTES = 72;

export const RESET_PATHS = {
  forgot: '/lawyer-login/forgot-password',
  reset: '/lawyer-login/reset-password',
} as const;

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(s: string): boolean {
  return s.length <= 255 && EMAIL_RE.test(s.trim());
}

/** Where the reset link leads: the new-password page of this portal, on this origin. */
export function resetRedirectUrl(origin: string): string {
  return `${origin}${RESET_PATHS.reset}`;
}

export type NewPasswordProblem = 'short' | 'long' | 'mismatch';

/** The first failing check of a new password, or null. */
export function checkNewPassword(password: string, confirm: string): NewPasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'short';
  if (new TextEncoder().encode(password).length > MAX_PASSWORD_BYTES) return 'long';
  if (password !== confirm) return 'mismatch';
  return null;
}

export function newPasswordProblemMessage(p: NewPasswordProblem, m: Messages['reset']['errors']): { title: string; description: string } {
  switch (p) {
    case 'short':
      return { title: m.passwordTitle, description: m.short };
    case 'long':
      return { title: m.passwordTitle, description: m.long };
    case 'mismatch':
      return { title: m.mismatchTitle, description: m.mismatch };
  }
}

/** The authentication method of an access token (its `amr` claim), e.g. 'recovery' or 'password'. */
export function tokenMethod(accessToken: string): string | null {
  try {
    const part = accessToken.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const claims = JSON.parse(json) as { amr?: { method?: string }[] };
    return claims.amr?.[0]?.method ?? null;
  } catch {
    return null;
  }
}
