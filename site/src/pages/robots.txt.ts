// /robots.txt: the portal and the apps are not for search engines (in every language); the sitemap's
// absolute URL (the configured site, else this request's origin).
import type { APIRoute } from 'astro';
import { LANGS, localePath } from '../lib/i18n/locale.ts';

export const prerender = false;

const PRIVATE = ['/client/', '/my-bookings'];

export const GET: APIRoute = ({ site, url }) => {
  const origin = (site ?? url).origin;
  const lines = ['User-agent: *', 'Allow: /'];
  for (const l of LANGS) for (const p of PRIVATE) lines.push(`Disallow: ${localePath(l, p)}`);
  lines.push('Disallow: /admin/', 'Disallow: /lawyer/dashboard', 'Disallow: /lawyer/bookings', 'Disallow: /lawyer/bookmarks', 'Disallow: /lawyer/profile', 'Disallow: /lawyer/settlement', 'Disallow: /lawyer/availability', '', `Sitemap: ${origin}/sitemap.xml`, '');
  return new Response(lines.join('\n'), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
