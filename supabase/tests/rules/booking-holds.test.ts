// Booking holds, live availability and the enforced lifecycle (docs/bookings.md), each rule also
// as the wrong persona: lawyer_busy_slots, the hold length, expiry (inline and by the sweep),
// payment of an expired hold, the 3-hold cap, own_hold, the lawyer's and admin's transitions,
// the audit trail, the lawyer_calendar_updates signal and the pg_cron job.
// The server runs with cron off so no background sweep interferes; the scheduler is driven by
// tick() where it is under test.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  approve, book, createPersonas, expectError, expectOk, futureSlots, signUpLawyer, sql,
  type Persona, type Personas,
} from '../helpers/personas.ts';
import { freshClient, moveIntoPast, pay, setHoldMinutes, sleep, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let other: Persona; // a second listed lawyer (the wrong lawyer)
let quiet: Persona; // a listed lawyer only the busy-slot tests book, so its calendar is known
let slots: { date: string; time: string }[];
let next = 0;
const slot = () => slots[next++];

/** 1.2 s holds: long enough to book and pay, short enough to wait out. */
const SHORT_HOLD = '0.02';
const HOLD_WAIT_MS = 1_600;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  [other, quiet] = await Promise.all([signUpLawyer(s, 'other'), signUpLawyer(s, 'quiet')]);
  await approve(P.admin, other.id);
  await approve(P.admin, quiet.id);
  slots = await futureSlots(s, 90);
});
afterAll(async () => { await s?.close(); });

const setStatus = (p: Persona, id: string, to: string) => p.db.rpc('lawyer_update_booking_status', { booking_id: id, new_status: to });
const setLink = (id: string, link: string | null) => P.admin.db.rpc('admin_set_meeting_link', { booking_id: id, link });
const busy = (db: Persona['db'] | Personas['anon'], lawyerId: string, from: string | null, to: string | null) =>
  db.rpc('lawyer_busy_slots', { lawyer_id: lawyerId, from_date: from, to_date: to });
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
const asRow = (sl: { date: string; time: string }) => ({ booking_date: sl.date, booking_time: `${sl.time}:00` });
const recordPayment = (bookingId: string, amount: number, tx: string) =>
  P.service.rpc('record_payment', { booking_id: bookingId, amount, payment_method: 'card', provider: 'acme', transaction_id: tx });

async function row(id: string) {
  const [r] = await sql<{ status: string; payment_status: string; cancelled_by: string | null; cancelled: boolean; meeting_link: string | null }>(s,
    `select status, payment_status, cancelled_by, cancelled_at is not null as cancelled, meeting_link from public.bookings where id = $1`, [id]);
  return r;
}

/** Runs `fn` with short holds; the hold length is restored whatever happens. */
async function withShortHolds<T>(fn: () => Promise<T>): Promise<T> {
  await setHoldMinutes(s, SHORT_HOLD);
  try {
    return await fn();
  } finally {
    await setHoldMinutes(s, '15');
  }
}

/** Books `n` slots of `lawyerId` as `c` with 1.2 s holds and waits until they have expired. */
async function expiredHolds(c: Persona, lawyerId: string, n: number, extra: Parameters<typeof book>[4] = {}) {
  const made = await withShortHolds(async () => {
    const out: { id: string; slot: { date: string; time: string } }[] = [];
    for (let i = 0; i < n; i++) {
      const sl = slot();
      out.push({ id: expectOk(await book(c, lawyerId, sl, 20, extra)).id, slot: sl });
    }
    return out;
  });
  await sleep(HOLD_WAIT_MS);
  return made;
}

