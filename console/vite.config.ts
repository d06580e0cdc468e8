/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { withCspMeta } from '../packages/shared/src/securityPolicy.ts';
import { authJsExtras, lazySupabaseAliases } from '../packages/shared/stubs/lazySupabase.ts';

const stub = (name: string) => fileURLToPath(new URL(`./src/stubs/${name}`, import.meta.url));

// Served by the one-origin server (supabase/scripts/start.ts) under /admin. That server maps a
// request path to the same path inside dist/, so the build goes to dist/admin/ (assets at
// dist/admin/assets/) and index.html is also copied to dist/index.html, the SPA fallback for
// /admin/* routes. `vite dev` proxies the Supabase API to a running `pnpm start` (API_URL,
// default :4321).
const API_URL = process.env.API_URL ?? 'http://localhost:4321';

export const OUT_DIR = 'dist/admin';

/** Copies the built index.html to dist/index.html (the server's SPA fallback for /admin/*). */
function spaFallback(): Plugin {
  return {
    name: 'console-spa-fallback',
    apply: 'build',
    closeBundle() {
      const root = fileURLToPath(new URL('.', import.meta.url));
      fs.copyFileSync(`${root}${OUT_DIR}/index.html`, `${root}dist/index.html`);
    },
  };
}

/**
 * The Content-Security-Policy <meta> of the built index.html (packages/shared/src/securityPolicy.ts):
 * hashes of its inline scripts, connections to the own origin and the configured Supabase URL.
 * Runs last, after every other plugin has changed the HTML. Not in `vite dev` (its inline preamble).
 */
function cspMeta(): Plugin {
  let supabaseUrl: string | undefined;
  return {
    name: 'console-csp',
    apply: 'build',
    configResolved(c) {
      supabaseUrl = (c.env.VITE_SUPABASE_URL as string | undefined) || process.env.PUBLIC_SUPABASE_URL || undefined;
    },
    transformIndexHtml: { order: 'post', handler: (html) => withCspMeta(html, supabaseUrl) },
  };
}

/**
 * react-admin's router adapter (ra-core's reactRouterProvider) gets src/stubs/ra-react-router.ts for
 * 'react-router-dom': everything but the data router it would make when the app has no router.
 */
function raRouterAdapter(): Plugin {
  return {
    name: 'console-ra-router-adapter',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-router-dom' && importer && /ra-core[\\/]dist[\\/]routing[\\/]adapters[\\/]reactRouterProvider\.js$/.test(importer)) return stub('ra-react-router.ts');
      return undefined;
    },
  };
}

/**
 * Stand-ins for one importer each (src/stubs/, see their comments): react-admin's Datagrid gets
 * src/stubs/ra-bulk-delete.ts for its default bulk-delete button, MUI's Tooltip/index.js gets
 * src/stubs/mui-tooltip.tsx, which loads the real Tooltip (`virtual:mui-tooltip`) when first needed,
 * and ra-data-postgrest gets qs's stringify without its parser (src/stubs/qs-stringify.ts).
 */
function listStubs(): Plugin {
  const TOOLTIP = 'virtual:mui-tooltip';
  const QS_STRINGIFY = 'virtual:qs-stringify';
  const POSTGREST = /@raphiniert[\\/]ra-data-postgrest[\\/]/;
  let postgrest: string | undefined;
  return {
    name: 'console-list-stubs',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source === QS_STRINGIFY) {
        // qs as ra-data-postgrest resolves it (the console does not depend on qs itself; the unit
        // test imports the stub directly: ra-data-postgrest as ra-supabase-core resolves it)
        const raSupabase = postgrest ? undefined : await this.resolve('ra-supabase-core', stub('qs-stringify.ts'), { skipSelf: true });
        const from = postgrest ?? (raSupabase ? (await this.resolve('@raphiniert/ra-data-postgrest', raSupabase.id, { skipSelf: true }))?.id : undefined);
        const index = from ? await this.resolve('qs', from, { skipSelf: true }) : null;
        if (!index) throw new Error('qs not found from ra-data-postgrest');
        return index.id.replace(/index\.js$/, 'stringify.js');
      }
      if (source === 'qs' && importer && POSTGREST.test(importer)) {
        postgrest = importer;
        return stub('qs-stringify.ts');
      }
      if (source === TOOLTIP) {
        const index = await this.resolve('@mui/material/Tooltip', stub('mui-tooltip.tsx'), { skipSelf: true });
        if (!index) throw new Error('@mui/material/Tooltip not found');
        return index.id.replace(/index\.js$/, 'Tooltip.js');
      }
      if (!importer) return undefined;
      if (source === '../../button/index.js' && /ra-ui-materialui[\\/]dist[\\/]list[\\/]datagrid[\\/]Datagrid\.js$/.test(importer)) return stub('ra-bulk-delete.ts');
      if (source === './Tooltip.js' && /@mui[\\/]material[\\/]esm[\\/]Tooltip[\\/]index\.js$/.test(importer)) return stub('mui-tooltip.tsx');
      return undefined;
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [authJsExtras(), raRouterAdapter(), listStubs(), react(), spaFallback(), cspMeta()],
  resolve: {
    // Keep code the console never runs out of the bundle (see the stubs' comments).
    alias: [
      { find: /^@supabase\/realtime-js$/, replacement: stub('realtime-js.ts') },
      // Storage (signed URLs of certificates and check-up documents) loads when first used
      ...lazySupabaseAliases(fileURLToPath(new URL('./package.json', import.meta.url))),
      { find: /^@supabase\/functions-js$/, replacement: stub('functions-js.ts') },
      { find: /^side-channel$/, replacement: fileURLToPath(new URL('../packages/shared/stubs/side-channel.cjs', import.meta.url)) },
      { find: /^object\.entries$/, replacement: stub('object-entries.cjs') },
      { find: /^jsonexport\/dist\/index\.js$/, replacement: stub('jsonexport.ts') },
      { find: /^inflection$/, replacement: stub('inflection.ts') },
    ],
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // everything the first page needs in one chunk
          groups: [{ name: 'shell', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/rest/v1', '/auth/v1', '/storage/v1'].map((p) => [p, { target: API_URL, changeOrigin: true }]),
    ),
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
