// What the room page says about room_access's answer (pure: unit-tested in room.test.ts).
import type { Lang } from '../i18n/index.ts';
import { rt } from './i18n.ts';

import type { RoomAccess } from './access.ts';

export { parseAccess, recheckIn, type RoomAccess, type RoomStatus } from './access.ts';

const LOCALES: Record<Lang, string> = { en: 'en-US', ko: 'ko-KR', zh: 'zh-CN', ja: 'ja-JP', vi: 'vi-VN' };

/** 'Nov 25, 2026, 14:00' in a zone (24-hour clock), in the language's locale. */
export function formatInstant(iso: string, lang: Lang, timeZone: string): string {
  return new Intl.DateTimeFormat(LOCALES[lang], {
    timeZone, year: 'numeric', month: 'short', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).format(new Date(iso));
}

export interface StatusText {
  tone: 'info' | 'warn' | 'error';
  lines: string[];
}

/**
 * The message for a room that cannot be entered now (not yet open, closed, refused), or null when
 * it is open. `zone` is the visitor's time zone: their local time is added when it differs from KST.
 */
export function statusText(a: RoomAccess, lang: Lang, zone: string): StatusText | null {
  if (a.status === 'open') return null;
  if (a.status === 'refused') return { tone: 'error', lines: [rt(lang, 'room.refused')] };
  const kst = (iso: string) => formatInstant(iso, lang, 'Asia/Seoul');
  if (a.status === 'closed') {
    return { tone: 'warn', lines: [rt(lang, 'room.closed'), ...(a.closes_at ? [rt(lang, 'room.closedAt', { time: kst(a.closes_at) })] : [])] };
  }
  const lines: string[] = [];
  if (a.opens_at && a.starts_at) {
    const minutes = Math.round((Date.parse(a.starts_at) - Date.parse(a.opens_at)) / 60_000);
    lines.push(rt(lang, 'room.notYet', { minutes }));
  }
  if (a.opens_at) {
    let opens = rt(lang, 'room.opensAtKst', { time: kst(a.opens_at) });
    const local = formatInstant(a.opens_at, lang, zone);
    if (zone !== 'Asia/Seoul' && local !== kst(a.opens_at)) opens += ` · ${rt(lang, 'room.opensAtLocal', { time: local })}`;
    lines.push(opens);
  }
  if (a.starts_at) lines.push(rt(lang, 'room.startsAt', { time: kst(a.starts_at) }));
  return { tone: 'info', lines };
}
