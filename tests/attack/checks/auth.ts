// Sign-in and tokens (issue 14 and the matrix's worst cases): a replayed refresh token, weak
// passwords, forged and expired JWTs, the Supabase CLI's public keys, and password guessing.
import crypto from 'node:crypto';
import { DEMO, DEMO_PASSWORD, Findings, held, notHeld, skipped, type Check, type Ctx, type Persona } from '../lib/context.ts';
import { describeAnswer, unlessRefused, type Answer } from '../lib/expect.ts';
import { otherLoopbackAddress, rawRequest } from '../lib/http.ts';
import { headerKid, signEs256, signHs256, tamper, unsigned, userClaims } from '../lib/jwt.ts';

/** The Supabase CLI's public local keys (what `supabase start` and the local server use by default). */
const CLI_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
const CLI_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
export const CLI_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
/** The CLI's default ES256 signing key (`supabase start` since v2.71.2): its private half is public too. */
const CLI_SIGNING_KEY = {
  kid: 'b81269f1-21d8-4f2e-b719-c2240a840d90',
  jwk: { kty: 'EC', crv: 'P-256', x: 'M5Sjqn5zwC9Kl1zVfUUGvv9boQjCGd45G8sdopBExB4', y: 'P6IXMvA2WYXSHSOMTBH2jsw_9rrzGy89FjPf6oOsIxQ', d: 'dIhR8wywJlqlua4y_yMq2SLhlFXDZJBCvFrY1DCHyVU' },
};

