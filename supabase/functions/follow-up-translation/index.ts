// POST /functions/v1/follow-up-translation {booking_id, lang}: the lawyer's written follow-up of a
// booking (issue 29, item 5) for reading in `lang`. The versions are read AS THE CALLER
// (public.booking_follow_ups under RLS: the booking's client and lawyer and administrators; anyone
// else gets 404), and the latest is translated from Korean through the room's provider
// (_shared/translate.ts, the one interface and configuration). Nothing is stored: the original stays
// the only text kept, so the retention purge of booking_follow_ups removes everything. Without a
// provider, or when it fails, the answer carries no translation (translation_provider 'none') and the
// portal shows the original with a notice.
import { createClient } from '@supabase/supabase-js';
import { supabaseKeys } from '../_shared/env.ts';
import { json, preflight } from '../_shared/cors.ts';
import { configuredTranslator, type Lang } from '../_shared/translate.ts';

const LANGS = new Set<Lang>(['en', 'ko', 'zh', 'ja', 'vi']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Version { version: number; body: string; created_at: string }

async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return json(405, { code: 'method_not_allowed', message: 'Use POST' });
  const { url: supabaseUrl, publishableKey: anonKey } = supabaseKeys();
  if (!supabaseUrl || !anonKey) return json(500, { code: 'misconfigured', message: 'SUPABASE_URL and keys are required' });

  let input: { booking_id?: unknown; lang?: unknown };
  try {
    input = await req.json();
  } catch {
    return json(400, { code: 'invalid_body', message: 'A JSON body {booking_id, lang} is required' });
  }
  const bookingId = typeof input.booking_id === 'string' && UUID.test(input.booking_id) ? input.booking_id : null;
  const lang = LANGS.has(input.lang as Lang) ? (input.lang as Lang) : null;
  if (!bookingId || !lang) return json(400, { code: 'invalid_input', message: 'booking_id and lang (en, ko, zh, ja or vi) are required' });

  const authorization = req.headers.get('Authorization') ?? '';
  const asCaller = createClient(supabaseUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { Authorization: authorization } },
  });
  const { data: user } = await asCaller.auth.getUser(authorization.replace(/^Bearer\s+/i, ''));
  if (!user.user) return json(401, { code: 'not_authenticated', message: 'Sign in to read the follow-up' });

  const { data, error } = await asCaller.from('booking_follow_ups')
    .select('version,body,created_at').eq('booking_id', bookingId).order('version', { ascending: true });
  if (error) return json(502, { code: 'read_failed', message: 'The follow-up could not be read' });
  const versions = (data ?? []) as Version[];
  const latest = versions.at(-1);
  if (!latest) return json(404, { code: 'not_found', message: 'No follow-up for this booking' });

  // the follow-up is written in Korean (lawyer_write_follow_up checks it)
  let translated: string | null = null;
  let provider = 'none';
  if (lang !== 'ko') {
    try {
      const translator = configuredTranslator();
      provider = translator.name;
      translated = await translator.translate(latest.body, 'ko', lang);
    } catch (e) {
      console.error('follow-up-translation: translation failed', e);
      translated = null;
    }
    if (translated === null) provider = 'none';
  }

  return json(200, {
    booking_id: bookingId,
    version: latest.version,
    body: latest.body,
    original_lang: 'ko',
    created_at: latest.created_at,
    first_created_at: versions[0]!.created_at,
    corrected: latest.version > 1,
    translated_text: translated,
    translated_lang: translated === null ? null : lang,
    translation_provider: provider,
    versions,
  });
}

// The module serves itself, on the edge runtime as in the local host's Deno worker (typed through
// globalThis: the repository's type check runs without Deno's types).
(globalThis as unknown as { Deno?: { serve(h: (r: Request) => Promise<Response>): unknown } }).Deno?.serve(handler);
