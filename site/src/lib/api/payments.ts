// Paying a booking (issue 19). With card payments on (payment_methods().stripe: the deployment has
// Stripe), the create-checkout Edge Function makes a Stripe Checkout Session for the booking (the
// amount is the booking's, decided by the database) and the browser goes to Stripe's page; Stripe
// sends the client back to /client/bookings?booking=<id>&checkout=return, which shows "payment
// processing" until the webhook has recorded the payment and the booking updates live. Without
// Stripe, the test-mode payment as before (refused by the database when test mode is off).
// PortOne (issue 26, ./portone.ts) is the third way: see `payProvider` for which one a page uses.
import { payBookingTestMode } from './bookings.ts';
import { request, rpc } from './rest.ts';

export interface PaymentMethods {
  stripe: boolean;
  test_mode: boolean;
  /** PortOne (issue 26); absent from a database without it */
  portone?: boolean;
}

export type PayProvider = 'portone' | 'stripe' | 'test';

/**
 * The one way a page pays with. PortOne first when it is configured: every fee is in KRW and the
 * operator of a deployment with PortOne is in Korea, where PortOne's Korean gateways take Korean and
 * foreign cards and the easy-pay apps clients in Korea use (Stripe does not onboard businesses
 * established in Korea; a deployment that has both keeps Stripe only as the fallback when PortOne is
 * switched off). Then Stripe, then the test-mode payment (the database refuses it when it is off).
 */
export function payProvider(m: PaymentMethods | null | undefined): PayProvider {
  if (m?.portone) return 'portone';
  if (m?.stripe) return 'stripe';
  return 'test';
}

let methods: Promise<PaymentMethods> | null = null;

/** Which ways to pay the deployment offers (cached for the page). */
export function fetchPaymentMethods(): Promise<PaymentMethods> {
  methods ??= rpc<PaymentMethods>('payment_methods').catch((e) => {
    methods = null;
    throw e;
  });
  return methods;
}

export type PayOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'paid'; amount: number | null };

/** A Stripe Checkout for `bookingId` (create-checkout): its URL, or paid already (nothing to pay). */
export async function startCheckout(bookingId: string, locale: string): Promise<PayOutcome> {
  const r = await request<{ url?: string; paid?: boolean }>('/functions/v1/create-checkout', {
    method: 'POST',
    body: { booking_id: bookingId, locale },
  });
  if (r.url) return { kind: 'redirect', url: r.url };
  return { kind: 'paid', amount: null };
}

/** Starts paying `bookingId`: a Checkout URL to go to, or paid already (test mode, nothing to pay). */
export async function payBooking(bookingId: string, locale: string): Promise<PayOutcome> {
  const m = await fetchPaymentMethods().catch(() => ({ stripe: false, test_mode: true }));
  if (payProvider(m) === 'stripe') return startCheckout(bookingId, locale);
  const payment = await payBookingTestMode(bookingId);
  return { kind: 'paid', amount: payment.amount };
}

/** What the return from Stripe says (?checkout=return|cancel), for the booking in ?booking=. */
export function checkoutReturn(search: string): { bookingId: string; state: 'return' | 'cancel' } | null {
  const q = new URLSearchParams(search);
  const bookingId = q.get('booking');
  const state = q.get('checkout');
  if (!bookingId || (state !== 'return' && state !== 'cancel')) return null;
  return { bookingId, state };
}
