// Live notifications: a Realtime subscription to the member's own rows of public.notifications
// (postgres_changes filtered by user_id; Realtime checks RLS, so only the member's rows arrive).
// realtime-js is loaded on demand when the browser is idle; failures only mean no live updates.
import { PUBLISHABLE_KEY, apiUrl } from '../api/config.ts';
import { whenIdle } from '../api/realtime.ts';
import { getAccessToken } from '../auth/session.ts';

export interface Subscription {
  unsubscribe(): void;
}

/**
 * Calls onChange (debounced) on every insert or update of the member's notifications, and once when
 * joined; onStatus hears the channel's state ('SUBSCRIBED', 'CHANNEL_ERROR', …).
 */
export function subscribeToNotifications(userId: string, onChange: () => void, onStatus?: (status: string) => void, debounceMs = 150): Subscription {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let cleanup: (() => void) | null = null;
  const fire = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  };
  const start = async () => {
    const { RealtimeClient } = await import('@supabase-parts/realtime');
    if (stopped) return;
    const client = new RealtimeClient(`${apiUrl().replace(/^http/, 'ws')}/realtime/v1`, {
      params: { apikey: PUBLISHABLE_KEY },
      accessToken: async () => (await getAccessToken().catch(() => null)) ?? PUBLISHABLE_KEY,
    });
    // join as the member (RLS lets only their rows through) and keep the token current
    await client.setAuth();
    if (stopped) {
      client.disconnect();
      return;
    }
    const refresh = setInterval(() => void client.setAuth().catch(() => undefined), 4 * 60_000);
    const channel = client
      .channel(`bell:${Math.random().toString(36).slice(2, 8)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'notifications', filter: `user_id=eq.${userId}` }, fire)
      .subscribe((status, err) => {
        onStatus?.(status);
        // anything that happened before the join is read again
        if (status === 'SUBSCRIBED') fire();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') console.warn('Live notifications unavailable', status, err);
      });
    cleanup = () => {
      clearInterval(refresh);
      void client.removeChannel(channel);
      client.disconnect();
    };
    if (stopped) cleanup();
  };
  whenIdle(() => {
    if (!stopped) start().catch((e: unknown) => console.warn('Live notifications unavailable', e));
  });
  return {
    unsubscribe() {
      stopped = true;
      clearTimeout(timer);
      cleanup?.();
    },
  };
}
