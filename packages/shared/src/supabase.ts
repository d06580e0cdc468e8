// The one typed Supabase client factory the apps use. Configuration comes from the build
// environment (PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_PUBLISHABLE_KEY, or VITE_ equivalents; the
// legacy *_ANON_KEY names still work); without it the apps talk to the server they were loaded
// from (the local one-origin server) with the local publishable key.
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

/**
 * The Supabase CLI's well-known local publishable key (public by design; the local server maps it
 * to the anon role as a hosted project maps its own). Browsers get this key, never a secret one.
 */
export const LOCAL_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

export type TypedSupabaseClient = SupabaseClient<Database>;

export interface SupabaseEnv {
  url?: string;
  /** The project's publishable key (`sb_publishable_…`), or a legacy anon JWT during migration. */
  publishableKey?: string;
}

export function resolveSupabaseEnv(env: SupabaseEnv = {}): { url: string; publishableKey: string } {
  const url = env.url || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost:4321');
  return { url: url.replace(/\/$/, ''), publishableKey: env.publishableKey || LOCAL_PUBLISHABLE_KEY };
}

export function createSupabase(env: SupabaseEnv = {}, options?: SupabaseClientOptions<'public'>): TypedSupabaseClient {
  const { url, publishableKey } = resolveSupabaseEnv(env);
  return createClient<Database>(url, publishableKey, options);
}