const errorCode = (j: unknown): string => {
  const o = (j ?? {}) as { error_code?: unknown; code?: unknown };
  return String(o.error_code ?? o.code ?? '');
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function refresh(ctx: Ctx, token: string) {
  return ctx.api('POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: token } });
}

const refreshReuse: Check = {
  id: 'auth/refresh-token-reuse',
  title: 'a refresh token replayed after the reuse interval revokes the whole session',
  background: true,
  async run(ctx) {
    const victim = (await ctx.throwaway()) ?? (await ctx.demo('clientB'));
    // a session of its own, so that revoking it touches nothing else
    const s = await ctx.signIn(victim.email, victim.password);
    const r1 = s.refreshToken;
    const rotated = await refresh(ctx, r1);
    const r2 = (rotated.json as { refresh_token?: string } | undefined)?.refresh_token;
    if (rotated.status !== 200 || !r2) return notHeld(`refreshing failed: ${rotated.status} ${rotated.text.slice(0, 100)}`);
    await sleep(ctx.opts.reuseWaitSeconds * 1000);
    const replay = await refresh(ctx, r1);
    if (replay.status === 200) return notHeld(`the rotated token, replayed ${ctx.opts.reuseWaitSeconds} s later, got a new session (reuse interval longer? --reuse-wait)`);
    const replayMiss = unlessRefused('the replayed token', replay, { status: 400, code: 'refresh_token_already_used' });
    if (replayMiss) return notHeld(replayMiss);
    const owner = await refresh(ctx, r2);
    if (owner.status === 200) return notHeld(`replay refused (${replay.status} ${errorCode(replay.json)}), but the session lives on: its newest token still refreshes`);
    // the session is revoked: its newest token is now an already-used (or unknown) token too
    const ownerMiss = unlessRefused("the session's newest token after the replay", owner, { status: 400, code: ['refresh_token_already_used', 'refresh_token_not_found'] });
    if (ownerMiss) return notHeld(ownerMiss);
    return held(`replay after ${ctx.opts.reuseWaitSeconds} s: ${replay.status} ${errorCode(replay.json)}; the newest token of the session refused too (${owner.status} ${errorCode(owner.json)})`);
  },
};

const weakPassword: Check = {
  id: 'auth/weak-password',
  title: 'passwords shorter than 8 are refused (sign-up and password change) with weak_password',
  async run(ctx) {
    const f = new Findings();
    const email = `attack-weak-${crypto.randomBytes(5).toString('hex')}@example.com`;
    // refused sign-ups count as failures for throttling: on a loopback server they come from another
    // local address, so that repeated runs never throttle the suite's own
    const from = ctx.loopback ? otherLoopbackAddress() : undefined;
    const u = new URL(ctx.opts.api);
    for (const password of ['Ab1-xyz', '1234567', 'a']) {
      const r = await rawRequest(u.origin, {
        method: 'POST', path: `${u.pathname.replace(/\/$/, '')}/auth/v1/signup`, localAddress: from, body: JSON.stringify({ email, password }),
        headers: { apikey: ctx.opts.anonKey, authorization: `Bearer ${ctx.opts.anonKey}`, 'content-type': 'application/json' },
      });
      f.attempt(r.status === 422 && errorCode(r.json) === 'weak_password' ? null : `sign-up with a ${password.length}-character password: ${r.status} ${errorCode(r.json)}`);
    }
    const p = await ctx.throwaway();
    if (p) {
      const r = await ctx.api('PUT', '/auth/v1/user', { token: p.token, body: { password: 'Ab1-xyz' } });
      if (r.status === 200) p.password = 'Ab1-xyz';
      f.attempt(r.status === 422 && errorCode(r.json) === 'weak_password' ? null : `password change to 7 characters: ${r.status} ${errorCode(r.json)}`);
    }
    return f.verdict(`${f.tried} attempts (sign-up${p ? ', password change' : ''}): 422 weak_password`);
  },
};

/** A gateway in front of a hosted project refuses a bad apikey itself: 401 naming the API key. */
const gatewayRefused = (r: Answer, asApikey: boolean) => asApikey && r.status === 401 && /api key/i.test(r.text ?? '');

/**
 * A forged token is refused on REST (401 PGRST301 invalid / PGRST303 expired), Storage (403
 * Unauthorized in a 400) and Auth (403 bad_jwt): each with its own refusal, not a 5xx.
 */
async function refusedEverywhere(ctx: Ctx, label: string, token: string, f: Findings, asApikey = false): Promise<void> {
  const o = asApikey ? { apikey: token, token } : { token };
  const rest = await ctx.api('GET', '/rest/v1/profiles?select=id,email', o);
  f.attempt(gatewayRefused(rest, asApikey) ? null : unlessRefused(`${label}: REST`, rest, { status: 401, code: ['PGRST301', 'PGRST302', 'PGRST303'] }));
  const storage = await ctx.api('POST', '/storage/v1/object/list/lawyer-verifications', { ...o, body: { prefix: '', limit: 10 } });
  const storageCode = String((storage.json as { statusCode?: unknown } | undefined)?.statusCode ?? '');
  f.attempt(gatewayRefused(storage, asApikey) || ([400, 401, 403].includes(storage.status) && ['401', '403'].includes(storageCode)) ? null
    : storage.status < 300 ? `${label}: Storage answered ${describeAnswer(storage)}` : `${label}: Storage ${describeAnswer(storage)} instead of the refusal 400 (statusCode 403)`);
  const user = await ctx.api('GET', '/auth/v1/user', o);
  f.attempt(gatewayRefused(user, asApikey) ? null : unlessRefused(`${label}: /auth/v1/user`, user, { status: [401, 403], code: 'bad_jwt' }));
}

const forgedJwt: Check = {
  id: 'auth/forged-jwt',
  title: 'forged JWTs (alg none, wrong secret, claims edited to service_role or another user) are refused',
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const admin = await ctx.demo('admin');
    const f = new Findings();
    const wrong = crypto.randomBytes(32).toString('hex');
    const mine = userClaims(a.id, a.email);
    for (const [i, t] of unsigned(mine).entries()) await refusedEverywhere(ctx, `alg none #${i + 1}`, t, f);
    for (const [i, t] of unsigned({ ...mine, role: 'service_role' }).entries()) await refusedEverywhere(ctx, `alg none service_role #${i + 1}`, t, f);
    await refusedEverywhere(ctx, 'wrong secret', signHs256(mine, wrong), f);
    await refusedEverywhere(ctx, 'wrong secret, service_role', signHs256({ role: 'service_role', iss: 'supabase', exp: Math.floor(Date.now() / 1000) + 3600 }, wrong), f, true);
    await refusedEverywhere(ctx, "client's token with role edited to service_role", tamper(a.token, (p) => ({ ...p, role: 'service_role' })), f);
    await refusedEverywhere(ctx, "client's token with sub edited to the admin", tamper(a.token, (p) => ({ ...p, sub: admin.id, email: admin.email })), f);
    await refusedEverywhere(ctx, 'anon key with role edited to service_role', tamper(ctx.opts.anonKey.startsWith('eyJ') ? ctx.opts.anonKey : a.token, (p) => ({ ...p, role: 'service_role' })), f, true);
    await refusedEverywhere(ctx, "client's token with exp pushed a year ahead", tamper(a.token, (p) => ({ ...p, exp: Number(p.exp) + 365 * 86400 })), f);
    // an "HS256" header over a token signed with the anon key as the secret (key confusion)
    await refusedEverywhere(ctx, 'signed with the anon key as secret', signHs256({ ...mine, role: 'service_role' }, ctx.opts.anonKey), f, true);
    // ES256 with a key of the attacker's own, under the kid of the instance's real signing key, and under a kid of its own
    const own = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });
    await refusedEverywhere(ctx, "ES256 with a foreign key under the instance's kid", signEs256(mine, own, headerKid(a.token) || CLI_SIGNING_KEY.kid), f);
    await refusedEverywhere(ctx, 'ES256 with a foreign key and kid', signEs256({ ...mine, role: 'service_role' }, own, crypto.randomUUID()), f, true);
    return f.verdict(`${f.tried} attempts with 11 kinds of forged token on REST, Storage and Auth: all refused`);
  },
};

