// Sign-up and password sign-in through the real supabase-js, checked against GoTrue's answers:
// session shape, user shape, JWT claims, triggers on auth.users, and the error codes/statuses.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { signJwt } from '../../server/jwt.ts';
import { anonClient, decodeJwt, memoryStorage, raw, startAuthServer, uniqueEmail } from './auth-helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startAuthServer(); });
afterAll(async () => { await s?.close(); });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe(`sign-up on ${TEST_DB}`, () => {
  test('signUp returns a session (auto-confirm), the user with its metadata, and the profile trigger ran', async () => {
    const sb = anonClient(s);
    const email = uniqueEmail('Signup').replace('signup', 'SignUp');
    const { data, error } = await sb.auth.signUp({ email, password: 'password-123', options: { data: { full_name: 'Ada Lovelace', plan: 'pro' } } });
    expect(error).toBeNull();
    const user = data.user!;
    const session = data.session!;
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(session.expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3500);
    expect(user.email).toBe(email.toLowerCase());
    expect(user).toMatchObject({ aud: 'authenticated', role: 'authenticated', phone: '', is_anonymous: false });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.user_metadata).toEqual({
      sub: user.id, email: email.toLowerCase(), email_verified: true, phone_verified: false, full_name: 'Ada Lovelace', plan: 'pro',
    });
    expect(user.email_confirmed_at).toMatch(ISO);
    expect(user.confirmed_at).toMatch(ISO);
    expect(user.last_sign_in_at).toMatch(ISO);
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      id: user.id, user_id: user.id, provider: 'email', email: email.toLowerCase(),
      identity_data: { sub: user.id, email: email.toLowerCase(), email_verified: false, phone_verified: false, full_name: 'Ada Lovelace', plan: 'pro' },
    });
    expect(user.identities![0].identity_id).toMatch(/^[0-9a-f-]{36}$/);

    // The security definer trigger saw the sign-up data (raw_user_meta_data = options.data at INSERT time).
    const p = await s.db.query(`select email, full_name from public.auth_profiles where id = $1`, [user.id]);
    expect(p.rows).toEqual([{ email: email.toLowerCase(), full_name: 'Ada Lovelace' }]);
    // The identity row and a session exist, the password is a bcrypt hash pgcrypto can verify.
    const row = await s.db.query<{ ok: boolean; prefix: string }>(
      `select encrypted_password = extensions.crypt('password-123', encrypted_password) as ok, left(encrypted_password, 7) as prefix
         from auth.users where id = $1`, [user.id]);
    expect(row.rows[0]).toEqual({ ok: true, prefix: '$2a$10$' });
    const counts = await s.db.query<{ i: number; s: number; r: number }>(
      `select (select count(*)::int from auth.identities where user_id = $1) as i,
              (select count(*)::int from auth.sessions where user_id = $1) as s,
              (select count(*)::int from auth.refresh_tokens where user_id = $1::text and not revoked) as r`, [user.id]);
    expect(counts.rows[0]).toEqual({ i: 1, s: 1, r: 1 });
  });

  test('access token carries the Supabase claims', async () => {
    const sb = anonClient(s);
    const email = uniqueEmail('claims');
    const { data } = await sb.auth.signUp({ email, password: 'password-123', options: { data: { full_name: 'C' } } });
    const claims = decodeJwt(data.session!.access_token);
    const header = JSON.parse(Buffer.from(data.session!.access_token.split('.')[0], 'base64url').toString());
    // signed with the project's signing key (the CLI's default ES256 key), kid in the header
    expect(header).toEqual({ alg: 'ES256', kid: 'b81269f1-21d8-4f2e-b719-c2240a840d90', typ: 'JWT' });
    expect(claims).toMatchObject({
      iss: `${s.url}/auth/v1`,
      sub: data.user!.id,
      aud: 'authenticated',
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      is_anonymous: false,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'C', email_verified: true },
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
    const sess = await s.db.query(`select 1 from auth.sessions where id = $1 and user_id = $2`, [claims.session_id, data.user!.id]);
    expect(sess.rows).toHaveLength(1);
  });

  test('signUp with an existing confirmed e-mail → 422 user_already_exists', async () => {
    const sb = anonClient(s);
    const email = uniqueEmail('dup');
    expect((await sb.auth.signUp({ email, password: 'password-123' })).error).toBeNull();
    const { data, error } = await sb.auth.signUp({ email: email.toUpperCase(), password: 'other-password' });
    expect(data).toEqual({ user: null, session: null });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 422, code: 'user_already_exists', message: 'User already registered' });
  });

  test('weak password → 422 weak_password with reasons', async () => {
    const { error } = await anonClient(s).auth.signUp({ email: uniqueEmail('weak'), password: '1234567' });
    expect(error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.', reasons: ['length'] });
    const r = await raw(s, 'POST', '/signup', { body: { email: uniqueEmail('weak'), password: 'abc' } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual({
      code: 'weak_password', error_code: 'weak_password', message: 'Password should be at least 8 characters.',
      msg: 'Password should be at least 8 characters.', weak_password: { reasons: ['length'] },
    });
  });

  test('bad e-mail → 400 validation_failed', async () => {
    const { error } = await anonClient(s).auth.signUp({ email: 'not-an-email', password: 'password-123' });
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
  });

  test('missing password → 400 validation_failed; no e-mail at all → anonymous sign-ins disabled', async () => {
    const r = await raw(s, 'POST', '/signup', { body: { email: uniqueEmail('nopw') } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation_failed', message: 'Signup requires a valid password' });
    const { error } = await anonClient(s).auth.signInAnonymously();
    expect(error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
  });

  test('password over 72 characters → 400 validation_failed', async () => {
    const r = await raw(s, 'POST', '/signup', { body: { email: uniqueEmail('long'), password: 'x'.repeat(73) } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation_failed', message: 'Password cannot be longer than 72 characters' });
  });

  test('a failing trigger on auth.users → 500 "Database error saving new user", nothing created', async () => {
    const { data, error } = await anonClient(s).auth.signUp({ email: 'trigger-fails@example.com', password: 'password-123' });
    expect(data.user).toBeNull();
    // auth-js treats 5xx as retryable and does not read the code.
    expect(error).toMatchObject({ name: 'AuthRetryableFetchError', status: 500, message: 'Database error saving new user' });
    const r = await raw(s, 'POST', '/signup', { body: { email: 'trigger-fails@example.com', password: 'password-123' } });
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ code: 'unexpected_failure', message: 'Database error saving new user' });
    const n = await s.db.query<{ n: number }>(`select count(*)::int as n from auth.users where email = 'trigger-fails@example.com'`);
    expect(n.rows[0].n).toBe(0);
  });

  test('a trigger writing to public without security definer fails as on a hosted project', async () => {
    const r = await raw(s, 'POST', '/signup', { body: { email: 'someone@no-definer.test', password: 'password-123' } });
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ code: 'unexpected_failure', message: 'Database error saving new user' });
  });

  test('malformed JSON → 400 bad_json', async () => {
    const r = await raw(s, 'POST', '/signup', { rawBody: '{"email":' });
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('bad_json');
    expect(r.body.message).toMatch(/^Could not parse request body as JSON: /);
  });
});

describe(`password sign-in on ${TEST_DB}`, () => {
  const email = uniqueEmail('signin');
  beforeAll(async () => {
    const { error } = await anonClient(s).auth.signUp({ email, password: 'correct-horse' });
    expect(error).toBeNull();
  });

  test('signInWithPassword returns a session and SIGNED_IN', async () => {
    const storage = memoryStorage();
    const sb = anonClient(s, storage);
    const events: string[] = [];
    sb.auth.onAuthStateChange((event) => { events.push(event); });
    const { data, error } = await sb.auth.signInWithPassword({ email: email.toUpperCase(), password: 'correct-horse' });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.session!.user.id).toBe(data.user!.id);
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
    const stored = JSON.parse(storage.getItem('sb-localhost-auth-token')!);
    expect(stored).toMatchObject({ access_token: data.session!.access_token, refresh_token: data.session!.refresh_token, token_type: 'bearer' });
    // A second sign-in is a second session.
    const again = await anonClient(s).auth.signInWithPassword({ email, password: 'correct-horse' });
    expect(decodeJwt(again.data.session!.access_token).session_id).not.toBe(decodeJwt(data.session!.access_token).session_id);
  });

  test('wrong password and unknown e-mail → 400 invalid_credentials', async () => {
    const wrong = await anonClient(s).auth.signInWithPassword({ email, password: 'wrong-password' });
    expect(wrong.data).toEqual({ user: null, session: null });
    expect(wrong.error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
    const unknown = await anonClient(s).auth.signInWithPassword({ email: uniqueEmail('nobody'), password: 'whatever-1' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  test('error bodies: versioned (2024-01-01, header echoed) and legacy', async () => {
    const v = await raw(s, 'POST', '/token?grant_type=password', { body: { email, password: 'nope-nope' } });
    expect(v.status).toBe(400);
    expect(v.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(v.headers.get('x-sb-error-code')).toBe('invalid_credentials');
    expect(v.headers.get('access-control-expose-headers')).toMatch(/X-Supabase-Api-Version/);
    expect(v.body).toEqual({ code: 'invalid_credentials', error_code: 'invalid_credentials', message: 'Invalid login credentials', msg: 'Invalid login credentials' });
    const legacy = await raw(s, 'POST', '/token?grant_type=password', { body: { email, password: 'nope-nope' }, versioned: false });
    expect(legacy.headers.get('x-supabase-api-version')).toBeNull();
    expect(legacy.body).toEqual({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials', message: 'Invalid login credentials' });
  });

  test('missing e-mail → validation_failed; unknown grant → 400', async () => {
    const r = await raw(s, 'POST', '/token?grant_type=password', { body: { password: 'x' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation_failed', message: 'missing email or phone' });
    const g = await raw(s, 'POST', '/token?grant_type=magic', { body: {} });
    expect(g.status).toBe(400);
    expect(g.body).toMatchObject({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
  });

  test('unconfirmed and banned users cannot sign in', async () => {
    const unconfirmed = uniqueEmail('unconfirmed');
    await s.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
               extensions.crypt('password-123', extensions.gen_salt('bf')), now(), now())`, [unconfirmed]);
    const u = await anonClient(s).auth.signInWithPassword({ email: unconfirmed, password: 'password-123' });
    expect(u.error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });
    await s.db.query(`update auth.users set email_confirmed_at = now(), banned_until = now() + interval '1 day' where email = $1`, [unconfirmed]);
    const b = await anonClient(s).auth.signInWithPassword({ email: unconfirmed, password: 'password-123' });
    expect(b.error).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' });
  });

  test('users seeded with pgcrypto crypt() ($2a$06$) sign in', async () => {
    const seeded = uniqueEmail('seeded');
    const r = await s.db.query<{ h: string }>(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
               extensions.crypt('seed-pass-1', extensions.gen_salt('bf')), now(), '{"provider":"email","providers":["email"],"role":"admin"}',
               '{"full_name":"Seeded"}', now(), now())
       returning encrypted_password as h`, [seeded]);
    expect(r.rows[0].h.startsWith('$2a$06$')).toBe(true);
    const { data, error } = await anonClient(s).auth.signInWithPassword({ email: seeded, password: 'seed-pass-1' });
    expect(error).toBeNull();
    expect(data.user!.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'admin' });
    expect(data.user!.user_metadata).toEqual({ full_name: 'Seeded' });
    expect(data.user!.identities).toEqual([]);
    expect(decodeJwt(data.session!.access_token).app_metadata.role).toBe('admin');
    // A short seeded password signs in but is reported weak, as GoTrue does.
    const short = uniqueEmail('short');
    await s.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
               extensions.crypt('abc', extensions.gen_salt('bf')), now(), now(), now())`, [short]);
    const w = await anonClient(s).auth.signInWithPassword({ email: short, password: 'abc' });
    expect(w.error).toBeNull();
    expect(w.data.weakPassword).toEqual({ message: 'Password should be at least 8 characters.', reasons: ['length'] });
  });
});

describe(`GET /user on ${TEST_DB}`, () => {
  let token: string;
  let userId: string;
  beforeAll(async () => {
    const { data } = await anonClient(s).auth.signUp({ email: uniqueEmail('getuser'), password: 'password-123' });
    token = data.session!.access_token;
    userId = data.user!.id;
  });

  test('getUser returns the current user', async () => {
    const sb = anonClient(s, memoryStorage());
    const email = uniqueEmail('me');
    await sb.auth.signUp({ email, password: 'password-123', options: { data: { n: 1 } } });
    const { data, error } = await sb.auth.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { n: 1 } });
    const r = await raw(s, 'GET', '/user', { token });
    expect(r.status).toBe(200);
    expect(r.body.id).toBe(userId);
  });

  test('expired access token → 403 bad_jwt', async () => {
    const claims = decodeJwt(token);
    const expired = signJwt({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 }, s.cfg.jwtSecret);
    const r = await raw(s, 'GET', '/user', { token: expired });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'bad_jwt', message: 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired' });
    const { data, error } = await anonClient(s).auth.getUser(expired);
    expect(data.user).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 403, code: 'bad_jwt' });
  });

  test('forged, malformed, sub-less and missing tokens', async () => {
    const forged = signJwt(decodeJwt(token), 'another-secret-another-secret-another-secret');
    const f = await raw(s, 'GET', '/user', { token: forged });
    expect(f.status).toBe(403);
    expect(f.body).toMatchObject({ code: 'bad_jwt', message: 'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid' });
    const m = await raw(s, 'GET', '/user', { token: 'garbage' });
    expect(m.body).toMatchObject({ code: 'bad_jwt', message: 'invalid JWT: unable to parse or verify signature, token is malformed: token contains an invalid number of segments' });
    // Only the apikey: the gateway forwards the anon key, which has no sub.
    const anon = await raw(s, 'GET', '/user');
    expect(anon.status).toBe(403);
    expect(anon.body).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
    const none = await raw(s, 'GET', '/user', { apikey: null });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' });
  });

  test('a token for a deleted user → 403 user_not_found', async () => {
    const { data } = await anonClient(s).auth.signUp({ email: uniqueEmail('gone'), password: 'password-123' });
    await s.db.query(`delete from auth.users where id = $1`, [data.user!.id]);
    const r = await raw(s, 'GET', '/user', { token: data.session!.access_token });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'user_not_found', message: 'User from sub claim in JWT does not exist' });
  });

  test('settings, health and jwks', async () => {
    const st = await raw(s, 'GET', '/settings');
    expect(st.status).toBe(200);
    expect(st.body).toMatchObject({ disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false, external: { email: true, phone: false, google: false } });
    const h = await raw(s, 'GET', '/health');
    expect(h.body).toMatchObject({ name: 'GoTrue' });
    const j = await raw(s, 'GET', '/.well-known/jwks.json');
    // the signing key's public half (auth-signing-keys.test.ts covers the JWKS in full)
    expect(j.body.keys.map((k: { kid: string; alg: string }) => [k.kid, k.alg])).toEqual([['b81269f1-21d8-4f2e-b719-c2240a840d90', 'ES256']]);
  });
});
