// Live availability without exposing bookings: an anonymous visitor watching a lawyer's
// lawyer_calendar_updates row learns that the lawyer's taken slots changed (booked, paid,
// cancelled, expired), within the booking page's 2 s, and nothing else; the same visitor
// watching bookings learns nothing about them.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, createPersonas, expectOk, futureSlots, signUpLawyer, approve, sql, type Personas } from '../helpers/personas.ts';
import { Recorder, rtClient, subscribe, type ChangePayload, type RtClient } from '../conformance/realtime-helpers.ts';
import { enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let slots: { date: string; time: string }[];
const clients: RtClient[] = [];

beforeAll(async () => {
  // no background sweep: the test calls it when it wants the expiry recorded
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  slots = await futureSlots(s, 6);
});
afterAll(async () => {
  for (const c of clients) await c.close();
  await s?.close();
});

async function watch(table: string, filter?: string): Promise<Recorder<ChangePayload>> {
  const c = await rtClient(s);
  clients.push(c);
  const rec = new Recorder<ChangePayload>();
  await subscribe(c.supabase.channel(`${table}-${clients.length}`).on(
    'postgres_changes',
    { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
    (p) => rec.push(p as unknown as ChangePayload),
  ));
  return rec;
}

describe(`live availability on ${TEST_DB}`, () => {
  test('an anonymous watcher hears of every change to the lawyer it watches, within 2 s, with no booking data', async () => {
    const calendar = await watch('lawyer_calendar_updates', `lawyer_id=eq.${P.lawyer.id}`);
    const bookings = await watch('bookings');
    const count = () => calendar.items.length;
    const heard = async (label: string, before: number) => {
      const t = Date.now();
      await calendar.waitFor(() => calendar.items.length > before, label, 2000);
      return Date.now() - t;
    };

    let n = count();
    const b = expectOk(await book(P.clientA, P.lawyer.id, slots[0], 20));
    await heard('booked', n);
    const event = calendar.items.at(-1)!;
    expect(Object.keys(event.new).sort()).toEqual(['lawyer_id', 'updated_at']);
    expect(event.new.lawyer_id).toBe(P.lawyer.id);

    n = count();
    expectOk(await P.clientA.db.rpc('pay_booking_test_mode', { booking_id: b.id }));
    await heard('paid', n);

    n = count();
    expectOk(await P.clientA.db.rpc('client_cancel_booking', { booking_id: b.id }));
    await heard('cancelled', n);

    // an expired hold, recorded by the sweep
    const held = expectOk(await book(P.clientB, P.lawyer.id, slots[1], 20));
    await calendar.waitFor(() => calendar.items.length > n + 1, 'held', 2000);
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [held.id]);
    n = count();
    expect(expectOk(await P.service.rpc('expire_unpaid_holds'))).toBeGreaterThanOrEqual(1);
    await heard('expired', n);

    // the anonymous bookings subscription carried no booking row at any point
    for (const c of bookings.items) {
      expect(c.new?.id).toBeUndefined();
      expect(c.new?.client_id).toBeUndefined();
    }
  });

  test("another lawyer's changes do not reach a watcher filtered on this lawyer", async () => {
    const other = await signUpLawyer(s, 'other-cal');
    await approve(P.admin, other.id);
    const calendar = await watch('lawyer_calendar_updates', `lawyer_id=eq.${P.lawyer.id}`);
    const everyone = await watch('lawyer_calendar_updates');
    expectOk(await book(P.clientA, other.id, slots[2], 20));
    await everyone.waitFor((c) => c.new?.lawyer_id === other.id, "the other lawyer's change", 2000);
    expect(calendar.items.filter((c) => c.new?.lawyer_id === other.id)).toEqual([]);
  });

  test('nobody writes lawyer_calendar_updates through the API', async () => {
    for (const db of [P.anon, P.clientA.db, P.lawyer.db, P.admin.db]) {
      const ins = await db.from('lawyer_calendar_updates').insert({ lawyer_id: P.lawyer.id, updated_at: new Date().toISOString() });
      expect(ins.error?.code).toBe('42501');
      const upd = await db.from('lawyer_calendar_updates').update({ updated_at: '2000-01-01T00:00:00Z' }).eq('lawyer_id', P.lawyer.id).select();
      expect(upd.error?.code ?? (upd.data?.length === 0 ? 'no rows' : 'updated')).not.toBe('updated');
      const del = await db.from('lawyer_calendar_updates').delete().eq('lawyer_id', P.lawyer.id).select();
      expect(del.error?.code ?? (del.data?.length === 0 ? 'no rows' : 'deleted')).not.toBe('deleted');
    }
    const [row] = await sql<{ updated_at: string }>(s, `select updated_at::text from public.lawyer_calendar_updates where lawyer_id = $1`, [P.lawyer.id]);
    expect(row.updated_at.startsWith('2000')).toBe(false);
  });
});
