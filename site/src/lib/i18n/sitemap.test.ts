// The sitemap lists every public page (src/pages/[...lang]/ without the portal's noindex pages) in
// every language, each with all its alternates.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, LANG_TAGS, localePath } from './locale.ts';
import { alternates, PUBLIC_PAGES, sitemapXml } from './pages.ts';

const PAGES_DIR = path.resolve(__dirname, '../../pages/[...lang]');

/** Every prerendered page under [...lang] that is not noindex, as its English path. */
function publicPagesOnDisk(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      if (!name.endsWith('.astro') || name.includes('[') || name === '404.astro') continue; // dynamic routes: lawyers come from the directory
      const src = readFileSync(file, 'utf8');
      if (/\bnoindex\b/.test(src) || /<PortalLayout\b/.test(src)) continue;
      const rel = path.relative(PAGES_DIR, file).replace(/\\/g, '/').replace(/\.astro$/, '');
      out.push(rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`);
    }
  };
  walk(PAGES_DIR);
  return out.sort();
}

describe('sitemap', () => {
  it('PUBLIC_PAGES is every public page of src/pages/[...lang]', () => {
    expect([...PUBLIC_PAGES].sort()).toEqual(publicPagesOnDisk());
  });

  it('lists every public page in every language with its alternates and x-default', () => {
    const origin = 'https://k-legal.example';
    const xml = sitemapXml([...PUBLIC_PAGES, '/lawyer/abc'], origin);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls).toHaveLength((PUBLIC_PAGES.length + 1) * LANGS.length);
    const locs = urls.map((u) => u.getElementsByTagName('loc')[0]!.textContent);
    for (const page of [...PUBLIC_PAGES, '/lawyer/abc']) {
      for (const l of LANGS) expect(locs).toContain(new URL(localePath(l, page), origin).href);
    }
    for (const u of urls) {
      const links = [...u.getElementsByTagName('xhtml:link')].map((a) => [a.getAttribute('hreflang'), a.getAttribute('href')]);
      expect(links.map(([h]) => h)).toEqual([...LANGS.map((l) => LANG_TAGS[l]), 'x-default']);
      // the <loc> is one of its own alternates
      expect(links.map(([, href]) => href)).toContain(u.getElementsByTagName('loc')[0]!.textContent);
    }
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="zh-Hans" href="https://k-legal.example/zh/faq"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://k-legal.example/"/>');
  });

  it('alternates: the five languages and x-default (English)', () => {
    expect(alternates('/lawyers', 'https://x.test')).toEqual([
      { hreflang: 'en', href: 'https://x.test/lawyers' },
      { hreflang: 'ko', href: 'https://x.test/ko/lawyers' },
      { hreflang: 'zh-Hans', href: 'https://x.test/zh/lawyers' },
      { hreflang: 'ja', href: 'https://x.test/ja/lawyers' },
      { hreflang: 'vi', href: 'https://x.test/vi/lawyers' },
      { hreflang: 'x-default', href: 'https://x.test/lawyers' },
    ]);
  });
});
