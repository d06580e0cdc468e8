// An expired hold that the sweep has not closed yet is counted by the dashboards by the same rule
// as availability (issue 25 item 7; docs/bookings.md): booking_details.display_status reads
// 'expired' for it, exactly when lawyer_busy_slots frees its slot, so a "pending" count over
// display_status never includes it. The server runs with cron off so no sweep runs unless called.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, book, createPersonas, expectOk, futureSlots, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { freshClient, pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let lawyer: Persona; // booked only by this suite, so its counts are known
let slots: { date: string; time: string }[];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  lawyer = await signUpLawyer(s, 'hold-counts');
  await approve(P.admin, lawyer.id);
  slots = await futureSlots(s, 6);
});
afterAll(async () => { await s?.close(); });

const expire = (id: string) => sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [id]);

describe(`hold expiry in the counts on ${TEST_DB}`, () => {
  test('a hold past its expiry, not yet swept, is not pending: display_status agrees with lawyer_busy_slots', async () => {
    const c = await freshClient(s, 'hold-counts');
    const [liveSlot, paidSlot, expiredSlot, sweptSlot] = slots;
    const live = expectOk(await book(c, lawyer.id, liveSlot));
    const paid = expectOk(await book(c, lawyer.id, paidSlot));
    await pay(c, paid.id);
    const unswept = expectOk(await book(c, lawyer.id, expiredSlot));
    await expire(unswept.id);
    const swept = expectOk(await book(c, lawyer.id, sweptSlot));
    await expire(swept.id);
    // close the last one as the sweep does (private.expire_holds for its slot), leaving `unswept` open
    await sql(s, `select private.expire_holds($1, $2::date, $3::time)`, [lawyer.id, sweptSlot.date, sweptSlot.time]);

    const [raw] = await sql<{ status: string; payment_status: string }>(s, `select status, payment_status from public.bookings where id = $1`, [unswept.id]);
    expect(raw).toEqual({ status: 'pending', payment_status: 'pending' }); // still open in the table

    // what the lawyer's dashboard reads
    const rows = expectOk(await lawyer.db.from('booking_details').select('id,status,display_status').eq('lawyer_id', lawyer.id));
    const display = Object.fromEntries(rows.map((r) => [r.id, r.display_status]));
    expect(display).toEqual({ [live.id]: 'pending', [paid.id]: 'pending', [unswept.id]: 'expired', [swept.id]: 'expired' });

    // the dashboard's pending count, as a count
    const pending = await lawyer.db.from('booking_details').select('id', { count: 'exact' }).eq('lawyer_id', lawyer.id).eq('display_status', 'pending').limit(0);
    expect(pending.error).toBeNull();
    expect(pending.count).toBe(2);

    // the same rule frees the slot: taken = exactly the bookings not displayed as expired or cancelled
    const busy = expectOk(await P.anon.rpc('lawyer_busy_slots', { lawyer_id: lawyer.id, from_date: slots[0].date, to_date: slots[3].date }));
    const key = (d: string, t: string) => `${d} ${t.slice(0, 5)}`;
    expect(busy.map((b: { booking_date: string; booking_time: string }) => key(b.booking_date, b.booking_time)).sort()).toEqual([liveSlot, paidSlot].map((x) => key(x.date, x.time)).sort());

    // the administrator and the client see the same display status
    const asAdmin = expectOk(await P.admin.db.from('booking_details').select('display_status').eq('id', unswept.id).single());
    expect(asAdmin.display_status).toBe('expired');
    const asClient = expectOk(await c.db.from('booking_details').select('display_status').eq('id', unswept.id).single());
    expect(asClient.display_status).toBe('expired');

    // after the sweep nothing changes for the counts
    expectOk(await P.service.rpc('expire_unpaid_holds'));
    const after = expectOk(await lawyer.db.from('booking_details').select('id,status,display_status').eq('id', unswept.id).single());
    expect(after).toMatchObject({ status: 'cancelled', display_status: 'expired' });
  });

  test('a cancellation by the client or the lawyer reads cancelled, not expired; a confirmed paid booking reads confirmed', async () => {
    const c = await freshClient(s, 'hold-counts-2');
    const byClient = expectOk(await book(c, lawyer.id, slots[4]));
    expectOk(await c.db.rpc('client_cancel_booking', { booking_id: byClient.id }));
    const conf = expectOk(await book(c, lawyer.id, slots[5]));
    await pay(c, conf.id);
    expectOk(await lawyer.db.rpc('lawyer_update_booking_status', { booking_id: conf.id, new_status: 'confirmed' }));
    const rows = expectOk(await lawyer.db.from('booking_details').select('id,display_status').in('id', [byClient.id, conf.id]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.display_status]))).toEqual({ [byClient.id]: 'cancelled', [conf.id]: 'confirmed' });
  });

  test('the rule functions are private: no API role may execute them', async () => {
    const rows = await sql<{ role: string; fn: string; ok: boolean }>(s,
      `select r.role, f.fn, has_function_privilege(r.role, f.fn, 'execute') as ok
         from unnest(array['anon', 'authenticated']) as r(role),
              unnest(array['private.booking_hold_expired(public.booking_status, public.booking_payment_status, timestamptz)',
                           'private.booking_display_status(public.booking_status, public.booking_payment_status, timestamptz, text)']) as f(fn)`);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.ok)).toEqual([]);
  });
});
