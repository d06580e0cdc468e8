// Two-step verification (issue 18) for administrators: what the console needs from
// supabase.auth.mfa. An administrator with a verified TOTP factor signs in with the password
// (aal1), then gives the 6-digit code of the authenticator app (aal2); the database refuses every
// admin action to an aal1 session of such an administrator (private.is_admin()), so the console
// asks for the code before it shows anything.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface AalState {
  currentLevel: string | null;
  nextLevel: string | null;
}

/** The session is signed in with the password only while a verified factor exists. */
export function needsSecondFactor(aal: AalState | null | undefined): boolean {
  return !!aal && aal.nextLevel === 'aal2' && aal.currentLevel !== 'aal2';
}

/** The 6 digits of a code as typed (spaces and dashes allowed: "123 456"), or null. */
export function normalizeCode(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

type Auth = Pick<SupabaseClient['auth'], 'mfa'>;

/** Whether the current session still has to give a code (local: reads the session's token). */
export async function secondFactorPending(auth: Auth): Promise<boolean> {
  const { data, error } = await auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) return false;
  return needsSecondFactor(data);
}

export class MfaError extends Error {
  readonly kind: 'invalid_code' | 'no_factor' | 'failed';
  constructor(kind: 'invalid_code' | 'no_factor' | 'failed', message?: string) {
    super(message ?? kind);
    this.name = 'MfaError';
    this.kind = kind;
  }
}

/** Raises the session to aal2 with a code of the first verified TOTP factor. */
export async function verifySecondFactor(auth: Auth, code: string): Promise<void> {
  const digits = normalizeCode(code);
  if (!digits) throw new MfaError('invalid_code');
  const { data, error } = await auth.mfa.listFactors();
  if (error) throw new MfaError('failed', error.message);
  const factor = data?.totp[0];
  if (!factor) throw new MfaError('no_factor');
  const r = await auth.mfa.challengeAndVerify({ factorId: factor.id, code: digits });
  if (r.error) {
    const code = (r.error as { code?: string }).code;
    throw new MfaError(code === 'mfa_verification_failed' ? 'invalid_code' : 'failed', r.error.message);
  }
}
