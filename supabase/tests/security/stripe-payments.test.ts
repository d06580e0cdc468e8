// Real payments (issue 19) end to end through the local server: the create-checkout and
// stripe-webhook Edge Functions, the database rules behind them, and the refund worker, against a
// local fake of Stripe's API (tests/helpers/fakeStripe.ts), with every webhook signed by the Stripe
// library's own test helper. Who may do what: only the booking's client starts a checkout, only a
// correctly signed event changes anything, only administrators read the events, nobody but the
// platform calls the webhook-side functions. On PGlite and on PostgreSQL.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Worker } from '@klegal/worker';
import { stripeRefundsTask } from '../../../packages/worker/src/stripeRefunds.ts';
import { serviceClient as workerClient } from '../../../packages/worker/src/worker.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, createPersonas, expectError, expectOk, futureSlots, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { freshClient, pay, enableTestModePayments } from '../helpers/bookings.ts';
import { FakeStripe, signEvent, stripeEvent } from '../helpers/fakeStripe.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
const WEBHOOK_SECRET = 'whsec_test_' + 'k'.repeat(32);
let s: TestServer;
let P: Personas;
let fake: FakeStripe;
let slots: { date: string; time: string }[];
let slotIndex = 0;
const nextSlot = () => slots[slotIndex++];

beforeAll(async () => {
  fake = await new FakeStripe({ webhookSecret: WEBHOOK_SECRET }).start();
  s = await startTestServer({
    migrationsDir: MIGRATIONS,
    seedFile: null,
    overrides: {
      functionsEnv: {
        STRIPE_SECRET_KEY: fake.secretKey,
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: fake.url,
        SITE_URL: 'http://site.test',
      },
    },
  });
  await enableTestModePayments(s);
  fake.webhookUrl = `${s.url}/functions/v1/stripe-webhook`;
  await sql(s, `update private.app_settings set value = 'enabled' where key = 'payments.stripe'`);
  P = await createPersonas(s);
  slots = await futureSlots(s, 60);
});
afterAll(async () => {
  await s?.close();
  await fake?.close();
});

async function checkout(p: Persona | null, bookingId: unknown, body: Record<string, unknown> = {}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', apikey: s.anonKey };
  headers.Authorization = `Bearer ${p ? p.token : s.anonKey}`;
  const r = await fetch(`${s.url}/functions/v1/create-checkout`, { method: 'POST', headers, body: JSON.stringify({ booking_id: bookingId, ...body }) });
  return { status: r.status, body: await r.json() as Record<string, unknown> };
}

async function newBooking(p?: Persona, duration = 20) {
  const client = p ?? (await freshClient(s, 'payer'));
  const booking = expectOk(await book(client, P.lawyer.id, nextSlot(), duration)) as { id: string; fee_amount: number; booking_date: string; booking_time: string };
  return { client, booking };
}

/** A booking with an open Checkout Session at the fake. */
async function bookAndCheckout(p?: Persona) {
  const { client, booking } = await newBooking(p);
  const r = await checkout(client, booking.id);
  expect(r.status).toBe(200);
  return { client, booking, sessionId: r.body.session_id as string };
}

const bookingRow = async (id: string) => (await sql<{ status: string; payment_status: string; cancelled_by: string | null }>(s,
  `select status, payment_status, cancelled_by from public.bookings where id = $1`, [id]))[0];
const payments = (bookingId: string) => sql<{ provider: string; transaction_id: string; payment_status: string; refund_status: string | null; amount: number; currency: string; checkout_session_id: string | null }>(s,
  `select provider, transaction_id, payment_status, refund_status, amount, currency, checkout_session_id from public.payment_history where booking_id = $1 order by created_at`, [bookingId]);
const refundJobs = (txn: string) => sql<{ status: string; amount: number; reason: string; idempotency_key: string; attempts: number }>(s,
  `select status, amount, reason, idempotency_key, attempts from private.payment_refunds where transaction_id = $1`, [txn]);
const events = (bookingId: string) => sql<{ event_type: string; outcome: string; needs_attention: boolean }>(s,
  `select event_type, outcome, needs_attention from public.payment_events where booking_id = $1 order by id`, [bookingId]);

function refundWorker(maxAttempts = 3) {
  return new Worker([stripeRefundsTask(workerClient(s.url, s.serviceRoleKey), {
    secretKey: fake.secretKey, apiBase: fake.url, maxAttempts, backoffMs: () => 0,
  })], { log: () => {} });
}

