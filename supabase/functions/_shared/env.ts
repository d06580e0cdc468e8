// A function's configuration and secrets: `Deno.env.get(name)`, on a hosted project as in the local
// host (which runs functions in Deno too). Read through globalThis so that the modules importing
// this also load in Node (the provider contract tests), where nothing is configured.
interface DenoLike { env: { get(name: string): string | undefined } }

export function env(name: string): string | undefined {
  const deno = (globalThis as unknown as { Deno?: DenoLike }).Deno;
  return deno?.env.get(name) || undefined;
}
