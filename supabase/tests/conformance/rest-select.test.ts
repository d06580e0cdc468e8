// Reading with supabase-js: columns, renames, casts, JSON paths, every embedding shape
// (many-to-one, one-to-many, one-to-one, many-to-many, self-reference, views), hints, !inner,
// spreads, filters/order/limit inside embeds, ordering, ranges, counts, single/maybeSingle.
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

describe('columns', () => {
  test('select * returns every column with Postgres JSON formatting', async () => {
    const { data, error, status } = await db.from('posts').select('*').eq('id', 1).single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: 1, author_id: 1, editor_id: 2, title: 'Hello World', status: 'published',
      tags: ['intro', 'postgres'], meta: { lang: 'en', score: 5 }, views: 100, published_at: '2024-01-10T10:00:00+00:00',
    });
  });

  test('renames, casts and JSON paths', async () => {
    const { data, error } = await db.from('posts')
      .select('postId:id, views::text, lang:meta->>lang, score:meta->score, meta->nested->a, first_tag:tags->0')
      .order('id').limit(4);
    expect(error).toBeNull();
    expect(data).toEqual([
      { postId: 1, views: '100', lang: 'en', score: 5, a: null, first_tag: 'intro' },
      { postId: 2, views: '50', lang: 'en', score: 3, a: null, first_tag: 'sql' },
      { postId: 3, views: '0', lang: 'fr', score: null, a: null, first_tag: null },
      { postId: 4, views: '75', lang: 'en', score: 4, a: 1, first_tag: 'pets' },
    ]);
  });

  test('an empty result is an empty array with Content-Range */*', async () => {
    const r = await rest(s, 'GET', '/posts?select=id&id=eq.999');
    expect(r.status).toBe(200);
    expect(r.body).toEqual([]);
    expect(r.headers.get('content-range')).toBe('*/*');
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('embedding', () => {
  test('many-to-one as an object (hint by FK column and by constraint name), one-to-many as an array', async () => {
    const { data, error } = await db.from('posts')
      .select('id, author:authors!author_id(name), editor:authors!posts_editor_id_fkey(name), comments(id, body)')
      .in('id', [1, 2, 3]).order('id').order('id', { referencedTable: 'comments' });
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, author: { name: 'Alice' }, editor: { name: 'Bob' }, comments: [{ id: 1, body: 'Nice post' }, { id: 2, body: 'I disagree' }, { id: 3, body: 'Thanks!' }] },
      { id: 2, author: { name: 'Alice' }, editor: null, comments: [{ id: 4, body: 'Interesting' }] },
      { id: 3, author: { name: 'Bob' }, editor: { name: 'Alice' }, comments: [] },
    ]);
  });

  test('one-to-one both ways is an object or null', async () => {
    const { data } = await db.from('authors').select('name, author_bios(bio)').order('id');
    expect(data).toEqual([
      { name: 'Alice', author_bios: { bio: 'Alice writes about databases' } },
      { name: 'Bob', author_bios: { bio: 'Bob likes APIs' } },
      { name: 'Carol', author_bios: null },
      { name: 'Dave', author_bios: null },
    ]);
    const back = await db.from('author_bios').select('bio, authors(name)').eq('author_id', 2).single();
    expect(back.data).toEqual({ bio: 'Bob likes APIs', authors: { name: 'Bob' } });
  });

  test('many-to-many through the junction table', async () => {
    const { data } = await db.from('posts').select('id, tags(name)').in('id', [1, 2, 3]).order('id').order('name', { referencedTable: 'tags' });
    expect(data).toEqual([
      { id: 1, tags: [{ name: 'intro' }, { name: 'postgres' }] },
      { id: 2, tags: [{ name: 'sql' }] },
      { id: 3, tags: [] },
    ]);
    const back = await db.from('tags').select('name, posts(id)').eq('name', 'pets').single();
    expect(back.data).toEqual({ name: 'pets', posts: [{ id: 4 }] });
  });

  test('one-to-many from the referenced side needs a hint when two FKs exist', async () => {
    const { data } = await db.from('authors').select('name, written:posts!author_id(id), edited:posts!editor_id(id)')
      .eq('id', 1).order('id', { referencedTable: 'written' }).single();
    expect(data).toEqual({ name: 'Alice', written: [{ id: 1 }, { id: 2 }], edited: [{ id: 3 }, { id: 4 }] });
  });

  test('self reference: FK column name for the parent, table name for the children', async () => {
    const { data } = await db.from('categories').select('name, parent:parent_id(name), children:categories(name)').order('id');
    expect(data).toEqual([
      { name: 'Root', parent: null, children: [{ name: 'Tech' }, { name: 'Life' }] },
      { name: 'Tech', parent: { name: 'Root' }, children: [{ name: 'Databases' }] },
      { name: 'Databases', parent: { name: 'Tech' }, children: [] },
      { name: 'Life', parent: { name: 'Root' }, children: [] },
    ]);
    const hinted = await db.from('categories').select('name, subs:categories!parent_id(name)').eq('id', 2).single();
    expect(hinted.data).toEqual({ name: 'Tech', subs: [{ name: 'Databases' }] });
  });

  test('nested embeds and count', async () => {
    const { data } = await db.from('authors')
      .select('name, posts!author_id(title, comments(count))')
      .eq('id', 2).order('id', { referencedTable: 'posts' }).single();
    expect(data).toEqual({
      name: 'Bob',
      posts: [
        { title: 'Draft idea', comments: [{ count: 0 }] },
        { title: 'Cats and dogs', comments: [{ count: 1 }] },
      ],
    });
    const nested = await db.from('posts').select('id, comments(body, author:authors(name, author_bios(bio)))').eq('id', 4).single();
    expect(nested.data).toEqual({ id: 4, comments: [{ body: 'Love cats', author: { name: 'Alice', author_bios: { bio: 'Alice writes about databases' } } }] });
  });

  test('spread of a to-one embed lifts its columns', async () => {
    const { data } = await db.from('posts').select('id, ...authors!author_id(author_name:name, country)').in('id', [1, 3]).order('id');
    expect(data).toEqual([{ id: 1, author_name: 'Alice', country: 'FR' }, { id: 3, author_name: 'Bob', country: 'US' }]);
  });

  test('spread of a to-many embed gives one array per column', async () => {
    const { data } = await db.from('authors').select('name, ...posts!author_id(title, views)').eq('id', 1).order('id', { referencedTable: 'posts' }).single();
    expect(data).toEqual({ name: 'Alice', title: ['Hello World', 'Second thoughts'], views: [100, 50] });
  });

  test('filters on nested embeds use the full path; !inner propagates up', async () => {
    const left = await db.from('posts').select('id, comments(id, author:authors(name))').eq('id', 1).eq('comments.author.name', 'Bob').order('id', { referencedTable: 'comments' }).single();
    expect(left.data).toEqual({ id: 1, comments: [{ id: 1, author: { name: 'Bob' } }, { id: 2, author: null }, { id: 3, author: null }] });
    const inner = await db.from('posts').select('id, comments!inner(id, author:authors!inner(name))').eq('comments.author.name', 'Bob').order('id');
    expect(inner.data).toEqual([{ id: 1, comments: [{ id: 1, author: { name: 'Bob' } }] }, { id: 2, comments: [{ id: 4, author: { name: 'Bob' } }] }]);
  });

  test('embedding from a view uses the base table relationships', async () => {
    const { data, error } = await db.from('published_posts').select('id, authors(name), comments(count)').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, authors: { name: 'Alice' }, comments: [{ count: 3 }] },
      { id: 2, authors: { name: 'Alice' }, comments: [{ count: 1 }] },
      { id: 4, authors: { name: 'Bob' }, comments: [{ count: 1 }] },
    ]);
  });

  test('filters, order, limit and or= inside an embed only shape the embedded rows', async () => {
    const { data } = await db.from('posts').select('id, comments(id)')
      .in('id', [1, 2, 3]).eq('comments.approved', true)
      .order('id').order('id', { referencedTable: 'comments', ascending: false }).limit(1, { referencedTable: 'comments' });
    expect(data).toEqual([{ id: 1, comments: [{ id: 3 }] }, { id: 2, comments: [{ id: 4 }] }, { id: 3, comments: [] }]);
    const ored = await db.from('posts').select('id, comments(id)').eq('id', 1)
      .or('id.eq.1,body.ilike.*thanks*', { referencedTable: 'comments' }).order('id', { referencedTable: 'comments' }).single();
    expect(ored.data).toEqual({ id: 1, comments: [{ id: 1 }, { id: 3 }] });
    const offset = await rest(s, 'GET', '/posts?select=id,comments(id)&id=eq.1&comments.order=id&comments.offset=1&comments.limit=1', { apikey: s.serviceRoleKey });
    expect(offset.body).toEqual([{ id: 1, comments: [{ id: 2 }] }]);
  });

  test('!inner drops parents without matching embedded rows, and counts accordingly', async () => {
    const { data, count } = await db.from('posts').select('id, comments!inner(id)', { count: 'exact' })
      .eq('comments.author_id', 2).order('id');
    expect(data).toEqual([{ id: 1, comments: [{ id: 1 }] }, { id: 2, comments: [{ id: 4 }] }]);
    expect(count).toBe(2);
    const toOne = await db.from('posts').select('id, author:authors!author_id!inner(country)').eq('author.country', 'US').order('id');
    expect(toOne.data).toEqual([{ id: 3, author: { country: 'US' } }, { id: 4, author: { country: 'US' } }]);
    const filterOnly = await db.from('posts').select('id, tags!inner()').eq('tags.name', 'sql');
    expect(filterOnly.data).toEqual([{ id: 2 }]);
  });

  test('!left keeps every parent', async () => {
    const { data } = await db.from('posts').select('id, author:authors!author_id!left(country)').eq('author.country', 'US').order('id');
    expect(data).toEqual([
      { id: 1, author: null }, { id: 2, author: null }, { id: 3, author: { country: 'US' } }, { id: 4, author: { country: 'US' } }, { id: 5, author: null },
    ]);
  });

  test('embed=is.null / not.is.null filter parents by presence of the embed', async () => {
    const none = await db.from('posts').select('id, comments(id)').is('comments', null).order('id');
    expect(none.data).toEqual([{ id: 3, comments: [] }, { id: 5, comments: [] }]);
    const some = await db.from('posts').select('id, comments()').not('comments', 'is', null).order('id');
    expect(some.data).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
    const bios = await db.from('authors').select('name, author_bios(bio)').not('author_bios', 'is', null).order('id');
    expect(bios.data?.map((a) => a.name)).toEqual(['Alice', 'Bob']);
  });

  test('order by a column of a to-one embed', async () => {
    const r = await rest(s, 'GET', '/posts?select=id,author:authors!author_id(name)&order=author(name).desc,id.asc', { apikey: s.serviceRoleKey });
    expect(r.body.map((x: { id: number }) => x.id)).toEqual([5, 3, 4, 1, 2]);
  });
});

