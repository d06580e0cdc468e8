// PortOne payments (issue 26, item 1) end to end through the local server: the portone-prepare,
// portone-complete and portone-webhook Edge Functions, the database rules behind them (shared with
// Stripe: private.provider_payment_paid), the settlement ledger they feed, and the refund worker,
// against a local fake of PortOne's V2 API (tests/helpers/fakePortOne.ts) with every webhook signed
// per Standard Webhooks. Only the booking's client prepares and completes a payment, the browser's
// word is never taken (PortOne's API is re-read), only a correctly signed webhook is heard, each
// webhook-id once, in any order. On PGlite and on PostgreSQL.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Worker } from '@klegal/worker';
import { portoneRefundsTask } from '../../../packages/worker/src/portoneRefunds.ts';
import { serviceClient as workerClient } from '../../../packages/worker/src/worker.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, createPersonas, expectError, expectOk, futureSlots, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { freshClient, pay, enableTestModePayments } from '../helpers/bookings.ts';
import { FakePortOne, portoneWebhook, signWebhook } from '../helpers/fakePortOne.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let fake: FakePortOne;
let slots: { date: string; time: string }[];
let slotIndex = 0;
const nextSlot = () => slots[slotIndex++];

beforeAll(async () => {
  fake = await new FakePortOne().start();
  s = await startTestServer({
    migrationsDir: MIGRATIONS,
    seedFile: null,
    overrides: {
      functionsEnv: {
        PORTONE_API_SECRET: fake.apiSecret,
        PORTONE_STORE_ID: fake.storeId,
        PORTONE_CHANNEL_KEYS: fake.channelKeys,
        PORTONE_WEBHOOK_SECRET: fake.webhookSecret,
        PORTONE_API_BASE: fake.url,
        SITE_URL: 'http://site.test',
      },
    },
  });
  await enableTestModePayments(s);
  fake.webhookUrl = `${s.url}/functions/v1/portone-webhook`;
  await sql(s, `update private.app_settings set value = 'enabled' where key = 'payments.portone'`);
  P = await createPersonas(s);
  slots = await futureSlots(s, 60);
});
afterAll(async () => {
  await fake?.close();
  await s?.close();
});

