// Writing with supabase-js: insert (single, bulk, defaults), upsert (merge / ignore, on_conflict),
// update and delete with filters, return preferences, counts, Content-Range, statuses, the
// singular-response rollback, tx=rollback, max-affected, and constraint errors.
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

const asService = () => ({ apikey: s.serviceRoleKey });
/** `.maxAffected()` is typed for PostgREST 13+ clients only; the request it builds is what matters. */
const maxAffected = <T>(builder: T, n: number): T => (builder as unknown as { maxAffected(n: number): T }).maxAffected(n);
const countItems = async (skuPrefix: string) => Number((await s.db.query<{ n: string }>(`select count(*) as n from public.items where sku like $1`, [`${skuPrefix}%`])).rows[0].n);

describe('insert', () => {
  test('insert without select: 201, no body', async () => {
    const r = await db.from('items').insert({ sku: 'ins-1', name: 'One' });
    expect(r.error).toBeNull();
    expect(r.status).toBe(201);
    expect(r.data).toBeNull();
    const raw = await rest(s, 'POST', '/items', { ...asService(), body: { sku: 'ins-raw', name: 'Raw' } });
    expect(raw.status).toBe(201);
    expect(raw.text).toBe('');
    expect(raw.headers.get('content-range')).toBe('*/*');
  });

  test('insert().select() returns the row with defaults, arrays, jsonb and an embed', async () => {
    const { data, error, status } = await db.from('items')
      .insert({ sku: 'ins-2', name: 'Two', price: 9.5, tags: ['x', 'y'], data: { a: [1, { b: null }] }, category_id: 3 })
      .select('sku, qty, note, price, tags, data, category:categories(name)').single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ sku: 'ins-2', qty: 0, note: 'n/a', price: 9.5, tags: ['x', 'y'], data: { a: [1, { b: null }] }, category: { name: 'Databases' } });
  });

  test('bulk insert: keys are unioned (columns=), missing keys become NULL', async () => {
    const { data, error } = await db.from('items')
      .insert([{ sku: 'bulk-1', name: 'A', note: 'given' }, { sku: 'bulk-2', name: 'B', price: 4 }])
      .select('sku, price, note').order('sku');
    expect(error).toBeNull();
    expect(data).toEqual([{ sku: 'bulk-1', price: null, note: 'given' }, { sku: 'bulk-2', price: 4, note: null }]);
    // a NOT NULL column missing from one object gets NULL too, hence an error (not its default)
    const nn = await db.from('items').insert([{ sku: 'bulk-3', name: 'C' }, { sku: 'bulk-4', name: 'D', qty: 1 }]);
    expect(nn.error).toMatchObject({ code: '23502', message: 'null value in column "qty" of relation "items" violates not-null constraint' });
  });

  test('bulk insert with defaultToNull: false uses column defaults for missing keys', async () => {
    const { data, error } = await db.from('items')
      .insert([{ sku: 'def-1', name: 'A', note: 'given' }, { sku: 'def-2', name: 'B', qty: 4 }], { defaultToNull: false })
      .select('sku, qty, note');
    expect(error).toBeNull();
    expect(data).toEqual([{ sku: 'def-1', qty: 0, note: 'given' }, { sku: 'def-2', qty: 4, note: 'n/a' }]);
  });

  test('insert with count: exact reports the number of rows', async () => {
    const r = await db.from('items').insert([{ sku: 'cnt-1', name: 'A' }, { sku: 'cnt-2', name: 'B' }], { count: 'exact' });
    expect(r.error).toBeNull();
    expect(r.count).toBe(2);
    const raw = await rest(s, 'POST', '/items', { ...asService(), headers: { Prefer: 'count=exact' }, body: [{ sku: 'cnt-3', name: 'C' }] });
    expect(raw.headers.get('content-range')).toBe('*/1');
    expect(raw.headers.get('preference-applied')).toBe('count=exact');
  });

  test('an empty array inserts nothing', async () => {
    const r = await rest(s, 'POST', '/items?select=sku', { ...asService(), headers: { Prefer: 'return=representation' }, body: [] });
    expect(r.status).toBe(201);
    expect(r.body).toEqual([]);
  });

  test('return=headers-only gives a Location', async () => {
    const r = await rest(s, 'POST', '/tags', { ...asService(), headers: { Prefer: 'return=headers-only' }, body: { name: 'located' } });
    expect(r.status).toBe(201);
    expect(r.headers.get('location')).toMatch(/^\/tags\?id=eq\.\d+$/);
    expect(r.headers.get('preference-applied')).toBe('return=headers-only');
  });
});

