// The lawyer portal at phone size (390 × 844, issue 16): the bookings list's every action (the
// booking cards' buttons, tabs, filters) is within the screen.
import { expect, test } from '@playwright/test';
import { expectAllControlsOnScreen, PHONE } from '../common-phone.ts';
import { DEMO_LAWYER, loginAsLawyer } from './helpers.ts';

test.use({ viewport: PHONE });

test('bookings at 390 px: every action on screen', async ({ page }) => {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto('/lawyer/bookings');
  await expect(page.locator('#main-content h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectAllControlsOnScreen(page, page.locator('#main-content'), 1);
});

for (const [area, path] of [
  ['dashboard', '/lawyer/dashboard'],
  ['bookmarks', '/lawyer/bookmarks'],
  ['profile', '/lawyer/profile'],
] as const) {
  test(`${area} at 390 px: every control on screen`, async ({ page }) => {
    await loginAsLawyer(page, DEMO_LAWYER);
    await page.goto(path);
    await expect(page.locator('#main-content h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAllControlsOnScreen(page, page.locator('#main-content'), 1);
  });
}
