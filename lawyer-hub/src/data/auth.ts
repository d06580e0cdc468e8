// Sessions and roles: every access check and sign-in of the portal goes through here.
import { supabase } from '../providers/supabase.ts';
import { koreanError } from '../domain/errors.ts';

export const SIGN_IN_PAUSE_MS = 100;

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Local and session storage are cleared before signing in and on logout (spec). */
export function clearStorage(): void {
  try {
    localStorage.clear();
  } catch {
    /* ignore */
  }
  try {
    sessionStorage.clear();
  } catch {
    /* ignore */
  }
}

export async function currentUserId(): Promise<string | null> {
  const { data, error } = await supabase.auth.getSession();
  if (error) throw error;
  return data.session?.user.id ?? null;
}

/** The signed-in user's id; throws 'Not authenticated' without a session. */
export async function requireUserId(): Promise<string> {
  const uid = await currentUserId();
  if (!uid) throw new Error('Not authenticated');
  return uid;
}

/** READ user_roles role where user_id = uid and role = 'lawyer' (zero or one row). */
export async function isLawyer(uid: string): Promise<boolean> {
  const { data, error } = await supabase.from('user_roles').select('role').eq('user_id', uid).eq('role', 'lawyer').maybeSingle();
  if (error) throw error;
  return data !== null;
}

/**
 * The signed-in account applied as a lawyer and has no lawyer record yet (its sign-up stopped
 * before the certificate and the lawyers row, issue 25): the database's rule, one function.
 */
export async function isApplicationIncomplete(): Promise<boolean> {
  const { data, error } = await supabase.rpc('lawyer_application_incomplete');
  if (error) throw error;
  return data === true;
}

/** `applicationIncomplete`: signed in, but the application must be finished before the portal. */
export type SignInResult =
  | { ok: true; uid: string; applicationIncomplete?: boolean }
  | { ok: false; reason: 'invalid' | 'not_lawyer' | 'other'; message?: string };

/**
 * The lawyer log-in (spec section 7): sign out, clear local and session storage, wait 100 ms,
 * sign in, check the lawyer role; a user without it is signed out again, unless the account
 * applied as a lawyer and has no lawyer record yet: it stays signed in to finish (issue 25).
 */
export async function signInLawyer(email: string, password: string): Promise<SignInResult> {
  await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
  clearStorage();
  await sleep(SIGN_IN_PAUSE_MS);
  const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password });
  if (error || !data.user) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'invalid_credentials' || /invalid login credentials/i.test(error?.message ?? '')) return { ok: false, reason: 'invalid' };
    return { ok: false, reason: 'other', message: koreanError(error).message };
  }
  let lawyer = false;
  let incomplete = false;
  try {
    lawyer = await isLawyer(data.user.id);
    if (!lawyer) incomplete = await isApplicationIncomplete();
  } catch (e) {
    await supabase.auth.signOut({ scope: 'local' }).catch(() => undefined);
    return { ok: false, reason: 'other', message: koreanError(e).message };
  }
  if (incomplete) return { ok: true, uid: data.user.id, applicationIncomplete: true };
  if (!lawyer) {
    await supabase.auth.signOut().catch(() => undefined);
    return { ok: false, reason: 'not_lawyer' };
  }
  return { ok: true, uid: data.user.id };
}

/**
 * Logout (spec section 7): sign out, then clear storage. In that order: the client finds the
 * session in storage, so the sign-out reaches the auth server and the refresh token is revoked
 * there (cleared first, the client had no session left to revoke and sent nothing).
 */
export async function signOutLawyer(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  clearStorage();
  if (error) throw error;
}

export type Access =
  | { kind: 'lawyer'; uid: string }
  | { kind: 'applicant'; uid: string }
  | { kind: 'no_session' }
  | { kind: 'not_lawyer' }
  | { kind: 'error'; error: unknown };

/** The portal's access check: session, then the lawyer role, then an unfinished application. */
export async function checkAccess(): Promise<Access> {
  try {
    const uid = await currentUserId();
    if (!uid) return { kind: 'no_session' };
    if (await isLawyer(uid)) return { kind: 'lawyer', uid };
    return (await isApplicationIncomplete()) ? { kind: 'applicant', uid } : { kind: 'not_lawyer' };
  } catch (error) {
    return { kind: 'error', error };
  }
}

let loggingOut = false;
const loggingOutListeners = new Set<() => void>();
/** True while the portal's own logout runs (its sign-out event must not trigger the redirect). */
export const isLoggingOut = () => loggingOut;
export const setLoggingOut = (v: boolean) => {
  if (loggingOut === v) return;
  loggingOut = v;
  for (const l of loggingOutListeners) l();
};
/** For useSyncExternalStore (hooks/useLoggingOut.ts): re-renders the access check and layout. */
export const subscribeLoggingOut = (listener: () => void): (() => void) => {
  loggingOutListeners.add(listener);
  return () => loggingOutListeners.delete(listener);
};

/** "비밀번호를 잊으셨나요?": asks the auth server to mail a reset link (the same answer for any address). */
export async function requestPasswordReset(email: string, redirectTo: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo });
  if (error) throw error;
}

/**
 * The session a recovery link opened: the client takes it from the URL fragment when it starts
 * (detectSessionInUrl). Null when the link was invalid, used or expired, or there is no recovery
 * session. `isRecovery` decides from the fragment / PASSWORD_RECOVERY event / token method.
 */
export async function recoverySession(isRecovery: (accessToken: string) => boolean): Promise<{ email: string } | null> {
  const { data, error } = await supabase.auth.getSession();
  if (error || !data.session || !isRecovery(data.session.access_token)) return null;
  return { email: data.session.user.email ?? '' };
}

/** Sets the signed-in (recovering) user's new password. */
export async function setNewPassword(password: string): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

/** Subscribes to PASSWORD_RECOVERY (a recovery link was taken from the URL). */
export function onPasswordRecovery(cb: () => void): () => void {
  const { data } = supabase.auth.onAuthStateChange((event) => {
    if (event === 'PASSWORD_RECOVERY') cb();
  });
  return () => data.subscription.unsubscribe();
}
