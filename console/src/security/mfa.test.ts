// Two-step verification in the console (issue 18): when the code is asked for, how a typed code is
// read, and the auth provider's two log-in steps against a fake supabase client.
import { describe, expect, test, vi } from 'vitest';
import { needsSecondFactor, normalizeCode, verifySecondFactor, MfaError } from './mfa.ts';
import { AdminLoginError, AUTH_ERRORS, createAuthProvider } from '../providers/authProvider.ts';
import type { TypedSupabaseClient } from '@klegal/shared/supabase';

describe('needsSecondFactor', () => {
  test('aal1 with a verified factor needs the code; aal2, or no factor, does not', () => {
    expect(needsSecondFactor({ currentLevel: 'aal1', nextLevel: 'aal2' })).toBe(true);
    expect(needsSecondFactor({ currentLevel: 'aal2', nextLevel: 'aal2' })).toBe(false);
    expect(needsSecondFactor({ currentLevel: 'aal1', nextLevel: 'aal1' })).toBe(false);
    expect(needsSecondFactor({ currentLevel: null, nextLevel: null })).toBe(false);
    expect(needsSecondFactor(null)).toBe(false);
  });
});

describe('normalizeCode', () => {
  test('six digits, spaces and dashes allowed', () => {
    expect(normalizeCode('123456')).toBe('123456');
    expect(normalizeCode(' 123 456 ')).toBe('123456');
    expect(normalizeCode('123-456')).toBe('123456');
    expect(normalizeCode('12345')).toBeNull();
    expect(normalizeCode('12345a')).toBeNull();
    expect(normalizeCode('1234567')).toBeNull();
  });
});

function fakeSupabase(opts: { aal: { currentLevel: string; nextLevel: string }; verifyError?: { code: string; message: string } }) {
  const calls: string[] = [];
  const mfa = {
    getAuthenticatorAssuranceLevel: vi.fn(async () => ({ data: opts.aal, error: null })),
    listFactors: vi.fn(async () => ({ data: { all: [], totp: [{ id: 'f1', status: 'verified', factor_type: 'totp' }], phone: [] }, error: null })),
    challengeAndVerify: vi.fn(async (p: { factorId: string; code: string }) => {
      calls.push(`verify ${p.factorId} ${p.code}`);
      if (opts.verifyError) return { data: null, error: opts.verifyError };
      opts.aal = { currentLevel: 'aal2', nextLevel: 'aal2' };
      return { data: {}, error: null };
    }),
  };
  const session = { user: { id: 'admin-1' } };
  const client = {
    auth: {
      mfa,
      signOut: vi.fn(async () => { calls.push('signOut'); return { error: null }; }),
      signInWithPassword: vi.fn(async () => { calls.push('signIn'); return { data: { user: session.user, session }, error: null }; }),
      getSession: vi.fn(async () => ({ data: { session }, error: null })),
      onAuthStateChange: vi.fn(() => ({ data: { subscription: { unsubscribe() {} } } })),
    },
    from: () => ({ select: () => ({ eq: () => ({ eq: () => ({ maybeSingle: async () => ({ data: { role: 'admin' }, error: null }) }) }) }) }),
  };
  return { client: client as unknown as TypedSupabaseClient, calls, mfa };
}

describe('auth provider: the code after the password', () => {
  test('an administrator with a verified factor is asked for the code; the session is kept; the code completes the log-in', async () => {
    const f = fakeSupabase({ aal: { currentLevel: 'aal1', nextLevel: 'aal2' } });
    const auth = createAuthProvider(f.client);
    const err = await auth.login({ email: 'a@x.test', password: 'pw' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AdminLoginError);
    expect((err as AdminLoginError).key).toBe(AUTH_ERRORS.mfaRequired);
    expect(f.calls).toEqual(['signOut', 'signIn']);
    // before the code, checkAuth sends the session back to the log-in form
    await expect(auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    await auth.login({ code: '123 456' });
    expect(f.calls).toContain('verify f1 123456');
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  test('a wrong code: mfa_invalid, and the session is not signed out', async () => {
    const f = fakeSupabase({ aal: { currentLevel: 'aal1', nextLevel: 'aal2' }, verifyError: { code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' } });
    const auth = createAuthProvider(f.client);
    const err = await auth.login({ code: '000000' }).catch((e: unknown) => e);
    expect((err as AdminLoginError).key).toBe(AUTH_ERRORS.mfaInvalid);
    expect(f.calls).not.toContain('signOut');
  });

  test('an administrator without a factor signs in with the password alone', async () => {
    const f = fakeSupabase({ aal: { currentLevel: 'aal1', nextLevel: 'aal1' } });
    const auth = createAuthProvider(f.client);
    await expect(auth.login({ email: 'a@x.test', password: 'pw' })).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(f.mfa.challengeAndVerify).not.toHaveBeenCalled();
  });

  test('verifySecondFactor refuses a malformed code before any request', async () => {
    const f = fakeSupabase({ aal: { currentLevel: 'aal1', nextLevel: 'aal2' } });
    await expect(verifySecondFactor(f.client.auth, '12')).rejects.toBeInstanceOf(MfaError);
    expect(f.mfa.listFactors).not.toHaveBeenCalled();
  });
});
