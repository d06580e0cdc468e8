// Types of the supabase-js parts imported directly (see aliases.mjs): the same classes
// @supabase/supabase-js re-exports.
declare module '@supabase-parts/auth' {
  export { AuthClient } from '@supabase/supabase-js';
}
declare module '@supabase-parts/realtime' {
  export { RealtimeClient, type RealtimeChannel } from '@supabase/supabase-js';
}
