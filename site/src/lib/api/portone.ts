// Paying a booking through PortOne (issue 26; contract of the portone-prepare / portone-complete
// Edge Functions in docs/deploy.md). The site asks portone-prepare for a payment of the booking (the
// amount, currency, payment id and channels come from the database and the function, never from the
// page), opens PortOne's payment window with @portone/browser-sdk, and hands the payment id to
// portone-complete, which reads the payment from PortOne's API and lets the database apply it. The
// browser never marks anything paid: it only shows what portone-complete (or, later, the booking's
// live update from the webhook) says.
//
// The SDK is imported only when the client pays (a chunk of its own), so no page grows for everyone;
// it then loads PortOne's script (https://cdn.portone.io/v2/browser-sdk.js), which the site's CSP
// allows only in a build made with PortOne configured (packages/shared/src/securityPolicy.ts).
import type { PaymentRequest, PaymentResponse } from '@portone/browser-sdk/v2';
import { ApiError, request } from './rest.ts';

/** One PortOne channel the deployment offers (PORTONE_CHANNEL_KEYS). */
export interface PortoneChannel {
  channelKey: string;
  payMethod: string;
}

/** portone-prepare's answer for a booking that has something to pay. */
export interface PortonePrepared {
  storeId: string;
  paymentId: string;
  orderName: string;
  totalAmount: number;
  currency: string;
  channels: PortoneChannel[];
  locale: string;
  customer: { customerId: string; email?: string | null; fullName?: string | null };
  redirectUrl: string;
}

export type PrepareAnswer = { kind: 'paid' } | { kind: 'pay'; prepared: PortonePrepared };

/** portone-complete's statuses (what PortOne says, applied by the database when paid). */
export type CompleteStatus = 'paid' | 'pending' | 'failed' | 'cancelled' | 'refunded';

/**
 * The ways to pay the page offers through requestPayment, in this order. PayPal needs PortOne's
 * loadPaymentUI (its own buttons), not requestPayment; a virtual account is paid by a deposit later,
 * after the booking's hold has run out (the payment would only come back as a late-payment refund):
 * channels of those kinds are not offered.
 */
export const PAY_METHODS = ['CARD', 'EASY_PAY', 'TRANSFER', 'MOBILE'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** The channels the client can choose from: supported kinds only, in PAY_METHODS order, one per kind. */
export function channelChoices(channels: readonly PortoneChannel[] | null | undefined): (PortoneChannel & { payMethod: PayMethod })[] {
  const out: (PortoneChannel & { payMethod: PayMethod })[] = [];
  for (const method of PAY_METHODS) {
    const c = (channels ?? []).find((x) => x && typeof x.channelKey === 'string' && x.channelKey && x.payMethod === method);
    if (c) out.push({ channelKey: c.channelKey, payMethod: method });
  }
  return out;
}

/** What requestPayment is asked: everything from portone-prepare's answer, and the chosen channel. */
export function paymentRequest(p: PortonePrepared, channel: PortoneChannel): PaymentRequest {
  const customer: NonNullable<PaymentRequest['customer']> = { customerId: p.customer.customerId };
  if (p.customer.email) customer.email = p.customer.email;
  if (p.customer.fullName) customer.fullName = p.customer.fullName;
  return {
    storeId: p.storeId,
    paymentId: p.paymentId,
    orderName: p.orderName,
    totalAmount: p.totalAmount,
    currency: p.currency,
    channelKey: channel.channelKey,
    payMethod: channel.payMethod,
    customer,
    locale: p.locale,
    // mobile browsers leave for the PG's pages and come back here with ?paymentId=&code=
    redirectUrl: p.redirectUrl,
  } as PaymentRequest;
}

/** What the payment window's promise means for the page. */
export type WindowOutcome =
  | { kind: 'redirected' }
  | { kind: 'done'; paymentId: string }
  | { kind: 'notCompleted'; code: string; message: string | null };

/**
 * requestPayment's result: undefined when the browser is being sent to redirectUrl (mobile), a
 * `code` when the payment did not happen (the client closed the window, the PG refused it), else
 * the payment id to hand to portone-complete (which asks PortOne whether it is really paid).
 */
export function windowOutcome(r: PaymentResponse | undefined | null, paymentId: string): WindowOutcome {
  if (!r) return { kind: 'redirected' };
  if (r.code) return { kind: 'notCompleted', code: String(r.code), message: r.message ?? null };
  return { kind: 'done', paymentId: r.paymentId || paymentId };
}

/** The return from PortOne's pages (redirectUrl): /client/bookings?booking=<id>&portone=return&paymentId=…[&code=…&message=…] */
export interface PortoneReturn {
  bookingId: string;
  paymentId: string | null;
  code: string | null;
  message: string | null;
}

export function portoneReturn(search: string): PortoneReturn | null {
  const q = new URLSearchParams(search);
  const bookingId = q.get('booking');
  if (q.get('portone') !== 'return' || !bookingId) return null;
  return { bookingId, paymentId: q.get('paymentId') || null, code: q.get('code') || null, message: q.get('message') || null };
}

/** The URL without the return's parameters (the booking stays, to keep it in view). */
export function withoutReturnParams(href: string): string {
  const url = new URL(href);
  for (const k of ['portone', 'paymentId', 'code', 'message', 'pgCode', 'pgMessage', 'transactionType', 'txId']) url.searchParams.delete(k);
  return url.pathname + url.search + url.hash;
}

/** What the page says about a finished attempt. */
export type PayResult = 'paid' | 'processing' | 'notCompleted' | 'declined' | 'lateRefund';

export function completeResult(status: CompleteStatus | string): PayResult {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'pending':
      return 'processing';
    case 'failed':
      return 'declined';
    case 'cancelled':
      return 'notCompleted';
    case 'refunded':
      return 'lateRefund';
    default:
      // an answer this page does not know: say nothing is settled yet; the live update tells the rest
      return 'processing';
  }
}

