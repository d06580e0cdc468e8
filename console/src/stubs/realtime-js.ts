// The console never subscribes to Realtime, but supabase-js constructs a RealtimeClient in its
// constructor. This stand-in (alias in vite.config.ts) keeps realtime-js and its Phoenix client
// (~17 KB gzipped) out of the bundle. Same surface as far as SupabaseClient uses it.
export class RealtimeClient {
  channels: unknown[] = [];
  constructor(_endPoint?: string, _options?: unknown) {}
  setAuth(_token?: string | null): Promise<void> {
    return Promise.resolve();
  }
  channel(): never {
    throw new Error('Realtime is not available in the admin console');
  }
  getChannels(): unknown[] {
    return [];
  }
  removeChannel(): Promise<'ok'> {
    return Promise.resolve('ok');
  }
  removeAllChannels(): Promise<'ok'[]> {
    return Promise.resolve([]);
  }
  connect(): void {}
  disconnect(): void {}
}
