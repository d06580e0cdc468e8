// The real realtime-js behind the lazy stand-in (vite.config.ts alias): its types, as supabase-js
// re-exports them.
declare module 'klegal-realtime-js-real' {
  export { RealtimeClient } from '@supabase/supabase-js';
}
