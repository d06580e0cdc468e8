// The public pages (indexable, in the sitemap, with hreflang alternates) and the URLs of a page in
// every language. Portal pages (auth, client/*, my-bookings, booking's sign-in, room) exist in every
// language too but are noindex and not listed here; lawyer profiles (/lawyer/<id>) are added to the
// sitemap from the directory at request time.
import { DEFAULT_LANG, LANGS, LANG_TAGS, localePath, stripLang, type Lang } from './locale.ts';

/** Paths (English, without prefix) of every public page. */
export const PUBLIC_PAGES = [
  '/',
  '/lawyers',
  '/booking',
  '/free-checkup',
  '/languages',
  '/faq',
  '/auth',
  '/privacy-policy',
  '/terms-of-service',
  '/advertising-policy',
  '/language-support-policy',
] as const;

export interface Alternate {
  /** hreflang: a BCP 47 tag, or x-default */
  hreflang: string;
  href: string;
}

/** The canonical path of a page's URL path: no language prefix, no trailing slash (but '/'). */
export function barePath(pathname: string): string {
  const bare = stripLang(pathname.split(/[?#]/)[0] || '/');
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** The absolute URL of a bare path in a language. */
export function urlIn(lang: Lang, bare: string, origin: string): string {
  return new URL(localePath(lang, bare), origin).href;
}

/** hreflang alternates of a page: the five languages and x-default (English). */
export function alternates(bare: string, origin: string): Alternate[] {
  return [
    ...LANGS.map((l) => ({ hreflang: LANG_TAGS[l], href: urlIn(l, bare, origin) })),
    { hreflang: 'x-default', href: urlIn(DEFAULT_LANG, bare, origin) },
  ];
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every page in every language, each <url> with all its alternates (xhtml:link). */
export function sitemapXml(pages: readonly string[], origin: string): string {
  const urls: string[] = [];
  for (const bare of pages) {
    const alts = alternates(bare, origin);
    const links = alts.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${xml(a.href)}"/>`).join('\n');
    for (const l of LANGS) urls.push(`  <url>\n    <loc>${xml(urlIn(l, bare, origin))}</loc>\n${links}\n  </url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
