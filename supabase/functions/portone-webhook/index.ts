// POST /functions/v1/portone-webhook: PortOne's webhooks (version 2024-04-25, Standard Webhooks).
// verify_jwt is off for it (supabase/config.toml): PortOne signs instead. The raw body and its
// webhook-id / webhook-timestamp / webhook-signature headers are checked with the SDK's verifier
// against PORTONE_WEBHOOK_SECRET (5-minute tolerance); anything else is refused with 400 and
// changes nothing. A verified Transaction.* event is never applied as it says: the payment is
// re-read from PortOne's API and handed to the database (handle_portone_payment, service role),
// which records each webhook-id once and decides from the payment's status, so replays and any
// order of events end the same. Other types (billing keys, unknown ones) are answered 200 and
// ignored. A database failure answers 500, as does PortOne being unreachable, so PortOne retries.
import { createClient } from '@supabase/supabase-js';
import { env, supabaseKeys } from '../_shared/env.ts';
import { fetchPayment, PAYMENT_ID, portoneConfig, Webhook } from '../_shared/portone.ts';

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}

async function handler(req: Request): Promise<Response> {
  if (req.method !== 'POST') return reply(405, { error: 'Use POST' });
  const secret = env('PORTONE_WEBHOOK_SECRET');
  const { url: supabaseUrl, secretKey: serviceKey } = supabaseKeys();
  if (!secret) return reply(503, { error: 'PORTONE_WEBHOOK_SECRET is not configured' });
  if (!supabaseUrl || !serviceKey) return reply(500, { error: 'SUPABASE_URL and the secret key (SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY) are required' });

  const raw = await req.text();
  const headers: Record<string, string> = {};
  req.headers.forEach((value, key) => { headers[key] = value; });
  let webhook: { type?: unknown; data?: { paymentId?: unknown; storeId?: unknown } };
  try {
    webhook = await Webhook.verify(secret, raw, headers) as typeof webhook;
  } catch {
    return reply(400, { error: 'Invalid signature' });
  }
  const webhookId = req.headers.get('webhook-id') ?? '';
  const type = typeof webhook?.type === 'string' ? webhook.type : '';
  const paymentId = typeof webhook?.data?.paymentId === 'string' ? webhook.data.paymentId : '';
  // signed by PortOne but not about a payment we could have made (billing keys, unknown types, an
  // id outside our format): answered, so that PortOne does not retry it, and ignored
  if (!type.startsWith('Transaction.') || !PAYMENT_ID.test(paymentId)) return reply(200, { received: true, outcome: 'ignored' });
  if (webhookId.length > 255) return reply(400, { error: 'webhook-id too long' });

  const cfg = portoneConfig();
  if (!cfg) return reply(503, { error: 'PortOne is not configured (PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_CHANNEL_KEYS)' });
  let payment: Record<string, unknown>;
  try {
    payment = await fetchPayment(cfg, paymentId);
  } catch (e) {
    console.error('portone-webhook: PortOne could not be read', paymentId, e);
    return reply(500, { error: 'The payment could not be read; retry' });
  }
  const service = createClient(supabaseUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { data, error } = await service.rpc('handle_portone_payment', {
    p_event_id: webhookId, p_event_type: type, p_payment: payment, p_store_id: cfg.storeId,
  });
  if (error) {
    if (error.hint === 'invalid_event') return reply(400, { error: error.message });
    console.error('portone-webhook: the database refused', webhookId, type, error);
    return reply(500, { error: 'Not recorded; retry' });
  }
  const out = data as Record<string, unknown>;
  return reply(200, { received: true, outcome: out.outcome, needs_attention: out.needs_attention, status: out.status });
}

// The module serves itself, on the edge runtime as in the local host's Deno worker (typed through
// globalThis: the repository's type check runs without Deno's types).
(globalThis as unknown as { Deno?: { serve(h: (r: Request) => Promise<Response>): unknown } }).Deno?.serve(handler);
