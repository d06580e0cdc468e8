// ra-supabase's dataProvider (ra-supabase-core 3.5.2 over @raphiniert/ra-data-postgrest): it does
// not use postgrest-js but react-admin's fetchJson with `apiKey` and, when signed in, a Bearer
// token; lists need Content-Range. Every method, its filters (@ilike, @eq, @in, @cs, @or, @fts,
// nested embed filters), sorting, pagination, compound keys, embeds, and error statuses.
import { createClient } from '@supabase/supabase-js';
import type { DataProvider } from 'ra-core';
import { supabaseDataProvider } from 'ra-supabase-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { createUser, startRestServer, type TestUser } from './rest-helpers.ts';

let s: TestServer;
let anon: DataProvider;
let admin: DataProvider;
let asUser: DataProvider;
let user: TestUser;

/** A stand-in for a signed-in supabase client: the provider only asks it for the session. */
function sessionClient(token: string) {
  return { auth: { getSession: async () => ({ data: { session: { access_token: token } }, error: null }) } } as never;
}

beforeAll(async () => {
  s = await startRestServer();
  user = await createUser(s, 'ra-user');
  const primaryKeys = new Map([['post_tags', ['post_id', 'tag_id']]]);
  anon = supabaseDataProvider({ instanceUrl: s.url, apiKey: s.anonKey, supabaseClient: createClient(s.url, s.anonKey, { auth: { persistSession: false } }) as never, primaryKeys });
  // Service role as the "signed-in" token: admin sees everything (ungranted `secrets` included).
  admin = supabaseDataProvider({ instanceUrl: s.url, apiKey: s.anonKey, supabaseClient: sessionClient(s.serviceRoleKey), primaryKeys });
  asUser = supabaseDataProvider({ instanceUrl: s.url, apiKey: s.anonKey, supabaseClient: sessionClient(user.token), primaryKeys });
});
afterAll(async () => { await s?.close(); });

const page = (p: number, perPage: number) => ({ page: p, perPage });
const ids = (rows: { id: unknown }[]) => rows.map((r) => r.id);

