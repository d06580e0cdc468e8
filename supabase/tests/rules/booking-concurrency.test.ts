// Booking under concurrency (docs/bookings.md): one slot booked by many clients at once, one
// client grabbing many slots at once (the 3-hold cap), and payments racing the hold sweep. On
// PostgreSQL these are real races over the connection pool; on PGlite the single connection
// serialises them, and the same outcomes must hold.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, createPersonas, expectError, expectOk, futureSlots, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { freshClient, setHoldMinutes, sleep, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let clients: Persona[];
let slots: { date: string; time: string }[];
let next = 0;
const slot = () => slots[next++];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  clients = [];
  for (let i = 0; i < 50; i += 10) {
    clients.push(...(await Promise.all(Array.from({ length: 10 }, (_, j) => freshClient(s, `race-${i + j}`)))));
  }
  slots = await futureSlots(s, 60);
}, 300_000);
afterAll(async () => { await s?.close(); });

type Res = { error: { code?: string; hint?: string | null } | null };
const tally = (results: Res[]) => {
  const out: Record<string, number> = {};
  for (const r of results) {
    const k = r.error ? `${r.error.code}:${r.error.hint ?? ''}` : 'ok';
    out[k] = (out[k] ?? 0) + 1;
  }
  return out;
};
const busy = async (lawyerId: string, from: string, to: string) =>
  expectOk(await P.anon.rpc('lawyer_busy_slots', { lawyer_id: lawyerId, from_date: from, to_date: to })) as { booking_date: string; booking_time: string }[];

describe(`booking races on ${TEST_DB}`, () => {
  test('50 clients book one slot at once: exactly one succeeds, 49 are told slot_taken', async () => {
    const sl = slot();
    const results = await Promise.all(clients.map((c, i) => book(c, P.lawyer.id, sl, ([20, 40, 60] as const)[i % 3])));
    expect(tally(results)).toEqual({ ok: 1, '23505:slot_taken': 49 });
    const winner = results.find((r) => !r.error)!.data as { id: string; client_id: string };
    const rows = await sql<{ id: string; client_id: string }>(s,
      `select id, client_id from public.bookings where lawyer_id = $1 and booking_date = $2 and booking_time = $3`, [P.lawyer.id, sl.date, sl.time]);
    expect(rows).toEqual([{ id: winner.id, client_id: winner.client_id }]);
    expect(await busy(P.lawyer.id, sl.date, sl.date)).toEqual([{ booking_date: sl.date, booking_time: `${sl.time}:00` }]);
  });

  test('one client holds 20 slots at once: exactly 3 holds are made, 17 are refused (too_many_holds)', async () => {
    const c = await freshClient(s, 'greedy');
    const mine = Array.from({ length: 20 }, () => slot());
    const results = await Promise.all(mine.map((sl) => book(c, P.lawyer.id, sl)));
    expect(tally(results)).toEqual({ ok: 3, 'PT429:too_many_holds': 17 });
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.bookings where client_id = $1`, [c.id]);
    expect(n).toBe(3);
    // the refused slots stay free
    const taken = await busy(P.lawyer.id, mine[0].date, mine.at(-1)!.date);
    const mineTaken = taken.filter((r) => mine.some((m) => m.date === r.booking_date && `${m.time}:00` === r.booking_time));
    expect(mineTaken).toHaveLength(3);
  });

  test('one client books one slot five times at once: one hold, the rest own_hold', async () => {
    const c = await freshClient(s, 'repeat');
    const sl = slot();
    const results = await Promise.all(Array.from({ length: 5 }, () => book(c, P.lawyer.id, sl)));
    expect(tally(results)).toEqual({ ok: 1, 'P0001:own_hold': 4 });
    const id = (results.find((r) => !r.error)!.data as { id: string }).id;
    for (const r of results.filter((x) => x.error)) expect(JSON.parse((r.error as { details: string }).details)).toEqual({ booking_id: id });
  });

  test('10 clients book a slot whose hold has just expired: one new booking, the old hold closed once', async () => {
    const [first, ...rest] = clients.slice(10, 21);
    const sl = slot();
    const old = expectOk(await book(first, P.lawyer.id, sl));
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [old.id]);
    const results = await Promise.all(rest.map((c) => book(c, P.lawyer.id, sl)));
    expect(tally(results)).toEqual({ ok: 1, '23505:slot_taken': 9 });
    const [o] = await sql<{ status: string; cancelled_by: string }>(s, `select status, cancelled_by from public.bookings where id = $1`, [old.id]);
    expect(o).toEqual({ status: 'cancelled', cancelled_by: 'system' });
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.audit_log where action = 'booking.expire' and entity_id = $1`, [old.id]);
    expect(n).toBe(1);
  });
});

