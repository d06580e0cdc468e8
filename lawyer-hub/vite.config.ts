/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { withCspMeta } from '../packages/shared/src/securityPolicy.ts';
import { authJsExtras, lazySupabaseAliases } from '../packages/shared/stubs/lazySupabase.ts';
import { antdStaticCss } from './scripts/antdStaticCss.ts';

const stub = (name: string) => fileURLToPath(new URL(`./src/stubs/${name}`, import.meta.url));

// The app is served by the one-origin server (supabase/scripts/start.ts) under its real paths
// (/lawyer-signup, /lawyer-login, /lawyer/*); its assets live under /lawyer-hub/. That server maps
// a request path to the same path inside dist/, so the build goes to dist/lawyer-hub/ (assets at
// dist/lawyer-hub/assets/) and index.html is also copied to dist/index.html, the SPA fallback.
// `vite dev` proxies the Supabase API to a running `pnpm start` (API_URL, default :4321).
const API_URL = process.env.API_URL ?? 'http://localhost:4321';

const OUT_DIR = 'dist/lawyer-hub';

/**
 * Copies the built index.html to dist/index.html (the server's SPA fallback for the app's routes)
 * and moves Vite's manifest out of the served folder.
 */
function spaFallback(): Plugin {
  return {
    name: 'lawyer-hub-spa-fallback',
    apply: 'build',
    closeBundle() {
      const root = fileURLToPath(new URL('.', import.meta.url));
      fs.copyFileSync(`${root}${OUT_DIR}/index.html`, `${root}dist/index.html`);
      const manifest = `${root}${OUT_DIR}/.vite/manifest.json`;
      if (fs.existsSync(manifest)) {
        fs.renameSync(manifest, `${root}dist/manifest.json`);
        fs.rmSync(`${root}${OUT_DIR}/.vite`, { recursive: true, force: true });
      }
    },
  };
}

/**
 * Route preloading: an inline script in index.html adds <link rel="modulepreload"> for the lazy
 * chunks of the route being opened, so they download in parallel with the shell instead of after
 * it has run (the route chunks are still split; nothing is added to other routes).
 */
function routePreload(): Plugin {
  const ROUTES: Record<string, string[]> = {
    '/lawyer-login': ['src/pages/auth/login.tsx'],
    '/lawyer-login/forgot-password': ['src/pages/auth/forgot-password.tsx'],
    '/lawyer-login/reset-password': ['src/pages/auth/reset-password.tsx'],
    '/lawyer-signup': ['src/pages/auth/signup.tsx'],
    '/lawyer/dashboard': ['src/PortalApp.tsx', 'src/pages/dashboard/index.tsx'],
    '/lawyer/bookings': ['src/PortalApp.tsx', 'src/pages/bookings/list.tsx'],
    '/lawyer/bookmarks': ['src/PortalApp.tsx', 'src/pages/bookmarks/list.tsx'],
    '/lawyer/profile': ['src/PortalApp.tsx', 'src/pages/profile/edit.tsx'],
    '/lawyer/settlement': ['src/PortalApp.tsx', 'src/pages/settlement/index.tsx'],
    '/lawyer/availability': ['src/PortalApp.tsx', 'src/pages/availability/index.tsx'],
  };
  return {
    name: 'lawyer-hub-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        type Chunk = { type: 'chunk'; fileName: string; imports: string[]; isEntry: boolean; facadeModuleId: string | null };
        const chunks = Object.values(bundle).filter((c): c is Chunk & typeof c => c.type === 'chunk') as unknown as Chunk[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const walk = (file: string, into: Set<string>) => {
          if (into.has(file)) return;
          into.add(file);
          for (const i of byFile.get(file)?.imports ?? []) walk(i, into);
        };
        const shell = new Set<string>();
        for (const c of chunks) if (c.isEntry) walk(c.fileName, shell);
        const map: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(ROUTES)) {
          const files = new Set<string>();
          for (const m of modules) {
            const c = chunks.find((x) => x.facadeModuleId?.replace(/\\/g, '/').endsWith(m));
            if (c) walk(c.fileName, files);
          }
          map[route] = [...files].filter((f) => !shell.has(f));
        }
        const script = `(function(){var m=${JSON.stringify(map)},p=location.pathname.replace(/\\/$/,''),l=m[p]||[];for(var i=0;i<l.length;i++){var e=document.createElement('link');e.rel='modulepreload';e.crossOrigin='';e.href='${'/lawyer-hub/'}'+l[i];document.head.appendChild(e);}})();`;
        return html.replace('</head>', `<script>${script}</script>\n  </head>`);
      },
    },
  };
}

