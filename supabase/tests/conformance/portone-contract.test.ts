// The contract between the product and PortOne's V2 API, as the local fake
// (tests/helpers/fakePortOne.ts) enforces it, exercised with the real @portone/server-sdk 0.19
// exactly as the functions (_shared/portone.ts) and the worker (portoneRefunds.ts) build it: the
// paths, the `PortOne <secret>` Authorization, PortOne's error bodies (which the SDK turns into
// GetPaymentError / CancelPaymentError with data.type), the payment and cancellation shapes, the
// cancel body (reason, currentCancellableAmount), and webhooks signed per Standard Webhooks and
// checked by the SDK's Webhook.verify (5-minute tolerance). Nothing here leaves the machine.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PortOneError, Webhook } from '@portone/server-sdk';
import { fetchPayment, parseChannelKeys, portoneClient, portoneLocale } from '../../functions/_shared/portone.ts';
import { portoneErrorType, portoneFor, portoneRefundSender } from '../../../packages/worker/src/portoneRefunds.ts';
import { FakePortOne, portoneWebhook, signWebhook } from '../helpers/fakePortOne.ts';

let fake: FakePortOne;
beforeAll(async () => { fake = await new FakePortOne().start(); });
afterAll(async () => { await fake?.close(); });

const pid = () => `klp_${crypto.randomUUID().replace(/-/g, '')}`;
const caught = async (p: Promise<unknown>) => p.then(() => { throw new Error('expected a rejection'); }, (e: unknown) => e);

describe('GET /payments/{paymentId} (portone-complete, portone-webhook)', () => {
  test('a paid payment: the request shape and what the SDK returns', async () => {
    const id = pid();
    await fake.pay({ paymentId: id, totalAmount: 90000 });
    const before = fake.requests.length;
    const p = await portoneClient(fake.apiSecret, fake.url).payment.getPayment({ paymentId: id });
    const [req] = fake.requests.slice(before);
    expect(req).toMatchObject({ method: 'GET', path: `/payments/${id}`, status: 200 });
    expect(req.headers.authorization).toBe(`PortOne ${fake.apiSecret}`);
    expect(req.headers['user-agent']).toMatch(/^portone-server-sdk-js\/js-v0\.19\.0/);
    expect(p.status).toBe('PAID');
    if (p.status !== 'PAID') return;
    expect(p).toMatchObject({ id, storeId: fake.storeId, currency: 'KRW', amount: { total: 90000, paid: 90000, cancelled: 0 }, channel: { type: 'TEST' } });
    expect(Date.parse(p.paidAt)).not.toBeNaN();
    expect(p.method?.type).toBe('PaymentMethodCard');
  });

  test('errors are PortOne\'s: a wrong secret 401 UNAUTHORIZED, an unknown id 404 PAYMENT_NOT_FOUND (thrown, never null)', async () => {
    const id = pid();
    await fake.pay({ paymentId: id, totalAmount: 1000 });
    const wrong = await caught(portoneClient('not-the-secret', fake.url).payment.getPayment({ paymentId: id }));
    expect(wrong).toBeInstanceOf(PortOneError);
    expect(portoneErrorType(wrong)).toBe('UNAUTHORIZED');
    expect(fake.requests.at(-1)?.status).toBe(401);
    const missing = await caught(portoneClient(fake.apiSecret, fake.url).payment.getPayment({ paymentId: 'klp_nobody' }));
    expect(portoneErrorType(missing)).toBe('PAYMENT_NOT_FOUND');
    expect(fake.requests.at(-1)?.status).toBe(404);
    // the functions read a 404 as a payment PortOne does not know; other failures throw
    const cfg = { secret: fake.apiSecret, storeId: fake.storeId, channels: [], apiBase: fake.url };
    expect(await fetchPayment(cfg, 'klp_nobody')).toEqual({ id: 'klp_nobody', status: 'NOT_FOUND' });
    expect(portoneErrorType(await caught(fetchPayment({ ...cfg, secret: 'x' }, id)))).toBe('UNAUTHORIZED');
  });

  test('READY, FAILED and a payment of another store come back as PortOne has them', async () => {
    const client = portoneClient(fake.apiSecret, fake.url);
    const ready = pid();
    await fake.pay({ paymentId: ready, totalAmount: 5000, status: 'READY' });
    expect(await client.payment.getPayment({ paymentId: ready })).toMatchObject({ status: 'READY', amount: { total: 5000, paid: 0 } });
    const failed = pid();
    await fake.pay({ paymentId: failed, totalAmount: 5000, fail: true });
    expect(await client.payment.getPayment({ paymentId: failed })).toMatchObject({ status: 'FAILED', failure: { reason: expect.any(String) } });
    const other = pid();
    await fake.pay({ paymentId: other, totalAmount: 5000, storeId: 'store-other' });
    expect(await client.payment.getPayment({ paymentId: other })).toMatchObject({ status: 'PAID', storeId: 'store-other' });
  });
});