describe('ordering and paging', () => {
  test('asc/desc with nullsfirst/nullslast', async () => {
    const a = await db.from('authors').select('name').order('age', { ascending: false, nullsFirst: false });
    expect(a.data?.map((r) => r.name)).toEqual(['Bob', 'Alice', 'Dave', 'Carol']);
    const b = await db.from('authors').select('name').order('age', { ascending: true, nullsFirst: true });
    expect(b.data?.map((r) => r.name)).toEqual(['Carol', 'Dave', 'Alice', 'Bob']);
    const c = await db.from('authors').select('name').order('country').order('name', { ascending: false });
    expect(c.data?.map((r) => r.name)).toEqual(['Carol', 'Alice', 'Bob', 'Dave']);
  });

  test('order on a JSON path', async () => {
    const { data } = await db.from('posts').select('id').order('meta->score', { ascending: false, nullsFirst: false }).limit(3);
    expect(data).toEqual([{ id: 1 }, { id: 4 }, { id: 2 }]);
  });

  test('range() with count: 206 and Content-Range', async () => {
    const r = await db.from('posts').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(r.status).toBe(206);
    expect(r.count).toBe(5);
    expect(r.data).toEqual([{ id: 2 }, { id: 3 }]);
    const raw = await rest(s, 'GET', '/posts?select=id&order=id&offset=1&limit=2', { headers: { Prefer: 'count=exact' } });
    expect(raw.headers.get('content-range')).toBe('1-2/5');
    expect(raw.headers.get('preference-applied')).toBe('count=exact');
    const all = await rest(s, 'GET', '/posts?select=id', { headers: { Prefer: 'count=exact' } });
    expect(all.status).toBe(200);
    expect(all.headers.get('content-range')).toBe('0-4/5');
    const none = await rest(s, 'GET', '/posts?select=id&id=gt.100', { headers: { Prefer: 'count=exact' } });
    expect(none.headers.get('content-range')).toBe('*/0');
    const noCount = await rest(s, 'GET', '/posts?select=id&order=id&limit=2');
    expect(noCount.headers.get('content-range')).toBe('0-1/*');
  });

  test('planned and estimated counts are answered (exactly)', async () => {
    for (const count of ['planned', 'estimated'] as const) {
      const r = await db.from('posts').select('id', { count, head: true });
      expect(r.error).toBeNull();
      expect(r.count).toBe(5);
    }
  });

  test('Range header', async () => {
    const r = await rest(s, 'GET', '/posts?select=id&order=id', { headers: { Range: '1-3', 'Range-Unit': 'items', Prefer: 'count=exact' } });
    expect(r.status).toBe(206);
    expect(r.body).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }]);
    expect(r.headers.get('content-range')).toBe('1-3/5');
  });

  test('offset beyond the total with a count is 416 PGRST103', async () => {
    const r = await rest(s, 'GET', '/posts?select=id&offset=10', { headers: { Prefer: 'count=exact' } });
    expect(r.status).toBe(416);
    expect(r.body).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable', details: 'An offset of 10 was requested, but there are only 5 rows.' });
  });

  test('HEAD with count: status, Content-Range, no body', async () => {
    const { data, count, status, error } = await db.from('posts').select('*', { count: 'exact', head: true }).eq('status', 'published');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(3);
    expect(data).toBeNull();
    const raw = await rest(s, 'HEAD', '/posts?select=id', { headers: { Prefer: 'count=exact' } });
    expect(raw.text).toBe('');
    expect(raw.headers.get('content-range')).toBe('0-4/5');
  });
});