describe(`payments racing the hold sweep on ${TEST_DB}`, () => {
  test('every booking ends either paid (and open) or expired (and unpaid), never both; busy_slots agrees', async () => {
    // one hold per client (the cap), on one lawyer; clients 30..49 have booked nothing since the first race
    const racers = clients.slice(30, 50);
    const mine = racers.map(() => slot());
    const bookings = [];
    for (let i = 0; i < racers.length; i++) bookings.push(expectOk(await book(racers[i], P.lawyer.id, mine[i])));
    // holds run out one after another, 25 ms apart, starting 150 ms from now
    await sql(s,
      `update public.bookings b set hold_expires_at = now() + make_interval(secs => 0.15 + 0.025 * x.i)
         from unnest($1::uuid[]) with ordinality as x(id, i) where b.id = x.id`, [bookings.map((b) => b.id)]);

    // payments (half by the client, half by the provider) fired at staggered moments while the
    // sweep runs every 40 ms
    let sweeping = true;
    const sweeps: PromiseLike<unknown>[] = [];
    const sweeper = (async () => {
      while (sweeping) {
        sweeps.push(P.service.rpc('expire_unpaid_holds').then((r) => expectOk(r)));
        await sleep(40);
      }
    })();
    // each payment is fired between 60 ms before and 60 ms after its hold runs out
    const payments = await Promise.all(bookings.map(async (b, i) => {
      await sleep(150 + 25 * i + ((i % 4) - 1.5) * 40);
      return i % 2 === 0
        ? racers[i].db.rpc('pay_booking_test_mode', { booking_id: b.id })
        : P.service.rpc('record_payment', { booking_id: b.id, amount: b.fee_amount, payment_method: 'card', provider: 'acme', transaction_id: `race_${b.id}` });
    }));
    await sleep(300);
    sweeping = false;
    await sweeper;
    await Promise.all(sweeps);
    // a payment refused after the last sweep started leaves its hold for the next sweep
    expectOk(await P.service.rpc('expire_unpaid_holds'));

    const counts = tally(payments);
    for (const k of Object.keys(counts)) expect(['ok', 'P0001:hold_expired']).toContain(k);
    const rows = await sql<{ id: string; status: string; payment_status: string; cancelled_by: string | null; paid_rows: number; expire_audits: number }>(s,
      `select b.id, b.status, b.payment_status, b.cancelled_by,
              (select count(*)::int from public.payment_history p where p.booking_id = b.id and p.payment_status = 'paid') as paid_rows,
              (select count(*)::int from public.audit_log a where a.entity_id = b.id::text and a.action = 'booking.expire') as expire_audits
         from public.bookings b where b.id = any($1::uuid[])`, [bookings.map((b) => b.id)]);
    expect(rows).toHaveLength(20);
    const paidIds = new Set<string>();
    for (const [i, b] of bookings.entries()) {
      const r = rows.find((x) => x.id === b.id)!;
      const paid = { status: 'pending', payment_status: 'paid', cancelled_by: null, paid_rows: 1, expire_audits: 0 };
      const expired = { status: 'cancelled', payment_status: 'pending', cancelled_by: 'system', paid_rows: 0, expire_audits: 1 };
      // the payment's answer and the booking's end agree
      if (payments[i].error) expect(r, `booking ${i}`).toMatchObject(expired);
      else {
        expect(r, `booking ${i}`).toMatchObject(paid);
        paidIds.add(b.id);
      }
    }
    const taken = await busy(P.lawyer.id, mine[0].date, mine.at(-1)!.date);
    const expected = bookings.filter((b) => paidIds.has(b.id)).map((b) => ({ booking_date: b.booking_date, booking_time: b.booking_time }));
    const mineTaken = taken.filter((r) => mine.some((m) => m.date === r.booking_date && `${m.time}:00` === r.booking_time));
    expect(new Set(mineTaken.map((r) => `${r.booking_date} ${r.booking_time}`))).toEqual(new Set(expected.map((r) => `${r.booking_date} ${r.booking_time}`)));
    console.log(`[${TEST_DB}] payments vs sweep: ${JSON.stringify(counts)}`);
  });

  test('the sweep and payments of holds already over: every payment refused, every hold expired once', async () => {
    const racers = clients.slice(0, 10).filter((_, i) => i !== 0); // client 0 may hold the first race's slot
    await setHoldMinutes(s, '0.01');
    let bookings;
    try {
      bookings = [];
      for (const c of racers) bookings.push(expectOk(await book(c, P.lawyer.id, slot())));
    } finally {
      await setHoldMinutes(s, '15');
    }
    await sleep(900);
    const results = await Promise.all([
      ...bookings.map((b, i) => racers[i].db.rpc('pay_booking_test_mode', { booking_id: b.id })),
      P.service.rpc('expire_unpaid_holds'), P.service.rpc('expire_unpaid_holds'), P.service.rpc('expire_unpaid_holds'),
    ]);
    for (const r of results.slice(0, bookings.length)) expectError(r, 'P0001', 'hold_expired');
    // three sweeps at once: each hold closed by exactly one of them
    const swept = results.slice(bookings.length).map((r) => expectOk(r) as number);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(bookings.length);
    const [{ n }] = await sql<{ n: number }>(s,
      `select count(*)::int as n from public.audit_log where action = 'booking.expire' and entity_id = any($1::text[])`, [bookings.map((b) => b.id)]);
    expect(n).toBe(bookings.length);
  });
});
