// ra-supabase's auth provider with the admin log-in flow of the spec (§7 "Admin log-in and
// access") and the portal guard (§6):
//  - login: sign out, clear local and session storage, wait 100 ms, sign in, then read the
//    caller's admin row in user_roles; without it the user is signed out again, storage is
//    cleared and the log-in fails with "You do not have administrator rights.";
//  - checkAuth: no session → /login; a session without the admin role → /no-access (a toast,
//    then a full page load of /). Such a user — e.g. a client signed in on the public site at the
//    same origin — is NOT signed out by the console.
// The admin check is cached per user id (checkAuth runs on every page).
import type { AuthProvider, UserIdentity } from 'react-admin';
import { supabaseAuthProvider } from 'ra-supabase-core';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '@klegal/shared/supabase';
import { consoleErrorKind, errorKey } from '../common/errors.ts';
import { MfaError, secondFactorPending, verifySecondFactor } from '../security/mfa.ts';

export const LOGIN_PAUSE_MS = 100;

/** Error keys (translated by the login page). */
export const AUTH_ERRORS = {
  invalidCredentials: 'klegal.login.invalid_credentials',
  notAdmin: 'klegal.login.not_admin',
  generic: 'klegal.login.generic_error',
  /** Password accepted; the administrator has a verified factor: the login page asks for the code. */
  mfaRequired: 'klegal.login.mfa_required',
  mfaInvalid: 'klegal.login.mfa_invalid',
} as const;

/** One of AUTH_ERRORS, or a klegal.errors.<kind> key (common/errors.ts) for any other auth error. */
export type AuthErrorKey = (typeof AUTH_ERRORS)[keyof typeof AUTH_ERRORS] | `klegal.errors.${string}`;

/** The key for a failed sign-in: invalid credentials, else the mapped kind, else the generic text. */
function loginErrorKey(error: unknown): AuthErrorKey {
  const kind = consoleErrorKind(error);
  if (kind === 'invalid_credentials') return AUTH_ERRORS.invalidCredentials;
  return kind === 'unknown' ? AUTH_ERRORS.generic : (errorKey(kind) as AuthErrorKey);
}

export class AdminLoginError extends Error {
  readonly key: AuthErrorKey;
  readonly detail?: string;
  constructor(key: AuthErrorKey, detail?: string) {
    super(key);
    this.name = 'AdminLoginError';
    this.key = key;
    this.detail = detail;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function clearStorage(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage may be unavailable (privacy mode); nothing to clear then
  }
}

export function createAuthProvider(supabase: TypedSupabaseClient): AuthProvider {
  const base = supabaseAuthProvider(supabase as unknown as SupabaseClient, {});
  let cache: { userId: string; isAdmin: boolean } | null = null;

  async function isAdmin(userId: string): Promise<boolean> {
    if (cache?.userId === userId) return cache.isAdmin;
    const { data, error } = await supabase
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .eq('role', 'admin')
      .maybeSingle();
    if (error) throw error;
    cache = { userId, isAdmin: data !== null };
    return cache.isAdmin;
  }

  async function currentUserId(): Promise<string | null> {
    const { data } = await supabase.auth.getSession();
    return data.session?.user.id ?? null;
  }

  return {
    ...base,

    async login(params: { email?: string; password?: string; code?: string }) {
      // Second step (two-step verification): the password session is kept, the code raises it to aal2.
      if (params.code !== undefined) {
        try {
          await verifySecondFactor(supabase.auth, params.code);
        } catch (e) {
          if (e instanceof MfaError && e.kind === 'invalid_code') throw new AdminLoginError(AUTH_ERRORS.mfaInvalid);
          throw new AdminLoginError(loginErrorKey(e), (e as Error).message);
        }
        return;
      }
      const email = params.email?.trim() ?? '';
      const password = params.password ?? '';
      cache = null;
      await supabase.auth.signOut().catch(() => undefined);
      clearStorage();
      await sleep(LOGIN_PAUSE_MS);
      const { data, error } = await supabase.auth.signInWithPassword({ email, password });
      if (error || !data.user) {
        throw new AdminLoginError(error ? loginErrorKey(error) : AUTH_ERRORS.generic, error?.message);
      }
      let admin = false;
      try {
        admin = await isAdmin(data.user.id);
      } catch (e) {
        await supabase.auth.signOut().catch(() => undefined);
        clearStorage();
        throw new AdminLoginError(loginErrorKey(e), (e as Error).message);
      }
      if (!admin) {
        cache = null;
        await supabase.auth.signOut().catch(() => undefined);
        clearStorage();
        throw new AdminLoginError(AUTH_ERRORS.notAdmin);
      }
      if (await secondFactorPending(supabase.auth)) throw new AdminLoginError(AUTH_ERRORS.mfaRequired);
    },

    async checkAuth() {
      const userId = await currentUserId();
      if (!userId) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw { redirectTo: '/login', message: false };
      }
      if (!(await isAdmin(userId))) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw { redirectTo: '/no-access', message: false };
      }
      // Signed in with the password only while a verified factor exists (e.g. the tab was reloaded
      // at the code step): signed out, back to the log-in form (password, then the code).
      if (await secondFactorPending(supabase.auth)) {
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw { redirectTo: '/login', message: false };
      }
    },

    async logout() {
      const userId = await currentUserId();
      // A signed-in non-admin who wandered into /admin keeps their site session.
      if (userId && cache?.userId === userId && !cache.isAdmin) return '/no-access';
      cache = null;
      await supabase.auth.signOut().catch(() => undefined);
      return '/login';
    },

    async getIdentity(): Promise<UserIdentity> {
      const { data } = await supabase.auth.getSession();
      const user = data.session?.user;
      if (!user) throw new Error('Not signed in');
      const { data: profile } = await supabase
        .from('profiles')
        .select('name_korean,name_english,email')
        .eq('id', user.id)
        .maybeSingle();
      return {
        id: user.id,
        fullName: profile?.name_korean || profile?.name_english || profile?.email || user.email || '',
      };
    },

    async getPermissions() {
      const userId = await currentUserId();
      return userId && (await isAdmin(userId)) ? 'admin' : null;
    },
  };
}