describe('single and maybeSingle', () => {
  test('single(): object, and 406 PGRST116 for zero or many rows', async () => {
    const one = await db.from('authors').select('name').eq('id', 1).single();
    expect(one.data).toEqual({ name: 'Alice' });
    const zero = await db.from('authors').select('name').eq('id', 99).single();
    expect(zero.status).toBe(406);
    expect(zero.error).toMatchObject({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 0 rows' });
    const many = await db.from('authors').select('name').single();
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 4 rows' });
    const raw = await rest(s, 'GET', '/authors?select=name&id=eq.2', { headers: { Accept: 'application/vnd.pgrst.object+json' } });
    expect(raw.headers.get('content-type')).toMatch(/^application\/vnd\.pgrst\.object\+json/);
    expect(raw.body).toEqual({ name: 'Bob' });
  });

  test('maybeSingle(): null for no row', async () => {
    const none = await db.from('authors').select('name').eq('id', 99).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await db.from('authors').select('name').eq('id', 3).maybeSingle();
    expect(one.data).toEqual({ name: 'Carol' });
  });
});

describe('other representations', () => {
  test('csv(): header line, then Postgres record text per row', async () => {
    const { data } = await db.from('authors').select('id,name,age').order('id').limit(2).csv();
    expect(data).toBe('id,name,age\n1,Alice,30\n2,Bob,45');
    const mixed = await db.from('comments').select('id,approved,body').order('id').limit(2).csv();
    expect(mixed.data).toBe('id,approved,body\n1,t,"Nice post"\n2,f,"I disagree"');
    const raw = await rest(s, 'GET', '/posts?select=id&id=eq.99', { headers: { Accept: 'text/csv' } });
    expect(raw.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(raw.text).toBe('\n');
  });

  test('stripNulls via Accept nulls=stripped', async () => {
    const r = await rest(s, 'GET', '/authors?select=name,email&id=eq.3', { headers: { Accept: 'application/vnd.pgrst.array+json;nulls=stripped' } });
    expect(r.body).toEqual([{ name: 'Carol' }]);
  });

  test('Accept-Profile public echoes Content-Profile', async () => {
    const r = await rest(s, 'GET', '/authors?select=id&limit=1', { headers: { 'Accept-Profile': 'public' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-profile')).toBe('public');
  });
});
