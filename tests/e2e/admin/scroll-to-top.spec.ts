// Spec §2 "Routes in scope": on every route change the page scrolls to the top. In the console:
// through the sidebar (plain links, no react-admin scroll state) and from a list row to its record.
import { expect, test, type Page } from '@playwright/test';
import { adminLogIn } from './helpers.ts';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the window to the bottom of a page that is taller than the window. */
async function scrollDown(page: Page): Promise<number> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(200);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
  return scrollY(page);
}

test.use({ viewport: { width: 1280, height: 600 } });

test('the sidebar opens each screen at its top', async ({ page }) => {
  await adminLogIn(page);
  const menu = page.getByRole('navigation', { name: '관리자 대시보드' });
  // visit users first, so its list is cached and renders at full height at once on the way back:
  // the old scroll position would then survive unless the console scrolls to the top
  await menu.getByRole('link', { name: '회원 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.locator('tbody tr').nth(10)).toBeVisible();
  await menu.getByRole('link', { name: '변호사 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/lawyers$/);
  await expect(page.locator('tbody tr').nth(10)).toBeVisible();
  await scrollDown(page);

  await menu.getByRole('link', { name: '회원 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.locator('tbody tr').nth(10)).toBeAttached();
  // the page is taller than the window, so scrollY 0 is the console's doing, not the browser's clamp
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(200);
  await expect.poll(() => scrollY(page)).toBe(0);

  // and back again, to a screen seen before
  await scrollDown(page);
  await menu.getByRole('link', { name: '변호사 관리' }).click();
  await expect(page).toHaveURL(/\/admin\/lawyers$/);
  await expect(page.locator('tbody tr').nth(10)).toBeAttached();
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a list row opens its record at the top', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/lawyers');
  const rows = page.locator('tbody tr');
  await expect(rows.nth(10)).toBeVisible();
  await scrollDown(page);
  const last = rows.last();
  await last.scrollIntoViewIfNeeded();
  await last.locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/admin\/lawyers\/[0-9a-f-]{36}\/show$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(200);
  await expect.poll(() => scrollY(page)).toBe(0);
});
