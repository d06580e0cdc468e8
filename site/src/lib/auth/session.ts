// The visitor's session, without loading the auth library on every page: the session that
// supabase-js/auth-js keeps in localStorage (sb-<host>-auth-token) is read directly; the auth
// client (./client.ts, ~25 KB) is loaded only to sign in or out, or to refresh an expiring token.
// The store reacts to sign-in/out in this tab (auth-js events) and in other tabs (storage events).
import type { Role } from '../api/types.ts';
import { authStorageKey } from '../api/config.ts';
import { select, setTokenProvider } from '../api/rest.ts';
import { createStore } from '../store.ts';
import { LANG_STORAGE_KEY } from '../i18n/index.ts';

export interface StoredUser {
  id: string;
  email?: string;
  user_metadata?: Record<string, unknown>;
}

export interface StoredSession {
  access_token: string;
  refresh_token: string;
  expires_at: number;
  user: StoredUser;
}

export interface AuthState {
  /** 'unknown' until the browser has looked (server render, hydration) */
  status: 'unknown' | 'signedOut' | 'signedIn';
  user: StoredUser | null;
  roles: Role[];
  rolesLoaded: boolean;
}

export const SIGNED_OUT: AuthState = { status: 'signedOut', user: null, roles: [], rolesLoaded: true };
export const auth = createStore<AuthState>({ status: 'unknown', user: null, roles: [], rolesLoaded: false });

export function readStoredSession(): StoredSession | null {
  try {
    const raw = localStorage.getItem(authStorageKey());
    if (!raw) return null;
    const s = JSON.parse(raw) as Partial<StoredSession> & { currentSession?: StoredSession };
    const session = (s.access_token ? s : s.currentSession) as StoredSession | undefined;
    if (!session?.access_token || !session.refresh_token || !session.expires_at || !session.user?.id) return null;
    return session;
  } catch {
    return null;
  }
}

/** The current access token, refreshed through the auth client when it expires within a minute. */
export async function getAccessToken(): Promise<string | null> {
  const s = readStoredSession();
  if (!s) return null;
  if (s.expires_at * 1000 - Date.now() > 60_000) return s.access_token;
  const { getAuthClient } = await import('./client.ts');
  const { data } = await getAuthClient().getSession();
  return data.session?.access_token ?? null;
}

if (typeof window !== 'undefined') setTokenProvider(getAccessToken);

export function displayName(user: StoredUser | null): string {
  if (!user) return '';
  const m = user.user_metadata ?? {};
  for (const k of ['name', 'name_english', 'full_name', 'name_korean']) {
    const v = m[k];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return user.email ?? '';
}

export function hasRole(state: AuthState, role: Role): boolean {
  return state.roles.includes(role);
}

/** A "client" for the navigation: signed in and neither lawyer nor admin (spec §6). */
export function isClientUser(state: AuthState): boolean {
  return state.status === 'signedIn' && !state.roles.includes('lawyer') && !state.roles.includes('admin');
}

export async function fetchRoles(userId: string, token?: string): Promise<Role[]> {
  const rows = await select<{ role: Role }>('user_roles', { select: 'role', user_id: `eq.${userId}` }, token ? { token } : {});
  return rows.map((r) => r.role);
}

let rolesFor: string | null = null;

/** Re-reads the session from storage; loads roles on sign-in, clears them on sign-out. */
export function syncAuth(): void {
  const s = readStoredSession();
  if (!s) {
    rolesFor = null;
    auth.set(SIGNED_OUT);
    return;
  }
  const prev = auth.get();
  const sameUser = prev.user?.id === s.user.id;
  auth.set({ status: 'signedIn', user: s.user, roles: sameUser ? prev.roles : [], rolesLoaded: sameUser && prev.rolesLoaded });
  if (rolesFor === s.user.id) return;
  rolesFor = s.user.id;
  fetchRoles(s.user.id)
    .then((roles) => {
      if (auth.get().user?.id === s.user.id) auth.set((a) => ({ ...a, roles, rolesLoaded: true }));
    })
    .catch((e: unknown) => {
      console.error('Failed to load roles', e);
      rolesFor = null;
      if (auth.get().user?.id === s.user.id) auth.set((a) => ({ ...a, rolesLoaded: true }));
    });
}

let started = false;

/** Starts tracking the session (idempotent). */
export function initAuth(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  syncAuth();
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === authStorageKey()) syncAuth();
  });
  // An expired token with a refresh token: let the auth client refresh it (and keep it fresh).
  const s = readStoredSession();
  if (s && s.expires_at * 1000 - Date.now() < 60_000) {
    void import('./client.ts').then(({ getAuthClient }) => getAuthClient().getSession()).then(syncAuth, syncAuth);
  }
}

/** Clears local and session storage, keeping the language choice (and that it was applied once). */
export function clearBrowserStorage(): void {
  try {
    const lang = localStorage.getItem(LANG_STORAGE_KEY);
    const redirected = sessionStorage.getItem('klegal.langRedirected');
    localStorage.clear();
    sessionStorage.clear();
    if (lang) localStorage.setItem(LANG_STORAGE_KEY, lang);
    if (redirected) sessionStorage.setItem('klegal.langRedirected', redirected);
  } catch {
    /* storage blocked */
  }
}
