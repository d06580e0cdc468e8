// React bindings for the portal islands: the verified session (set by the guard) and the
// visitor's time zone (KST during server render and hydration).
import { useEffect, useState, useSyncExternalStore } from 'react';
import { localTimeZone, KST_TIME_ZONE } from '@shared/format.ts';
import { CHECKING, portalSession, type PortalSession } from './guard.ts';

export function usePortalSession(): PortalSession {
  return useSyncExternalStore(portalSession.subscribe, portalSession.get, () => CHECKING);
}

export function useTimeZone(): string {
  const [zone, setZone] = useState(KST_TIME_ZONE);
  useEffect(() => setZone(localTimeZone()), []);
  return zone;
}

/** The current time, refreshed every minute (for cut-offs and expiry). */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(t);
  }, [intervalMs]);
  return now;
}
