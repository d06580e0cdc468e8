// Every filter operator postgrest-js can emit, negation, quantifiers, and/or trees (nested, negated,
// with quoted values and {array} literals), JSON-path filters, and full-text search.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { rest, serviceClient, startRestServer } from './rest-helpers.ts';

let s: TestServer;
let db: SupabaseClient;
beforeAll(async () => {
  s = await startRestServer();
  db = serviceClient(s);
  // Items with ranges and odd strings for the range operators and quoting.
  const { error } = await db.from('items').insert([
    { sku: 'r1', name: 'one, two', period: '[1,5)', tags: ['a', 'b'], data: { k: 1 } },
    { sku: 'r2', name: 'say "hi"', period: '[5,10)', tags: ['b', 'c'], data: { k: 2, deep: { x: 'y' } } },
    { sku: 'r3', name: '(paren)', period: '[20,30)', tags: [], data: null },
    { sku: 'r4', name: 'back\\slash', period: null, tags: null, data: { k: 3 } },
  ]);
  expect(error).toBeNull();
});
afterAll(async () => { await s?.close(); });

const ids = (data: { id: number }[] | null) => data?.map((r) => r.id);
const skus = (data: { sku: string }[] | null) => data?.map((r) => r.sku);

describe('comparison operators', () => {
  test('eq, neq, gt, gte, lt, lte', async () => {
    expect(ids((await db.from('posts').select('id').eq('status', 'draft')).data)).toEqual([3]);
    expect(ids((await db.from('posts').select('id').neq('status', 'published').order('id')).data)).toEqual([3, 5]);
    expect(ids((await db.from('posts').select('id').gt('views', 50).order('id')).data)).toEqual([1, 4]);
    expect(ids((await db.from('posts').select('id').gte('views', 50).order('id')).data)).toEqual([1, 2, 4]);
    expect(ids((await db.from('posts').select('id').lt('views', 50).order('id')).data)).toEqual([3, 5]);
    expect(ids((await db.from('posts').select('id').lte('views', 10).order('id')).data)).toEqual([3, 5]);
    expect(ids((await db.from('posts').select('id').gte('published_at', '2024-02-01').order('id')).data)).toEqual([2, 4]);
  });

  test('match() and filter() build eq filters and raw operators', async () => {
    expect(ids((await db.from('posts').select('id').match({ author_id: 1, status: 'published' }).order('id')).data)).toEqual([1, 2]);
    expect(ids((await db.from('posts').select('id').filter('views', 'in', '(0,10)').order('id')).data)).toEqual([3, 5]);
  });

  test('like / ilike with * and % wildcards, and their any/all quantifiers', async () => {
    expect(ids((await db.from('posts').select('id').like('title', '%World')).data)).toEqual([1]);
    expect(ids((await db.from('posts').select('id').ilike('title', '%CATS%')).data)).toEqual([4]);
    expect(ids((await rest(s, 'GET', '/posts?select=id&title=like.*thoughts')).body)).toEqual([2]);
    expect(ids((await db.from('posts').select('id').likeAnyOf('title', ['Hello%', 'Draft%']).order('id')).data)).toEqual([1, 3]);
    expect(ids((await db.from('posts').select('id').ilikeAllOf('title', ['%a%', '%d%']).order('id')).data)).toEqual([3, 4, 5]);
  });

  test('match / imatch (regular expressions)', async () => {
    expect(ids((await db.from('posts').select('id').regexMatch('title', '^[A-C]').order('id')).data)).toEqual([4, 5]);
    expect(ids((await db.from('posts').select('id').regexIMatch('title', '^h')).data)).toEqual([1]);
    expect(ids((await db.from('posts').select('id').regexMatch('title', 'o{2}|ll')).data)).toEqual([1]);
    expect(ids((await rest(s, 'GET', '/posts?select=id&title=not.imatch.^[a-d]&order=id')).body)).toEqual([1, 2]);
  });

  test('is null / not null / true / false, isDistinct', async () => {
    expect(ids((await db.from('posts').select('id').is('editor_id', null).order('id')).data)).toEqual([2, 5]);
    expect(ids((await db.from('posts').select('id').not('editor_id', 'is', null).order('id')).data)).toEqual([1, 3, 4]);
    expect(ids((await db.from('comments').select('id').is('approved', false)).data)).toEqual([2]);
    expect(ids((await rest(s, 'GET', '/comments?select=id&approved=is.TRUE&order=id')).body)).toEqual([1, 3, 4, 5]);
    expect(ids((await db.from('posts').select('id').isDistinct('editor_id', 1).order('id')).data)).toEqual([1, 2, 5]);
  });

  test('in / not in with quoted values containing commas, quotes and parentheses', async () => {
    expect(ids((await db.from('posts').select('id').in('id', [1, 3, 5]).order('id')).data)).toEqual([1, 3, 5]);
    expect(ids((await db.from('posts').select('id').not('status', 'in', '(published,archived)')).data)).toEqual([3]);
    expect(skus((await db.from('items').select('sku').in('name', ['one, two', 'say "hi"', '(paren)']).order('sku')).data)).toEqual(['r1', 'r2', 'r3']);
    expect(skus((await db.from('items').select('sku').in('name', ['back\\slash'])).data)).toEqual(['r4']);
    expect((await db.from('posts').select('id').in('id', [])).data).toEqual([]);
  });

  test('array operators: contains, containedBy, overlaps', async () => {
    expect(ids((await db.from('posts').select('id').contains('tags', ['cats'])).data)).toEqual([4]);
    expect(ids((await db.from('posts').select('id').containedBy('tags', ['sql', 'news', 'intro']).order('id')).data)).toEqual([2, 3, 5]);
    expect(ids((await db.from('posts').select('id').overlaps('tags', ['postgres', 'pets']).order('id')).data)).toEqual([1, 4]);
  });

  test('jsonb contains with an object, JSON path filters', async () => {
    expect(ids((await db.from('posts').select('id').contains('meta', { lang: 'en', score: 4 })).data)).toEqual([4]);
    expect(ids((await db.from('posts').select('id').eq('meta->>lang', 'fr')).data)).toEqual([3]);
    expect(ids((await db.from('posts').select('id').gt('meta->score', 3).order('id')).data)).toEqual([1, 4]);
    expect(ids((await db.from('posts').select('id').eq('meta->nested->>a', '1')).data)).toEqual([4]);
    expect(skus((await db.from('items').select('sku').eq('data->deep->>x', 'y')).data)).toEqual(['r2']);
  });

  test('range operators: sl, sr, nxr, nxl, adj, and range containment', async () => {
    expect(skus((await db.from('items').select('sku').rangeLt('period', '[10,20)').order('sku')).data)).toEqual(['r1', 'r2']);
    expect(skus((await db.from('items').select('sku').rangeGt('period', '[2,3)').order('sku')).data)).toEqual(['r2', 'r3']);
    expect(skus((await db.from('items').select('sku').rangeLte('period', '[0,5)')).data)).toEqual(['r1']);
    expect(skus((await db.from('items').select('sku').rangeGte('period', '[5,6)').order('sku')).data)).toEqual(['r2', 'r3']);
    expect(skus((await db.from('items').select('sku').rangeAdjacent('period', '[10,20)').order('sku')).data)).toEqual(['r2', 'r3']);
    expect(skus((await db.from('items').select('sku').contains('period', '[6,7]')).data)).toEqual(['r2']);
    expect(skus((await db.from('items').select('sku').overlaps('period', '[4,6)').order('sku')).data)).toEqual(['r1', 'r2']);
  });

  test('quantified comparisons: eq(any), gt(all)', async () => {
    expect(ids((await rest(s, 'GET', '/posts?select=id&id=eq(any).{2,4}&order=id')).body)).toEqual([2, 4]);
    expect(ids((await rest(s, 'GET', '/posts?select=id&views=gt(all).{20,60}&order=id')).body)).toEqual([1, 4]);
    expect(ids((await rest(s, 'GET', '/posts?select=id&title=ilike(any).{*cat*,*draft*}&order=id')).body)).toEqual([3, 4]);
  });
});

