// JWT signing keys as on a new hosted project (and `supabase start` since CLI v2.71.2): GoTrue signs
// access tokens with the one asymmetric key whose key_ops include "sign" (ES256 by default, RS256
// from `[auth] signing_keys_path`), its kid in the header; GET /auth/v1/.well-known/jwks.json
// serves the public halves only (GoTrue api/jwks.go, conf/jwk.go); supabase-js getClaims() verifies
// them locally through that JWKS. PostgREST, Storage, Realtime and the Edge Runtime's verify_jwt
// accept tokens signed by a key in the JWKS and refuse any other; the legacy HS256 secret keeps
// verifying (legacy anon / service_role keys, older tokens) as it does on a hosted project while
// it is "previously used" and not revoked.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { CLI_DEFAULT_SIGNING_KEY, loadJwtKeys, signJwt } from '../../server/jwt.ts';
import { CONFORMANCE_MIGRATIONS, startTestServer, type TestServer } from '../helpers/server.ts';
import { subscribe } from './realtime-helpers.ts';

const FUNCTIONS = path.resolve(import.meta.dirname, 'fixture', 'functions');
const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
const PASSWORD = 'Str0ng-Passw0rd!';

type Jwk = Record<string, unknown> & { kid?: string; kty?: string; alg?: string };

/** A fresh private JWK as `supabase gen signing-key` writes it. */
function genKey(alg: 'ES256' | 'RS256', kid: string = crypto.randomUUID()): Jwk {
  const { privateKey } = alg === 'ES256'
    ? crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' })
    : crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid, use: 'sig', key_ops: ['sign', 'verify'], alg, ext: true };
}

const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));

function startWith(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  return startTestServer({
    migrationsDir: CONFORMANCE_MIGRATIONS,
    overrides: { functionsDir: FUNCTIONS, functionsConfigFile: path.join(FUNCTIONS, 'config.toml'), ...overrides },
  });
}