async function call(fn: string, p: Persona | null, body: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', apikey: s.anonKey, Authorization: `Bearer ${p ? p.token : s.anonKey}` };
  const r = await fetch(`${s.url}/functions/v1/${fn}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: r.status, body: await r.json() as Record<string, any> };
}
const prepare = (p: Persona | null, bookingId: unknown, extra: Record<string, unknown> = {}) => call('portone-prepare', p, { booking_id: bookingId, ...extra });
const complete = (p: Persona | null, paymentId: unknown) => call('portone-complete', p, { payment_id: paymentId });

async function newBooking(p?: Persona, duration = 20) {
  const client = p ?? (await freshClient(s, 'payer'));
  const booking = expectOk(await book(client, P.lawyer.id, nextSlot(), duration)) as { id: string; fee_amount: number; booking_date: string; booking_time: string };
  return { client, booking };
}

/** A booking with a prepared PortOne payment (not paid yet). */
async function prepared(p?: Persona) {
  const { client, booking } = await newBooking(p);
  const r = await prepare(client, booking.id);
  expect(r.status).toBe(200);
  return { client, booking, paymentId: r.body.paymentId as string };
}

/** The customer pays in PortOne's window (the fake), without the webhook unless asked. */
const payAtPortOne = (paymentId: string, totalAmount: number, extra: Partial<Parameters<FakePortOne['pay']>[0]> = {}) =>
  fake.pay({ paymentId, totalAmount, currency: 'KRW', webhook: false, ...extra });

const bookingRow = async (id: string) => (await sql<{ status: string; payment_status: string; cancelled_by: string | null }>(s,
  `select status, payment_status, cancelled_by from public.bookings where id = $1`, [id]))[0];
const payments = (bookingId: string) => sql<{ provider: string; transaction_id: string; payment_status: string; refund_status: string | null; amount: number; currency: string; checkout_session_id: string | null }>(s,
  `select provider, transaction_id, payment_status, refund_status, amount, currency, checkout_session_id from public.payment_history where booking_id = $1 order by created_at`, [bookingId]);
const refundJobs = (txn: string) => sql<{ provider: string; status: string; amount: number; reason: string; attempts: number; provider_refund_id: string | null }>(s,
  `select provider, status, amount, reason, attempts, provider_refund_id from private.payment_refunds where transaction_id = $1`, [txn]);
const events = (txn: string) => sql<{ provider: string; event_type: string; outcome: string; needs_attention: boolean }>(s,
  `select provider, event_type, outcome, needs_attention from public.payment_events where transaction_id = $1 order by id`, [txn]);
const attempt = async (paymentId: string) => (await sql<{ provider: string; status: string; amount: number; currency: string }>(s,
  `select provider, status, amount, currency from public.payment_checkouts where session_id = $1`, [paymentId]))[0];
const eventCount = async () => (await sql<{ n: number }>(s, `select count(*)::int as n from public.payment_events`))[0].n;

function refundWorker(maxAttempts = 3) {
  return new Worker([portoneRefundsTask(workerClient(s.url, s.serviceRoleKey), {
    secret: fake.apiSecret, apiBase: fake.url, maxAttempts, backoffMs: () => 0,
  })], { log: () => {} });
}

describe(`portone-prepare on ${TEST_DB}`, () => {
  test('the client gets what the payment window needs: store, a new paymentId per attempt, amount and currency from the database, channels, locale, customer, return address', async () => {
    const { booking } = await newBooking(P.clientA, 40);
    const r = await prepare(P.clientA, booking.id, { locale: 'ja', amount: 1, totalAmount: 1 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      storeId: fake.storeId,
      paymentId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
      orderName: expect.stringMatching(/^K-Legal consultation, 40 min, \d{4}-\d{2}-\d{2} \d{2}:\d{2} KST$/),
      totalAmount: booking.fee_amount,
      currency: 'KRW',
      channels: fake.channels,
      locale: 'JA_JP',
      customer: { customerId: P.clientA.id, email: P.clientA.email, ...(r.body.customer.fullName ? { fullName: r.body.customer.fullName } : {}) },
      redirectUrl: `http://site.test/ja/client/bookings?booking=${booking.id}&portone=return`,
    });
    expect(await attempt(r.body.paymentId)).toEqual({ provider: 'portone', status: 'open', amount: booking.fee_amount, currency: 'KRW' });
    // another attempt: another paymentId (PortOne pays an id once)
    const again = await prepare(P.clientA, booking.id, { locale: 'vi' });
    expect(again.body.paymentId).not.toBe(r.body.paymentId);
    expect(again.body.locale).toBe('EN_US');
    expect(again.body.redirectUrl).toBe(`http://site.test/vi/client/bookings?booking=${booking.id}&portone=return`);
    expect((await prepare(P.clientA, booking.id, { locale: 'en' })).body.redirectUrl).toBe(`http://site.test/client/bookings?booking=${booking.id}&portone=return`);
    // nothing was asked of PortOne
    expect(fake.requests).toEqual([]);
  });

  test('nobody else prepares it: another client 404 not_found, the lawyer 404, anonymous 401, no token 401; bad input 400', async () => {
    const { booking } = await newBooking();
    expect(await prepare(P.clientB, booking.id)).toMatchObject({ status: 404, body: { code: 'not_found', hint: 'not_found' } });
    expect(await prepare(P.lawyer, booking.id)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await prepare(null, booking.id)).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    const bare = await fetch(`${s.url}/functions/v1/portone-prepare`, { method: 'POST', body: JSON.stringify({ booking_id: booking.id }) });
    expect(bare.status).toBe(401);
    expect(await prepare(P.clientA, 'not-a-uuid')).toMatchObject({ status: 400, body: { code: 'invalid_booking' } });
    expect(await call('portone-prepare', P.clientA, '{not json')).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    expect(await sql(s, `select 1 from public.payment_checkouts where booking_id = $1`, [booking.id])).toEqual([]);
  });

  test('refused for a paid booking (409 already_paid), an expired hold (409 hold_expired), and when PortOne is off (503 provider_disabled)', async () => {
    const { client, booking } = await newBooking();
    await pay(client, booking.id);
    expect(await prepare(client, booking.id)).toMatchObject({ status: 409, body: { code: 'already_paid' } });
    const late = await newBooking();
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [late.booking.id]);
    expect(await prepare(late.client, late.booking.id)).toMatchObject({ status: 409, body: { code: 'hold_expired' } });
    const off = await newBooking();
    await sql(s, `update private.app_settings set value = 'disabled' where key = 'payments.portone'`);
    try {
      expect(expectOk(await P.anon.rpc('payment_methods'))).toMatchObject({ portone: false });
      expect(await prepare(off.client, off.booking.id)).toMatchObject({ status: 503, body: { code: 'provider_disabled' } });
      expectError(await off.client.db.rpc('begin_portone_payment', { booking_id: off.booking.id }), '42501', 'provider_disabled');
    } finally {
      await sql(s, `update private.app_settings set value = 'enabled' where key = 'payments.portone'`);
    }
    expect(expectOk(await P.anon.rpc('payment_methods'))).toMatchObject({ portone: true });
    expect(await sql(s, `select 1 from public.payment_checkouts where booking_id = any($1)`, [[booking.id, late.booking.id, off.booking.id]])).toEqual([]);
  });
});

