// A local fake of the part of PortOne's V2 API the product calls, so that no test leaves the
// machine, enforcing PortOne's documented contract (developers.portone.io, v2.openapi.yml):
//   GET  /payments/{paymentId}          (portone-complete, portone-webhook: the SDK's getPayment)
//   POST /payments/{paymentId}/cancel   (the refund worker: the SDK's cancelPayment)
// Each request needs `Authorization: PortOne <API secret>` (else 401 UNAUTHORIZED); errors are
// PortOne's {type, message} bodies: 404 PAYMENT_NOT_FOUND, 409 PAYMENT_NOT_PAID /
// PAYMENT_ALREADY_CANCELLED / CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN /
// CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT, 400 INVALID_REQUEST, 502 PG_PROVIDER; payments and
// cancellations have the shapes the SDK 0.19 types (PaidPayment, CancelPaymentResponse...).
// The V2 API has no idempotency key: a cancel retried after it succeeded answers
// PAYMENT_ALREADY_CANCELLED, and currentCancellableAmount guards against a double cancel.
// Webhooks are signed per Standard Webhooks (HMAC-SHA256 over `${id}.${timestamp}.${body}` with
// the base64 secret, `whsec_` prefix optional), as PortOne's SDK verifies them.
//
// PortOne's platform API (/platform/*, partner settlement payouts) is served on the same host by
// fakePortOnePlatform.ts. A test-only endpoint plays the customer paying in PortOne's window:
// POST /__test/pay {storeId, paymentId, channelKey, totalAmount,
// currency, fail?} (CORS open) records the payment PAID (or FAILED), sends the signed
// Transaction.Paid (Transaction.Failed) webhook after webhookDelayMs and answers what
// @portone/browser-sdk's requestPayment resolves to.
import http from 'node:http';
import crypto from 'node:crypto';
import { FakePortOnePlatform } from './fakePortOnePlatform.ts';

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
  raw: string;
  status: number;
}

export type FakePaymentStatus = 'READY' | 'PAID' | 'FAILED' | 'PARTIAL_CANCELLED' | 'CANCELLED' | 'VIRTUAL_ACCOUNT_ISSUED' | 'PAY_PENDING';

export interface FakeCancellation {
  status: 'REQUESTED' | 'SUCCEEDED' | 'FAILED';
  id: string;
  pgCancellationId: string;
  totalAmount: number;
  taxFreeAmount: number;
  vatAmount: number;
  reason: string;
  requestedAt: string;
  cancelledAt?: string;
  trigger: 'API';
}

export interface FakePayment {
  status: FakePaymentStatus;
  id: string;
  transactionId: string;
  merchantId: string;
  storeId: string;
  method?: { type: string };
  channel: { type: 'TEST' | 'LIVE'; id: string; key: string; name: string; pgProvider: string; pgMerchantId: string };
  version: 'V2';
  requestedAt: string;
  updatedAt: string;
  statusChangedAt: string;
  orderName: string;
  amount: { total: number; taxFree: number; vat: number; supply: number; discount: number; paid: number; cancelled: number; cancelledTaxFree: number };
  currency: string;
  customer: Record<string, unknown>;
  disputes: unknown[];
  cancellations: FakeCancellation[];
  paidAt?: string;
  pgTxId?: string;
  receiptUrl?: string;
  failedAt?: string;
  failure?: { reason: string; pgCode: string; pgMessage: string };
  cancelledAt?: string;
}

export interface FakePortOneOptions {
  apiSecret?: string;
  storeId?: string;
  /** Standard Webhooks secret (base64, `whsec_` prefix); default a random one. */
  webhookSecret?: string;
  /** Where signed webhooks go (the portone-webhook function). */
  webhookUrl?: string;
  /** Webhooks are sent this long after the change (0: at once, before the answer). */
  webhookDelayMs?: number;
}

