// Serves the built apps at the API's origin: longest mount prefix wins, SPA apps answer their
// index.html for unknown paths, hashed assets are cached for a year, text is compressed once and
// kept in memory; each app's header rules (StaticApp.headers) apply to everything it answers.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StaticApp } from '../config.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.gif': 'image/gif', '.ico': 'image/x-icon', '.woff2': 'font/woff2', '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8', '.webmanifest': 'application/manifest+json', '.map': 'application/json',
  '.pdf': 'application/pdf', '.ics': 'text/calendar; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

interface Cached { mtimeMs: number; raw: Buffer; br?: Buffer; gzip?: Buffer }
const cache = new Map<string, Cached>();

function load(file: string): Cached | null {
  let st: fs.Stats;
  try {
    st = fs.statSync(file);
  } catch {
    return null;
  }
  if (!st.isFile()) return null;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === st.mtimeMs) return hit;
  const entry: Cached = { mtimeMs: st.mtimeMs, raw: fs.readFileSync(file) };
  cache.set(file, entry);
  return entry;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status = 200, immutable = false): boolean {
  const entry = load(file);
  if (!entry) return false;
  const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  let body = entry.raw;
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (COMPRESSIBLE.test(type) && entry.raw.length > 512) {
    res.setHeader('Vary', 'Accept-Encoding');
    if (/\bbr\b/.test(accept)) {
      entry.br ??= zlib.brotliCompressSync(entry.raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } });
      body = entry.br;
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accept)) {
      entry.gzip ??= zlib.gzipSync(entry.raw, { level: 9 });
      body = entry.gzip;
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

function mountOf(app: StaticApp, pathname: string): string | null {
  let best: string | null = null;
  for (const m of app.mount) {
    const hit = m === '/' || pathname === m || pathname.startsWith(m.endsWith('/') ? m : m + '/');
    if (hit && (best === null || m.length > best.length)) best = m;
  }
  return best;
}

/** Whether a header rule's path (exact, or ending in '/*' for it and all below) matches. */
export function headerRuleMatches(rulePath: string, pathname: string): boolean {
  if (!rulePath.endsWith('/*')) return pathname === rulePath;
  const base = rulePath.slice(0, -2);
  return pathname === base || pathname.startsWith(base + '/');
}

/** The headers of an app's rules for a path, later rules winning per header (case-insensitive). */
export function headersFor(app: StaticApp, pathname: string): Record<string, string> {
  const out = new Map<string, [string, string]>();
  for (const rule of app.headers ?? []) {
    if (!headerRuleMatches(rule.path, pathname)) continue;
    for (const [k, v] of Object.entries(rule.headers)) out.set(k.toLowerCase(), [k, v]);
  }
  return Object.fromEntries(out.values());
}

/** Headers of which every copy is enforced (each CSP applies): a handler's own adds to the rule's. */
const CUMULATIVE = new Set(['content-security-policy']);

/**
 * Lets a handler (SSR) set its own headers over the rules', except that a cumulative header it
 * also sets is sent twice, the rule's and its own, instead of replacing the rule's.
 */
function keepCumulative(res: ServerResponse, extra: Record<string, string>): void {
  const ours = new Map(Object.entries(extra).map(([k, v]) => [k.toLowerCase(), v] as const));
  const merged = (name: string, value: unknown): unknown => {
    const rule = ours.get(name.toLowerCase());
    if (rule === undefined || !CUMULATIVE.has(name.toLowerCase()) || value === undefined) return value;
    return [rule, ...(Array.isArray(value) ? value.map(String) : [String(value)])];
  };
  // writeHead(status, headers) goes through setHeader too once any header is set (ours are)
  const setHeader = res.setHeader.bind(res);
  res.setHeader = ((name: string, value: number | string | readonly string[]) =>
    setHeader(name, merged(name, value) as string | string[])) as typeof res.setHeader;
}

export function createStaticHandler(apps: StaticApp[]) {
  return async function handleStatic(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return false;
    }
    if (pathname.includes('\0')) return false;
    // pick the app with the longest matching mount
    let chosen: StaticApp | null = null;
    let chosenLen = -1;
    for (const app of apps) {
      const m = mountOf(app, pathname);
      if (m !== null && m.length > chosenLen) {
        chosen = app;
        chosenLen = m.length;
      }
    }
    if (!chosen) return false;
    const root = path.resolve(chosen.dir);
    const rel = path.normalize(pathname).replace(/^(\.\.[/\\])+/, '');
    const file = path.join(root, rel);
    if (!file.startsWith(root)) return false;
    const immutable = /\/(_astro|assets)\//.test(pathname);
    // set before anything is sent (the SSR handler writes its own headers on top of these)
    const extra = headersFor(chosen, pathname);
    for (const [k, v] of Object.entries(extra)) res.setHeader(k, v);
    if (sendFile(req, res, file, 200, immutable)) return true;
    if (sendFile(req, res, path.join(file, 'index.html'))) return true;
    if (!path.extname(file) && sendFile(req, res, file + '.html')) return true;
    if (chosen.handler) {
      keepCumulative(res, extra);
      if (await chosen.handler(req, res)) return true;
    }
    if (chosen.spa && !path.extname(pathname)) {
      const index = path.join(root, 'index.html');
      if (sendFile(req, res, index)) return true;
    }
    // not this app's: whoever answers instead (the API, the 404 page) sets its own headers
    if (!res.headersSent) for (const k of Object.keys(extra)) res.removeHeader(k);
    return false;
  };
}

export function sendNotFoundPage(req: IncomingMessage, res: ServerResponse, apps: StaticApp[], pathname = '/'): boolean {
  // a missing page under a language prefix (/zh/...) gets that language's 404 page when the app has one
  const lang = /^\/(ko|zh|ja|vi)(?:\/|$)/.exec(pathname)?.[1];
  for (const app of apps) {
    if (app.mount.includes('/')) {
      const localized = lang ? path.join(app.dir, lang, '404', 'index.html') : null;
      const f = localized && fs.existsSync(localized) ? localized : path.join(app.dir, '404.html');
      if (!fs.existsSync(f)) continue;
      for (const [k, v] of Object.entries(headersFor(app, pathname))) res.setHeader(k, v);
      return sendFile(req, res, f, 404);
    }
  }
  return false;
}
