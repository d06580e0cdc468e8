// Availability changes never cancel bookings (issue 27 item 4; docs/bookings.md "Changing
// availability with bookings on the calendar"): lawyer_availability_conflicts lists the signed-in
// lawyer's open bookings (paid, pending or confirmed, in the future) that proposed weekly hours or
// proposed time off would leave outside, only their own, refusing other personas and bad input
// with the setters' refusals; saving the change afterwards leaves every booking as it was.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, book, createPersonas, expectError, expectOk, openEveryDay, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { freshClient, moveIntoPast, pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let lawyer: Persona;
let other: Persona;

const SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const ALL = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((d) => [d, SLOTS]));
const kstToday = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
const addDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isoWeekday = (d: string) => { const w = new Date(`${d}T00:00:00Z`).getUTCDay(); return String(w === 0 ? 7 : w); };

// the bookings of `lawyer` (and one of `other`), made in beforeAll
const D1 = addDays(kstToday(), 5);
const D2 = addDays(kstToday(), 6);
const ids = {} as Record<'pendingPaid' | 'confirmed' | 'hold' | 'cancelled' | 'past' | 'others', string>;

type Row = { booking_id: string; booking_date: string; booking_time: string; duration_minutes: number; status: string; fee_amount: number; has_coupon: boolean; client_name: string | null; reason: string };
const conflicts = (p: Persona, weekly: unknown, from?: string | null, to?: string | null) =>
  p.db.rpc('lawyer_availability_conflicts', { weekly, ...(from === undefined ? {} : { time_off_from: from }), ...(to === undefined ? {} : { time_off_to: to }) } as never);
const listed = async (p: Persona, weekly: unknown, from?: string | null, to?: string | null) =>
  (expectOk(await conflicts(p, weekly, from, to)) as Row[]).map((r) => [r.booking_id, r.reason]);

async function newBooking(client: Persona, l: Persona, date: string, time: string, paid = true): Promise<string> {
  const b = expectOk(await book(client, l.id, { date, time }, 40)) as { id: string };
  if (paid) await pay(client, b.id);
  return b.id;
}

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  lawyer = await signUpLawyer(s, 'conflicts');
  other = await signUpLawyer(s, 'conflicts-other');
  for (const l of [lawyer, other]) {
    await approve(P.admin, l.id);
    await openEveryDay(s, l);
  }
  // D1 and D2 may be holidays: openEveryDay opened the next 62 days' holidays
  const named = await freshClient(s, 'named');
  await sql(s, `update public.profiles set name_korean = '김의뢰' where id = $1`, [named.id]);
  ids.pendingPaid = await newBooking(named, lawyer, D1, '09:00');
  ids.confirmed = await newBooking(P.clientA, lawyer, D2, '14:00');
  expectOk(await lawyer.db.rpc('lawyer_update_booking_status', { booking_id: ids.confirmed, new_status: 'confirmed' }));
  ids.hold = await newBooking(P.clientB, lawyer, D1, '10:00', false);
  ids.cancelled = await newBooking(P.clientA, lawyer, D1, '13:00');
  expectOk(await P.clientA.db.rpc('client_cancel_booking', { booking_id: ids.cancelled }));
  ids.past = await newBooking(P.clientA, lawyer, D1, '11:00');
  await moveIntoPast(s, ids.past);
  ids.others = await newBooking(P.clientA, other, D1, '09:00');
}, 180_000);
afterAll(async () => { await s?.close(); });

