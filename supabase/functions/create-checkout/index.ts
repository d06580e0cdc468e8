// POST /functions/v1/create-checkout {booking_id, locale?}: starts a Stripe Checkout payment of
// the caller's booking and answers {url} to redirect to (or {paid: true} when there is nothing to
// pay). The database decides everything (begin_checkout, as the caller: only their own open,
// unpaid booking whose hold is valid; the amount is the booking's, never the browser's); this
// function only asks Stripe for the session, with the checkout attempt's id as idempotency key,
// and records the session (attach_checkout_session, service role).
//
// Secrets: STRIPE_SECRET_KEY (unset: 503 provider_not_configured, and the site pays in test
// mode), STRIPE_API_BASE (tests: a local fake), SITE_URL (where Stripe sends the client back).
import { createClient } from '@supabase/supabase-js';
import { env, supabaseKeys } from '../_shared/env.ts';
import { json, preflight } from '../_shared/cors.ts';
import { stripeClient } from '../_shared/stripe.ts';

const LOCALES = new Set(['en', 'ko', 'zh', 'ja', 'vi']);
/** Stripe refuses an expires_at closer than 30 minutes; a minute more absorbs clock and network. */
const SESSION_SECONDS = 31 * 60;

interface BeginRow {
  checkout_id: string | null;
  status: string;
  session_id: string | null;
  url: string | null;
  amount: number;
  currency: string;
  email: string | null;
  locale: string;
  hold_expires_at: string;
  booking_date: string;
  booking_time: string;
  duration_minutes: number;
}

const STATUS_BY_HINT: Record<string, number> = {
  not_found: 404, already_paid: 409, hold_expired: 409, invalid_status: 409, provider_disabled: 503,
};

async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { code: 'method_not_allowed', message: 'Use POST' });

  const secretKey = env('STRIPE_SECRET_KEY');
  const { url: supabaseUrl, publishableKey: anonKey, secretKey: serviceKey } = supabaseKeys();
  if (!secretKey) return json(503, { code: 'provider_not_configured', message: 'Card payments are not configured' });
  if (!supabaseUrl || !anonKey || !serviceKey) return json(500, { code: 'misconfigured', message: 'SUPABASE_URL and keys are required' });

  let input: { booking_id?: unknown; locale?: unknown };
  try {
    input = await req.json();
  } catch {
    return json(400, { code: 'invalid_body', message: 'A JSON body {booking_id} is required' });
  }
  const bookingId = typeof input.booking_id === 'string' ? input.booking_id : '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(bookingId)) {
    return json(400, { code: 'invalid_booking', message: 'booking_id must be a booking id' });
  }

  const authorization = req.headers.get('Authorization') ?? '';
  const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
  const asCaller = createClient(supabaseUrl, anonKey, { auth: noSession, global: { headers: { Authorization: authorization } } });
  const { data, error } = await asCaller.rpc('begin_checkout', { booking_id: bookingId });
  if (error) {
    const status = STATUS_BY_HINT[error.hint ?? ''] ?? (error.code === '42501' ? 403 : 400);
    return json(error.code === '42501' && !error.hint ? 401 : status, { code: error.hint || error.code, hint: error.hint || null, message: error.message });
  }
  const row = (data as BeginRow[] | null)?.[0];
  if (!row) return json(500, { code: 'no_checkout', message: 'The booking could not start a payment' });
  if (row.status === 'complete') return json(200, { paid: true });
  if (row.session_id && row.url) return json(200, { url: row.url, session_id: row.session_id, reused: true });

  const site = (env('SITE_URL') ?? new URL(supabaseUrl).origin).replace(/\/+$/, '');
  const requested = typeof input.locale === 'string' && LOCALES.has(input.locale) ? input.locale : null;
  // back to My Bookings in the language of the page the client paid from (/zh/client/bookings...)
  const back = `${site}${requested && requested !== 'en' ? `/${requested}` : ''}/client/bookings?booking=${bookingId}`;
  const locale = requested ?? (LOCALES.has(row.locale) ? row.locale : 'en');
  const stripe = stripeClient(secretKey, env('STRIPE_API_BASE'));
  let session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [{
        quantity: 1,
        price_data: {
          currency: row.currency.toLowerCase(),
          unit_amount: row.amount,
          product_data: { name: `K-Legal consultation, ${row.duration_minutes} min, ${row.booking_date} ${row.booking_time.slice(0, 5)} KST` },
        },
      }],
      ...(row.email ? { customer_email: row.email } : {}),
      locale: locale as 'en',
      client_reference_id: bookingId,
      metadata: { booking_id: bookingId, checkout_id: row.checkout_id ?? '' },
      payment_intent_data: { metadata: { booking_id: bookingId } },
      success_url: `${back}&checkout=return`,
      cancel_url: `${back}&checkout=cancel`,
      expires_at: Math.floor(Date.now() / 1000) + SESSION_SECONDS,
    }, { idempotencyKey: `checkout_${row.checkout_id}` });
  } catch (e) {
    console.error('create-checkout: Stripe refused the session', e);
    return json(502, { code: 'provider_error', message: 'The payment provider could not be reached; please try again' });
  }
  const service = createClient(supabaseUrl, serviceKey, { auth: noSession });
  const attached = await service.rpc('attach_checkout_session', {
    checkout_id: row.checkout_id, session_id: session.id, url: session.url,
    expires_at: new Date((session.expires_at ?? Math.floor(Date.now() / 1000) + SESSION_SECONDS) * 1000).toISOString(),
  });
  if (attached.error) return json(500, { code: 'record_failed', message: attached.error.message });
  return json(200, { url: session.url, session_id: session.id });
}

// The module serves itself, on the edge runtime as in the local host's Deno worker (typed through
// globalThis: the repository's type check runs without Deno's types).
(globalThis as unknown as { Deno?: { serve(h: (r: Request) => Promise<Response>): unknown } }).Deno?.serve(handler);
