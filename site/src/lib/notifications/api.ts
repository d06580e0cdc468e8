// The signed-in member's in-app notifications (public.notifications: RLS lets each user read only
// their own rows and change only read_at) and their language for e-mails (profiles.preferred_locale).
import { select, update } from '../api/rest.ts';
import type { Lang } from '../i18n/index.ts';

export interface NotificationRow {
  id: string;
  kind: string;
  params: Record<string, unknown>;
  created_at: string;
  read_at: string | null;
}

/** How many rows the bell lists and counts at most (the count shows "99+" beyond). */
export const BELL_LIST_SIZE = 15;
export const BELL_COUNT_CAP = 100;

export function fetchLatestNotifications(userId: string, limit = BELL_LIST_SIZE): Promise<NotificationRow[]> {
  return select<NotificationRow>('notifications', {
    select: 'id,kind,params,created_at,read_at',
    user_id: `eq.${userId}`,
    order: 'created_at.desc',
    limit,
  });
}

/** The unread count (capped at BELL_COUNT_CAP). */
export async function fetchUnreadCount(userId: string): Promise<number> {
  const rows = await select<{ id: string }>('notifications', { select: 'id', user_id: `eq.${userId}`, read_at: 'is.null', limit: BELL_COUNT_CAP });
  return rows.length;
}

export async function markNotificationRead(id: string, at: Date = new Date()): Promise<void> {
  await update('notifications', { id: `eq.${id}`, read_at: 'is.null' }, { read_at: at.toISOString() });
}

export async function markAllNotificationsRead(userId: string, at: Date = new Date()): Promise<void> {
  await update('notifications', { user_id: `eq.${userId}`, read_at: 'is.null' }, { read_at: at.toISOString() });
}

/** Remembers the member's UI language: client e-mails are written in it. */
export async function savePreferredLocale(userId: string, lang: Lang): Promise<void> {
  await update('profiles', { id: `eq.${userId}` }, { preferred_locale: lang });
}

/** Remembers the member's time zone (IANA): e-mails give their local time next to KST. */
export async function saveTimeZone(userId: string, timeZone: string): Promise<void> {
  await update('profiles', { id: `eq.${userId}` }, { time_zone: timeZone });
}
