// What the worker (Deno) and the host (Node) agree on: the line announcing the worker's port, and
// the header of the worker's answer when the function failed (thrown, or no Response).
export const READY = 'supabase-local-worker-ready:';
export const WORKER_ERROR_HEADER = 'x-supabase-local-worker-error';
