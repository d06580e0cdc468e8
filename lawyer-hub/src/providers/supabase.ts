// The one Supabase client of this app (house style rule 4): the shared typed factory, configured
// only from the build environment; without it the app talks to the origin it was loaded from.
import { createSupabase, type TypedSupabaseClient } from '@klegal/shared/supabase';

export const supabase: TypedSupabaseClient = createSupabase({
  url: import.meta.env.VITE_SUPABASE_URL as string | undefined,
  anonKey: import.meta.env.VITE_SUPABASE_ANON_KEY as string | undefined,
});
