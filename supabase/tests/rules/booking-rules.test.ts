// Booking rules: slots, durations and dates (KST), server-side pricing and coupon discount
// arithmetic at its edges, one live booking per lawyer slot (also under concurrency), status
// transitions, cancellation window, test-mode payment and refunds. A client holds at most 3
// unpaid bookings (booking-holds.test.ts), so most tests book as a fresh client.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  approve, book, createPersonas, expectError, expectOk, futureSlots, openEveryDay, signUpLawyer, slotBetween, sql,
  type Persona, type Personas,
} from '../helpers/personas.ts';
import { freshClient, moveIntoPast, pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let noFees: Persona; // approved lawyer without fees: spec defaults apply
let oddFees: Persona; // approved lawyer with a fee that makes percentages fractional
let slots: { date: string; time: string }[];
let next = 0;
const slot = () => slots[next++];
const inDays = (d: number) => new Date(Date.now() + d * 86400_000).toISOString();

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  [noFees, oddFees] = await Promise.all([signUpLawyer(s, 'nofees'), signUpLawyer(s, 'oddfees')]);
  await approve(P.admin, noFees.id);
  await approve(P.admin, oddFees.id);
  expectOk(await oddFees.db.from('lawyers').update({ fee_20min: 55555, fee_40min: 99999, fee_60min: 130001 }).eq('id', oddFees.id));
  slots = await futureSlots(s, 60);
});
afterAll(async () => { await s?.close(); });