describe('full-text search', () => {
  test('textSearch on a tsvector column: to_tsquery, plain, phrase, websearch, with a config', async () => {
    expect(ids((await db.from('posts').select('id').textSearch('fts', 'postgres & first')).data)).toEqual([1]);
    expect(ids((await db.from('posts').select('id').textSearch('fts', 'cats dogs', { type: 'plain', config: 'english' })).data)).toEqual([4]);
    expect(ids((await db.from('posts').select('id').textSearch('fts', 'hello world', { type: 'phrase' })).data)).toEqual([1]);
    expect(ids((await db.from('posts').select('id').textSearch('fts', '"first post" or databases -cats', { type: 'websearch', config: 'english' }).order('id')).data)).toEqual([1, 2]);
    expect(ids((await rest(s, 'GET', '/posts?select=id&fts=not.fts.post&order=id')).body)).toEqual([2, 3, 5]);
  });

  test('a text column is wrapped in to_tsvector', async () => {
    expect(ids((await db.from('posts').select('id').textSearch('body', 'databases', { config: 'english' })).data)).toEqual([2]);
  });
});

describe('logic trees', () => {
  test('or() with nested and(), quoted values and array literals', async () => {
    const a = await db.from('posts').select('id').or('views.gt.70,and(status.eq.draft,title.ilike.*idea*)').order('id');
    expect(ids(a.data)).toEqual([1, 3, 4]);
    const b = await db.from('items').select('sku').or('name.eq."one, two",name.eq."say \\"hi\\"",tags.cs.{c}').order('sku');
    expect(skus(b.data)).toEqual(['r1', 'r2']);
    const c = await db.from('posts').select('id').or('id.in.(1,2),tags.ov.{pets,news}').order('id');
    expect(ids(c.data)).toEqual([1, 2, 4, 5]);
    const d = await db.from('posts').select('id').or('meta->>lang.eq.fr,views.is.null,published_at.lt.2024-01-01');
    expect(ids(d.data)).toEqual([3, 5]);
  });

  test('and= and not.or=', async () => {
    const a = await rest(s, 'GET', '/posts?select=id&and=(views.gte.50,views.lte.100,status.not.eq.draft)&order=id');
    expect(ids(a.body)).toEqual([1, 2, 4]);
    const b = await rest(s, 'GET', '/posts?select=id&not.or=(status.eq.published,views.eq.10)');
    expect(ids(b.body)).toEqual([3]);
    const c = await db.from('posts').select('id').not('id', 'in', '(1,2)').or('status.eq.published,status.eq.draft').order('id');
    expect(ids(c.data)).toEqual([3, 4]);
  });

  test('several filters on the same column are ANDed', async () => {
    const r = await db.from('posts').select('id').gte('views', 10).lte('views', 75).order('id');
    expect(ids(r.data)).toEqual([2, 4, 5]);
  });

  test('a space in a value sent as + is a space', async () => {
    const r = await db.from('posts').select('id').eq('title', 'Hello World');
    expect(ids(r.data)).toEqual([1]);
  });
});
