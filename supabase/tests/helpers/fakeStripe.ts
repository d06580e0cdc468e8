// A local fake of the part of Stripe's API the product calls, so that no test leaves the machine:
// POST /v1/checkout/sessions (create-checkout) and POST /v1/refunds (the worker; failRefund() fails
// one later, as Stripe may after accepting it; refundedCharge() is the charge that Stripe's
// charge.refunded then carries). Each request is
// checked as Stripe would (secret key in Authorization, form-encoded body, an Idempotency-Key) and
// recorded; a repeated idempotency key answers the first response again. Sessions get a payment
// page (GET /pay/<session id>) whose button pays: the fake then sends the signed
// checkout.session.completed event to the webhook (signed with the Stripe library's own test
// helper) and redirects to the session's success_url, as Checkout does.
import http from 'node:http';
import crypto from 'node:crypto';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  form: Record<string, unknown>;
  raw: string;
  status: number;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer_email: string | null;
  locale: string | null;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
  livemode: false;
}

export interface FakeStripeOptions {
  secretKey?: string;
  /** Where the payment page sends events (the stripe-webhook function). */
  webhookUrl?: string;
  webhookSecret?: string;
  /** The payment page redirects first and sends the event this much later (a slow webhook). */
  webhookDelayMs?: number;
}