/** A confirmed user created through the admin API, signed in with a password: GoTrue's own token. */
async function signIn(s: TestServer): Promise<{ id: string; token: string }> {
  const admin = createClient(s.url, s.serviceRoleKey, { auth: noSession });
  const email = `keys-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const created = await admin.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(created.error).toBeNull();
  const client = createClient(s.url, s.anonKey, { auth: noSession });
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  expect(error).toBeNull();
  return { id: created.data.user!.id, token: data.session!.access_token };
}

async function jwks(s: TestServer): Promise<{ status: number; cacheControl: string | null; body: { keys: Jwk[] } }> {
  const r = await fetch(`${s.url}/auth/v1/.well-known/jwks.json`);
  return { status: r.status, cacheControl: r.headers.get('cache-control'), body: await r.json() };
}

const PRIVATE_FIELDS = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'];

let s: TestServer;
let user: { id: string; token: string };
beforeAll(async () => {
  s = await startWith();
  user = await signIn(s);
});
afterAll(async () => { await s?.close(); });

describe('default keys (no signing_keys_path): the CLI\'s ES256 key', () => {
  test('the JWKS serves the public key only, cached 10 minutes', async () => {
    const j = await jwks(s);
    expect(j.status).toBe(200);
    expect(j.cacheControl).toBe('public, max-age=600');
    expect(j.body).toEqual({
      keys: [{
        kty: 'EC', crv: 'P-256', x: CLI_DEFAULT_SIGNING_KEY.x, y: CLI_DEFAULT_SIGNING_KEY.y,
        kid: CLI_DEFAULT_SIGNING_KEY.kid, alg: 'ES256', use: 'sig', key_ops: ['verify'],
      }],
    });
  });

  test('an access token\'s header names a kid found in the JWKS with an ES256 key, and the key verifies it', async () => {
    const header = headerOf(user.token);
    expect(header).toEqual({ alg: 'ES256', kid: CLI_DEFAULT_SIGNING_KEY.kid, typ: 'JWT' });
    const key = (await jwks(s)).body.keys.find((k) => k.kid === header.kid);
    expect(key?.alg).toBe('ES256');
    const [h, b, sig] = user.token.split('.');
    const pub = crypto.createPublicKey({ key: key as crypto.JsonWebKey, format: 'jwk' });
    expect(crypto.verify('sha256', Buffer.from(`${h}.${b}`), { key: pub, dsaEncoding: 'ieee-p1363' }, Buffer.from(sig, 'base64url'))).toBe(true);
  });

  test('refreshed tokens are signed the same way', async () => {
    const client = createClient(s.url, s.anonKey, { auth: noSession });
    const email = `refresh-${crypto.randomBytes(4).toString('hex')}@example.com`;
    await createClient(s.url, s.serviceRoleKey, { auth: noSession }).auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const first = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const refreshed = await client.auth.refreshSession({ refresh_token: first.data.session!.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(headerOf(refreshed.data.session!.access_token)).toMatchObject({ alg: 'ES256', kid: CLI_DEFAULT_SIGNING_KEY.kid });
  });

  test('supabase-js getClaims() verifies locally against the JWKS (no /user round trip)', async () => {
    const urls: string[] = [];
    const client = createClient(s.url, s.anonKey, {
      auth: noSession,
      global: { fetch: (input, init) => { urls.push(String(input instanceof Request ? input.url : input)); return fetch(input, init); } },
    });
    const { data, error } = await client.auth.getClaims(user.token);
    expect(error).toBeNull();
    expect(data?.claims).toMatchObject({ sub: user.id, role: 'authenticated' });
    expect(data?.header).toMatchObject({ alg: 'ES256', kid: CLI_DEFAULT_SIGNING_KEY.kid });
    expect(urls.some((u) => u.endsWith('/auth/v1/.well-known/jwks.json'))).toBe(true);
    expect(urls.some((u) => u.includes('/auth/v1/user'))).toBe(false);

    // a token signed by a key outside the JWKS, under the project's kid: the local check refuses it
    const forged = signJwt(JSON.parse(Buffer.from(user.token.split('.')[1], 'base64url').toString('utf8')),
      loadJwtKeys('unused-secret-unused-secret-unused', [genKey('ES256', CLI_DEFAULT_SIGNING_KEY.kid)]));
    const bad = await client.auth.getClaims(forged);
    expect(bad.data).toBeNull();
    expect(bad.error?.message).toBe('Invalid JWT signature');
  });

  test('every verifier accepts the ES256 token', async () => {
    expect(headerOf(user.token).alg).toBe('ES256');
    const r = await fetch(`${s.url}/rest/v1/notes?select=title`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${user.token}` } });
    expect(r.status).toBe(200);
    const u = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${user.token}` } });
    expect(u.status).toBe(200);
    expect((await u.json()).id).toBe(user.id);
    const st = await fetch(`${s.url}/storage/v1/bucket`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${user.token}` } });
    expect(st.status).toBe(200);
    const rt = await fetch(`${s.url}/realtime/v1/api/broadcast`, {
      method: 'POST',
      headers: { apikey: s.anonKey, Authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ topic: 'keys', event: 'e', payload: {} }] }),
    });
    expect(rt.status).toBe(202);
  });
});