/** An admin coupon granted to `holder`; returns the user_coupons id and the coupon id. */
async function couponFor(holder: Persona, c: Record<string, unknown>): Promise<{ userCouponId: string; couponId: string }> {
  const code = `C${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const coupon = expectOk(await P.admin.db.from('coupons').insert({
    code, name_korean: '테스트', name_english: 'Test', discount_type: 'percentage', discount_value: 10,
    valid_until: inDays(30), ...c,
  }).select('id').single());
  expect(expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: coupon.id, user_ids: [holder.id] }))).toBe(1);
  const held = expectOk(await holder.db.from('user_coupons').select('id').eq('coupon_id', coupon.id).single());
  return { userCouponId: held.id, couponId: coupon.id };
}

describe(`discount arithmetic (spec section 5, Booking) on ${TEST_DB}`, () => {
  test.each([
    // fee, type, value, min_amount, max_discount -> discount
    [50000, 'percentage', 10, null, null, 5000],
    [55555, 'percentage', 15, null, null, 8333], // floor(8333.25)
    [55555, 'percentage', 33, null, null, 18333], // floor(18333.15)
    [99999, 'percentage', 1, null, null, 999], // floor(999.99)
    [130000, 'percentage', 50, null, 20000, 20000], // capped
    [130000, 'percentage', 50, null, 65000, 65000], // cap equal
    [130000, 'percentage', 50, null, 0, 65000], // 0 = no cap
    [50000, 'percentage', 100, null, null, 50000],
    [50000, 'fixed', 10000, null, null, 10000],
    [50000, 'fixed', 50000, null, null, 50000],
    [50000, 'fixed', 200000, null, null, 50000], // never more than the fee
    [50000, 'fixed', 10000, 50000, null, 10000], // min_amount met exactly
    [50000, 'fixed', 10000, 50001, null, 0], // below min_amount: 0
    [50000, 'percentage', 10, 0, null, 5000], // 0 = no minimum
    [50000, 'fixed', 30000, null, 20000, 30000], // max_discount caps percentages only
  ])('fee %i, %s %i, min %s, max %s -> %i', async (fee, type, value, min, max, expected) => {
    const [r] = await sql<{ d: number }>(s, `select private.coupon_discount($1, $2::public.discount_type, $3, $4, $5) as d`, [fee, type, value, min, max]);
    expect(r.d).toBe(expected);
  });
});

describe(`pricing through create_booking on ${TEST_DB}`, () => {
  test("the fee is the lawyer's fee for the duration", async () => {
    const c = await freshClient(s, 'fee');
    for (const [d, fee] of [[20, 60000], [40, 100000], [60, 140000]] as const) {
      const b = expectOk(await book(c, P.lawyer.id, slot(), d));
      expect(b).toMatchObject({ duration_minutes: d, list_fee: fee, discount_amount: 0, fee_amount: fee, status: 'pending', payment_status: 'pending' });
    }
  });

  test('without lawyer fees the spec defaults apply: 50,000 / 90,000 / 130,000', async () => {
    const c = await freshClient(s, 'defaults');
    for (const [d, fee] of [[20, 50000], [40, 90000], [60, 130000]] as const) {
      expect(expectOk(await book(c, noFees.id, slot(), d))).toMatchObject({ list_fee: fee, fee_amount: fee });
    }
  });

  test('a percentage coupon is floored, marked used and counted', async () => {
    const c = await freshClient(s, 'pct');
    const { userCouponId, couponId } = await couponFor(c, { discount_type: 'percentage', discount_value: 15, max_uses: 10 });
    const b = expectOk(await book(c, oddFees.id, slot(), 20, { user_coupon_id: userCouponId }));
    expect(b).toMatchObject({ list_fee: 55555, discount_amount: 8333, fee_amount: 47222, coupon_id: couponId, user_coupon_id: userCouponId });
    const [held] = await sql<{ is_used: boolean; used: boolean }>(s, `select is_used, used_at is not null as used from public.user_coupons where id = $1`, [userCouponId]);
    expect(held).toEqual({ is_used: true, used: true });
    const [coupon] = await sql<{ current_uses: number }>(s, `select current_uses from public.coupons where id = $1`, [couponId]);
    expect(coupon.current_uses).toBe(1);
    // and it cannot pay for a second booking
    expectError(await book(c, oddFees.id, slot(), 20, { user_coupon_id: userCouponId }), 'P0001', 'coupon_used');
  });

  test('max_discount caps a percentage; a fixed coupon never goes below zero', async () => {
    const c = await freshClient(s, 'cap');
    const capped = await couponFor(c, { discount_type: 'percentage', discount_value: 50, max_discount: 20000 });
    expect(expectOk(await book(c, noFees.id, slot(), 60, { user_coupon_id: capped.userCouponId })))
      .toMatchObject({ list_fee: 130000, discount_amount: 20000, fee_amount: 110000 });
    const huge = await couponFor(c, { discount_type: 'fixed', discount_value: 500000 });
    expect(expectOk(await book(c, noFees.id, slot(), 20, { user_coupon_id: huge.userCouponId })))
      .toMatchObject({ list_fee: 50000, discount_amount: 50000, fee_amount: 0 });
  });

  test('min_amount: below it the booking is refused and the coupon kept; at it the coupon applies', async () => {
    const holder = await freshClient(s, 'min');
    const c = await couponFor(holder, { discount_type: 'fixed', discount_value: 10000, min_amount: 90000 });
    const refused = await book(holder, noFees.id, slot(), 20, { user_coupon_id: c.userCouponId });
    expectError(refused, 'P0001', 'coupon_min_amount');
    expect(JSON.parse(refused.error!.details!)).toEqual({ min_amount: 90000, fee: 50000 });
    const [held] = await sql<{ is_used: boolean }>(s, `select is_used from public.user_coupons where id = $1`, [c.userCouponId]);
    expect(held.is_used).toBe(false);
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.bookings where user_coupon_id = $1`, [c.userCouponId]);
    expect(n).toBe(0);
    expect(expectOk(await book(holder, noFees.id, slot(), 40, { user_coupon_id: c.userCouponId })))
      .toMatchObject({ list_fee: 90000, discount_amount: 10000, fee_amount: 80000 });
  });

  test('expired, not yet valid, inactive, exhausted or foreign coupons are refused', async () => {
    const [c, other] = await Promise.all([freshClient(s, 'coupons-a'), freshClient(s, 'coupons-b')]);
    const expired = await couponFor(c, { valid_from: inDays(-10), valid_until: inDays(-1) });
    expectError(await book(c, noFees.id, slot(), 20, { user_coupon_id: expired.userCouponId }), 'P0001', 'coupon_expired');
    const future = await couponFor(c, { valid_from: inDays(2), valid_until: inDays(10) });
    expectError(await book(c, noFees.id, slot(), 20, { user_coupon_id: future.userCouponId }), 'P0001', 'coupon_expired');
    const inactive = await couponFor(c, { is_active: false });
    expectError(await book(c, noFees.id, slot(), 20, { user_coupon_id: inactive.userCouponId }), 'P0001', 'coupon_inactive');
    const limited = await couponFor(c, { max_uses: 1 });
    expect(expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: limited.couponId, user_ids: [other.id] }))).toBe(1);
    const heldB = expectOk(await other.db.from('user_coupons').select('id').eq('coupon_id', limited.couponId).single());
    expectOk(await book(other, noFees.id, slot(), 20, { user_coupon_id: heldB.id }));
    expectError(await book(c, noFees.id, slot(), 20, { user_coupon_id: limited.userCouponId }), 'P0001', 'coupon_exhausted');
    // the other client's coupon is not c's to use
    const bOnly = await couponFor(other, {});
    expectError(await book(c, noFees.id, slot(), 20, { user_coupon_id: bOnly.userCouponId }), 'PT404', 'coupon_not_found');
    const [held] = await sql<{ is_used: boolean }>(s, `select is_used from public.user_coupons where id = $1`, [bOnly.userCouponId]);
    expect(held.is_used).toBe(false);
  });
});

