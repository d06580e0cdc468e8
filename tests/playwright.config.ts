// End-to-end tests drive Debian's Chromium (/usr/bin/chromium; never a downloaded browser)
// against `pnpm start` on a fresh, seeded data directory at its own port.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './e2e/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4599);
export const BASE_URL = `http://localhost:${PORT}`;
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `klegal-e2e-${process.pid}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // run-all.ts sets PLAYWRIGHT_JSON_OUTPUT_NAME to count the tests and name the failed ones
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: chromiumLaunch(),
  },
  webServer: {
    // pnpm start, with a local server speaking the LibreTranslate API as the room's translator
    command: `rm -rf ${DATA_DIR} && node e2e/room/server-with-translator.ts`,
    url: `${BASE_URL}/auth/v1/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(PORT), DATA_DIR, AUTH_RATE_LIMIT: '0', LOG: '0', BOOKING_HOLD_MINUTES: '1', BOOKING_MAX_HOLDS_PER_ADDRESS: '100000',
      // the consultation room of a booking up to 400 days ahead is open (bookings in the tests are 40-320 days ahead)
      ROOM_OPENS_MINUTES_BEFORE: String(60 * 24 * 400), SKIP_BUILD: process.env.SKIP_BUILD ?? '' },
  },
});
