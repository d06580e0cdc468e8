// Functions through /rpc: POST with named JSON arguments and GET with query arguments, overloads
// resolved by argument names, defaults, arrays, scalar / set / table / composite / void results,
// filters on table results, read-only GET, raised errors, unknown functions.
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

describe('calling', () => {
  test('scalar result, overloads chosen by argument names', async () => {
    const two = await db.rpc('add_numbers', { a: 1, b: 2 });
    expect(two.error).toBeNull();
    expect(two.status).toBe(200);
    expect(two.data).toBe(3);
    const three = await db.rpc('add_numbers', { a: 1, b: 2, c: 3 });
    expect(three.data).toBe(6);
  });

  test('GET with query arguments (get: true), defaults and arrays', async () => {
    expect((await db.rpc('add_numbers', { a: 4, b: 5 }, { get: true })).data).toBe(9);
    expect((await db.rpc('greet', {}, { get: true })).data).toBe('hello world');
    expect((await db.rpc('greet', { name: 'Ana' })).data).toBe('hello Ana');
    expect((await db.rpc('sum_array', { nums: [1, 2, 3] })).data).toBe(6);
    expect((await db.rpc('sum_array', { nums: [4, 5] }, { get: true })).data).toBe(9);
  });

  test('setof scalar is an array', async () => {
    const { data } = await db.rpc('number_series', { n: 4 });
    expect(data).toEqual([1, 2, 3, 4]);
  });

  test('setof a table: filters, order, limit, select with embeds, count', async () => {
    const { data, count, status } = await db.rpc('posts_by_status', { p_status: 'published' }, { count: 'exact' })
      .select('id, title, author:authors!author_id(name)').gt('views', 60).order('id', { ascending: false }).limit(1);
    expect(status).toBe(206);
    expect(count).toBe(2);
    expect(data).toEqual([{ id: 4, title: 'Cats and dogs', author: { name: 'Bob' } }]);
    const one = await db.rpc('posts_by_status', { p_status: 'draft' }).select('id, status').single();
    expect(one.data).toEqual({ id: 3, status: 'draft' });
  });

  test('RETURNS TABLE columns can be filtered and ordered', async () => {
    const { data } = await db.rpc('author_stats').gte('post_count', 2).order('total_views', { ascending: false });
    expect(data).toEqual([
      { author_id: 1, post_count: 2, total_views: 150 },
      { author_id: 2, post_count: 2, total_views: 75 },
    ]);
  });

  test('a single composite result is an object', async () => {
    const { data } = await db.rpc('get_author', { author_id: 2 }).select('name, country');
    expect(data).toEqual({ name: 'Bob', country: 'US' });
  });

  test('a void function answers 204 with no body', async () => {
    const r = await db.rpc('do_nothing');
    expect(r.error).toBeNull();
    expect(r.status).toBe(204);
    expect(r.data).toBeNull();
  });

  test('a single unnamed jsonb parameter receives the whole body', async () => {
    const { data } = await db.rpc('echo_json', { x: [1, { y: null }], z: 'ok' });
    expect(data).toEqual({ x: [1, { y: null }], z: 'ok' });
  });

  test('Prefer: params=single-object passes the body to a single json parameter', async () => {
    const r = await rest(s, 'POST', '/rpc/echo_json', { headers: { Prefer: 'params=single-object' }, body: [1, 2] });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([1, 2]);
  });

  test('HEAD call', async () => {
    const r = await db.rpc('number_series', { n: 3 }, { head: true, count: 'exact' });
    expect(r.status).toBe(200);
    expect(r.count).toBe(3);
    expect(r.data).toBeNull();
  });

  test('functions see the caller role and claims', async () => {
    const { data } = await db.rpc('whoami');
    expect(data).toEqual({ uid: null, role: 'service_role', email: null });
  });
});

describe('transactions and errors', () => {
  test('POST may write; GET runs read-only (405, 25006)', async () => {
    const before = (await db.from('posts').select('views').eq('id', 2).single()).data!.views as number;
    const w = await db.rpc('bump_views', { post_id: 2 });
    expect(w.data).toBe(before + 1);
    const ro = await db.rpc('bump_views', { post_id: 2 }, { get: true });
    expect(ro.status).toBe(405);
    expect(ro.error).toMatchObject({ code: '25006', message: 'cannot execute UPDATE in a read-only transaction' });
    const after = (await db.from('posts').select('views').eq('id', 2).single()).data!.views;
    expect(after).toBe(before + 1);
  });

  test('RAISE EXCEPTION: 400 P0001 with message, details and hint', async () => {
    const r = await db.rpc('raise_error', { msg: 'boom' });
    expect(r.status).toBe(400);
    expect(r.error).toEqual({ code: 'P0001', message: 'boom', details: 'raised on purpose', hint: 'do not call this' });
  });

  test('unknown function: 404 PGRST202 with a suggestion', async () => {
    const r = await db.rpc('add_numberz', { a: 1, b: 2 });
    expect(r.status).toBe(404);
    expect(r.error).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.add_numberz(a, b) in the schema cache',
      details: 'Searched for the function public.add_numberz with parameters a, b or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: 'Perhaps you meant to call the function public.add_numbers',
    });
  });

  test('known function, wrong argument names: 404 PGRST202', async () => {
    const r = await db.rpc('add_numbers', { x: 1 });
    expect(r.status).toBe(404);
    expect(r.error).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.add_numbers(x) in the schema cache' });
    const none = await rest(s, 'GET', '/rpc/add_numbers');
    expect(none.body).toMatchObject({ code: 'PGRST202', message: 'Could not find the function public.add_numbers without parameters in the schema cache' });
  });

  test('bad argument values: 400 22P02', async () => {
    const r = await db.rpc('add_numbers', { a: 'one', b: 2 });
    expect(r.status).toBe(400);
    expect(r.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "one"' });
  });

  test('only GET, HEAD and POST are allowed on /rpc', async () => {
    const r = await rest(s, 'PATCH', '/rpc/greet', { body: {} });
    expect(r.status).toBe(405);
    expect(r.body).toEqual({ code: 'PGRST101', message: 'Cannot use the PATCH method on RPC', details: null, hint: null });
  });

  test('a function created after start is found (schema cache reload on miss)', async () => {
    await s.db.exec(`create function public.late_fn(x int) returns int language sql immutable as $$ select x * 2 $$;`);
    await new Promise((r) => setTimeout(r, 150));
    const r = await db.rpc('late_fn', { x: 21 });
    expect(r.error).toBeNull();
    expect(r.data).toBe(42);
  });
});
