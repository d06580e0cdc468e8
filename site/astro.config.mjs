// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import node from '@astrojs/node';
import { fileURLToPath } from 'node:url';

// Every page is prerendered to static HTML except /lawyer/[id] (server-rendered for search engines).
// The node adapter runs in middleware mode: supabase/scripts/start.ts serves dist/client as static
// files and hands paths without a file to dist/server/entry.mjs's `handler`.
export default defineConfig({
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  integrations: [react({ include: ['**/react/**/*.tsx'] })],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  devToolbar: { enabled: false },
  session: undefined,
  prefetch: false,
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
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            ],
          },
        },
      },
    },
    // New shared domain code (packages/shared/src/*.ts) is imported by path until the shared
    // package exports it: @shared/format.ts → packages/shared/src/format.ts.
    resolve: { alias: { '@shared': fileURLToPath(new URL('../packages/shared/src', import.meta.url)) } },
  },
});