/**
 * `virtual:antd-static.css`: antd's component styles written at build time (scripts/antdStaticCss.ts),
 * so that the browser does not build them in JS on every page load.
 */
function antdStatic(): Plugin {
  const ID = 'virtual:antd-static.css';
  const RESOLVED = '\0antd-static.css';
  let css: string | undefined;
  return {
    name: 'lawyer-hub-antd-static-css',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      css ??= antdStaticCss();
      return css;
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
    name: 'lawyer-hub-csp',
    apply: 'build',
    configResolved(c) {
      supabaseUrl = (c.env.VITE_SUPABASE_URL as string | undefined) || process.env.PUBLIC_SUPABASE_URL || undefined;
    },
    transformIndexHtml: { order: 'post', handler: (html) => withCspMeta(html, supabaseUrl) },
  };
}

export default defineConfig({
  base: '/lawyer-hub/',
  plugins: [authJsExtras(), antdStatic(), react(), spaFallback(), routePreload(), cspMeta()],
  resolve: {
    // Keep code this app never runs out of the bundle (see the stubs' comments).
    alias: [
      { find: /^papaparse$/, replacement: stub('papaparse.ts') },
      // Realtime loads when a page first subscribes (the bookings list, the bell), Storage when a
      // page first uploads (sign-up, photo): not with the shell
      ...lazySupabaseAliases(fileURLToPath(new URL('./package.json', import.meta.url)), { realtimeStub: stub('realtime-lazy.ts') }),
      { find: /^side-channel$/, replacement: fileURLToPath(new URL('../packages/shared/stubs/side-channel.cjs', import.meta.url)) },
    ],
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    // moved out of the served folder to dist/manifest.json after the build (scripts/bundle-size.ts)
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries in their own chunks, so that a page loads only the ones it uses (the log-in
        // screen never loads Refine; the dashboard never loads antd's form machinery).
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // our data layer and the Supabase client: used by log-in, sign-up and the portal (the
            // notification templates of packages/shared stay with the bell's lazy panel)
            // (realtime-js, Phoenix, storage-js and iceberg-js stay out: they load when first used,
            // stubs/realtime-lazy.ts and packages/shared/stubs/storage-lazy.ts)
            { name: 'data', test: (id: string) => !/realtime-js|phoenix|storage-js|iceberg-js/.test(id) && /(node_modules[\\/].*@supabase|packages[\\/]shared[\\/]stubs[\\/](storage-lazy|auth-extras)|packages[\\/]shared[\\/]src[\\/](?!notifications[\\/])|lawyer-hub[\\/]src[\\/](domain[\\/]|data[\\/](auth|lawyers|signup)\.ts|providers[\\/](supabase|authProvider)\.ts|stubs[\\/]realtime-lazy))/.test(id) },
            { name: 'refine', test: /((src|packages[\\/]shared)[\\/]stubs[\\/](?!realtime-lazy|storage-lazy|auth-extras)|node_modules[\\/].*(@refinedev|@tanstack|lodash-es|[\\/]qs[\\/]|pluralize|error-stack-parser|stackframe|es-define-property|es-errors|warn-once))/ },
            // antd's form and popup machinery (forms, inputs, tooltips, the bell's popover): only
            // pages with forms and the opened bell load it
            { name: 'antd-form', test: /node_modules[\\/].*(rc-field-form|async-validator|antd[\\/]es[\\/](form[\\/]context|_util[\\/]ContextIsolator|tooltip|popover|_util[\\/]placements|style[\\/](placementArrow|roundedArrow))|@rc-component[\\/](trigger|portal)|rc-resize-observer|resize-observer-polyfill|rc-tooltip|antd[\\/]es[\\/](_util[\\/](motion|getRenderPropValue)|style[\\/]motion|color-picker[\\/]util)|rc-util[\\/]es[\\/](getScrollBarSize|hooks[\\/]useId|isMobile)|@babel[\\/]runtime[\\/]helpers[\\/]esm[\\/](isNativeFunction|construct|wrapNativeSuper))/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      ...Object.fromEntries(['/rest/v1', '/auth/v1', '/storage/v1'].map((p) => [p, { target: API_URL, changeOrigin: true }])),
      '/realtime/v1': { target: API_URL.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
    },
  },
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
