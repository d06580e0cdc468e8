// /sitemap.xml: every public page in every language, each <url> listing all its alternates
// (xhtml:link hreflang, x-default English), and the listed lawyers' profiles likewise. Rendered on
// request so that new lawyers appear without a rebuild; URLs use the configured site
// (astro.config.mjs `site`) like the pages' own hreflang links, else this request's origin.
import type { APIRoute } from 'astro';
import { fetchLawyerIds } from '../lib/api/lawyers.ts';
import { PUBLIC_PAGES, sitemapXml } from '../lib/i18n/pages.ts';

export const prerender = false;

export const GET: APIRoute = async ({ site, url }) => {
  const origin = (site ?? url).origin;
  let lawyers: string[] = [];
  try {
    lawyers = (await fetchLawyerIds({ token: null })).map((id) => `/lawyer/${id}`);
  } catch (e) {
    console.error('[site] sitemap: failed to list the lawyers', e);
  }
  return new Response(sitemapXml([...PUBLIC_PAGES, ...lawyers], origin), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
};