/**
 * Whether the instance accepts a token signed with `secret` (then its secret is known to everyone):
 * 200 yes, 401 PGRST301 no; any other answer is a description of it (neither can be told).
 */
async function acceptsSecret(ctx: Ctx, secret: string, a: Persona): Promise<boolean | string> {
  return acceptsToken(ctx, signHs256(userClaims(a.id, a.email), secret), a);
}

/** acceptsSecret for any signed token (200 accepted, 401 PGRST301 refused). */
async function acceptsToken(ctx: Ctx, t: string, a: Persona): Promise<boolean | string> {
  const r = await ctx.api('GET', `/rest/v1/profiles?select=id&id=eq.${a.id}`, { token: t });
  if (r.status === 200) return true;
  const miss = unlessRefused('a token signed with that secret', r, { status: 401, code: 'PGRST301' });
  return miss ?? false;
}

const wellKnownKeys: Check = {
  id: 'auth/well-known-keys',
  title: "the Supabase CLI's public JWT secret, default signing key and service-role keys are not accepted",
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const accepted: string[] = [];
    const secret = await acceptsSecret(ctx, CLI_JWT_SECRET, a);
    if (typeof secret === 'string') return notHeld(`cannot tell whether the CLI JWT secret is accepted: ${secret}`);
    if (secret) accepted.push('tokens signed with the CLI JWT secret');
    const es = await acceptsToken(ctx, signEs256(userClaims(a.id, a.email), CLI_SIGNING_KEY.jwk, CLI_SIGNING_KEY.kid), a);
    if (typeof es === 'string') return notHeld(`cannot tell whether the CLI's default ES256 signing key is accepted: ${es}`);
    if (es) accepted.push("tokens signed with the CLI's default ES256 signing key");
    for (const [label, key] of [['the CLI service_role key', CLI_SERVICE_ROLE_KEY], ['the CLI secret key', CLI_SECRET_KEY]] as const) {
      const r = await ctx.api('GET', '/rest/v1/profiles?select=id&limit=1', { apikey: key, token: key });
      if (r.status === 200) accepted.push(label);
      // refused: PostgREST's invalid-token answer, or a gateway's for an unknown API key
      else if (r.status !== 401) return notHeld(`cannot tell whether ${label} is accepted: ${describeAnswer(r)} instead of 200 or 401`);
    }
    if (!accepted.length) return held('none of the public local keys is accepted');
    if (ctx.loopback) return skipped(`local server: accepts ${accepted.join(', ')} by design (DESIGN.md); on a deployed instance this is NOT HELD`);
    return notHeld(`accepts ${accepted.join(', ')}: anyone can act as the platform`);
  },
};