describe(`slots, durations and dates on ${TEST_DB}`, () => {
  test('only the KST hourly slots 09-11 and 13-17', async () => {
    const day = slots[0].date;
    for (const t of ['08:00', '12:00', '18:00', '09:30', '00:00', '12:59']) {
      expectError(await book(P.clientA, P.lawyer.id, { date: day, time: t }), '22023', 'invalid_slot');
    }
  });

  test('only 20, 40 or 60 minutes', async () => {
    for (const d of [0, 10, 30, 45, 90, -20]) expectError(await book(P.clientA, P.lawyer.id, slots[59], d), '22023', 'invalid_duration');
  });

  test('only in the future (KST) and at most a year ahead', async () => {
    const [{ d }] = await sql<{ d: string }>(s, `select to_char((now() at time zone 'Asia/Seoul')::date - 1, 'YYYY-MM-DD') as d`);
    expectError(await book(P.clientA, P.lawyer.id, { date: d, time: '17:00' }), '22023', 'past_slot');
    expectError(await book(P.clientA, P.lawyer.id, { date: '2020-01-01', time: '10:00' }), '22023', 'past_slot');
    const [{ far }] = await sql<{ far: string }>(s, `select to_char((now() at time zone 'Asia/Seoul')::date + 400, 'YYYY-MM-DD') as far`);
    expectError(await book(P.clientA, P.lawyer.id, { date: far, time: '10:00' }), '22023', 'too_far_ahead');
    // within the day, whatever the weekday: a lawyer open every day without notice
    await openEveryDay(s, noFees);
    const soon = await slotBetween(s, 1, 20, 0, { anyDay: true });
    expect(expectOk(await book(await freshClient(s, 'soon'), noFees.id, soon, 20))).toMatchObject({ booking_date: soon.date, booking_time: `${soon.time}:00` });
  });

  test('only approved, visible lawyers; never oneself; signed in only', async () => {
    expectError(await book(P.clientA, P.unapprovedLawyer.id, slot()), 'PT404', 'lawyer_unavailable');
    expectError(await book(P.clientA, P.clientB.id, slot()), 'PT404', 'lawyer_unavailable');
    expectOk(await oddFees.db.rpc('set_lawyer_visibility', { visible: false }));
    expectError(await book(P.clientA, oddFees.id, slot()), 'PT404', 'lawyer_unavailable');
    expectOk(await oddFees.db.rpc('set_lawyer_visibility', { visible: true }));
    expectError(await book(P.lawyer, P.lawyer.id, slot()), '22023', 'self_booking');
    // a lawyer may book another lawyer as a client
    expectOk(await book(P.lawyer, noFees.id, slot()));
    const sl = slot();
    expectError(await P.anon.rpc('create_booking', { lawyer_id: P.lawyer.id, booking_date: sl.date, booking_time: sl.time, duration_minutes: 20 }), '42501');
  });

  test('text fields are bounded', async () => {
    expectError(await book(P.clientA, P.lawyer.id, slot(), 20, { case_description: 'x'.repeat(5001) }), '22023', 'invalid_input');
    expectError(await book(P.clientA, P.lawyer.id, slot(), 20, { consultation_type: 'x'.repeat(101) }), '22023', 'invalid_input');
    expect(expectOk(await book(await freshClient(s, 'text'), P.lawyer.id, slot(), 20, { consultation_type: '  ', case_description: '' })))
      .toMatchObject({ consultation_type: null, case_description: null });
  });

  test('one live booking per lawyer, date and time; cancelled slots are free again', async () => {
    const [a, b] = await Promise.all([freshClient(s, 'slot-a'), freshClient(s, 'slot-b')]);
    const sl = slot();
    const first = expectOk(await book(a, P.lawyer.id, sl, 60));
    expectError(await book(b, P.lawyer.id, sl, 20), '23505', 'slot_taken');
    // the holder is told it holds the slot (to pay it), not that it is taken
    expectError(await book(a, P.lawyer.id, sl, 20), 'P0001', 'own_hold');
    // paid, the slot is taken for its own client too
    await pay(a, first.id);
    expectError(await book(a, P.lawyer.id, sl, 20), '23505', 'slot_taken');
    // another lawyer at the same time is fine
    expectOk(await book(b, noFees.id, sl, 20));
    expectOk(await a.db.rpc('client_cancel_booking', { booking_id: first.id }));
    expect(expectOk(await book(b, P.lawyer.id, sl, 20))).toMatchObject({ client_id: b.id });
  });

  test('two parallel bookings of one slot: exactly one succeeds', async () => {
    // a lawyer books as a client too; none of the three reaches the 3-hold cap in 3 rounds
    const [a, b] = await Promise.all([freshClient(s, 'race-a'), freshClient(s, 'race-b')]);
    const lawyerAsClient = await signUpLawyer(s, 'race-lawyer');
    for (let round = 0; round < 3; round++) {
      const sl = slot();
      const results = await Promise.all([book(a, oddFees.id, sl, 20), book(b, oddFees.id, sl, 40), book(lawyerAsClient, oddFees.id, sl, 60)]);
      const ok = results.filter((r) => !r.error);
      const failed = results.filter((r) => r.error);
      expect(ok).toHaveLength(1);
      for (const f of failed) expectError(f, '23505', 'slot_taken');
      const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.bookings where lawyer_id = $1 and booking_date = $2 and booking_time = $3`, [oddFees.id, sl.date, sl.time]);
      expect(n).toBe(1);
    }
  });
});

describe(`status transitions on ${TEST_DB}`, () => {
  const set = (id: string, to: string) => P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: id, new_status: to });

  test('pending -> confirmed (paid) -> completed (started); nothing else from there', async () => {
    const c = await freshClient(s, 'lifecycle');
    const b = expectOk(await book(c, P.lawyer.id, slot()));
    expectError(await set(b.id, 'completed'), 'P0001', 'invalid_transition');
    expectError(await set(b.id, 'pending'), 'P0001', 'invalid_transition');
    expectError(await set(b.id, 'confirmed'), 'P0001', 'not_paid');
    await pay(c, b.id);
    expect(expectOk(await set(b.id, 'confirmed'))).toMatchObject({ status: 'confirmed', payment_status: 'paid' });
    expectError(await set(b.id, 'confirmed'), 'P0001', 'invalid_transition');
    expectError(await set(b.id, 'pending'), 'P0001', 'invalid_transition');
    // in the future: not yet
    expectError(await set(b.id, 'completed'), 'P0001', 'not_started');
    await moveIntoPast(s, b.id);
    expect(expectOk(await set(b.id, 'completed'))).toMatchObject({ status: 'completed' });
    for (const to of ['pending', 'confirmed', 'cancelled', 'completed']) expectError(await set(b.id, to), 'P0001', 'invalid_transition');
    expectError(await c.db.rpc('client_cancel_booking', { booking_id: b.id }), 'P0001', 'invalid_transition');
    expectError(await set(b.id, 'archived'), '22P02');
  });

  test('pending -> cancelled (decline) is final', async () => {
    const c = await freshClient(s, 'decline');
    const b = expectOk(await book(c, P.lawyer.id, slot()));
    expect(expectOk(await set(b.id, 'cancelled'))).toMatchObject({ status: 'cancelled', cancelled_by: 'lawyer' });
    for (const to of ['pending', 'confirmed', 'completed', 'cancelled']) expectError(await set(b.id, to), 'P0001', 'invalid_transition');
    expectError(await c.db.rpc('client_cancel_booking', { booking_id: b.id }), 'P0001', 'invalid_transition');
  });

  test('confirmed -> cancelled by the lawyer is final too (refunded)', async () => {
    const c = await freshClient(s, 'lawyer-cancel');
    const b = expectOk(await book(c, P.lawyer.id, slot()));
    await pay(c, b.id);
    expectOk(await set(b.id, 'confirmed'));
    expect(expectOk(await set(b.id, 'cancelled'))).toMatchObject({ status: 'cancelled', cancelled_by: 'lawyer', payment_status: 'refunded' });
    for (const to of ['pending', 'confirmed', 'completed', 'cancelled']) expectError(await set(b.id, to), 'P0001', 'invalid_transition');
  });

  test('every transition is audited with before and after', async () => {
    const c = await freshClient(s, 'audit');
    const b = expectOk(await book(c, P.lawyer.id, slot()));
    await pay(c, b.id);
    expectOk(await set(b.id, 'confirmed'));
    const audit = expectOk(await P.admin.db.from('audit_log').select('action, actor_id, before, after').eq('entity_id', b.id).order('id'));
    expect(audit).toEqual([
      { action: 'booking.create', actor_id: c.id, before: null, after: expect.objectContaining({ status: 'pending', fee_amount: 60000 }) },
      { action: 'payment.paid', actor_id: c.id, before: { payment_status: 'pending' }, after: { payment_status: 'paid' } },
      { action: 'booking.status', actor_id: P.lawyer.id, before: { status: 'pending', payment_status: 'paid' }, after: { status: 'confirmed', payment_status: 'paid' } },
    ]);
  });
});

describe(`client cancellation on ${TEST_DB}`, () => {
  const cancel = (p: Persona, id: string) => p.db.rpc('client_cancel_booking', { booking_id: id });

  test('a pending booking may be cancelled at any time, even close to its start', async () => {
    const c = await freshClient(s, 'cancel-near');
    await openEveryDay(s, P.lawyer); // a slot within the day, whatever the weekday
    const b = expectOk(await book(c, P.lawyer.id, await slotBetween(s, 1, 20, 0, { anyDay: true })));
    expect(expectOk(await cancel(c, b.id))).toMatchObject({ status: 'cancelled', cancelled_by: 'client' });
  });

  test('a confirmed booking may be cancelled until 24 hours before its start (KST)', async () => {
    const c = await freshClient(s, 'window');
    await openEveryDay(s, P.lawyer); // slots within the next days, whatever the weekday
    // slotBetween(1, 20) may be the slot the test above freed; skip=1 keeps them apart
    const near = expectOk(await book(c, P.lawyer.id, await slotBetween(s, 1, 20, 1, { anyDay: true })));
    await pay(c, near.id);
    expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: near.id, new_status: 'confirmed' }));
    expectError(await cancel(c, near.id), 'P0001', 'cancellation_window_passed');
    const far = expectOk(await book(c, P.lawyer.id, await slotBetween(s, 30, 60, 0, { anyDay: true })));
    await pay(c, far.id);
    expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: far.id, new_status: 'confirmed' }));
    expect(expectOk(await cancel(c, far.id))).toMatchObject({ status: 'cancelled', cancelled_by: 'client', payment_status: 'refunded' });
  });

  test('cancelling a paid booking refunds it and gives the coupon back', async () => {
    const cl = await freshClient(s, 'refund');
    const c = await couponFor(cl, { discount_type: 'fixed', discount_value: 10000, max_uses: 5 });
    const b = expectOk(await book(cl, P.lawyer.id, slot(), 20, { user_coupon_id: c.userCouponId }));
    const pay = expectOk(await cl.db.rpc('pay_booking_test_mode', { booking_id: b.id }));
    expect(pay).toMatchObject({ amount: 50000, payment_status: 'paid', payment_method: 'test' });
    expect(pay.transaction_id).toMatch(/^test_/);
    expect(expectOk(await cancel(cl, b.id))).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(expectOk(await cl.db.from('payment_history').select('payment_status, refunded_at').eq('booking_id', b.id).single()))
      .toMatchObject({ payment_status: 'refunded', refunded_at: expect.any(String) });
    const [held] = await sql<{ is_used: boolean; current_uses: number }>(s,
      `select uc.is_used, c.current_uses from public.user_coupons uc join public.coupons c on c.id = uc.coupon_id where uc.id = $1`, [c.userCouponId]);
    expect(held).toEqual({ is_used: false, current_uses: 0 });
    // the coupon is usable again
    expect(expectOk(await book(cl, P.lawyer.id, slot(), 20, { user_coupon_id: c.userCouponId }))).toMatchObject({ discount_amount: 10000 });
  });
});

describe(`payment on ${TEST_DB}`, () => {
  test('a booking is paid once, for its fee; a declined paid booking is refunded', async () => {
    const c = await freshClient(s, 'pay-once');
    const b = expectOk(await book(c, P.lawyer.id, slot(), 40));
    const pay = expectOk(await c.db.rpc('pay_booking_test_mode', { booking_id: b.id }));
    expect(pay).toMatchObject({ amount: 100000, currency: 'KRW', payment_status: 'paid', paid_at: expect.any(String) });
    expectError(await c.db.rpc('pay_booking_test_mode', { booking_id: b.id }), 'P0001', 'already_paid');
    expect(expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: b.id, new_status: 'cancelled' })))
      .toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
    expect(expectOk(await c.db.from('payment_history').select('payment_status').eq('booking_id', b.id))).toEqual([{ payment_status: 'refunded' }]);
    expect(expectOk(await P.admin.db.from('audit_log').select('action').eq('entity_id', b.id).like('action', 'payment.%').order('id')))
      .toEqual([{ action: 'payment.paid' }, { action: 'payment.refund' }]);
  });

  test('a cancelled booking cannot be paid; a completed unpaid one neither', async () => {
    const c = await freshClient(s, 'pay-closed');
    const b = expectOk(await book(c, P.lawyer.id, slot()));
    expectOk(await c.db.rpc('client_cancel_booking', { booking_id: b.id }));
    expectError(await c.db.rpc('pay_booking_test_mode', { booking_id: b.id }), 'P0001', 'invalid_status');
    expect(expectOk(await c.db.from('bookings').select('payment_status').eq('id', b.id))).toEqual([{ payment_status: 'pending' }]);
    // the lifecycle no longer completes an unpaid booking; older history may hold one (set as the platform)
    const done = expectOk(await book(c, P.lawyer.id, slot()));
    expectError(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: done.id, new_status: 'confirmed' }), 'P0001', 'not_paid');
    await sql(s, `update public.bookings set status = 'completed' where id = $1`, [done.id]);
    expectError(await c.db.rpc('pay_booking_test_mode', { booking_id: done.id }), 'P0001', 'invalid_status');
    expect(expectOk(await c.db.from('bookings').select('payment_status').eq('id', done.id))).toEqual([{ payment_status: 'pending' }]);
  });

  test('test-mode payment can be switched off by the operator', async () => {
    const c = await freshClient(s, 'pay-switch');
    const b = expectOk(await book(c, P.lawyer.id, slot()));
    await sql(s, `update private.app_settings set value = 'disabled' where key = 'payments.test_mode'`);
    try {
      expectError(await c.db.rpc('pay_booking_test_mode', { booking_id: b.id }), '42501', 'test_mode_disabled');
    } finally {
      await sql(s, `update private.app_settings set value = 'enabled' where key = 'payments.test_mode'`);
    }
    expectOk(await c.db.rpc('pay_booking_test_mode', { booking_id: b.id }));
  });
});
