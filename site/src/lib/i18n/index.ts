// The site's languages: English (source, default), Korean, Chinese, Japanese, Vietnamese.
// Every page is rendered in one language, chosen by its URL (English at /, the others under /ko/,
// /zh/, /ja/, /vi/: ./locale.ts). The server renders with ./server.ts's dictionaries; the page
// embeds its own language's dictionary (and only that one) as JSON (#klegal-i18n, written by
// BaseLayout), from which this store starts in the browser, synchronously, before any script or
// island runs: islands hydrate in the language they were rendered in, and nothing is swapped.
import { createStore } from '../store.ts';
import type { Dict, MessageKey } from './en.ts';
import { isLang, LANG_STORAGE_KEY, LANG_TAGS, LANGS, LANG_NAMES, langFromPath, localePath, type Lang } from './locale.ts';

export type { Dict, MessageKey, Lang };
export { LANGS, LANG_NAMES, LANG_TAGS, LANG_STORAGE_KEY, isLang, localePath };

export type Vars = Record<string, string | number>;

/** Fills {placeholders}. */
export function fill(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** Looks a key up in a dictionary (the server merges English into each, see ./server.ts) and fills {placeholders}. */
export function translate(dict: Dict, key: MessageKey, vars?: Vars): string {
  return fill(dict[key] ?? key, vars);
}

export interface I18nState {
  lang: Lang;
  dict: Dict;
}

/** Id of the <script type="application/json"> holding the page's language and dictionary. */
export const I18N_DATA_ID = 'klegal-i18n';

function pageState(): I18nState {
  if (typeof document !== 'undefined') {
    try {
      const data = JSON.parse(document.getElementById(I18N_DATA_ID)?.textContent || 'null') as I18nState | null;
      if (data && isLang(data.lang)) return data;
    } catch {
      /* no or broken data: fall through */
    }
    // no embedded dictionary (a test, or a page without BaseLayout): the language of the URL, keys as text
    return { lang: langFromPath(window.location.pathname), dict: {} };
  }
  return { lang: 'en', dict: {} };
}

/**
 * The page's language and dictionary. In the browser it is the page's (from its embedded JSON);
 * on the server BaseLayout sets it for the page being rendered (and the SSR pages right before the
 * synchronous code that reads it).
 */
export const i18n = createStore<I18nState>(pageState());

/** Translates with the page's language. */
export function t(key: MessageKey, vars?: Vars): string {
  return translate(i18n.get().dict, key, vars);
}

/** The page's language. */
export function currentLang(): Lang {
  return i18n.get().lang;
}

/** A site path in the page's language: link('/lawyers') → '/zh/lawyers' on a Chinese page. */
export function link(path: string): string {
  return localePath(i18n.get().lang, path);
}

/** The language the visitor chose with the selector (localStorage), or null. */
export function storedLang(): Lang | null {
  try {
    const v = localStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(v)) return v;
  } catch {
    /* storage blocked */
  }
  return null;
}

/** Remembers the visitor's explicit choice of language. */
export function rememberLang(lang: Lang): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    /* storage blocked: the URL still carries the language */
  }
}

/** The URL of the current page in another language: same path, query and fragment. */
export function pageInLang(lang: Lang, loc: { pathname: string; search: string; hash: string } = window.location): string {
  return localePath(lang, loc.pathname) + loc.search + loc.hash;
}

/** Switches language: remembers the choice and opens the same page in that language. */
export function setLang(lang: Lang): void {
  rememberLang(lang);
  const target = pageInLang(lang);
  if (target !== window.location.pathname + window.location.search + window.location.hash) window.location.assign(target);
}
