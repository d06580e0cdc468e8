// Shared helpers for the realtime conformance suites: supabase-js clients with a chosen token,
// subscription and event waiting with timeouts (no sleeps), users and tokens.
import crypto from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signJwt } from '../../server/jwt.ts';
import type { TestServer } from '../helpers/server.ts';

/** A postgres_changes callback payload as realtime-js hands it over (records loosely typed for tests). */
export interface ChangePayload {
  schema: string;
  table: string;
  commit_timestamp: string;
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  new: Record<string, any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  old: Record<string, any>;
  errors: string[] | null;
}

export interface RtClient {
  supabase: SupabaseClient;
  /** Switches the token realtime uses (pushes access_token to joined channels). */
  setToken(token: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * A supabase-js client whose realtime token is `token` (default: the anon key). The token comes
 * from supabase-js' `accessToken` option: with it, realtime-js keeps using that token on
 * re-auth (join replies, heartbeats) instead of falling back to the anon key. The token is set
 * before anything subscribes: supabase-js applies it asynchronously, and a join sent before
 * that carries no access_token (the server then uses the apikey's role, as Realtime does).
 */
export async function rtClient(s: TestServer, token?: string): Promise<RtClient> {
  const holder = { token: token ?? s.anonKey };
  const supabase = createClient(s.url, s.anonKey, {
    accessToken: async () => holder.token,
    realtime: { heartbeatIntervalMs: 60_000 },
  });
  await supabase.realtime.setAuth(holder.token);
  return {
    supabase,
    async setToken(t: string) {
      holder.token = t;
      await supabase.realtime.setAuth(t);
    },
    async close() {
      await supabase.removeAllChannels();
      supabase.realtime.disconnect();
    },
  };
}

/** Resolves on SUBSCRIBED, rejects on CHANNEL_ERROR / TIMED_OUT. */
export function subscribe(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve(channel);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
}

/**
 * Round trip on the client's socket: the server handles a connection's messages in order, so
 * once the heartbeat is answered everything sent before it (e.g. access_token) was applied.
 */
export function syncSocket(c: RtClient, timeoutMs = 5000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('heartbeat reply timed out')), timeoutMs);
    c.supabase.realtime.onHeartbeat((status) => {
      if (status === 'ok') {
        clearTimeout(timer);
        resolve();
      }
    });
    void c.supabase.realtime.sendHeartbeat();
  });
}

/** Collects values; waitFor resolves with the first one (past or future) matching. */
export class Recorder<T> {
  readonly items: T[] = [];
  private waiters: { pred: (x: T) => boolean; resolve: (x: T) => void }[] = [];

  push = (x: T): void => {
    this.items.push(x);
    this.waiters = this.waiters.filter((w) => {
      if (!w.pred(x)) return true;
      w.resolve(x);
      return false;
    });
  };

  waitFor(pred: (x: T) => boolean, label = 'event', timeoutMs = 8000): Promise<T> {
    const found = this.items.find(pred);
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w.resolve !== done);
        reject(new Error(`timed out waiting for ${label}; got ${JSON.stringify(this.items).slice(0, 2000)}`));
      }, timeoutMs);
      const done = (x: T) => {
        clearTimeout(timer);
        resolve(x);
      };
      this.waiters.push({ pred, resolve: done });
    });
  }
}

export async function createUser(s: TestServer, email = `u${crypto.randomBytes(4).toString('hex')}@example.com`): Promise<{ id: string; email: string; token: string }> {
  const id = crypto.randomUUID();
  await s.db.query(`insert into auth.users (id, email, aud, role, created_at, updated_at) values ($1, $2, 'authenticated', 'authenticated', now(), now())`, [id, email]);
  return { id, email, token: userToken(s, id, email) };
}

export function userToken(s: TestServer, sub: string, email?: string, expiresIn = 3600): string {
  return signJwt({ sub, email, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + expiresIn }, s.cfg.jwtSecret);
}

/** A raw Phoenix client over `ws`, for protocol-level checks. */
export class RawSocket {
  ws: WebSocket;
  frames = new Recorder<unknown>();
  binary = new Recorder<Buffer>();
  private ref = 0;

  constructor(url: string) {
    this.ws = new WebSocket(url);
    this.ws.on('message', (data, isBinary) => {
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
      if (isBinary) this.binary.push(buf);
      else this.frames.push(JSON.parse(buf.toString('utf8')));
    });
  }

  static async open(s: TestServer, query = `apikey=${s.anonKey}&vsn=2.0.0`): Promise<RawSocket> {
    const r = new RawSocket(`${s.url.replace('http', 'ws')}/realtime/v1/websocket?${query}`);
    await new Promise<void>((resolve, reject) => {
      r.ws.once('open', () => resolve());
      r.ws.once('error', reject);
    });
    return r;
  }

  nextRef(): string {
    return String(++this.ref);
  }

  sendRaw(data: string | Buffer): void {
    this.ws.send(data);
  }

  /** Sends a vsn 2 frame and resolves with its phx_reply payload. */
  async push(topic: string, event: string, payload: unknown, joinRef: string | null = null): Promise<{ status: string; response: Record<string, unknown> }> {
    const ref = this.nextRef();
    this.ws.send(JSON.stringify([joinRef ?? (event === 'phx_join' ? ref : null), ref, topic, event, payload]));
    const reply = (await this.frames.waitFor((f) => Array.isArray(f) && f[1] === ref && f[3] === 'phx_reply', `reply to ${event} ${ref}`)) as unknown[];
    return reply[4] as { status: string; response: Record<string, unknown> };
  }

  close(): void {
    this.ws.terminate();
  }
}
