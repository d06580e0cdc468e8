// postgres_changes through the real supabase-js realtime client: subscription, payload shapes,
// filters, publication membership, rollbacks, unsubscribe, tables added later.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONFORMANCE_MIGRATIONS, startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { Recorder, rtClient, subscribe, type RtClient } from './realtime-helpers.ts';
import type { ChangePayload } from './realtime-helpers.ts';

type Payload = ChangePayload;

let s: TestServer;
let c: RtClient;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS });
  c = await rtClient(s, s.serviceRoleKey);
});
afterAll(async () => {
  await c?.close();
  await s?.close();
});

describe(`postgres_changes on ${TEST_DB}`, () => {
  test('INSERT, UPDATE and DELETE arrive in order with Realtime payload shapes and typed values', async () => {
    const got = new Recorder<Payload>();
    const ch = c.supabase
      .channel('messages-all')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_messages' }, got.push);
    await subscribe(ch);

    const id = '6f1c5f3e-52a4-4d7a-9a51-1b0c2f0e7a11';
    await s.db.query(`insert into public.rt_messages (id, room, body, n) values ($1, 'lobby', 'hello', 7)`, [id]);
    const ins = await got.waitFor((p) => p.eventType === 'INSERT', 'INSERT');
    expect(ins).toMatchObject({ schema: 'public', table: 'rt_messages', eventType: 'INSERT', errors: null, old: {} });
    expect(ins.new).toMatchObject({ id, room: 'lobby', body: 'hello', n: 7 });
    expect(typeof ins.new.created_at).toBe('string');
    expect(ins.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await s.db.query(`update public.rt_messages set body = 'edited', n = 8 where id = $1`, [id]);
    const upd = await got.waitFor((p) => p.eventType === 'UPDATE', 'UPDATE');
    expect(upd.new).toMatchObject({ id, body: 'edited', n: 8 });
    // REPLICA IDENTITY FULL and no RLS: the whole old row
    expect(upd.old).toMatchObject({ id, body: 'hello', n: 7, room: 'lobby' });

    await s.db.query(`delete from public.rt_messages where id = $1`, [id]);
    const del = await got.waitFor((p) => p.eventType === 'DELETE', 'DELETE');
    expect(del.new).toEqual({});
    expect(del.old).toMatchObject({ id, body: 'edited', n: 8 });

    expect(got.items.map((p) => p.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    await c.supabase.removeChannel(ch);
  });

  test('writes through the REST API are delivered too', async () => {
    const got = new Recorder<Payload>();
    const ch = c.supabase.channel('via-rest').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_posts' }, got.push);
    await subscribe(ch);
    const { error } = await c.supabase.from('rt_posts').insert({ title: 'from rest' });
    expect(error).toBeNull();
    const p = await got.waitFor((x) => x.new.title === 'from rest', 'REST insert');
    expect(p.new.status).toBe('draft');
    await c.supabase.removeChannel(ch);
  });

  test('event-specific bindings only get their event; several bindings on one channel', async () => {
    const inserts = new Recorder<Payload>();
    const deletes = new Recorder<Payload>();
    const ch = c.supabase
      .channel('posts-split')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_posts' }, inserts.push)
      .on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'rt_posts' }, deletes.push);
    await subscribe(ch);
    const r = await s.db.query<{ id: string }>(`insert into public.rt_posts (title) values ('a') returning id`);
    const id = Number(r.rows[0].id);
    await s.db.query(`update public.rt_posts set title = 'b' where id = $1`, [id]);
    await s.db.query(`delete from public.rt_posts where id = $1`, [id]);
    const del = await deletes.waitFor(() => true, 'DELETE');
    // no RLS, default replica identity: old_record holds the primary key only
    expect(del.old).toEqual({ id });
    expect(inserts.items).toHaveLength(1);
    expect(inserts.items[0].new).toEqual({ id, title: 'a', status: 'draft' });
    expect(deletes.items).toHaveLength(1);
    await c.supabase.removeChannel(ch);
  });

  test('UPDATE old_record is the primary key without REPLICA IDENTITY FULL; values are typed', async () => {
    const got = new Recorder<Payload>();
    const ch = c.supabase.channel('items-types').on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'rt_items' }, got.push);
    await subscribe(ch);
    const r = await s.db.query<{ id: string }>(
      `insert into public.rt_items (title, is_public, score, price, tags, meta, secret_note) values ('t', true, 5, 12.5, '{a,b}', '{"k":[1,2]}', 's') returning id`,
    );
    const id = Number(r.rows[0].id);
    await s.db.query(`update public.rt_items set score = 6 where id = $1`, [id]);
    const upd = await got.waitFor(() => true, 'UPDATE');
    expect(upd.old).toEqual({ id });
    expect(upd.new).toMatchObject({ id, title: 't', is_public: true, score: 6, price: 12.5, tags: ['a', 'b'], meta: { k: [1, 2] }, secret_note: 's', owner_id: null });
    await c.supabase.removeChannel(ch);
  });

  test('filters: eq, in, gt; non-matching rows are not delivered', async () => {
    const eq = new Recorder<Payload>();
    const inList = new Recorder<Payload>();
    const gt = new Recorder<Payload>();
    const all = new Recorder<Payload>();
    const ch = c.supabase
      .channel('messages-filtered')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_messages', filter: 'room=eq.blue' }, eq.push)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_messages', filter: 'room=in.(red,"green, dark")' }, inList.push)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_messages', filter: 'n=gt.10' }, gt.push)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_messages' }, all.push);
    await subscribe(ch);
    await s.db.query(`insert into public.rt_messages (room, n) values ('blue', 1), ('red', 2), ('green, dark', 20), ('other', 11), ('last', 0)`);
    await all.waitFor((p) => p.new.room === 'last', 'last insert');
    expect(eq.items.map((p) => p.new.room)).toEqual(['blue']);
    expect(inList.items.map((p) => p.new.room)).toEqual(['red', 'green, dark']);
    expect(gt.items.map((p) => p.new.room)).toEqual(['green, dark', 'other']);
    expect(all.items).toHaveLength(5);
    await c.supabase.removeChannel(ch);
  });

  test('filter id=eq.x on UPDATE and DELETE (DELETE filters on the old row)', async () => {
    const r = await s.db.query<{ id: string }>(`insert into public.rt_posts (title) values ('x'), ('y') returning id`);
    const [a, b] = r.rows.map((x) => Number(x.id));
    const got = new Recorder<Payload>();
    const ch = c.supabase.channel('post-a').on('postgres_changes', { event: '*', schema: 'public', table: 'rt_posts', filter: `id=eq.${a}` }, got.push);
    await subscribe(ch);
    await s.db.query(`update public.rt_posts set title = title || '!'`);
    await s.db.query(`delete from public.rt_posts where id in ($1, $2)`, [b, a]);
    await got.waitFor((p) => p.eventType === 'DELETE', 'DELETE of a');
    expect(got.items.map((p) => [p.eventType, p.eventType === 'DELETE' ? p.old.id : p.new.id])).toEqual([['UPDATE', a], ['DELETE', a]]);
    await c.supabase.removeChannel(ch);
  });

  test('a table outside the publication and a rolled-back transaction send nothing', async () => {
    const got = new Recorder<Payload>();
    const ch = c.supabase
      .channel('mixed')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_unpublished' }, got.push)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_messages' }, got.push);
    await subscribe(ch);
    await s.db.query(`insert into public.rt_unpublished (id, body) values (1, 'nope')`);
    await s.db
      .transaction(async (tx) => {
        await tx.query(`insert into public.rt_messages (room, body) values ('rolled', 'back')`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await s.db.query(`insert into public.rt_messages (room, body) values ('marker', 'committed')`);
    await got.waitFor((p) => p.new.room === 'marker', 'marker');
    expect(got.items.map((p) => [p.table, p.new.room])).toEqual([['rt_messages', 'marker']]);
    await c.supabase.removeChannel(ch);
  });

  test('schema-wide binding (no table) gets every published table of the schema', async () => {
    const got = new Recorder<Payload>();
    const ch = c.supabase.channel('schema-wide').on('postgres_changes', { event: 'INSERT', schema: 'public' }, got.push);
    await subscribe(ch);
    await s.db.query(`insert into public.rt_posts (title) values ('p1')`);
    await s.db.query(`insert into public.rt_unpublished (id, body) values (2, 'no')`);
    await s.db.query(`insert into public.rt_messages (room) values ('m1')`);
    await got.waitFor((p) => p.table === 'rt_messages', 'rt_messages insert');
    expect(got.items.map((p) => p.table)).toEqual(['rt_posts', 'rt_messages']);
    await c.supabase.removeChannel(ch);
  });

  test('removeChannel stops delivery; other channels keep receiving', async () => {
    const first = new Recorder<Payload>();
    const second = new Recorder<Payload>();
    const ch1 = c.supabase.channel('leave-1').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_messages' }, first.push);
    const ch2 = c.supabase.channel('leave-2').on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'rt_messages' }, second.push);
    await subscribe(ch1);
    await subscribe(ch2);
    await s.db.query(`insert into public.rt_messages (room) values ('both')`);
    await first.waitFor((p) => p.new.room === 'both', 'first');
    await second.waitFor((p) => p.new.room === 'both', 'second');
    expect(await c.supabase.removeChannel(ch1)).toBe('ok');
    await s.db.query(`insert into public.rt_messages (room) values ('after')`);
    await second.waitFor((p) => p.new.room === 'after', 'second after leave');
    expect(first.items.map((p) => p.new.room)).toEqual(['both']);
    await c.supabase.removeChannel(ch2);
  });

  test('a table added to the publication after start is captured once subscribed', async () => {
    await s.db.exec(`create table public.rt_late (id int primary key, v text); alter publication supabase_realtime add table public.rt_late;`);
    const got = new Recorder<Payload>();
    const ch = c.supabase.channel('late').on('postgres_changes', { event: '*', schema: 'public', table: 'rt_late' }, got.push);
    await subscribe(ch);
    await s.db.query(`insert into public.rt_late values (1, 'one')`);
    const ins = await got.waitFor(() => true, 'insert into late table');
    expect(ins.new).toEqual({ id: 1, v: 'one' });
    await c.supabase.removeChannel(ch);
  });

  test('INSERT into a table without primary key yields Realtime\'s error payload', async () => {
    const got = new Recorder<Payload>();
    const ch = c.supabase.channel('nopk').on('postgres_changes', { event: '*', schema: 'public', table: 'rt_nopk' }, got.push);
    await subscribe(ch);
    await s.db.query(`insert into public.rt_nopk (body) values ('x')`);
    const p = await got.waitFor(() => true, 'nopk error');
    expect(p.errors).toEqual(['Error 400: Bad Request, no primary key']);
    expect(p.new).toEqual({});
    await c.supabase.removeChannel(ch);
  });

  test('an invalid filter still subscribes (bindings echoed) but reports a system error', async () => {
    const sys = new Recorder<{ extension: string; status: string; message: string }>();
    const ch = c.supabase
      .channel('bad-filter')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_messages', filter: 'nope=eq.1' }, () => {})
      .on('system', {}, sys.push);
    await subscribe(ch);
    const m = await sys.waitFor((x) => x.extension === 'postgres_changes', 'system message');
    expect(m.status).toBe('error');
    expect(m.message).toContain('nope');
    await c.supabase.removeChannel(ch);
  });
});
