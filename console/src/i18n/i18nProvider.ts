// Korean by default; English on demand (its own chunk). A key missing in English shows the
// Korean text (the English catalogue is merged over the Korean one).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { raKo } from './raKo.ts';
import { consoleKo } from './ko.ts';

export const koMessages = { ...raKo, ...consoleKo } as unknown as TranslationMessages;

export const LOCALES = [
  { locale: 'ko', name: '한국어' },
  { locale: 'en', name: 'English' },
];

export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    if (locale === 'en') {
      return import('./en.ts').then((m) => deepMerge(koMessages, m.default as TranslationMessages));
    }
    return koMessages;
  },
  'ko',
  LOCALES,
  { allowMissing: true },
);

function deepMerge(a: TranslationMessages, b: TranslationMessages): TranslationMessages {
  const out: Record<string, unknown> = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] = v && typeof v === 'object' && prev && typeof prev === 'object'
      ? deepMerge(prev as TranslationMessages, v as TranslationMessages)
      : v;
  }
  return out as TranslationMessages;
}
