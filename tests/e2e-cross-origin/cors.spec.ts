// The apps on one origin, the API on another (cross-origin.config.ts): preflights answered as the
// hosted gateway answers them, and the browser's sign-ins on the site, the lawyer portal and the
// console going to the API's origin (REST, Auth, Realtime) through CORS, with nothing refused.
// The full journeys (booking and payment, approval, bookmark and coupon) are the lifecycle spec,
// run by the same config.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, PUBLISHABLE_KEY, PASSWORD } from '../e2e/common.ts';
import { logIn } from '../e2e/site/helpers.ts';
import { loginAsLawyer } from '../e2e/lawyer/helpers.ts';
import { adminLogIn } from '../e2e/admin/helpers.ts';

const API = process.env.E2E_BASE_URL as string;

/** Records the page's API requests and any that the browser refused or that failed. */
function watchApi(page: Page) {
  const seen: string[] = [];
  const failed: string[] = [];
  const sockets: string[] = [];
  page.on('request', (r) => { if (/\/(rest|auth|storage|functions)\/v1\//.test(r.url())) seen.push(r.url()); });
  // (a request cut short by the page's own navigation is not a refusal)
  page.on('requestfailed', (r) => {
    if (r.url().startsWith(API) && r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`${r.method()} ${r.url()}: ${r.failure()?.errorText}`);
  });
  page.on('websocket', (ws) => sockets.push(ws.url()));
  page.on('console', (m) => { if (m.type() === 'error' && /CORS|Access-Control/i.test(m.text())) failed.push(m.text()); });
  return { seen, failed, sockets };
}

test('preflights of REST, Auth, Storage and Functions answer as the hosted gateway', async ({ request }) => {
  const origin = 'https://app.example.com';
  for (const [path, method] of [
    ['/rest/v1/lawyers?select=id', 'GET'],
    ['/auth/v1/token?grant_type=password', 'POST'],
    ['/storage/v1/object/lawyer-photos/x.png', 'POST'],
    ['/functions/v1/create-checkout', 'POST'],
  ] as const) {
    const res = await request.fetch(`${API}${path}`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'authorization, apikey, x-client-info, content-type' },
    });
    expect([200, 204], path).toContain(res.status());
    const h = res.headers();
    expect(h['access-control-allow-origin'], path).toBe('*');
    for (const name of ['authorization', 'apikey', 'x-client-info', 'content-type']) expect(h['access-control-allow-headers'].toLowerCase(), path).toContain(name);
    expect(h['access-control-allow-methods'], path).toContain(method);
  }
  // without a list of requested headers, the gateway's own list (what supabase-js and ra-data-postgrest send)
  const res = await request.fetch(`${API}/rest/v1/lawyers`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'PATCH' } });
  const allowed = res.headers()['access-control-allow-headers'].toLowerCase();
  for (const name of ['apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'accept-profile', 'content-profile', 'range', 'x-upsert']) expect(allowed).toContain(name);
  // what the clients read from responses: ranges and counts (the console's lists), errors, uploads
  const get = await request.get(`${API}/rest/v1/lawyers?select=id&limit=1`, { headers: { Origin: origin, apikey: PUBLISHABLE_KEY, Prefer: 'count=exact' } });
  expect(get.headers()['access-control-allow-origin']).toBe('*');
  const exposed = get.headers()['access-control-expose-headers'].toLowerCase();
  for (const name of ['content-range', 'x-total-count', 'content-type', 'location', 'etag', 'x-supabase-api-version']) expect(exposed).toContain(name);
});

test('sign-ins on the site, the lawyer portal and the console go to the API origin and pass CORS', async ({ page, browser, baseURL }) => {
  expect(new URL(API).origin).not.toBe(new URL(baseURL as string).origin);
  const site = watchApi(page);
  await page.goto('/auth');
  await logIn(page, 'client@demo.test', PASSWORD);
  await page.waitForURL((u) => !u.pathname.startsWith('/auth'));
  await page.goto('/client/bookings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the notification bell subscribes over Realtime at the API's origin
  await expect.poll(() => site.sockets.some((u) => u.startsWith(`${API.replace(/^http/, 'ws')}/realtime/v1/`))).toBe(true);
  expect(site.seen.length).toBeGreaterThan(0);
  expect(site.seen.filter((u) => !u.startsWith(API))).toEqual([]);
  expect(site.failed).toEqual([]);

  const lawyerPage = await (await browser.newContext({ baseURL })).newPage();
  const lw = watchApi(lawyerPage);
  await loginAsLawyer(lawyerPage, 'lawyer@demo.test');
  await expect(lawyerPage.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  expect(lw.seen.filter((u) => !u.startsWith(API))).toEqual([]);
  expect(lw.failed).toEqual([]);
  await lawyerPage.close();

  const adminPage = await (await browser.newContext({ baseURL })).newPage();
  const ad = watchApi(adminPage);
  await adminLogIn(adminPage, ADMIN, PASSWORD);
  expect(ad.seen.length).toBeGreaterThan(0);
  expect(ad.seen.filter((u) => !u.startsWith(API))).toEqual([]);
  expect(ad.failed).toEqual([]);
  await adminPage.close();
});