describe(`portone-prepare, nothing to pay, on ${TEST_DB}`, () => {
  test('a booking a coupon makes free is paid by the database at once: {paid: true}, no attempt, nothing asked of PortOne', async () => {
    const client = await freshClient(s, 'free');
    const code = `FREE${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const coupon = expectOk(await P.admin.db.from('coupons').insert({
      code, name_korean: '무료 상담', name_english: 'Free consultation', discount_type: 'percentage', discount_value: 100,
      valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    }).select('id').single()) as { id: string };
    expect(expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: coupon.id, user_ids: [client.id] }))).toBe(1);
    const held = expectOk(await client.db.from('user_coupons').select('id').eq('coupon_id', coupon.id).single()) as { id: string };
    const booking = expectOk(await book(client, P.lawyer.id, nextSlot(), 20, { user_coupon_id: held.id })) as { id: string; fee_amount: number };
    expect(booking.fee_amount).toBe(0);
    const before = fake.requests.length;
    expect(await prepare(client, booking.id)).toEqual({ status: 200, body: { paid: true } });
    expect(fake.requests.length).toBe(before);
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'paid' });
    expect(await payments(booking.id)).toEqual([expect.objectContaining({ provider: 'free', amount: 0, payment_status: 'paid' })]);
    expect(await sql(s, `select 1 from public.payment_checkouts where booking_id = $1`, [booking.id])).toEqual([]);
    expect(await prepare(client, booking.id)).toMatchObject({ status: 409, body: { code: 'already_paid' } });
  });
});

describe(`portone-complete on ${TEST_DB}`, () => {
  test('paid at PortOne with the exact amount: the booking is paid once, with the paymentId as transaction id; asked again, still one payment', async () => {
    const { client, booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount);
    expect(await complete(client, paymentId)).toEqual({ status: 200, body: { status: 'paid', booking_id: booking.id } });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/payments/${paymentId}`, status: 200 });
    expect(fake.requests.at(-1)?.headers.authorization).toBe(`PortOne ${fake.apiSecret}`);
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'pending', payment_status: 'paid' });
    expect(await payments(booking.id)).toEqual([{ provider: 'portone', transaction_id: paymentId, payment_status: 'paid', refund_status: null,
      amount: booking.fee_amount, currency: 'KRW', checkout_session_id: paymentId }]);
    expect(await attempt(paymentId)).toMatchObject({ status: 'complete' });
    expect(await complete(client, paymentId)).toEqual({ status: 200, body: { status: 'paid', booking_id: booking.id } });
    // the webhook arriving after it changes nothing
    const hook = await fake.sendWebhook('Transaction.Paid', paymentId);
    expect(await hook.json()).toMatchObject({ received: true, outcome: 'duplicate', status: 'paid' });
    expect(await payments(booking.id)).toHaveLength(1);
    const told = await sql<{ n: number }>(s, `select count(*)::int as n from public.notifications where kind = 'booking_paid' and params->>'booking_id' = $1`, [booking.id]);
    expect(told[0].n).toBe(1);
  });

  test('the browser says paid but PortOne says READY, FAILED or does not know it: nothing changes', async () => {
    const a = await prepared();
    await payAtPortOne(a.paymentId, a.booking.fee_amount, { status: 'READY' });
    expect(await complete(a.client, a.paymentId)).toEqual({ status: 200, body: { status: 'pending', booking_id: a.booking.id } });
    expect(await bookingRow(a.booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await payments(a.booking.id)).toEqual([]);

    const b = await prepared();
    await payAtPortOne(b.paymentId, b.booking.fee_amount, { fail: true });
    expect(await complete(b.client, b.paymentId)).toEqual({ status: 200, body: { status: 'failed', booking_id: b.booking.id } });
    expect(await bookingRow(b.booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await attempt(b.paymentId)).toMatchObject({ status: 'failed' });
    expect(await payments(b.booking.id)).toEqual([]);
    // the client may try again: a new attempt
    expect((await prepare(b.client, b.booking.id)).status).toBe(200);

    const c = await prepared();
    expect(await complete(c.client, c.paymentId)).toEqual({ status: 200, body: { status: 'pending', booking_id: c.booking.id } });
    expect(await bookingRow(c.booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await refundJobs(c.paymentId)).toEqual([]);
  });

  test('only the caller\'s own attempt: another client\'s payment 404, an unknown id 404, anonymous 401, bad input 400', async () => {
    const { booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount);
    expect(await complete(P.clientB, paymentId)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await complete(P.lawyer, paymentId)).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await complete(null, paymentId)).toMatchObject({ status: 401, body: { code: 'not_authenticated' } });
    expect(await complete(P.clientB, 'klp_nobody')).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect(await complete(P.clientB, '../payments/x')).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    expect(await call('portone-complete', P.clientB, '[]')).toMatchObject({ status: 400, body: { code: 'invalid_body' } });
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'pending' });
  });

  test('a wrong amount or currency is not applied: flagged for an administrator and the money refunded', async () => {
    const { client, booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount - 1000);
    expect(await complete(client, paymentId)).toEqual({ status: 200, body: { status: 'refunded', booking_id: booking.id } });
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await refundJobs(paymentId)).toMatchObject([{ provider: 'portone', status: 'pending', amount: booking.fee_amount - 1000, reason: 'amount_mismatch' }]);
    expect(await payments(booking.id)).toMatchObject([{ provider: 'portone', payment_status: 'refunded', refund_status: 'pending', amount: booking.fee_amount - 1000 }]);
    expect(await events(paymentId)).toEqual([{ provider: 'portone', event_type: 'portone-complete', outcome: 'amount_mismatch', needs_attention: true }]);

    const usd = await prepared();
    await payAtPortOne(usd.paymentId, usd.booking.fee_amount, { currency: 'USD' });
    expect((await complete(usd.client, usd.paymentId)).body.status).toBe('refunded');
    expect(await bookingRow(usd.booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await refundJobs(usd.paymentId)).toMatchObject([{ reason: 'amount_mismatch', amount: usd.booking.fee_amount }]);

    // the lawyer's ledger has nothing for either: a payment never applied nets to 0
    const lines = expectOk(await P.lawyer.db.from('lawyer_settlement_entries').select('booking_id').in('booking_id', [booking.id, usd.booking.id]));
    expect(lines).toEqual([]);
    const admins = await sql<{ n: number }>(s, `select count(*)::int as n from public.notifications where kind = 'admin_payment_attention' and user_id = $1 and params->>'transaction_id' = $2`, [P.admin.id, paymentId]);
    expect(admins[0].n).toBe(1);
  });

  test('a payment of another store is recorded and not applied', async () => {
    const { client, booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount, { storeId: 'store-someone-else' });
    expect((await complete(client, paymentId)).status).toBe(200);
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await events(paymentId)).toMatchObject([{ outcome: 'store_mismatch', needs_attention: true }]);
  });
});

