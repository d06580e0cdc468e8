// Sign-in throttling (429 over_request_rate_limit "Request rate limit reached" with Retry-After):
// failed attempts count per client address and per (e-mail, address) pair with a doubling backoff,
// so a stranger guessing a password throttles only themselves and never locks the owner out.
// The servers here trust one proxy hop, so X-Forwarded-For stands for distinct client addresses;
// one server that trusts none shows the header is then ignored.
// MFA (issue 25): challenges and verifications are limited per client address as GoTrue limits them
// (every request counts: 15 a minute with bursts of 30, each endpoint on its own), 429
// over_request_rate_limit; so TOTP codes cannot be guessed at speed.
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { loadConfig } from '../../server/config.ts';
import { FailureLimiter, RequestLimiter, throttleAddress } from '../../server/auth/ratelimit.ts';
import { totpCode, validateTotp } from '../../server/auth/mfa.ts';
import { lastMail, raw, startAuthServer, uniqueEmail } from './auth-helpers.ts';

const PASSWORD = 'password-123';
const BACKOFF_S = 0.4;

let s: TestServer; // trusts one proxy hop
let direct: TestServer; // trusts none (the default)
beforeAll(async () => {
  [s, direct] = await Promise.all([
    startAuthServer({
      trustProxyHops: 1,
      rateLimit: { signInPerIpPerWindow: 6, signInPerEmailAndIpPerWindow: 3, windowSeconds: 300, backoffSeconds: BACKOFF_S },
    }),
    startAuthServer({ rateLimit: { signInPerIpPerWindow: 100, signInPerEmailAndIpPerWindow: 3, windowSeconds: 300, backoffSeconds: 300 } }),
  ]);
});
afterAll(async () => { await Promise.all([s?.close(), direct?.close()]); });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** POST /auth/v1/<path> as a client behind the trusted proxy at address `from` (with a user's token: as that user). */
async function post(server: TestServer, path: string, body: unknown, from?: string, token?: string) {
  const headers: Record<string, string> = {
    apikey: server.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01',
  };
  if (from) headers['x-forwarded-for'] = from;
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}/auth/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, headers: res.headers, body: await res.json() as Record<string, unknown> };
}
const signIn = (server: TestServer, email: string, password: string, from?: string) =>
  post(server, '/token?grant_type=password', { email, password }, from);

/** A supabase-js client whose requests arrive from `from`. */
function clientFrom(from: string) {
  return createClient(s.url, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'x-forwarded-for': from } },
  });
}

async function account(server: TestServer, label: string, from = '192.0.2.1'): Promise<string> {
  const email = uniqueEmail(label);
  const r = await post(server, '/signup', { email, password: PASSWORD }, from);
  expect(r.status).toBe(200);
  return email;
}