describe('upsert', () => {
  test('merge-duplicates on a unique column: 201 when a row is new, 200 when all existed', async () => {
    const first = await db.from('items').upsert([{ sku: 'up-1', name: 'A' }, { sku: 'up-2', name: 'B' }], { onConflict: 'sku' }).select('sku, name').order('sku');
    expect(first.status).toBe(201);
    expect(first.data).toEqual([{ sku: 'up-1', name: 'A' }, { sku: 'up-2', name: 'B' }]);
    const again = await db.from('items').upsert({ sku: 'up-1', name: 'A2' }, { onConflict: 'sku' }).select('sku, name');
    expect(again.status).toBe(200);
    expect(again.data).toEqual([{ sku: 'up-1', name: 'A2' }]);
    const mixed = await db.from('items').upsert([{ sku: 'up-2', name: 'B2' }, { sku: 'up-3', name: 'C' }], { onConflict: 'sku' }).select('sku, name').order('sku');
    expect(mixed.status).toBe(201);
    expect(mixed.data).toEqual([{ sku: 'up-2', name: 'B2' }, { sku: 'up-3', name: 'C' }]);
    const raw = await rest(s, 'POST', '/items?on_conflict=sku', { ...asService(), headers: { Prefer: 'resolution=merge-duplicates' }, body: { sku: 'up-3', name: 'C2' } });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('preference-applied')).toBe('resolution=merge-duplicates');
  });

  test('upsert on the primary key by default', async () => {
    const { data } = await db.from('categories').upsert({ id: 4, name: 'Life & More', parent_id: 1 }).select();
    expect(data).toEqual([{ id: 4, name: 'Life & More', parent_id: 1 }]);
    const { data: created } = await db.from('categories').upsert({ id: 10, name: 'New', parent_id: null }).select('id,name');
    expect(created).toEqual([{ id: 10, name: 'New' }]);
  });

  test('ignore-duplicates keeps existing rows and returns only inserted ones', async () => {
    await db.from('items').insert({ sku: 'ign-1', name: 'Original' });
    const { data, status } = await db.from('items')
      .upsert([{ sku: 'ign-1', name: 'Changed' }, { sku: 'ign-2', name: 'New' }], { onConflict: 'sku', ignoreDuplicates: true })
      .select('sku, name');
    expect(status).toBe(201);
    expect(data).toEqual([{ sku: 'ign-2', name: 'New' }]);
    const { data: kept } = await db.from('items').select('name').eq('sku', 'ign-1').single();
    expect(kept).toEqual({ name: 'Original' });
  });
});

