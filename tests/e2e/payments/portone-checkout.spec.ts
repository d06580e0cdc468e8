// Paying with PortOne (issue 26) in the browser, against the local fake of PortOne's API
// (supabase/tests/helpers/fakePortOne.ts), so nothing leaves the machine: a second `pnpm start`
// (port E2E_PORT + 1) runs with PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_CHANNEL_KEYS (a card
// and an easy-pay channel), PORTONE_WEBHOOK_SECRET and PORTONE_API_BASE.
//
// PortOne is stubbed at the SDK's boundary only: the site's real @portone/browser-sdk loader runs
// and injects https://cdn.portone.io/v2/browser-sdk.js, which Playwright answers with a small script
// defining window.PortOne.requestPayment; that plays the client in PortOne's window by POSTing to
// the fake's /__test/pay (through a Playwright binding: PortOne's window is PortOne's own origin, not
// the site's, so the site's connect-src has no business allowing the fake) and resolves with its
// answer, or with a `code` when the client closes the window. Everything after that is real:
// portone-complete reads the payment from the fake's API, the database applies it, the fake's
// signed Transaction.Paid webhook arrives later at portone-webhook.
//
// The site served here is the suite's one build, made without PORTONE_STORE_ID, so its CSP does not
// allow PortOne (checked); the pages are served with the policy a PortOne-configured build has
// (securityPolicy.ts portoneCsp, the same functions astro.config.mjs uses), so the SDK's script
// passes the real policy check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { FakePortOne } from '../../../supabase/tests/helpers/fakePortOne.ts';
import { baseCspDirectives, portoneCsp, PORTONE_SDK_URL } from '../../../packages/shared/src/securityPolicy.ts';
import { PUBLISHABLE_KEY, DEMO_LAWYER_ID, PASSWORD, openSlots } from '../common.ts';

const PORT = Number(process.env.E2E_PORT ?? 4599) + 1;
const URL_ = `http://localhost:${PORT}`;
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'klegal-e2e-portone-'));
let fake: FakePortOne;
let server: ChildProcess | null = null;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  fake = await new FakePortOne({ webhookUrl: `${URL_}/functions/v1/portone-webhook`, webhookDelayMs: 1500 }).start();
  server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../../supabase/scripts/start.ts')], {
    env: {
      ...process.env, PORT: String(PORT), DATA_DIR, LOG: '0', AUTH_RATE_LIMIT: '0', SKIP_BUILD: '1', BOOKING_MAX_HOLDS_PER_ADDRESS: '100000',
      PORTONE_API_SECRET: fake.apiSecret, PORTONE_STORE_ID: fake.storeId, PORTONE_CHANNEL_KEYS: fake.channelKeys,
      PORTONE_WEBHOOK_SECRET: fake.webhookSecret, PORTONE_API_BASE: fake.url, SITE_URL: URL_,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 540_000;
  for (;;) {
    try {
      if ((await fetch(`${URL_}/auth/v1/health`)).ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error('the PortOne-configured server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  // wait for the server to be gone: the next spec file may start its own on the same port
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await fake?.close();
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

/** A new client on this server with a held, unpaid booking of the demo lawyer. */
async function clientWithHold() {
  const sb = createClient(URL_, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const email = `e2e-portone-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { data, error } = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name: 'PortOne Client', name_english: 'PortOne Client' } } });
  expect(error).toBeNull();
  const session = data.session ?? (await sb.auth.signInWithPassword({ email, password: PASSWORD })).data.session;
  expect(session).not.toBeNull();
  expect((await sb.from('user_roles').insert({ user_id: data.user!.id, role: 'client' })).error).toBeNull();
  let booking: { id: string; fee_amount: number } | null = null;
  // a slot the lawyer has open on this server (lawyer_open_slots; create_booking refuses the others)
  for (const { date, time } of (await openSlots(sb, DEMO_LAWYER_ID)).slice(0, 30)) {
    const r = await sb.rpc('create_booking', { lawyer_id: DEMO_LAWYER_ID, booking_date: date, booking_time: time, duration_minutes: 40 });
    if (!r.error) booking = r.data as { id: string; fee_amount: number };
    if (booking) break;
  }
  expect(booking).not.toBeNull();
  return { sb, session: session!, booking: booking! };
}

interface WindowCall { request: Record<string, unknown>; answer: Record<string, unknown> }

/**
 * PortOne at the SDK boundary for this page: the site's pages with a PortOne build's policy, the
 * CDN script answered by the stub, and the window played by `play` ('pay' = the client pays in
 * PortOne's window, 'close' = the client closes it).
 */
async function stubPortOne(page: Page, play: { mode: 'pay' | 'close' }, csp: 'portone' | 'as built' = 'portone') {
  const calls: WindowCall[] = [];
  const sdkLoads: string[] = [];
  const portone = portoneCsp({ PORTONE_STORE_ID: fake.storeId });
  const plain = baseCspDirectives(undefined).join(';');
  if (csp === 'portone') await page.route((url) => url.origin === URL_ && (url.pathname.startsWith('/client/bookings') || url.pathname.startsWith('/booking')), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const meta = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html);
    expect(meta, 'the page carries its CSP').not.toBeNull();
    // the suite's build was made without PortOne: its policy is the plain one, PortOne nowhere
    expect(meta![1]).toContain(plain);
    expect(meta![1]).not.toMatch(/portone|iamport/);
    const configured = meta![1]
      .replace(plain, baseCspDirectives(undefined, portone).join(';'))
      .replace("script-src 'self'", `script-src 'self' ${portone.script.join(' ')}`);
    await route.fulfill({ response, body: html.replace(meta![1], configured) });
  });
  await page.route(PORTONE_SDK_URL, async (route) => {
    sdkLoads.push(route.request().url());
    await route.fulfill({
      contentType: 'application/javascript',
      body: 'window.PortOne = { requestPayment: function (request) { return window.__portoneWindow(request); } };',
    });
  });
  await page.exposeBinding('__portoneWindow', async (_source, request: Record<string, unknown>) => {
    let answer: Record<string, unknown>;
    if (play.mode === 'close') {
      answer = { transactionType: 'PAYMENT', txId: `tx-${Date.now()}`, paymentId: request.paymentId, code: 'FAILURE_TYPE_PG', message: '사용자가 결제를 취소하였습니다.' };
    } else {
      const r = await fetch(`${fake.url}/__test/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ storeId: request.storeId, paymentId: request.paymentId, channelKey: request.channelKey, totalAmount: request.totalAmount, currency: request.currency }),
      });
      answer = (await r.json()) as Record<string, unknown>;
    }
    calls.push({ request, answer });
    return answer;
  });
  return { calls, sdkLoads };
}

