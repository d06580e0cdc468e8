// Issue 18, REST: behaviours where the local server must answer as PostgREST (v12–14, as Supabase
// runs it) does — functions with a single unnamed parameter, overload resolution and its
// ambiguity error, max-affected on RPC, missing=default with identity and generated columns,
// the same embed twice under one name, computed relationships, exposed schemas
// (PGRST_DB_SCHEMAS) with their profile errors, count=planned/estimated, and execution plans
// behind configuration (off by default, as on Supabase).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONFORMANCE_MIGRATIONS, startTestServer, type TestServer } from '../helpers/server.ts';
import { rest, serviceClient, startRestServer } from './rest-helpers.ts';

let s: TestServer;
let db: SupabaseClient;
beforeAll(async () => {
  s = await startRestServer();
  db = serviceClient(s);
});
afterAll(async () => { await s?.close(); });

const service = () => ({ apikey: s.serviceRoleKey, token: s.serviceRoleKey });

describe('functions', () => {
  test('a single unnamed json parameter receives the whole body, whatever its keys', async () => {
    const r = await db.rpc('echo_plain_json', { anything: [1, 2], '': 'x' });
    expect(r.error).toBeNull();
    expect(r.data).toEqual({ anything: [1, 2], '': 'x' });
  });

  test('text, xml and bytea: the raw body with text/plain, text/xml, application/octet-stream', async () => {
    const t = await rest(s, 'POST', '/rpc/echo_text', { ...service(), headers: { 'content-type': 'text/plain' }, rawBody: 'hello {not json}' });
    expect(t.status).toBe(200);
    expect(t.body).toBe('got: hello {not json}');
    const x = await rest(s, 'POST', '/rpc/echo_xml', { ...service(), headers: { 'content-type': 'text/xml' }, rawBody: '<a>1</a>' });
    expect(x.status).toBe(200);
    expect(x.body).toBe('<a>1</a>');
    const b = await rest(s, 'POST', '/rpc/byte_length', { ...service(), headers: { 'content-type': 'application/octet-stream' }, rawBody: Buffer.from([0, 1, 2, 255, 0]) });
    expect(b.status).toBe(200);
    expect(b.body).toBe(5);
  });

  test('a raw body with no matching single-parameter function: PGRST202 naming the media type', async () => {
    const r = await rest(s, 'POST', '/rpc/byte_length', { ...service(), headers: { 'content-type': 'text/plain' }, rawBody: 'abc' });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.byte_length in the schema cache',
      details: 'Searched for the function public.byte_length with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });

  test('overloads are resolved by argument names; same names with different types are ambiguous (300 PGRST203)', async () => {
    expect((await db.rpc('overloaded', { a: 1, b: 2 })).data).toBe('two');
    const r = await db.rpc('overloaded', { a: 1 });
    expect(r.status).toBe(300);
    expect(r.error?.code).toBe('PGRST203');
    expect(r.error?.message).toMatch(/^Could not choose the best candidate function between: public\.overloaded\(a => (integer|text)\), public\.overloaded\(a => (integer|text)\)$/);
    expect(r.error?.hint).toBe('Try renaming the parameters or the function itself in the database so function overloading can be resolved');
  });

  test('max-affected on RPC: over the limit is PGRST124 and rolled back; a non-SETOF function is PGRST128', async () => {
    await db.from('parity_rows').insert([{ label: 'a' }, { label: 'b' }, { label: 'c' }]);
    const before = (await db.rpc('parity_count')).data as number;
    const over = await (db.rpc('parity_take', { n: 3 }) as unknown as { maxAffected(n: number): PromiseLike<{ status: number; error: unknown }> }).maxAffected(2);
    expect(over.status).toBe(400);
    expect(over.error).toEqual({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows', hint: null });
    expect((await db.rpc('parity_count')).data).toBe(before);
    const ok = await (db.rpc('parity_take', { n: 1 }) as unknown as { maxAffected(n: number): PromiseLike<{ status: number; data: unknown[] }> }).maxAffected(1);
    expect(ok.status).toBe(200);
    expect(ok.data).toHaveLength(1);
    const single = await rest(s, 'POST', '/rpc/parity_count', { ...service(), headers: { Prefer: 'handling=strict, max-affected=1' }, body: {} });
    expect(single.status).toBe(400);
    expect(single.body).toEqual({ code: 'PGRST128', message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict', details: null, hint: null });
  });
});

describe('inserts with missing=default', () => {
  test('identity (by default and always), generated and defaulted columns are filled as Postgres fills them', async () => {
    const { data, error, status } = await db.from('parity_rows')
      .insert([{ label: 'x' }, { label: 'y', qty: 7 }, { label: 'z', id: 900 }], { defaultToNull: false })
      .select('id, serial_no, label, qty, doubled');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toHaveLength(3);
    const [x, y, z] = data!;
    expect(x).toMatchObject({ label: 'x', qty: 5, doubled: 10 });
    expect(y).toMatchObject({ label: 'y', qty: 7, doubled: 14 });
    expect(z).toMatchObject({ id: 900, label: 'z', qty: 5 });
    expect(typeof x.id).toBe('number');
    expect(y.id).toBeGreaterThan(x.id);
    expect(y.serial_no).toBeGreaterThan(x.serial_no);
  });

  test('without it a key missing from one object is NULL (not-null violation, 400 23502)', async () => {
    const r = await db.from('parity_rows').insert([{ label: 'p', qty: 1 }, { label: 'q' }]);
    expect(r.status).toBe(400);
    expect(r.error?.code).toBe('23502');
  });
});

describe('embedding', () => {
  test('the same table twice under one name: 400 42712 as PostgREST', async () => {
    const r = await rest(s, 'GET', '/authors?select=id,posts!author_id(id),posts!author_id(title)', service());
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ code: '42712', details: null, hint: null, message: 'table name "authors_posts_1" specified more than once' });
    const aliased = await db.from('authors').select('id, a:posts!author_id(id), b:posts!author_id(title)').eq('id', 2);
    expect(aliased.error).toBeNull();
  });

  test('computed relationships: a function taking the row type embeds like a relationship (to-one with ROWS 1)', async () => {
    const { data, error } = await db.from('authors').select('id, first_post(id, title), author_posts(id)').in('id', [1, 4]).order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, first_post: { id: 1, title: 'Hello World' }, author_posts: [{ id: 1 }, { id: 2 }] },
      { id: 4, first_post: null, author_posts: [] },
    ]);
    const inner = await db.from('authors').select('id, author_posts!inner(id)').gt('author_posts.id', 3).order('id');
    expect(inner.data).toEqual([{ id: 2, author_posts: [{ id: 4 }] }, { id: 3, author_posts: [{ id: 5 }] }]);
    const paged = await db.from('authors').select('id, first_post(id)').order('id').limit(1);
    expect(paged.data).toEqual([{ id: 1, first_post: { id: 1 } }]);
  });
});

describe('counts', () => {
  test('count=planned and count=estimated answer a number in Content-Range, HEAD included', async () => {
    for (const count of ['planned', 'estimated'] as const) {
      const r = await db.from('posts').select('id', { count }).order('id').limit(2);
      expect(r.error).toBeNull();
      expect(typeof r.count).toBe('number');
      const head = await db.from('posts').select('*', { count, head: true });
      expect(head.error).toBeNull();
      expect(typeof head.count).toBe('number');
    }
    // estimated is exact below max-rows
    const est = await db.from('posts').select('id', { count: 'estimated' }).eq('status', 'published');
    expect(est.count).toBe(3);
    const raw = await rest(s, 'HEAD', '/posts?status=eq.published', { ...service(), headers: { Prefer: 'count=estimated' } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-range')).toBe('0-2/3');
  });
});

describe('configuration off by default, as on Supabase', () => {
  test('exposed schemas: public (and graphql_public); another profile is 406 PGRST106', async () => {
    const r = await rest(s, 'GET', '/things', { ...service(), headers: { 'Accept-Profile': 'private_zone' } });
    expect(r.status).toBe(406);
    expect(r.body).toEqual({ code: 'PGRST106', details: null, hint: 'Only the following schemas are exposed: public, graphql_public', message: 'Invalid schema: private_zone' });
    const w = await rest(s, 'POST', '/things', { ...service(), headers: { 'Content-Profile': 'private_zone' }, body: { id: 2, name: 'x' } });
    expect(w.status).toBe(406);
    expect(w.body.code).toBe('PGRST106');
  });

  test('execution plans: the plan media type is not offered (406 PGRST107)', async () => {
    const r = await db.from('posts').select('id').explain();
    expect(r.status).toBe(406);
    expect(r.error?.code).toBe('PGRST107');
  });

  test('aggregates: PGRST123', async () => {
    const r = await db.from('posts').select('views.sum()');
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
  });
});

describe('configured: PGRST_DB_SCHEMAS, PGRST_DB_PLAN_ENABLED, PGRST_DB_AGGREGATES_ENABLED', () => {
  let s2: TestServer;
  beforeAll(async () => {
    s2 = await startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS, overrides: { rest: { schemas: ['public', 'private_zone'], aggregates: true, plan: true } } });
  });
  afterAll(async () => { await s2?.close(); });

  test('a listed schema is reachable through its profile; others are refused naming the list', async () => {
    const db2 = serviceClient(s2);
    const { data, error } = await db2.schema('private_zone').from('things').select('*');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, name: 'hidden' }]);
    const r = await rest(s2, 'GET', '/authors', { apikey: s2.serviceRoleKey, token: s2.serviceRoleKey, headers: { 'Accept-Profile': 'graphql_public' } });
    expect(r.status).toBe(406);
    expect(r.body.hint).toBe('Only the following schemas are exposed: public, private_zone');
  });

  test('explain(): the plan as text or JSON', async () => {
    const db2 = serviceClient(s2);
    const text = await db2.from('posts').select('id').eq('id', 1).explain();
    expect(text.error).toBeNull();
    expect(String(text.data)).toMatch(/Aggregate|Scan/);
    const json = await rest(s2, 'GET', '/posts?select=id', { apikey: s2.serviceRoleKey, token: s2.serviceRoleKey, headers: { Accept: 'application/vnd.pgrst.plan+json' } });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toBe('application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8');
    expect(json.body[0].Plan).toBeTruthy();
  });

  test('aggregates: sum/avg/max/min/count() grouped by the plain fields, aliases and casts, in embeds too', async () => {
    const db2 = serviceClient(s2);
    const total = await db2.from('posts').select('views.sum(), count()');
    expect(total.error).toBeNull();
    expect(total.data).toEqual([{ sum: 235, count: 5 }]);
    const byStatus = await db2.from('posts').select('status, total:views.sum(), n:count(), top:views.max()').order('status');
    expect(byStatus.data).toEqual([
      { status: 'archived', total: 10, n: 1, top: 10 },
      { status: 'draft', total: 0, n: 1, top: 0 },
      { status: 'published', total: 225, n: 3, top: 100 },
    ]);
    const cast = await db2.from('posts').select('views.avg()::int').eq('status', 'published');
    expect(cast.data).toEqual([{ avg: 75 }]);
    const embedded = await db2.from('authors').select('name, posts!author_id(views.sum())').in('id', [1, 2]).order('id');
    expect(embedded.data).toEqual([{ name: 'Alice', posts: [{ sum: 150 }] }, { name: 'Bob', posts: [{ sum: 75 }] }]);
  });
});
