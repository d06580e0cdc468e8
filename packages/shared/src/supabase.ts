// The one typed Supabase client factory the apps use. Configuration comes from the build
// environment (PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY, or VITE_ equivalents); without it
// the apps talk to the server they were loaded from (the local one-origin server).
import { createClient, type SupabaseClient, type SupabaseClientOptions } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';

/** The Supabase CLI's well-known local anon key (public by design; the local server accepts it). */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export type TypedSupabaseClient = SupabaseClient<Database>;

export interface SupabaseEnv {
  url?: string;
  anonKey?: string;
}

export function resolveSupabaseEnv(env: SupabaseEnv = {}): { url: string; anonKey: string } {
  const url = env.url || (typeof window !== 'undefined' ? window.location.origin : 'http://localhost:4321');
  return { url: url.replace(/\/$/, ''), anonKey: env.anonKey || LOCAL_ANON_KEY };
}

export function createSupabase(env: SupabaseEnv = {}, options?: SupabaseClientOptions<'public'>): TypedSupabaseClient {
  const { url, anonKey } = resolveSupabaseEnv(env);
  return createClient<Database>(url, anonKey, options);
}
