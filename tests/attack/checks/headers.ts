// Security headers on the pages of the three apps (issue 14): an enforced Content-Security-Policy
// without inline or eval'd script, no framing, a Referrer-Policy that keeps paths to ourselves, a
// Permissions-Policy without camera and microphone, and nosniff.
import { Findings, type Check, type Ctx, type Outcome } from '../lib/context.ts';

const SAFE_REFERRER = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin']);

/** The directives of one policy: name → sources. */
function parseCsp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), sources);
  }
  return out;
}

/** Policies of a page: the headers (several may be sent; each is enforced) and the <meta> ones. */
function policiesOf(headers: Headers, html: string): { from: string; csp: Map<string, string[]> }[] {
  const out: { from: string; csp: Map<string, string[]> }[] = [];
  const header = headers.get('content-security-policy');
  // fetch joins repeated headers with ", " (sources never contain ", ")
  if (header) for (const p of header.split(/,\s+(?=[a-z-]+\s)/i)) out.push({ from: 'header', csp: parseCsp(p) });
  for (const m of html.matchAll(/<meta\s+http-equiv=["']content-security-policy["']\s+content=(["'])(.*?)\1/gi)) {
    out.push({ from: 'meta', csp: parseCsp(m[2]!.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')) });
  }
  return out;
}

/** Some enforced policy keeps scripts to known sources: no 'unsafe-inline', 'unsafe-eval', *, data: or http(s): wildcards. */
function scriptsLocked(policies: { csp: Map<string, string[]> }[]): boolean {
  return policies.some(({ csp }) => {
    const src = csp.get('script-src') ?? csp.get('default-src');
    if (!src) return false;
    const bad = src.filter((s) => ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:', 'blob:'].includes(s.toLowerCase()));
    // 'unsafe-inline' is ignored by browsers when a hash or nonce is present
    const hashed = src.some((s) => /^'(sha(256|384|512)-|nonce-)/.test(s));
    return bad.filter((s) => !(s === "'unsafe-inline'" && hashed)).length === 0;
  });
}

async function checkPage(ctx: Ctx, path: string): Promise<Outcome> {
  const res = await fetch(`${ctx.opts.base}${path}`, { redirect: 'follow' });
  const html = await res.text();
  if (res.status !== 200 || !/text\/html/.test(res.headers.get('content-type') ?? '')) {
    return { verdict: 'NOT HELD', reason: `${path} answered ${res.status} ${res.headers.get('content-type') ?? ''}: not a page to check` };
  }
  const f = new Findings();
  const h = res.headers;
  const policies = policiesOf(h, html);
  f.attempt(policies.length ? null : 'no Content-Security-Policy at all');
  if (policies.length) f.attempt(scriptsLocked(policies) ? null : "no policy limits scripts (script-src/default-src missing or with 'unsafe-inline'/'unsafe-eval'/wildcards)");
  if (policies.length) f.attempt(policies.some(({ csp }) => (csp.get('object-src') ?? []).includes("'none'")) ? null : "object-src is not 'none'");
  const framing = policies.some(({ from, csp }) => from === 'header' && (csp.get('frame-ancestors') ?? []).join(' ') === "'none'")
    || /^(deny|sameorigin)$/i.test(h.get('x-frame-options') ?? '');
  f.attempt(framing ? null : "framable: no frame-ancestors 'none' header and no X-Frame-Options");
  const referrer = (h.get('referrer-policy') ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean).pop();
  f.attempt(referrer && SAFE_REFERRER.has(referrer) ? null : `Referrer-Policy ${referrer ?? 'missing'}`);
  const perms = (h.get('permissions-policy') ?? '').replace(/\s+/g, '');
  f.attempt(/(^|,)camera=\(\)/.test(perms) && /(^|,)microphone=\(\)/.test(perms) ? null : `Permissions-Policy does not turn off camera and microphone (${perms || 'missing'})`);
  f.attempt((h.get('x-content-type-options') ?? '').toLowerCase() === 'nosniff' ? null : 'X-Content-Type-Options is not nosniff');
  const csp = policies.map((p) => p.from).join('+');
  return f.verdict(`${path}: CSP (${csp}) without inline/eval script, frame-ancestors 'none', Referrer-Policy ${referrer}, camera/microphone off, nosniff`);
}

export const headerChecks: Check[] = [
  { id: 'headers/site', title: 'site pages send CSP, framing, referrer, permissions and nosniff headers', run: (ctx) => checkPage(ctx, '/') },
  { id: 'headers/site-auth', title: 'the site log-in page (where passwords are typed) sends them too', run: (ctx) => checkPage(ctx, '/auth') },
  { id: 'headers/console', title: 'the admin console sends them', run: (ctx) => checkPage(ctx, '/admin/') },
  { id: 'headers/lawyer-portal', title: 'the lawyer portal sends them', run: (ctx) => checkPage(ctx, '/lawyer-login') },
];
