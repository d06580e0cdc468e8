// The session guard of the client portal and /my-bookings (spec §6 "Client portal guard"; client
// route guards are only UX, RLS is the boundary):
// - no session: a notification, then /auth (with ?next= so log-in comes back here);
// - a sign-out event (this tab or another): /;
// - any error while checking: /.
import { PUBLISHABLE_KEY, apiUrl, authStorageKey } from '../api/config.ts';
import { auth, getAccessToken, initAuth, readStoredSession, syncAuth, type StoredUser } from '../auth/session.ts';
import { createStore } from '../store.ts';
import { toastAfterNavigation, type ToastInput } from '../toast.ts';
import { link } from '../i18n/index.ts';

export interface PortalSession {
  /** 'checking' until the session is verified; 'leaving' once a redirect has started */
  status: 'checking' | 'ready' | 'leaving';
  user: StoredUser | null;
}

export const CHECKING: PortalSession = { status: 'checking', user: null };
/** The verified session the portal's islands wait for. */
export const portalSession = createStore<PortalSession>(CHECKING);

let leaving = false;

/** Set while the portal's own logout runs, so its sign-out does not race it to /. */
export function setLeaving(v: boolean): void {
  leaving = v;
}

export function redirectToLogin(message: ToastInput | (() => ToastInput)): void {
  if (leaving) return;
  leaving = true;
  portalSession.set({ status: 'leaving', user: null });
  toastAfterNavigation(typeof message === 'function' ? message() : message);
  const next = `${window.location.pathname}${window.location.search}`;
  window.location.replace(`${link('/auth')}?next=${encodeURIComponent(next)}`);
}

export function redirectHome(): void {
  if (leaving) return;
  leaving = true;
  portalSession.set({ status: 'leaving', user: null });
  window.location.replace(link('/'));
}

/** The signed-in user as the auth server sees them; null when the session is not valid (401/403). */
async function verifiedUser(token: string): Promise<StoredUser | null> {
  const res = await fetch(`${apiUrl()}/auth/v1/user`, { headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}` } });
  if (res.status === 401 || res.status === 403) return null;
  if (!res.ok) throw new Error(`Session check failed (HTTP ${res.status})`);
  return (await res.json()) as StoredUser;
}

let started: Promise<StoredUser | null> | null = null;

/**
 * Resolves to the signed-in user, or to null after starting a redirect (idempotent: the first
 * caller's message is used). Keeps watching: a later sign-out sends the visitor to /.
 */
export function guardSession(loginMessage: ToastInput | (() => ToastInput)): Promise<StoredUser | null> {
  started ??= check(loginMessage);
  return started;
}

async function check(loginMessage: ToastInput | (() => ToastInput)): Promise<StoredUser | null> {
  initAuth();
  try {
    const stored = readStoredSession();
    if (!stored) {
      redirectToLogin(loginMessage);
      return null;
    }
    // let the islands start loading at once (RLS decides what they get); the check below still
    // sends an invalid session to /auth
    portalSession.set({ status: 'ready', user: stored.user });
    const token = await getAccessToken();
    const user = token ? await verifiedUser(token) : null;
    if (!user) {
      // a stored session the server no longer accepts: drop it, or /auth would send us back
      try {
        localStorage.removeItem(authStorageKey());
      } catch {
        /* storage blocked */
      }
      syncAuth();
      redirectToLogin(loginMessage);
      return null;
    }
    // (deferred a moment: whoever signed out, e.g. the site's logout, finishes its own navigation)
    auth.subscribe((state) => {
      if (state.status === 'signedOut') setTimeout(redirectHome, 100);
    });
    if (auth.get().status === 'signedOut') {
      redirectHome();
      return null;
    }
    if (user.id !== stored.user.id) portalSession.set({ status: 'ready', user });
    return user;
  } catch (e) {
    console.error('Session check failed', e);
    redirectHome();
    return null;
  }
}
