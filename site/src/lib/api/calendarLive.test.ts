// The booking page's small Realtime client against a scripted socket: the join frame Realtime
// expects, a re-read on join and on every change, rejoining after the server drops the channel,
// and a clean leave.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_TABLE, joinPayload, socketUrl, subscribeToLawyerCalendar } from './calendarLive.ts';

interface Sent { topic: string; event: string; payload: Record<string, unknown>; ref: string; join_ref: string | null }

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Sent[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as Sent);
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: Record<string, unknown>) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  get join() {
    return this.sent.find((f) => f.event === 'phx_join')!;
  }
  replyToJoin(status = 'ok') {
    const j = this.join;
    this.receive({ topic: j.topic, event: 'phx_reply', payload: { status, response: {} }, ref: j.ref, join_ref: j.join_ref });
  }
}

const LAWYER = '00000000-0000-4000-8000-0000000000a2';

beforeEach(() => {
  FakeSocket.all = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('subscribeToLawyerCalendar', () => {
  it('joins with one filtered binding and the token, and re-reads on join and on each change', async () => {
    const onChange = vi.fn();
    const sub = subscribeToLawyerCalendar(LAWYER, onChange, { WebSocketImpl: FakeSocket as unknown as typeof WebSocket, getToken: async () => 'user-jwt', debounceMs: 10 });
    await vi.advanceTimersByTimeAsync(0);
    const ws = FakeSocket.all[0]!;
    expect(ws.url).toBe(socketUrl());
    expect(ws.url).toMatch(/\/realtime\/v1\/websocket\?apikey=.+&vsn=1\.0\.0$/);
    ws.open();
    expect(ws.join.topic).toBe(`realtime:calendar:${LAWYER}`);
    expect(ws.join.join_ref).toBe(ws.join.ref);
    expect(ws.join.payload).toEqual(joinPayload(LAWYER, 'user-jwt'));
    expect((ws.join.payload.config as { postgres_changes: unknown[] }).postgres_changes).toEqual([
      { event: '*', schema: 'public', table: CALENDAR_TABLE, filter: `lawyer_id=eq.${LAWYER}` },
    ]);

    ws.replyToJoin();
    await vi.advanceTimersByTimeAsync(20);
    expect(onChange).toHaveBeenCalledTimes(1);

    // a burst of changes is one re-read
    for (let i = 0; i < 3; i++) ws.receive({ topic: ws.join.topic, event: 'postgres_changes', payload: { ids: [1], data: {} }, ref: null, join_ref: ws.join.ref });
    await vi.advanceTimersByTimeAsync(20);
    expect(onChange).toHaveBeenCalledTimes(2);
    // frames of other topics are not ours
    ws.receive({ topic: 'realtime:other', event: 'postgres_changes', payload: {}, ref: null, join_ref: null });
    await vi.advanceTimersByTimeAsync(20);
    expect(onChange).toHaveBeenCalledTimes(2);

    sub.unsubscribe();
    expect(ws.sent.at(-1)!.event).toBe('phx_leave');
    expect(ws.readyState).toBe(3);
    expect(FakeSocket.all).toHaveLength(1); // no reconnection after leaving
  });

  it('uses the publishable key for a visitor and rejoins on a new socket when the server closes the channel', async () => {
    const onChange = vi.fn();
    const sub = subscribeToLawyerCalendar(LAWYER, onChange, { WebSocketImpl: FakeSocket as unknown as typeof WebSocket, debounceMs: 10 });
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeSocket.all[0]!;
    first.open();
    expect(first.join.payload.access_token).toMatch(/^sb_publishable_/); // a visitor has no session: the publishable key, as supabase-js sends it
    first.replyToJoin();
    first.receive({ topic: first.join.topic, event: 'phx_close', payload: {}, ref: first.join.ref, join_ref: first.join.ref });
    expect(first.readyState).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(0);
    const second = FakeSocket.all[1]!;
    expect(second).toBeDefined();
    second.open();
    second.replyToJoin();
    await vi.advanceTimersByTimeAsync(20);
    expect(onChange).toHaveBeenCalledTimes(2); // once per join: changes while away are not missed
    sub.unsubscribe();
  });

  it('sends heartbeats and gives up a socket whose heartbeat is not answered', async () => {
    const sub = subscribeToLawyerCalendar(LAWYER, () => {}, { WebSocketImpl: FakeSocket as unknown as typeof WebSocket });
    await vi.advanceTimersByTimeAsync(0);
    const ws = FakeSocket.all[0]!;
    ws.open();
    await vi.advanceTimersByTimeAsync(25_000);
    const beat = ws.sent.find((f) => f.topic === 'phoenix')!;
    expect(beat).toMatchObject({ event: 'heartbeat', join_ref: null });
    ws.receive({ topic: 'phoenix', event: 'phx_reply', payload: { status: 'ok', response: {} }, ref: beat.ref, join_ref: null });
    await vi.advanceTimersByTimeAsync(25_000);
    expect(ws.readyState).toBe(1); // answered: still open
    await vi.advanceTimersByTimeAsync(25_000);
    expect(ws.readyState).toBe(3); // the second heartbeat went unanswered
    sub.unsubscribe();
  });
});