describe(`sign-in throttling on ${TEST_DB}`, () => {
  test('successful sign-ins never count', async () => {
    const email = await account(s, 'often');
    for (let i = 0; i < 8; i++) expect((await signIn(s, email, PASSWORD, '192.0.2.10')).status).toBe(200);
  });

  test('a stranger guessing from their address is throttled (429 + Retry-After); the owner still signs in from theirs', async () => {
    const victim = await account(s, 'victim');
    const attacker = '203.0.113.7';
    for (let i = 0; i < 3; i++) {
      const r = await signIn(s, victim, `wrong-${i}-guess`, attacker);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_credentials');
    }
    // The attacker is stopped, even with the right password.
    const blocked = await signIn(s, victim, PASSWORD, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      code: 'over_request_rate_limit', error_code: 'over_request_rate_limit',
      message: 'Request rate limit reached', msg: 'Request rate limit reached',
    });
    expect(blocked.headers.get('retry-after')).toBe('1');
    expect(blocked.headers.get('x-sb-error-code')).toBe('over_request_rate_limit');
    expect(blocked.headers.get('access-control-expose-headers')).toContain('Retry-After');
    // The owner, from their own address, through supabase-js.
    const { data, error } = await clientFrom('198.51.100.20').auth.signInWithPassword({ email: victim, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    // So are other accounts from the attacker's address (its own count is below its limit).
    const other = await account(s, 'bystander');
    expect((await signIn(s, other, PASSWORD, attacker)).status).toBe(200);
  });

  test('the wait doubles with every failure past the limit and ends when Retry-After says', async () => {
    const email = await account(s, 'backoff');
    const from = '203.0.113.8';
    for (let i = 0; i < 3; i++) expect((await signIn(s, email, `wrong-${i}-guess`, from)).status).toBe(400);
    expect((await signIn(s, email, PASSWORD, from)).status).toBe(429);
    await sleep(BACKOFF_S * 1000 + 100);
    // One more try is allowed; failing it doubles the wait (0.8 s), so half a second later it is still shut.
    expect((await signIn(s, email, 'wrong-again', from)).status).toBe(400);
    await sleep(BACKOFF_S * 1000 + 100);
    expect((await signIn(s, email, PASSWORD, from)).status).toBe(429);
    await sleep(BACKOFF_S * 1000);
    expect((await signIn(s, email, PASSWORD, from)).status).toBe(200);
  });

  test('a success clears the pair: a user who mistypes now and then is never throttled', async () => {
    const email = await account(s, 'typo');
    const from = '198.51.100.30';
    // Without the reset the second round would reach the pair's limit of 3 (the address's 6 it does not).
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) expect((await signIn(s, email, 'typo-typo', from)).status).toBe(400);
      expect((await signIn(s, email, PASSWORD, from)).status).toBe(200);
    }
  });

  test('failures across e-mails add up per address (sign-ups included); other addresses are unaffected', async () => {
    const from = '203.0.113.9';
    for (let i = 0; i < 6; i++) {
      const r = await signIn(s, uniqueEmail(`spray${i}`), PASSWORD, from);
      expect(r.body.code).toBe('invalid_credentials');
    }
    const next = await signIn(s, uniqueEmail('spray-next'), PASSWORD, from);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await post(s, '/signup', { email: uniqueEmail('spray-signup'), password: PASSWORD }, from)).status).toBe(429);
    expect((await post(s, '/signup', { email: uniqueEmail('elsewhere'), password: PASSWORD }, '198.51.100.40')).status).toBe(200);
  });

  test('IPv6 clients are counted by their /64, so rotating addresses inside it does not help', async () => {
    const email = await account(s, 'v6');
    for (let i = 1; i <= 3; i++) expect((await signIn(s, email, 'wrong-pass', `2001:db8:1:2::${i}`)).status).toBe(400);
    expect((await signIn(s, email, PASSWORD, '2001:db8:1:2:ffff::9')).status).toBe(429);
    expect((await signIn(s, email, PASSWORD, '2001:db8:1:3::1')).status).toBe(200);
  });

  test('wrong e-mailed 6-digit codes are throttled like wrong passwords', async () => {
    const email = await account(s, 'otp');
    const from = '203.0.113.10';
    expect((await post(s, '/otp', { email }, from)).status).toBe(200);
    const code = (await lastMail(s, email)).otp;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect((await post(s, '/verify', { type: 'email', email, token: wrong }, from)).status).toBe(403);
    const blocked = await post(s, '/verify', { type: 'email', email, token: code }, from);
    expect(blocked.status).toBe(429);
    expect((await post(s, '/verify', { type: 'email', email, token: code }, '198.51.100.50')).status).toBe(200);
  });

  test('the client address is the last X-Forwarded-For hop the trusted proxy added, not what the client wrote', async () => {
    const email = await account(s, 'hops');
    // The client forged the first entry; the proxy appended the real address.
    const r = await signIn(s, email, PASSWORD, '10.9.9.9, 198.51.100.60');
    expect(r.status).toBe(200);
    const sid = JSON.parse(Buffer.from(String(r.body.access_token).split('.')[1], 'base64url').toString()).session_id;
    const row = await s.db.query<{ ip: string }>(`select host(ip) as ip from auth.sessions where id = $1`, [sid]);
    expect(row.rows[0].ip).toBe('198.51.100.60');
  });

  test('without a trusted proxy X-Forwarded-For is ignored: forging it neither evades the limit nor changes the recorded address', async () => {
    const email = await account(direct, 'forger', undefined);
    for (let i = 0; i < 3; i++) {
      expect((await signIn(direct, email, 'wrong-pass', `203.0.113.${100 + i}`)).status).toBe(400);
    }
    expect((await signIn(direct, email, PASSWORD, '203.0.113.200')).status).toBe(429);
    const other = await account(direct, 'forger-ok', undefined);
    const r = await signIn(direct, other, PASSWORD, '203.0.113.201');
    expect(r.status).toBe(200);
    const sid = JSON.parse(Buffer.from(String(r.body.access_token).split('.')[1], 'base64url').toString()).session_id;
    const row = await direct.db.query<{ ip: string }>(`select host(ip) as ip from auth.sessions where id = $1`, [sid]);
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1']).toContain(row.rows[0].ip);
  });
});

