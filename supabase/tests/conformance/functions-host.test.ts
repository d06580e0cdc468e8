// The local Edge Functions host (/functions/v1/<name>) against supabase-js's functions client and
// plain fetch: verify_jwt on by default and off per function (config.toml), only JWTs, OPTIONS passed to the function (functions answer their own CORS), the request as the
// function sees it (method, path, query, body, Authorization), the response as it sent it,
// per-server secrets, unknown and failing functions.
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parseFunctionsConfig } from '../../server/functions/index.ts';
import { signJwt } from '../../server/jwt.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const FIXTURE = path.resolve(import.meta.dirname, 'fixture');
let s: TestServer;
let other: TestServer;

const start = (secret: string) => startTestServer({
  migrationsDir: path.join(FIXTURE, 'none'),
  seedFile: null,
  overrides: {
    functionsDir: path.join(FIXTURE, 'functions'),
    functionsConfigFile: path.join(FIXTURE, 'functions', 'config.toml'),
    functionsEnv: { FIXTURE_SECRET: secret },
  },
});

beforeAll(async () => {
  [s, other] = await Promise.all([start('first'), start('second')]);
});
afterAll(async () => { await Promise.all([s?.close(), other?.close()]); });

const fn = (srv: TestServer, name: string) => `${srv.url}/functions/v1/${name}`;

describe('verify_jwt', () => {
  test('on by default: no token is 401 "Missing authorization header"; a bad one "Invalid JWT"', async () => {
    const none = await fetch(fn(s, 'echo'), { method: 'POST' });
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const bad = await fetch(fn(s, 'echo'), { method: 'POST', headers: { Authorization: 'Bearer not.a.jwt' } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toEqual({ msg: 'Invalid JWT' });
    const forged = signJwt({ role: 'service_role', exp: Math.floor(Date.now() / 1000) + 60 }, 'another-secret-of-at-least-32-characters!!');
    expect((await fetch(fn(s, 'echo'), { method: 'POST', headers: { Authorization: `Bearer ${forged}` } })).status).toBe(401);
    const expired = signJwt({ role: 'authenticated', sub: 'x', exp: Math.floor(Date.now() / 1000) - 10 }, s.cfg.jwtSecret);
    expect((await fetch(fn(s, 'echo'), { method: 'POST', headers: { Authorization: `Bearer ${expired}` } })).status).toBe(401);
  });

  test('the anon key or a user token pass; the publishable key does not (verify_jwt accepts only JWTs: api-keys.test.ts)', async () => {
    const anon = await fetch(fn(s, 'echo'), { method: 'POST', headers: { Authorization: `Bearer ${s.anonKey}` } });
    expect(anon.status).toBe(200);
    const user = signJwt({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: Math.floor(Date.now() / 1000) + 60 }, s.cfg.jwtSecret);
    const asUser = await fetch(fn(s, 'echo'), { method: 'POST', headers: { Authorization: `Bearer ${user}` } });
    expect((await asUser.json()).authorization).toBe(`Bearer ${user}`);
    const publishable = await fetch(fn(s, 'echo'), { method: 'POST', headers: { apikey: s.cfg.publishableKey } });
    expect(publishable.status).toBe(401);
    expect(await publishable.json()).toEqual({ msg: 'Error: Missing authorization header' });
  });

  test('off for a function in config.toml: called with no token at all', async () => {
    const r = await fetch(fn(s, 'open-door'), { method: 'PUT', body: 'x' });
    expect(r.status).toBe(201);
    expect(await r.text()).toBe('open PUT');
    expect(r.headers.get('set-cookie')).toBe('a=1');
  });

  test('OPTIONS reaches the function without a token, and its CORS headers are its own', async () => {
    const r = await fetch(fn(s, 'echo'), { method: 'OPTIONS', headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST' } });
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('ok');
    expect(r.headers.get('access-control-allow-headers')).toBe('authorization, x-client-info, apikey, content-type');
    // nothing added by the host to a function that sets no CORS header
    const open = await fetch(fn(s, 'open-door'), { method: 'POST', headers: { Origin: 'http://example.test' } });
    expect(open.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the request and the response', () => {
  test('supabase.functions.invoke: JSON body, method, sub-path and query as sent; the response as the function wrote it', async () => {
    const client = createClient(s.url, s.anonKey, { auth: { persistSession: false } });
    const { data, error } = await client.functions.invoke('echo', { body: { hello: 'world' } });
    expect(error).toBeNull();
    expect(data).toMatchObject({ method: 'POST', path: '/echo', body: '{"hello":"world"}', authorization: `Bearer ${s.anonKey}` });
    const r = await fetch(`${fn(s, 'echo')}/sub/path?x=1&y=2`, { headers: { Authorization: `Bearer ${s.anonKey}` } });
    expect(r.headers.get('x-fixture')).toBe('echo');
    expect(await r.json()).toMatchObject({ method: 'GET', path: '/echo/sub/path', search: '?x=1&y=2', body: null });
  });

  test('secrets per server: each function sees its server\'s environment and the platform\'s SUPABASE_* values', async () => {
    const a = await (await fetch(fn(s, 'echo'), { method: 'POST', headers: { Authorization: `Bearer ${s.anonKey}` } })).json();
    const b = await (await fetch(fn(other, 'echo'), { method: 'POST', headers: { Authorization: `Bearer ${other.anonKey}` } })).json();
    expect([a.secret, b.secret]).toEqual(['first', 'second']);
    expect(a.supabaseUrl).toBe(s.url);
    expect(a.hasServiceKey).toBe(true);
  });

  test('unknown function 404; a function that throws 500 and the server stays up', async () => {
    const auth = { Authorization: `Bearer ${s.anonKey}` };
    for (const name of ['nope', '_shared', '..%2Fsecrets']) {
      const r = await fetch(fn(s, name), { method: 'POST', headers: auth });
      expect(r.status).toBe(404);
    }
    expect(await (await fetch(fn(s, 'nope'), { method: 'POST', headers: auth })).json())
      .toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
    const boom = await fetch(fn(s, 'boom'), { method: 'POST', headers: auth });
    expect(boom.status).toBe(500);
    expect((await boom.json()).code).toBe('WORKER_ERROR');
    expect((await fetch(fn(s, 'open-door'))).status).toBe(201);
  });
});

test('config.toml: [functions.<name>] verify_jwt, other tables ignored', () => {
  expect(parseFunctionsConfig('[api]\nverify_jwt = false\n[functions.a]\nverify_jwt = false # c\n[functions."b-c"]\nverify_jwt=true\n[db]\n'))
    .toEqual({ a: { verifyJwt: false }, 'b-c': { verifyJwt: true } });
});
