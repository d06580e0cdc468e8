// The console's one Supabase client (DESIGN.md: one typed client per app). URL and anon key come
// from the build environment (VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY); without them the
// console talks to the server it was loaded from (the local one-origin server).
import { createSupabase, resolveSupabaseEnv, type TypedSupabaseClient } from '@klegal/shared/supabase';

const env = {
  url: import.meta.env.VITE_SUPABASE_URL as string | undefined,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
};

export const supabaseEnv = resolveSupabaseEnv(env);

let client: TypedSupabaseClient | undefined;

export function getSupabase(): TypedSupabaseClient {
  client ??= createSupabase(env);
  return client;
}