describe('getList', () => {
  test('sort, pagination and total from Content-Range', async () => {
    const r = await anon.getList('posts', { pagination: page(2, 2), sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(ids(r.data)).toEqual([3, 4]);
    expect(r.total).toBe(5);
    const desc = await anon.getList('posts', { pagination: page(1, 3), sort: { field: 'views', order: 'DESC' }, filter: {} });
    expect(ids(desc.data)).toEqual([1, 4, 2]);
  });

  test('filters: default eq, @ilike, @eq, @neq, @in, @gte, @cs, @is, @not.ilike', async () => {
    const q = async (filter: Record<string, unknown>) =>
      ids((await anon.getList('posts', { pagination: page(1, 50), sort: { field: 'id', order: 'ASC' }, filter })).data);
    expect(await q({ status: 'published' })).toEqual([1, 2, 4]);
    expect(await q({ 'title@ilike': 'hello' })).toEqual([1]);
    expect(await q({ 'status@eq': 'draft' })).toEqual([3]);
    expect(await q({ 'status@neq': 'published' })).toEqual([3, 5]);
    expect(await q({ 'id@in': '(2,5)' })).toEqual([2, 5]);
    expect(await q({ 'views@gte': 50 })).toEqual([1, 2, 4]);
    expect(await q({ '@and': { 'views@gte': 50, 'views@lte': 99 } })).toEqual([2, 4]);
    expect(await q({ 'tags@cs': '{cats}' })).toEqual([4]);
    expect(await q({ 'editor_id@is': null })).toEqual([2, 5]);
    expect(await q({ 'title@not.ilike': 'a' })).toEqual([1, 2]);
  });

  test('logical @or / @and filters and full-text search', async () => {
    const q = async (filter: Record<string, unknown>) =>
      ids((await anon.getList('posts', { pagination: page(1, 50), sort: { field: 'id', order: 'ASC' }, filter })).data);
    expect(await q({ '@or': { 'views@lt': 20, 'views@gt': 90 } })).toEqual([1, 3, 5]);
    expect(await q({ '@and': { 'views@gte': 50, 'title@ilike': 'second' } })).toEqual([2]);
    expect(await q({ 'fts@wfts': 'cats dogs' })).toEqual([4]);
    expect(await q({ 'fts@plfts': 'postgres' })).toEqual([1]);
  });

  test('embeds via meta.columns, with a filter on the embedded resource', async () => {
    const r = await anon.getList('posts', {
      pagination: page(1, 10), sort: { field: 'id', order: 'ASC' },
      filter: { 'comments.approved': true, 'id@in': '(1,3)' },
      meta: { columns: ['id', 'title', 'comments(id,approved)'] },
    });
    expect(r.data).toEqual([
      { id: 1, title: 'Hello World', comments: [{ id: 1, approved: true }, { id: 3, approved: true }] },
      { id: 3, title: 'Draft idea', comments: [] },
    ]);
    const embedded = await anon.getList('authors', { pagination: page(1, 1), sort: { field: 'id', order: 'ASC' }, filter: {}, meta: { embed: ['author_bios'] } });
    expect(embedded.data[0]).toMatchObject({ id: 1, name: 'Alice', author_bios: { bio: 'Alice writes about databases' } });
  });

  test('multi-word @ilike produces bracketed keys, which PostgREST rejects (400)', async () => {
    await expect(anon.getList('posts', { pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: { 'title@ilike': 'hello world' } }))
      .rejects.toMatchObject({ status: 400, body: { code: 'PGRST100' } });
  });

  test('an unknown filter column (e.g. the q search box) is 400 42703', async () => {
    await expect(anon.getList('posts', { pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: { q: 'hello' } }))
      .rejects.toMatchObject({ status: 400, message: 'column posts.q does not exist', body: { code: '42703' } });
  });
});

describe('reading one, many and references', () => {
  test('getOne, and a missing id is a 406 error', async () => {
    const r = await anon.getOne('authors', { id: 2 });
    expect(r.data).toEqual({ id: 2, name: 'Bob', email: 'bob@example.com', age: 45, country: 'US' });
    await expect(anon.getOne('authors', { id: 999 })).rejects.toMatchObject({ status: 406, body: { code: 'PGRST116' } });
  });

  test('getMany', async () => {
    const r = await anon.getMany('authors', { ids: [1, 3] });
    expect(r.data.map((a) => a.name).sort()).toEqual(['Alice', 'Carol']);
    expect((await anon.getMany('authors', { ids: [] })).data).toEqual([]);
  });

  test('getManyReference with sort, pagination and extra filters', async () => {
    const r = await anon.getManyReference('comments', {
      target: 'post_id', id: 1, pagination: page(1, 2), sort: { field: 'created_at', order: 'DESC' }, filter: { approved: true },
    });
    expect(ids(r.data)).toEqual([3, 1]);
    expect(r.total).toBe(2);
  });

  test('compound primary keys: virtual id, getOne, getMany, sort on id', async () => {
    const list = await anon.getList('post_tags', { pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(ids(list.data)).toEqual(['[1,1]', '[1,2]', '[2,3]', '[4,4]']);
    const one = await anon.getOne('post_tags', { id: '[1,2]' });
    expect(one.data).toEqual({ id: '[1,2]', post_id: 1, tag_id: 2 });
    const many = await anon.getMany('post_tags', { ids: ['[2,3]', '[4,4]'] });
    expect(ids(many.data).sort()).toEqual(['[2,3]', '[4,4]']);
  });
});

describe('writing', () => {
  test('create returns the created record (201, object)', async () => {
    const r = await admin.create('items', { data: { sku: 'ra-1', name: 'RA one', qty: 2 } });
    expect(r.data).toMatchObject({ sku: 'ra-1', name: 'RA one', qty: 2, note: 'n/a' });
    expect(typeof r.data.id).toBe('number');
  });

  test('update sends only changed fields and returns the record', async () => {
    const created = (await admin.create('items', { data: { sku: 'ra-2', name: 'RA two' } })).data;
    const r = await admin.update('items', { id: created.id, data: { ...created, name: 'RA two (edited)' }, previousData: created });
    expect(r.data).toMatchObject({ id: created.id, sku: 'ra-2', name: 'RA two (edited)' });
  });

  test('updateMany and deleteMany return the ids', async () => {
    const a = (await admin.create('items', { data: { sku: 'ra-3', name: 'x' } })).data;
    const b = (await admin.create('items', { data: { sku: 'ra-4', name: 'y' } })).data;
    const upd = await admin.updateMany('items', { ids: [a.id, b.id], data: { qty: 9 } });
    expect([...(upd.data ?? [])].sort()).toEqual([a.id, b.id].sort());
    const check = await admin.getMany('items', { ids: [a.id, b.id] });
    expect(check.data.map((r) => r.qty)).toEqual([9, 9]);
    const del = await admin.deleteMany('items', { ids: [a.id, b.id] });
    expect([...(del.data ?? [])].sort()).toEqual([a.id, b.id].sort());
    expect((await admin.getMany('items', { ids: [a.id, b.id] })).data).toEqual([]);
  });

  test('delete returns the deleted record; deleting a missing id is 406', async () => {
    const c = (await admin.create('items', { data: { sku: 'ra-5', name: 'z' } })).data;
    const r = await admin.delete('items', { id: c.id, previousData: c });
    expect(r.data).toMatchObject({ id: c.id, sku: 'ra-5' });
    await expect(admin.delete('items', { id: c.id })).rejects.toMatchObject({ status: 406 });
  });

  test('constraint errors surface as HttpError with the PostgREST body', async () => {
    await expect(admin.create('items', { data: { sku: 'ra-1', name: 'dup' } }))
      .rejects.toMatchObject({ status: 409, message: 'duplicate key value violates unique constraint "items_sku_key"', body: { code: '23505' } });
  });
});

describe('auth through the data provider', () => {
  test('logged out: apikey only, anon role (RLS 401 on writes)', async () => {
    await expect(anon.create('notes', { data: { title: 'nope', owner_id: user.id } })).rejects.toMatchObject({ status: 401, body: { code: '42501' } });
    await expect(anon.getList('secrets', { pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toMatchObject({ status: 401 });
  });

  test('signed in: the Bearer token sets the role and auth.uid()', async () => {
    const r = await asUser.create('notes', { data: { title: 'mine' } });
    expect(r.data).toMatchObject({ title: 'mine', owner_id: user.id, private: true });
    const list = await asUser.getList('notes', { pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(list.data.map((n) => n.title)).toEqual(['mine']);
    await expect(asUser.getList('secrets', { pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: {} })).rejects.toMatchObject({ status: 403 });
    const secrets = await admin.getList('secrets', { pagination: page(1, 10), sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(secrets.data).toEqual([{ id: 1, value: 'top secret' }]);
  });

  test('getSchema reads the OpenAPI document', async () => {
    const schema = await (anon as DataProvider & { getSchema(): Promise<{ swagger: string; definitions: Record<string, unknown> }> }).getSchema();
    expect(schema.swagger).toBe('2.0');
    expect(Object.keys(schema.definitions)).toEqual(expect.arrayContaining(['posts', 'authors', 'items']));
  });
});
