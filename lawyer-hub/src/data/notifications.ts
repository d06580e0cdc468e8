// The signed-in lawyer's in-app notifications (public.notifications: RLS lets each user read only
// their own rows and change only read_at; written by the database's triggers), live through the
// Realtime channel of the app's one Supabase client.
import { BELL_COLUMNS, BELL_COUNT_CAP, BELL_LIST_SIZE, type NotificationRow } from '@klegal/shared/notifications/bell.ts';
import { supabase } from '../providers/supabase.ts';

export { BELL_COUNT_CAP, type NotificationRow };

export async function fetchLatestNotifications(userId: string): Promise<NotificationRow[]> {
  const { data, error } = await supabase
    .from('notifications')
    .select(BELL_COLUMNS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(BELL_LIST_SIZE);
  if (error) throw error;
  return (data ?? []) as NotificationRow[];
}

/** Unread notifications, counted up to BELL_COUNT_CAP. */
export async function fetchUnreadCount(userId: string): Promise<number> {
  const { data, error } = await supabase.from('notifications').select('id').eq('user_id', userId).is('read_at', null).limit(BELL_COUNT_CAP);
  if (error) throw error;
  return data?.length ?? 0;
}

export async function markNotificationRead(id: string): Promise<void> {
  const { error } = await supabase.from('notifications').update({ read_at: new Date().toISOString() }).eq('id', id).is('read_at', null);
  if (error) throw error;
}

export async function markAllNotificationsRead(userId: string): Promise<void> {
  const { error } = await supabase.from('notifications').update({ read_at: new Date().toISOString() }).eq('user_id', userId).is('read_at', null);
  if (error) throw error;
}

/** Calls onChange on every change of the lawyer's notifications, and once when joined; onStatus hears the channel's state. */
export function subscribeToNotifications(userId: string, onChange: () => void, onStatus?: (status: string) => void): () => void {
  const channel = supabase
    .channel(`bell:${userId}:${Math.random().toString(36).slice(2, 8)}`)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, () => onChange())
    .subscribe((status) => {
      onStatus?.(status);
      if (status === 'SUBSCRIBED') onChange();
    });
  return () => void supabase.removeChannel(channel);
}
