// REST broadcasts to private channels (`POST /realtime/v1/api/broadcast` with `private: true`), as
// Supabase Realtime's BatchBroadcast handles them: the caller's JWT (role and claims) must be able
// to INSERT a broadcast into realtime.messages for the topic (`realtime.topic()` set) under the
// project's RLS, checked once per topic; a refused topic's messages are dropped without a word and
// the answer is 202 all the same. Public messages go out unchecked, to public channels only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONFORMANCE_MIGRATIONS, startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createUser, Recorder, rtClient, subscribe, type RtClient } from './realtime-helpers.ts';

type Broadcast = { event: string; payload: Record<string, unknown> };

let s: TestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let carol: { id: string; token: string };
const clients: RtClient[] = [];
const client = async (token?: string) => {
  const c = await rtClient(s, token);
  clients.push(c);
  return c;
};

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS });
  alice = await createUser(s, 'alice-rt-auth@example.com');
  bob = await createUser(s, 'bob-rt-auth@example.com');
  carol = await createUser(s, 'carol-rt-auth@example.com');
  // The project's own rule, as a migration would write it: members of a room may receive and send.
  await s.db.exec(`
    create table public.rt_room_members (topic text not null, user_id uuid not null, primary key (topic, user_id));
    grant select on public.rt_room_members to authenticated;
    create policy rt_room_members_receive on realtime.messages for select to authenticated
      using (exists (select 1 from public.rt_room_members m where m.topic = (select realtime.topic()) and m.user_id = (select auth.uid())));
    create policy rt_room_members_send on realtime.messages for insert to authenticated
      with check (exists (select 1 from public.rt_room_members m where m.topic = (select realtime.topic()) and m.user_id = (select auth.uid())));
  `);
  await s.db.query(`insert into public.rt_room_members (topic, user_id) values ('room-1', $1), ('room-1', $2), ('room-2', $1)`, [alice.id, carol.id]);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await s?.close();
});

/** POST /realtime/v1/api/broadcast with `token` as the bearer (the anon key as apikey). */
async function restBroadcast(token: string | null, messages: Record<string, unknown>[]): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = { apikey: s.anonKey, 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${s.url}/realtime/v1/api/broadcast`, { method: 'POST', headers, body: JSON.stringify({ messages }) });
  return { status: res.status, body: await res.text() };
}

/** A member of `topic` listening on the private channel; resolves once joined. */
async function listener(token: string, topic: string, isPrivate = true): Promise<Recorder<Broadcast>> {
  const c = await client(token);
  const got = new Recorder<Broadcast>();
  await subscribe(c.supabase.channel(topic, { config: { private: isPrivate } }).on('broadcast', { event: '*' }, (m) => got.push(m as unknown as Broadcast)));
  return got;
}

const settle = () => new Promise((r) => setTimeout(r, 300));

describe(`REST broadcast to private channels on ${TEST_DB}`, () => {
  test('anon and a non-member get 202 and deliver nothing; a member and the service role are delivered', async () => {
    const room = await listener(alice.token, 'room-1');
    expect(await restBroadcast(null, [{ topic: 'room-1', event: 'from-anon', payload: { n: 1 }, private: true }])).toEqual({ status: 202, body: '' });
    expect(await restBroadcast(bob.token, [{ topic: 'room-1', event: 'from-outsider', payload: { n: 2 }, private: true }])).toEqual({ status: 202, body: '' });
    expect(await restBroadcast(carol.token, [{ topic: 'room-1', event: 'from-member', payload: { n: 3 }, private: true }])).toEqual({ status: 202, body: '' });
    await room.waitFor((m) => m.event === 'from-member', 'the member\'s broadcast');
    expect(await restBroadcast(s.serviceRoleKey, [{ topic: 'room-1', event: 'from-service', payload: { n: 4 }, private: true }])).toEqual({ status: 202, body: '' });
    await room.waitFor((m) => m.event === 'from-service', 'the service role\'s broadcast');
    await settle();
    expect(room.items.map((m) => m.event)).toEqual(['from-member', 'from-service']);
    expect(room.items[0]!.payload).toEqual({ n: 3 });
  });

  test('one batch: each private topic is judged on its own, public messages go out as they are', async () => {
    const room1 = await listener(alice.token, 'room-1');
    const room2 = await listener(alice.token, 'room-2');
    const open = await listener(bob.token, 'room-2', false);
    // carol is a member of room-1 only
    const r = await restBroadcast(carol.token, [
      { topic: 'room-2', event: 'refused', payload: {}, private: true },
      { topic: 'room-1', event: 'allowed-a', payload: {}, private: true },
      { topic: 'room-2', event: 'public', payload: {} },
      { topic: 'room-1', event: 'allowed-b', payload: {}, private: true },
    ]);
    expect(r.status).toBe(202);
    await room1.waitFor((m) => m.event === 'allowed-b', 'second allowed message');
    await open.waitFor((m) => m.event === 'public', 'the public message');
    await settle();
    expect(room1.items.map((m) => m.event)).toEqual(['allowed-a', 'allowed-b']);
    expect(room2.items).toEqual([]);
    // the public channel of the same name gets the public message only
    expect(open.items.map((m) => m.event)).toEqual(['public']);
  });

  test('a private broadcast never reaches the public channel of the same name, whoever sends it', async () => {
    const open = await listener(bob.token, 'room-1', false);
    expect((await restBroadcast(carol.token, [{ topic: 'room-1', event: 'members-only', payload: {}, private: true }])).status).toBe(202);
    expect((await restBroadcast(null, [{ topic: 'room-1', event: 'public-marker', payload: {} }])).status).toBe(202);
    await open.waitFor((m) => m.event === 'public-marker', 'public marker');
    await settle();
    expect(open.items.map((m) => m.event)).toEqual(['public-marker']);
  });
});