describe('POST /payments/{paymentId}/cancel (the refund worker)', () => {
  test('a full cancellation: the body, SUCCEEDED, the payment CANCELLED; again: 409 PAYMENT_ALREADY_CANCELLED', async () => {
    const id = pid();
    await fake.pay({ paymentId: id, totalAmount: 90000 });
    const portone = portoneFor(fake.apiSecret, fake.url);
    const before = fake.requests.length;
    const { cancellation } = await portone.payment.cancelPayment({ paymentId: id, reason: 'Booking cancelled', currentCancellableAmount: 90000 });
    const [req] = fake.requests.slice(before);
    expect(req).toMatchObject({ method: 'POST', path: `/payments/${id}/cancel`, status: 200 });
    expect(req.body).toEqual({ reason: 'Booking cancelled', currentCancellableAmount: 90000 });
    expect(cancellation).toMatchObject({ status: 'SUCCEEDED', totalAmount: 90000, id: expect.any(String) });
    expect(await portone.payment.getPayment({ paymentId: id })).toMatchObject({ status: 'CANCELLED', amount: { cancelled: 90000 } });
    const again = await caught(portone.payment.cancelPayment({ paymentId: id, reason: 'again', currentCancellableAmount: 90000 }));
    expect(portoneErrorType(again)).toBe('PAYMENT_ALREADY_CANCELLED');
    expect(fake.requests.at(-1)?.status).toBe(409);
  });

  test('refusals: not paid 409 PAYMENT_NOT_PAID, a changed cancellable amount 409 CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN, no reason 400, unknown 404, wrong secret 401', async () => {
    const portone = portoneFor(fake.apiSecret, fake.url);
    const ready = pid();
    await fake.pay({ paymentId: ready, totalAmount: 1000, status: 'READY' });
    expect(portoneErrorType(await caught(portone.payment.cancelPayment({ paymentId: ready, reason: 'x' })))).toBe('PAYMENT_NOT_PAID');
    const paid = pid();
    await fake.pay({ paymentId: paid, totalAmount: 1000 });
    expect(portoneErrorType(await caught(portone.payment.cancelPayment({ paymentId: paid, reason: 'x', currentCancellableAmount: 999 }))))
      .toBe('CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN');
    expect(portoneErrorType(await caught(portone.payment.cancelPayment({ paymentId: paid, reason: '' })))).toBe('INVALID_REQUEST');
    expect(portoneErrorType(await caught(portone.payment.cancelPayment({ paymentId: 'klp_nobody', reason: 'x' })))).toBe('PAYMENT_NOT_FOUND');
    expect(portoneErrorType(await caught(portoneFor('wrong', fake.url).payment.cancelPayment({ paymentId: paid, reason: 'x' })))).toBe('UNAUTHORIZED');
    expect(fake.payments.get(paid)?.status).toBe('PAID');
  });

  test('the worker\'s sender: SUCCEEDED done at once, REQUESTED waits, a lost answer (already cancelled) is read back as done, PG errors retried, refusals final', async () => {
    const send = portoneRefundSender({ secret: fake.apiSecret, apiBase: fake.url });
    const job = (id: string, amount: number) => ({ id: 'j', provider: 'portone', transaction_id: id, amount, currency: 'KRW', reason: 'cancelled', idempotency_key: `refund_${id}`, booking_id: null, attempt: 1 });
    const a = pid();
    await fake.pay({ paymentId: a, totalAmount: 30000 });
    const done = await send.send(job(a, 30000));
    expect(done).toEqual({ refundId: fake.payments.get(a)!.cancellations[0].id, succeeded: true });
    expect(fake.requests.at(-1)?.body).toMatchObject({ reason: 'Booking cancelled (예약 취소)', currentCancellableAmount: 30000 });
    // the same job again (its answer was lost): PortOne says already cancelled; the payment is read back
    expect(await send.send(job(a, 30000))).toEqual({ refundId: fake.payments.get(a)!.cancellations[0].id, succeeded: true });

    const b = pid();
    await fake.pay({ paymentId: b, totalAmount: 30000 });
    fake.cancelMode = 'REQUESTED';
    try {
      expect(await send.send(job(b, 30000))).toMatchObject({ succeeded: false });
      expect(fake.payments.get(b)?.status).toBe('PAID');
    } finally {
      fake.cancelMode = 'SUCCEEDED';
    }

    const c = pid();
    await fake.pay({ paymentId: c, totalAmount: 30000 });
    fake.failCancels = { count: 1, status: 502, type: 'PG_PROVIDER' };
    const pg = await caught(send.send(job(c, 30000)));
    expect(String(pg)).toMatch(/portone: PG_PROVIDER/);
    expect(send.permanent(pg)).toBe(false);
    const broken = await caught(send.send(job(c, 29999)));
    expect(String(broken)).toMatch(/CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN/);
    expect(send.permanent(broken)).toBe(true);
    expect(send.permanent(new TypeError('fetch failed'))).toBe(false);
    expect(fake.payments.get(c)?.status).toBe('PAID');
  });
});

