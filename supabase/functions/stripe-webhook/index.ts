// POST /functions/v1/stripe-webhook: Stripe's events. verify_jwt is off for it (supabase/config.toml):
// Stripe signs instead. The raw body's Stripe-Signature is checked against STRIPE_WEBHOOK_SECRET
// with Stripe's recommended tolerance (300 s); anything else is refused with 400 and changes
// nothing. A verified event goes to the database as it is (handle_stripe_event, service role),
// which records it once per event id and applies it: payments, late payments, amount mismatches,
// expired sessions, refund confirmations and refunds Stripe failed after accepting them. A
// database failure answers 500 so that Stripe retries.
import { createClient } from '@supabase/supabase-js';
import { env, supabaseKeys } from '../_shared/env.ts';
import { cryptoProvider, SIGNATURE_TOLERANCE_SECONDS, Stripe } from '../_shared/stripe.ts';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') return reply(405, { error: 'Use POST' });
  const secret = env('STRIPE_WEBHOOK_SECRET');
  const { url: supabaseUrl, secretKey: serviceKey } = supabaseKeys();
  if (!secret) return reply(503, { error: 'STRIPE_WEBHOOK_SECRET is not configured' });
  if (!supabaseUrl || !serviceKey) return reply(500, { error: 'SUPABASE_URL and the secret key (SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY) are required' });

  const signature = req.headers.get('Stripe-Signature');
  if (!signature) return reply(400, { error: 'Missing Stripe-Signature' });
  const raw = await req.text();
  let event: { id: string; type: string };
  try {
    event = await Stripe.webhooks.constructEventAsync(raw, signature, secret, SIGNATURE_TOLERANCE_SECONDS, cryptoProvider);
  } catch {
    return reply(400, { error: 'Invalid signature' });
  }

  const service = createClient(supabaseUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { data, error } = await service.rpc('handle_stripe_event', { event });
  if (error) {
    if (error.hint === 'invalid_event') return reply(400, { error: error.message });
    console.error('stripe-webhook: the database refused', event.id, event.type, error);
    return reply(500, { error: 'Not recorded; retry' });
  }
  return reply(200, { received: true, ...(data as Record<string, unknown>) });
}

// The module serves itself, on the edge runtime as in the local host's Deno worker (typed through
// globalThis: the repository's type check runs without Deno's types).
(globalThis as unknown as { Deno?: { serve(h: (r: Request) => Promise<Response>): unknown } }).Deno?.serve(handler);
