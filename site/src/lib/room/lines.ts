// How a transcript line (room_messages row) is shown to the one reading it (pure; unit-tested).
import type { Lang } from '../i18n/index.ts';

export interface RoomLine {
  id: string;
  booking_id: string;
  author_id: string;
  kind: 'chat' | 'caption';
  original_text: string;
  original_lang: Lang;
  translated_text: string | null;
  translated_lang: Lang | null;
  translation_provider: string;
  created_at: string;
}

export interface LineView {
  mine: boolean;
  /** the text shown first */
  text: string;
  /** the original, one click away, when `text` is a machine translation */
  original: string | null;
  machine: boolean;
  /** the other party's line in another language, left untranslated (no provider, or it failed) */
  untranslated: boolean;
}

export function lineView(l: RoomLine, me: string, myLang: Lang): LineView {
  const mine = l.author_id === me;
  if (mine) return { mine, text: l.original_text, original: null, machine: false, untranslated: false };
  if (l.translated_text) return { mine, text: l.translated_text, original: l.original_text, machine: true, untranslated: false };
  return { mine, text: l.original_text, original: null, machine: false, untranslated: l.original_lang !== myLang };
}

/** Adds or replaces a line (by id), keeping the list in time order. */
export function mergeLine(list: RoomLine[], l: RoomLine): RoomLine[] {
  const rest = list.filter((x) => x.id !== l.id);
  rest.push(l);
  return rest.sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id));
}

/** ICE servers from configuration (ICE_SERVERS, JSON: an array of RTCIceServer); none when unset or invalid. */
export function parseIceServers(raw: string | undefined | null): RTCIceServer[] {
  if (!raw || !raw.trim()) return [];
  try {
    const v = JSON.parse(raw) as unknown;
    const list = Array.isArray(v) ? v : v && typeof v === 'object' && Array.isArray((v as { iceServers?: unknown }).iceServers) ? (v as { iceServers: unknown[] }).iceServers : [];
    return list.filter((s): s is RTCIceServer => {
      if (!s || typeof s !== 'object') return false;
      const urls = (s as { urls?: unknown }).urls;
      return typeof urls === 'string' || (Array.isArray(urls) && urls.every((u) => typeof u === 'string'));
    });
  } catch {
    return [];
  }
}

/** The speech-recognition language tag of a site language. */
export const SPEECH_TAGS: Record<Lang, string> = { en: 'en-US', ko: 'ko-KR', zh: 'zh-CN', ja: 'ja-JP', vi: 'vi-VN' };