/**
 * Why portone-complete answered 'refunded' (the payment was taken but not applied; the database
 * queued its refund), from the booking as it is now: already paid by another attempt (a double
 * payment), its hold gone (a late payment: the same words as the late-payment notice), or still
 * held (the payment did not match it).
 */
export type RefundReason = 'double' | 'late' | 'notApplied';

export function refundReason(b: { payment_status: string; status: string } | null | undefined, holdLive: boolean): RefundReason {
  if (b?.payment_status === 'paid') return 'double';
  if (b && b.status === 'pending' && b.payment_status === 'pending' && holdLive) return 'notApplied';
  return 'late';
}

/** A refusal of portone-prepare / portone-complete, as the page words it. */
export type PayErrorKind = 'holdExpired' | 'alreadyPaid' | 'unavailable' | 'notFound' | 'window' | 'generic';

export function payErrorKind(e: unknown): PayErrorKind {
  if (e instanceof PortoneWindowError) return 'window';
  if (!(e instanceof ApiError)) return 'generic';
  const code = e.hint || e.code;
  if (code === 'hold_expired') return 'holdExpired';
  if (code === 'already_paid') return 'alreadyPaid';
  if (code === 'provider_not_configured' || code === 'provider_disabled' || code === 'provider_error' || code === 'test_mode_disabled') return 'unavailable';
  if (code === 'not_found' || e.status === 404) return 'notFound';
  return 'generic';
}

/** PortOne's window could not be opened (its script did not load, or it threw before paying). */
export class PortoneWindowError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'PortoneWindowError';
  }
}

/** portone-prepare for `bookingId` in the page's language. */
export async function preparePortone(bookingId: string, locale: string): Promise<PrepareAnswer> {
  const r = await request<Partial<PortonePrepared> & { paid?: boolean }>('/functions/v1/portone-prepare', {
    method: 'POST',
    body: { booking_id: bookingId, locale },
  });
  if (r.paid) return { kind: 'paid' };
  return { kind: 'pay', prepared: r as PortonePrepared };
}

/** portone-complete: PortOne's word on the payment, applied by the database when it is paid. */
export async function completePortone(paymentId: string): Promise<{ status: CompleteStatus; booking_id: string | null }> {
  return request('/functions/v1/portone-complete', { method: 'POST', body: { payment_id: paymentId } });
}

/** Opens PortOne's payment window (the SDK is loaded here, on demand) and says how it ended. */
export async function openPaymentWindow(p: PortonePrepared, channel: PortoneChannel): Promise<WindowOutcome> {
  let response: PaymentResponse | undefined;
  try {
    const PortOne = await import('@portone/browser-sdk/v2');
    response = await PortOne.requestPayment(paymentRequest(p, channel));
  } catch (e) {
    // a PaymentError thrown before the window opened carries a code like the resolved ones
    const code = e && typeof e === 'object' && 'code' in e ? (e as { code?: unknown }).code : undefined;
    if (typeof code === 'string' && code) return { kind: 'notCompleted', code, message: e instanceof Error ? e.message : null };
    throw new PortoneWindowError(e);
  }
  return windowOutcome(response, p.paymentId);
}
