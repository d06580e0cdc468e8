// POST /functions/v1/portone-prepare {booking_id, locale?}: what the site's PortOne payment window
// needs to pay the caller's booking (docs/deploy.md "PortOne").
// The database decides everything (begin_portone_payment, as the caller: only their own open,
// held, unpaid booking; the amount and currency are the booking's, never the browser's; a new
// paymentId per attempt); this function only adds the deployment's store and channels. Nothing is
// asked of PortOne here: the payment is created by the browser SDK with this paymentId, and
// portone-complete / portone-webhook read it back from PortOne's API.
//
// Secrets: PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_CHANNEL_KEYS (unset: 503
// provider_not_configured), SITE_URL (where a mobile payment returns).
import { createClient } from '@supabase/supabase-js';
import { env, supabaseKeys } from '../_shared/env.ts';
import { json, preflight } from '../_shared/cors.ts';
import { portoneConfig, portoneLocale } from '../_shared/portone.ts';

const LOCALES = new Set(['en', 'ko', 'zh', 'ja', 'vi']);

interface BeginRow {
  payment_id: string | null;
  status: string;
  amount: number;
  currency: string;
  client_id: string;
  email: string | null;
  full_name: string | null;
  locale: string;
  booking_date: string;
  booking_time: string;
  duration_minutes: number;
}

const STATUS_BY_HINT: Record<string, number> = {
  not_found: 404, already_paid: 409, hold_expired: 409, invalid_status: 409, provider_disabled: 503,
};

async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { code: 'method_not_allowed', hint: null, message: 'Use POST' });

  const cfg = portoneConfig();
  const { url: supabaseUrl, publishableKey: anonKey } = supabaseKeys();
  if (!cfg) return json(503, { code: 'provider_not_configured', hint: 'provider_not_configured', message: 'PortOne payments are not configured' });
  if (!supabaseUrl || !anonKey) return json(500, { code: 'misconfigured', hint: null, message: 'SUPABASE_URL and keys are required' });

  let input: { booking_id?: unknown; locale?: unknown };
  try {
    input = await req.json();
  } catch {
    return json(400, { code: 'invalid_body', hint: 'invalid_body', message: 'A JSON body {booking_id} is required' });
  }
  if (!input || typeof input !== 'object') return json(400, { code: 'invalid_body', hint: 'invalid_body', message: 'A JSON body {booking_id} is required' });
  const bookingId = typeof input.booking_id === 'string' ? input.booking_id : '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(bookingId)) {
    return json(400, { code: 'invalid_booking', hint: 'invalid_booking', message: 'booking_id must be a booking id' });
  }

  const authorization = req.headers.get('Authorization') ?? '';
  const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
  const asCaller = createClient(supabaseUrl, anonKey, { auth: noSession, global: { headers: { Authorization: authorization } } });
  const { data, error } = await asCaller.rpc('begin_portone_payment', { booking_id: bookingId });
  if (error) {
    if (error.code === '42501' && !error.hint) return json(401, { code: 'not_authenticated', hint: null, message: 'Sign in to pay' });
    const status = STATUS_BY_HINT[error.hint ?? ''] ?? (error.code === '42501' ? 403 : 400);
    return json(status, { code: error.hint || error.code, hint: error.hint || null, message: error.message });
  }
  const row = (data as BeginRow[] | null)?.[0];
  if (!row) return json(500, { code: 'no_payment', hint: null, message: 'The booking could not start a payment' });
  if (row.status === 'complete') return json(200, { paid: true });

  const site = (env('SITE_URL') ?? new URL(supabaseUrl).origin).replace(/\/+$/, '');
  const requested = typeof input.locale === 'string' && LOCALES.has(input.locale) ? input.locale : null;
  const lang = requested ?? (LOCALES.has(row.locale) ? row.locale : 'en');
  // back to My Bookings in the language of the page the client paid from (mobile returns there)
  const redirectUrl = `${site}${requested && requested !== 'en' ? `/${requested}` : ''}/client/bookings?booking=${bookingId}&portone=return`;
  return json(200, {
    storeId: cfg.storeId,
    paymentId: row.payment_id,
    orderName: `K-Legal consultation, ${row.duration_minutes} min, ${row.booking_date} ${row.booking_time.slice(0, 5)} KST`,
    totalAmount: row.amount,
    currency: row.currency,
    channels: cfg.channels,
    locale: portoneLocale(lang),
    customer: {
      customerId: row.client_id,
      ...(row.email ? { email: row.email } : {}),
      ...(row.full_name ? { fullName: row.full_name } : {}),
    },
    redirectUrl,
  });
}

// The module serves itself, on the edge runtime as in the local host's Deno worker (typed through
// globalThis: the repository's type check runs without Deno's types).
(globalThis as unknown as { Deno?: { serve(h: (r: Request) => Promise<Response>): unknown } }).Deno?.serve(handler);
