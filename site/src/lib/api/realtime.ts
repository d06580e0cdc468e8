// Live refresh of the public lawyer lists: a realtime subscription to every change of the
// lawyer_directory table (rows appear when a lawyer is approved and visible, change with the
// profile, and disappear when hidden or revoked). Realtime-js is loaded on demand (~17 KB gzip),
// after the list has rendered.
import { PUBLISHABLE_KEY, apiUrl } from './config.ts';
import { DIRECTORY_TABLE } from './lawyers.ts';
import { getAccessToken } from '../auth/session.ts';

export interface Subscription {
  unsubscribe(): void;
}

/** Runs fn once the page has loaded and the browser is idle (live updates are not urgent). */
export function whenIdle(fn: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(() => fn(), { timeout: 3000 }) : setTimeout(fn, 1500));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', () => idle(), { once: true });
}

/**
 * Calls onChange (debounced) on any change of the public lawyer data. The subscription starts when
 * the browser is idle; once it is live, onChange runs once more so that nothing changed between
 * the first load and the subscription is missed.
 */
export function subscribeToLawyerChanges(onChange: () => void, debounceMs = 250): Subscription {
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
    const channel = client
      .channel(`public:${DIRECTORY_TABLE}:${Math.random().toString(36).slice(2, 8)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: DIRECTORY_TABLE }, fire)
      .subscribe((status, err) => {
        if (status === 'SUBSCRIBED') fire();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') console.warn('Live updates unavailable', status, err);
      });
    cleanup = () => {
      void client.removeChannel(channel);
      client.disconnect();
    };
    if (stopped) cleanup();
  };
  whenIdle(() => {
    if (!stopped) start().catch((e: unknown) => console.warn('Live updates unavailable', e));
  });
  return {
    unsubscribe() {
      stopped = true;
      clearTimeout(timer);
      cleanup?.();
    },
  };
}
