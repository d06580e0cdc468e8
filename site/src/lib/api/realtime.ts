// Live refresh of the public lawyer lists: a realtime subscription to every change of the
// lawyer_directory table (rows appear when a lawyer is approved and visible, change with the
// profile, and disappear when hidden or revoked). Realtime-js is loaded on demand (~17 KB gzip),
// after the list has rendered.
import { ANON_KEY, apiUrl } from './config.ts';
import { DIRECTORY_TABLE } from './lawyers.ts';
import { getAccessToken } from '../auth/session.ts';

export interface Subscription {
  unsubscribe(): void;
}

/** Calls onChange (debounced) on any change of the public lawyer data. */
export function subscribeToLawyerChanges(onChange: () => void, debounceMs = 250): Subscription {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let cleanup: (() => void) | null = null;
  const fire = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  };
  void (async () => {
    const { RealtimeClient } = await import('@supabase/supabase-js');
    if (stopped) return;
    const client = new RealtimeClient(`${apiUrl().replace(/^http/, 'ws')}/realtime/v1`, {
      params: { apikey: ANON_KEY },
      accessToken: async () => (await getAccessToken().catch(() => null)) ?? ANON_KEY,
    });
    const channel = client
      .channel(`public:${DIRECTORY_TABLE}:${Math.random().toString(36).slice(2, 8)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: DIRECTORY_TABLE }, fire)
      .subscribe((status, err) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') console.warn('Live updates unavailable', status, err);
      });
    cleanup = () => {
      void client.removeChannel(channel);
      client.disconnect();
    };
    if (stopped) cleanup();
  })().catch((e: unknown) => console.warn('Live updates unavailable', e));
  return {
    unsubscribe() {
      stopped = true;
      clearTimeout(timer);
      cleanup?.();
    },
  };
}