describe(`lawyer_availability_conflicts on ${TEST_DB}`, () => {
  test('weekly hours: the open bookings whose weekday and time the proposal leaves out, with what the portal shows', async () => {
    // every slot kept: nothing
    expect(await listed(lawyer, ALL)).toEqual([]);
    // 09:00 dropped on D1's weekday: the paid pending booking there; the unpaid hold, the cancelled
    // and the past booking of that weekday never conflict
    const no9 = { ...ALL, [isoWeekday(D1)]: SLOTS.filter((x) => x !== '09:00') };
    const rows = expectOk(await conflicts(lawyer, no9)) as Row[];
    expect(rows).toEqual([{
      booking_id: ids.pendingPaid, booking_date: D1, booking_time: '09:00:00', duration_minutes: 40, status: 'pending',
      fee_amount: expect.any(Number), has_coupon: false, client_name: '김의뢰', reason: 'weekly',
    }]);
    // everything closed (a weekday left out is closed): both open bookings, in time order
    expect(await listed(lawyer, {})).toEqual([[ids.pendingPaid, 'weekly'], [ids.confirmed, 'weekly']]);
    // only D2's 14:00 kept (D1 is the day before, another weekday)
    expect(await listed(lawyer, { [isoWeekday(D2)]: ['14:00'] })).toEqual([[ids.pendingPaid, 'weekly']]);
  });

  test('time off: the open bookings on the proposed dates (inclusive); with weekly null the hours are not asked', async () => {
    expect(await listed(lawyer, null, D2, D2)).toEqual([[ids.confirmed, 'time_off']]);
    expect(await listed(lawyer, null, D1, D2)).toEqual([[ids.pendingPaid, 'time_off'], [ids.confirmed, 'time_off']]);
    expect(await listed(lawyer, null, addDays(D2, 1), addDays(D2, 30))).toEqual([]);
    // both at once: time off wins as the reason where both apply
    expect(await listed(lawyer, {}, D2, D2)).toEqual([[ids.pendingPaid, 'weekly'], [ids.confirmed, 'time_off']]);
    // no proposal at all: nothing
    expect(await listed(lawyer, null)).toEqual([]);
  });

  test("only the caller's own bookings", async () => {
    expect(await listed(other, {})).toEqual([[ids.others, 'weekly']]);
    expect((await listed(lawyer, {}, D1, D2)).map(([id]) => id)).not.toContain(ids.others);
    // a lawyer with no bookings: nothing, whatever is proposed
    expect(await listed(P.lawyer, {}, D1, D2)).toEqual([]);
  });

  test('bad input: 22023 with the argument as hint', async () => {
    expectError(await conflicts(lawyer, { 1: ['12:00'] }), '22023', 'weekly');
    expectError(await conflicts(lawyer, { 8: [] }), '22023', 'weekly');
    expectError(await conflicts(lawyer, ['09:00']), '22023', 'weekly');
    expectError(await conflicts(lawyer, null, D2, D1), '22023', 'time_off_to');
    expectError(await conflicts(lawyer, null, D1, null), '22023', 'time_off_to');
    expectError(await conflicts(lawyer, null, null, D1), '22023', 'time_off_from');
  });

  test('other personas are refused as by the availability setters', async () => {
    expectError(await P.anon.rpc('lawyer_availability_conflicts', { weekly: {} }), '42501');
    expectError(await conflicts(P.clientA, {}), 'PT404', 'not_a_lawyer');
    expectError(await conflicts(P.admin, {}), 'PT404', 'not_a_lawyer');
    expectError(await conflicts(P.unapprovedLawyer, {}), 'P0001', 'not_approved');
    // and the service role has no business here either: it has no lawyer identity
    expectError(await P.service.rpc('lawyer_availability_conflicts', { weekly: {} }), '42501');
  });

  test('saving the change leaves every booking as it was; they still conflict with the saved hours', async () => {
    const state = () => sql<{ id: string; status: string; payment_status: string; booking_date: string }>(s,
      `select id, status::text, payment_status::text, to_char(booking_date, 'YYYY-MM-DD') as booking_date
         from public.bookings where lawyer_id = $1 order by id`, [lawyer.id]);
    const before = await state();
    expectOk(await lawyer.db.rpc('lawyer_set_availability', { weekly: {}, minimum_notice_minutes: 0, horizon_days: 365 }));
    expectOk(await lawyer.db.rpc('lawyer_add_time_off', { from_date: D1, to_date: D2, note: '출장' }));
    expect(await state()).toEqual(before);
    expect(await listed(lawyer, {}, D1, D2)).toEqual([[ids.pendingPaid, 'time_off'], [ids.confirmed, 'time_off']]);
    // the lawyer declines one (the bookings page's function, the normal refund): it is no longer open
    expectOk(await lawyer.db.rpc('lawyer_update_booking_status', { booking_id: ids.pendingPaid, new_status: 'cancelled' }));
    const [b] = await sql<{ status: string; payment_status: string }>(s, `select status::text, payment_status::text from public.bookings where id = $1`, [ids.pendingPaid]);
    expect(b).toEqual({ status: 'cancelled', payment_status: 'refunded' });
    expect(await listed(lawyer, {})).toEqual([[ids.confirmed, 'weekly']]);
  });
});