/** A signed-in user with an enrolled (unverified) TOTP factor. */
async function totpUser(label: string, from: string): Promise<{ token: string; factorId: string; secret: string }> {
  const email = await account(s, label, from);
  const session = await signIn(s, email, PASSWORD, from);
  expect(session.status).toBe(200);
  const token = String(session.body.access_token);
  const enrolled = await post(s, '/factors', { factor_type: 'totp' }, from, token);
  expect(enrolled.status).toBe(200);
  return { token, factorId: String(enrolled.body.id), secret: String((enrolled.body.totp as { secret: string }).secret) };
}

/** A 6-digit code that is not valid now (nor one step either side). */
function wrongCode(secret: string): string {
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!validateTotp(code, secret)) return code;
  }
}

describe(`MFA throttling on ${TEST_DB}`, () => {
  test('wrong TOTP codes from one address: 429 over_request_rate_limit before 40 attempts, then even the right code; another address is not affected', async () => {
    const guesser = '203.0.113.40';
    const u = await totpUser('totp-guess', '198.51.100.70');
    const challenge = await post(s, `/factors/${u.factorId}/challenge`, {}, guesser, u.token);
    expect(challenge.status).toBe(200);
    const wrong = wrongCode(u.secret);
    let throttledAt = 0;
    for (let i = 1; i <= 45 && !throttledAt; i++) {
      const r = await post(s, `/factors/${u.factorId}/verify`, { challenge_id: challenge.body.id, code: wrong }, guesser, u.token);
      if (r.status === 429) {
        throttledAt = i;
        expect(r.body).toEqual({
          code: 'over_request_rate_limit', error_code: 'over_request_rate_limit',
          message: 'Request rate limit reached', msg: 'Request rate limit reached',
        });
        expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      } else {
        expect([r.status, r.body.code]).toEqual([422, 'mfa_verification_failed']);
      }
    }
    // GoTrue's bucket holds 30 (refilled at 15 a minute while they arrive)
    expect(throttledAt).toBeGreaterThan(30);
    expect(throttledAt).toBeLessThan(40);
    const right = await post(s, `/factors/${u.factorId}/verify`, { challenge_id: challenge.body.id, code: totpCode(u.secret) }, guesser, u.token);
    expect([right.status, right.body.code]).toEqual([429, 'over_request_rate_limit']);
    // a malformed guess is refused by the limiter first, as GoTrue's middleware does
    const malformed = await fetch(`${s.url}/auth/v1/factors/${u.factorId}/verify`, {
      method: 'POST', body: '{', headers: { apikey: s.anonKey, authorization: `Bearer ${u.token}`, 'x-forwarded-for': guesser, 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(429);
    // the owner, from another address: challenge and verify as usual
    const owner = '198.51.100.71';
    const ch = await post(s, `/factors/${u.factorId}/challenge`, {}, owner, u.token);
    expect(ch.status).toBe(200);
    const ok = await post(s, `/factors/${u.factorId}/verify`, { challenge_id: ch.body.id, code: totpCode(u.secret) }, owner, u.token);
    expect(ok.status).toBe(200);
    expect(ok.body.access_token).toBeTruthy();
  });

  test('creating challenges is limited the same way, on its own bucket', async () => {
    const from = '203.0.113.41';
    const u = await totpUser('totp-challenges', '198.51.100.72');
    let throttledAt = 0;
    for (let i = 1; i <= 45 && !throttledAt; i++) {
      const r = await post(s, `/factors/${u.factorId}/challenge`, {}, from, u.token);
      if (r.status === 429) {
        throttledAt = i;
        expect(r.body.code).toBe('over_request_rate_limit');
      } else {
        expect(r.status).toBe(200);
      }
    }
    expect(throttledAt).toBeGreaterThan(30);
    expect(throttledAt).toBeLessThan(40);
    // its verifications are not spent: the last challenge made verifies from the same address
    const last = await s.db.query<{ id: string }>(
      `select id::text as id from auth.mfa_challenges where factor_id = $1 and host(ip_address) = $2 order by created_at desc limit 1`, [u.factorId, from]);
    const ok = await post(s, `/factors/${u.factorId}/verify`, { challenge_id: last.rows[0]!.id, code: totpCode(u.secret) }, from, u.token);
    expect(ok.status).toBe(200);
  });

  test('requests that fail before the limiter (no session, unknown factor) are not counted', async () => {
    const from = '203.0.113.42';
    const u = await totpUser('totp-uncounted', '198.51.100.73');
    for (let i = 0; i < 35; i++) {
      const r = await post(s, '/factors/00000000-0000-4000-8000-000000000000/challenge', {}, from, u.token);
      expect([r.status, r.body.code]).toEqual([404, 'mfa_factor_not_found']);
      const anon = await post(s, `/factors/${u.factorId}/challenge`, {}, from); // the anon key only
      expect([anon.status, anon.body.code]).toEqual([403, 'bad_jwt']);
    }
    expect((await post(s, `/factors/${u.factorId}/challenge`, {}, from, u.token)).status).toBe(200);
  });
});

describe('the limiter (injected clock)', () => {
  test('MFA request limiter: a bucket of `burst`, refilled per minute, forgotten a minute after it was made (tollbooth)', () => {
    const l = new RequestLimiter(15, 30); // GoTrue's defaults: 15 a minute, bursts of 30, 1-minute TTL
    const t0 = 5_000_000;
    for (let i = 0; i < 30; i++) expect(l.take('a', t0)).toBe(0);
    expect(l.take('a', t0)).toBe(4000); // one token takes 4 s at 15 a minute
    expect(l.take('b', t0)).toBe(0); // keys are separate
    expect(l.take('a', t0 + 2000)).toBe(2000); // a refused request takes nothing
    expect(l.take('a', t0 + 4000)).toBe(0);
    expect(l.take('a', t0 + 4000)).toBeGreaterThan(0);
    // the bucket was made at t0: a minute later it starts afresh, full
    for (let i = 0; i < 30; i++) expect(l.take('a', t0 + 60_000)).toBe(0);
    expect(l.take('a', t0 + 60_000)).toBeGreaterThan(0);
    // the wait told never reaches past the bucket's end (a fresh bucket is full)
    const slow = new RequestLimiter(0.5, 1);
    expect(slow.take('x', 0)).toBe(0);
    expect(slow.take('x', 30_000)).toBe(30_000);
    expect(new RequestLimiter(0, 30).take('x', 0)).toBe(0); // 0 = unlimited
  });

  test('backoff starts at the limit, doubles per failure, is capped by the window; old failures are forgotten', () => {
    const l = new FailureLimiter(60, 2); // 60 s window, 2 s first backoff
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) l.fail('k', t0 + i);
    expect(l.waitMs('k', 4, t0 + 2)).toBe(0); // below the limit
    l.fail('k', t0 + 3);
    expect(l.waitMs('k', 4, t0 + 3)).toBe(2000);
    expect(l.waitMs('k', 4, t0 + 2003)).toBe(0);
    l.fail('k', t0 + 2003);
    expect(l.waitMs('k', 4, t0 + 2003)).toBe(4000);
    for (let i = 0; i < 10; i++) l.fail('k', t0 + 3000 + i);
    expect(l.waitMs('k', 4, t0 + 3009)).toBe(60_000); // capped by the window
    expect(l.waitMs('k', 4, t0 + 3009 + 61_000)).toBe(0); // all failures are older than the window
    expect(l.waitMs('k', 0, t0)).toBe(0); // limit 0 = unlimited
    l.fail('k', t0);
    l.reset('k');
    expect(l.waitMs('k', 1, t0)).toBe(0);
  });

  test('addresses: IPv4-mapped IPv6 is IPv4, IPv6 is counted by its /64', () => {
    expect(throttleAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(throttleAddress('192.0.2.1')).toBe('192.0.2.1');
    expect(throttleAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(throttleAddress('::1')).toBe('0:0:0:0::/64');
  });
});

describe('rate-limit configuration', () => {
  test('AUTH_RATE_LIMIT=0 turns the limits off (MFA too, unless set on its own); defaults: 30 per address, 10 per e-mail and address, 5-minute window, 30 s backoff, MFA 15 a minute', () => {
    const saved = process.env.AUTH_RATE_LIMIT;
    const savedMfa = process.env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY;
    try {
      delete process.env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY;
      process.env.AUTH_RATE_LIMIT = '0';
      expect(loadConfig().rateLimit).toEqual({ signInPerIpPerWindow: 0, signInPerEmailAndIpPerWindow: 0, windowSeconds: 300, backoffSeconds: 30, mfaChallengeAndVerifyPerMinute: 0 });
      process.env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY = '20';
      expect(loadConfig().rateLimit.mfaChallengeAndVerifyPerMinute).toBe(20); // set on its own, it stays
      delete process.env.AUTH_RATE_LIMIT;
      process.env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY = '0';
      expect(loadConfig().rateLimit.mfaChallengeAndVerifyPerMinute).toBe(0);
      process.env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY = 'lots';
      expect(loadConfig().rateLimit.mfaChallengeAndVerifyPerMinute).toBe(15);
      delete process.env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY;
      // and the rest of [auth.rate_limit] with [auth.email] max_frequency, as the product's config.toml gives them (CLI defaults)
      expect(loadConfig().rateLimit).toEqual({
        signInPerIpPerWindow: 30, signInPerEmailAndIpPerWindow: 10, windowSeconds: 300, backoffSeconds: 30, mfaChallengeAndVerifyPerMinute: 15,
        perAddress: { signInSignUps: 30, tokenRefresh: 150, tokenVerifications: 30, anonymousUsers: 30, web3: 30 },
        emailSentPerHour: 360000, emailMaxFrequencyMs: 1000,
      });
    } finally {
      if (saved === undefined) delete process.env.AUTH_RATE_LIMIT;
      else process.env.AUTH_RATE_LIMIT = saved;
      if (savedMfa === undefined) delete process.env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY;
      else process.env.AUTH_MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY = savedMfa;
    }
  });

  test('TRUST_PROXY_HOPS: 0 unless set to a positive integer', () => {
    const saved = process.env.TRUST_PROXY_HOPS;
    try {
      delete process.env.TRUST_PROXY_HOPS;
      expect(loadConfig().trustProxyHops).toBe(0);
      process.env.TRUST_PROXY_HOPS = '2';
      expect(loadConfig().trustProxyHops).toBe(2);
      process.env.TRUST_PROXY_HOPS = 'yes';
      expect(loadConfig().trustProxyHops).toBe(0);
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY_HOPS;
      else process.env.TRUST_PROXY_HOPS = saved;
    }
  });
});

// The limits off (as the e2e tests run): failures never throttle.
test(`limits of 0 never throttle on ${TEST_DB}`, async () => {
  const off = await startAuthServer({ rateLimit: { signInPerIpPerWindow: 0, signInPerEmailAndIpPerWindow: 0, windowSeconds: 300, backoffSeconds: 30 } });
  try {
    const email = await account(off, 'nolimit');
    for (let i = 0; i < 12; i++) expect((await signIn(off, email, 'wrong-pass')).status).toBe(400);
    expect((await signIn(off, email, PASSWORD)).status).toBe(200);
  } finally {
    await off.close();
  }
}, 120_000); // starts a server of its own: migrations applied, as in a hook
