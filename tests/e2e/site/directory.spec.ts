// The directory's filters as a visitor meets them (issue 15): a specialty chosen on one tab stays
// visible as a chip on the other, every chip removes its filter, one "Clear filters" (also in the
// empty state), filters and sort in the URL with Back, the sorts, 12 cards a page with "Show more",
// and the short ID# on cards.
import { expect, test } from '@playwright/test';
import { listedLawyers } from './helpers.ts';

const cards = '#lawyer-list .lawyer-card';

test('a specialty set on one tab stays visible on the other and can be removed or cleared', async ({ page }) => {
  const listed = await listedLawyers();
  const criminal = listed.filter((l) => l.practice_area_ids.includes('criminal'));
  const criminalInBusan = criminal.filter((l) => l.region_ids.includes('busan'));
  expect(criminal.length).toBeGreaterThan(0);

  await page.goto('/lawyers');
  await expect(page.locator('#active-filters')).toBeHidden();
  await page.getByLabel('Specialty').selectOption({ label: 'Criminal Cases' });
  await expect(page).toHaveURL(/\?specialty=criminal$/);
  await expect(page.locator('#lawyer-count')).toContainText(`${criminal.length} lawyers`);

  // the regions tab hides the specialty select, but the filter is still shown as a chip
  await page.getByRole('tab', { name: 'REGIONS' }).click();
  await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Busan' });
  const chips = page.locator('#active-filter-chips [data-remove]');
  await expect(chips).toHaveText(['Criminal Cases ×', 'Busan ×']);
  await expect(page.locator('#lawyer-count')).toContainText(`${criminalInBusan.length} lawyers`);

  // removing the specialty chip leaves the region
  await page.getByRole('button', { name: 'Remove filter: Criminal Cases' }).click();
  await expect(chips).toHaveText(['Busan ×']);
  await expect(page).toHaveURL(/\?region=busan$/);

  // an empty result says so and offers the way out
  await page.getByPlaceholder('Search by lawyer name...').fill('zzzz-no-such-lawyer');
  await expect(page.getByText('No lawyers match your search.')).toBeVisible();
  await page.locator('#lawyer-list').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('#active-filters')).toBeHidden();
  await expect(page).toHaveURL(/\/lawyers$/);
  await expect(page.locator('#lawyer-count')).toContainText(`${listed.length} lawyers`);
  // focus goes to the search field of the open tab
  await expect(page.getByPlaceholder('Search by lawyer name...')).toBeFocused();
});

test('filters and sort live in the URL: shared links open filtered, Back undoes a choice', async ({ page }) => {
  const listed = await listedLawyers();
  const busan = listed.filter((l) => l.region_ids.includes('busan')).length;
  await page.goto('/lawyers?region=busan&sort=fee-asc');
  await expect(page.locator('#lawyer-count')).toContainText(`${busan} lawyers`);
  await expect(page.getByLabel('Sort by')).toHaveValue('fee-asc');
  await expect(page.locator('#active-filter-chips [data-remove]')).toHaveText(['Busan ×']);

  await page.goto('/lawyers');
  await page.getByRole('tab', { name: 'REGIONS' }).click();
  await page.getByLabel('Region', { exact: true }).selectOption({ label: 'Busan' });
  await page.getByLabel('Sort by').selectOption('fee-asc');

  await page.getByLabel('Sort by').selectOption('experience');
  await expect(page).toHaveURL(/\?region=busan&sort=experience$/);
  await page.goBack();
  await expect(page).toHaveURL(/\?region=busan&sort=fee-asc$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('fee-asc');
  await page.goBack();
  await expect(page).toHaveURL(/\?region=busan$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('neutral');
  await page.goBack();
  await expect(page).toHaveURL(/\/lawyers$/);
  await expect(page.locator('#active-filters')).toBeHidden();
  await expect(page.locator('#lawyer-count')).toContainText(`${listed.length} lawyers`);
});

test('sorting by fee and by years of practice orders the cards; the default is the neutral rotation', async ({ page }) => {
  await page.goto('/lawyers');
  await expect(page.getByLabel('Sort by')).toHaveValue('neutral');
  await expect(page.locator(cards).first()).toBeVisible();
  // what the cards show: the 20-minute fee (first of the fee list) and the bar admission year
  const shownFees = () => page.locator(`${cards} .fees div:first-child dd`).evaluateAll((els) => els.map((e) => Number(e.textContent!.replace(/\D/g, ''))));
  const shownYears = () => page.locator(`${cards} .lc-license li:first-child`).evaluateAll((els) => els.map((e) => Number(/\d{4}/.exec(e.textContent!)![0])));
  const neutralFees = await shownFees();

  await page.getByLabel('Sort by').selectOption('fee-asc');
  await expect(page).toHaveURL(/sort=fee-asc/);
  const cheapFirst = await shownFees();
  expect(cheapFirst).toEqual([...cheapFirst].sort((a, b) => a - b));
  expect(cheapFirst[0]).toBeLessThanOrEqual(Math.min(...neutralFees));

  await page.getByLabel('Sort by').selectOption('fee-desc');
  const dearFirst = await shownFees();
  expect(dearFirst).toEqual([...dearFirst].sort((a, b) => b - a));
  expect(dearFirst[0]).toBeGreaterThanOrEqual(Math.max(...neutralFees));

  await page.getByLabel('Sort by').selectOption('experience');
  const years = await shownYears();
  expect(years).toEqual([...years].sort((a, b) => a - b));
});

test('12 cards a page, "Show more" adds the next 12 and moves focus to the first new card; cards show a short ID', async ({ page }) => {
  const listed = await listedLawyers();
  // the seed lists more than 12 lawyers: fewer means the data is missing, a failure (not a skip)
  expect(listed.length, 'listed lawyers (the seed has more than 12)').toBeGreaterThan(12);
  await page.goto('/lawyers');
  await expect(page.locator(cards)).toHaveCount(12);
  await expect(page.locator('#lawyer-count')).toHaveText(`${listed.length} lawyers · Showing 12 of ${listed.length}`);
  const more = page.getByRole('button', { name: 'Show more lawyers' });
  await more.click();
  await expect(page.locator(cards)).toHaveCount(Math.min(24, listed.length));
  await expect(page.locator(cards).nth(12).locator('.lc-name a')).toBeFocused();
  if (listed.length <= 24) await expect(more).toBeHidden();

  const firstId = await page.locator(cards).first().getAttribute('data-lawyer-id');
  await expect(page.locator(cards).first().locator('.lc-id')).toHaveText(`ID# ${firstId!.replace(/-/g, '').slice(-8).toUpperCase()}`);
});
