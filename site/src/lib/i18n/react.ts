// React bindings of the i18n store. The store holds the page's language on the server (set by
// BaseLayout before the page's islands render) and in the browser (the page's embedded dictionary,
// read before hydration), so islands render and hydrate in the same language: no mismatch, no swap.
import { useSyncExternalStore, useCallback } from 'react';
import { i18n, translate, type MessageKey, type Vars } from './index.ts';

export function useI18n() {
  const state = useSyncExternalStore(i18n.subscribe, i18n.get, i18n.get);
  const t = useCallback((key: MessageKey, vars?: Vars) => translate(state.dict, key, vars), [state]);
  return { lang: state.lang, t };
}
