// @refinedev/supabase 6.0.2's dataProvider (built on supabase-js): getList with filters, sorters
// (including a related-table sorter), pagination and meta.select; getOne, getMany, create,
// createMany, update, updateMany, deleteOne, deleteMany; errors as refine HttpErrors.
import type { CrudFilter, DataProvider } from '@refinedev/core';
import { dataProvider } from '@refinedev/supabase';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { anonClient, createUser, serviceClient, startRestServer, userClient } from './rest-helpers.ts';

let s: TestServer;
let dp: Required<DataProvider>;
let anonDp: Required<DataProvider>;
let userDp: Required<DataProvider>;
let userId: string;

beforeAll(async () => {
  s = await startRestServer();
  dp = dataProvider(serviceClient(s) as never);
  anonDp = dataProvider(anonClient(s) as never);
  const u = await createUser(s, 'refine');
  userId = u.id;
  userDp = dataProvider(userClient(s, u.token) as never);
});
afterAll(async () => { await s?.close(); });

const ids = (rows: { id?: unknown }[]) => rows.map((r) => r.id);
const list = (resource: string, filters: CrudFilter[], extra: Record<string, unknown> = {}) =>
  dp.getList({ resource, filters, sorters: [{ field: 'id', order: 'asc' }], pagination: { currentPage: 1, pageSize: 50 }, ...extra });

describe('getList', () => {
  test('pagination and sorting, total from the exact count', async () => {
    const r = await dp.getList({ resource: 'posts', pagination: { currentPage: 2, pageSize: 2 }, sorters: [{ field: 'views', order: 'desc' }] });
    expect(ids(r.data)).toEqual([2, 5]);
    expect(r.total).toBe(5);
    const noPaging = await dp.getList({ resource: 'authors', pagination: { mode: 'off' }, sorters: [{ field: 'name', order: 'desc' }] });
    expect(noPaging.data.map((a) => a.name)).toEqual(['Dave', 'Carol', 'Bob', 'Alice']);
  });

  test('filters: eq, ne, lt/gt/lte/gte, in, nin, contains, ncontains, startswith, endswith, null, nnull, between, ina', async () => {
    expect(ids((await list('posts', [{ field: 'status', operator: 'eq', value: 'published' }])).data)).toEqual([1, 2, 4]);
    expect(ids((await list('posts', [{ field: 'status', operator: 'ne', value: 'published' }])).data)).toEqual([3, 5]);
    expect(ids((await list('posts', [{ field: 'views', operator: 'gt', value: 50 }, { field: 'views', operator: 'lte', value: 100 }])).data)).toEqual([1, 4]);
    expect(ids((await list('posts', [{ field: 'views', operator: 'lt', value: 50 }, { field: 'views', operator: 'gte', value: 10 }])).data)).toEqual([5]);
    expect(ids((await list('posts', [{ field: 'id', operator: 'in', value: [2, 4] }])).data)).toEqual([2, 4]);
    expect(ids((await list('posts', [{ field: 'id', operator: 'nin', value: '(1,2,3)' }])).data)).toEqual([4, 5]);
    expect(ids((await list('posts', [{ field: 'title', operator: 'contains', value: 'CATS' }])).data)).toEqual([4]);
    expect(ids((await list('posts', [{ field: 'title', operator: 'containss', value: 'Cats' }])).data)).toEqual([4]);
    expect(ids((await list('posts', [{ field: 'title', operator: 'ncontains', value: '%o%' }])).data)).toEqual([3, 5]);
    expect(ids((await list('posts', [{ field: 'title', operator: 'startswith', value: 'd' }])).data)).toEqual([3]);
    expect(ids((await list('posts', [{ field: 'title', operator: 'endswith', value: 'NEWS' }])).data)).toEqual([5]);
    expect(ids((await list('posts', [{ field: 'editor_id', operator: 'null', value: null }])).data)).toEqual([2, 5]);
    expect(ids((await list('posts', [{ field: 'editor_id', operator: 'nnull', value: null }])).data)).toEqual([1, 3, 4]);
    expect(ids((await list('posts', [{ field: 'views', operator: 'between', value: [10, 75] }])).data)).toEqual([2, 4, 5]);
    expect(ids((await list('posts', [{ field: 'tags', operator: 'ina', value: ['pets', 'cats'] }])).data)).toEqual([4]);
  });

  test('or filters with contains (quoted) and in', async () => {
    const r = await list('posts', [{ operator: 'or', value: [
      { field: 'title', operator: 'contains', value: 'second thoughts' },
      { field: 'id', operator: 'in', value: [3, 5] },
      { field: 'status', operator: 'eq', value: 'nothing' },
    ] }]);
    expect(ids(r.data)).toEqual([2, 3, 5]);
  });

  test('meta.select with embeds, and a sorter on a related table', async () => {
    const r = await dp.getList({
      resource: 'posts', pagination: { currentPage: 1, pageSize: 2 }, sorters: [{ field: 'id', order: 'asc' }],
      meta: { select: 'id, title, author:authors!author_id(name), comments(id)' },
    });
    expect(r.data).toEqual([
      { id: 1, title: 'Hello World', author: { name: 'Alice' }, comments: [{ id: 1 }, { id: 2 }, { id: 3 }] },
      { id: 2, title: 'Second thoughts', author: { name: 'Alice' }, comments: [{ id: 4 }] },
    ]);
    const sorted = await dp.getList({
      resource: 'posts', pagination: { currentPage: 1, pageSize: 1 }, filters: [{ field: 'id', operator: 'eq', value: 1 }],
      sorters: [{ field: 'comments.created_at', order: 'desc' }],
    });
    expect(sorted.data[0].comments).toEqual([{ created_at: '2024-01-13T00:00:00+00:00' }, { created_at: '2024-01-12T00:00:00+00:00' }, { created_at: '2024-01-11T00:00:00+00:00' }]);
  });
});

