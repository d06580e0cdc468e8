// The signed-in lawyer's in-app notifications (public.notifications: RLS lets each user read only
// their own rows and change only read_at; written by the database's triggers), live through the
// Realtime channel of the app's one Supabase client.
import { supabase } from '../providers/supabase.ts';

export interface NotificationRow {
  id: string;
  kind: string;
  params: Record<string, unknown>;
  created_at: string;
  read_at: string | null;
}

export const LIST_SIZE = 15;
export const COUNT_CAP = 100;

export async function fetchLatestNotifications(userId: string): Promise<NotificationRow[]> {
  const { data, error } = await supabase
    .from('notifications')
    .select('id,kind,params,created_at,read_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .limit(LIST_SIZE);
  if (error) throw error;
  return (data ?? []) as NotificationRow[];
}

/** Unread notifications, counted up to COUNT_CAP. */
export async function fetchUnreadCount(userId: string): Promise<number> {
  const { data, error } = await supabase.from('notifications').select('id').eq('user_id', userId).is('read_at', null).limit(COUNT_CAP);
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
