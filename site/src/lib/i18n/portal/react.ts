// React binding of the portal's texts: the page's language on the server and in the browser alike
// (./index.ts), so islands hydrate without a mismatch.
import { useCallback, useSyncExternalStore } from 'react';
import type { Vars } from '../index.ts';
import { localeOf, portalI18n, translatePortal, type PortalKey } from './index.ts';

export function usePortalI18n() {
  const state = useSyncExternalStore(portalI18n.subscribe, portalI18n.get, portalI18n.get);
  const t = useCallback((key: PortalKey, vars?: Vars) => translatePortal(state.dict, key, vars), [state]);
  return { t, lang: state.lang, locale: localeOf(state.lang) };
}
