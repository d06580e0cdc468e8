// The publishable / secret key pair as a new hosted project answers it, written from Supabase's
// docs (guides/api/api-keys, "Known limitations and compatibility differences" and the secret
// keys' checks) and the hosted gateway's observed refusal body:
//   - a secret key sent from a browser (the check "matches on the User-Agent header") is refused
//     with 401 {"message":"Forbidden use of secret API key in browser","hint":…} on every API;
//   - `Authorization: Bearer sb_…` counts only when it equals the apikey header;
//   - Edge Functions' verify_jwt accepts only JWTs: the opaque keys need verify_jwt = false;
//   - functions read the keys from SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS
//     ({"default":"sb_…"}, as `supabase functions serve` injects them, with SUPABASE_JWKS), else
//     from the legacy SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY.
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { supabaseKeys } from '../../functions/_shared/env.ts';
import { signJwt } from '../../server/jwt.ts';
import { CONFORMANCE_MIGRATIONS, startTestServer, type TestServer } from '../helpers/server.ts';

const FUNCTIONS = path.resolve(import.meta.dirname, 'fixture', 'functions');
const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const REFUSAL = {
  message: 'Forbidden use of secret API key in browser',
  hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!',
};

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({
    migrationsDir: CONFORMANCE_MIGRATIONS,
    overrides: { functionsDir: FUNCTIONS, functionsConfigFile: path.join(FUNCTIONS, 'config.toml') },
  });
});
afterAll(async () => { await s?.close(); });

const get = (p: string, headers: Record<string, string>, init: RequestInit = {}) => fetch(`${s.url}${p}`, { ...init, headers });

