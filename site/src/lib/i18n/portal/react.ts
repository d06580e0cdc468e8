// React binding of the portal's texts: English during server render and hydration, then the
// visitor's language (no hydration mismatch).
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Vars } from '../index.ts';
import { initPortalI18n, localeOf, portalI18n, PORTAL_SERVER_STATE, translatePortal, type PortalKey } from './index.ts';

export function usePortalI18n() {
  useEffect(() => initPortalI18n(), []);
  const state = useSyncExternalStore(portalI18n.subscribe, portalI18n.get, () => PORTAL_SERVER_STATE);
  const t = useCallback((key: PortalKey, vars?: Vars) => translatePortal(state.dict, key, vars), [state]);
  return { t, lang: state.lang, locale: localeOf(state.lang) };
}
