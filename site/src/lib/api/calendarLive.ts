// Live availability on the booking page: a subscription to public.lawyer_calendar_updates (one row
// per lawyer, bumped whenever that lawyer's taken slots change; docs/bookings.md). Every event, and
// every (re)join, means "read lawyer_busy_slots again"; the row itself carries nothing we need.
//
// A small Phoenix-protocol client over the browser's WebSocket instead of realtime-js (~17 KB gz):
// one channel, one postgres_changes binding, heartbeats, token refresh and reconnection are all
// this page needs, in about 1 KB. Frames are vsn 1.0.0 JSON objects
// ({topic, event, payload, ref, join_ref}), which Supabase Realtime and the local server both speak.
import { PUBLISHABLE_KEY, apiUrl } from './config.ts';

export const CALENDAR_TABLE = 'lawyer_calendar_updates';
const HEARTBEAT_MS = 25_000;
const BACKOFF_MS = [1000, 2000, 5000, 10_000];

export interface CalendarSubscription {
  unsubscribe(): void;
}

export interface CalendarOptions {
  /** the signed-in user's access token, or null for an anonymous visitor (the anon key is used) */
  getToken?: () => Promise<string | null>;
  debounceMs?: number;
  /** for tests */
  WebSocketImpl?: typeof WebSocket;
}

interface Frame {
  topic: string;
  event: string;
  payload: unknown;
  ref: string | null;
  join_ref: string | null;
}

/** The phx_join payload: one binding, exactly as Realtime expects it echoed back. */
export function joinPayload(lawyerId: string, token: string): Record<string, unknown> {
  return {
    config: {
      broadcast: { ack: false, self: false },
      presence: { key: '', enabled: false },
      postgres_changes: [{ event: '*', schema: 'public', table: CALENDAR_TABLE, filter: `lawyer_id=eq.${lawyerId}` }],
      private: false,
    },
    access_token: token,
  };
}

export function socketUrl(): string {
  return `${apiUrl().replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(PUBLISHABLE_KEY)}&vsn=1.0.0`;
}

/**
 * Calls onChange (debounced) whenever the lawyer's taken slots may have changed: on each event, and
 * once each time the channel is joined, so nothing changed while connecting is missed.
 */
export function subscribeToLawyerCalendar(lawyerId: string, onChange: () => void, opts: CalendarOptions = {}): CalendarSubscription {
  const WS = opts.WebSocketImpl ?? WebSocket;
  const getToken = async () => (await (opts.getToken?.() ?? Promise.resolve(null)).catch(() => null)) ?? PUBLISHABLE_KEY;
  const topic = `realtime:calendar:${lawyerId}`;
  let ws: WebSocket | null = null;
  let stopped = false;
  let ref = 0;
  let joinRef: string | null = null;
  let token = PUBLISHABLE_KEY;
  let attempts = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let debounce: ReturnType<typeof setTimeout> | undefined;
  let awaitingBeat: string | null = null;

  const fire = () => {
    clearTimeout(debounce);
    debounce = setTimeout(() => !stopped && onChange(), opts.debounceMs ?? 100);
  };
  const send = (socket: WebSocket, f: Omit<Frame, 'ref'>) => {
    const r = String(++ref);
    if (socket.readyState === 1) socket.send(JSON.stringify({ ...f, ref: r }));
    return r;
  };

  const connect = async () => {
    token = await getToken();
    if (stopped) return;
    const socket = new WS(socketUrl());
    ws = socket;
    socket.onopen = () => {
      attempts = 0;
      joinRef = String(ref + 1);
      send(socket, { topic, event: 'phx_join', payload: joinPayload(lawyerId, token), join_ref: joinRef });
      heartbeat = setInterval(() => {
        // no answer to the last heartbeat: the connection is dead, start again
        if (awaitingBeat) return socket.close();
        awaitingBeat = send(socket, { topic: 'phoenix', event: 'heartbeat', payload: {}, join_ref: null });
        // a refreshed sign-in token keeps the channel open past the old token's expiry
        void getToken().then((t) => {
          if (t !== token && !stopped && socket.readyState === 1) {
            token = t;
            send(socket, { topic, event: 'access_token', payload: { access_token: t }, join_ref: joinRef });
          }
        });
      }, HEARTBEAT_MS);
    };
    socket.onmessage = (e: MessageEvent) => {
      let f: Frame;
      try {
        f = JSON.parse(String(e.data)) as Frame;
      } catch {
        return;
      }
      if (f.topic === 'phoenix' && f.ref === awaitingBeat) awaitingBeat = null;
      if (f.topic !== topic) return;
      const status = (f.payload as { status?: string } | null)?.status;
      if (f.event === 'phx_reply' && f.ref === joinRef) {
        if (status === 'ok') fire();
        else {
          console.warn('Live availability unavailable', f.payload);
          socket.close();
        }
      } else if (f.event === 'postgres_changes') fire();
      else if (f.event === 'system' && status === 'error') console.warn('Live availability unavailable', f.payload);
      // the server ended the channel (an expired token, a restart): join again on a new socket
      else if ((f.event === 'phx_close' || f.event === 'phx_error') && f.join_ref === joinRef) socket.close();
    };
    socket.onclose = () => {
      clearInterval(heartbeat);
      awaitingBeat = null;
      if (stopped || ws !== socket) return;
      const wait = BACKOFF_MS[Math.min(attempts++, BACKOFF_MS.length - 1)]!;
      retry = setTimeout(() => void connect().catch(() => undefined), wait);
    };
  };

  void connect().catch((e: unknown) => console.warn('Live availability unavailable', e));
  return {
    unsubscribe() {
      stopped = true;
      clearTimeout(debounce);
      clearTimeout(retry);
      clearInterval(heartbeat);
      const socket = ws;
      ws = null;
      if (socket) {
        if (socket.readyState === 1) send(socket, { topic, event: 'phx_leave', payload: {}, join_ref: joinRef });
        socket.close();
      }
    },
  };
}
