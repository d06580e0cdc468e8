// Realtime, loaded when first used (alias of @supabase/realtime-js in vite.config.ts): supabase-js
// constructs a RealtimeClient in its constructor, which put realtime-js and its Phoenix client
// (~15 KB gzipped) on every page, log-in included. This stand-in has the surface supabase-js and
// @refinedev/supabase use; `channel()` returns a channel that records its `.on(...)` listeners and
// joins the real one once realtime-js has loaded (on `subscribe()`). The real module is
// 'klegal-realtime-js-real', an alias of realtime-js's own file.
type RealModule = typeof import('klegal-realtime-js-real');
type RealClient = InstanceType<RealModule['RealtimeClient']>;
type RealChannel = ReturnType<RealClient['channel']>;
type Args = ConstructorParameters<RealModule['RealtimeClient']>;

let loading: Promise<RealModule> | null = null;
const load = () => (loading ??= import('klegal-realtime-js-real'));

// the listen-event enums @refinedev/supabase reads through supabase-js (`export *`)
export const REALTIME_POSTGRES_CHANGES_LISTEN_EVENT = { ALL: '*', INSERT: 'INSERT', UPDATE: 'UPDATE', DELETE: 'DELETE' } as const;
export const REALTIME_LISTEN_TYPES = { BROADCAST: 'broadcast', PRESENCE: 'presence', POSTGRES_CHANGES: 'postgres_changes', SYSTEM: 'system' } as const;
export const REALTIME_SUBSCRIBE_STATES = { SUBSCRIBED: 'SUBSCRIBED', TIMED_OUT: 'TIMED_OUT', CLOSED: 'CLOSED', CHANNEL_ERROR: 'CHANNEL_ERROR' } as const;

export class LazyChannel {
  private listeners: unknown[][] = [];
  real: RealChannel | null = null;
  removed = false;
  private client: RealtimeClient;
  readonly topic: string;
  private opts?: unknown;
  constructor(client: RealtimeClient, topic: string, opts?: unknown) {
    this.client = client;
    this.topic = topic;
    this.opts = opts;
  }
  on(...args: unknown[]): this {
    this.listeners.push(args);
    (this.real as unknown as { on(...a: unknown[]): unknown } | null)?.on(...args);
    return this;
  }
  subscribe(callback?: (status: string, err?: Error) => void, timeout?: number): this {
    void this.client.ready().then((rc) => {
      if (this.removed) return;
      const ch = rc.channel(this.topic, this.opts as never) as unknown as { on(...a: unknown[]): unknown; subscribe(cb?: unknown, t?: number): unknown };
      for (const l of this.listeners) ch.on(...l);
      this.real = ch as unknown as RealChannel;
      ch.subscribe(callback, timeout);
    }, (e) => callback?.('CHANNEL_ERROR', e instanceof Error ? e : new Error(String(e))));
    return this;
  }
  unsubscribe(): Promise<string> {
    this.removed = true;
    return this.real ? this.real.unsubscribe() : Promise.resolve('ok');
  }
}

export class RealtimeClient {
  private real: RealClient | null = null;
  private pending: Promise<RealClient> | null = null;
  private token: string | null | undefined = undefined;
  private channels: LazyChannel[] = [];
  private args: Args;
  constructor(...args: Args) {
    this.args = args;
  }
  /** The real client, made on first use with the latest access token. */
  ready(): Promise<RealClient> {
    return (this.pending ??= load().then(async (m) => {
      const rc = new m.RealtimeClient(...this.args);
      if (this.token !== undefined) await rc.setAuth(this.token);
      this.real = rc;
      return rc;
    }));
  }
  setAuth(token?: string | null): Promise<void> {
    this.token = token ?? null;
    return this.real ? this.real.setAuth(token ?? null) : Promise.resolve();
  }
  channel(topic: string, opts?: unknown): LazyChannel {
    const ch = new LazyChannel(this, topic, opts);
    this.channels.push(ch);
    return ch;
  }
  getChannels(): LazyChannel[] {
    return this.channels.filter((c) => !c.removed);
  }
  async removeChannel(channel: LazyChannel): Promise<string> {
    this.channels = this.channels.filter((c) => c !== channel);
    channel.removed = true;
    if (!channel.real || !this.real) return 'ok';
    return this.real.removeChannel(channel.real);
  }
  async removeAllChannels(): Promise<string[]> {
    const all = this.channels;
    this.channels = [];
    return Promise.all(all.map((c) => this.removeChannel(c)));
  }
  connect(): void {
    void this.ready().then((rc) => rc.connect());
  }
  disconnect(code?: number, reason?: string): void {
    this.real?.disconnect(code, reason);
  }
}
