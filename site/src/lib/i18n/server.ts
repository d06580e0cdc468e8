// Server-side translation (prerendering and the server-rendered lawyer page): every dictionary is
// available synchronously, so an .astro page or component renders in its page's language. Never
// import this module from browser code (it would bundle all five dictionaries).
import { en } from './en.ts';
import { dict as ko } from './ko.ts';
import { dict as zh } from './zh.ts';
import { dict as ja } from './ja.ts';
import { dict as vi } from './vi.ts';
import { portalEn } from './portal/en.ts';
import { portalDict as portalKo } from './portal/ko.ts';
import { portalDict as portalZh } from './portal/zh.ts';
import { portalDict as portalJa } from './portal/ja.ts';
import { portalDict as portalVi } from './portal/vi.ts';
import { i18n, translate, type Dict, type MessageKey, type Vars } from './index.ts';
import { portalI18n, translatePortal, type PortalDict, type PortalKey } from './portal/index.ts';
import { isLang, langFromPath, type Lang } from './locale.ts';

/** Each language's dictionary, English filling the keys it lacks (what a page of that language embeds). */
export const DICTS: Record<Lang, Dict> = { en, ko: { ...en, ...ko }, zh: { ...en, ...zh }, ja: { ...en, ...ja }, vi: { ...en, ...vi } };
export const PORTAL_DICTS: Record<Lang, PortalDict> = {
  en: portalEn,
  ko: { ...portalEn, ...portalKo },
  zh: { ...portalEn, ...portalZh },
  ja: { ...portalEn, ...portalJa },
  vi: { ...portalEn, ...portalVi },
};

/** The language of the page being rendered: Astro.currentLocale if set, else its URL's prefix. */
export function pageLang(astro: { currentLocale?: string | undefined; url: URL }): Lang {
  return isLang(astro.currentLocale) ? astro.currentLocale : langFromPath(astro.url.pathname);
}

/** The translator of a language: tFor('zh')('nav.lawyers'). */
export function tFor(lang: Lang): (key: MessageKey, vars?: Vars) => string {
  const dict = DICTS[lang];
  return (key, vars) => translate(dict, key, vars);
}

/** The portal translator of a language. */
export function ptFor(lang: Lang): (key: PortalKey, vars?: Vars) => string {
  const dict = PORTAL_DICTS[lang];
  return (key, vars) => translatePortal(dict, key, vars);
}

/**
 * Points the shared stores (what islands and the .ts renderers read through t()/pt()) at a
 * language. Called by BaseLayout before the page's body renders; SSR pages call it right before
 * synchronous code that uses t(), as requests may interleave.
 */
export function setServerLang(lang: Lang): void {
  if (i18n.get().lang !== lang || i18n.get().dict !== DICTS[lang]) i18n.set({ lang, dict: DICTS[lang] });
  if (portalI18n.get().lang !== lang || portalI18n.get().dict !== PORTAL_DICTS[lang]) portalI18n.set({ lang, dict: PORTAL_DICTS[lang] });
}

/** The JSON a page embeds for the browser's store (only its own language). */
export function i18nData(lang: Lang): string {
  return JSON.stringify({ lang, dict: DICTS[lang] }).replace(/</g, '\\u003c');
}

export function portalI18nData(lang: Lang): string {
  return JSON.stringify(PORTAL_DICTS[lang]).replace(/</g, '\\u003c');
}
