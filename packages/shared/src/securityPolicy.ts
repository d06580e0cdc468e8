// The apps' Content-Security-Policy and security headers, in one place (docs/architecture.md,
// "Deploying"). Each build puts its CSP in a <meta http-equiv> (works on any static host); the
// headers a <meta> cannot carry (frame-ancestors, Permissions-Policy, Referrer-Policy) are sent by
// the server: supabase/scripts/start.ts hands `securityHeaderRules` to the local server, a hosted
// static host must be configured with the same. Build-time only (node:crypto): never import this
// from browser code.
import { createHash } from 'node:crypto';

/**
 * Sources of the configured Supabase API (PUBLIC_SUPABASE_URL / VITE_SUPABASE_URL at build time):
 * its origin and, for Realtime, the matching ws(s) origin. None when unset: the apps then talk to
 * the origin they were loaded from, which 'self' covers (CSP3 'self' also matches ws/wss there).
 */
export function supabaseSources(url: string | undefined): { http: string[]; ws: string[] } {
  if (!url) return { http: [], ws: [] };
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new Error(`PUBLIC_SUPABASE_URL is not a URL: '${url}'`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`PUBLIC_SUPABASE_URL must be http(s): '${url}'`);
  return { http: [u.origin], ws: [`${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}`] };
}

/** What the site's policy adds for PortOne's payment window (issue 26); none when it is not configured. */
export interface PortoneCsp {
  /** script-src: PortOne's SDK script (and the PGs' scripts it loads into the page) */
  script: string[];
  /** connect-src: PortOne's checkout service, called by its script from the page */
  connect: string[];
  /** frame-src and form-action: PortOne's window and the PGs' pages it opens or posts to */
  frame: string[];
}

/** The script @portone/browser-sdk injects (its loader's URL); its origin is what script-src allows. */
export const PORTONE_SDK_URL = 'https://cdn.portone.io/v2/browser-sdk.js';

const NO_PORTONE: PortoneCsp = { script: [], connect: [], frame: [] };

/**
 * PortOne's sources for the site's policy, from the build's environment: only when PortOne is
 * configured (PORTONE_STORE_ID set at build time: the site never talks to PortOne otherwise), its
 * own origins (the SDK's CDN; the checkout service and its windows under portone.io, iamport.co and
 * iamport.kr, PortOne's older domains), plus PORTONE_CSP_SOURCES: the https origins of the payment
 * gateways the deployment's channels open (they differ per PG, e.g. `https://*.inicis.com`),
 * separated by spaces or commas.
 */
export function portoneCsp(env: Record<string, string | undefined>): PortoneCsp {
  if (!env.PORTONE_STORE_ID?.trim()) return NO_PORTONE;
  const pg = (env.PORTONE_CSP_SOURCES ?? '').split(/[\s,]+/).filter(Boolean);
  for (const source of pg) {
    // a host source with https only: no schemes, keywords or paths that would open the policy wide
    if (!/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d+)?$/i.test(source)) {
      throw new Error(`PORTONE_CSP_SOURCES: '${source}' is not an https origin like https://pay.example.com or https://*.example.com`);
    }
  }
  const portone = ['https://*.portone.io', 'https://*.iamport.co', 'https://*.iamport.kr'];
  return {
    script: [new URL(PORTONE_SDK_URL).origin, ...pg],
    connect: [...portone, ...pg],
    frame: [...portone, ...pg],
  };
}

/**
 * Every directive except script-src and style-src (each app supplies those: Astro hashes its own
 * scripts and styles, the SPAs hash their inline scripts). frame-ancestors is not here: browsers
 * ignore it in a <meta>, it is a header (`securityHeaderRules`). `portone`: the site's additions
 * when PortOne is configured (`portoneCsp`; its script sources go into the site's script-src).
 */
export function baseCspDirectives(supabaseUrl: string | undefined, portone: PortoneCsp = NO_PORTONE): string[] {
  const api = supabaseSources(supabaseUrl);
  return [
    "default-src 'self'",
    // profile photos and certificates come from Storage (the own origin locally, the API when hosted)
    ['img-src', "'self'", 'data:', 'blob:', ...api.http].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...api.http, ...api.ws, ...portone.connect].join(' '),
    // the consultation room's camera and microphone streams
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    portone.frame.length ? ['frame-src', ...portone.frame].join(' ') : "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    ['form-action', "'self'", ...portone.frame].join(' '),
    "manifest-src 'self'",
  ];
}

/** CSP hash source of an inline script or style's text, as browsers compute it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The whole policy of a single-page app's index.html: scripts only from the own origin plus the
 * hashes of the page's inline scripts (no 'unsafe-inline'); styles also 'unsafe-inline', because
 * MUI (emotion) and antd (cssinjs) insert <style> elements at run time.
 */
export function spaCsp(html: string, supabaseUrl: string | undefined): string {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/.test(attrs) || /\btype\s*=\s*["']?application\/(ld\+)?json/.test(attrs)) continue;
    hashes.push(cspHash(m[2] ?? ''));
  }
  return [
    ...baseCspDirectives(supabaseUrl),
    ['script-src', "'self'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
}

/** Puts the CSP <meta> at the top of <head>, after the charset (a policy applies only to what follows it). */
export function withCspMeta(html: string, supabaseUrl: string | undefined): string {
  const csp = spaCsp(html, supabaseUrl);
  const meta = `<meta http-equiv="content-security-policy" content="${csp.replace(/"/g, '&quot;')}" />`;
  const at = /<meta\s+charset[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!at) throw new Error('index.html has no <head>');
  const end = at.index + at[0].length;
  return `${html.slice(0, end)}\n    ${meta}${html.slice(end)}`;
}

/** One rule of response headers: `path` is exact, or ends in `/*` for the path and all below it. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

const NO_DEVICES = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * The headers every page of every app gets, plus the consultation room's camera and microphone
 * (`/room/*`, site only). Later rules override earlier ones for the same header.
 */
export function securityHeaderRules(app: 'site' | 'console' | 'lawyer-hub'): HeaderRule[] {
  const all: HeaderRule = {
    path: '/*',
    headers: {
      // the parts of the policy a <meta> cannot carry, and the rest again for responses without one
      'Content-Security-Policy': "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': NO_DEVICES,
    },
  };
  if (app !== 'site') return [all];
  return [all, { path: '/room/*', headers: { 'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=(), payment=(), usb=()' } }];
}

