// antd's styles come from the build (lawyer-hub/scripts/antdStaticCss.ts): on every page of the
// portal, with a toast shown and the bell's panel opened, cssinjs builds no style at runtime (each
// <style data-css-hash> would be a component missing from the static sheet: main-thread work on
// every page load). The components still look as before: a button is styled by the sheet.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_LAWYER, loginAsLawyer } from './helpers.ts';

const runtimeStyles = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('style[data-css-hash]')).map((s) => (s.textContent ?? '').slice(0, 80)));

test('antd builds no style at runtime: log-in, sign-up and every portal page', async ({ page }) => {
  test.setTimeout(120_000);
  for (const url of ['/lawyer-login', '/lawyer-signup']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    expect(await runtimeStyles(page), url).toEqual([]);
  }
  // the log-in's success toast (antd notification) is shown on the dashboard
  await loginAsLawyer(page, DEMO_LAWYER);
  for (const url of ['/lawyer/dashboard', '/lawyer/bookings', '/lawyer/bookmarks', '/lawyer/profile']) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.ant-skeleton-active, .ant-spin-spinning')).toHaveCount(0, { timeout: 15_000 });
    expect(await runtimeStyles(page), url).toEqual([]);
  }
  // the bell's panel (antd Popover, a lazy chunk)
  await page.getByRole('button', { name: /^알림/ }).click();
  await expect(page.locator('.ant-popover')).toBeVisible();
  expect(await runtimeStyles(page), 'bell panel').toEqual([]);
  // styled by the static sheet: antd's primary button colour (theme.ts colorPrimary)
  await page.goto('/lawyer/profile');
  await expect(page.locator('.ant-btn-primary').first()).toHaveCSS('background-color', 'rgb(29, 78, 216)');
});
