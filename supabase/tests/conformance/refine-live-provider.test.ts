// @refinedev/supabase's liveProvider against the local realtime: it subscribes one
// postgres_changes binding per event type on topic `resources/<table>:<EVENTS>[:<filter>]`.
import { liveProvider } from '@refinedev/supabase';
import type { LiveEvent } from '@refinedev/core';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONFORMANCE_MIGRATIONS, startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { Recorder, rtClient, type RtClient } from './realtime-helpers.ts';

let s: TestServer;
let c: RtClient;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS });
  c = await rtClient(s);
});
afterAll(async () => {
  await c?.close();
  await s?.close();
});

// refine's typings resolve supabase-js through its CommonJS declarations: same class, other type identity.
type RefineClient = Parameters<typeof liveProvider>[0];
type Live = ReturnType<typeof liveProvider>;
type Sub = ReturnType<Live['subscribe']>;

/**
 * refine's subscribe returns the supabase channel without a status callback; its join is sent
 * asynchronously, so a `system` listener added right away sees the server's
 * "Subscribed to PostgreSQL" message that follows the join reply.
 */
function joined(ch: Sub): Promise<void> {
  const channel = ch as RealtimeChannel;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no postgres_changes confirmation')), 8000);
    channel.on('system', {}, (m: { extension?: string; status?: string; message?: string }) => {
      if (m.extension !== 'postgres_changes') return;
      clearTimeout(timer);
      if (m.status === 'ok') resolve();
      else reject(new Error(m.message));
    });
  });
}

describe(`refine liveProvider on ${TEST_DB}`, () => {
  test("types ['*'] receives created, updated and deleted events", async () => {
    const live = liveProvider(c.supabase as unknown as RefineClient);
    const got = new Recorder<LiveEvent>();
    const sub = live.subscribe({ channel: 'resources/rt_posts', types: ['*'], callback: got.push });
    await joined(sub);

    const r = await s.db.query<{ id: string }>(`insert into public.rt_posts (title) values ('hello') returning id`);
    const id = Number(r.rows[0].id);
    const created = await got.waitFor((e) => e.type === 'created', 'created');
    expect(created).toMatchObject({ channel: 'resources/rt_posts', type: 'created', payload: { id, title: 'hello', status: 'draft' } });
    expect(created.date).toBeInstanceOf(Date);
    expect(Number.isNaN((created.date as Date).getTime())).toBe(false);

    await s.db.query(`update public.rt_posts set status = 'published' where id = $1`, [id]);
    const updated = await got.waitFor((e) => e.type === 'updated', 'updated');
    expect(updated.payload).toMatchObject({ id, status: 'published' });

    await s.db.query(`delete from public.rt_posts where id = $1`, [id]);
    const deleted = await got.waitFor((e) => e.type === 'deleted', 'deleted');
    // refine hands over payload.new, which is empty for deletes
    expect(deleted.payload).toEqual({});

    expect(got.items.map((e) => e.type)).toEqual(['created', 'updated', 'deleted']);
    await live.unsubscribe(sub);
  });

  test('specific types, a filter and params.ids', async () => {
    const live = liveProvider(c.supabase as unknown as RefineClient);
    const a = Number((await s.db.query<{ id: string }>(`insert into public.rt_posts (title, status) values ('a', 'draft') returning id`)).rows[0].id);
    const b = Number((await s.db.query<{ id: string }>(`insert into public.rt_posts (title, status) values ('b', 'draft') returning id`)).rows[0].id);

    const updates = new Recorder<LiveEvent>();
    const updSub = live.subscribe({ channel: 'resources/rt_posts', types: ['updated'], params: { ids: [a] }, callback: updates.push });
    const updJoined = joined(updSub);
    const drafts = new Recorder<LiveEvent>();
    const draftSub = live.subscribe({
      channel: 'resources/rt_posts',
      types: ['created'],
      params: { filters: [{ field: 'status', operator: 'eq', value: 'review' }] },
      callback: drafts.push,
    });
    await Promise.all([updJoined, joined(draftSub)]);

    await s.db.query(`update public.rt_posts set title = 'a2' where id = $1`, [b]);
    await s.db.query(`update public.rt_posts set title = 'a2' where id = $1`, [a]);
    await s.db.query(`insert into public.rt_posts (title, status) values ('c', 'draft'), ('d', 'review')`);

    await updates.waitFor((e) => (e.payload as { id: number }).id === a, 'update of a');
    const created = await drafts.waitFor(() => true, 'created in review');
    expect(created.payload).toMatchObject({ title: 'd', status: 'review' });
    // one more committed change, then nothing else may have arrived
    await s.db.query(`update public.rt_posts set title = 'a3' where id = $1`, [a]);
    await updates.waitFor((e) => (e.payload as { title: string }).title === 'a3', 'second update of a');
    expect(updates.items.map((e) => (e.payload as { id: number }).id)).toEqual([a, a]);
    expect(drafts.items).toHaveLength(1);

    await live.unsubscribe(updSub);
    await live.unsubscribe(draftSub);
  });
});
