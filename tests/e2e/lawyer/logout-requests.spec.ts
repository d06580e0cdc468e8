// Logging out of the lawyer portal sends no request that fails (issue 16): on every area, from
// the click on 로그아웃 to the home page, no API answer is 401 (queries refetched after the
// session was cleared) and no API request fails.
import { expect, test } from '@playwright/test';
import { DEMO_LAWYER, loginAsLawyer, toast } from './helpers.ts';

const API = /\/(rest|auth|storage|functions)\/v1\//;

for (const [area, path] of [
  ['dashboard', '/lawyer/dashboard'],
  ['bookings', '/lawyer/bookings'],
  ['bookmarks', '/lawyer/bookmarks'],
  ['profile', '/lawyer/profile'],
] as const) {
  test(`logging out from the ${area} sends no request that fails with 401`, async ({ page }) => {
    await loginAsLawyer(page, DEMO_LAWYER);
    if (path !== '/lawyer/dashboard') await page.goto(path);
    await expect(page.locator('#main-content h1')).toBeVisible();
    await page.waitForLoadState('networkidle');

    const bad: string[] = [];
    const sent: string[] = [];
    page.on('request', (r) => API.test(r.url()) && sent.push(`${r.method()} ${r.url()}`));
    page.on('response', (r) => API.test(r.url()) && r.status() === 401 && bad.push(`401 ${r.request().method()} ${r.url()}`));
    page.on('requestfailed', (r) => API.test(r.url()) && bad.push(`failed ${r.method()} ${r.url()} ${r.failure()?.errorText}`));

    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(toast(page)).toContainText('로그아웃 완료');
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForLoadState('networkidle');
    expect(bad).toEqual([]);
    // the logout itself was sent
    expect(sent.some((s) => s.startsWith('POST') && s.includes('/auth/v1/logout'))).toBe(true);
  });
}
