// The site's languages: English (source, default), Korean, Chinese, Japanese, Vietnamese.
// Pages are prerendered in English. In the browser the chosen language (localStorage) is applied
// to every element marked data-i18n="key" (text) or data-i18n-attr="attr:key;attr:key"
// (attributes), and islands re-render through the store. Missing keys fall back to English.
import { createStore } from '../store.ts';
import { en, type Dict, type MessageKey } from './en.ts';

export type { Dict, MessageKey };
export const LANGS = ['en', 'ko', 'zh', 'ja', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const LANG_NAMES: Record<Lang, string> = { en: 'English', ko: '한국어', zh: '中文', ja: '日本語', vi: 'Tiếng Việt' };
/** BCP 47 tags for <html lang> and Intl. */
export const LANG_TAGS: Record<Lang, string> = { en: 'en', ko: 'ko', zh: 'zh-Hans', ja: 'ja', vi: 'vi' };
export const LANG_STORAGE_KEY = 'klegal.lang';

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<{ dict: Dict }>> = {
  ko: () => import('./ko.ts'),
  zh: () => import('./zh.ts'),
  ja: () => import('./ja.ts'),
  vi: () => import('./vi.ts'),
};

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

export type Vars = Record<string, string | number>;

/** Looks a key up in a dictionary, falling back to English, and fills {placeholders}. */
export function translate(dict: Dict, key: MessageKey, vars?: Vars): string {
  const template = dict[key] ?? en[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

export interface I18nState {
  lang: Lang;
  dict: Dict;
}

export const i18n = createStore<I18nState>({ lang: 'en', dict: en });

/** Translates with the current language. On the server (prerendering) this is always English. */
export function t(key: MessageKey, vars?: Vars): string {
  return translate(i18n.get().dict, key, vars);
}

export function storedLang(): Lang {
  try {
    const v = localStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(v)) return v;
  } catch {
    /* storage blocked */
  }
  return 'en';
}

export async function loadDict(lang: Lang): Promise<Dict> {
  if (lang === 'en') return en;
  return (await loaders[lang]()).dict;
}

/** Applies the current language to static markup under root. */
export function applyTranslations(root: ParentNode = document): void {
  const { dict, lang } = i18n.get();
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]')) {
    el.textContent = translate(dict, el.dataset.i18n as MessageKey);
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr!.split(';')) {
      const [attr, key] = pair.split(':');
      if (attr && key) el.setAttribute(attr.trim(), translate(dict, key.trim() as MessageKey));
    }
  }
  if (typeof document !== 'undefined' && root === document) document.documentElement.lang = LANG_TAGS[lang];
}

/** Switches language, remembers it, and re-renders static text and islands. */
export async function setLang(lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage blocked: switch for this page only */
  }
  const dict = await loadDict(lang);
  i18n.set({ lang, dict });
  applyTranslations();
}

/** Boot: load the remembered language (if not English), apply it, then reveal the page. */
export async function initI18n(): Promise<void> {
  const lang = storedLang();
  try {
    if (lang !== 'en') {
      i18n.set({ lang, dict: await loadDict(lang) });
      applyTranslations();
    }
  } finally {
    document.documentElement.classList.remove('i18n-wait');
  }
}