describe('webhooks (Standard Webhooks, the SDK\'s verifier)', () => {
  const body = JSON.stringify(portoneWebhook('Transaction.Paid', { storeId: 'store-1', paymentId: 'klp_1', transactionId: 'tx-1' }));

  test('the fake\'s signature verifies, with or without the whsec_ prefix, and yields the parsed webhook', async () => {
    const headers = signWebhook(body, fake.webhookSecret);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(await Webhook.verify(fake.webhookSecret, body, headers)).toMatchObject({ type: 'Transaction.Paid', data: { paymentId: 'klp_1' } });
    const bare = fake.webhookSecret.replace(/^whsec_/, '');
    expect(await Webhook.verify(bare, body, signWebhook(body, bare))).toMatchObject({ type: 'Transaction.Paid' });
  });

  test('refused: another secret, a changed body, missing headers, older than 5 minutes, from the future', async () => {
    const reason = async (p: Promise<unknown>) => ((await caught(p)) as Webhook.WebhookVerificationError).reason;
    const other = 'whsec_' + Buffer.from('another secret of 32 bytes......').toString('base64');
    expect(await reason(Webhook.verify(fake.webhookSecret, body, signWebhook(body, other)))).toBe('NO_MATCHING_SIGNATURE');
    expect(await reason(Webhook.verify(fake.webhookSecret, body.replace('klp_1', 'klp_2'), signWebhook(body, fake.webhookSecret)))).toBe('NO_MATCHING_SIGNATURE');
    expect(await reason(Webhook.verify(fake.webhookSecret, body, {}))).toBe('MISSING_REQUIRED_HEADERS');
    const old = Math.floor(Date.now() / 1000) - 301;
    expect(await reason(Webhook.verify(fake.webhookSecret, body, signWebhook(body, fake.webhookSecret, { timestamp: old })))).toBe('TIMESTAMP_TOO_OLD');
    const future = Math.floor(Date.now() / 1000) + 301;
    expect(await reason(Webhook.verify(fake.webhookSecret, body, signWebhook(body, fake.webhookSecret, { timestamp: future })))).toBe('TIMESTAMP_TOO_NEW');
    // within the tolerance
    const recent = Math.floor(Date.now() / 1000) - 200;
    expect(await Webhook.verify(fake.webhookSecret, body, signWebhook(body, fake.webhookSecret, { timestamp: recent }))).toBeTruthy();
  });
});

