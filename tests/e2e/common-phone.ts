// Phone-size checks: every visible button, link-button and input of a region lies within the
// viewport's width (nothing to scroll sideways to reach).
import { expect, type Locator, type Page } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };

/** Boxes of the visible controls in `region` that stick out of the viewport horizontally. */
export async function controlsOffScreen(page: Page, region: Locator): Promise<string[]> {
  const width = page.viewportSize()!.width;
  return region.evaluate((root, w) => {
    const out: string[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>('button, a[role="button"], a.MuiButton-root, input:not([type="hidden"]), [role="combobox"]'))) {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      if (r.left < -0.5 || r.right > w + 0.5) out.push(`${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40)}" ${Math.round(r.left)}..${Math.round(r.right)}`);
    }
    return out;
  }, width);
}

export async function expectAllControlsOnScreen(page: Page, region: Locator, atLeast = 1): Promise<void> {
  await expect(region.locator('button').first()).toBeVisible();
  expect(await region.locator('button').count()).toBeGreaterThanOrEqual(atLeast);
  expect(await controlsOffScreen(page, region)).toEqual([]);
  // and the page itself does not scroll sideways
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
}
