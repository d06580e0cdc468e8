// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import { aliases } from './aliases.mjs';
import { baseCspDirectives, portoneCsp } from '../packages/shared/src/securityPolicy.ts';

// Every page is prerendered to static HTML once per language (src/pages/[...lang]/: English at /,
// the others under /ko/, /zh/, /ja/, /vi/) except /lawyer/[id], /room/[id], the sitemap and robots.txt
// (rendered on request; the language from the URL's prefix).
// The node adapter runs in middleware mode: supabase/scripts/start.ts serves dist/client as static
// files and hands paths without a file to dist/server/entry.mjs's `handler`.
// PortOne's payment window (issue 26) is allowed by the policy only in a build made with PortOne
// configured (PORTONE_STORE_ID, and PORTONE_CSP_SOURCES for the PGs' pages; securityPolicy.ts).
const portone = portoneCsp(process.env);
export default defineConfig({
  // The public address, for absolute URLs in the prerendered pages (canonical, hreflang alternates)
  // and the sitemap: SITE_URL at build time (the deployment's origin), else the local server's.
  site: process.env.SITE_URL || `http://localhost:${process.env.PORT || 4321}`,
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react({ include: ['**/react/**/*.tsx'] })],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  session: undefined,
  prefetch: false,
  // no Markdown code blocks here; Shiki's inline styles would need style-src 'unsafe-inline'
  markdown: { syntaxHighlight: false },
  // Content-Security-Policy <meta> on every page (packages/shared/src/securityPolicy.ts): Astro adds
  // the hashes of its own scripts and styles (inline ones included) to 'self', no 'unsafe-inline'
  // for scripts; inline style="" attributes (pages and React islands' server HTML) are allowed
  // (style-src-attr 'unsafe-inline'; Astro warns that 'self' does not carry over to it: nothing to carry).
  security: {
    csp: {
      directives: baseCspDirectives(process.env.PUBLIC_SUPABASE_URL || undefined, portone),
      scriptDirective: { resources: ["'self'", ...portone.script] },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  server: { port: 4322 },
  vite: {
    build: {
      assetsInlineLimit: 0,
      rolldownOptions: {
        output: {
          // Keep the libraries that are loaded on demand in chunks of their own, so a page that
          // never signs in or subscribes does not download them.
          codeSplitting: {
            groups: [
              { name: 'auth', test: /node_modules[\\/]@supabase[\\/]auth-js/, priority: 3 },
              { name: 'realtime', test: /node_modules[\\/]@supabase[\\/](realtime-js|phoenix)/, priority: 3 },
              // the full client (pages that import @supabase/supabase-js itself, e.g. the portal)
              { name: 'supabase', test: /node_modules[\\/]@supabase[\\/](supabase-js|postgrest-js|storage-js|functions-js)/, priority: 3 },
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            ],
          },
        },
      },
    },
    resolve: { alias: aliases },
  },
});