describe('a token signed with a key not in the JWKS is refused everywhere', () => {
  const claims = () => ({ sub: user.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600, session_id: crypto.randomUUID() });
  const foreignKid = crypto.randomUUID();
  // its own kid (not in the JWKS), and the project's kid with the wrong key
  const unknownKid = () => signJwt(claims(), loadJwtKeys('x'.repeat(32), [genKey('ES256', foreignKid)]));
  const wrongKey = () => signJwt(claims(), loadJwtKeys('x'.repeat(32), [genKey('ES256', CLI_DEFAULT_SIGNING_KEY.kid)]));
  const rsaUnknown = () => signJwt(claims(), loadJwtKeys('x'.repeat(32), [genKey('RS256', foreignKid)]));

  test('REST: 401 PGRST301 as PostgREST words it (no key for the kid / bad signature)', async () => {
    for (const token of [unknownKid(), rsaUnknown()]) {
      const r = await fetch(`${s.url}/rest/v1/notes?select=title`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${token}` } });
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ code: 'PGRST301', message: 'No suitable key or wrong key type', details: 'No suitable key was found to decode the JWT', hint: null });
      expect(r.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="No suitable key or wrong key type"');
    }
    const r = await fetch(`${s.url}/rest/v1/notes?select=title`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${wrongKey()}` } });
    expect(r.status).toBe(401);
    expect(await r.json()).toEqual({ code: 'PGRST301', message: 'JWT cryptographic operation failed', details: null, hint: null });
  });

  test('Auth: 403 bad_jwt with GoTrue\'s keyfunc error', async () => {
    const r = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${unknownKid()}` } });
    expect(r.status).toBe(403);
    expect(await r.json()).toMatchObject({ error_code: 'bad_jwt', msg: `invalid JWT: unable to parse or verify signature, token is unverifiable: error while executing keyfunc: invalid kid: ${foreignKid}` });
    const w = await fetch(`${s.url}/auth/v1/user`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${wrongKey()}` } });
    expect(w.status).toBe(403);
    expect(await w.json()).toMatchObject({ error_code: 'bad_jwt', msg: 'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid' });
  });

  test('Storage: 403 AccessDenied', async () => {
    for (const token of [unknownKid(), wrongKey()]) {
      const r = await fetch(`${s.url}/storage/v1/bucket`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${token}` } });
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
    }
  });

  test('Realtime: REST broadcast 401, channel join refused with JwtSignatureError', async () => {
    for (const token of [unknownKid(), wrongKey()]) {
      const r = await fetch(`${s.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: s.anonKey, Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: 'keys', event: 'e', payload: {} }] }),
      });
      expect(r.status).toBe(401);
    }
    const c = createClient(s.url, s.anonKey, { accessToken: async () => unknownKid(), realtime: { heartbeatIntervalMs: 60_000 } });
    await c.realtime.setAuth(unknownKid());
    const err = await subscribe(c.channel('keys-join').on('broadcast', { event: 'x' }, () => {})).then(() => null, (e: Error) => e);
    expect(err?.message).toContain('JwtSignatureError: Failed to validate JWT signature');
    await c.removeAllChannels();
    c.realtime.disconnect();
  });

  test('Edge Functions verify_jwt: 401 Invalid JWT (the ES256 token itself passes the gate)', async () => {
    for (const token of [unknownKid(), wrongKey()]) {
      const r = await fetch(`${s.url}/functions/v1/echo`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
      expect(r.status).toBe(401);
      expect(await r.json()).toEqual({ msg: 'Invalid JWT' });
    }
  });
});

