// The signed-in member's in-app notifications (public.notifications: RLS lets each user read only
// their own rows and change only read_at) and their language for e-mails (profiles.preferred_locale).
import { select, update } from '../api/rest.ts';
import type { Lang } from '../i18n/index.ts';
import { BELL_COLUMNS, BELL_COUNT_CAP, BELL_LIST_SIZE, type NotificationRow } from '@shared/notifications/bell.ts';

export { BELL_COUNT_CAP, BELL_LIST_SIZE, type NotificationRow };

export function fetchLatestNotifications(userId: string, limit = BELL_LIST_SIZE): Promise<NotificationRow[]> {
  return select<NotificationRow>('notifications', {
    select: BELL_COLUMNS,
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
