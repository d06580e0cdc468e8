// The apps with the API on another origin, as with a hosted project (issue 18, docs/deploy.md):
// the Supabase API alone (`pnpm start` with API_ONLY=1) on API_PORT, the site, the console and the
// lawyer portal built against it (PUBLIC_SUPABASE_URL / VITE_SUPABASE_URL) and served apart on
// APP_PORT (e2e-cross-origin/serve-apps.ts). Every API call of the browser is cross-origin, so the
// journeys in e2e-cross-origin/ pass only through CORS. Run: `pnpm --filter @klegal/tests test:e2e:cross-origin`.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium.ts';

const API_PORT = Number(process.env.CROSS_API_PORT ?? 4781);
const APP_PORT = Number(process.env.CROSS_APP_PORT ?? 4782);
export const API_URL = `http://localhost:${API_PORT}`;
export const APP_URL = `http://localhost:${APP_PORT}`;
const DATA_DIR = path.join(os.tmpdir(), `klegal-cross-origin-${process.pid}`);
// the specs' own API clients (e2e/common.ts) talk to the API, not to the apps' origin
process.env.E2E_BASE_URL = API_URL;

export default defineConfig({
  // the product lifecycle of the one-origin suite (a lawyer signs up with a certificate, the admin
  // approves, a client bookmarks, the lawyer sends a coupon, the client books with it and pays in
  // test mode, the meeting, a free check-up), unchanged, plus the checks of e2e-cross-origin/
  testDir: '.',
  testMatch: ['e2e-cross-origin/**/*.spec.ts', 'e2e/lifecycle/lifecycle.spec.ts'],
  outputDir: './test-results/cross-origin',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // run-all.ts sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the tests and name the failed ones
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: APP_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: chromiumLaunch(),
  },
  webServer: [
    {
      command: `rm -rf ${DATA_DIR} && node ../supabase/scripts/start.ts`,
      url: `${API_URL}/auth/v1/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { API_ONLY: '1', PORT: String(API_PORT), DATA_DIR, AUTH_RATE_LIMIT: '0', LOG: '0', BOOKING_HOLD_MINUTES: '1', BOOKING_MAX_HOLDS_PER_ADDRESS: '100000',
        ROOM_OPENS_MINUTES_BEFORE: String(60 * 24 * 400), SITE_URL: APP_URL },
    },
    {
      command: 'node e2e-cross-origin/serve-apps.ts',
      url: `${APP_URL}/_health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { PORT: String(APP_PORT), API_URL },
    },
  ],
});
