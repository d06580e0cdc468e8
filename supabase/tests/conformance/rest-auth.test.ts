// Who the request runs as: role and claims from the JWT (Authorization, else the apikey header),
// RLS with auth.uid() (anon 401, signed-in user 403 on violations), missing grants, service role,
// invalid and expired tokens (401 PGRST301 / PGRST303 with WWW-Authenticate).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signJwt } from '../../server/jwt.ts';
import type { TestServer } from '../helpers/server.ts';
import { anonClient, createUser, mintToken, rest, serviceClient, startRestServer, userClient, type TestUser } from './rest-helpers.ts';

let s: TestServer;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: TestUser;
let bob: TestUser;
let asAlice: SupabaseClient;
let asBob: SupabaseClient;
beforeAll(async () => {
  s = await startRestServer();
  anon = anonClient(s);
  service = serviceClient(s);
  alice = await createUser(s, 'alice');
  bob = await createUser(s, 'bob');
  asAlice = userClient(s, alice.token);
  asBob = userClient(s, bob.token);
  const { error } = await service.from('notes').insert([
    { owner_id: alice.id, title: 'alice private', private: true },
    { owner_id: alice.id, title: 'alice public', private: false },
    { owner_id: bob.id, title: 'bob private', private: true },
  ]);
  expect(error).toBeNull();
});
afterAll(async () => { await s?.close(); });

const titles = (data: { title: string }[] | null) => data?.map((r) => r.title).sort();

describe('row-level security', () => {
  test('each caller sees what the policies allow', async () => {
    expect(titles((await anon.from('notes').select('title')).data)).toEqual(['alice public']);
    expect(titles((await asAlice.from('notes').select('title')).data)).toEqual(['alice private', 'alice public']);
    expect(titles((await asBob.from('notes').select('title')).data)).toEqual(['alice public', 'bob private']);
    expect(titles((await service.from('notes').select('title')).data)).toEqual(['alice private', 'alice public', 'bob private']);
  });

  test('a user inserts own rows; owner_id defaults to auth.uid()', async () => {
    const { data, error, status } = await asAlice.from('notes').insert({ title: 'alice new' }).select('title, owner_id').single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ title: 'alice new', owner_id: alice.id });
  });

  test('RLS violation as anon is 401, as a user 403 (42501)', async () => {
    const a = await anon.from('notes').insert({ owner_id: alice.id, title: 'anon try' });
    expect(a.status).toBe(401);
    expect(a.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "notes"' });
    const u = await asBob.from('notes').insert({ owner_id: alice.id, title: 'bob posing as alice' });
    expect(u.status).toBe(403);
    expect(u.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "notes"' });
    const raw = await rest(s, 'POST', '/notes', { body: { owner_id: alice.id, title: 'x' } });
    expect(raw.status).toBe(401);
    expect(raw.headers.get('www-authenticate')).toBe('Bearer');
  });

  test("updates and deletes of others' rows silently affect nothing", async () => {
    const upd = await asBob.from('notes').update({ title: 'hacked' }).eq('title', 'alice public').select();
    expect(upd.error).toBeNull();
    expect(upd.data).toEqual([]);
    const del = await asBob.from('notes').delete().eq('title', 'alice private').select();
    expect(del.data).toEqual([]);
    expect(titles((await service.from('notes').select('title').like('title', 'alice%')).data)).toEqual(['alice new', 'alice private', 'alice public']);
    const own = await asAlice.from('notes').update({ title: 'alice public (edited)' }).eq('title', 'alice public').select('title');
    expect(own.data).toEqual([{ title: 'alice public (edited)' }]);
  });

  test('moving a row to another owner violates WITH CHECK: 403', async () => {
    const r = await asAlice.from('notes').update({ owner_id: bob.id }).eq('title', 'alice new');
    expect(r.status).toBe(403);
    expect(r.error?.code).toBe('42501');
  });

  test('missing grants: permission denied, 401 for anon, 403 for a user; service role allowed', async () => {
    const a = await anon.from('secrets').select('*');
    expect(a.status).toBe(401);
    expect(a.error).toMatchObject({ code: '42501', message: 'permission denied for table secrets' });
    const u = await asAlice.from('secrets').select('*');
    expect(u.status).toBe(403);
    expect(u.error).toMatchObject({ code: '42501', message: 'permission denied for table secrets' });
    const sv = await service.from('secrets').select('value');
    expect(sv.data).toEqual([{ value: 'top secret' }]);
  });

  test('functions see auth.uid(), auth.role() and auth.email()', async () => {
    expect((await asAlice.rpc('whoami')).data).toEqual({ uid: alice.id, role: 'authenticated', email: alice.email });
    expect((await anon.rpc('whoami')).data).toEqual({ uid: null, role: 'anon', email: null });
  });
});

describe('gateway key handling', () => {
  test('apikey alone (no Authorization) acts as that key: anon, or service role', async () => {
    const a = await rest(s, 'GET', '/notes?select=title');
    expect(a.status).toBe(200);
    expect(a.body).toEqual([{ title: 'alice public (edited)' }]);
    const sv = await rest(s, 'GET', '/secrets?select=id', { apikey: s.serviceRoleKey });
    expect(sv.body).toEqual([{ id: 1 }]);
  });

  test('opaque publishable / secret keys map to anon / service role', async () => {
    const pub = await rest(s, 'GET', '/secrets?select=id', { apikey: s.cfg.publishableKey });
    expect(pub.status).toBe(401);
    const sec = await rest(s, 'GET', '/secrets?select=id', { apikey: s.cfg.secretKey, headers: { authorization: `Bearer ${s.cfg.secretKey}` } });
    expect(sec.status).toBe(200);
  });

  test('Authorization wins over apikey', async () => {
    const r = await rest(s, 'GET', '/notes?select=title&order=title', { token: bob.token });
    expect(r.body).toEqual([{ title: 'alice public (edited)' }, { title: 'bob private' }]);
  });
});

describe('token errors', () => {
  test('bad signature: 401 PGRST301 with a WWW-Authenticate challenge', async () => {
    const forged = signJwt({ sub: alice.id, role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-secret-not-the-secret-not-the-secret');
    const r = await rest(s, 'GET', '/notes', { token: forged });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ code: 'PGRST301', message: 'JWT cryptographic operation failed', details: null, hint: null });
    expect(r.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT cryptographic operation failed"');
    const c = userClient(s, forged);
    const viaJs = await c.from('notes').select();
    expect(viaJs.status).toBe(401);
    expect(viaJs.error?.code).toBe('PGRST301');
  });

  test('expired: 401 PGRST303 "JWT expired"', async () => {
    const expired = mintToken(s, { sub: alice.id, exp: Math.floor(Date.now() / 1000) - 10 });
    const r = await rest(s, 'GET', '/notes', { token: expired });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    expect(r.headers.get('www-authenticate')).toBe('Bearer error="invalid_token", error_description="JWT expired"');
  });

  test('malformed token: 401 PGRST301', async () => {
    const r = await rest(s, 'GET', '/notes', { token: 'not-a-jwt' });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: 'PGRST301', message: 'Expected 3 parts in JWT; got 1' });
  });

  test('a JWT whose role does not exist: 401 (22023)', async () => {
    const t = mintToken(s, { sub: alice.id, role: 'nobody_at_all' });
    const r = await rest(s, 'GET', '/notes', { token: t });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: '22023', message: 'role "nobody_at_all" does not exist' });
  });
});
