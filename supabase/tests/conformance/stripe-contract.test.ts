// The contract between the product and Stripe's API, as the local fake (tests/helpers/fakeStripe.ts)
// enforces it, exercised with the real `stripe` library exactly as create-checkout (fetch client)
// and the worker (node client) build it: the paths, the form fields, the Idempotency-Key on every
// POST (a replay answers the first response; other parameters under the same key are refused),
// the secret key in Authorization, Checkout's 30-minute minimum expiry, and webhook signatures
// made by the library's test helper and checked by constructEventAsync (tolerance 300 s). Nothing
// here leaves the machine.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { stripeClient, cryptoProvider, SIGNATURE_TOLERANCE_SECONDS, Stripe } from '../../functions/_shared/stripe.ts';
import { stripeFor } from '../../../packages/worker/src/stripeRefunds.ts';
import { FakeStripe, signEvent, stripeEvent } from '../helpers/fakeStripe.ts';

let fake: FakeStripe;
beforeAll(async () => { fake = await new FakeStripe().start(); });
afterAll(async () => { await fake?.close(); });

const sessionParams = (bookingId: string, expiresIn = 31 * 60): Stripe.Checkout.SessionCreateParams => ({
  mode: 'payment',
  line_items: [{ quantity: 1, price_data: { currency: 'krw', unit_amount: 90000, product_data: { name: 'K-Legal consultation, 40 min' } } }],
  customer_email: 'client@example.com',
  locale: 'ko',
  client_reference_id: bookingId,
  metadata: { booking_id: bookingId, checkout_id: 'c1' },
  payment_intent_data: { metadata: { booking_id: bookingId } },
  success_url: `https://site.test/client/bookings?booking=${bookingId}&checkout=return`,
  cancel_url: `https://site.test/client/bookings?booking=${bookingId}&checkout=cancel`,
  expires_at: Math.floor(Date.now() / 1000) + expiresIn,
});

describe('POST /v1/checkout/sessions (create-checkout)', () => {
  test('the request shape: path, form fields (KRW, zero-decimal amount, metadata.booking_id), key, idempotency key, API version', async () => {
    const stripe = stripeClient(fake.secretKey, fake.url);
    const before = fake.requests.length;
    const session = await stripe.checkout.sessions.create(sessionParams('b-1'), { idempotencyKey: 'checkout_c1' });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${fake.url}/pay/${session.id}`);
    const [req] = fake.requests.slice(before);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/checkout/sessions');
    expect(req.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(req.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(req.headers['idempotency-key']).toBe('checkout_c1');
    expect(req.headers['stripe-version']).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(req.form).toMatchObject({
      mode: 'payment',
      line_items: { 0: { quantity: '1', price_data: { currency: 'krw', unit_amount: '90000', product_data: { name: 'K-Legal consultation, 40 min' } } } },
      customer_email: 'client@example.com',
      locale: 'ko',
      client_reference_id: 'b-1',
      metadata: { booking_id: 'b-1', checkout_id: 'c1' },
      payment_intent_data: { metadata: { booking_id: 'b-1' } },
    });
  });

  test('idempotency: the same key and parameters answer the first session; other parameters under it are refused', async () => {
    const stripe = stripeClient(fake.secretKey, fake.url);
    const params = sessionParams('b-2');
    const a = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout_c2' });
    const b = await stripe.checkout.sessions.create(params, { idempotencyKey: 'checkout_c2' });
    expect(b.id).toBe(a.id);
    await expect(stripe.checkout.sessions.create({ ...params, locale: 'en' }, { idempotencyKey: 'checkout_c2' })).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
  });

  test('refused: an expiry under 30 minutes, a wrong secret key', async () => {
    const stripe = stripeClient(fake.secretKey, fake.url);
    await expect(stripe.checkout.sessions.create(sessionParams('b-3', 29 * 60), { idempotencyKey: 'k3' })).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripeClient('sk_test_wrong', fake.url).checkout.sessions.create(sessionParams('b-4'), { idempotencyKey: 'k4' }))
      .rejects.toMatchObject({ statusCode: 401 });
  });
});

describe('POST /v1/refunds (the worker)', () => {
  test('the request shape: payment_intent, amount, reason, metadata, the job\'s idempotency key; a replay is the same refund', async () => {
    const stripe = stripeFor(fake.secretKey, fake.url);
    const before = fake.requests.length;
    const params = { payment_intent: 'pi_test_1', amount: 90000, reason: 'requested_by_customer' as const, metadata: { booking_id: 'b-1', klegal_reason: 'cancelled', refund_job: 'j1' } };
    const r1 = await stripe.refunds.create(params, { idempotencyKey: 'refund_pi_test_1' });
    const r2 = await stripe.refunds.create(params, { idempotencyKey: 'refund_pi_test_1' });
    expect(r2.id).toBe(r1.id);
    expect(fake.refunds.length).toBe(1);
    const [req] = fake.requests.slice(before);
    expect(req.path).toBe('/v1/refunds');
    expect(req.headers['idempotency-key']).toBe('refund_pi_test_1');
    expect(req.form).toEqual({ payment_intent: 'pi_test_1', amount: '90000', reason: 'requested_by_customer', metadata: { booking_id: 'b-1', klegal_reason: 'cancelled', refund_job: 'j1' } });
  });

  test('a POST without an Idempotency-Key is refused by the fake (the product always sends one)', async () => {
    const r = await fetch(`${fake.url}/v1/refunds`, {
      method: 'POST', headers: { Authorization: `Bearer ${fake.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'payment_intent=pi_x',
    });
    expect(r.status).toBe(400);
  });
});

describe('webhook signatures (stripe-webhook)', () => {
  const secret = 'whsec_test_contract';
  const payload = JSON.stringify(stripeEvent('checkout.session.completed', { id: 'cs_1', object: 'checkout.session' }));
  const verify = (sig: string, body = payload) => Stripe.webhooks.constructEventAsync(body, sig, secret, SIGNATURE_TOLERANCE_SECONDS, cryptoProvider);

  test('the test helper\'s signature verifies within 300 s, not after, not with another secret or body', async () => {
    await expect(verify(await signEvent(payload, secret))).resolves.toMatchObject({ type: 'checkout.session.completed' });
    await expect(verify(await signEvent(payload, secret, Math.floor(Date.now() / 1000) - 299))).resolves.toBeTruthy();
    await expect(verify(await signEvent(payload, secret, Math.floor(Date.now() / 1000) - 301))).rejects.toThrow(/^Timestamp outside the tolerance zone/);
    await expect(verify(await signEvent(payload, 'whsec_other'))).rejects.toThrow(/^No signatures found matching the expected signature for payload/);
    await expect(verify(await signEvent(payload, secret), payload.replace('cs_1', 'cs_2'))).rejects.toThrow(/^No signatures found matching the expected signature for payload/);
  });
});
