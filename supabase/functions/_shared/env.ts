// A function's configuration and secrets: `Deno.env.get(name)`, on a hosted project as in the local
// host (which runs functions in Deno too). Read through globalThis so that the modules importing
// this also load in Node (the provider contract tests), where nothing is configured.
interface DenoLike { env: { get(name: string): string | undefined } }

export function env(name: string): string | undefined {
  const deno = (globalThis as unknown as { Deno?: DenoLike }).Deno;
  return deno?.env.get(name) || undefined;
}

/** The `default` entry of a platform key map (`{"default":"sb_…"}`), or undefined when absent or malformed. */
function defaultKey(name: string): string | undefined {
  const raw = env(name);
  if (!raw) return undefined;
  try {
    const map = JSON.parse(raw) as unknown;
    const key = map && typeof map === 'object' ? (map as Record<string, unknown>).default : undefined;
    return typeof key === 'string' && key ? key : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The project's API keys as the platform injects them: the publishable and secret keys
 * (SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS, `{"default":"sb_…"}`, in newer runtimes and
 * `supabase functions serve`) first, else the legacy SUPABASE_ANON_KEY / SUPABASE_SERVICE_ROLE_KEY,
 * which every runtime still sets (whether hosted injects the new ones everywhere is unconfirmed).
 */
export function supabaseKeys(): { url?: string; publishableKey?: string; secretKey?: string } {
  return {
    url: env('SUPABASE_URL'),
    publishableKey: defaultKey('SUPABASE_PUBLISHABLE_KEYS') ?? env('SUPABASE_ANON_KEY'),
    secretKey: defaultKey('SUPABASE_SECRET_KEYS') ?? env('SUPABASE_SERVICE_ROLE_KEY'),
  };
}