describe(`portone-webhook on ${TEST_DB}`, () => {
  test('a signed Transaction.Paid pays the booking, re-reading the payment from PortOne', async () => {
    const { booking, paymentId } = await prepared();
    await fake.pay({ paymentId, totalAmount: booking.fee_amount }); // sends the webhook
    await fake.settled();
    expect(fake.deliveries.filter((d) => d.paymentId === paymentId)).toEqual([{ type: 'Transaction.Paid', paymentId, status: 200 }]);
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'paid' });
    expect(await events(paymentId)).toEqual([{ provider: 'portone', event_type: 'Transaction.Paid', outcome: 'paid', needs_attention: false }]);
  });

  test('refused with 400 and no change: unsigned, wrong secret, stale or future timestamp, missing headers, tampered body', async () => {
    const { booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount);
    const payload = JSON.stringify(portoneWebhook('Transaction.Paid', { storeId: fake.storeId, paymentId, transactionId: 'tx' }));
    const post = (headers: Record<string, string>, body = payload) =>
      fetch(fake.webhookUrl!, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });
    const before = await eventCount();
    const statuses = [
      (await post({})).status,
      (await post({ 'webhook-id': 'msg_1', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' })).status,
      (await post(signWebhook(payload, 'whsec_' + Buffer.from('a wrong secret, 32 bytes long...').toString('base64')))).status,
      (await post(signWebhook(payload, fake.webhookSecret, { timestamp: Math.floor(Date.now() / 1000) - 301 }))).status,
      (await post(signWebhook(payload, fake.webhookSecret, { timestamp: Math.floor(Date.now() / 1000) + 301 }))).status,
      (await post(signWebhook(payload, fake.webhookSecret), payload.replace(paymentId, `${paymentId}x`))).status,
    ];
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);
    expect((await fetch(fake.webhookUrl!, { method: 'GET' })).status).toBe(405);
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'pending' });
    expect(await eventCount()).toBe(before);
    // within the tolerance it is heard
    const ok = await post(signWebhook(payload, fake.webhookSecret, { timestamp: Math.floor(Date.now() / 1000) - 200 }));
    expect(ok.status).toBe(200);
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'paid' });
  });

  test('each webhook-id once: a replay answers 200 and changes nothing', async () => {
    const { booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount);
    const first = await fake.sendWebhook('Transaction.Paid', paymentId, { id: `msg_${paymentId}` });
    expect(await first.json()).toMatchObject({ received: true, outcome: 'paid' });
    const before = await eventCount();
    const replay = await fake.sendWebhook('Transaction.Paid', paymentId, { id: `msg_${paymentId}` });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ received: true, outcome: 'duplicate' });
    expect(await eventCount()).toBe(before);
    expect(await payments(booking.id)).toHaveLength(1);
  });

  test('any order: the payment\'s status decides, not the event type; a Ready after Paid changes nothing', async () => {
    const { booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount, { status: 'READY' });
    expect(await (await fake.sendWebhook('Transaction.Ready', paymentId)).json()).toMatchObject({ outcome: 'awaiting_payment' });
    // PortOne's Transaction.Paid delayed; a stale Failed arrives while the payment is in fact PAID
    fake.payments.get(paymentId)!.status = 'PAID';
    Object.assign(fake.payments.get(paymentId)!, { paidAt: new Date().toISOString() });
    expect(await (await fake.sendWebhook('Transaction.Failed', paymentId)).json()).toMatchObject({ outcome: 'paid' });
    expect(await (await fake.sendWebhook('Transaction.Ready', paymentId)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await (await fake.sendWebhook('Transaction.Paid', paymentId)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'paid' });
    expect(await payments(booking.id)).toHaveLength(1);
  });

  test('ignored with 200: unknown and billing-key types; a paymentId of no attempt or unknown to PortOne is recorded, not applied', async () => {
    const before = await eventCount();
    for (const type of ['BillingKey.Issued', 'Something.New']) {
      const r = await fake.sendWebhook(type, { storeId: fake.storeId, billingKey: 'bk' });
      expect(r.status).toBe(200);
      expect(await r.json()).toMatchObject({ received: true, outcome: 'ignored' });
    }
    expect(await eventCount()).toBe(before);
    // paid at PortOne (our store) but not an attempt of ours
    await payAtPortOne('klp_not_ours_1', 20000);
    const r = await fake.sendWebhook('Transaction.Paid', 'klp_not_ours_1');
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ outcome: 'unknown_payment', needs_attention: true });
    const odd = await fake.sendWebhook('Transaction.Paid', { storeId: fake.storeId, paymentId: '../../x', transactionId: 't' });
    expect(odd.status).toBe(200);
    expect(await odd.json()).toMatchObject({ outcome: 'ignored' });
    const gone = await fake.sendWebhook('Transaction.Paid', 'klp_portone_does_not_know');
    expect(gone.status).toBe(200);
    expect(await gone.json()).toMatchObject({ outcome: 'unknown_payment', needs_attention: false });
    expect(await refundJobs('klp_not_ours_1')).toEqual([]);
    expect(await sql(s, `select 1 from public.payment_history where transaction_id in ('klp_not_ours_1', 'klp_portone_does_not_know')`)).toEqual([]);
  });

  test('late payment, slot still free: the expired hold is revived and paid', async () => {
    const { booking, paymentId } = await prepared();
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [booking.id]);
    await sql(s, `select public.expire_unpaid_holds()`);
    await payAtPortOne(paymentId, booking.fee_amount);
    expect(await (await fake.sendWebhook('Transaction.Paid', paymentId)).json()).toMatchObject({ outcome: 'late_payment_revived' });
    expect(await bookingRow(booking.id)).toEqual({ status: 'pending', payment_status: 'paid', cancelled_by: null });
  });

  test('late payment, slot taken by someone else: refunded through PortOne by the worker and the client told', async () => {
    const { client, booking, paymentId } = await prepared();
    const slot = { date: booking.booking_date, time: booking.booking_time.slice(0, 5) };
    await sql(s, `update public.bookings set hold_expires_at = now() - interval '1 second' where id = $1`, [booking.id]);
    expectOk(await book(await freshClient(s, 'taker'), P.lawyer.id, slot, 20));
    await payAtPortOne(paymentId, booking.fee_amount);
    expect(await (await fake.sendWebhook('Transaction.Paid', paymentId)).json()).toMatchObject({ outcome: 'late_payment_refunded', needs_attention: true });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled', payment_status: 'pending' });
    expect(await refundJobs(paymentId)).toMatchObject([{ provider: 'portone', status: 'pending', reason: 'late_payment', amount: booking.fee_amount }]);
    const told = expectOk(await client.db.from('notifications').select('kind')) as { kind: string }[];
    expect(told.map((n) => n.kind)).toContain('late_payment_refunded');
    expect(await complete(client, paymentId)).toEqual({ status: 200, body: { status: 'refunded', booking_id: booking.id } });

    await refundWorker().drain();
    await fake.settled();
    expect(fake.payments.get(paymentId)).toMatchObject({ status: 'CANCELLED', amount: { cancelled: booking.fee_amount } });
    expect(await refundJobs(paymentId)).toMatchObject([{ status: 'succeeded', attempts: 1 }]);
    expect(expectOk(await client.db.from('payment_history').select('payment_status, refund_status'))).toEqual([{ payment_status: 'refunded', refund_status: 'succeeded' }]);
  });
});