describe('the payment window (test endpoint of the contract) and configuration', () => {
  test('POST /__test/pay answers what requestPayment resolves to, records the payment and signs Transaction.Paid to the webhook', async () => {
    const received: { headers: Record<string, string>; body: string }[] = [];
    const http = await import('node:http');
    const sink = http.createServer((req, res) => {
      let b = '';
      req.on('data', (c) => { b += c; });
      req.on('end', () => { received.push({ headers: req.headers as Record<string, string>, body: b }); res.end('{}'); });
    });
    await new Promise<void>((r) => sink.listen(0, '127.0.0.1', () => r()));
    fake.webhookUrl = `http://127.0.0.1:${(sink.address() as { port: number }).port}/hook`;
    try {
      const id = pid();
      const pre = await fetch(`${fake.url}/__test/pay`, { method: 'OPTIONS' });
      expect(pre.headers.get('access-control-allow-origin')).toBe('*');
      const r = await fetch(`${fake.url}/__test/pay`, { method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ storeId: fake.storeId, paymentId: id, channelKey: fake.channels[0].channelKey, totalAmount: 40000, currency: 'KRW' }) });
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(await r.json()).toEqual({ transactionType: 'PAYMENT', txId: expect.any(String), paymentId: id });
      expect(fake.payments.get(id)).toMatchObject({ status: 'PAID', amount: { total: 40000 } });
      await fake.settled();
      expect(received).toHaveLength(1);
      const hook = await Webhook.verify(fake.webhookSecret, received[0].body, received[0].headers);
      expect(hook).toMatchObject({ type: 'Transaction.Paid', data: { paymentId: id, storeId: fake.storeId } });
      // paying it again fails in the window, as PortOne does for a paid id; a failure is reported with a code
      const again = await (await fetch(`${fake.url}/__test/pay`, { method: 'POST', body: JSON.stringify({ storeId: fake.storeId, paymentId: id, channelKey: fake.channels[0].channelKey, totalAmount: 40000, currency: 'KRW' }) })).json();
      expect(again).toMatchObject({ paymentId: id, code: expect.any(String) });
      const failedId = pid();
      const failed = await (await fetch(`${fake.url}/__test/pay`, { method: 'POST', body: JSON.stringify({ storeId: fake.storeId, paymentId: failedId, channelKey: fake.channels[1].channelKey, totalAmount: 40000, currency: 'KRW', fail: true }) })).json();
      expect(failed).toMatchObject({ transactionType: 'PAYMENT', paymentId: failedId, code: expect.any(String), message: expect.any(String) });
      expect(fake.payments.get(failedId)?.status).toBe('FAILED');
    } finally {
      fake.webhookUrl = undefined;
      await new Promise<void>((r) => sink.close(() => r()));
    }
  });

  test('PORTONE_CHANNEL_KEYS and locales', () => {
    expect(parseChannelKeys(fake.channelKeys)).toEqual(fake.channels);
    expect(parseChannelKeys('CARD:channel-key-1111, EASY_PAY:channel-key-2222')).toEqual([
      { payMethod: 'CARD', channelKey: 'channel-key-1111' }, { payMethod: 'EASY_PAY', channelKey: 'channel-key-2222' }]);
    expect(parseChannelKeys('channel-key-3333,')).toEqual([{ payMethod: 'CARD', channelKey: 'channel-key-3333' }]);
    expect(parseChannelKeys('')).toEqual([]);
    expect(['ko', 'en', 'zh', 'ja', 'vi'].map(portoneLocale)).toEqual(['KO_KR', 'EN_US', 'ZH_CN', 'JA_JP', 'EN_US']);
  });
});