describe('the legacy HS256 secret, as on a hosted project during migration', () => {
  const hs = (secret: string) => signJwt({ sub: user.id, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 }, secret);

  test('tokens signed with the legacy secret still verify; the legacy anon and service_role keys still work', async () => {
    const r = await fetch(`${s.url}/rest/v1/notes?select=title`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${hs(s.cfg.jwtSecret)}` } });
    expect(r.status).toBe(200);
    expect(headerOf(s.anonKey).alg).toBe('HS256');
    const svc = createClient(s.url, s.serviceRoleKey, { auth: noSession });
    expect((await svc.from('notes').select('title')).error).toBeNull();
  });

  test('the secret is never in the JWKS', async () => {
    const keys = (await jwks(s)).body.keys;
    expect(keys.every((k) => k.kty !== 'oct')).toBe(true);
    for (const k of keys) for (const f of PRIVATE_FIELDS) expect(k).not.toHaveProperty(f);
  });

  test('an HS256 token signed with another secret is refused (PGRST301)', async () => {
    const r = await fetch(`${s.url}/rest/v1/notes?select=title`, { headers: { apikey: s.anonKey, Authorization: `Bearer ${hs('another-secret-another-secret-another')}` } });
    expect(r.status).toBe(401);
    expect(await r.json()).toMatchObject({ code: 'PGRST301', message: 'JWT cryptographic operation failed' });
  });
});

describe('[auth] signing_keys_path (RS256)', () => {
  let dir: string;
  let rs: TestServer;
  let rsKey: Jwk;
  const writeConfig = (keys: unknown, name = 'config.toml') => {
    fs.writeFileSync(path.join(dir, 'keys.json'), JSON.stringify(keys));
    fs.writeFileSync(path.join(dir, name), '[auth]\nsigning_keys_path = "./keys.json"\n');
    return path.join(dir, name);
  };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-keys-'));
    rsKey = genKey('RS256');
    // a verify-only key next to the signing key: published, accepted, never used to sign
    const standby = { ...genKey('ES256'), key_ops: ['verify'] };
    rs = await startWith({ configFile: writeConfig([rsKey, standby]) });
  });
  afterAll(async () => {
    await rs?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the JWKS lists each key\'s public half; tokens are RS256 with the signing key\'s kid; getClaims verifies', async () => {
    const keys = (await jwks(rs)).body.keys;
    expect(keys.map((k) => [k.kty, k.alg])).toEqual([['RSA', 'RS256'], ['EC', 'ES256']]);
    expect(keys[0]).toEqual({ kty: 'RSA', n: rsKey.n, e: rsKey.e, kid: rsKey.kid, alg: 'RS256', use: 'sig', key_ops: ['verify'] });
    for (const k of keys) for (const f of PRIVATE_FIELDS) expect(k).not.toHaveProperty(f);
    const u = await signIn(rs);
    expect(headerOf(u.token)).toEqual({ alg: 'RS256', kid: rsKey.kid, typ: 'JWT' });
    const client: SupabaseClient = createClient(rs.url, rs.anonKey, { auth: noSession });
    const { data, error } = await client.auth.getClaims(u.token);
    expect(error).toBeNull();
    expect(data?.claims.sub).toBe(u.id);
    const r = await fetch(`${rs.url}/rest/v1/notes?select=title`, { headers: { apikey: rs.anonKey, Authorization: `Bearer ${u.token}` } });
    expect(r.status).toBe(200);
  });

  test('the CLI\'s default key is not accepted once the project has its own keys', async () => {
    const t = signJwt({ sub: user.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 }, loadJwtKeys('x'.repeat(32)));
    const r = await fetch(`${rs.url}/rest/v1/notes?select=title`, { headers: { apikey: rs.anonKey, Authorization: `Bearer ${t}` } });
    expect(r.status).toBe(401);
    expect((await r.json()).code).toBe('PGRST301');
  });

  test('a bad keys file stops the start with the reason (GoTrue\'s Validate)', () => {
    const load = (keys: unknown) => () => loadConfig({ configFile: writeConfig(keys, 'bad.toml'), dataDir: 'memory://' });
    expect(load([genKey('ES256'), genKey('RS256')])).toThrow('multiple signing keys detected, only 1 signing key is supported');
    expect(load([{ ...genKey('ES256'), key_ops: ['verify'] }])).toThrow('no signing key detected');
    expect(load([{ ...genKey('ES256'), alg: 'HS256' }])).toThrow('alg must be ES256 or RS256');
    expect(load({ keys: [] })).toThrow('expected a JSON array of JWKs');
    fs.writeFileSync(path.join(dir, 'bad.toml'), '[auth]\nsigning_keys_path = "./missing.json"\n');
    expect(() => loadConfig({ configFile: path.join(dir, 'bad.toml'), dataDir: 'memory://' })).toThrow(/auth\.signing_keys_path: cannot read signing keys from .*missing\.json/);
  });
});