describe(`refunds and the ledger on ${TEST_DB}`, () => {
  test('a PortOne payment gives the lawyer a ledger line; the client cancels; the worker cancels at PortOne (SUCCEEDED); the booking nets to 0', async () => {
    const { client, booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount);
    expect((await complete(client, paymentId)).body.status).toBe('paid');
    const lines = () => P.lawyer.db.from('lawyer_settlement_entries').select('booking_id, kind, provider, transaction_id, amount_paid, net_amount').eq('booking_id', booking.id).order('created_at');
    expect(expectOk(await lines())).toEqual([expect.objectContaining({ booking_id: booking.id, kind: 'payment', provider: 'portone', transaction_id: paymentId, amount_paid: booking.fee_amount })]);
    expect(expectOk(await P.clientB.db.from('lawyer_settlement_entries').select('id').eq('booking_id', booking.id))).toEqual([]);
    expect(expectOk(await client.db.from('lawyer_settlement_entries').select('id').eq('booking_id', booking.id))).toEqual([]);

    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: booking.id }));
    expect(await payments(booking.id)).toMatchObject([{ payment_status: 'refunded', refund_status: 'pending' }]);
    expect(await refundJobs(paymentId)).toMatchObject([{ provider: 'portone', status: 'pending', reason: 'cancelled' }]);
    const before = fake.requests.length;
    await refundWorker().drain();
    const sent = fake.requests.slice(before).filter((r) => r.path === `/payments/${paymentId}/cancel`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', status: 200, body: { reason: expect.any(String), currentCancellableAmount: booking.fee_amount } });
    expect(sent[0].headers.authorization).toBe(`PortOne ${fake.apiSecret}`);
    const cancellationId = fake.payments.get(paymentId)!.cancellations[0].id;
    expect(await refundJobs(paymentId)).toMatchObject([{ status: 'succeeded', attempts: 1, provider_refund_id: cancellationId }]);
    expect(await payments(booking.id)).toMatchObject([{ payment_status: 'refunded', refund_status: 'succeeded' }]);
    // PortOne's Transaction.Cancelled (sent by the fake) confirms what is already done
    await fake.settled();
    expect(await events(paymentId)).toContainEqual({ provider: 'portone', event_type: 'Transaction.Cancelled', outcome: 'refund_confirmed', needs_attention: false });
    const all = expectOk(await lines()) as { kind: string; net_amount: number; amount_paid: number }[];
    expect(all.map((l) => l.kind)).toEqual(['payment', 'refund']);
    expect(all.reduce((n, l) => n + l.net_amount, 0)).toBe(0);
    expect(all.reduce((n, l) => n + l.amount_paid, 0)).toBe(0);
    // nothing more to send
    const after = fake.requests.length;
    await refundWorker().drain();
    expect(fake.requests.length).toBe(after);
  });

  test('an asynchronous cancellation (REQUESTED) waits for Transaction.Cancelled', async () => {
    const { client, booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount);
    await complete(client, paymentId);
    expectOk(await client.db.rpc('client_cancel_booking', { booking_id: booking.id }));
    fake.cancelMode = 'REQUESTED';
    try {
      await refundWorker().drain();
    } finally {
      fake.cancelMode = 'SUCCEEDED';
    }
    expect(await refundJobs(paymentId)).toMatchObject([{ status: 'requested' }]);
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'pending' }]);
    fake.completeCancellation(paymentId);
    await fake.settled();
    expect(await refundJobs(paymentId)).toMatchObject([{ status: 'succeeded' }]);
    expect(await payments(booking.id)).toMatchObject([{ refund_status: 'succeeded' }]);
  });

  test('PortOne\'s PG down: retried; a refusal that cannot succeed: the refund failed and flagged under portone', async () => {
    const a = await prepared();
    await payAtPortOne(a.paymentId, a.booking.fee_amount);
    await complete(a.client, a.paymentId);
    expectOk(await a.client.db.rpc('client_cancel_booking', { booking_id: a.booking.id }));
    fake.failCancels = { count: 1, status: 502, type: 'PG_PROVIDER' };
    const before = fake.requests.length;
    await refundWorker().drain();
    expect(fake.requests.slice(before).filter((r) => r.path === `/payments/${a.paymentId}/cancel`).map((r) => r.status)).toEqual([502, 200]);
    expect(await refundJobs(a.paymentId)).toMatchObject([{ status: 'succeeded', attempts: 2 }]);

    const b = await prepared();
    await payAtPortOne(b.paymentId, b.booking.fee_amount);
    await complete(b.client, b.paymentId);
    expectOk(await b.client.db.rpc('client_cancel_booking', { booking_id: b.booking.id }));
    // cancelled in part elsewhere meanwhile: the amount no longer matches, PortOne refuses
    fake.payments.get(b.paymentId)!.amount.cancelled = 1000;
    await refundWorker().drain();
    expect(await refundJobs(b.paymentId)).toMatchObject([{ status: 'failed', attempts: 1 }]);
    expect(await payments(b.booking.id)).toMatchObject([{ refund_status: 'failed' }]);
    expect(await events(b.paymentId)).toContainEqual({ provider: 'portone', event_type: 'refund.failed', outcome: 'refund_failed', needs_attention: true });
    const failed = await sql<{ last_error: string }>(s, `select last_error from private.payment_refunds where transaction_id = $1`, [b.paymentId]);
    expect(failed[0].last_error).toMatch(/^portone: CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN/);
  });

  test('a refund PortOne made without our outbox (its console) is flagged for an administrator', async () => {
    const { client, booking, paymentId } = await prepared();
    await payAtPortOne(paymentId, booking.fee_amount);
    await complete(client, paymentId);
    Object.assign(fake.payments.get(paymentId)!, { status: 'CANCELLED', cancelledAt: new Date().toISOString() });
    expect(await (await fake.sendWebhook('Transaction.Cancelled', paymentId)).json()).toMatchObject({ outcome: 'external_refund', needs_attention: true });
  });
});

