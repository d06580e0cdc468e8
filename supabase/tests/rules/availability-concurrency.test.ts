// A slot closed by the lawyer while a client books it (issue 27; docs/bookings.md "Availability"):
// one outcome, consistent. An availability change takes the lawyer's availability lock
// exclusively and create_booking shares it before it asks whether the slot is open, so either the
// booking was made before the change (and stays: a change never cancels a booking) or the client
// is refused with slot_unavailable; never a booking made against hours that were already closed.
// On PostgreSQL the two sides run on two connections, each held open mid-transaction; on PGlite
// (one connection) the race below is serialised and the same outcomes must hold.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, book, createPersonas, expectError, expectOk, openEveryDay, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { freshClient, sleep } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let lawyer: Persona;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  P = await createPersonas(s);
  lawyer = await signUpLawyer(s, 'racing');
  await approve(P.admin, lawyer.id);
  await openEveryDay(s, lawyer);
}, 120_000);
afterAll(async () => { await s?.close(); });

const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const openOn = async (day: string) =>
  (expectOk(await P.anon.rpc('lawyer_open_slots', { lawyer_id: lawyer.id, from_date: day, to_date: day })) as unknown[]).length;
const liveBookings = async (day: string) =>
  (await sql<{ n: number }>(s, `select count(*)::int as n from public.bookings where lawyer_id = $1 and booking_date = $2 and status <> 'cancelled'`, [lawyer.id, day]))[0].n;

/** A second connection to the test's PostgreSQL database, acting as `userId` in an open transaction. */
async function sessionAs(userId: string) {
  const pg = (await import('pg')).default;
  const c = new pg.Client({ connectionString: s.cfg.databaseUrl });
  await c.connect();
  await c.query('begin');
  await c.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
  await c.query('set local role authenticated');
  return c;
}
/** Whether `p` is still pending after `ms`. */
async function stillPending(p: Promise<unknown>, ms = 400): Promise<boolean> {
  let settled = false;
  void p.finally(() => { settled = true; });
  await sleep(ms);
  return !settled;
}

describe(`availability changes racing bookings on ${TEST_DB}`, () => {
  test.skipIf(TEST_DB !== 'postgres')('time off being added: a booking of that day waits for it and is refused (slot_unavailable)', async () => {
    const day = addDays(kstToday(), 5);
    const lawyerSession = await sessionAs(lawyer.id);
    try {
      await lawyerSession.query(`select public.lawyer_add_time_off($1::date, $1::date, 'court')`, [day]);
      const client = await freshClient(s, 'waits');
      const booking = book(client, lawyer.id, { date: day, time: '10:00' });
      expect(await stillPending(booking)).toBe(true);
      await lawyerSession.query('commit');
      expectError(await booking, 'P0001', 'slot_unavailable');
    } finally {
      await lawyerSession.end();
    }
    expect(await liveBookings(day)).toBe(0);
    expect(await openOn(day)).toBe(0);
  });

  test.skipIf(TEST_DB !== 'postgres')('a booking being made: the lawyer closing that day waits for it; the booking stays', async () => {
    const day = addDays(kstToday(), 6);
    const client = await freshClient(s, 'first');
    const clientSession = await sessionAs(client.id);
    try {
      const made = await clientSession.query<{ id: string }>(
        `select id from public.create_booking($1, $2::date, time '10:00', 20)`, [lawyer.id, day]);
      expect(made.rows).toHaveLength(1);
      const closing = Promise.resolve(lawyer.db.rpc('lawyer_set_availability', {
        weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, []])), minimum_notice_minutes: 0, horizon_days: 365,
      }));
      expect(await stillPending(closing)).toBe(true);
      await clientSession.query('commit');
      expectOk(await closing);
    } finally {
      await clientSession.end();
    }
    expect(await liveBookings(day)).toBe(1);
    expect(await openOn(day)).toBe(0);
    // open again for the next test
    await openEveryDay(s, lawyer);
  });

  test('time off added while eight clients book that day: each booking is made or refused slot_unavailable; the made ones stay; nothing stays open', async () => {
    const day = addDays(kstToday(), 7);
    const clients = await Promise.all(Array.from({ length: 8 }, (_, i) => freshClient(s, `race-${i}`)));
    const times = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
    const [off, ...results] = await Promise.all([
      lawyer.db.rpc('lawyer_add_time_off', { from_date: day, to_date: day, note: 'race' }),
      ...clients.map((c, i) => book(c, lawyer.id, { date: day, time: times[i] })),
    ]);
    expectOk(off);
    const outcomes = results.map((r) => (r.error ? `${r.error.code}:${r.error.hint}` : 'ok'));
    for (const o of outcomes) expect(['ok', 'P0001:slot_unavailable']).toContain(o);
    expect(await liveBookings(day)).toBe(outcomes.filter((o) => o === 'ok').length);
    expect(await openOn(day)).toBe(0);
    // after the time off, every further booking of that day is refused
    expectError(await book(await freshClient(s, 'late'), lawyer.id, { date: day, time: '17:00' }),
      outcomes[7] === 'ok' ? '23505' : 'P0001', outcomes[7] === 'ok' ? 'slot_taken' : 'slot_unavailable');
    console.log(`[${TEST_DB}] bookings vs time off: ${JSON.stringify(outcomes)}`);
  });
});
