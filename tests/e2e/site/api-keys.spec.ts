// The apps use the publishable key in the browser, as on a new hosted project (issue 28 item 4):
// every request the site, the admin console and the lawyer portal send to the Supabase API carries
// the publishable key as its apikey (header, or Realtime's ?apikey=), never a legacy JWT key and
// never a secret key, which hosted Supabase refuses from a browser (401, checked here too).
import { expect, test, type Page } from '@playwright/test';
import { adminLogIn } from '../admin/helpers.ts';
import { loginAsLawyer } from '../lawyer/helpers.ts';
import { DEMO_LAWYER, PUBLISHABLE_KEY, baseUrl } from '../common.ts';

const API = /^\/(rest|auth|storage|functions|realtime)\/v1\//;

/** Every apikey the page sends to the API (requests and websockets), with the path it went to. */
function recordKeys(page: Page): { path: string; key: string | null }[] {
  const seen: { path: string; key: string | null }[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (r.method() === 'OPTIONS' || !API.test(u.pathname)) return;
    seen.push({ path: u.pathname, key: r.headers().apikey ?? u.searchParams.get('apikey') });
  });
  page.on('websocket', (ws) => {
    const u = new URL(ws.url());
    if (API.test(u.pathname)) seen.push({ path: u.pathname, key: u.searchParams.get('apikey') });
  });
  return seen;
}

function expectPublishableOnly(seen: { path: string; key: string | null }[], app: string): void {
  // public files (photos) are plain <img> loads, with no key at all, as from a hosted project
  const publicFile = /^\/storage\/v1\/(object|render\/image)\/public\//;
  const others = seen.filter((s) => s.key !== PUBLISHABLE_KEY && !(s.key === null && publicFile.test(s.path)));
  expect(seen.filter((s) => s.key === PUBLISHABLE_KEY).length, `${app}: requests with the publishable key`).toBeGreaterThan(0);
  expect(others, `${app}: requests without the publishable key`).toEqual([]);
  expect(PUBLISHABLE_KEY.startsWith('sb_publishable_')).toBe(true);
}

test('the site sends the publishable key (directory, live updates)', async ({ page }) => {
  const seen = recordKeys(page);
  await page.goto('/lawyers');
  await expect(page.locator('#lawyer-list .lawyer-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expectPublishableOnly(seen, 'site');
});

test('the lawyer portal sends the publishable key (log-in, dashboard)', async ({ page }) => {
  const seen = recordKeys(page);
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.waitForLoadState('networkidle');
  expectPublishableOnly(seen, 'lawyer portal');
});

test('the admin console sends the publishable key (log-in, dashboard)', async ({ page }) => {
  const seen = recordKeys(page);
  await adminLogIn(page);
  await page.waitForLoadState('networkidle');
  expectPublishableOnly(seen, 'admin console');
});

test('a secret key used from the browser is refused 401, as on a hosted project', async ({ page }) => {
  await page.goto('/robots.txt');
  const answer = await page.evaluate(async (base) => {
    const key = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';
    const r = await fetch(`${base}/rest/v1/lawyer_directory?select=id&limit=1`, { headers: { apikey: key, Authorization: `Bearer ${key}` } });
    return { status: r.status, body: await r.json() as { message?: string } };
  }, baseUrl());
  expect(answer.status).toBe(401);
  expect(answer.body.message).toBe('Forbidden use of secret API key in browser');
});
