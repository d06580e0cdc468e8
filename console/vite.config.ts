/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const stub = (name: string) => fileURLToPath(new URL(`./src/stubs/${name}`, import.meta.url));

// Served by the one-origin server (supabase/scripts/start.ts) under /admin (SPA fallback to
// index.html). `vite dev` proxies the Supabase API to a running `pnpm start` (API_URL, default :4321).
const API_URL = process.env.API_URL ?? 'http://localhost:4321';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    // Keep code the console never runs out of the bundle (see the stubs' comments).
    alias: [
      { find: /^@supabase\/realtime-js$/, replacement: stub('realtime-js.ts') },
      { find: /^@supabase\/functions-js$/, replacement: stub('functions-js.ts') },
      { find: /^side-channel$/, replacement: stub('side-channel.cjs') },
      { find: /^object\.entries$/, replacement: stub('object-entries.cjs') },
      { find: /^jsonexport\/dist\/index\.js$/, replacement: stub('jsonexport.ts') },
    ],
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 800,
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