async function openBookings(page: Page, session: unknown, bookingId: string) {
  await page.goto(`${URL_}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['sb-localhost-auth-token', JSON.stringify(session)] as const);
  await page.goto(`${URL_}/client/bookings?booking=${bookingId}`);
  return page.locator(`[data-booking-id="${bookingId}"]`);
}

async function bookingRow(sb: SupabaseClient, id: string) {
  return (await sb.from('booking_details').select('status, payment_status, payment_provider').eq('id', id).single()).data;
}

test('pay through PortOne: the client chooses a channel, pays in the window, the booking is paid; the webhook later changes nothing', async ({ page }) => {
  const { sb, session, booking } = await clientWithHold();
  expect((await sb.rpc('payment_methods')).data).toEqual({ stripe: false, test_mode: true, portone: true });
  const { calls, sdkLoads } = await stubPortOne(page, { mode: 'pay' });
  // no page loads the SDK (nor its loader's chunk) until the client pays
  const scripts: string[] = [];
  page.on('response', (r) => { if (r.request().resourceType() === 'script') void r.text().then((t) => scripts.push(t), () => {}); });

  const card = await openBookings(page, session, booking.id);
  await card.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText("You will pay in PortOne's secure payment window")).toBeVisible();
  expect(sdkLoads).toEqual([]);
  expect(scripts.some((s) => s.includes('cdn.portone.io/v2/browser-sdk.js'))).toBe(false);
  await dialog.getByRole('button', { name: /^Pay ₩/ }).click();

  // two channels: the client chooses, in the page's language; the new UI passes axe
  const choice = dialog.getByRole('group', { name: 'How would you like to pay?' });
  await expect(choice.getByRole('radio', { name: 'Card (incl. foreign cards)' })).toBeChecked();
  await expect(choice.getByRole('radio', { name: 'Korean easy pay' })).not.toBeChecked();
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await choice.getByRole('radio', { name: 'Korean easy pay' }).check();
  await dialog.getByRole('button', { name: 'Open the payment window' }).click();

  // the window asked for exactly what portone-prepare said, with the chosen channel
  await expect.poll(() => calls.length).toBe(1);
  const easyPay = fake.channels.find((c) => c.payMethod === 'EASY_PAY')!;
  expect(calls[0]!.request).toMatchObject({
    storeId: fake.storeId, totalAmount: booking.fee_amount, currency: 'KRW', channelKey: easyPay.channelKey, payMethod: 'EASY_PAY',
    locale: 'EN_US', redirectUrl: `${URL_}/client/bookings?booking=${booking.id}&portone=return`,
  });
  expect(sdkLoads).toEqual([PORTONE_SDK_URL]);
  const paymentId = String(calls[0]!.request.paymentId);

  // portone-complete asked PortOne's API and the database applied it: paid before the webhook
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  expect(fake.requests.some((r) => r.method === 'GET' && r.path === `/payments/${paymentId}`)).toBe(true);
  expect(fake.deliveries).toEqual([]);
  expect(await bookingRow(sb, booking.id)).toEqual({ status: 'pending', payment_status: 'paid', payment_provider: 'portone' });
  const before = (await sb.from('payment_history').select('*').eq('booking_id', booking.id)).data;
  expect(before).toHaveLength(1);

  // the signed Transaction.Paid arrives 1.5 s later: accepted, and nothing changes
  await fake.settled();
  expect(fake.deliveries).toEqual([{ type: 'Transaction.Paid', paymentId, status: 200 }]);
  expect((await sb.from('payment_history').select('*').eq('booking_id', booking.id)).data).toEqual(before);
  expect(await bookingRow(sb, booking.id)).toEqual({ status: 'pending', payment_status: 'paid', payment_provider: 'portone' });
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  expect(await page.getByText('Payment complete').count()).toBeLessThanOrEqual(1);
});

test('the client closes PortOne\'s window: told so, nothing paid, Pay now again; the retry is a new attempt and pays', async ({ page }) => {
  const { sb, session, booking } = await clientWithHold();
  const play: { mode: 'pay' | 'close' } = { mode: 'close' };
  const { calls } = await stubPortOne(page, play);
  const card = await openBookings(page, session, booking.id);

  await card.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Pay ₩/ }).click();
  await dialog.getByRole('button', { name: 'Open the payment window' }).click();
  await expect(page.getByText('Payment not completed')).toBeVisible();
  await expect(page.getByText('The payment window was closed before the payment went through. Nothing was charged; you can pay while the booking is still held.')).toBeVisible();
  expect(calls).toHaveLength(1);
  const first = String(calls[0]!.request.paymentId);
  // nothing was asked of PortOne's API, nothing is paid, the client can pay again
  expect(fake.requests.filter((r) => r.path === `/payments/${first}`)).toEqual([]);
  expect(fake.payments.has(first)).toBe(false);
  expect(await bookingRow(sb, booking.id)).toMatchObject({ payment_status: 'pending' });
  await expect(card.getByText('Payment Pending', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pay now' })).toBeEnabled();

  play.mode = 'pay';
  await card.getByRole('button', { name: 'Pay now' }).click();
  await dialog.getByRole('button', { name: /^Pay ₩/ }).click();
  await dialog.getByRole('button', { name: 'Open the payment window' }).click();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  expect(calls).toHaveLength(2);
  expect(String(calls[1]!.request.paymentId)).not.toBe(first);
  expect(await bookingRow(sb, booking.id)).toMatchObject({ payment_status: 'paid', payment_provider: 'portone' });
});

test('back from PortOne\'s pages (mobile redirect): paid is checked on the server; a code says not completed', async ({ page }) => {
  const { sb, session, booking } = await clientWithHold();
  await stubPortOne(page, { mode: 'pay' });
  // what portone-prepare gives the page, asked here as the client's browser would
  const prepare = async () => {
    const r = await fetch(`${URL_}/functions/v1/portone-prepare`, {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ booking_id: booking.id, locale: 'ko' }),
    });
    expect(r.status).toBe(200);
    return (await r.json()) as { paymentId: string; totalAmount: number; redirectUrl: string; channels: { channelKey: string }[] };
  };

  // the client gave up on the PG's page: PortOne sends them back with a code
  const gaveUp = await prepare();
  expect(gaveUp.redirectUrl).toBe(`${URL_}/ko/client/bookings?booking=${booking.id}&portone=return`);
  await page.goto(`${URL_}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['sb-localhost-auth-token', JSON.stringify(session)] as const);
  await page.goto(`${gaveUp.redirectUrl}&paymentId=${gaveUp.paymentId}&code=FAILURE_TYPE_PG&message=${encodeURIComponent('사용자가 결제를 취소하였습니다.')}`);
  await expect(page.getByText('결제가 완료되지 않았습니다', { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(`${URL_}/ko/client/bookings?booking=${booking.id}`);
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(card.getByRole('button', { name: '지금 결제' })).toBeVisible();
  expect(await bookingRow(sb, booking.id)).toMatchObject({ payment_status: 'pending' });

  // paid on the PG's page (the fake's webhook not sent): back here, portone-complete applies it
  const paid = await prepare();
  await fake.pay({ paymentId: paid.paymentId, totalAmount: paid.totalAmount, channelKey: paid.channels[0]!.channelKey, webhook: false });
  await page.goto(`${paid.redirectUrl}&paymentId=${paid.paymentId}`);
  await expect(card.getByText('결제 완료', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(`${URL_}/ko/client/bookings?booking=${booking.id}`);
  expect(await bookingRow(sb, booking.id)).toMatchObject({ payment_status: 'paid', payment_provider: 'portone' });
});

test('a build without PortOne in its CSP: the browser refuses PortOne\'s script, the page says the window could not be opened, nothing is paid', async ({ page }) => {
  const { sb, session, booking } = await clientWithHold();
  const { calls, sdkLoads } = await stubPortOne(page, { mode: 'pay' }, 'as built');
  const blocked: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) blocked.push(m.text()); });
  const card = await openBookings(page, session, booking.id);
  await card.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Pay ₩/ }).click();
  await dialog.getByRole('button', { name: 'Open the payment window' }).click();
  await expect(page.getByText('The payment window could not be opened. Please check your connection and try again.')).toBeVisible();
  expect(sdkLoads).toEqual([]);
  expect(calls).toEqual([]);
  expect(blocked.some((t) => t.includes('cdn.portone.io'))).toBe(true);
  expect(await bookingRow(sb, booking.id)).toMatchObject({ payment_status: 'pending' });
  await expect(card.getByRole('button', { name: 'Pay now' })).toBeEnabled();
});