export interface PayInput {
  paymentId: string;
  totalAmount: number;
  currency?: string;
  storeId?: string;
  channelKey?: string;
  /** The end state: PAID (default), FAILED, READY (the window was closed), VIRTUAL_ACCOUNT_ISSUED. */
  status?: FakePaymentStatus;
  fail?: boolean;
  payMethod?: string;
  orderName?: string;
  customer?: Record<string, unknown>;
  /** Send the Transaction.* webhook (default: when a webhookUrl is set). */
  webhook?: boolean;
}

const rid = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;
const now = () => new Date().toISOString();

/** Standard Webhooks headers for a body, as PortOne sends them. */
export function signWebhook(payload: string, secret: string, opts: { id?: string; timestamp?: number } = {}): Record<string, string> {
  const id = opts.id ?? `msg_${crypto.randomBytes(12).toString('hex')}`;
  const timestamp = String(opts.timestamp ?? Math.floor(Date.now() / 1000));
  const key = Buffer.from(secret.startsWith('whsec_') ? secret.slice('whsec_'.length) : secret, 'base64');
  const signature = crypto.createHmac('sha256', key).update(`${id}.${timestamp}.${payload}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}

/** A PortOne V2 webhook body (version 2024-04-25). */
export function portoneWebhook(type: string, data: Record<string, unknown>): Record<string, unknown> {
  return { type, timestamp: now(), data };
}

export class FakePortOne {
  readonly apiSecret: string;
  readonly storeId: string;
  readonly webhookSecret: string;
  readonly channels: { payMethod: string; channelKey: string }[];
  webhookUrl?: string;
  webhookDelayMs: number;
  url = '';
  readonly requests: RecordedRequest[] = [];
  readonly payments = new Map<string, FakePayment>();
  readonly deliveries: { type: string; paymentId: string; status: number }[] = [];
  /** How the next cancellations end: SUCCEEDED at once (most card PGs) or REQUESTED (asynchronous). */
  cancelMode: 'SUCCEEDED' | 'REQUESTED' = 'SUCCEEDED';
  /** The next n cancel calls fail: 502 PG_PROVIDER (the PG is down) or another status/type. */
  failCancels: { count: number; status: number; type: string } = { count: 0, status: 502, type: 'PG_PROVIDER' };
  /** PortOne's platform API (partner settlement) on the same host and secret. */
  readonly platform: FakePortOnePlatform;
  private server: http.Server;
  private pending = new Set<Promise<unknown>>();

  constructor(opts: FakePortOneOptions = {}) {
    this.apiSecret = opts.apiSecret ?? 'portone_test_' + crypto.randomBytes(24).toString('hex');
    this.storeId = opts.storeId ?? `store-${crypto.randomUUID()}`;
    this.webhookSecret = opts.webhookSecret ?? 'whsec_' + crypto.randomBytes(32).toString('base64');
    this.webhookUrl = opts.webhookUrl;
    this.webhookDelayMs = opts.webhookDelayMs ?? 0;
    this.channels = [
      { payMethod: 'CARD', channelKey: `channel-key-${crypto.randomUUID()}` },
      { payMethod: 'EASY_PAY', channelKey: `channel-key-${crypto.randomUUID()}` },
    ];
    this.platform = new FakePortOnePlatform({ apiSecret: this.apiSecret });
    this.server = http.createServer((req, res) => { void this.handle(req, res); });
  }

  /** PORTONE_CHANNEL_KEYS for this fake. */
  get channelKeys(): string {
    return this.channels.map((c) => `${c.payMethod}:${c.channelKey}`).join(',');
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    const addr = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${addr.port}`;
    return this;
  }

  async close(): Promise<void> {
    await this.settled();
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  /** Waits for the webhooks sent so far (delayed ones included). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private send(res: http.ServerResponse, status: number, body: unknown, rec?: RecordedRequest, extra: Record<string, string> = {}) {
    if (rec) rec.status = status;
    res.writeHead(status, { 'Content-Type': 'application/json', ...extra });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if ((req.url ?? '').startsWith('/platform/') && (await this.platform.handle(req, res))) return;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);

    // the payment window, played by a test (the stubbed browser SDK calls it from the site)
    if (url.pathname === '/__test/pay') {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type', 'Access-Control-Allow-Methods': 'POST, OPTIONS' };
      if (req.method === 'OPTIONS') { res.writeHead(204, cors); res.end(); return; }
      if (req.method !== 'POST') return this.send(res, 405, { type: 'INVALID_REQUEST', message: 'Use POST' }, undefined, cors);
      let body: Record<string, unknown>;
      try { body = JSON.parse(raw) as Record<string, unknown>; } catch { return this.send(res, 400, { type: 'INVALID_REQUEST', message: 'JSON body required' }, undefined, cors); }
      const result = await this.payFromWindow(body);
      return this.send(res, 200, result, undefined, cors);
    }

    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    let parsed: Record<string, unknown> | null = null;
    if (raw) { try { parsed = JSON.parse(raw) as Record<string, unknown>; } catch { parsed = null; } }
    const rec: RecordedRequest = { method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), headers, body: parsed, raw, status: 0 };
    this.requests.push(rec);

    if (headers.authorization !== `PortOne ${this.apiSecret}`) {
      return this.send(res, 401, { type: 'UNAUTHORIZED', message: '인증 정보가 올바르지 않습니다.' }, rec);
    }
    const get = /^\/payments\/([^/]+)$/.exec(url.pathname);
    const cancel = /^\/payments\/([^/]+)\/cancel$/.exec(url.pathname);
    if (req.method === 'GET' && get) {
      const p = this.payments.get(decodeURIComponent(get[1]));
      const store = url.searchParams.get('storeId');
      if (!p || (store && store !== p.storeId)) return this.send(res, 404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' }, rec);
      return this.send(res, 200, p, rec);
    }
    if (req.method === 'POST' && cancel) {
      if (raw && parsed === null) return this.send(res, 400, { type: 'INVALID_REQUEST', message: '요청 본문이 올바르지 않습니다.' }, rec);
      const [status, body] = this.cancel(decodeURIComponent(cancel[1]), parsed ?? {});
      return this.send(res, status, body, rec);
    }
    return this.send(res, 404, { type: 'INVALID_REQUEST', message: `Unrecognized request (${req.method} ${url.pathname})` }, rec);
  }

  private cancel(paymentId: string, b: Record<string, unknown>): [number, unknown] {
    if (typeof b.reason !== 'string' || !b.reason.trim()) return [400, { type: 'INVALID_REQUEST', message: 'reason은 필수입니다.' }];
    for (const k of ['amount', 'currentCancellableAmount', 'taxFreeAmount', 'vatAmount']) {
      if (b[k] !== undefined && b[k] !== null && !(Number.isInteger(b[k]) && (b[k] as number) >= 0)) {
        return [400, { type: 'INVALID_REQUEST', message: `${k}이(가) 올바르지 않습니다.` }];
      }
    }
    const p = this.payments.get(paymentId);
    if (!p || (typeof b.storeId === 'string' && b.storeId !== p.storeId)) return [404, { type: 'PAYMENT_NOT_FOUND', message: '결제 건이 존재하지 않습니다.' }];
    if (p.status === 'CANCELLED') return [409, { type: 'PAYMENT_ALREADY_CANCELLED', message: '이미 취소된 결제 건입니다.' }];
    if (p.status !== 'PAID' && p.status !== 'PARTIAL_CANCELLED') return [409, { type: 'PAYMENT_NOT_PAID', message: '결제가 완료되지 않았습니다.' }];
    if (this.failCancels.count > 0) {
      this.failCancels.count -= 1;
      return [this.failCancels.status, { type: this.failCancels.type, message: 'Refused by the fake', pgCode: 'F999', pgMessage: 'PG error' }];
    }
    const cancellable = p.amount.total - p.amount.cancelled;
    if (b.currentCancellableAmount !== undefined && b.currentCancellableAmount !== null && b.currentCancellableAmount !== cancellable) {
      return [409, { type: 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN', message: '취소 가능 금액이 일치하지 않습니다.' }];
    }
    const amount = (b.amount as number | undefined) ?? cancellable;
    if (amount <= 0 || amount > cancellable) {
      return [409, { type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', message: '취소 금액이 취소 가능 금액을 초과합니다.' }];
    }
    const c: FakeCancellation = {
      status: this.cancelMode, id: rid('cancel'), pgCancellationId: `pgc_${crypto.randomBytes(6).toString('hex')}`,
      totalAmount: amount, taxFreeAmount: 0, vatAmount: Math.floor(amount / 11), reason: b.reason,
      requestedAt: now(), trigger: 'API',
    };
    p.cancellations.push(c);
    if (c.status === 'SUCCEEDED') this.settleCancellation(p, c);
    return [200, { cancellation: { ...c } }];
  }

  private settleCancellation(p: FakePayment, c: FakeCancellation) {
    c.status = 'SUCCEEDED';
    c.cancelledAt = now();
    p.amount.cancelled += c.totalAmount;
    p.status = p.amount.cancelled >= p.amount.total ? 'CANCELLED' : 'PARTIAL_CANCELLED';
    p.cancelledAt = c.cancelledAt;
    p.updatedAt = p.statusChangedAt = c.cancelledAt;
    this.schedule(p.status === 'CANCELLED' ? 'Transaction.Cancelled' : 'Transaction.PartialCancelled', p, { cancellationId: c.id });
  }

  /** An asynchronous cancellation (cancelMode REQUESTED) completes at the PG: the webhook follows. */
  completeCancellation(paymentId: string): FakeCancellation {
    const p = this.payments.get(paymentId);
    const c = p?.cancellations.find((x) => x.status === 'REQUESTED');
    if (!p || !c) throw new Error(`no requested cancellation of ${paymentId}`);
    this.settleCancellation(p, c);
    return { ...c };
  }

  private async payFromWindow(body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const paymentId = String(body.paymentId ?? '');
    const txId = crypto.randomUUID();
    const failure = (code: string, message: string) => ({ transactionType: 'PAYMENT', txId, paymentId, code, message });
    if (body.storeId !== this.storeId) return failure('FAILURE_TYPE_PG', '상점 아이디가 올바르지 않습니다.');
    if (!this.channels.some((c) => c.channelKey === body.channelKey)) return failure('FAILURE_TYPE_PG', '채널 키가 올바르지 않습니다.');
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(paymentId)) return failure('FAILURE_TYPE_PG', 'paymentId가 올바르지 않습니다.');
    if (!Number.isInteger(body.totalAmount) || (body.totalAmount as number) <= 0) return failure('FAILURE_TYPE_PG', 'totalAmount가 올바르지 않습니다.');
    if (this.payments.get(paymentId)?.status === 'PAID') return failure('FAILURE_TYPE_PG', '이미 결제된 건입니다.');
    const p = await this.pay({
      paymentId, totalAmount: body.totalAmount as number, currency: String(body.currency ?? 'KRW').replace(/^CURRENCY_/, ''),
      channelKey: String(body.channelKey), status: body.fail ? 'FAILED' : 'PAID',
      orderName: typeof body.orderName === 'string' ? body.orderName : undefined,
      customer: typeof body.customer === 'object' && body.customer ? body.customer as Record<string, unknown> : undefined,
    });
    if (p.status === 'FAILED') return failure('FAILURE_TYPE_PG', '결제가 실패했습니다. (fake)');
    return { transactionType: 'PAYMENT', txId: p.transactionId, paymentId };
  }

  /** Records a payment in the given end state (PAID by default) and sends its webhook. */
  async pay(input: PayInput): Promise<FakePayment> {
    const status: FakePaymentStatus = input.fail ? 'FAILED' : input.status ?? 'PAID';
    const channel = this.channels.find((c) => c.channelKey === input.channelKey) ?? this.channels.find((c) => c.payMethod === (input.payMethod ?? 'CARD')) ?? this.channels[0];
    const t = now();
    const total = input.totalAmount;
    const vat = Math.floor(total / 11);
    const p: FakePayment = {
      status, id: input.paymentId, transactionId: crypto.randomUUID(), merchantId: 'merchant-fake', storeId: input.storeId ?? this.storeId,
      method: status === 'PAID' ? { type: channel.payMethod === 'EASY_PAY' ? 'PaymentMethodEasyPay' : 'PaymentMethodCard' } : undefined,
      channel: { type: 'TEST', id: `channel-id-${channel.payMethod.toLowerCase()}`, key: channel.channelKey, name: `${channel.payMethod} test channel`, pgProvider: 'INICIS_V2', pgMerchantId: 'INIpayTest' },
      version: 'V2', requestedAt: t, updatedAt: t, statusChangedAt: t, orderName: input.orderName ?? 'K-Legal consultation',
      amount: { total, taxFree: 0, vat, supply: total - vat, discount: 0, paid: status === 'PAID' ? total : 0, cancelled: 0, cancelledTaxFree: 0 },
      currency: input.currency ?? 'KRW', customer: input.customer ?? {}, disputes: [], cancellations: [],
    };
    if (status === 'PAID') Object.assign(p, { paidAt: t, pgTxId: `pg_${crypto.randomBytes(8).toString('hex')}`, receiptUrl: `${this.url}/receipt/${p.id}` });
    if (status === 'FAILED') Object.assign(p, { failedAt: t, failure: { reason: '카드 한도 초과', pgCode: 'F101', pgMessage: 'Limit exceeded' } });
    this.payments.set(p.id, p);
    const type = status === 'PAID' ? 'Transaction.Paid' : status === 'FAILED' ? 'Transaction.Failed'
      : status === 'VIRTUAL_ACCOUNT_ISSUED' ? 'Transaction.VirtualAccountIssued' : 'Transaction.Ready';
    if (input.webhook ?? true) this.schedule(type, p);
    return p;
  }

  private schedule(type: string, p: FakePayment, extra: Record<string, unknown> = {}) {
    if (!this.webhookUrl) return;
    const data = { storeId: p.storeId, paymentId: p.id, transactionId: p.transactionId, ...extra };
    const run = async () => {
      if (this.webhookDelayMs > 0) await new Promise((r) => setTimeout(r, this.webhookDelayMs));
      const r = await this.sendWebhook(type, data);
      this.deliveries.push({ type, paymentId: p.id, status: r.status });
    };
    const job = run().catch(() => {});
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  /**
   * Sends a signed webhook to webhookUrl: a type and its data (the paymentId's payment by default),
   * or a body as it is; secret, timestamp and id can be overridden to forge one.
   */
  async sendWebhook(type: string, data: Record<string, unknown> | string, opts: { secret?: string; timestamp?: number; id?: string; body?: string; url?: string } = {}): Promise<Response> {
    const url = opts.url ?? this.webhookUrl;
    if (!url) throw new Error('no webhookUrl');
    const d = typeof data === 'string'
      ? (() => { const p = this.payments.get(data); return { storeId: p?.storeId ?? this.storeId, paymentId: data, transactionId: p?.transactionId ?? crypto.randomUUID() }; })()
      : data;
    const payload = opts.body ?? JSON.stringify(portoneWebhook(type, d));
    const headers = signWebhook(payload, opts.secret ?? this.webhookSecret, { id: opts.id, timestamp: opts.timestamp });
    return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: payload });
  }
}