describe(`who may do what on ${TEST_DB}`, () => {
  test('handle_portone_payment is the platform\'s; begin_portone_payment only a signed-in client\'s, for their own booking', async () => {
    const { booking } = await newBooking(P.clientB);
    const forged = { id: 'klp_forged', status: 'PAID', storeId: fake.storeId, amount: { total: booking.fee_amount }, currency: 'KRW' };
    for (const db of [P.clientB.db, P.lawyer.db, P.admin.db, P.anon]) {
      expect((await db.rpc('handle_portone_payment', { p_event_id: 'x', p_event_type: 'Transaction.Paid', p_payment: forged, p_store_id: fake.storeId })).error?.code).toMatch(/42501|PGRST202/);
      expect((await db.rpc('claim_payment_refunds', { p_providers: ['portone'] })).error?.code).toMatch(/42501|PGRST202/);
      expect((await db.rpc('complete_payment_refund', { p_id: booking.id, p_attempt: 1, p_provider_refund_id: 'x', p_succeeded: true })).error?.code).toMatch(/42501|PGRST202/);
    }
    expectError(await P.anon.rpc('begin_portone_payment', { booking_id: booking.id }), '42501');
    expectError(await P.clientA.db.rpc('begin_portone_payment', { booking_id: booking.id }), 'PT404', 'not_found');
    expect(await bookingRow(booking.id)).toMatchObject({ payment_status: 'pending' });
    // a client reads their own PortOne attempts only
    const mine = expectOk(await P.clientA.db.from('payment_checkouts').select('client_id, provider').eq('provider', 'portone'));
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r: { client_id: string }) => r.client_id === P.clientA.id)).toBe(true);
  });
});