/** Parses Stripe's form encoding (a[b][0][c]=v) into nested objects (arrays as index-keyed objects). */
export function parseStripeForm(raw: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node = out as Record<string, unknown>;
    parts.forEach((p, i) => {
      if (i === parts.length - 1) node[p] = value;
      else node = (node[p] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const id = (prefix: string) => `${prefix}_test_${crypto.randomBytes(12).toString('hex')}`;

export async function signEvent(payload: string, secret: string, timestamp?: number): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}

/** A Stripe event envelope around `object`. */
export function stripeEvent(type: string, object: Record<string, unknown>, eventId = id('evt')): Record<string, unknown> {
  return {
    id: eventId, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000),
    type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object },
  };
}

export class FakeStripe {
  readonly secretKey: string;
  webhookUrl?: string;
  webhookSecret?: string;
  webhookDelayMs: number;
  url = '';
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds: Record<string, unknown>[] = [];
  /** The next n refund calls fail with this status (500: Stripe down; 400: refused). */
  failRefunds: { count: number; status: number } = { count: 0, status: 500 };
  private server: http.Server;
  private idempotent = new Map<string, { body: string; status: number; response: string }>();

  constructor(opts: FakeStripeOptions = {}) {
    this.secretKey = opts.secretKey ?? 'sk_test_fake_' + crypto.randomBytes(8).toString('hex');
    this.webhookUrl = opts.webhookUrl;
    this.webhookSecret = opts.webhookSecret;
    this.webhookDelayMs = opts.webhookDelayMs ?? 0;
    this.server = http.createServer((req, res) => { void this.handle(req, res); });
  }

  async start(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    const addr = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${addr.port}`;
    return this;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  private send(res: http.ServerResponse, status: number, body: unknown, rec?: RecordedRequest, extra: Record<string, string> = {}) {
    if (rec) rec.status = status;
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req'), 'Stripe-Version': '2026-10-28.endive', ...extra });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  private error(res: http.ServerResponse, status: number, type: string, message: string, rec?: RecordedRequest) {
    this.send(res, status, { error: { type, message } }, rec);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', this.url);

    // the hosted payment page
    if (req.method === 'GET' && url.pathname.startsWith('/pay/')) {
      const s = this.sessions.get(url.pathname.slice(5));
      if (!s) return this.error(res, 404, 'invalid_request_error', 'No such session');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Fake Stripe Checkout</title><h1>Pay ${s.amount_total} ${s.currency.toUpperCase()}</h1>
        <form method="post" action="/pay/${s.id}"><button type="submit">Pay</button></form>
        <a href="${s.cancel_url.replace(/"/g, '&quot;')}">Back</a>`);
      return;
    }
    if (req.method === 'POST' && url.pathname.startsWith('/pay/')) {
      const s = this.sessions.get(url.pathname.slice(5));
      if (!s || s.status !== 'open') return this.error(res, 404, 'invalid_request_error', 'No open session');
      const completed = this.complete(s.id);
      const event = stripeEvent('checkout.session.completed', { ...completed });
      if (this.webhookDelayMs > 0) {
        setTimeout(() => { void this.deliver(event).catch(() => {}); }, this.webhookDelayMs);
        res.writeHead(303, { Location: s.success_url });
        res.end();
        return;
      }
      const delivered = await this.deliver(event);
      if (!delivered.ok) return this.error(res, 502, 'api_error', `webhook answered ${delivered.status}`);
      res.writeHead(303, { Location: s.success_url });
      res.end();
      return;
    }

    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
    const rec: RecordedRequest = { method: req.method ?? '', path: url.pathname, headers, form: parseStripeForm(raw), raw, status: 0 };
    this.requests.push(rec);

    if (headers.authorization !== `Bearer ${this.secretKey}`) {
      return this.error(res, 401, 'invalid_request_error', 'Invalid API Key provided', rec);
    }
    if (req.method === 'POST' && !/^application\/x-www-form-urlencoded/.test(headers['content-type'] ?? '')) {
      return this.error(res, 400, 'invalid_request_error', 'Form-encoded body required', rec);
    }
    const key = headers['idempotency-key'];
    if (req.method === 'POST') {
      if (!key) return this.error(res, 400, 'invalid_request_error', 'This fake requires an Idempotency-Key on every POST', rec);
      const seen = this.idempotent.get(`${url.pathname} ${key}`);
      if (seen) {
        if (seen.body !== raw) {
          return this.error(res, 400, 'idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.', rec);
        }
        return this.send(res, seen.status, seen.response, rec, { 'Idempotent-Replayed': 'true' });
      }
    }
    let status = 200;
    let body: unknown;
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      [status, body] = this.createSession(rec.form);
    } else if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      [status, body] = this.createRefund(rec.form);
    } else {
      [status, body] = [404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } }];
    }
    const response = JSON.stringify(body);
    // Stripe keeps the first result of a key, errors included (except 5xx, which may be retried)
    if (req.method === 'POST' && key && status < 500) this.idempotent.set(`${url.pathname} ${key}`, { body: raw, status, response });
    this.send(res, status, response, rec);
  }

  private createSession(f: Record<string, unknown>): [number, unknown] {
    const item = (f.line_items as Record<string, Record<string, unknown>> | undefined)?.['0'];
    const price = item?.price_data as Record<string, unknown> | undefined;
    const amount = Number(price?.unit_amount) * Number(item?.quantity ?? 1);
    const expiresAt = Number(f.expires_at);
    const now = Math.floor(Date.now() / 1000);
    const missing = ['mode', 'success_url', 'cancel_url'].filter((k) => typeof f[k] !== 'string');
    if (missing.length || !price || !Number.isInteger(amount) || amount <= 0) {
      return [400, { error: { type: 'invalid_request_error', message: `Missing or invalid: ${missing.join(', ') || 'line_items'}` } }];
    }
    if (f.expires_at !== undefined && (expiresAt < now + 30 * 60 || expiresAt > now + 24 * 3600)) {
      return [400, { error: { type: 'invalid_request_error', param: 'expires_at', message: 'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.' } }];
    }
    const sid = id('cs');
    const s: FakeSession = {
      id: sid, object: 'checkout.session', url: `${this.url}/pay/${sid}`, status: 'open', payment_status: 'unpaid',
      amount_total: amount, currency: String(price.currency), metadata: (f.metadata as Record<string, string>) ?? {},
      client_reference_id: (f.client_reference_id as string) ?? null, customer_email: (f.customer_email as string) ?? null,
      locale: (f.locale as string) ?? null, payment_intent: null, success_url: String(f.success_url), cancel_url: String(f.cancel_url),
      expires_at: expiresAt || now + 24 * 3600, created: now, livemode: false,
    };
    this.sessions.set(sid, s);
    return [200, s];
  }

  private createRefund(f: Record<string, unknown>): [number, unknown] {
    if (this.failRefunds.count > 0) {
      this.failRefunds.count -= 1;
      const status = this.failRefunds.status;
      return [status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message: 'Refund refused by the fake' } }];
    }
    if (typeof f.payment_intent !== 'string') return [400, { error: { type: 'invalid_request_error', message: 'payment_intent required' } }];
    const refund = {
      id: id('re'), object: 'refund', payment_intent: f.payment_intent, amount: f.amount !== undefined ? Number(f.amount) : null,
      status: 'succeeded', metadata: f.metadata ?? {}, reason: f.reason ?? null, created: Math.floor(Date.now() / 1000),
    };
    this.refunds.push(refund);
    return [200, refund];
  }

  /**
   * Stripe fails a refund it had accepted (the card was closed...): the stored refund becomes
   * 'failed' with the reason, returned as refund.failed / charge.refund.updated carry it.
   */
  failRefund(refundId: string, failureReason = 'expired_or_canceled_card'): Record<string, unknown> {
    const refund = this.refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    Object.assign(refund, { status: 'failed', failure_reason: failureReason, failure_balance_transaction: id('txn') });
    return { ...refund };
  }

  /**
   * The charge of a refunded payment as charge.refunded carries it (current API versions: no
   * `refunds` list unless expanded): the amount and currency of the session paid with the refund's
   * payment intent, refunded in full.
   */
  refundedCharge(refundId: string): Record<string, unknown> {
    const refund = this.refunds.find((r) => r.id === refundId);
    if (!refund) throw new Error(`no refund ${refundId}`);
    const session = [...this.sessions.values()].find((s) => s.payment_intent === refund.payment_intent);
    if (!session) throw new Error(`no session paid with ${String(refund.payment_intent)}`);
    return {
      id: `ch_${String(refund.payment_intent).replace(/^pi_/, '')}`, object: 'charge', payment_intent: refund.payment_intent,
      amount: session.amount_total, amount_refunded: refund.amount ?? session.amount_total,
      refunded: (refund.amount ?? session.amount_total) === session.amount_total, currency: session.currency,
      status: 'succeeded', paid: true, livemode: false, metadata: {},
    };
  }

  /** Marks a session paid (a payment intent is made up) and returns it as the event would carry it. */
  complete(sessionId: string, overrides: Partial<FakeSession> = {}): FakeSession {
    const s = this.sessions.get(sessionId);
    if (!s) throw new Error(`no session ${sessionId}`);
    Object.assign(s, { status: 'complete', payment_status: 'paid', payment_intent: s.payment_intent ?? id('pi') }, overrides);
    return { ...s };
  }

  /** Sends an event to the webhook, signed by the Stripe library's test helper. */
  async deliver(event: Record<string, unknown>, opts: { secret?: string; timestamp?: number } = {}): Promise<Response> {
    if (!this.webhookUrl) throw new Error('no webhookUrl');
    const payload = JSON.stringify(event);
    const signature = await signEvent(payload, opts.secret ?? this.webhookSecret ?? '', opts.timestamp);
    return fetch(this.webhookUrl, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature }, body: payload });
  }
}
