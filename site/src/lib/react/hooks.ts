// React bindings of the framework-free stores (auth, toasts, i18n in ../i18n/react.ts).
import { useEffect, useSyncExternalStore } from 'react';
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