function upgradeStatus(query: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${s.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`, { headers });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => { body += c.toString('utf8'); });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('open', () => {
      ws.terminate();
      resolve({ status: 101, body: '' });
    });
    ws.on('error', (e) => {
      if (!String(e.message).includes('Unexpected server response')) reject(e);
    });
  });
}

describe('a secret key from a browser', () => {
  const calls = (): [string, string, RequestInit?][] => [
    ['REST', '/rest/v1/secrets?select=id'],
    ['Auth (admin)', '/auth/v1/admin/users?per_page=1'],
    ['Storage', '/storage/v1/bucket'],
    ['Functions (verify_jwt off)', '/functions/v1/open-door', { method: 'POST' }],
    ['Realtime REST broadcast', '/realtime/v1/api/broadcast', { method: 'POST', body: JSON.stringify({ messages: [{ topic: 't', event: 'e', payload: {} }] }) }],
  ];

  test('is refused with 401 and the hosted body on every API', async () => {
    for (const [label, p, init] of calls()) {
      const r = await get(p, { apikey: s.cfg.secretKey, Authorization: `Bearer ${s.cfg.secretKey}`, 'User-Agent': BROWSER_UA, 'Content-Type': 'application/json' }, init);
      expect(r.status, label).toBe(401);
      expect(await r.json(), label).toEqual(REFUSAL);
      expect(r.headers.get('sb-error-code'), label).toBe('UNAUTHORIZED_INVALID_API_KEY_TYPE');
    }
  });

  test('the same key from a server (no browser User-Agent) acts as the service role', async () => {
    for (const ua of ['node', 'Deno/2.1.4', 'curl/8.5.0']) {
      const rest = await get('/rest/v1/secrets?select=id', { apikey: s.cfg.secretKey, Authorization: `Bearer ${s.cfg.secretKey}`, 'User-Agent': ua });
      expect(rest.status, ua).toBe(200);
      const admin = await get('/auth/v1/admin/users?per_page=1', { apikey: s.cfg.secretKey, 'User-Agent': ua });
      expect(admin.status, ua).toBe(200);
    }
  });

  test('the Realtime websocket with ?apikey=<secret key> from a browser is refused 401; the publishable key connects', async () => {
    const refused = await upgradeStatus(`apikey=${s.cfg.secretKey}&vsn=2.0.0`, { 'User-Agent': BROWSER_UA });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toEqual(REFUSAL);
    expect((await upgradeStatus(`apikey=${s.cfg.publishableKey}&vsn=2.0.0`, { 'User-Agent': BROWSER_UA })).status).toBe(101);
    expect((await upgradeStatus(`apikey=${s.cfg.secretKey}&vsn=2.0.0`, { 'User-Agent': 'node' })).status).toBe(101);
  });

  test('the publishable key from a browser is the anon role (no refusal)', async () => {
    const r = await get('/rest/v1/secrets?select=id', { apikey: s.cfg.publishableKey, Authorization: `Bearer ${s.cfg.publishableKey}`, 'User-Agent': BROWSER_UA });
    expect(r.status).toBe(401);
    expect((await r.json()).code).toBe('42501');
  });
});

describe('Authorization: Bearer sb_… counts only when it equals the apikey', () => {
  test('equal to the apikey: the key acts (secret → service role)', async () => {
    const r = await get('/auth/v1/admin/users?per_page=1', { apikey: s.cfg.secretKey, Authorization: `Bearer ${s.cfg.secretKey}` });
    expect(r.status).toBe(200);
  });

  test('the secret key in Authorization alone, or beside the publishable apikey, does not make the service role', async () => {
    const alone = await get('/auth/v1/admin/users?per_page=1', { Authorization: `Bearer ${s.cfg.secretKey}` });
    expect(alone.status).toBe(401);
    expect((await alone.json()).error_code).toBe('no_authorization');
    const beside = await get('/auth/v1/admin/users?per_page=1', { apikey: s.cfg.publishableKey, Authorization: `Bearer ${s.cfg.secretKey}` });
    expect(beside.status).toBe(403);
    expect((await beside.json()).error_code).toBe('not_admin');
    const rest = await get('/rest/v1/secrets?select=id', { apikey: s.cfg.publishableKey, Authorization: `Bearer ${s.cfg.secretKey}` });
    expect(rest.status).toBe(401);
    expect((await rest.json()).code).toBe('42501');
  });
});

describe('Edge Functions: verify_jwt accepts only JWTs', () => {
  const user = () => signJwt({ role: 'authenticated', sub: '00000000-0000-0000-0000-000000000001', exp: Math.floor(Date.now() / 1000) + 60 }, s.cfg.jwtSecret);

  test('the publishable key alone: 401 "Missing authorization header"; in Authorization too: 401 "Invalid JWT"', async () => {
    const alone = await get('/functions/v1/echo', { apikey: s.cfg.publishableKey }, { method: 'POST' });
    expect(alone.status).toBe(401);
    expect(await alone.json()).toEqual({ msg: 'Error: Missing authorization header' });
    const asBearer = await get('/functions/v1/echo', { apikey: s.cfg.publishableKey, Authorization: `Bearer ${s.cfg.publishableKey}` }, { method: 'POST' });
    expect(asBearer.status).toBe(401);
    expect(await asBearer.json()).toEqual({ msg: 'Invalid JWT' });
    const secret = await get('/functions/v1/echo', { apikey: s.cfg.secretKey, Authorization: `Bearer ${s.cfg.secretKey}` }, { method: 'POST' });
    expect(secret.status).toBe(401);
    expect(await secret.json()).toEqual({ msg: 'Invalid JWT' });
  });

  test("the publishable key with a user's JWT passes, and the function sees both as sent", async () => {
    const token = user();
    const r = await get('/functions/v1/echo', { apikey: s.cfg.publishableKey, Authorization: `Bearer ${token}` }, { method: 'POST' });
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ authorization: `Bearer ${token}`, apikey: s.cfg.publishableKey });
  });

  test('verify_jwt = false: the publishable key reaches the function unchanged (no mapping to a JWT)', async () => {
    const r = await get('/functions/v1/open-door', { apikey: s.cfg.publishableKey, Authorization: `Bearer ${s.cfg.publishableKey}` }, { method: 'POST' });
    expect(r.status).toBe(201);
  });
});

describe('the keys a function reads', () => {
  test('in Deno: SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS are injected and preferred', async () => {
    const r = await get('/functions/v1/echo', { Authorization: `Bearer ${s.anonKey}` }, { method: 'POST' });
    expect(r.status).toBe(200);
    expect((await r.json()).keys).toEqual({ url: s.url, publishableKey: s.cfg.publishableKey, secretKey: s.cfg.secretKey });
  });

  describe('the shared helper (supabase/functions/_shared/env.ts) under a given environment', () => {
    const g = globalThis as unknown as { Deno?: unknown };
    const withEnv = (vars: Record<string, string>) => { g.Deno = { env: { get: (k: string) => vars[k] } }; };
    afterEach(() => { delete g.Deno; });

    test('the new variables win over the legacy ones', () => {
      withEnv({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_PUBLISHABLE_KEYS: '{"default":"sb_publishable_a"}', SUPABASE_SECRET_KEYS: '{"default":"sb_secret_b"}', SUPABASE_ANON_KEY: 'eyJ.anon', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service' });
      expect(supabaseKeys()).toEqual({ url: 'https://x.supabase.co', publishableKey: 'sb_publishable_a', secretKey: 'sb_secret_b' });
    });

    test('without them (or malformed, or no default), the legacy keys', () => {
      withEnv({ SUPABASE_URL: 'https://x.supabase.co', SUPABASE_SECRET_KEYS: 'not json', SUPABASE_PUBLISHABLE_KEYS: '{"other":"sb_publishable_a"}', SUPABASE_ANON_KEY: 'eyJ.anon', SUPABASE_SERVICE_ROLE_KEY: 'eyJ.service' });
      expect(supabaseKeys()).toEqual({ url: 'https://x.supabase.co', publishableKey: 'eyJ.anon', secretKey: 'eyJ.service' });
    });
  });
});

describe('supabase-js with the publishable key, as the apps use it', () => {
  const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

  test('Auth (sign-up, sign-in, getClaims against the JWKS), REST and Storage as anon and as the user', async () => {
    const sb = createClient(s.url, s.cfg.publishableKey, { auth: noSession });
    // anonymous: the anon role (public notes only; storage's private bucket empty to anon)
    const anonNotes = await sb.from('notes').select('title');
    expect(anonNotes.error).toBeNull();
    const email = `publishable-${Date.now()}@example.test`;
    const up = await sb.auth.signUp({ email, password: 'password-123' });
    expect(up.error).toBeNull();
    const signIn = await sb.auth.signInWithPassword({ email, password: 'password-123' });
    expect(signIn.error).toBeNull();
    const uid = signIn.data.user!.id;
    const claims = await sb.auth.getClaims();
    expect(claims.error).toBeNull();
    expect(claims.data?.claims.sub).toBe(uid);
    // the user's JWT, with the publishable key as apikey: the authenticated role and auth.uid()
    const inserted = await sb.from('notes').insert({ title: 'publishable note' }).select('owner_id').single();
    expect(inserted.error).toBeNull();
    expect(inserted.data!.owner_id).toBe(uid);
    const up1 = await sb.storage.from('avatars').upload(`${uid}/a.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(up1.error).toBeNull();
    const down = await sb.storage.from('avatars').download(`${uid}/a.txt`);
    expect(await down.data!.text()).toBe('hi');
    // another anonymous client cannot write there (RLS as anon)
    const anon = createClient(s.url, s.cfg.publishableKey, { auth: noSession });
    const refused = await anon.storage.from('avatars').upload(`${uid}/b.txt`, new Blob(['x'], { type: 'text/plain' }));
    expect(refused.error).toMatchObject({ statusCode: '403' });
  });

  test('Realtime: ?apikey=<publishable key> connects as anon and postgres_changes arrive as RLS allows', async () => {
    const sb = createClient(s.url, s.cfg.publishableKey, { auth: noSession });
    const got: string[] = [];
    const channel = sb.channel('publishable-items').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_items' }, (p) => {
      got.push((p.new as { title: string }).title);
    });
    await new Promise<void>((resolve, reject) => channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    }));
    await s.db.query(`insert into public.rt_items (title, is_public) values ('hidden', false), ('shown', true)`);
    const deadline = Date.now() + 5000;
    while (!got.includes('shown') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(got).toEqual(['shown']);
    await sb.removeAllChannels();
  });
});
