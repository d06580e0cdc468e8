// The realtime client, on its own so that importing it on demand (live.ts) gives the bundler a
// separate target: a dynamic import of '@supabase/supabase-js' itself would share its namespace
// with the site's live lists and pull realtime-js into a chunk every page loads.
export { RealtimeClient } from '@supabase/supabase-js';
