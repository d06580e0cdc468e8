// Where the Supabase API is. In the browser: PUBLIC_SUPABASE_URL (build time) or the page's own
// origin (the local one-origin server). On the server (SSR of /lawyer/[id]): SUPABASE_INTERNAL_URL
// (set by supabase/scripts/start.ts), else PUBLIC_SUPABASE_URL.
import { LOCAL_PUBLISHABLE_KEY } from '@klegal/shared/supabase';

/**
 * The key every browser request carries: the project's publishable key (PUBLIC_SUPABASE_PUBLISHABLE_KEY;
 * the legacy PUBLIC_SUPABASE_ANON_KEY still works), else the local one. Never a secret key: hosted
 * Supabase refuses those from a browser.
 */
export const PUBLISHABLE_KEY: string =
  import.meta.env.PUBLIC_SUPABASE_PUBLISHABLE_KEY || import.meta.env.PUBLIC_SUPABASE_ANON_KEY || LOCAL_PUBLISHABLE_KEY;

export function apiUrl(): string {
  const configured = import.meta.env.PUBLIC_SUPABASE_URL as string | undefined;
  if (typeof window === 'undefined') {
    const internal = typeof process !== 'undefined' ? process.env.SUPABASE_INTERNAL_URL : undefined;
    return (internal || configured || 'http://localhost:4321').replace(/\/$/, '');
  }
  return (configured || window.location.origin).replace(/\/$/, '');
}

/**
 * The API's URL as the visitor's browser reaches it, for links and images put into pages (stored
 * Storage paths are resolved against it). In the browser: apiUrl(). On the server:
 * PUBLIC_SUPABASE_URL, or '' when unset (the one-origin server: the path stays relative to the
 * page) — never SUPABASE_INTERNAL_URL, which only the server can reach.
 */
export function publicApiUrl(): string {
  if (typeof window !== 'undefined') return apiUrl();
  return ((import.meta.env.PUBLIC_SUPABASE_URL as string | undefined) || '').replace(/\/$/, '');
}

/** supabase-js's default session key: sb-<first DNS label of the API host>-auth-token. */
export function authStorageKey(): string {
  return `sb-${new URL(apiUrl()).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether lawyer photos are loaded through Storage's image transformation at the size they are
 * shown (`/storage/v1/render/image/public/...?width=…&height=…&resize=cover`, with a 2x rendition
 * in srcset). PUBLIC_IMAGE_TRANSFORM=1 or 0 at build time; unset, it is on with the local
 * one-origin server (no PUBLIC_SUPABASE_URL) and off against a configured API, because a hosted
 * project serves image transformations only on Supabase's Pro plan (docs/deploy.md). Off, the
 * photos are the plain public URLs of the uploads.
 */
export function imageTransform(): boolean {
  const v = (import.meta.env.PUBLIC_IMAGE_TRANSFORM as string | undefined)?.trim().toLowerCase();
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  return !import.meta.env.PUBLIC_SUPABASE_URL;
}
