// Consultation rooms over private Realtime channels (issue 17, migration
// 20261125005000_consultation_rooms.sql): the booking's client and lawyer join `room:<id>` with
// `private: true` and exchange broadcasts; another client, another lawyer, an administrator and an
// anonymous visitor are refused; outside the room's window everyone is refused; a public channel
// of the same name stays open. Authorization as Supabase Realtime does it: RLS on realtime.messages.
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, book, createPersonas, expectOk, futureSlots, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let otherLawyer: Persona;
let bookingId: string;
const sockets: SupabaseClient[] = [];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  otherLawyer = await signUpLawyer(s, 'other-room');
  await approve(P.admin, otherLawyer.id);
  const [slot] = await futureSlots(s, 1, 5);
  bookingId = (expectOk(await book(P.clientA, P.lawyer.id, slot)) as { id: string }).id;
  await pay(P.clientA, bookingId);
});
afterAll(async () => {
  for (const c of sockets) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
  await s?.close();
});

/** The room opens this many minutes before the start (the booking is 5+ days ahead). */
const setOpensBefore = (minutes: number) =>
  sql(s, `update private.app_settings set value = $1 where key = 'room.opens_minutes_before'`, [String(minutes)]);
const OPEN_NOW = 60 * 24 * 60; // 60 days

async function rt(token?: string): Promise<SupabaseClient> {
  const t = token ?? s.anonKey;
  const c = createClient(s.url, s.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    accessToken: async () => t,
    realtime: { heartbeatIntervalMs: 60_000 },
  });
  await c.realtime.setAuth(t);
  sockets.push(c);
  return c;
}

/** Joins; resolves 'SUBSCRIBED' or the refusal's message. */
function join(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve('SUBSCRIBED');
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve(err?.message ?? status);
    });
  });
}

async function room(token: string | undefined, isPrivate = true): Promise<{ channel: RealtimeChannel; joined: string; received: unknown[] }> {
  const c = await rt(token);
  const received: unknown[] = [];
  const channel = c.channel(`room:${bookingId}`, { config: { private: isPrivate, broadcast: { ack: true } } })
    .on('broadcast', { event: 'signal' }, (m) => received.push(m.payload));
  const joined = await join(channel);
  return { channel, joined, received };
}

const until = async (pred: () => boolean, ms = 5000) => {
  const t0 = Date.now();
  while (!pred() && Date.now() - t0 < ms) await new Promise((r) => setTimeout(r, 20));
  return pred();
};

