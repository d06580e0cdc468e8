// Realtime (postgres_changes) as each persona: a subscriber receives only the rows they may
// SELECT. bookings: the parties (and admins); lawyer_directory: everyone.
import path from 'node:path';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, createPersonas, expectOk, futureSlots, type Personas } from '../helpers/personas.ts';
import { enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
type Change = { eventType: string; table: string; new: Record<string, unknown>; old: Record<string, unknown>; errors?: string[] | null };

let s: TestServer;
let P: Personas;
const sockets: SupabaseClient[] = [];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  await enableTestModePayments(s);
  P = await createPersonas(s);
});
afterAll(async () => {
  for (const c of sockets) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
  await s?.close();
});

/** A realtime client as the holder of `token` (anon key when omitted). */
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

class Recorder {
  items: Change[] = [];
  private waiters: { pred: (c: Change) => boolean; resolve: (c: Change) => void }[] = [];
  push = (c: Change) => {
    this.items.push(c);
    this.waiters = this.waiters.filter((w) => (w.pred(c) ? (w.resolve(c), false) : true));
  };
  waitFor(pred: (c: Change) => boolean, label: string, ms = 10_000): Promise<Change> {
    const hit = this.items.find(pred);
    if (hit) return Promise.resolve(hit);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}; got ${JSON.stringify(this.items).slice(0, 1000)}`)), ms);
      this.waiters.push({ pred, resolve: (c) => { clearTimeout(timer); resolve(c); } });
    });
  }
}

function subscribe(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

async function watch(token: string | undefined, name: string, table: string, filter?: string): Promise<Recorder> {
  const c = await rt(token);
  const rec = new Recorder();
  await subscribe(c.channel(name).on('postgres_changes', { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) }, (p) => rec.push(p as unknown as Change)));
  return rec;
}

const settle = () => new Promise((r) => setTimeout(r, 750));

describe(`realtime on ${TEST_DB}`, () => {
  test('bookings: the lawyer and the client get their booking; another client, another lawyer and anonymous get nothing', async () => {
    const lawyer = await watch(P.lawyer.token, 'l-bookings', 'bookings');
    const clientA = await watch(P.clientA.token, 'a-bookings', 'bookings');
    const clientB = await watch(P.clientB.token, 'b-bookings', 'bookings');
    const spy = await watch(P.clientB.token, 'b-spy', 'bookings', `client_id=eq.${P.clientA.id}`);
    const other = await watch(P.unapprovedLawyer.token, 'u-bookings', 'bookings');
    const anon = await watch(undefined, 'anon-bookings', 'bookings');
    const admin = await watch(P.admin.token, 'adm-bookings', 'bookings');

    const [slotA, slotB] = await futureSlots(s, 2);
    const a = expectOk(await book(P.clientA, P.lawyer.id, slotA, 20, { case_description: 'secret case of A' }));
    const b = expectOk(await book(P.clientB, P.lawyer.id, slotB, 20));

    const got = await lawyer.waitFor((c) => c.new.id === a.id, "A's booking at the lawyer");
    expect(got).toMatchObject({ eventType: 'INSERT', table: 'bookings', new: { client_id: P.clientA.id, case_description: 'secret case of A', status: 'pending' } });
    await lawyer.waitFor((c) => c.new.id === b.id, "B's booking at the lawyer");
    await clientA.waitFor((c) => c.new.id === a.id, 'own booking at A');
    await clientB.waitFor((c) => c.new.id === b.id, 'own booking at B (marker)');
    await admin.waitFor((c) => c.new.id === b.id, 'B booking at admin');
    await settle();

    expect(clientB.items.map((c) => c.new.id)).toEqual([b.id]);
    expect(clientA.items.map((c) => c.new.id)).toEqual([a.id]);
    expect(spy.items).toEqual([]);
    expect(other.items).toEqual([]);
    // anon has no SELECT privilege on bookings: like hosted Realtime, it may get data-less
    // 'Error 401' frames (no record, no old record), never a row
    for (const c of anon.items) {
      expect(c.new).toEqual({});
      expect(c.old).toEqual({});
      expect(c.errors).toEqual(['Error 401: Unauthorized']);
    }
    expect(admin.items.map((c) => c.new.id)).toEqual([a.id, b.id]);
    expect(JSON.stringify([clientB.items, other.items, anon.items])).not.toContain('secret case of A');

    // a status change reaches the client concerned only (the lawyer confirms paid bookings only)
    expectOk(await P.clientA.db.rpc('pay_booking_test_mode', { booking_id: a.id }));
    expectOk(await P.clientB.db.rpc('pay_booking_test_mode', { booking_id: b.id }));
    expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: a.id, new_status: 'confirmed' }));
    const upd = await clientA.waitFor((c) => c.eventType === 'UPDATE' && c.new.id === a.id && c.new.status === 'confirmed', 'status update at A');
    expect(upd.new).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: b.id, new_status: 'confirmed' }));
    await clientB.waitFor((c) => c.eventType === 'UPDATE' && c.new.id === b.id && c.new.status === 'confirmed', 'status update at B (marker)');
    await settle();
    expect(clientB.items.filter((c) => c.new.id === a.id)).toEqual([]);
    expect(other.items).toEqual([]);
  });

  test('lawyer_directory: anonymous list viewers get public changes, with public columns only', async () => {
    const anon = await watch(undefined, 'anon-dir', 'lawyer_directory');
    const client = await watch(P.clientA.token, 'a-dir', 'lawyer_directory');
    expectOk(await P.lawyer.db.from('lawyers').update({ law_firm: 'Realtime Law' }).eq('id', P.lawyer.id));
    const got = await anon.waitFor((c) => c.new.law_firm === 'Realtime Law', 'directory update');
    expect(got).toMatchObject({ eventType: 'UPDATE', table: 'lawyer_directory', new: { id: P.lawyer.id, fee_20min: 60000 } });
    for (const k of ['credits', 'bar_association_number', 'verification_document_url', 'email', 'is_approved']) expect(got.new).not.toHaveProperty(k);
    await client.waitFor((c) => c.new.law_firm === 'Realtime Law', 'directory update at client');
    // a fee change reaches the anonymous viewer too (it was reported to deliver nothing)
    expectOk(await P.lawyer.db.from('lawyers').update({ fee_20min: 65000 }).eq('id', P.lawyer.id));
    const fee = await anon.waitFor((c) => c.new.fee_20min === 65000, 'fee change');
    expect(fee).toMatchObject({ eventType: 'UPDATE', new: { id: P.lawyer.id, fee_40min: got.new.fee_40min } });
    expectOk(await P.lawyer.db.from('lawyers').update({ fee_20min: 60000 }).eq('id', P.lawyer.id));
    await anon.waitFor((c) => c.new.fee_20min === 60000 && anon.items.indexOf(c) > anon.items.indexOf(fee), 'fee change back');

    // newly approved lawyer appears; hidden lawyer disappears (DELETE with the key only)
    expectOk(await P.admin.db.rpc('admin_set_lawyer_approval', { lawyer_id: P.unapprovedLawyer.id, approved: true }));
    await anon.waitFor((c) => c.eventType === 'INSERT' && c.new.id === P.unapprovedLawyer.id, 'listing of the newly approved lawyer');
    expectOk(await P.unapprovedLawyer.db.rpc('set_lawyer_visibility', { visible: false }));
    const del = await anon.waitFor((c) => c.eventType === 'DELETE' && c.old.id === P.unapprovedLawyer.id, 'unlisting');
    expect(Object.keys(del.old)).toEqual(['id']);
  });

  test('lawyer_calendar_updates: an anonymous booking page learns that a slot changed, and nothing about the booking', async () => {
    const page = await watch(undefined, 'anon-calendar', 'lawyer_calendar_updates', `lawyer_id=eq.${P.lawyer.id}`);
    const otherLawyer = await watch(undefined, 'anon-calendar-other', 'lawyer_calendar_updates', `lawyer_id=eq.${P.unapprovedLawyer.id}`);
    const [slot] = await futureSlots(s, 1, 20);
    const before = Date.now();
    const bk = expectOk(await book(P.clientB, P.lawyer.id, slot, 20, { case_description: 'calendar secret' }));
    const got = await page.waitFor((c) => c.new.lawyer_id === P.lawyer.id && Date.parse(String(c.new.updated_at)) >= before - 1000, 'calendar bump');
    expect(Object.keys(got.new).sort()).toEqual(['lawyer_id', 'updated_at']);
    expectOk(await P.clientB.db.rpc('client_cancel_booking', { booking_id: bk.id }));
    await page.waitFor((c) => c !== got && c.eventType === 'UPDATE', 'calendar bump on cancel');
    await settle();
    expect(otherLawyer.items).toEqual([]);
    const text = JSON.stringify(page.items);
    for (const secret of ['calendar secret', P.clientB.id, bk.id]) expect(text).not.toContain(secret);
  });

  test('tables that are not published deliver nothing (profiles, free check-ups, lawyers; payments are published to their client: payment-realtime.test.ts)', async () => {
    // Realtime accepts a subscription to a table outside the publication (it then sends nothing):
    // a refused subscription is a failure here, not an empty result
    const recs = await Promise.all(['profiles', 'free_checkups', 'lawyers'].map((t) => watch(P.admin.token, `adm-${t}`, t)));
    // the published view of the lawyers write below: proves that changes reach these sockets at all
    const marker = await watch(P.admin.token, 'adm-directory-marker', 'lawyer_directory');
    expectOk(await P.clientA.db.from('profiles').update({ current_city: 'Busan' }).eq('id', P.clientA.id));
    expectOk(await P.anon.from('free_checkups').insert({ category: 'Criminal Cases', name: 'X', email: 'x@example.com', mobile: '1', issue_description: 'a long enough text', privacy_policy_version: '2025-01-01' }));
    expectOk(await P.lawyer.db.from('lawyers').update({ school: 'Yonsei' }).eq('id', P.lawyer.id));
    await marker.waitFor((c) => c.new.id === P.lawyer.id && c.new.school === 'Yonsei', 'the directory change of the same write');
    await settle();
    for (const r of recs) expect(r.items).toEqual([]);
  });
});