test('a client books on the booking page and pays there through PortOne: on to My Bookings, checked on the server, paid', async ({ page }) => {
  const { sb, session } = await clientWithHold();
  const { calls } = await stubPortOne(page, { mode: 'pay' });
  await page.goto(`${URL_}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['sb-localhost-auth-token', JSON.stringify(session)] as const);
  const [{ date: day, time }] = await openSlots(sb, DEMO_LAWYER_ID);
  await page.goto(`${URL_}/booking?lawyer=${DEMO_LAWYER_ID}&date=${day}&time=${time}&duration=20`);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText("You will pay in PortOne's secure payment window")).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₩/ }).click();
  await page.getByRole('group', { name: 'How would you like to pay?' }).getByRole('radio', { name: 'Card (incl. foreign cards)' }).check();
  await page.getByRole('button', { name: 'Open the payment window' }).click();

  // the window paid: on to the portal, where portone-complete checks it; the URL is cleaned
  const { data: mine } = await sb.from('bookings').select('id, fee_amount').eq('booking_date', day).eq('booking_time', `${time}:00`);
  expect(mine).toHaveLength(1);
  const id = mine![0]!.id as string;
  await expect(page).toHaveURL(`${URL_}/client/bookings?booking=${id}`);
  const card = page.locator(`[data-booking-id="${id}"]`);
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(calls[0]!.request).toMatchObject({ totalAmount: mine![0]!.fee_amount, channelKey: fake.channels.find((c) => c.payMethod === 'CARD')!.channelKey, payMethod: 'CARD' });
  expect(await bookingRow(sb, id)).toMatchObject({ payment_status: 'paid', payment_provider: 'portone' });
});

test('a second payment of a booking already paid (another attempt): refunded, and the page says why', async ({ page }) => {
  const { sb, session, booking } = await clientWithHold();
  await stubPortOne(page, { mode: 'pay' });
  const prepare = async () => {
    const r = await fetch(`${URL_}/functions/v1/portone-prepare`, {
      method: 'POST',
      headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ booking_id: booking.id, locale: 'en' }),
    });
    expect(r.status).toBe(200);
    return (await r.json()) as { paymentId: string; totalAmount: number; redirectUrl: string; channels: { channelKey: string }[] };
  };
  // two windows (two tabs, say), both paid on the PG's pages
  const [a, b] = [await prepare(), await prepare()];
  expect(a.paymentId).not.toBe(b.paymentId);
  for (const x of [a, b]) await fake.pay({ paymentId: x.paymentId, totalAmount: x.totalAmount, channelKey: x.channels[0]!.channelKey, webhook: false });

  await page.goto(`${URL_}/`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), ['sb-localhost-auth-token', JSON.stringify(session)] as const);
  await page.goto(`${a.redirectUrl}&paymentId=${a.paymentId}`);
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  await page.goto(`${b.redirectUrl}&paymentId=${b.paymentId}`);
  await expect(page.getByText('Payment being refunded')).toBeVisible();
  await expect(page.getByText(/^This booking was already paid, so this second payment of ₩[\d,]+ is being refunded in full\.$/)).toBeVisible();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible();
  expect(await bookingRow(sb, booking.id)).toMatchObject({ payment_status: 'paid', payment_provider: 'portone' });
  // the worker gives the second payment back through PortOne's cancel API
  await expect.poll(() => fake.payments.get(b.paymentId)?.status, { timeout: 20_000 }).toBe('CANCELLED');
  expect(fake.payments.get(a.paymentId)?.status).toBe('PAID');
});