describe('single records', () => {
  test('getOne and getMany', async () => {
    expect((await dp.getOne({ resource: 'authors', id: 3 })).data).toEqual({ id: 3, name: 'Carol', email: null, age: null, country: 'FR' });
    expect((await dp.getOne({ resource: 'authors', id: 3, meta: { select: 'name, author_bios(bio)' } })).data).toEqual({ name: 'Carol', author_bios: null });
    expect((await dp.getOne({ resource: 'author_bios', id: 2, meta: { idColumnName: 'author_id' } })).data).toEqual({ author_id: 2, bio: 'Bob likes APIs' });
    const many = await dp.getMany({ resource: 'authors', ids: [1, 4] });
    expect(many.data.map((a) => a.name).sort()).toEqual(['Alice', 'Dave']);
  });

  test('create and createMany return the rows', async () => {
    const one = await dp.create({ resource: 'items', variables: { sku: 'rf-1', name: 'Refine one', tags: ['t'] } });
    expect(one.data).toMatchObject({ sku: 'rf-1', name: 'Refine one', tags: ['t'], qty: 0 });
    const many = await dp.createMany({ resource: 'items', variables: [{ sku: 'rf-2', name: 'Two', qty: 1 }, { sku: 'rf-3', name: 'Three', qty: 3, price: 2.5 }], meta: { select: 'sku, qty, price' } });
    expect(many.data).toEqual([{ sku: 'rf-2', qty: 1, price: null }, { sku: 'rf-3', qty: 3, price: 2.5 }]);
  });

  test('update and updateMany', async () => {
    const a = (await dp.create({ resource: 'items', variables: { sku: 'rf-u1', name: 'A' } })).data;
    const b = (await dp.create({ resource: 'items', variables: { sku: 'rf-u2', name: 'B' } })).data;
    const upd = await dp.update({ resource: 'items', id: a.id!, variables: { name: 'A+' } });
    expect(upd.data).toMatchObject({ id: a.id, name: 'A+' });
    const many = await dp.updateMany({ resource: 'items', ids: [a.id!, b.id!], variables: { qty: 5 } });
    expect(many.data.map((r) => r.qty)).toEqual([5, 5]);
  });

  test('deleteOne and deleteMany', async () => {
    const a = (await dp.create({ resource: 'items', variables: { sku: 'rf-d1', name: 'A' } })).data;
    const b = (await dp.create({ resource: 'items', variables: { sku: 'rf-d2', name: 'B' } })).data;
    const c = (await dp.create({ resource: 'items', variables: { sku: 'rf-d3', name: 'C' } })).data;
    const one = await dp.deleteOne({ resource: 'items', id: a.id! });
    expect(one.data).toBeUndefined();
    await dp.deleteMany({ resource: 'items', ids: [b.id!, c.id!] });
    expect((await dp.getMany({ resource: 'items', ids: [a.id!, b.id!, c.id!] })).data).toEqual([]);
  });

  test('custom is not implemented by the provider', () => {
    expect(() => dp.custom({ url: '/x', method: 'get' })).toThrow('Not implemented');
  });
});

describe('errors', () => {
  test('constraint errors become refine HttpErrors (statusCode parsed from the code)', async () => {
    await dp.create({ resource: 'items', variables: { sku: 'rf-dup', name: 'A' } });
    await expect(dp.create({ resource: 'items', variables: { sku: 'rf-dup', name: 'B' } }))
      .rejects.toMatchObject({ code: '23505', statusCode: 23505, message: 'duplicate key value violates unique constraint "items_sku_key"' });
  });

  test('RLS: anon writes are refused, a signed-in user writes own rows', async () => {
    await expect(anonDp.create({ resource: 'notes', variables: { title: 'x', owner_id: userId } })).rejects.toMatchObject({ code: '42501' });
    const mine = await userDp.create({ resource: 'notes', variables: { title: 'refine note' } });
    expect(mine.data).toMatchObject({ title: 'refine note', owner_id: userId });
    const seen = await userDp.getList({ resource: 'notes', pagination: { currentPage: 1, pageSize: 10 } });
    expect(seen.data.map((n) => n.title)).toEqual(['refine note']);
    expect(seen.total).toBe(1);
  });

  test('unknown resource', async () => {
    await expect(dp.getList({ resource: 'nope' })).rejects.toMatchObject({ code: 'PGRST205' });
  });
});
