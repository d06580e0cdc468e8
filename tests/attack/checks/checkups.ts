// Free check-up spam (issue 14): the anonymous form is limited per e-mail and per client address
// (HTTP 429 PT429 rate_limited with Retry-After, issue 28), and a forged X-Forwarded-For does not
// reset the count. It stores real
// requests until the limit: run it on a local or throw-away instance (--no-flood skips it).
import crypto from 'node:crypto';
import { Findings, held, notHeld, type Check, type Ctx } from '../lib/context.ts';
import { otherLoopbackAddress, rawRequest } from '../lib/http.ts';

const form = (email: string) => JSON.stringify({
  category: 'Criminal Cases', name: 'Attack suite', email, mobile: '010-0000-0000',
  issue_description: 'Sent by the attack suite to test the rate limit. Please ignore.',
  privacy_policy_version: '2025-01-01', // the consent the form sends (issue 15)
});

/** One anonymous check-up request from `localAddress` (or the suite's own); the error body if refused. */
async function submit(ctx: Ctx, email: string, localAddress?: string, headers: Record<string, string> = {}) {
  const u = new URL(ctx.opts.api);
  const r = await rawRequest(u.origin, {
    method: 'POST',
    path: `${u.pathname.replace(/\/$/, '')}/rest/v1/free_checkups`,
    headers: { apikey: ctx.opts.anonKey, authorization: `Bearer ${ctx.opts.anonKey}`, 'content-type': 'application/json', prefer: 'return=minimal', ...headers },
    body: form(email),
    localAddress,
  });
  const err = r.json as { code?: string; hint?: string; details?: string } | undefined;
  const retry = r.headers['retry-after'];
  return { status: r.status, retryAfter: typeof retry === 'string' ? retry : undefined, code: err?.code, hint: err?.hint, scope: (() => { try { return (JSON.parse(err?.details ?? '{}') as { scope?: string }).scope; } catch { return undefined; } })() };
}

/**
 * The database's refusal: HTTP 429 with PT429 rate_limited and Retry-After in whole seconds (raised
 * with SQLSTATE 'PGRST', PostgREST's way to set status and headers from SQL).
 */
const isRateLimited = (r: { status: number; code?: string; hint?: string; retryAfter?: string }) =>
  r.status === 429 && r.code === 'PT429' && r.hint === 'rate_limited' && /^[1-9][0-9]*$/.test(r.retryAfter ?? '');
const shown = (r: { status: number; code?: string; hint?: string; retryAfter?: string }) =>
  `${r.status} ${r.code} ${r.hint ?? ''}${r.status === 429 ? ` Retry-After ${r.retryAfter ?? '(none)'}` : ''}`;

const flood: Check = {
  id: 'checkups/flood',
  title: 'a flood of free check-up requests hits 429 rate_limited with Retry-After (per e-mail and per address; forged X-Forwarded-For does not help)',
  flood: true,
  async run(ctx) {
    const f = new Findings();
    // per e-mail: one address (fresh, on a loopback server) sends the same e-mail again and again
    const one = `attack-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const addr1 = ctx.loopback ? otherLoopbackAddress() : undefined;
    let emailStop = 0;
    let emailScope: string | undefined;
    let emailRetry: string | undefined;
    for (let i = 1; i <= 10; i++) {
      const r = await submit(ctx, one, addr1);
      if (r.status >= 300) {
        if (!isRateLimited(r)) return notHeld(`request ${i} refused, but not as 429 rate_limited with Retry-After: ${shown(r)}`);
        emailStop = i;
        emailScope = r.scope;
        emailRetry = r.retryAfter;
        break;
      }
    }
    f.attempt(emailStop ? null : 'ten requests with one e-mail address, none refused');
    // per address: a fresh address sends requests with a new e-mail each time
    const addr2 = ctx.loopback ? otherLoopbackAddress() : undefined;
    let addrStop = 0;
    let addrScope: string | undefined;
    let addrRetry: string | undefined;
    for (let i = 1; i <= 60; i++) {
      const r = await submit(ctx, `attack-${crypto.randomBytes(4).toString('hex')}@example.com`, addr2);
      if (r.status >= 300) {
        if (!isRateLimited(r)) return notHeld(`request ${i} refused, but not as 429 rate_limited with Retry-After: ${shown(r)}`);
        addrStop = i;
        addrScope = r.scope;
        addrRetry = r.retryAfter;
        break;
      }
    }
    f.attempt(addrStop ? null : '60 requests from one address with fresh e-mails, none refused');
    if (addrStop) {
      const spoof = await submit(ctx, `attack-${crypto.randomBytes(4).toString('hex')}@example.com`, addr2,
        { 'x-forwarded-for': '198.51.100.77', 'x-real-ip': '198.51.100.77', 'cf-connecting-ip': '198.51.100.77' });
      f.attempt(isRateLimited(spoof) ? null : spoof.status < 300 ? `a forged X-Forwarded-For got through (${spoof.status})` : `a forged X-Forwarded-For: ${shown(spoof)} instead of 429 rate_limited with Retry-After`);
    }
    if (!f.count) return held(`refused with 429 rate_limited: request ${emailStop} with one e-mail (scope ${emailScope}, Retry-After ${emailRetry} s), request ${addrStop} from one address (scope ${addrScope}, Retry-After ${addrRetry} s); forged forwarding headers still refused`);
    return f.verdict('');
  },
};

export const checkupChecks: Check[] = [flood];
