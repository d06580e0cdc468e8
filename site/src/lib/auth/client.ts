// The auth client (auth-js through supabase-js's re-export, tree-shaken: no PostgREST, Realtime or
// Storage clients). Loaded on demand. Uses the same storage key as createSupabase() so a session
// is shared with pages that use the full supabase-js client (e.g. the client portal), which can
// hand its own client over with registerAuthClient() to avoid two GoTrue instances on one page.
import { AuthClient } from '@supabase-parts/auth';
import { PUBLISHABLE_KEY, apiUrl, authStorageKey } from '../api/config.ts';
import { syncAuth } from './session.ts';

type Client = InstanceType<typeof AuthClient>;
let client: Client | null = null;

export function registerAuthClient(c: Client): void {
  client = c;
  c.onAuthStateChange(() => syncAuth());
}

export function getAuthClient(): Client {
  if (!client) {
    const c = new AuthClient({
      url: `${apiUrl()}/auth/v1`,
      headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${PUBLISHABLE_KEY}` },
      storageKey: authStorageKey(),
      storage: window.localStorage,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
    });
    registerAuthClient(c);
  }
  return client!;
}