/** An admin coupon granted to `holder`. */
async function couponFor(holder: Persona): Promise<{ userCouponId: string; couponId: string }> {
  const code = `H${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const coupon = expectOk(await P.admin.db.from('coupons').insert({
    code, name_korean: '홀드', name_english: 'Hold', discount_type: 'fixed', discount_value: 10000, max_uses: 5,
    valid_until: new Date(Date.now() + 30 * 86400_000).toISOString(),
  }).select('id').single());
  expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: coupon.id, user_ids: [holder.id] }));
  const held = expectOk(await holder.db.from('user_coupons').select('id').eq('coupon_id', coupon.id).single());
  return { userCouponId: held.id, couponId: coupon.id };
}

async function couponState(userCouponId: string) {
  const [r] = await sql<{ is_used: boolean; used_at: string | null; current_uses: number }>(s,
    `select uc.is_used, uc.used_at, c.current_uses from public.user_coupons uc join public.coupons c on c.id = uc.coupon_id where uc.id = $1`,
    [userCouponId]);
  return r;
}

async function auditOf(id: string) {
  return sql<{ action: string; actor_id: string | null; by: string | null; before: unknown; after: unknown }>(s,
    `select action, actor_id, details->>'by' as by, before, after from public.audit_log where entity_id = $1 order by id`, [id]);
}

// ---------------------------------------------------------------------------------------------
describe(`lawyer_busy_slots on ${TEST_DB}`, () => {
  test('anon and authenticated read the paid and live-held slots, not cancelled or expired ones, and nothing about the client', async () => {
    const [c1, c2] = await Promise.all([freshClient(s, 'busy-1'), freshClient(s, 'busy-2')]);
    const [held, paid, confirmed, cancelled, expired] = [slot(), slot(), slot(), slot(), slot()];
    expectOk(await book(c1, quiet.id, held));
    await pay(c1, expectOk(await book(c1, quiet.id, paid)).id);
    const conf = expectOk(await book(c2, quiet.id, confirmed));
    await pay(c2, conf.id);
    expectOk(await setStatus(quiet, conf.id, 'confirmed'));
    const canc = expectOk(await book(c2, quiet.id, cancelled));
    expectOk(await c2.db.rpc('client_cancel_booking', { booking_id: canc.id }));
    // the hold runs out (not swept): free at once
    const exp = expectOk(await book(c2, quiet.id, expired));
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [exp.id]);

    const from = slots[0].date;
    const to = addDays(from, 61);
    const want = [held, paid, confirmed].map(asRow).sort((a, b) => `${a.booking_date}${a.booking_time}`.localeCompare(`${b.booking_date}${b.booking_time}`));
    for (const db of [P.anon, P.clientA.db, c1.db, P.lawyer.db, quiet.db, P.admin.db]) {
      const rows = expectOk(await busy(db, quiet.id, from, to));
      expect(rows).toEqual(want);
      for (const r of rows) expect(Object.keys(r).sort()).toEqual(['booking_date', 'booking_time']);
    }
    expect(JSON.stringify(expectOk(await busy(P.anon, quiet.id, from, to)))).not.toContain(c1.id);
    // the expired hold is still a pending row in the table; only availability ignores it
    expect(await row(exp.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
  });

  test('range: required arguments, to >= from, at most 62 days (inclusive)', async () => {
    const from = slots[0].date;
    for (const [l, f, t] of [[null, from, from], [quiet.id, null, from], [quiet.id, from, null]] as const) {
      expectError(await busy(P.anon, l as string, f, t), '22023', 'invalid_range');
    }
    expectError(await busy(P.anon, quiet.id, from, addDays(from, -1)), '22023', 'invalid_range');
    expectError(await busy(P.anon, quiet.id, from, addDays(from, 62)), '22023', 'invalid_range');
    expectError(await busy(P.clientA.db, quiet.id, from, addDays(from, 365)), '22023', 'invalid_range');
    // one day, and exactly 62 days counting both ends
    expectOk(await busy(P.anon, quiet.id, from, from));
    const last = addDays(from, 61);
    expect(expectOk(await busy(P.anon, quiet.id, from, last)).length).toBeGreaterThan(0);
    // the ends are inclusive: a window ending on a booked day lists it
    const booked = expectOk(await busy(P.anon, quiet.id, from, last))[0] as { booking_date: string };
    expect(expectOk(await busy(P.anon, quiet.id, addDays(booked.booking_date, -61), booked.booking_date)))
      .toContainEqual(expect.objectContaining({ booking_date: booked.booking_date }));
    expect(expectOk(await busy(P.anon, quiet.id, addDays(booked.booking_date, 1), addDays(booked.booking_date, 2))))
      .not.toContainEqual(expect.objectContaining({ booking_date: booked.booking_date }));
  });

  // Before the lifecycle rules a lawyer could confirm an unpaid booking. Such a confirmed, unpaid
  // booking is a hold like any other: once its hold is over, busy_slots does not list it and
  // create_booking closes it (cancelled by the system) and takes the slot.
  test('busy_slots and create_booking agree on a confirmed, unpaid booking from before the lifecycle rules', async () => {
    const [c1, c2] = await Promise.all([freshClient(s, 'legacy-1'), freshClient(s, 'legacy-2')]);
    const sl = slot();
    const legacy = expectOk(await book(c1, quiet.id, sl));
    await sql(s, `update public.bookings set status = 'confirmed', hold_expires_at = created_at - interval '1 day' where id = $1`, [legacy.id]);
    const listed = expectOk(await busy(P.anon, quiet.id, sl.date, sl.date)).some((r: { booking_time: string }) => r.booking_time === `${sl.time}:00`);
    const bookable = !(await book(c2, quiet.id, sl)).error;
    // exactly one of the two must be true: listed as taken, or free to book
    expect(listed).not.toBe(bookable);
    expect(bookable).toBe(true);
    const [closed] = await sql<{ status: string; cancelled_by: string }>(s, `select status, cancelled_by from public.bookings where id = $1`, [legacy.id]);
    expect(closed).toEqual({ status: 'cancelled', cancelled_by: 'system' });
  });

  test('unlisted lawyers (unapproved, hidden) and unknown ids give no rows', async () => {
    const from = slots[0].date;
    const to = addDays(from, 61);
    expect(expectOk(await busy(P.anon, quiet.id, from, to)).length).toBeGreaterThan(0);
    // a booking on an unapproved lawyer's slot exists only as history written by the platform
    const c = await freshClient(s, 'unlisted');
    const sl = slot();
    await sql(s,
      `insert into public.bookings (client_id, lawyer_id, booking_date, booking_time, duration_minutes, list_fee, fee_amount, payment_status)
       values ($1, $2, $3, $4, 20, 50000, 50000, 'paid')`, [c.id, P.unapprovedLawyer.id, sl.date, sl.time]);
    expect(expectOk(await busy(P.anon, P.unapprovedLawyer.id, from, to))).toEqual([]);
    expect(expectOk(await busy(P.unapprovedLawyer.db, P.unapprovedLawyer.id, from, to))).toEqual([]);
    expectOk(await quiet.db.rpc('set_lawyer_visibility', { visible: false }));
    try {
      expect(expectOk(await busy(P.anon, quiet.id, from, to))).toEqual([]);
      expect(expectOk(await busy(quiet.db, quiet.id, from, to))).toEqual([]);
    } finally {
      expectOk(await quiet.db.rpc('set_lawyer_visibility', { visible: true }));
    }
    expect(expectOk(await busy(P.anon, quiet.id, from, to)).length).toBeGreaterThan(0);
    expect(expectOk(await busy(P.anon, crypto.randomUUID(), from, to))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
describe(`hold length on ${TEST_DB}`, () => {
  test("hold_expires_at = created_at + private.app_settings 'booking.hold_minutes' (default 15; bad values fall back)", async () => {
    const c = await freshClient(s, 'length');
    const holdOf = async (id: string) => {
      const [r] = await sql<{ secs: number }>(s, `select extract(epoch from hold_expires_at - created_at)::float8 as secs from public.bookings where id = $1`, [id]);
      return r.secs;
    };
    const [{ value }] = await sql<{ value: string }>(s, `select value from private.app_settings where key = 'booking.hold_minutes'`);
    expect(value).toBe('15');
    const b15 = expectOk(await book(c, P.lawyer.id, slot()));
    expect(await holdOf(b15.id)).toBe(900);
    expect(Date.parse(b15.hold_expires_at) - Date.parse(b15.created_at)).toBe(900_000);
    try {
      await setHoldMinutes(s, '0.5');
      const b05 = expectOk(await book(c, P.lawyer.id, slot()));
      expect(await holdOf(b05.id)).toBe(30);
      for (const bad of ['abc', '0', '-3']) {
        await setHoldMinutes(s, bad);
        const [{ secs }] = await sql<{ secs: number }>(s, `select extract(epoch from private.booking_hold())::float8 as secs`);
        expect(secs, bad).toBe(900);
      }
    } finally {
      await setHoldMinutes(s, '15');
    }
  });
});

// ---------------------------------------------------------------------------------------------
describe(`expiry on ${TEST_DB}`, () => {
  test('an expired hold frees the slot at once: another client books it before any sweep, and the old one is closed as the system', async () => {
    const [c1, c2] = await Promise.all([freshClient(s, 'exp-1'), freshClient(s, 'exp-2')]);
    const coupon = await couponFor(c1);
    const [old] = await expiredHolds(c1, P.lawyer.id, 1, { user_coupon_id: coupon.userCouponId });
    const window = [old.slot.date, addDays(old.slot.date, 1)] as const;
    expect(expectOk(await busy(P.anon, P.lawyer.id, ...window))).not.toContainEqual(asRow(old.slot));
    expect(await row(old.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });

    const fresh = expectOk(await book(c2, P.lawyer.id, old.slot, 40));
    expect(fresh).toMatchObject({ client_id: c2.id, status: 'pending', payment_status: 'pending' });
    expect(await row(old.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'system', cancelled: true, payment_status: 'pending' });
    expect(await couponState(coupon.userCouponId)).toEqual({ is_used: false, used_at: null, current_uses: 0 });
    const audit = await auditOf(old.id);
    expect(audit.map((a) => a.action)).toEqual(['booking.create', 'booking.expire']);
    expect(audit[1]).toMatchObject({ actor_id: null, by: 'system', before: { status: 'pending', payment_status: 'pending' }, after: { status: 'cancelled', payment_status: 'pending' } });
    // the new hold is listed again
    expect(expectOk(await busy(P.anon, P.lawyer.id, ...window))).toContainEqual(asRow(old.slot));
  });

  test('the sweep cancels every expired hold as the system, gives coupons back, audits each, and leaves paid and live ones alone', async () => {
    const [c1, c2] = await Promise.all([freshClient(s, 'sweep-1'), freshClient(s, 'sweep-2')]);
    const coupon = await couponFor(c1);
    // paid before its hold ends (a normal hold, so no race with the clock)
    const paidId = expectOk(await book(c2, other.id, slot())).id;
    await pay(c2, paidId);
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [paidId]);
    const made = await withShortHolds(async () => {
      const withCoupon = expectOk(await book(c1, other.id, slot(), 20, { user_coupon_id: coupon.userCouponId }));
      const plain = expectOk(await book(c2, other.id, slot()));
      return [withCoupon.id, plain.id];
    });
    expect(await couponState(coupon.userCouponId)).toMatchObject({ is_used: true, current_uses: 1 });
    await sleep(HOLD_WAIT_MS);
    const live = expectOk(await book(c2, other.id, slot()));

    const [{ due }] = await sql<{ due: number }>(s,
      `select count(*)::int as due from public.bookings where status = 'pending' and payment_status = 'pending' and hold_expires_at <= now()`);
    expect(due).toBeGreaterThanOrEqual(2);
    expect(expectOk(await P.service.rpc('expire_unpaid_holds'))).toBe(due);
    for (const id of made) {
      expect(await row(id)).toMatchObject({ status: 'cancelled', cancelled_by: 'system', cancelled: true, payment_status: 'pending' });
      const audit = await auditOf(id);
      expect(audit.filter((a) => a.action === 'booking.expire')).toEqual([
        { action: 'booking.expire', actor_id: null, by: 'system', before: { status: 'pending', payment_status: 'pending' }, after: { status: 'cancelled', payment_status: 'pending' } },
      ]);
    }
    expect(await couponState(coupon.userCouponId)).toEqual({ is_used: false, used_at: null, current_uses: 0 });
    expect(await row(paidId)).toMatchObject({ status: 'pending', payment_status: 'paid', cancelled_by: null });
    expect(await row(live.id)).toMatchObject({ status: 'pending', payment_status: 'pending', cancelled_by: null });
    // nothing left to do: a second run changes and audits nothing
    expect(expectOk(await P.service.rpc('expire_unpaid_holds'))).toBe(0);
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.audit_log where action = 'booking.expire' and entity_id = any($1::text[])`, [made]);
    expect(n).toBe(2);
    // the coupon is usable again
    expect(expectOk(await book(c1, other.id, slot(), 20, { user_coupon_id: coupon.userCouponId }))).toMatchObject({ discount_amount: 10000 });
  });

  test('only the service role (and the scheduler) runs the sweep', async () => {
    const c = await freshClient(s, 'sweep-wrong');
    const [held] = await expiredHolds(c, P.lawyer.id, 1);
    for (const db of [P.anon, P.clientA.db, c.db, P.lawyer.db, P.admin.db]) {
      const r = await db.rpc('expire_unpaid_holds');
      expectError(r, '42501');
      expect(r.error!.message).toMatch(/permission denied/i);
    }
    expect(await row(held.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
  });

  test('paying an expired hold is refused (hold_expired), by the client and by the provider, before and after the sweep', async () => {
    const c = await freshClient(s, 'late-pay');
    const [a, b] = await expiredHolds(c, P.lawyer.id, 2);
    const [{ fee }] = await sql<{ fee: number }>(s, `select fee_amount as fee from public.bookings where id = $1`, [b.id]);
    expectError(await c.db.rpc('pay_booking_test_mode', { booking_id: a.id }), 'P0001', 'hold_expired');
    expectError(await recordPayment(b.id, fee, `late_${b.id}`), 'P0001', 'hold_expired');
    // nor can the lawyer confirm it
    expectError(await setStatus(P.lawyer, a.id, 'confirmed'), 'P0001', 'hold_expired');
    expect(await row(a.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
    expectOk(await P.service.rpc('expire_unpaid_holds'));
    expect(await row(a.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'system' });
    expectError(await c.db.rpc('pay_booking_test_mode', { booking_id: a.id }), 'P0001', 'hold_expired');
    expectError(await recordPayment(b.id, fee, `late2_${b.id}`), 'P0001', 'hold_expired');
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.payment_history where booking_id = any($1::uuid[])`, [[a.id, b.id]]);
    expect(n).toBe(0);
    for (const id of [a.id, b.id]) expect(await row(id)).toMatchObject({ status: 'cancelled', payment_status: 'pending', cancelled_by: 'system' });
  });

  test('a live hold is paid normally by the provider (the refusal is about time, not the path)', async () => {
    const c = await freshClient(s, 'provider');
    const b = expectOk(await book(c, P.lawyer.id, slot()));
    expect(expectOk(await recordPayment(b.id, b.fee_amount, `ok_${b.id}`))).toMatchObject({ payment_status: 'paid' });
    expect(await row(b.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
  });
});

// ---------------------------------------------------------------------------------------------
describe(`at most 3 unpaid holds per client on ${TEST_DB}`, () => {
  test('the 4th unpaid booking is refused (too_many_holds); paying or cancelling one frees a place', async () => {
    const c = await freshClient(s, 'cap');
    const held = [];
    for (let i = 0; i < 3; i++) held.push(expectOk(await book(c, P.lawyer.id, slot())));
    const fourth = slot();
    const refused = await book(c, P.lawyer.id, fourth);
    expectError(refused, 'PT429', 'too_many_holds');
    expect(JSON.parse(refused.error!.details!)).toEqual({ max_unpaid: 3 });
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.bookings where client_id = $1`, [c.id]);
    expect(n).toBe(3);
    // the slot was not taken by the refusal
    expect(expectOk(await busy(P.anon, P.lawyer.id, fourth.date, fourth.date))).not.toContainEqual(asRow(fourth));

    await pay(c, held[0].id);
    expectOk(await book(c, P.lawyer.id, fourth));
    expectError(await book(c, P.lawyer.id, slot()), 'PT429', 'too_many_holds');
    expectOk(await c.db.rpc('client_cancel_booking', { booking_id: held[1].id }));
    expectOk(await book(c, P.lawyer.id, slot()));
    expectError(await book(c, P.lawyer.id, slot()), 'PT429', 'too_many_holds');
    // the cap is per client: another client books freely
    expectOk(await book(await freshClient(s, 'cap-other'), P.lawyer.id, slot()));
  });

  test('expired holds do not count, swept or not', async () => {
    const c = await freshClient(s, 'cap-expired');
    await expiredHolds(c, P.lawyer.id, 3);
    for (let i = 0; i < 3; i++) expectOk(await book(c, P.lawyer.id, slot()));
    expectError(await book(c, P.lawyer.id, slot()), 'PT429', 'too_many_holds');
    expectOk(await P.service.rpc('expire_unpaid_holds'));
    expectError(await book(c, P.lawyer.id, slot()), 'PT429', 'too_many_holds');
  });
});

// ---------------------------------------------------------------------------------------------
describe(`own_hold on ${TEST_DB}`, () => {
  test('booking a slot one already holds says so, with the held booking to pay', async () => {
    const [c, c2] = await Promise.all([freshClient(s, 'own'), freshClient(s, 'own-2')]);
    const sl = slot();
    const b = expectOk(await book(c, P.lawyer.id, sl, 20));
    for (const d of [20, 60]) {
      const r = await book(c, P.lawyer.id, sl, d);
      expectError(r, 'P0001', 'own_hold');
      expect(JSON.parse(r.error!.details!)).toEqual({ booking_id: b.id });
    }
    expectError(await book(c2, P.lawyer.id, sl), '23505', 'slot_taken');
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.bookings where lawyer_id = $1 and booking_date = $2 and booking_time = $3`, [P.lawyer.id, sl.date, sl.time]);
    expect(n).toBe(1);
  });

  test('once one\'s own hold has expired, booking the slot again makes a new hold', async () => {
    const c = await freshClient(s, 'own-expired');
    const [old] = await expiredHolds(c, P.lawyer.id, 1);
    const again = expectOk(await book(c, P.lawyer.id, old.slot));
    expect(again.id).not.toBe(old.id);
    expect(await row(old.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'system' });
  });
});

// ---------------------------------------------------------------------------------------------
describe(`lifecycle as each persona on ${TEST_DB}`, () => {
  test('only the booking\'s own lawyer confirms and completes it', async () => {
    const c = await freshClient(s, 'wrong');
    const b = expectOk(await book(c, P.lawyer.id, slot()));
    await pay(c, b.id);
    for (const to of ['confirmed', 'completed', 'cancelled']) {
      for (const p of [c, P.clientA, other, P.unapprovedLawyer, P.admin]) expectError(await setStatus(p, b.id, to), 'PT404', 'not_found');
      expectError(await P.anon.rpc('lawyer_update_booking_status', { booking_id: b.id, new_status: to }), '42501');
    }
    expect(await row(b.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expectOk(await setStatus(P.lawyer, b.id, 'confirmed'));
    await moveIntoPast(s, b.id);
    for (const p of [c, other, P.admin]) expectError(await setStatus(p, b.id, 'completed'), 'PT404', 'not_found');
    expect(await row(b.id)).toMatchObject({ status: 'confirmed' });
    expect(expectOk(await setStatus(P.lawyer, b.id, 'completed'))).toMatchObject({ status: 'completed', payment_status: 'paid' });
  });

  test('completion: not before the start (not_started), not when unpaid (not_paid)', async () => {
    const c = await freshClient(s, 'complete');
    const b = expectOk(await book(c, P.lawyer.id, slot()));
    await pay(c, b.id);
    expectOk(await setStatus(P.lawyer, b.id, 'confirmed'));
    expectError(await setStatus(P.lawyer, b.id, 'completed'), 'P0001', 'not_started');
    expect(await row(b.id)).toMatchObject({ status: 'confirmed' });
    // a confirmed unpaid booking exists only from before this rule (lawyers could confirm unpaid ones)
    const legacy = expectOk(await book(c, P.lawyer.id, slot()));
    await sql(s, `update public.bookings set status = 'confirmed' where id = $1`, [legacy.id]);
    await moveIntoPast(s, legacy.id);
    expectError(await setStatus(P.lawyer, legacy.id, 'completed'), 'P0001', 'not_paid');
    expect(await row(legacy.id)).toMatchObject({ status: 'confirmed', payment_status: 'pending' });
  });

  test('the lawyer cancelling a paid, confirmed booking refunds it and gives the coupon back', async () => {
    const c = await freshClient(s, 'lawyer-cancel');
    const coupon = await couponFor(c);
    const b = expectOk(await book(c, P.lawyer.id, slot(), 20, { user_coupon_id: coupon.userCouponId }));
    await pay(c, b.id);
    expectOk(await setStatus(P.lawyer, b.id, 'confirmed'));
    // within 24 h the client could no longer cancel; the lawyer still can
    expect(expectOk(await setStatus(P.lawyer, b.id, 'cancelled'))).toMatchObject({ status: 'cancelled', cancelled_by: 'lawyer', payment_status: 'refunded' });
    expect(expectOk(await c.db.from('payment_history').select('payment_status, refunded_at').eq('booking_id', b.id).single()))
      .toMatchObject({ payment_status: 'refunded', refunded_at: expect.any(String) });
    expect(await couponState(coupon.userCouponId)).toEqual({ is_used: false, used_at: null, current_uses: 0 });
    const actions = (await auditOf(b.id)).map((a) => a.action);
    // the refund is written while the cancellation runs, before its status entry
    expect(actions).toEqual(['booking.create', 'payment.paid', 'booking.status', 'payment.refund', 'booking.status']);
    expectError(await c.db.rpc('client_cancel_booking', { booking_id: b.id }), 'P0001', 'invalid_transition');
    // the slot is free again
    const [sl] = await sql<{ d: string; t: string }>(s, `select to_char(booking_date, 'YYYY-MM-DD') as d, to_char(booking_time, 'HH24:MI') as t from public.bookings where id = $1`, [b.id]);
    expect(expectOk(await busy(P.anon, P.lawyer.id, sl.d, sl.d))).not.toContainEqual(asRow({ date: sl.d, time: sl.t }));
  });

  test('the lawyer declining an unpaid hold refunds nothing and gives the coupon back', async () => {
    const c = await freshClient(s, 'decline');
    const coupon = await couponFor(c);
    const b = expectOk(await book(c, P.lawyer.id, slot(), 20, { user_coupon_id: coupon.userCouponId }));
    expect(expectOk(await setStatus(P.lawyer, b.id, 'cancelled'))).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await couponState(coupon.userCouponId)).toMatchObject({ is_used: false, current_uses: 0 });
    expect((await auditOf(b.id)).map((a) => a.action)).not.toContain('payment.refund');
  });

  test('meeting links: only on open, paid bookings; clearing is always allowed', async () => {
    const c = await freshClient(s, 'links');
    const link = 'https://meet.example.com/room';
    // unpaid (live hold)
    const unpaid = expectOk(await book(c, P.lawyer.id, slot()));
    expectError(await setLink(unpaid.id, link), 'P0001', 'not_paid');
    // paid, pending and confirmed: allowed
    const paid = expectOk(await book(c, P.lawyer.id, slot()));
    await pay(c, paid.id);
    expect(expectOk(await setLink(paid.id, `${link}/1`))).toMatchObject({ meeting_link: `${link}/1` });
    expectOk(await setStatus(P.lawyer, paid.id, 'confirmed'));
    expect(expectOk(await setLink(paid.id, `${link}/2`))).toMatchObject({ meeting_link: `${link}/2` });
    // completed: closed; clearing the old link is allowed
    await moveIntoPast(s, paid.id);
    expectOk(await setStatus(P.lawyer, paid.id, 'completed'));
    expectError(await setLink(paid.id, `${link}/3`), 'P0001', 'booking_closed');
    expect(expectOk(await setLink(paid.id, null))).toMatchObject({ meeting_link: null });
    // cancelled (refunded): closed; clearing allowed
    const cancelled = expectOk(await book(c, P.lawyer.id, slot()));
    await pay(c, cancelled.id);
    expectOk(await setLink(cancelled.id, `${link}/4`));
    expectOk(await c.db.rpc('client_cancel_booking', { booking_id: cancelled.id }));
    expectError(await setLink(cancelled.id, `${link}/5`), 'P0001', 'booking_closed');
    expect(expectOk(await setLink(cancelled.id, ''))).toMatchObject({ meeting_link: null });
    // an expired hold: unpaid before the sweep, closed after it
    const c2 = await freshClient(s, 'links-expired');
    const [exp] = await expiredHolds(c2, P.lawyer.id, 1);
    expectError(await setLink(exp.id, link), 'P0001', 'not_paid');
    expectOk(await P.service.rpc('expire_unpaid_holds'));
    expectError(await setLink(exp.id, link), 'P0001', 'booking_closed');
    expect(expectOk(await setLink(exp.id, null))).toMatchObject({ meeting_link: null });
    for (const id of [unpaid.id, exp.id]) expect((await row(id)).meeting_link).toBeNull();
    // and never by anyone but an admin
    for (const p of [c, P.lawyer]) expectError(await p.db.rpc('admin_set_meeting_link', { booking_id: unpaid.id, link: null }), '42501');
  });

  test('every transition writes audit_log with its actor and details.by', async () => {
    const [c, c2] = await Promise.all([freshClient(s, 'trail'), freshClient(s, 'trail-2')]);
    // create, pay, confirm, link, complete
    const done = expectOk(await book(c, P.lawyer.id, slot()));
    await pay(c, done.id);
    expectOk(await setStatus(P.lawyer, done.id, 'confirmed'));
    expectOk(await setLink(done.id, 'https://meet.example.com/trail'));
    await moveIntoPast(s, done.id);
    expectOk(await setStatus(P.lawyer, done.id, 'completed'));
    // client cancel; lawyer cancel; provider payment; system expiry
    const clientCancel = expectOk(await book(c, P.lawyer.id, slot()));
    expectOk(await c.db.rpc('client_cancel_booking', { booking_id: clientCancel.id }));
    const lawyerCancel = expectOk(await book(c, P.lawyer.id, slot()));
    expectOk(await setStatus(P.lawyer, lawyerCancel.id, 'cancelled'));
    const provider = expectOk(await book(c, P.lawyer.id, slot()));
    expectOk(await recordPayment(provider.id, provider.fee_amount, `trail_${provider.id}`));
    const [expired] = await expiredHolds(c2, P.lawyer.id, 1);
    expectOk(await P.service.rpc('expire_unpaid_holds'));

    const trail = async (id: string) => (await auditOf(id)).map((a) => [a.action, a.actor_id, a.by]);
    expect(await trail(done.id)).toEqual([
      ['booking.create', c.id, 'client'],
      ['payment.paid', c.id, 'client'],
      ['booking.status', P.lawyer.id, 'lawyer'],
      ['booking.meeting_link', P.admin.id, 'admin'],
      ['booking.status', P.lawyer.id, 'lawyer'],
    ]);
    const statuses = (await auditOf(done.id)).filter((a) => a.action === 'booking.status').map((a) => a.after);
    expect(statuses).toEqual([{ status: 'confirmed', payment_status: 'paid' }, { status: 'completed', payment_status: 'paid' }]);
    expect(await trail(clientCancel.id)).toEqual([['booking.create', c.id, 'client'], ['booking.cancel', c.id, 'client']]);
    expect(await trail(lawyerCancel.id)).toEqual([['booking.create', c.id, 'client'], ['booking.status', P.lawyer.id, 'lawyer']]);
    expect(await trail(provider.id)).toEqual([['booking.create', c.id, 'client'], ['payment.paid', null, 'provider']]);
    expect(await trail(expired.id)).toEqual([['booking.create', c2.id, 'client'], ['booking.expire', null, 'system']]);
  });
});

// ---------------------------------------------------------------------------------------------
describe(`lawyer_calendar_updates on ${TEST_DB}`, () => {
  const stamp = async (lawyerId: string) => {
    const r = expectOk(await P.anon.from('lawyer_calendar_updates').select('lawyer_id, updated_at').eq('lawyer_id', lawyerId));
    expect(r).toHaveLength(1);
    return (r[0] as { updated_at: string }).updated_at;
  };
  const later = async (a: string, b: string) => {
    const [r] = await sql<{ later: boolean }>(s, `select $2::timestamptz > $1::timestamptz as later`, [a, b]);
    return r.later;
  };

  test('anyone may read it; it holds a lawyer id and a time, nothing about bookings', async () => {
    const cols = await sql<{ c: string }>(s,
      `select column_name as c from information_schema.columns where table_schema = 'public' and table_name = 'lawyer_calendar_updates' order by ordinal_position`);
    expect(cols.map((c) => c.c)).toEqual(['lawyer_id', 'updated_at']);
    for (const db of [P.anon, P.clientB.db, other.db]) {
      const rows = expectOk(await db.from('lawyer_calendar_updates').select('*').eq('lawyer_id', P.lawyer.id));
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]).sort()).toEqual(['lawyer_id', 'updated_at']);
    }
  });

  test('it is bumped when a booking is made, paid, cancelled or expires (and only for that lawyer)', async () => {
    const c = await freshClient(s, 'bump');
    const otherBefore = await stamp(other.id);
    let t = await stamp(P.lawyer.id);
    const step = async (label: string, fn: () => Promise<unknown>) => {
      await fn();
      const now = await stamp(P.lawyer.id);
      expect(await later(t, now), label).toBe(true);
      t = now;
    };
    let id = '';
    await step('create', async () => { id = expectOk(await book(c, P.lawyer.id, slot())).id; });
    await step('pay', () => pay(c, id));
    await step('cancel', async () => expectOk(await c.db.rpc('client_cancel_booking', { booking_id: id })));
    const [exp] = await expiredHolds(c, P.lawyer.id, 1);
    t = await stamp(P.lawyer.id);
    await step('expire (sweep)', async () => expect(expectOk(await P.service.rpc('expire_unpaid_holds'))).toBeGreaterThanOrEqual(1));
    expect(await row(exp.id)).toMatchObject({ cancelled_by: 'system' });
    expect(await stamp(other.id)).toBe(otherBefore);
  });

  test('nobody writes it through the API', async () => {
    const before = await stamp(P.lawyer.id);
    const fake = { lawyer_id: P.lawyer.id, updated_at: '2000-01-01T00:00:00Z' };
    for (const db of [P.anon, P.clientA.db, P.lawyer.db, P.admin.db]) {
      expectError(await db.from('lawyer_calendar_updates').insert({ ...fake, lawyer_id: other.id }), '42501');
      expectError(await db.from('lawyer_calendar_updates').upsert(fake), '42501');
      expectError(await db.from('lawyer_calendar_updates').update({ updated_at: fake.updated_at }).eq('lawyer_id', P.lawyer.id), '42501');
      expectError(await db.from('lawyer_calendar_updates').delete().eq('lawyer_id', P.lawyer.id), '42501');
    }
    expect(await stamp(P.lawyer.id)).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------
describe(`pg_cron on ${TEST_DB}`, () => {
  test("cron.job schedules the sweep every minute", async () => {
    const jobs = await sql<{ jobname: string; schedule: string; command: string; active: boolean }>(s,
      `select jobname, schedule, command, active from cron.job where jobname = 'expire-unpaid-holds'`);
    expect(jobs).toEqual([{ jobname: 'expire-unpaid-holds', schedule: '* * * * *', command: 'select public.expire_unpaid_holds()', active: true }]);
  });

  test('a scheduler tick runs the sweep job: expired holds are closed and the run is recorded', async () => {
    // cron is off for this server, so this is the scheduler's first tick: every job is due
    const c = await freshClient(s, 'cron');
    const [exp] = await expiredHolds(c, P.lawyer.id, 1);
    const [{ jobid }] = await sql<{ jobid: string }>(s, `select jobid::text from cron.job where jobname = 'expire-unpaid-holds'`);
    await s.cron.tick();
    expect(await row(exp.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'system' });
    const runs = await sql<{ status: string; command: string; return_message: string; ended: boolean }>(s,
      `select status, command, return_message, end_time >= start_time as ended from cron.job_run_details where jobid = $1::bigint`, [jobid]);
    expect(runs).toEqual([{ status: 'succeeded', command: 'select public.expire_unpaid_holds()', return_message: 'OK', ended: true }]);
  });
});

describe(`pg_cron with the scheduler running on ${TEST_DB}`, () => {
  let c: TestServer;
  beforeAll(async () => { c = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: true } }); });
  afterAll(async () => { await c?.close(); });

  test("a due job runs and records its run in cron.job_run_details; a failing one is recorded as failed", async () => {
    await sql(c, `create table public.cron_probe (id bigserial primary key, at timestamptz not null default now())`);
    const [{ ok }] = await sql<{ ok: string }>(c, `select cron.schedule('t', '1 seconds', 'insert into public.cron_probe default values')::text as ok`);
    const [{ bad }] = await sql<{ bad: string }>(c, `select cron.schedule('t-bad', '1 seconds', 'select 1/0')::text as bad`);
    await c.cron.tick();
    // the background ticker may have started a run first; tick() then skips it, so wait for it
    const deadline = Date.now() + 10_000;
    let runs: { jobid: string; status: string; return_message: string; command: string }[] = [];
    while (Date.now() < deadline) {
      runs = await sql(c, `select jobid::text, status, return_message, command from cron.job_run_details where jobid in ($1::bigint, $2::bigint) order by runid`, [ok, bad]);
      if (runs.some((r) => r.jobid === ok) && runs.some((r) => r.jobid === bad)) break;
      await sleep(200);
    }
    expect(runs.find((r) => r.jobid === ok)).toEqual({ jobid: ok, status: 'succeeded', return_message: 'OK', command: 'insert into public.cron_probe default values' });
    expect(runs.find((r) => r.jobid === bad)).toMatchObject({ jobid: bad, status: 'failed', return_message: expect.stringMatching(/division by zero/) });
    const [{ n }] = await sql<{ n: number }>(c, `select count(*)::int as n from public.cron_probe`);
    expect(n).toBeGreaterThanOrEqual(1);
    // unscheduled, it runs no more
    await sql(c, `select cron.unschedule('t')`);
    await sleep(300); // a run started before the unschedule may still finish
    const [{ n: settled }] = await sql<{ n: number }>(c, `select count(*)::int as n from public.cron_probe`);
    await sleep(1_500);
    await c.cron.tick();
    const [{ n: after }] = await sql<{ n: number }>(c, `select count(*)::int as n from public.cron_probe`);
    expect(after).toBe(settled);
  });

  test('cron.schedule rejects an invalid schedule', async () => {
    await expect(sql(c, `select cron.schedule('x', 'every minute', 'select 1')`)).rejects.toMatchObject({ code: '22023' });
    await expect(sql(c, `select cron.schedule('x', '61 seconds', 'select 1')`)).rejects.toMatchObject({ code: '22023' });
    expect(await sql(c, `select 1 from cron.job where jobname = 'x'`)).toEqual([]);
  });

  // pg_cron refuses a schedule it cannot run at cron.schedule(); so does the emulation.
  test('cron.schedule refuses out-of-range fields as pg_cron does', async () => {
    for (const bad of ['61 * * * *', '* 24 * * *', '* * 0 * *', '* * * 13 *', '5-1 * * * *', '*/0 * * * *']) {
      await expect(sql(c, `select cron.schedule('range-${bad.length}', $1, 'select 1')`, [bad]), bad).rejects.toMatchObject({ code: '22023' });
    }
    // and accepts what pg_cron accepts: names, @reboot, seconds, lists, ranges and steps
    for (const [i, good] of ['0 9 * jan-mar mon-fri', '@reboot', '30 seconds', '*/15 1,13 1-7 * 0'].entries()) {
      await sql(c, `select cron.schedule($1, $2, 'select 1')`, [`valid-${i}`, good]);
      await sql(c, `select cron.unschedule($1)`, [`valid-${i}`]);
    }
  });
});