const expiredJwt: Check = {
  id: 'auth/expired-jwt',
  title: 'an expired (properly signed) token is refused',
  async run(ctx) {
    const a = await ctx.demo('clientA');
    const known = await acceptsSecret(ctx, ctx.opts.jwtSecret, a);
    if (typeof known === 'string') return notHeld(`cannot tell whether the suite's JWT secret is the instance's: ${known}`);
    if (!known) {
      return skipped('the instance\'s JWT secret is not known to the suite (--jwt-secret), so an expired token cannot be signed; edited exp claims are refused (auth/forged-jwt)');
    }
    const now = Math.floor(Date.now() / 1000);
    const f = new Findings();
    for (const [label, claims] of [
      ['expired a minute ago', userClaims(a.id, a.email, { exp: now - 60, iat: now - 3660 })],
      ['expired a year ago', userClaims(a.id, a.email, { exp: now - 365 * 86400, iat: now - 365 * 86400 - 3600 })],
      ['service_role, expired', { role: 'service_role', iss: 'supabase', exp: now - 60, iat: now - 3660 }],
    ] as const) {
      const t = signHs256(claims as Record<string, unknown>, ctx.opts.jwtSecret);
      await refusedEverywhere(ctx, label, t, f, label.startsWith('service_role'));
    }
    const probe = await ctx.api('GET', '/rest/v1/profiles?select=id', { token: signHs256(userClaims(a.id, a.email, { exp: now - 60 }), ctx.opts.jwtSecret) });
    return f.verdict(`3 expired tokens refused everywhere (REST: ${probe.status} ${errorCode(probe.json)})`);
  },
};

const mailExposure: Check = {
  id: 'auth/mail-exposure',
  title: "e-mails (password-reset links) cannot be read without the service key: the outbox, a mail inbox",
  async run(ctx) {
    const f = new Findings();
    const a = await ctx.demo('clientA');
    for (const [label, token] of [['anon key', ctx.opts.anonKey], ["a client's token", a.token]] as const) {
      // the local server's outbox is an admin endpoint (403 not_admin); an instance without it: 404
      const r = await ctx.api('GET', '/auth/v1/_local/outbox', { token });
      f.attempt(r.status === 404 ? null : unlessRefused(`/auth/v1/_local/outbox with the ${label}`, r, { status: 403, code: 'not_admin' }));
    }
    // a mail catcher on the pages' origin (the local server's /_inbox/): every sent link in the open
    const inbox = await fetch(`${ctx.opts.base}/_inbox/email`);
    const body = await inbox.text();
    const open = inbox.status === 200 && body.trim().startsWith('[');
    // no inbox: the site's 404 (a 5xx or anything else is no proof that there is none)
    if (!open) f.attempt(inbox.status === 404 ? null : `/_inbox/email answered ${inbox.status} instead of 404`);
    if (open && ctx.loopback) {
      const r = f.verdict('');
      if (r.verdict !== 'HELD') return r;
      return skipped("the outbox needs the service key; /_inbox/ (the local server's mail catcher) lists every e-mail by design: never on a deployed instance");
    }
    if (open) f.attempt('/_inbox/email lists the e-mails sent (reset links) to anyone');
    return f.verdict(`the outbox refuses the anon key and a client (403), no inbox at /_inbox/ (${inbox.status})`);
  },
};

