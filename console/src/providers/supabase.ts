// The console's one Supabase client (DESIGN.md: one typed client per app). URL and publishable
// key come from the build environment (VITE_SUPABASE_URL / VITE_SUPABASE_PUBLISHABLE_KEY);
// without them the console talks to the server it was loaded from (the local one-origin server).
import { createSupabase, resolveSupabaseEnv, type TypedSupabaseClient } from '@klegal/shared/supabase';

const env = {
  url: import.meta.env.VITE_SUPABASE_URL as string | undefined,
  // the legacy VITE_SUPABASE_ANON_KEY still works (docs/deploy.md)
  publishableKey: (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || import.meta.env.VITE_SUPABASE_ANON_KEY) as string | undefined,
};

export const supabaseEnv = resolveSupabaseEnv(env);

let client: TypedSupabaseClient | undefined;

export function getSupabase(): TypedSupabaseClient {
  client ??= createSupabase(env);
  return client;
}
