// The console at phone size (390 × 844, issue 16): the bookings list is a simple list, one row per
// booking, and every action (the meeting-link buttons, filters, the toolbar) is within the screen.
import { expect, test } from '@playwright/test';
import { expectAllControlsOnScreen, PHONE } from '../common-phone.ts';
import { adminLogIn } from './helpers.ts';

test.use({ viewport: PHONE });

test('bookings at 390 px: rows as a simple list, every action on screen', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/bookings');
  const rows = page.getByTestId('booking-row');
  await expect(rows.first()).toBeVisible();
  // no table: a list of rows, each with its meeting-link action
  await expect(page.locator('table')).toHaveCount(0);
  await expect(rows.first().getByRole('button', { name: /미팅 링크/ })).toBeVisible();
  await expectAllControlsOnScreen(page, page.locator('#main-content'), 3);
});

for (const [list, path, row] of [
  ['lawyers', '/admin/lawyers', 'lawyer-row'],
  ['members', '/admin/users', 'user-row'],
  ['free check-ups', '/admin/free-checkups', 'checkup-row'],
  ['credits', '/admin/credits', 'credit-row'],
] as const) {
  test(`${list} at 390 px: a simple list, every control on screen`, async ({ page }) => {
    await adminLogIn(page);
    await page.goto(path);
    await expect(page.getByTestId(row).first()).toBeVisible();
    await expect(page.locator('table')).toHaveCount(0);
    await expectAllControlsOnScreen(page, page.locator('#main-content'), 1);
  });
}

test('coupons at 390 px: cards, every control on screen', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/coupons');
  await expect(page.locator('table')).toHaveCount(0);
  await expectAllControlsOnScreen(page, page.locator('#main-content'), 1);
});