describe(`create-checkout on ${TEST_DB}`, () => {
  test('the client gets a Checkout Session for their booking: amount from the database, KRW, metadata, e-mail, language, idempotency key, expiry ≥ 30 min', async () => {
    const { booking } = await newBooking(P.clientA, 40);
    const before = fake.requests.length;
    const r = await checkout(P.clientA, booking.id, { locale: 'ja', amount: 1 });
    expect(r.status).toBe(200);
    expect(r.body.url).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`));
    const [req] = fake.requests.slice(before);
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    const [attempt] = await sql<{ id: string; session_id: string; status: string; amount: number }>(s,
      `select id, session_id, status, amount from public.payment_checkouts where booking_id = $1`, [booking.id]);
    expect(req.headers['idempotency-key']).toBe(`checkout_${attempt.id}`);
    expect(attempt).toMatchObject({ session_id: r.body.session_id, status: 'open', amount: booking.fee_amount });
    const f = req.form as Record<string, any>;
    expect(f.mode).toBe('payment');
    expect(f.line_items['0'].price_data).toMatchObject({ currency: 'krw', unit_amount: String(booking.fee_amount) });
    expect(f.metadata.booking_id).toBe(booking.id);
    expect(f.payment_intent_data.metadata.booking_id).toBe(booking.id);
    expect(f.customer_email).toBe(P.clientA.email);
    expect(f.locale).toBe('ja');
    // back to the page in the language the client paid from
    expect(f.success_url).toBe(`http://site.test/ja/client/bookings?booking=${booking.id}&checkout=return`);
    expect(f.cancel_url).toBe(`http://site.test/ja/client/bookings?booking=${booking.id}&checkout=cancel`);
    expect(Number(f.expires_at) - Date.now() / 1000).toBeGreaterThanOrEqual(30 * 60);

    // asked again: the open session is handed back, Stripe is not called
    const again = await checkout(P.clientA, booking.id);
    expect(again.body).toMatchObject({ url: r.body.url, reused: true });
    expect(fake.requests.length).toBe(before + 1);
  });

  test('nobody else starts a checkout of it: another client 404, anonymous 401, no token 401', async () => {
    const { booking } = await newBooking();
    expect((await checkout(P.clientB, booking.id)).status).toBe(404);
    expect((await checkout(P.lawyer, booking.id)).status).toBe(404);
    expect((await checkout(null, booking.id)).status).toBe(401);
    const bare = await fetch(`${s.url}/functions/v1/create-checkout`, { method: 'POST', body: JSON.stringify({ booking_id: booking.id }) });
    expect(bare.status).toBe(401);
    expect((await checkout(P.clientA, 'not-a-uuid')).status).toBe(400);
  });

  test('refused for a paid booking, an expired hold, and when card payments are off', async () => {
    const { client, booking } = await newBooking();
    await pay(client, booking.id);
    expect(await checkout(client, booking.id)).toMatchObject({ status: 409, body: { code: 'already_paid' } });
    const late = await newBooking();
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [late.booking.id]);
    expect(await checkout(late.client, late.booking.id)).toMatchObject({ status: 409, body: { code: 'hold_expired' } });
    const off = await newBooking();
    await sql(s, `update private.app_settings set value = 'disabled' where key = 'payments.stripe'`);
    try {
      expect(await checkout(off.client, off.booking.id)).toMatchObject({ status: 503, body: { code: 'provider_disabled' } });
      expectError(await off.client.db.rpc('begin_checkout', { booking_id: off.booking.id }), '42501', 'provider_disabled');
    } finally {
      await sql(s, `update private.app_settings set value = 'enabled' where key = 'payments.stripe'`);
    }
  });

  test('a booking a coupon makes free is paid by the database at once: no Stripe call, a zero payment recorded once', async () => {
    const client = await freshClient(s, 'free');
    const code = `FREE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const coupon = expectOk(await P.admin.db.from('coupons').insert({
      code, name_korean: '무료 상담', name_english: 'Free consultation', discount_type: 'percentage', discount_value: 100,
      valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    }).select('id').single()) as { id: string };
    expect(expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: coupon.id, user_ids: [client.id] }))).toBe(1);
    const held = expectOk(await client.db.from('user_coupons').select('id').eq('coupon_id', coupon.id).single()) as { id: string };
    const booking = expectOk(await book(client, P.lawyer.id, nextSlot(), 20, { user_coupon_id: held.id })) as { id: string; fee_amount: number; list_fee: number };
    expect(booking.fee_amount).toBe(0);
    expect(booking.list_fee).toBeGreaterThan(0);

    const before = fake.requests.length;
    expect(await checkout(client, booking.id)).toEqual({ status: 200, body: { paid: true } });
    expect(fake.requests.length).toBe(before);
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'paid' });
    expect(await payments(booking.id)).toEqual([expect.objectContaining({ amount: 0, currency: 'KRW', payment_status: 'paid', transaction_id: `free_${booking.id}`, checkout_session_id: null })]);
    // no checkout attempt was kept, and asking again changes nothing
    expect(await sql(s, `select 1 from public.payment_checkouts where booking_id = $1`, [booking.id])).toEqual([]);
    expect(await checkout(client, booking.id)).toMatchObject({ status: 409, body: { code: 'already_paid' } });
    expect(await payments(booking.id)).toHaveLength(1);
    // another client cannot have it paid for free
    expect((await checkout(P.clientB, booking.id)).status).toBe(404);
  });

  test('payment_methods() tells the site which ways to pay; test mode off is refused by the database', async () => {
    expect(expectOk(await P.anon.rpc('payment_methods'))).toEqual({ stripe: true, test_mode: true, portone: false });
    const { client, booking } = await newBooking();
    await sql(s, `update private.app_settings set value = 'disabled' where key = 'payments.test_mode'`);
    try {
      expect(expectOk(await P.anon.rpc('payment_methods'))).toEqual({ stripe: true, test_mode: false, portone: false });
      expectError(await client.db.rpc('pay_booking_test_mode', { booking_id: booking.id }), '42501', 'test_mode_disabled');
    } finally {
      await sql(s, `update private.app_settings set value = 'enabled' where key = 'payments.test_mode'`);
    }
  });
});

describe(`stripe-webhook on ${TEST_DB}`, () => {
  test('a signed checkout.session.completed pays the booking, with the payment intent as transaction id', async () => {
    const { booking, sessionId } = await bookAndCheckout();
    const paid = fake.complete(sessionId);
    const r = await fake.deliver(stripeEvent('checkout.session.completed', { ...paid }));
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ received: true, outcome: 'paid' });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect(await payments(booking.id)).toEqual([{ provider: 'stripe', transaction_id: paid.payment_intent, payment_status: 'paid',
      refund_status: null, amount: booking.fee_amount, currency: 'KRW', checkout_session_id: sessionId }]);
    expect((await sql(s, `select status from public.payment_checkouts where session_id = $1`, [sessionId]))[0]).toEqual({ status: 'complete' });
  });

  test('refused with 400 and no change: bad signature, wrong secret, stale timestamp, no signature, tampered body', async () => {
    const { booking, sessionId } = await bookAndCheckout();
    const event = stripeEvent('checkout.session.completed', { ...fake.complete(sessionId) });
    const payload = JSON.stringify(event);
    const post = (headers: Record<string, string>, body = payload) =>
      fetch(fake.webhookUrl!, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
    expect((await post({ 'Stripe-Signature': 't=1,v1=deadbeef' })).status).toBe(400);
    expect((await post({ 'Stripe-Signature': await signEvent(payload, 'whsec_wrong') })).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await post({ 'Stripe-Signature': await signEvent(payload, WEBHOOK_SECRET, stale) })).status).toBe(400);
    expect((await post({})).status).toBe(400);
    const tampered = payload.replace(`"amount_total":${booking.fee_amount}`, '"amount_total":1');
    expect((await post({ 'Stripe-Signature': await signEvent(payload, WEBHOOK_SECRET) }, tampered)).status).toBe(400);
    expect((await fetch(fake.webhookUrl!, { method: 'GET' })).status).toBe(405);
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await sql(s, `select 1 from public.payment_events where event_id = $1`, [event.id])).toEqual([]);
    // within the tolerance it is accepted
    const recent = Math.floor(Date.now() / 1000) - 200;
    expect((await post({ 'Stripe-Signature': await signEvent(payload, WEBHOOK_SECRET, recent) })).status).toBe(200);
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'paid' });
  });

  test('idempotent: the same event twice, and completed + async_payment_succeeded of one payment, record one payment', async () => {
    const { booking, sessionId } = await bookAndCheckout();
    const paid = fake.complete(sessionId);
    const event = stripeEvent('checkout.session.completed', { ...paid });
    expect(await (await fake.deliver(event)).json()).toMatchObject({ outcome: 'paid' });
    expect(await (await fake.deliver(event)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await (await fake.deliver(stripeEvent('checkout.session.async_payment_succeeded', { ...paid }))).json()).toMatchObject({ outcome: 'duplicate' });
    expect((await payments(booking.id)).length).toBe(1);
    const n = await sql<{ n: number }>(s, `select count(*)::int as n from public.notifications where kind = 'booking_paid' and params->>'booking_id' = $1`, [booking.id]);
    expect(n[0].n).toBe(1);
  });

  test('any order: a delayed payment method (completed unpaid, then async succeeded), and the unpaid completion arriving last', async () => {
    const { booking, sessionId } = await bookAndCheckout();
    const session = fake.complete(sessionId);
    const unpaid = { ...session, payment_status: 'unpaid' };
    expect(await (await fake.deliver(stripeEvent('checkout.session.completed', unpaid))).json()).toMatchObject({ outcome: 'awaiting_payment' });
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await (await fake.deliver(stripeEvent('checkout.session.async_payment_succeeded', { ...session }))).json()).toMatchObject({ outcome: 'paid' });

    const second = await bookAndCheckout();
    const s2 = fake.complete(second.sessionId);
    await fake.deliver(stripeEvent('checkout.session.async_payment_succeeded', { ...s2 }));
    await fake.deliver(stripeEvent('checkout.session.completed', { ...s2, payment_status: 'unpaid' }));
    await fake.deliver(stripeEvent('checkout.session.expired', { ...s2, status: 'expired', payment_status: 'unpaid' }));
    expect(await bookingRow(second.booking.id)).toMatchObject({ payment_status: 'paid' });
    expect((await sql(s, `select status from public.payment_checkouts where session_id = $1`, [second.sessionId]))[0]).toEqual({ status: 'complete' });
  });

  test('checkout.session.expired closes the attempt; the booking keeps its hold and can start a new checkout', async () => {
    const { client, booking, sessionId } = await bookAndCheckout();
    const session = fake.sessions.get(sessionId)!;
    expect(await (await fake.deliver(stripeEvent('checkout.session.expired', { ...session, status: 'expired' }))).json()).toMatchObject({ outcome: 'session_expired' });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'pending', payment_status: 'pending' });
    const again = await checkout(client, booking.id);
    expect(again.status).toBe(200);
    expect(again.body.session_id).not.toBe(sessionId);
  });

  test('a wrong amount or currency pays nothing: the event is flagged for an administrator and the money refunded', async () => {
    const { booking, sessionId } = await bookAndCheckout();
    const paid = fake.complete(sessionId, { amount_total: 1000 });
    expect(await (await fake.deliver(stripeEvent('checkout.session.completed', { ...paid }))).json()).toMatchObject({ outcome: 'amount_mismatch', needs_attention: true });
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await refundJobs(paid.payment_intent!)).toEqual([{ status: 'pending', amount: 1000, reason: 'amount_mismatch', idempotency_key: `refund_${paid.payment_intent}`, attempts: 0 }]);
    expect(await payments(booking.id)).toMatchObject([{ payment_status: 'refunded', refund_status: 'pending', amount: 1000 }]);

    const usd = await bookAndCheckout();
    const p2 = fake.complete(usd.sessionId, { currency: 'usd' });
    expect(await (await fake.deliver(stripeEvent('checkout.session.completed', { ...p2 }))).json()).toMatchObject({ outcome: 'amount_mismatch' });
    expect(await bookingRow(usd.booking.id)).toMatchObject({ payment_status: 'pending' });
    const admins = await sql<{ n: number }>(s, `select count(*)::int as n from public.notifications where kind = 'admin_payment_attention' and user_id = $1`, [P.admin.id]);
    expect(admins[0].n).toBeGreaterThanOrEqual(2);
  });

  test('late payment, slot still free: the expired hold is revived and paid', async () => {
    const { booking, sessionId } = await bookAndCheckout();
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [booking.id]);
    await sql(s, `select public.expire_unpaid_holds()`);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', cancelled_by: 'system' });
    const paid = fake.complete(sessionId);
    expect(await (await fake.deliver(stripeEvent('checkout.session.completed', { ...paid }))).json()).toMatchObject({ outcome: 'late_payment_revived' });
    expect(await bookingRow(booking.id)).toEqual({ status: 'pending', payment_status: 'paid', cancelled_by: null });
  });

  test('late payment, slot taken by someone else: refunded automatically and the client told', async () => {
    const { client, booking, sessionId } = await bookAndCheckout();
    const slot = { date: booking.booking_date, time: booking.booking_time.slice(0, 5) };
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [booking.id]);
    const taker = await freshClient(s, 'taker');
    expectOk(await book(taker, P.lawyer.id, slot, 20));
    const paid = fake.complete(sessionId);
    expect(await (await fake.deliver(stripeEvent('checkout.session.completed', { ...paid }))).json()).toMatchObject({ outcome: 'late_payment_refunded', needs_attention: true });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await refundJobs(paid.payment_intent!)).toMatchObject([{ status: 'pending', reason: 'late_payment', amount: booking.fee_amount }]);
    const told = expectOk(await client.db.from('notifications').select('kind, params'));
    expect(told.map((n: { kind: string }) => n.kind)).toContain('late_payment_refunded');
    // the client sees their refunded payment, refund pending
    expect(expectOk(await client.db.from('payment_history').select('payment_status, refund_status'))).toEqual([{ payment_status: 'refunded', refund_status: 'pending' }]);
    expect(await events(booking.id)).toMatchObject([{ event_type: 'checkout.session.completed', outcome: 'late_payment_refunded', needs_attention: true }]);
  });
});

describe(`refunds on ${TEST_DB}`, () => {
  test('a cancelled Stripe booking: refund pending → the worker asks Stripe with the idempotency key → charge.refunded confirms it', async () => {
    const { client, booking, sessionId } = await bookAndCheckout();
    const paid = fake.complete(sessionId);
    await fake.deliver(stripeEvent('checkout.session.completed', { ...paid }));
    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: booking.id }));
    expect(await payments(booking.id)).toMatchObject([{ payment_status: 'refunded', refund_status: 'pending' }]);
    const before = fake.requests.length;
    await refundWorker().drain();
    // earlier suites' refunds (mismatch, late payment) go out in the same drain
    const req = fake.requests.slice(before).find((r) => r.form.payment_intent === paid.payment_intent)!;
    expect(req).toMatchObject({ path: '/v1/refunds', status: 200 });
    expect(req.headers['idempotency-key']).toBe(`refund_${paid.payment_intent}`);
    expect(req.form).toMatchObject({ payment_intent: paid.payment_intent, amount: String(booking.fee_amount) });
    expect(await refundJobs(paid.payment_intent!)).toMatchObject([{ status: 'requested', attempts: 1 }]);
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'pending' }]);
    const charge = { id: 'ch_test_1', object: 'charge', payment_intent: paid.payment_intent, amount: booking.fee_amount, amount_refunded: booking.fee_amount, refunded: true, currency: 'krw' };
    expect(await (await fake.deliver(stripeEvent('charge.refunded', charge))).json()).toMatchObject({ outcome: 'refund_confirmed' });
    expect(await payments(booking.id)).toMatchObject([{ payment_status: 'refunded', refund_status: 'succeeded' }]);
    expect(await refundJobs(paid.payment_intent!)).toMatchObject([{ status: 'succeeded' }]);
    // nothing more to do
    const after = fake.requests.length;
    await refundWorker().drain();
    expect(fake.requests.length).toBe(after);
  });

  test('Stripe down: retried with the same key; refused for good: refund failed and flagged', async () => {
    const a = await bookAndCheckout();
    const paidA = fake.complete(a.sessionId);
    await fake.deliver(stripeEvent('checkout.session.completed', { ...paidA }));
    expectOk(await P.lawyer.db.rpc('lawyer_update_booking_status', { booking_id: a.booking.id, new_status: 'cancelled' }));
    fake.failRefunds = { count: 1, status: 500 };
    const before = fake.requests.length;
    await refundWorker().drain();
    const calls = fake.requests.slice(before).filter((r) => r.form.payment_intent === paidA.payment_intent);
    expect(calls.map((c) => c.status)).toEqual([500, 200]);
    expect(new Set(calls.map((c) => c.headers['idempotency-key']))).toEqual(new Set([`refund_${paidA.payment_intent}`]));
    expect(await refundJobs(paidA.payment_intent!)).toMatchObject([{ status: 'requested', attempts: 2 }]);

    const b = await bookAndCheckout();
    const paidB = fake.complete(b.sessionId);
    await fake.deliver(stripeEvent('checkout.session.completed', { ...paidB }));
    expectOk(await b.client.db.rpc('client_cancel_booking', { booking_id: b.booking.id }));
    fake.failRefunds = { count: 1, status: 400 };
    await refundWorker().drain();
    expect(await refundJobs(paidB.payment_intent!)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    expect(await payments(b.booking.id)).toMatchObject([{ refund_status: 'failed' }]);
    expect(await events(b.booking.id)).toContainEqual({ event_type: 'refund.failed', outcome: 'refund_failed', needs_attention: true });
  });

  test('charge.refunded arriving before the worker reported (out of order) still ends succeeded; a refund nobody asked for is flagged', async () => {
    const { client, booking, sessionId } = await bookAndCheckout();
    const paid = fake.complete(sessionId);
    await fake.deliver(stripeEvent('checkout.session.completed', { ...paid }));
    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: booking.id }));
    const charge = { id: 'ch_test_2', object: 'charge', payment_intent: paid.payment_intent, amount_refunded: booking.fee_amount, refunded: true, currency: 'krw' };
    await fake.deliver(stripeEvent('charge.refunded', charge));
    expect(await refundJobs(paid.payment_intent!)).toMatchObject([{ status: 'succeeded' }]);
    const before = fake.requests.length;
    await refundWorker().drain();
    expect(fake.requests.length).toBe(before);
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'succeeded' }]);

    const other = await bookAndCheckout();
    const p2 = fake.complete(other.sessionId);
    await fake.deliver(stripeEvent('checkout.session.completed', { ...p2 }));
    const out = await (await fake.deliver(stripeEvent('charge.refunded', { id: 'ch_test_3', object: 'charge', payment_intent: p2.payment_intent, refunded: true, amount_refunded: 1, currency: 'krw' }))).json();
    expect(out).toMatchObject({ outcome: 'external_refund', needs_attention: true });
  });

  test('test-mode bookings refund as before: succeeded at once, no provider job', async () => {
    const { client, booking } = await newBooking();
    const payment = await pay(client, booking.id) as { transaction_id: string };
    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: booking.id }));
    expect(await payments(booking.id)).toMatchObject([{ provider: 'test', payment_status: 'refunded', refund_status: 'succeeded' }]);
    expect(await refundJobs(payment.transaction_id)).toEqual([]);
  });
});

describe(`refunds Stripe fails after accepting them on ${TEST_DB}`, () => {
  /** A cancelled Stripe-paid booking whose refund the worker asked for and Stripe accepted. */
  async function acceptedRefund() {
    const { client, booking, sessionId } = await bookAndCheckout();
    const paid = fake.complete(sessionId);
    await fake.deliver(stripeEvent('checkout.session.completed', { ...paid }));
    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: booking.id }));
    await refundWorker().drain();
    expect(await refundJobs(paid.payment_intent!)).toMatchObject([{ status: 'requested' }]);
    const refund = fake.refunds.find((r) => r.payment_intent === paid.payment_intent)!;
    expect(refund).toBeDefined();
    return { client, booking, txn: paid.payment_intent!, refundId: refund.id as string };
  }
  const job = async (txn: string) => (await sql<{ status: string; last_error: string | null; provider_refund_id: string | null }>(s,
    `select status, last_error, provider_refund_id from private.payment_refunds where transaction_id = $1`, [txn]));
  const attention = (bookingId: string) => sql<{ event_type: string; outcome: string; detail: Record<string, unknown> }>(s,
    `select event_type, outcome, detail from public.payment_events where booking_id = $1 and needs_attention order by id`, [bookingId]);
  const adminNotices = async (eventId: string) => (await sql<{ n: number }>(s,
    `select count(*)::int as n from public.notifications where kind = 'admin_payment_attention' and user_id = $1 and params->>'event_id' = $2`,
    [P.admin.id, eventId]))[0].n;
  const clientKinds = async (client: Persona) => (expectOk(await client.db.from('notifications').select('kind')) as { kind: string }[]).map((n) => n.kind).sort();

  test('refund.failed after charge.refunded confirmed it: job failed with the reason, refund failed, one event for an administrator', async () => {
    const { client, booking, txn, refundId } = await acceptedRefund();
    const charge = { id: 'ch_test_rf1', object: 'charge', payment_intent: txn, amount_refunded: booking.fee_amount, refunded: true, currency: 'krw' };
    expect(await (await fake.deliver(stripeEvent('charge.refunded', charge))).json()).toMatchObject({ outcome: 'refund_confirmed' });
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'succeeded' }]);
    const told = await clientKinds(client);

    const event = stripeEvent('refund.failed', fake.failRefund(refundId, 'expired_or_canceled_card'));
    const r = await fake.deliver(event);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ outcome: 'refund_failed', needs_attention: true });
    expect(await job(txn)).toEqual([{ status: 'failed', last_error: 'stripe: expired_or_canceled_card', provider_refund_id: refundId }]);
    expect(await payments(booking.id)).toMatchObject([{ payment_status: 'refunded', refund_status: 'failed' }]);
    expect(await attention(booking.id)).toEqual([{ event_type: 'refund.failed', outcome: 'refund_failed',
      detail: expect.objectContaining({ object_id: refundId, amount: booking.fee_amount, error: 'stripe: expired_or_canceled_card' }) }]);
    expect(await adminNotices(event.id as string)).toBe(1);
    // the client reads the failed refund on their payment; like the worker's failure, no message
    expect(expectOk(await client.db.from('booking_details').select('refund_status').eq('id', booking.id))).toEqual([{ refund_status: 'failed' }]);
    expect(await clientKinds(client)).toEqual(told);
    // nothing is sent again to Stripe: an administrator deals with the money
    const before = fake.requests.length;
    await refundWorker().drain();
    expect(fake.requests.filter((q, i) => i >= before && q.form.payment_intent === txn)).toEqual([]);
  });

  test('charge.refund.updated with status failed (older API versions) does the same while the refund is still requested', async () => {
    const { booking, txn, refundId } = await acceptedRefund();
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'pending' }]);
    const out = await (await fake.deliver(stripeEvent('charge.refund.updated', fake.failRefund(refundId, 'lost_or_stolen_card')))).json();
    expect(out).toMatchObject({ outcome: 'refund_failed', needs_attention: true });
    expect(await job(txn)).toEqual([{ status: 'failed', last_error: 'stripe: lost_or_stolen_card', provider_refund_id: refundId }]);
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'failed' }]);
    expect(await attention(booking.id)).toMatchObject([{ event_type: 'charge.refund.updated', outcome: 'refund_failed' }]);
  });

  test('told twice (the same event again, then the other event type of the same failure): nothing more changes, one flag', async () => {
    const { booking, txn, refundId } = await acceptedRefund();
    const failed = fake.failRefund(refundId, 'expired_or_canceled_card');
    const event = stripeEvent('refund.failed', failed);
    expect(await (await fake.deliver(event)).json()).toMatchObject({ outcome: 'refund_failed' });
    expect(await (await fake.deliver(event)).json()).toMatchObject({ outcome: 'duplicate' });
    const other = stripeEvent('charge.refund.updated', { ...failed, failure_reason: 'unknown' });
    expect(await (await fake.deliver(other)).json()).toMatchObject({ outcome: 'duplicate', needs_attention: false });
    expect(await job(txn)).toMatchObject([{ status: 'failed', last_error: 'stripe: expired_or_canceled_card' }]);
    expect(await attention(booking.id)).toHaveLength(1);
    expect(await adminNotices(event.id as string)).toBe(1);
    expect(await adminNotices(other.id as string)).toBe(0);
  });

  test('out of order: charge.refunded of the same refund arriving after its refund.failed leaves the failure as it is', async () => {
    const { booking, txn, refundId } = await acceptedRefund();
    expect(await (await fake.deliver(stripeEvent('refund.failed', fake.failRefund(refundId, 'expired_or_canceled_card')))).json())
      .toMatchObject({ outcome: 'refund_failed' });
    const late = { id: 'ch_test_rf_late', object: 'charge', payment_intent: txn, amount_refunded: booking.fee_amount, refunded: true, currency: 'krw' };
    expect(await (await fake.deliver(stripeEvent('charge.refunded', late))).json()).toMatchObject({ outcome: 'ignored', needs_attention: false });
    expect(await job(txn)).toEqual([{ status: 'failed', last_error: 'stripe: expired_or_canceled_card', provider_refund_id: refundId }]);
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'failed' }]);
    expect(await attention(booking.id)).toHaveLength(1);
  });

  test('charge.refund.updated that is not a failure (pending → succeeded) changes nothing', async () => {
    const { booking, txn, refundId } = await acceptedRefund();
    const refund = fake.refunds.find((r) => r.id === refundId)!;
    const out = await (await fake.deliver(stripeEvent('charge.refund.updated', { ...refund, status: 'succeeded' }))).json();
    expect(out).toMatchObject({ outcome: 'ignored', needs_attention: false });
    expect(await job(txn)).toMatchObject([{ status: 'requested', last_error: null }]);
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'pending' }]);
    expect(await attention(booking.id)).toEqual([]);
  });

  test('a failed refund nobody here asked for is flagged: unknown charge, or another refund of a payment of ours', async () => {
    const unknown = { id: 're_test_unknown_1', object: 'refund', payment_intent: 'pi_test_nobody_knows', amount: 5000, currency: 'krw', status: 'failed', failure_reason: 'declined', metadata: {} };
    const event = stripeEvent('refund.failed', unknown);
    expect(await (await fake.deliver(event)).json()).toMatchObject({ outcome: 'unknown_charge', needs_attention: true });
    expect(await sql(s, `select outcome, needs_attention, transaction_id from public.payment_events where event_id = $1`, [event.id]))
      .toEqual([{ outcome: 'unknown_charge', needs_attention: true, transaction_id: 'pi_test_nobody_knows' }]);
    expect(await adminNotices(event.id as string)).toBe(1);

    // a second refund (made in Stripe's Dashboard) of a payment whose own refund is under way
    const { booking, txn, refundId } = await acceptedRefund();
    const out = await (await fake.deliver(stripeEvent('refund.failed', { ...unknown, id: 're_test_dashboard_1', payment_intent: txn }))).json();
    expect(out).toMatchObject({ outcome: 'external_refund', needs_attention: true });
    expect(await job(txn)).toEqual([{ status: 'requested', last_error: null, provider_refund_id: refundId }]);
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'pending' }]);
  });
});

describe(`who may do what on ${TEST_DB}`, () => {
  test('payment_events: administrators only (read, mark resolved); nobody else reads or writes', async () => {
    const rows = expectOk(await P.admin.db.from('payment_events').select('id, outcome, needs_attention').eq('needs_attention', true));
    expect(rows.length).toBeGreaterThan(0);
    expectOk(await P.admin.db.from('payment_events').update({ resolved_at: new Date().toISOString() }).eq('id', rows[0].id));
    expect(expectOk(await P.clientA.db.from('payment_events').select('id'))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('payment_events').select('id'))).toEqual([]);
    expectError(await P.anon.from('payment_events').select('id'), '42501');
    const upd = await P.clientA.db.from('payment_events').update({ resolved_at: new Date().toISOString() }).eq('id', rows[0].id).select('id');
    expect(upd.data ?? []).toEqual([]);
    expectError(await P.admin.db.from('payment_events').update({ outcome: 'paid' }).eq('id', rows[0].id), '42501');
    expectError(await P.admin.db.from('payment_events').insert({ event_id: 'x', event_type: 'x', outcome: 'x' }), '42501');
  });

  test('booking_details carries the payment (provider, transaction id, refund state) for the client and administrators, not the lawyer', async () => {
    const { client, booking, sessionId } = await bookAndCheckout();
    const paid = fake.complete(sessionId);
    await fake.deliver(stripeEvent('checkout.session.completed', { ...paid }));
    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: booking.id }));
    const cols = 'payment_provider, payment_transaction_id, refund_status';
    const expected = { payment_provider: 'stripe', payment_transaction_id: paid.payment_intent, refund_status: 'pending' };
    expect(expectOk(await P.admin.db.from('booking_details').select(cols).eq('id', booking.id))).toEqual([expected]);
    expect(expectOk(await client.db.from('booking_details').select(cols).eq('id', booking.id))).toEqual([expected]);
    expect(expectOk(await P.lawyer.db.from('booking_details').select(cols).eq('id', booking.id)))
      .toEqual([{ payment_provider: null, payment_transaction_id: null, refund_status: null }]);
    expect(expectOk(await P.clientB.db.from('booking_details').select(cols).eq('id', booking.id))).toEqual([]);
  });

  test('payment_checkouts: the client reads their own; another client, the lawyer and anonymous do not; nobody writes', async () => {
    const mine = expectOk(await P.clientA.db.from('payment_checkouts').select('id, client_id'));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r: { client_id: string }) => r.client_id === P.clientA.id)).toBe(true);
    expect(expectOk(await P.clientB.db.from('payment_checkouts').select('id'))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('payment_checkouts').select('id'))).toEqual([]);
    expectError(await P.anon.from('payment_checkouts').select('id'), '42501');
    expectError(await P.clientA.db.from('payment_checkouts').update({ amount: 1 }).eq('client_id', P.clientA.id), '42501');
    expectError(await P.clientA.db.from('payment_checkouts').insert({ booking_id: mine[0].id, client_id: P.clientA.id, amount: 1 }), '42501');
  });

  test('the webhook-side functions are the platform\'s: clients, lawyers, administrators and anonymous are refused', async () => {
    const { booking } = await newBooking(P.clientB);
    const forged = stripeEvent('checkout.session.completed', { id: 'cs_forged', object: 'checkout.session', payment_status: 'paid', amount_total: booking.fee_amount, currency: 'krw', payment_intent: 'pi_forged', metadata: { booking_id: booking.id } });
    for (const db of [P.clientB.db, P.lawyer.db, P.admin.db, P.anon]) {
      expect((await db.rpc('handle_stripe_event', { event: forged })).error?.code).toMatch(/42501|PGRST202/);
      expect((await db.rpc('record_payment', { booking_id: booking.id, amount: booking.fee_amount, payment_method: 'card', provider: 'stripe', transaction_id: 'pi_x' })).error?.code).toMatch(/42501|PGRST202/);
      expect((await db.rpc('attach_checkout_session', { checkout_id: booking.id, session_id: 'cs_x', url: 'https://evil.test', expires_at: new Date().toISOString() })).error?.code).toMatch(/42501|PGRST202/);
      expect((await db.rpc('claim_payment_refunds', {})).error?.code).toMatch(/42501|PGRST202/);
      expect((await db.rpc('fail_payment_refund', { p_id: booking.id, p_attempt: 1, p_error: 'x', p_retry_at: null })).error?.code).toMatch(/42501|PGRST202/);
    }
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'pending' });
    // begin_checkout only as a signed-in client, for their own booking
    expectError(await P.anon.rpc('begin_checkout', { booking_id: booking.id }), '42501');
    expectError(await P.clientA.db.rpc('begin_checkout', { booking_id: booking.id }), 'PT404', 'not_found');
  });
});
