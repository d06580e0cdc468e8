// A function's configuration and secrets. On a hosted project (and `supabase functions serve`)
// they are `Deno.env.get(name)`; the local host (supabase/server/functions) publishes a per-request
// accessor instead, so that one Node process can serve several configurations.
type EnvAccessor = (name: string) => string | undefined;
interface DenoLike { env: { get(name: string): string | undefined } }

export function env(name: string): string | undefined {
  const g = globalThis as unknown as Record<symbol | string, unknown>;
  const local = g[Symbol.for('supabase-local.functions.env')] as EnvAccessor | undefined;
  if (local) return local(name) || undefined;
  const deno = g.Deno as DenoLike | undefined;
  return deno?.env.get(name) || undefined;
}
