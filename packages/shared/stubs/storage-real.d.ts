// The real storage-js behind the lazy stand-in (vite.config.ts alias), typed as supabase-js's
// `storage` (storage-js itself is not a dependency of the apps).
declare module 'klegal-storage-js-real' {
  import type { SupabaseClient } from '@supabase/supabase-js';
  export const StorageClient: new (...args: unknown[]) => SupabaseClient['storage'];
}
