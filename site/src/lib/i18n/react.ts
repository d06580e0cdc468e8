// React bindings of the i18n store: islands render English on the server and during hydration
// (getServerSnapshot), then switch to the visitor's language without a hydration mismatch.
import { useSyncExternalStore, useCallback } from 'react';
import { en } from './en.ts';
import { i18n, translate, type I18nState, type MessageKey, type Vars } from './index.ts';

const SERVER: I18nState = { lang: 'en', dict: en };

export function useI18n() {
  const state = useSyncExternalStore(i18n.subscribe, i18n.get, () => SERVER);
  const t = useCallback((key: MessageKey, vars?: Vars) => translate(state.dict, key, vars), [state]);
  return { lang: state.lang, t };
}