describe(`consultation rooms on ${TEST_DB}`, () => {
  test('inside the window: the client and the lawyer join privately and exchange broadcasts', async () => {
    await setOpensBefore(OPEN_NOW);
    const client = await room(P.clientA.token);
    const lawyer = await room(P.lawyer.token);
    expect(client.joined).toBe('SUBSCRIBED');
    expect(lawyer.joined).toBe('SUBSCRIBED');
    expect(await client.channel.send({ type: 'broadcast', event: 'signal', payload: { sdp: 'offer' } })).toBe('ok');
    expect(await until(() => lawyer.received.length === 1)).toBe(true);
    expect(lawyer.received).toEqual([{ sdp: 'offer' }]);
    expect(await lawyer.channel.send({ type: 'broadcast', event: 'signal', payload: { sdp: 'answer' } })).toBe('ok');
    expect(await until(() => client.received.length === 1)).toBe(true);
    expect(client.received).toEqual([{ sdp: 'answer' }]);
  });

  test('anyone else is refused: another client, another lawyer, an administrator, an anonymous visitor', async () => {
    await setOpensBefore(OPEN_NOW);
    for (const token of [P.clientB.token, otherLawyer.token, P.admin.token, undefined]) {
      const r = await room(token);
      expect(r.joined).toMatch(/^Unauthorized: You do not have permissions to read from this Channel topic: room:/);
    }
  });

  test('outside the window everyone is refused; room_access says when it opens', async () => {
    await setOpensBefore(10);
    for (const p of [P.clientA, P.lawyer]) {
      const r = await room(p.token);
      expect(r.joined).toMatch(/^Unauthorized/);
    }
    const access = expectOk(await P.clientA.db.rpc('room_access', { booking_id: bookingId })) as { status: string; opens_at: string; role: string };
    expect(access.status).toBe('not_yet');
    expect(access.role).toBe('client');
    const [b] = await sql<{ starts_at: string }>(s, `select starts_at::text from public.bookings where id = $1`, [bookingId]);
    expect(new Date(access.opens_at).getTime()).toBe(new Date(b.starts_at).getTime() - 10 * 60_000);
    expect((expectOk(await P.lawyer.db.rpc('room_access', { booking_id: bookingId })) as { role: string }).role).toBe('lawyer');
  });

  test('room_access tells nothing to anyone else (an unknown booking looks the same)', async () => {
    await setOpensBefore(OPEN_NOW);
    for (const p of [P.clientB, otherLawyer, P.admin]) {
      expect(expectOk(await p.db.rpc('room_access', { booking_id: bookingId }))).toEqual({ status: 'refused' });
    }
    expect(expectOk(await P.clientA.db.rpc('room_access', { booking_id: '00000000-0000-4000-8000-000000000000' }))).toEqual({ status: 'refused' });
    expect((await P.anon.rpc('room_access', { booking_id: bookingId })).error?.code).toBe('42501');
  });

  test('an unpaid or cancelled booking has no room', async () => {
    await setOpensBefore(OPEN_NOW);
    const [slot] = await futureSlots(s, 1, 9);
    const unpaid = (expectOk(await book(P.clientB, P.lawyer.id, slot)) as { id: string }).id;
    expect(expectOk(await P.clientB.db.rpc('room_access', { booking_id: unpaid }))).toEqual({ status: 'refused' });
    const c = await rt(P.clientB.token);
    const joined = await join(c.channel(`room:${unpaid}`, { config: { private: true } }));
    expect(joined).toMatch(/^Unauthorized/);
  });

  test('REST broadcast into the room (issue 25): anon and an outsider get 202 and reach nobody; the booking\'s client reaches the lawyer', async () => {
    await setOpensBefore(OPEN_NOW);
    const lawyer = await room(P.lawyer.token);
    expect(lawyer.joined).toBe('SUBSCRIBED');
    const post = async (token: string, payload: Record<string, unknown>) => {
      const res = await fetch(`${s.url}/realtime/v1/api/broadcast`, {
        method: 'POST',
        headers: { apikey: s.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ messages: [{ topic: `room:${bookingId}`, event: 'signal', payload, private: true }] }),
      });
      return { status: res.status, body: await res.text() };
    };
    // Realtime accepts the request and drops what RLS refuses, saying nothing about the room
    expect(await post(s.anonKey, { from: 'anon' })).toEqual({ status: 202, body: '' });
    for (const p of [P.clientB, otherLawyer, P.admin]) expect(await post(p.token, { from: p.id })).toEqual({ status: 202, body: '' });
    expect(await post(P.clientA.token, { from: 'client' })).toEqual({ status: 202, body: '' });
    expect(await until(() => lawyer.received.length >= 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(lawyer.received).toEqual([{ from: 'client' }]);
  });

  test('a public channel of the same name is still open to anyone (and carries nothing of the private one)', async () => {
    await setOpensBefore(OPEN_NOW);
    const outsider = await room(undefined, false);
    expect(outsider.joined).toBe('SUBSCRIBED');
    const client = await room(P.clientA.token);
    const lawyer = await room(P.lawyer.token);
    expect(await client.channel.send({ type: 'broadcast', event: 'signal', payload: { sdp: 'private' } })).toBe('ok');
    expect(await until(() => lawyer.received.length === 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(outsider.received).toEqual([]);
  });
});
