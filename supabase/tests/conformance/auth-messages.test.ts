// Issue 28 item 6 (Auth): GoTrue's answers for verifyOtp without a type, /reauthenticate without a
// session, and MFA enrolment (POST /factors) without a session, from supabase/auth:
//   internal/api/verify.go VerifyParams.Validate — `if p.Type == ""` first: 400 validation_failed
//     "Verify requires a verification type" (GET and POST alike, before the token is looked at)
//   internal/api/api.go — /reauthenticate behind requireAuthentication only; /factors behind
//     requireAuthentication and requireNotAnonymous
//   internal/api/auth.go requireAuthentication / extractBearerToken — no bearer: 401
//     no_authorization "This endpoint requires a valid Bearer token"; maybeLoadUserOrSession — a JWT
//     without sub (the anon key the gateway forwards): 403 bad_jwt "invalid claim: missing sub claim"
//   internal/api/middleware.go requireNotAnonymous — 403 no_authorization "Anonymous user not
//     allowed to perform these actions"
//   internal/api/reauthenticate.go — a user without e-mail and phone (an anonymous one): 400
//     validation_failed "Reauthentication requires the user to have an email or a phone number"
//   internal/api/mfa.go EnrollFactor — `session == nil || user == nil`: internalServerError "A valid
//     session and a registered user are required to enroll a factor" (500 unexpected_failure)
// auth-js: verifyOtp posts the params as given; reauthenticate() without a session answers
// AuthSessionMissingError ("Auth session missing!") without calling the server, while mfa.enroll()
// sends its request with the client's key as the bearer (jwt: session?.access_token).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signJwt } from '../../server/jwt.ts';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { anonClient, memoryStorage, raw, signedUpUser, startAuthServer } from './auth-helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startAuthServer({ anonymousSignIns: true }); });
afterAll(async () => { await s?.close(); });

const NO_BEARER = { code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' };
const NO_SUB = { code: 'bad_jwt', message: 'invalid claim: missing sub claim' };

/** A valid access token for `sub` that names no session (as tokens minted outside a sign-in do). */
function sessionlessToken(sub: string, extra: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 600, ...extra }, s.cfg.jwtSecret);
}

describe(`verifyOtp without a type on ${TEST_DB}`, () => {
  test('POST /verify: 400 validation_failed "Verify requires a verification type", before the token is looked at', async () => {
    for (const body of [{ email: 'someone@example.com', token: '123456' }, { token_hash: 'abc' }, {}, { type: '', email: 'someone@example.com', token: '123456' }]) {
      const r = await raw(s, 'POST', '/verify', { body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body).toMatchObject({ code: 'validation_failed', message: 'Verify requires a verification type' });
    }
  });

  test('GET /verify without type: the same 400 as JSON (no redirect)', async () => {
    const r = await raw(s, 'GET', '/verify?token=abc&redirect_to=' + encodeURIComponent(s.url), { redirect: 'manual' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation_failed', message: 'Verify requires a verification type' });
  });

  test('supabase-js verifyOtp without a type: AuthApiError 400 validation_failed', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const { data, error } = await anonClient(s).auth.verifyOtp({ email: 'someone@example.com', token: '123456' } as any);
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'validation_failed', message: 'Verify requires a verification type' });
  });
});

describe(`/reauthenticate without a session on ${TEST_DB}`, () => {
  test('no bearer at all: 401 no_authorization; only the apikey (anon key forwarded): 403 bad_jwt missing sub', async () => {
    const none = await raw(s, 'GET', '/reauthenticate', { apikey: null });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject(NO_BEARER);
    const anonKey = await raw(s, 'GET', '/reauthenticate');
    expect(anonKey.status).toBe(403);
    expect(anonKey.body).toMatchObject(NO_SUB);
  });

  test('auth-js reauthenticate() without a session: AuthSessionMissingError, no request', async () => {
    const { error } = await anonClient(s, memoryStorage()).auth.reauthenticate();
    expect(error).toMatchObject({ name: 'AuthSessionMissingError', message: 'Auth session missing!' });
  });

  test('only requireAuthentication guards it: a user\'s token naming no session is served (200, nonce mailed)', async () => {
    const u = await signedUpUser(s, 'reauth-nosession');
    const r = await raw(s, 'GET', '/reauthenticate', { token: sessionlessToken(u.id, { email: u.email }) });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({});
  });

  test('an anonymous user (no e-mail, no phone): 400 validation_failed, not a 403', async () => {
    const client = anonClient(s, memoryStorage());
    expect((await client.auth.signInAnonymously()).error).toBeNull();
    const { error } = await client.auth.reauthenticate();
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Reauthentication requires the user to have an email or a phone number' });
  });
});

describe(`MFA enrolment without a session on ${TEST_DB}`, () => {
  const enroll = (opts: { token?: string; apikey?: string | null }) =>
    raw(s, 'POST', '/factors', { ...opts, body: { factor_type: 'totp', friendly_name: 'phone' } });

  test('no bearer: 401 no_authorization; the anon key: 403 bad_jwt missing sub', async () => {
    const none = await enroll({ apikey: null });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject(NO_BEARER);
    const anonKey = await enroll({});
    expect(anonKey.status).toBe(403);
    expect(anonKey.body).toMatchObject(NO_SUB);
  });

  test('a user\'s token naming no session: 500 unexpected_failure "A valid session and a registered user are required to enroll a factor", nothing enrolled', async () => {
    const u = await signedUpUser(s, 'mfa-nosession');
    const r = await enroll({ token: sessionlessToken(u.id, { email: u.email }) });
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ code: 'unexpected_failure', message: 'A valid session and a registered user are required to enroll a factor' });
    expect((await s.db.query(`select 1 from auth.mfa_factors where user_id = $1`, [u.id])).rows).toHaveLength(0);
  });

  test('auth-js mfa.enroll() without a session sends the anon key as the bearer: AuthApiError 403 bad_jwt', async () => {
    const { error } = await anonClient(s, memoryStorage()).auth.mfa.enroll({ factorType: 'totp' });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 403, ...NO_SUB });
  });

  test('an anonymous user\'s session: 403 no_authorization "Anonymous user not allowed to perform these actions" (requireNotAnonymous), nothing enrolled', async () => {
    const client = anonClient(s, memoryStorage());
    const { data } = await client.auth.signInAnonymously();
    const r = await enroll({ token: data.session!.access_token });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'no_authorization', message: 'Anonymous user not allowed to perform these actions' });
    expect((await s.db.query(`select 1 from auth.mfa_factors where user_id = $1`, [data.user!.id])).rows).toHaveLength(0);
    // the factor routes below /factors share the guard
    const challenge = await raw(s, 'POST', `/factors/${crypto.randomUUID()}/challenge`, { token: data.session!.access_token, body: {} });
    expect([challenge.status, challenge.body.code]).toEqual([403, 'no_authorization']);
  });
});
