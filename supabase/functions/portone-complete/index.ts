// POST /functions/v1/portone-complete {payment_id}: the site's return from PortOne's payment window
// (the promise resolved on a PC, or the mobile redirect). The browser's word is never trusted: the
// payment is read from PortOne's API and handed to the database (handle_portone_payment), which
// applies it only when PortOne says PAID with exactly the attempt's amount and currency in our
// store. The webhook does the same, so whichever comes first applies it and the other changes
// nothing. Answers what the client's attempt now is: paid | pending | failed | cancelled | refunded.
import { createClient } from '@supabase/supabase-js';
import { supabaseKeys } from '../_shared/env.ts';
import { json, preflight } from '../_shared/cors.ts';
import { fetchPayment, PAYMENT_ID, portoneConfig } from '../_shared/portone.ts';

async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { code: 'method_not_allowed', hint: null, message: 'Use POST' });

  const cfg = portoneConfig();
  const { url: supabaseUrl, publishableKey: anonKey, secretKey: serviceKey } = supabaseKeys();
  if (!cfg) return json(503, { code: 'provider_not_configured', hint: 'provider_not_configured', message: 'PortOne payments are not configured' });
  if (!supabaseUrl || !anonKey || !serviceKey) return json(500, { code: 'misconfigured', hint: null, message: 'SUPABASE_URL and keys are required' });

  let input: { payment_id?: unknown };
  try {
    input = await req.json();
  } catch {
    return json(400, { code: 'invalid_body', hint: 'invalid_body', message: 'A JSON body {payment_id} is required' });
  }
  const paymentId = input && typeof input === 'object' && typeof input.payment_id === 'string' ? input.payment_id : '';
  if (!PAYMENT_ID.test(paymentId)) {
    return json(400, { code: 'invalid_body', hint: 'invalid_body', message: 'payment_id must be the payment id portone-prepare gave' });
  }

  // only the caller's own attempt (row level security: a client reads their own checkouts)
  const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };
  const asCaller = createClient(supabaseUrl, anonKey, { auth: noSession, global: { headers: { Authorization: req.headers.get('Authorization') ?? '' } } });
  const attempt = await asCaller.from('payment_checkouts').select('id, booking_id')
    .eq('provider', 'portone').eq('session_id', paymentId).maybeSingle();
  if (attempt.error) {
    // the anonymous role may not read checkouts at all: not signed in
    if (attempt.error.code === '42501') return json(401, { code: 'not_authenticated', hint: null, message: 'Sign in to pay' });
    return json(400, { code: attempt.error.code, hint: attempt.error.hint ?? null, message: attempt.error.message });
  }
  if (!attempt.data) return json(404, { code: 'not_found', hint: 'not_found', message: 'No such payment of yours' });

  let payment: Record<string, unknown>;
  try {
    payment = await fetchPayment(cfg, paymentId);
  } catch (e) {
    console.error('portone-complete: PortOne could not be read', paymentId, e);
    return json(502, { code: 'provider_error', hint: 'provider_error', message: 'The payment provider could not be reached; please try again' });
  }
  const service = createClient(supabaseUrl, serviceKey, { auth: noSession });
  const { data, error } = await service.rpc('handle_portone_payment', {
    p_event_id: `complete:${paymentId}:${String(payment.status)}`.slice(0, 255),
    p_event_type: 'portone-complete',
    p_payment: payment,
    p_store_id: cfg.storeId,
  });
  if (error) {
    console.error('portone-complete: the database refused', paymentId, error);
    return json(500, { code: 'record_failed', hint: null, message: 'The payment could not be recorded; please try again' });
  }
  const out = data as { status: string; booking_id: string | null };
  return json(200, { status: out.status, booking_id: out.booking_id ?? attempt.data.booking_id });
}

// The module serves itself, on the edge runtime as in the local host's Deno worker (typed through
// globalThis: the repository's type check runs without Deno's types).
(globalThis as unknown as { Deno?: { serve(h: (r: Request) => Promise<Response>): unknown } }).Deno?.serve(handler);
