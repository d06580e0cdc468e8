// The one Supabase client of this app (house style rule 4): the shared typed factory, configured
// only from the build environment; without it the app talks to the origin it was loaded from.
import { createSupabase, resolveSupabaseEnv, type TypedSupabaseClient } from '@klegal/shared/supabase';

const env = {
  url: import.meta.env.VITE_SUPABASE_URL as string | undefined,
  // the legacy VITE_SUPABASE_ANON_KEY still works (docs/deploy.md)
  publishableKey: (import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY || import.meta.env.VITE_SUPABASE_ANON_KEY) as string | undefined,
};

export const supabase: TypedSupabaseClient = createSupabase(env);

/** The Supabase URL this app talks to (stored Storage paths are rendered against it). */
export const supabaseUrl: string = resolveSupabaseEnv(env).url;
