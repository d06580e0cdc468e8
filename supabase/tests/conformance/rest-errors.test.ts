// Error answers (code, message, status as PostgREST gives them) for unknown tables, columns,
// relationships, malformed parameters, bad bodies, media types and schemas; the OpenAPI root;
// and a barrage of hostile input that must neither crash the server nor change data.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { rest, serviceClient, startRestServer } from './rest-helpers.ts';

let s: TestServer;
let db: SupabaseClient;
beforeAll(async () => {
  s = await startRestServer();
  db = serviceClient(s);
});
afterAll(async () => { await s?.close(); });

describe('schema cache errors', () => {
  test('unknown table: 404 PGRST205 with a suggestion', async () => {
    const r = await db.from('post').select('*');
    expect(r.status).toBe(404);
    expect(r.error).toEqual({ code: 'PGRST205', message: "Could not find the table 'public.post' in the schema cache", details: null, hint: "Perhaps you meant the table 'public.posts'" });
    const far = await db.from('zzzzzz').select('*');
    expect(far.error).toMatchObject({ code: 'PGRST205', hint: null });
  });

  test('unknown column in select, filter or order: 400 42703', async () => {
    const a = await db.from('posts').select('id, nope');
    expect(a.status).toBe(400);
    expect(a.error).toMatchObject({ code: '42703', message: 'column posts.nope does not exist' });
    const b = await db.from('posts').select('id').eq('nope', 1);
    expect(b.error).toMatchObject({ code: '42703', message: 'column posts.nope does not exist' });
    const c = await db.from('posts').select('id').order('nope');
    expect(c.error?.code).toBe('42703');
  });

  test('unknown relationship: 400 PGRST200', async () => {
    const r = await db.from('posts').select('id, nope(*)');
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({
      code: 'PGRST200',
      message: "Could not find a relationship between 'posts' and 'nope' in the schema cache",
      details: "Searched for a foreign key relationship between 'posts' and 'nope' in the schema 'public', but no matches were found.",
    });
    const hinted = await db.from('posts').select('id, authors!nope(*)');
    expect(hinted.error?.details).toBe("Searched for a foreign key relationship between 'posts' and 'authors' using the hint 'nope' in the schema 'public', but no matches were found.");
    // auth is not an exposed schema: no relationship to auth.users
    const toAuth = await db.from('notes').select('id, users(*)');
    expect(toAuth.error?.code).toBe('PGRST200');
  });

  test('ambiguous relationship: 300 PGRST201 listing the candidates', async () => {
    const r = await db.from('posts').select('id, authors(name)');
    expect(r.status).toBe(300);
    expect(r.error).toMatchObject({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'posts' and 'authors'",
      hint: "Try changing 'authors' to one of the following: 'authors!posts_author_id_fkey', 'authors!posts_editor_id_fkey'. Find the desired relationship in the 'details' key.",
    });
    expect(r.error?.details).toEqual([
      { cardinality: 'many-to-one', embedding: 'posts with authors', relationship: 'posts_author_id_fkey using posts(author_id) and authors(id)' },
      { cardinality: 'many-to-one', embedding: 'posts with authors', relationship: 'posts_editor_id_fkey using posts(editor_id) and authors(id)' },
    ]);
  });

  test('a table created after start is found (reload on miss)', async () => {
    await s.db.exec(`create table public.late_table (id int primary key, label text); insert into public.late_table values (1, 'late');`);
    await new Promise((r) => setTimeout(r, 150));
    const { data, error } = await db.from('late_table').select('label');
    expect(error).toBeNull();
    expect(data).toEqual([{ label: 'late' }]);
  });
});

