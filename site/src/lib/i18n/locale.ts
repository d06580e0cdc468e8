// Languages in URLs: English at the root (/lawyers), the others under a prefix (/zh/lawyers).
// No dictionary here: this module is imported by every page's script and by the server alike.
export const LANGS = ['en', 'ko', 'zh', 'ja', 'vi'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_NAMES: Record<Lang, string> = { en: 'English', ko: '한국어', zh: '中文', ja: '日本語', vi: 'Tiếng Việt' };
/** BCP 47 tags for <html lang>, hreflang and Intl. */
export const LANG_TAGS: Record<Lang, string> = { en: 'en', ko: 'ko', zh: 'zh-Hans', ja: 'ja', vi: 'vi' };
/** The visitor's explicit choice of language (the selector), remembered in the browser. */
export const LANG_STORAGE_KEY = 'klegal.lang';

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as readonly string[]).includes(v);
}

const PREFIX = /^\/(ko|zh|ja|vi)(?=\/|$|\?|#)/;

/** The language of a path ('/zh/lawyers' → 'zh', '/lawyers' → 'en'). */
export function langFromPath(path: string): Lang {
  const m = PREFIX.exec(path);
  return m ? (m[1] as Lang) : DEFAULT_LANG;
}

/** A path without its language prefix ('/zh/lawyers?x=1' → '/lawyers?x=1', '/zh' → '/'). */
export function stripLang(path: string): string {
  const rest = path.replace(PREFIX, '');
  if (rest === '') return '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The site path of `path` in `lang`: localePath('zh', '/lawyers?x=1') → '/zh/lawyers?x=1',
 * localePath('en', '/zh/faq') → '/faq', localePath('ko', '/') → '/ko/'. A path that already has a
 * prefix is moved to the wanted language; absolute URLs, protocol-relative URLs, fragments and
 * paths outside the site's pages (the apps, the API) are returned unchanged.
 */
export function localePath(lang: Lang, path: string): string {
  if (!path.startsWith('/') || path.startsWith('//') || !isLocalized(path)) return path;
  const bare = stripLang(path);
  if (lang === DEFAULT_LANG) return bare;
  return `/${lang}${bare}`;
}

/** Paths served by other apps or the API: never prefixed. */
const UNLOCALIZED = /^\/(lawyer-login|lawyer-signup|lawyer\/(?:dashboard|bookings|bookmarks|profile|settlement|availability)|lawyer-hub|admin|auth\/v1|rest\/v1|storage\/v1|functions\/v1|realtime\/v1|_inbox|_astro|favicon|sitemap|robots|photos|images)(?=\/|$|\?|#|\.)/;

export function isLocalized(path: string): boolean {
  return !UNLOCALIZED.test(stripLang(path));
}

/**
 * getStaticPaths of a page under src/pages/[...lang]/: the page once per language, English at the
 * root (lang undefined) and the others under their prefix.
 */
export function langStaticPaths() {
  return LANGS.map((l) => ({ params: { lang: l === DEFAULT_LANG ? undefined : l } }));
}

/** The language of a page under [...lang] from its route parameter (undefined → English). */
export function langParam(param: string | undefined): Lang | null {
  if (param === undefined || param === '') return DEFAULT_LANG;
  return isLang(param) && param !== DEFAULT_LANG ? param : null;
}
