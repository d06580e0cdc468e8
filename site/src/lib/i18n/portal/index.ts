// The client portal's texts follow the site's language (../index.ts: en, ko, zh, ja, vi): when the
// site's language changes, the portal's dictionary for it is loaded (English is built in) and
// published in portalI18n; static markup marked data-pi18n="key" (text) or
// data-pi18n-attr="attr:key;attr:key" is updated, and the React islands re-render (./react.ts).
import { createStore } from '../../store.ts';
import { i18n, LANG_TAGS, storedLang, type Lang, type Vars } from '../index.ts';
import { portalEn, type PortalDict, type PortalKey } from './en.ts';

export type { PortalDict, PortalKey };

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<{ portalDict: PortalDict }>> = {
  ko: () => import('./ko.ts'),
  zh: () => import('./zh.ts'),
  ja: () => import('./ja.ts'),
  vi: () => import('./vi.ts'),
};

export interface PortalI18nState {
  lang: Lang;
  dict: PortalDict;
}

export const PORTAL_SERVER_STATE: PortalI18nState = { lang: 'en', dict: portalEn };
export const portalI18n = createStore<PortalI18nState>(PORTAL_SERVER_STATE);

/** Looks a key up, falling back to English, and fills {placeholders}. */
export function translatePortal(dict: PortalDict, key: PortalKey, vars?: Vars): string {
  const template = dict[key] ?? portalEn[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Translates with the current language (English on the server). */
export function pt(key: PortalKey, vars?: Vars): string {
  return translatePortal(portalI18n.get().dict, key, vars);
}

/** The Intl locale of a site language ('en' → 'en-US', so dates read 'Jan 5, 2026'). */
export function localeOf(lang: Lang): string {
  return lang === 'en' ? 'en-US' : LANG_TAGS[lang];
}

export async function loadPortalDict(lang: Lang): Promise<PortalDict> {
  if (lang === 'en') return portalEn;
  return (await loaders[lang]()).portalDict;
}

/** Applies the portal's texts to static markup under root. */
export function applyPortalTranslations(root: ParentNode = document): void {
  const { dict } = portalI18n.get();
  for (const el of root.querySelectorAll<HTMLElement>('[data-pi18n]')) {
    el.textContent = translatePortal(dict, el.dataset.pi18n as PortalKey);
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-pi18n-attr]')) {
    for (const pair of el.dataset.pi18nAttr!.split(';')) {
      const [attr, key] = pair.split(':');
      if (attr && key) el.setAttribute(attr.trim(), translatePortal(dict, key.trim() as PortalKey));
    }
  }
}

let started = false;
let wanted: Lang = 'en';

async function switchTo(lang: Lang): Promise<void> {
  wanted = lang;
  try {
    const dict = await loadPortalDict(lang);
    if (wanted !== lang) return;
    portalI18n.set({ lang, dict });
    if (typeof document !== 'undefined') applyPortalTranslations();
  } catch (e) {
    console.error('Failed to load the portal texts', e);
  }
}

/** Starts following the site's language (idempotent; browser only). */
export function initPortalI18n(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // start loading the remembered language at once, in parallel with the site's dictionary
  const first = storedLang();
  if (first !== 'en') void switchTo(first);
  i18n.subscribe(({ lang }) => {
    if (lang !== wanted) void switchTo(lang);
  });
}

/** Resolves once the remembered language's portal texts are in place (at most ~1.5 s). */
export function portalTextsReady(): Promise<void> {
  initPortalI18n();
  if (typeof window === 'undefined' || portalI18n.get().lang === storedLang()) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, 1500);
    const off = portalI18n.subscribe(() => done());
    function done() {
      clearTimeout(timer);
      off();
      resolve();
    }
  });
}
