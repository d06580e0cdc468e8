// The lawyer's written follow-up of a completed booking (issue 29, item 5), as the client reads it:
// the Edge Function follow-up-translation reads the versions as the caller (RLS: the booking's
// parties and administrators) and translates the latest from Korean through the room's translation
// provider. As in the room (lib/room/lines.ts): a machine translation is labelled, with the original
// one click away; without a provider the original is shown with a notice.
import { PUBLISHABLE_KEY, apiUrl } from '../api/config.ts';
import { getAccessToken } from '../auth/session.ts';
import type { Lang } from '../i18n/index.ts';

export interface FollowUpVersion {
  version: number;
  body: string;
  created_at: string;
}

/** The function's answer. */
export interface FollowUp {
  booking_id: string;
  version: number;
  /** the latest version, as the lawyer wrote it (Korean) */
  body: string;
  original_lang: 'ko';
  created_at: string;
  first_created_at: string;
  corrected: boolean;
  translated_text: string | null;
  translated_lang: Lang | null;
  translation_provider: string;
  versions: FollowUpVersion[];
}

/** What the card shows. */
export interface FollowUpView {
  text: string;
  /** the original, one click away, when `text` is a machine translation */
  original: string | null;
  machine: boolean;
  /** another language than the reader's and no translation (no provider, or it failed) */
  untranslated: boolean;
}

export function followUpView(f: Pick<FollowUp, 'body' | 'translated_text'>, lang: Lang): FollowUpView {
  if (f.translated_text) return { text: f.translated_text, original: f.body, machine: true, untranslated: false };
  return { text: f.body, original: null, machine: false, untranslated: lang !== 'ko' };
}

export class FollowUpError extends Error {}

/** The booking's follow-up in `lang`; null when the lawyer has written none. */
export async function fetchFollowUp(bookingId: string, lang: Lang, fetchImpl: typeof fetch = fetch): Promise<FollowUp | null> {
  const token = await getAccessToken().catch(() => null);
  const res = await fetchImpl(`${apiUrl()}/functions/v1/follow-up-translation`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token ?? PUBLISHABLE_KEY}` },
    body: JSON.stringify({ booking_id: bookingId, lang }),
  });
  if (res.status === 404) return null;
  if (!res.ok) throw new FollowUpError(`follow-up-translation answered ${res.status}`);
  return (await res.json()) as FollowUp;
}
