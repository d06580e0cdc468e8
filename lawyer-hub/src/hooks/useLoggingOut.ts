// Whether the portal's own logout is running (data/auth.ts), as React state: while it runs the
// access check stops querying and the layout unmounts the page, so no query is sent or refetched
// with the session being cleared (they would fail with 401).
import { useSyncExternalStore } from 'react';
import { isLoggingOut, subscribeLoggingOut } from '../data/auth.ts';

export function useLoggingOut(): boolean {
  return useSyncExternalStore(subscribeLoggingOut, isLoggingOut, isLoggingOut);
}
