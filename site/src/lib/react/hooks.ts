// React bindings of the framework-free stores (auth, toasts, i18n in ../i18n/react.ts).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { auth, initAuth, type AuthState } from '../auth/session.ts';
import type { Store } from '../store.ts';

const UNKNOWN: AuthState = { status: 'unknown', user: null, roles: [], rolesLoaded: false };

export function useStore<T>(store: Store<T>, serverValue: T): T {
  return useSyncExternalStore(store.subscribe, store.get, () => serverValue);
}

/** The session as the islands see it; 'unknown' during server render and hydration. */
export function useAuth(): AuthState {
  useEffect(() => initAuth(), []);
  return useStore(auth, UNKNOWN);
}

/**
 * False in the server-rendered HTML and until the island has hydrated. Forms keep their controls
 * in a `<fieldset disabled={!hydrated}>` until then: a value picked before hydration never reaches
 * React's state (a chosen category would leave the dependent select disabled), and a click on
 * submit would post the bare HTML form (a page reload that loses what was typed).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
