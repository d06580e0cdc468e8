// The apps apart from the API, as on a hosted deployment (docs/deploy.md, step 6): builds the
// site, the console and the lawyer portal against API_URL (build.ts), then serves them at PORT
// with the same routing and security headers as the one-origin server — static files, the two
// single-page apps, and the site's Node handler (Astro's adapter, middleware mode) for the pages
// rendered per request (/lawyer/:id, /room/:id). Nothing here answers /rest, /auth, /storage,
// /realtime or /functions: the browser reaches those on API_URL, through CORS.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildApps } from './build.ts';
import { createStaticHandler, sendNotFoundPage } from '../../supabase/server/http/static.ts';
import type { StaticApp } from '../../supabase/server/config.ts';
import { securityHeaderRules } from '../../packages/shared/src/securityPolicy.ts';

const PORT = Number(process.env.PORT ?? 4782);
const API_URL = process.env.API_URL ?? 'http://localhost:4781';
const built = buildApps({ apiUrl: API_URL, siteUrl: `http://localhost:${PORT}` });

async function ssrHandler(dist: string): Promise<StaticApp['handler']> {
  const entry = path.join(dist, 'server', 'entry.mjs');
  if (!fs.existsSync(entry)) throw new Error(`no ${entry}`);
  const { handler: h } = (await import(entry)) as { handler: (req: unknown, res: unknown, next: (err?: unknown) => void) => void };
  return (req, res) => new Promise<boolean>((resolve, reject) => {
    h(req, res, (err?: unknown) => (err ? reject(err) : resolve(false)));
    res.once('finish', () => resolve(true));
  });
}

// The routing of supabase/scripts/start.ts: /admin/* → console; the lawyer portal's own routes →
// lawyer-hub; everything else (including /lawyer/:id, a lawyer's public page) → site.
const apps: StaticApp[] = [
  { mount: ['/'], dir: path.join(built.site, 'client'), spa: false, headers: securityHeaderRules('site'), handler: await ssrHandler(built.site) },
  { mount: ['/admin'], dir: built.console, spa: true, headers: securityHeaderRules('console') },
  {
    mount: ['/lawyer-signup', '/lawyer-login', '/lawyer/dashboard', '/lawyer/bookings', '/lawyer/bookmarks', '/lawyer/profile', '/lawyer/settlement', '/lawyer/availability', '/lawyer-hub'],
    dir: built.lawyerHub,
    spa: true,
    headers: securityHeaderRules('lawyer-hub'),
  },
];
const handleStatic = createStaticHandler(apps);

http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (url.pathname === '/_health') { res.end('ok'); return; }
    // an app that still called the API at its own origin would land here: fail loudly
    if (/^\/(rest|auth|storage|realtime|functions)\/v1(\/|$)/.test(url.pathname)) {
      console.error(`[apps] API request at the apps' origin: ${req.method} ${req.url}`);
      res.statusCode = 421;
      res.end('The API is not at this origin');
      return;
    }
    if (await handleStatic(req, res, url)) return;
    if (!sendNotFoundPage(req, res, apps, url.pathname)) { res.statusCode = 404; res.end('Not found'); }
  } catch (e) {
    console.error('[apps] error', req.method, req.url, e);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  }
}).listen(PORT, () => console.log(`[apps] the site, /admin and the lawyer portal at http://localhost:${PORT}, API at ${API_URL}`));
