// Hashes for the Content-Security-Policy <meta> (astro.config.mjs `security.csp`). Astro hashes the
// scripts it bundles and its own inline ones, not `is:inline` scripts: a page with one passes its
// text here and gives the result to Astro.csp.insertScriptHash. Server side only (build and SSR).
import { createHash } from 'node:crypto';

export function inlineScriptHash(text: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
