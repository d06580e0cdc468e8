/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the one-origin server (supabase/scripts/start.ts) under /admin (SPA fallback to
// index.html). `vite dev` proxies the Supabase API to a running `pnpm start` (API_URL, default :4321).
const API_URL = process.env.API_URL ?? 'http://localhost:4321';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
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