describe('request errors', () => {
  test('malformed select: 400 PGRST100', async () => {
    const r = await rest(s, 'GET', '/posts?select=id,,title');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'PGRST100', message: '"failed to parse select parameter (id,,title)" (line 1, column 4)' });
  });

  test('malformed filters: missing or unknown operator', async () => {
    const a = await rest(s, 'GET', '/posts?id=1');
    expect(a.status).toBe(400);
    expect(a.body.code).toBe('PGRST100');
    expect(a.body.message).toMatch(/^"failed to parse filter \(1\)"/);
    const b = await rest(s, 'GET', '/posts?id=foo.1');
    expect(b.body).toMatchObject({ code: 'PGRST100', message: '"failed to parse filter (foo.1)" (line 1, column 5)', details: 'unknown single value operator foo' });
    const c = await rest(s, 'GET', '/posts?id=is.maybe');
    expect(c.body.code).toBe('PGRST100');
  });

  test('malformed order and logic tree', async () => {
    const o = await rest(s, 'GET', '/posts?order=id.up');
    expect(o.body).toMatchObject({ code: 'PGRST100', message: '"failed to parse order (id.up)" (line 1, column 4)' });
    const l = await rest(s, 'GET', '/posts?or=(id.eq.1');
    expect(l.body.code).toBe('PGRST100');
    expect(l.body.message).toMatch(/^"failed to parse logic tree \(\(id\.eq\.1\)"/);
  });

  test('bracketed keys (ra-data-postgrest multi-word ilike) are rejected', async () => {
    const r = await rest(s, 'GET', '/posts?title[0]=ilike.*a*');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'PGRST100', message: '"failed to parse tree path (title[0])" (line 1, column 6)' });
  });

  test('aggregates are disabled: PGRST123', async () => {
    const r = await rest(s, 'GET', '/posts?select=views.sum()');
    expect(r.body).toMatchObject({ code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
  });

  test('filters on resources that are not embedded, and bad operators on embeds', async () => {
    const a = await rest(s, 'GET', '/posts?select=id&comments.id=eq.1');
    expect(a.status).toBe(400);
    expect(a.body).toEqual({ code: 'PGRST108', message: "'comments' is not an embedded resource in this request", details: null, hint: "Verify that 'comments' is included in the 'select' query parameter." });
    const b = await rest(s, 'GET', '/posts?select=id,comments(id)&comments=eq.1');
    expect(b.body).toEqual({ code: 'PGRST120', message: "Bad operator on the 'comments' embedded resource", details: 'Only is null or not is null filters are allowed on embedded resources', hint: null });
    const c = await rest(s, 'GET', '/posts?select=id,comments(id)&order=comments(id)');
    expect(c.body).toMatchObject({ code: 'PGRST118', message: "A related order on 'comments' is not possible" });
  });

  test('unexposed schema: 406 PGRST106', async () => {
    const r = await db.schema('auth').from('users').select('*');
    expect(r.status).toBe(406);
    expect(r.error).toEqual({ code: 'PGRST106', message: 'Invalid schema: auth', details: null, hint: 'Only the following schemas are exposed: public, graphql_public' });
  });

  test('unsupported Accept: 406 PGRST107', async () => {
    const r = await rest(s, 'GET', '/posts', { headers: { Accept: 'text/html' } });
    expect(r.status).toBe(406);
    expect(r.body).toMatchObject({ code: 'PGRST107', message: 'None of these media types are available: text/html' });
  });

  test('invalid path and unsupported method', async () => {
    expect((await rest(s, 'GET', '/posts/1')).body).toMatchObject({ code: 'PGRST125', message: 'Invalid path specified in request URL' });
    const put = await rest(s, 'PUT', '/posts', { body: {} });
    expect(put.status).toBe(405);
    expect(put.body.code).toBe('PGRST117');
  });

  test('oversized body: 413', async () => {
    const big = 'x'.repeat(s.cfg.maxBodyBytes + 10);
    const r = await rest(s, 'POST', '/items', { rawBody: JSON.stringify({ sku: 'big', name: big }) });
    expect(r.status).toBe(413);
    const { data } = await db.from('items').select('id').eq('sku', 'big');
    expect(data).toEqual([]);
  });

  test('error responses carry Proxy-Status and JSON content type', async () => {
    const r = await rest(s, 'GET', '/nope');
    expect(r.headers.get('proxy-status')).toBe('PostgREST; error=PGRST205');
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('max rows', () => {
  test('reads are capped at 1000 rows, like the Supabase CLI config (max_rows = 1000)', async () => {
    await s.db.exec(`create table public.many_rows (id int primary key); insert into public.many_rows select generate_series(1, 1005);`);
    await new Promise((r) => setTimeout(r, 150));
    const { data, count, status } = await db.from('many_rows').select('id', { count: 'exact' }).order('id');
    expect(status).toBe(206);
    expect(data).toHaveLength(1000);
    expect(count).toBe(1005);
    const tail = await rest(s, 'GET', '/many_rows?select=id&order=id&offset=1000', { headers: { Prefer: 'count=exact' } });
    expect(tail.body).toHaveLength(5);
    expect(tail.headers.get('content-range')).toBe('1000-1004/1005');
  });
});

describe('OpenAPI root', () => {
  test('GET /rest/v1/ describes tables, keys, column types and functions', async () => {
    const r = await rest(s, 'GET', '/', { headers: { Accept: 'application/openapi+json' } });
    expect(r.status).toBe(200);
    expect(r.body.swagger).toBe('2.0');
    const posts = r.body.definitions.posts;
    expect(posts.required).toEqual(expect.arrayContaining(['author_id', 'title']));
    expect(posts.properties.id.description).toContain('<pk/>');
    expect(posts.properties.author_id.description).toContain("<fk table='authors' column='id'/>");
    expect(posts.properties.fts).toMatchObject({ type: 'string', format: 'tsvector' });
    expect(posts.properties.views).toMatchObject({ type: 'integer', format: 'integer' });
    expect(posts.properties.tags).toMatchObject({ type: 'array' });
    expect(r.body.paths['/posts'].get.parameters).toContainEqual({ $ref: '#/parameters/rowFilter.posts.title' });
    expect(r.body.paths['/rpc/add_numbers']).toBeDefined();
    const viaJs = await rest(s, 'GET', '/');
    expect(viaJs.body.definitions.authors).toBeDefined();
  });
});

describe('hostile input', () => {
  test('garbage parameters and bodies are answered, never crash, never write', async () => {
    const before = (await s.db.query<{ n: string }>('select (select count(*) from public.posts) + (select count(*) from public.items) as n')).rows[0].n;
    const paths = [
      "/posts?select=id&title=eq.'; drop table posts; --",
      '/posts?select=id::text);drop table posts;--',
      '/posts?select=id&order=id;drop',
      '/posts?select="id""; drop table posts; --"',
      '/posts?select=id&id=in.("a\\"b",)',
      '/posts?select=id&or=((((',
      '/posts?select=id&and=()',
      '/posts?select=' + 'a('.repeat(50),
      '/posts?select=id&meta->>x%00y=eq.1',
      '/posts?select=id&title=fts(english\');drop).x',
      '/posts?select=id&limit=-1&offset=-5',
      '/posts?select=id&title=eq.%E0%A4%A',
      '/rpc/%00',
      '/%E0%A4%A',
      '/%2e%2e/secrets',
      '/posts?select=id,author:authors!author_id!inner!left(*)',
      '/posts?select=*,comments(*,posts(*,comments(*,posts(*))))&limit=1',
    ];
    for (const p of paths) {
      const r = await rest(s, 'GET', p, { apikey: s.serviceRoleKey });
      expect(r.status, p).toBeGreaterThanOrEqual(200);
      expect(r.status, p).toBeLessThan(500);
    }
    const bodies = ['null', '1', '"x"', '[1,2]', '[[]]', '{"sku":{"nested":1},"name":[1]}', '\u0000', '{"__proto__":{"x":1},"sku":"p","name":"p"}'];
    for (const b of bodies) {
      const r = await rest(s, 'POST', '/items', { apikey: s.serviceRoleKey, rawBody: b });
      expect(r.status, b).toBeLessThan(500);
    }
    const after = (await s.db.query<{ n: string }>('select (select count(*) from public.posts) + (select count(*) from public.items) as n')).rows[0].n;
    expect(Number(after)).toBeLessThanOrEqual(Number(before) + 2);
    expect((await db.from('posts').select('id', { count: 'exact', head: true })).count).toBe(5);
  });
});