/** A password sign-in from `localAddress` (or the suite's own address). */
async function passwordSignIn(ctx: Ctx, email: string, password: string, localAddress?: string, headers: Record<string, string> = {}) {
  const u = new URL(ctx.opts.api);
  return rawRequest(u.origin, {
    method: 'POST',
    path: `${u.pathname.replace(/\/$/, '')}/auth/v1/token?grant_type=password`,
    headers: { apikey: ctx.opts.anonKey, authorization: `Bearer ${ctx.opts.anonKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password }),
    localAddress,
  });
}

const throttling: Check = {
  id: 'auth/login-throttling',
  title: "password guessing is throttled per address: the guesser is stopped, the account's owner is not",
  flood: true,
  last: true,
  async run(ctx) {
    const victim = await ctx.throwaway();
    if (!victim) return skipped('sign-up gives no session on this instance: no account of its own to guess at (the suite never guesses at real accounts)');
    // On a loopback server the guesser is another local address (127.x.y.z, a fresh one each run),
    // so the suite's own address collects no failures. Elsewhere the suite is the guesser; this
    // check runs last for that reason.
    const guesser = ctx.loopback ? otherLoopbackAddress() : undefined;
    let throttledAt = 0;
    let retryAfter: string | undefined;
    for (let i = 1; i <= 12; i++) {
      const r = await passwordSignIn(ctx, victim.email, `wrong-${i}-${crypto.randomBytes(4).toString('hex')}`, guesser);
      if (r.status === 429) {
        throttledAt = i;
        retryAfter = r.headers['retry-after'] as string | undefined;
        break;
      }
      if (r.status === 200) return notHeld('a wrong password signed in');
      // until the throttle, each guess is refused as a wrong password (not a 5xx, not another refusal)
      const miss = unlessRefused(`wrong password ${i}`, { status: r.status, json: r.json, text: r.text }, { status: 400, code: 'invalid_credentials' });
      if (miss) return notHeld(miss);
    }
    if (!throttledAt) return notHeld('12 wrong passwords for one account from one address, none throttled');
    const f = new Findings();
    f.attempt(retryAfter ? null : '429 without Retry-After');
    // the guesser, now with the right password: still throttled
    const right = await passwordSignIn(ctx, victim.email, victim.password, guesser);
    f.attempt(right.status === 429 ? null : `the throttled guesser got ${right.status} with the right password`);
    // a forged X-Forwarded-For does not make the guesser someone else
    const spoof = await passwordSignIn(ctx, victim.email, victim.password, guesser, { 'x-forwarded-for': '198.51.100.23', 'x-real-ip': '198.51.100.23', 'cf-connecting-ip': '198.51.100.23' });
    f.attempt(spoof.status === 429 ? null : `a forged X-Forwarded-For escaped the throttle (${spoof.status})`);
    let owner = 'not tried (the guesser is the suite\'s only address)';
    if (guesser) {
      // the owner, from their own address, signs in as usual
      const own = await passwordSignIn(ctx, victim.email, victim.password);
      f.attempt(own.status === 200 ? null : `the account's owner, from another address, was locked out too (${own.status})`);
      owner = `the owner from another address: ${own.status}`;
    } else {
      // at least: the throttle is not on the whole address at this count
      const other = await passwordSignIn(ctx, DEMO.clientB, DEMO_PASSWORD);
      f.attempt(other.status === 200 ? null : `another account from the same address was refused too (${other.status})`);
      owner = `another account from the same address: ${other.status}`;
    }
    return f.verdict(`throttled after ${throttledAt - 1} failures (429, Retry-After ${retryAfter}); right password and forged X-Forwarded-For still 429; ${owner}`);
  },
};

const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const secretKeyInBrowser: Check = {
  id: 'auth/secret-key-in-browser',
  title: 'a secret key sent from a browser (its User-Agent) is refused 401 on every API, as hosted Supabase does',
  async run(ctx) {
    const key = ctx.opts.secretKey || CLI_SECRET_KEY;
    const from = (ua: string, p: string) => fetch(`${ctx.opts.api}${p}`, { headers: { apikey: key, Authorization: `Bearer ${key}`, 'User-Agent': ua } });
    // Only a key the instance accepts from a server tells anything about the browser rule.
    const server = await from('node', '/rest/v1/profiles?select=id&limit=1');
    await server.arrayBuffer();
    if (server.status !== 200) {
      return skipped(`the instance does not accept ${ctx.opts.secretKey ? 'the given secret key' : "the CLI's local secret key (pass --secret-key)"} even from a server (${server.status})`);
    }
    const f = new Findings();
    for (const p of ['/rest/v1/profiles?select=id&limit=1', '/auth/v1/admin/users?per_page=1', '/storage/v1/bucket']) {
      const r = await from(BROWSER_UA, p);
      const body = (await r.json().catch(() => null)) as { message?: string } | null;
      f.attempt(r.status === 401 && body?.message === 'Forbidden use of secret API key in browser'
        ? null
        : `${p}: ${r.status} ${JSON.stringify(body).slice(0, 120)} instead of 401 "Forbidden use of secret API key in browser"`);
    }
    return f.verdict('REST, Auth and Storage answer 401 "Forbidden use of secret API key in browser" to a browser; the same key works from a server');
  },
};

export const authChecks: Check[] = [refreshReuse, weakPassword, forgedJwt, expiredJwt, wellKnownKeys, secretKeyInBrowser, mailExposure, throttling];
