// POST /functions/v1/room-message {booking_id, text, kind: 'chat'|'caption', lang}: one line of the
// consultation room's chat or captions. The caller must be in the room now (room_access, as the
// caller); the line is translated for the other party (a client's line into Korean for the lawyer,
// the lawyer's into the client's language) through the configured provider (_shared/translate.ts),
// written to the transcript (add_room_message, service role: the translation cannot be forged)
// and answered; the other party receives it live (Realtime on room_messages).
import { createClient } from '@supabase/supabase-js';
import { supabaseKeys } from '../_shared/env.ts';
import { json, preflight } from '../_shared/cors.ts';
import { configuredTranslator, type Lang } from '../_shared/translate.ts';

const LANGS = new Set<Lang>(['en', 'ko', 'zh', 'ja', 'vi']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { code: 'method_not_allowed', message: 'Use POST' });
  const { url: supabaseUrl, publishableKey: anonKey, secretKey: serviceKey } = supabaseKeys();
  if (!supabaseUrl || !anonKey || !serviceKey) return json(500, { code: 'misconfigured', message: 'SUPABASE_URL and keys are required' });

  let input: { booking_id?: unknown; text?: unknown; kind?: unknown; lang?: unknown };
  try {
    input = await req.json();
  } catch {
    return json(400, { code: 'invalid_body', message: 'A JSON body {booking_id, text, kind, lang} is required' });
  }
  const bookingId = typeof input.booking_id === 'string' && UUID.test(input.booking_id) ? input.booking_id : null;
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  const kind = input.kind === 'caption' ? 'caption' : input.kind === 'chat' || input.kind === undefined ? 'chat' : null;
  if (!bookingId || !kind) return json(400, { code: 'invalid_input', message: 'booking_id and kind (chat or caption) are required' });
  if (!text || text.length > 2000) return json(400, { code: 'invalid_text', message: 'The text must be 1 to 2000 characters' });

  const authorization = req.headers.get('Authorization') ?? '';
  const asCaller = createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: authorization } },
  });
  const { data: user } = await asCaller.auth.getUser(authorization.replace(/^Bearer\s+/i, ''));
  if (!user.user) return json(401, { code: 'not_authenticated', message: 'Sign in to use the room' });
  const access = await asCaller.rpc('room_access', { booking_id: bookingId });
  const room = access.data as { status?: string; role?: 'client' | 'lawyer' } | null;
  if (access.error || room?.status !== 'open') {
    return json(403, { code: 'room_closed', message: 'The room is not open for you' });
  }

  const platform = createClient(supabaseUrl, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  // the lawyer speaks the consultation's language when the room has it and the client did not ask
  // for Korean with machine interpretation (issue 29), else Korean; the client the UI language they
  // send (default: their profile's)
  let from: Lang = 'ko';
  let to: Lang = 'ko';
  const { data: booking } = await platform.from('bookings')
    .select('client_id, consultation_language, interpretation_requested').eq('id', bookingId).single();
  const lawyerLang: Lang = !booking?.interpretation_requested && LANGS.has(booking?.consultation_language as Lang)
    ? (booking!.consultation_language as Lang)
    : 'ko';
  const { data: clientProfile } = await platform.from('profiles').select('preferred_locale').eq('id', booking?.client_id ?? '').maybeSingle();
  const clientLang: Lang = LANGS.has(input.lang as Lang) && room.role === 'client'
    ? (input.lang as Lang)
    : LANGS.has(clientProfile?.preferred_locale as Lang) ? (clientProfile!.preferred_locale as Lang) : 'en';
  if (room.role === 'client') { from = clientLang; to = lawyerLang; } else { from = lawyerLang; to = clientLang; }

  let translated: string | null = null;
  let provider = 'none';
  if (from !== to) {
    try {
      const translator = configuredTranslator();
      provider = translator.name;
      translated = await translator.translate(text, from, to);
    } catch (e) {
      console.error('room-message: translation failed', e);
      translated = null;
    }
    if (translated === null) provider = 'none';
  }

  const saved = await platform.rpc('add_room_message', {
    p_author_id: user.user.id, p_booking_id: bookingId, p_kind: kind, p_original_text: text, p_original_lang: from,
    p_translated_text: translated, p_translated_lang: translated === null ? null : to, p_provider: provider,
  });
  if (saved.error) {
    const status = saved.error.code === '42501' ? 403 : 400;
    return json(status, { code: saved.error.hint ?? 'invalid_input', message: saved.error.message });
  }
  return json(200, saved.data);
}

// The module serves itself, on the edge runtime as in the local host's Deno worker (typed through
// globalThis: the repository's type check runs without Deno's types).
(globalThis as unknown as { Deno?: { serve(h: (r: Request) => Promise<Response>): unknown } }).Deno?.serve(handler);