describe('update', () => {
  beforeAll(async () => {
    const { error } = await db.from('items').insert([
      { sku: 'upd-1', name: 'A', qty: 1 }, { sku: 'upd-2', name: 'B', qty: 2 }, { sku: 'upd-3', name: 'C', qty: 3 },
    ]);
    expect(error).toBeNull();
  });

  test('update().eq().select() returns the changed rows; without select 204', async () => {
    const { data, status } = await db.from('items').update({ qty: 10 }).eq('sku', 'upd-1').select('sku, qty');
    expect(status).toBe(200);
    expect(data).toEqual([{ sku: 'upd-1', qty: 10 }]);
    const quiet = await db.from('items').update({ note: 'quiet' }).in('sku', ['upd-2', 'upd-3']);
    expect(quiet.status).toBe(204);
    expect(quiet.data).toBeNull();
    const raw = await rest(s, 'PATCH', '/items?sku=like.upd-*', { ...asService(), headers: { Prefer: 'count=exact' }, body: { note: 'all' } });
    expect(raw.status).toBe(204);
    expect(raw.headers.get('content-range')).toBe('0-2/3');
    const none = await rest(s, 'PATCH', '/items?sku=eq.nope', { ...asService(), body: { note: 'x' } });
    expect(none.status).toBe(204);
    expect(none.headers.get('content-range')).toBe('*/*');
  });

  test('update with a range filter and or()', async () => {
    const { data } = await db.from('items').update({ note: 'big' }).or('qty.gte.3,sku.eq.upd-2').like('sku', 'upd-%').select('sku').order('sku');
    expect(data).toEqual([{ sku: 'upd-1' }, { sku: 'upd-2' }, { sku: 'upd-3' }]);
  });

  test('single() on an update touching 0 or 2 rows is 406 and rolls back', async () => {
    const zero = await db.from('items').update({ qty: 99 }).eq('sku', 'missing').select().single();
    expect(zero.status).toBe(406);
    expect(zero.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const two = await db.from('items').update({ qty: 99 }).in('sku', ['upd-2', 'upd-3']).select().single();
    expect(two.status).toBe(406);
    expect(two.error).toMatchObject({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 2 rows' });
    const { data } = await db.from('items').select('sku, qty').in('sku', ['upd-2', 'upd-3']).order('sku');
    expect(data).toEqual([{ sku: 'upd-2', qty: 2 }, { sku: 'upd-3', qty: 3 }]);
  });

  test('maxAffected: over the limit is 400 PGRST124 and rolls back', async () => {
    const r = await maxAffected(db.from('items').update({ qty: 50 }).like('sku', 'upd-%'), 1).select('sku');
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: 'PGRST124', message: 'Query result exceeds max-affected preference constraint', details: 'The query affects 3 rows' });
    const { data } = await db.from('items').select('qty').eq('sku', 'upd-2').single();
    expect(data).toEqual({ qty: 2 });
    const ok = await maxAffected(db.from('items').update({ qty: 7 }).eq('sku', 'upd-2'), 1).select('qty');
    expect(ok.data).toEqual([{ qty: 7 }]);
  });

  test('an update without filters is rejected like pg-safeupdate (400, 21000)', async () => {
    const r = await db.from('items').update({ note: 'everything' }).select();
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
  });

  test('update with limit and order only touches the first rows', async () => {
    const r = await rest(s, 'PATCH', '/items?sku=like.upd-*&order=sku.desc&limit=1&select=sku', { ...asService(), headers: { Prefer: 'return=representation' }, body: { note: 'last' } });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ sku: 'upd-3' }]);
  });
});

