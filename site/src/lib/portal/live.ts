// Live updates of the client's own bookings (the lawyer confirms, an administrator sets the
// meeting link): a realtime subscription to public.bookings filtered by client_id. Realtime
// delivers only rows the subscriber may read (RLS). realtime-js is loaded on demand, after the
// first render; failures only mean no live updates. With `payments`, the client's
// payment_history too: a Stripe refund's confirmation changes only the payment, not the booking.
import { PUBLISHABLE_KEY, apiUrl } from '../api/config.ts';
import { getAccessToken } from '../auth/session.ts';

export interface Subscription {
  unsubscribe(): void;
}

export interface OwnBookingsOptions {
  /** Also the client's payments (their refund state). */
  payments?: boolean;
  debounceMs?: number;
}

export function subscribeToOwnBookings(userId: string, onChange: () => void, { payments = false, debounceMs = 300 }: OwnBookingsOptions = {}): Subscription {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let cleanup: (() => void) | null = null;
  const fire = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  };
  void (async () => {
    const { RealtimeClient } = await import('@supabase-parts/realtime');
    if (stopped) return;
    const client = new RealtimeClient(`${apiUrl().replace(/^http/, 'ws')}/realtime/v1`, {
      params: { apikey: PUBLISHABLE_KEY },
      accessToken: async () => (await getAccessToken().catch(() => null)) ?? PUBLISHABLE_KEY,
    });
    // join as the signed-in client (the accessToken option alone does not send the token with the
    // join; without it the subscription is anonymous and RLS lets no booking through), and keep
    // the token current as it is refreshed
    await client.setAuth();
    if (stopped) {
      client.disconnect();
      return;
    }
    const refresh = setInterval(() => void client.setAuth().catch(() => undefined), 4 * 60_000);
    const channel = client
      .channel(`portal:bookings:${Math.random().toString(36).slice(2, 8)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'bookings', filter: `client_id=eq.${userId}` }, fire);
    if (payments) channel.on('postgres_changes', { event: '*', schema: 'public', table: 'payment_history', filter: `client_id=eq.${userId}` }, fire);
    channel.subscribe((status, err) => {
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') console.warn('Live updates unavailable', status, err);
      });
    cleanup = () => {
      clearInterval(refresh);
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
