// Paying with Stripe (issue 19) in the browser, against a local fake of Stripe's API and its hosted
// page (supabase/tests/helpers/fakeStripe.ts), so nothing leaves the machine: a second `pnpm start`
// (port E2E_PORT + 1) runs with STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE. The
// client presses Pay now in the portal → Stripe's page → Pay → back on /client/bookings with
// "Payment processing" → the signed webhook arrives (1.5 s later) → Paid, live, without a reload.
// Refunds (issue 25): the client cancels a card-paid booking → "Refund pending" → the worker that
// `pnpm start` runs (its Stripe refund task, wired because STRIPE_SECRET_KEY is set) sends the
// refund to the fake → Stripe's charge.refunded, signed, reaches the webhook → "Refunded", live
// (payment_history is published to its client), without a reload.
// Test mode without Stripe is what every other journey uses (the default server).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { FakeStripe, stripeEvent } from '../../../supabase/tests/helpers/fakeStripe.ts';
import { PUBLISHABLE_KEY, CLIENT, DEMO_LAWYER_ID, PASSWORD, openSlots } from '../common.ts';

const PORT = Number(process.env.E2E_PORT ?? 4599) + 1;
const URL_ = `http://localhost:${PORT}`;
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'klegal-e2e-stripe-'));
let fake: FakeStripe;
let server: ChildProcess | null = null;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  fake = await new FakeStripe({ webhookSecret: 'whsec_e2e_' + 'x'.repeat(24), webhookUrl: `${URL_}/functions/v1/stripe-webhook`, webhookDelayMs: 1500 }).start();
  server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../../supabase/scripts/start.ts')], {
    env: {
      ...process.env, PORT: String(PORT), DATA_DIR, LOG: '0', AUTH_RATE_LIMIT: '0', SKIP_BUILD: '1', BOOKING_MAX_HOLDS_PER_ADDRESS: '100000',
      STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: fake.webhookSecret, STRIPE_API_BASE: fake.url, SITE_URL: URL_,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 540_000;
  for (;;) {
    try {
      if ((await fetch(`${URL_}/auth/v1/health`)).ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error('the Stripe-configured server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

test('pay → Stripe → back: "Payment processing", then Paid live when the webhook arrives', async ({ page }) => {
  const sb = createClient(URL_, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data: signIn, error } = await sb.auth.signInWithPassword({ email: 'client2@demo.test', password: PASSWORD });
  expect(error).toBeNull();
  expect((await sb.rpc('payment_methods')).data).toEqual({ stripe: true, test_mode: true, portone: false });
  let booking: { id: string; fee_amount: number } | null = null;
  // a slot the lawyer has open on this server (lawyer_open_slots; create_booking refuses the others)
  for (const { date, time } of (await openSlots(sb, DEMO_LAWYER_ID)).slice(0, 30)) {
    const r = await sb.rpc('create_booking', { lawyer_id: DEMO_LAWYER_ID, booking_date: date, booking_time: time, duration_minutes: 40 });
    if (!r.error) booking = r.data as { id: string; fee_amount: number };
    if (booking) break;
  }
  expect(booking).not.toBeNull();

  await page.goto(`${URL_}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['sb-localhost-auth-token', JSON.stringify(signIn.session)] as const);
  await page.goto(`${URL_}/client/bookings?booking=${booking!.id}`);
  const card = page.locator(`[data-booking-id="${booking!.id}"]`);
  await card.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You will pay securely on Stripe')).toBeVisible();
  await dialog.getByRole('button', { name: /^Pay ₩/ }).click();

  // Stripe's (fake) hosted page, with the booking's amount in KRW
  await page.waitForURL(`${fake.url}/pay/**`);
  await expect(page.getByRole('heading', { name: `Pay ${booking!.fee_amount} KRW` })).toBeVisible();
  const [request] = fake.requests.filter((r) => r.path === '/v1/checkout/sessions');
  expect(request.form).toMatchObject({ metadata: { booking_id: booking!.id }, customer_email: 'client2@demo.test' });
  await page.getByRole('button', { name: 'Pay' }).click();

  // back in the portal before the webhook: processing, no second Pay
  await page.waitForURL(`${URL_}/client/bookings?booking=${booking!.id}&checkout=return`);
  const back = page.locator(`[data-booking-id="${booking!.id}"]`);
  await expect(back.getByText('Payment processing', { exact: true })).toBeVisible();
  await expect(back.getByTestId('payment-processing')).toBeVisible();
  await expect(back.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  // the webhook lands: paid, live
  await expect(back.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(back.getByTestId('payment-processing')).toHaveCount(0);
  await expect(page).toHaveURL(`${URL_}/client/bookings?booking=${booking!.id}`);
  const { data: row } = await sb.from('booking_details').select('payment_status, payment_provider').eq('id', booking!.id).single();
  expect(row).toEqual({ payment_status: 'paid', payment_provider: 'stripe' });
});

/** A demo-client booking paid with Stripe in the browser, then cancelled on the page (no reload after). */
async function paidThenCancelled(page: Page) {
  const sb = createClient(URL_, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data: signIn, error } = await sb.auth.signInWithPassword({ email: CLIENT, password: PASSWORD });
  expect(error).toBeNull();
  let booking: { id: string; fee_amount: number } | null = null;
  for (const { date, time } of (await openSlots(sb, DEMO_LAWYER_ID)).slice(0, 30)) {
    const r = await sb.rpc('create_booking', { lawyer_id: DEMO_LAWYER_ID, booking_date: date, booking_time: time, duration_minutes: 20 });
    if (!r.error) booking = r.data as { id: string; fee_amount: number };
    if (booking) break;
  }
  expect(booking).not.toBeNull();
  const id = booking!.id;

  // paid with Stripe, through the fake's page
  await page.goto(`${URL_}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['sb-localhost-auth-token', JSON.stringify(signIn.session)] as const);
  await page.goto(`${URL_}/client/bookings?booking=${id}`);
  await page.locator(`[data-booking-id="${id}"]`).getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Pay ₩/ }).click();
  await page.waitForURL(`${fake.url}/pay/**`);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(`${URL_}/client/bookings?booking=${id}&checkout=return`);
  const card = page.locator(`[data-booking-id="${id}"]`);
  await expect(card.getByText('Paid', { exact: true })).toBeVisible({ timeout: 15_000 });
  const session = [...fake.sessions.values()].find((x) => x.metadata.booking_id === id);
  const pi = session?.payment_intent;
  expect(pi).toMatch(/^pi_test_/);

  // from here on the page is never reloaded: a marker on the document must survive to the end
  await page.evaluate(() => { (window as unknown as { refundMarker: boolean }).refundMarker = true; });
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(card.getByText('Refund pending', { exact: true })).toBeVisible();
  // the toast says the refund was asked for, not that the money is back
  await expect(page.getByText(/The refund of ₩[\d,]+ has been requested; it shows as Refunded once your card issuer confirms it\./)).toBeVisible();

  // the worker in the `pnpm start` process sends the refund to Stripe, once, with the job's key
  await expect.poll(() => fake.refunds.filter((r) => r.payment_intent === pi).length, { timeout: 20_000 }).toBe(1);
  const refund = fake.refunds.find((r) => r.payment_intent === pi)!;
  const sent = fake.requests.find((r) => r.path === '/v1/refunds' && r.form.payment_intent === pi)!;
  expect(sent).toMatchObject({ status: 200, form: { amount: String(booking!.fee_amount), reason: 'requested_by_customer', metadata: { booking_id: id } } });
  expect(sent.headers['idempotency-key']).toBe(`refund_${pi}`);
  // the worker's report back (the refund id) is not a confirmation: still pending
  await expect.poll(async () => (await sb.from('payment_history').select('provider_refund_id, refund_status').eq('booking_id', id).single()).data,
    { timeout: 10_000 }).toEqual({ provider_refund_id: refund.id, refund_status: 'pending' });
  await expect(card.getByText('Refund pending', { exact: true })).toBeVisible();
  return { sb, id, card, refundId: String(refund.id) };
}

const noReload = (page: Page) => page.evaluate(() => (window as unknown as { refundMarker?: boolean }).refundMarker);

test('cancel a card-paid booking → refund sent by the worker → charge.refunded → Refunded, live', async ({ page }) => {
  const { sb, id, card, refundId } = await paidThenCancelled(page);

  // Stripe confirms it: charge.refunded, signed, to the webhook; the page turns Refunded live
  const confirmed = await fake.deliver(stripeEvent('charge.refunded', fake.refundedCharge(refundId)));
  expect(confirmed.status).toBe(200);
  expect(await confirmed.json()).toMatchObject({ outcome: 'refund_confirmed' });
  await expect(card.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Refund pending', { exact: true })).toHaveCount(0);
  expect(await noReload(page)).toBe(true);
  const { data: row } = await sb.from('booking_details').select('status, payment_status, refund_status').eq('id', id).single();
  expect(row).toEqual({ status: 'cancelled', payment_status: 'refunded', refund_status: 'succeeded' });
});

test('a refund Stripe fails (refund.failed) shows Refund failed and that the team will be in touch, live', async ({ page }) => {
  const { sb, id, card, refundId } = await paidThenCancelled(page);

  const failed = await fake.deliver(stripeEvent('refund.failed', fake.failRefund(refundId, 'expired_or_canceled_card')));
  expect(failed.status).toBe(200);
  expect(await failed.json()).toMatchObject({ outcome: 'refund_failed', needs_attention: true });
  await expect(card.getByText('Refund failed', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByTestId('refund-failed')).toHaveText('We could not complete the refund of this payment. Our team has been notified and will contact you.');
  await expect(card.getByText('Refund pending', { exact: true })).toHaveCount(0);
  expect(await noReload(page)).toBe(true);
  const { data: row } = await sb.from('booking_details').select('status, payment_status, refund_status').eq('id', id).single();
  expect(row).toEqual({ status: 'cancelled', payment_status: 'refunded', refund_status: 'failed' });
});