describe('delete', () => {
  beforeAll(async () => {
    const { error } = await db.from('items').insert([
      { sku: 'del-1', name: 'A' }, { sku: 'del-2', name: 'B' }, { sku: 'del-3', name: 'C' }, { sku: 'del-4', name: 'D' },
    ]);
    expect(error).toBeNull();
  });

  test('delete().in().select() returns the deleted rows; without select 204', async () => {
    const { data, status } = await db.from('items').delete().in('sku', ['del-1', 'del-2']).select('sku').order('sku');
    expect(status).toBe(200);
    expect(data).toEqual([{ sku: 'del-1' }, { sku: 'del-2' }]);
    const quiet = await db.from('items').delete().eq('sku', 'del-3');
    expect(quiet.status).toBe(204);
    expect(await countItems('del-')).toBe(1);
  });

  test('delete().single() with two rows is 406 and nothing is deleted', async () => {
    await db.from('items').insert({ sku: 'del-5', name: 'E' });
    const r = await db.from('items').delete().in('sku', ['del-4', 'del-5']).select().single();
    expect(r.status).toBe(406);
    expect(r.error?.code).toBe('PGRST116');
    expect(await countItems('del-')).toBe(2);
    const raw = await rest(s, 'DELETE', '/items?sku=eq.del-4', { ...asService(), headers: { Prefer: 'count=exact' } });
    expect(raw.status).toBe(204);
    expect(raw.headers.get('content-range')).toBe('*/1');
  });

  test('a delete without filters is rejected (400, 21000)', async () => {
    const r = await db.from('items').delete();
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  test('deleting a referenced parent is a 409 foreign key violation', async () => {
    const r = await db.from('authors').delete().eq('id', 1);
    expect(r.status).toBe(409);
    expect(r.error).toMatchObject({ code: '23503', message: 'update or delete on table "authors" violates foreign key constraint "posts_author_id_fkey" on table "posts"', details: 'Key (id)=(1) is still referenced from table "posts".' });
  });
});

describe('rollback preference', () => {
  test('rollback(): the response shows the row, the database does not keep it', async () => {
    const { data, status } = await db.from('items').insert({ sku: 'rb-1', name: 'Ghost' }).select('sku').rollback();
    expect(status).toBe(201);
    expect(data).toEqual([{ sku: 'rb-1' }]);
    expect(await countItems('rb-')).toBe(0);
    const raw = await rest(s, 'DELETE', '/tags?id=eq.3&select=name', { ...asService(), headers: { Prefer: 'tx=rollback, return=representation' } });
    expect(raw.status).toBe(200);
    expect(raw.body).toEqual([{ name: 'sql' }]);
    expect(raw.headers.get('preference-applied')).toBe('return=representation, tx=rollback');
    const { data: still } = await db.from('posts').select('tags(name)').eq('id', 2).single();
    expect(still).toEqual({ tags: [{ name: 'sql' }] });
  });
});

describe('constraint and input errors', () => {
  test('unique violation: 409 23505 with details', async () => {
    await db.from('items').insert({ sku: 'uniq-1', name: 'A' });
    const r = await db.from('items').insert({ sku: 'uniq-1', name: 'B' });
    expect(r.status).toBe(409);
    expect(r.error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "items_sku_key"', details: 'Key (sku)=(uniq-1) already exists.', hint: null });
  });

  test('foreign key violation on insert: 409 23503', async () => {
    const r = await db.from('items').insert({ sku: 'fk-1', name: 'A', category_id: 999 });
    expect(r.status).toBe(409);
    expect(r.error).toMatchObject({ code: '23503', message: 'insert or update on table "items" violates foreign key constraint "items_category_id_fkey"', details: 'Key (category_id)=(999) is not present in table "categories".' });
  });

  test('not-null and check violations: 400', async () => {
    const nn = await db.from('items').insert({ sku: 'nn-1' });
    expect(nn.status).toBe(400);
    expect(nn.error).toMatchObject({ code: '23502', message: 'null value in column "name" of relation "items" violates not-null constraint' });
    const ck = await db.from('items').insert({ sku: 'ck-1', name: 'A', qty: -5 });
    expect(ck.status).toBe(400);
    expect(ck.error).toMatchObject({ code: '23514', message: 'new row for relation "items" violates check constraint "items_qty_check"' });
    const empty = await db.from('items').insert({});
    expect(empty.status).toBe(400);
    expect(empty.error?.code).toBe('23502');
  });

  test('invalid input syntax: 400 22P02', async () => {
    const r = await db.from('items').insert({ sku: 'bad-1', name: 'A', qty: 'many' });
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "many"' });
    const f = await db.from('items').select('id').eq('id', 'abc');
    expect(f.status).toBe(400);
    expect(f.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type bigint: "abc"' });
  });

  test('unknown column in the payload: 400 PGRST204', async () => {
    const r = await db.from('items').insert({ sku: 'x', name: 'A', colour: 'red' });
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'colour' column of 'items' in the schema cache", details: null, hint: null });
    const u = await db.from('items').update({ colour: 'red' }).eq('sku', 'x');
    expect(u.error?.code).toBe('PGRST204');
  });

  test('malformed JSON and non-uniform arrays: 400 PGRST102', async () => {
    const bad = await rest(s, 'POST', '/items', { ...asService(), rawBody: '{"sku": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null });
    const empty = await rest(s, 'POST', '/items', { ...asService(), rawBody: '' });
    expect(empty.body).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const keys = await rest(s, 'POST', '/items', { ...asService(), body: [{ sku: 'k1', name: 'A' }, { sku: 'k2' }] });
    expect(keys.status).toBe(400);
    expect(keys.body).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
    expect(await countItems('k')).toBe(0);
  });

  test('a failing row in a bulk insert leaves nothing half-written', async () => {
    const r = await db.from('items').insert([{ sku: 'half-1', name: 'ok' }, { sku: 'half-2', name: 'bad', qty: -1 }]);
    expect(r.status).toBe(400);
    expect(await countItems('half-')).toBe(0);
  });
});
