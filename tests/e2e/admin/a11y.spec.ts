// Accessibility of the admin console (issue 16: accessibility 100 on every route): axe finds no
// violation (WCAG 2.x A and AA rules and best practices) on the log-in page and, as the
// administrator, on every list, show page and form dialog, including a list with rows selected
// (react-admin's row-select checkboxes and the bulk actions toolbar).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminLogIn, DEMO_LAWYER_ID } from './helpers.ts';

const CLIENT_ID = '00000000-0000-4000-8000-0000000000a4';

const LISTS = ['/admin/lawyers', '/admin/users', '/admin/bookings', '/admin/coupons', '/admin/free-checkups', '/admin/credits', '/admin/payment-events', '/admin/audit-log', '/admin/failed-deliveries', '/admin/lawyer-applications', '/admin/settlements'];
const PAGES = ['/admin/dashboard', ...LISTS, `/admin/lawyers/${DEMO_LAWYER_ID}/show`, `/admin/users/${CLIENT_ID}/show`, '/admin/security'];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // react-admin's loading indicators and skeleton rows gone
  await expect(page.locator('[aria-busy="true"], .RaDatagrid-rowLoading, .MuiLinearProgress-indeterminate')).toHaveCount(0, { timeout: 15_000 });
}

async function axeViolations(page: Page, what: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations.map((v) => `${what}: ${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`);
}

async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page, what), `axe on ${what}`).toEqual([]);
}

test('the log-in page passes axe', async ({ page }) => {
  await page.goto('/admin/login');
  await settle(page);
  await expectNoAxeViolations(page, '/admin/login');
});

test('every console page passes axe, as the administrator', async ({ page }) => {
  test.setTimeout(180_000);
  await adminLogIn(page);
  const found: string[] = [];
  for (const url of PAGES) {
    await page.goto(url);
    await settle(page);
    found.push(...(await axeViolations(page, url)));
  }
  expect(found).toEqual([]);
});

test('row-select checkboxes are named and a list with selected rows passes axe', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/lawyers');
  await settle(page);
  // each row's checkbox input carries the name (not the span around it)
  const rowBoxes = page.locator('tbody .select-item input[type="checkbox"]');
  await expect(rowBoxes.first()).toHaveAccessibleName('이 행 선택');
  await expect(page.locator('tbody span.select-item[aria-label]')).toHaveCount(0);
  await rowBoxes.first().check();
  await expect(page.getByTestId('bulk-approve')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/lawyers with a row selected');
});

test('the form dialogs pass axe: coupon create and edit, meeting link', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/coupons');
  await expect(page.getByTestId('coupon-card').first()).toBeVisible();
  await page.getByRole('button', { name: '새 쿠폰 만들기' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'coupon create dialog');
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('coupon-card').first().getByRole('button', { name: '수정' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'coupon edit dialog');
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();

  await page.goto('/admin/bookings');
  await settle(page);
  await page.locator('tbody tr').getByRole('button', { name: /미팅 링크 (추가|수정)$/ }).and(page.locator(':enabled')).first().click();
  await expect(page.getByRole('dialog').getByLabel('미팅 링크')).toBeVisible();
  await expectNoAxeViolations(page, 'meeting link dialog');
});

test('the audit log: the expand column header is named, an opened row passes axe', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/audit-log');
  await settle(page);
  // react-admin's "expand all" button there is aria-hidden: the header's name is its hidden text
  await expect(page.getByRole('columnheader', { name: '펼치기', exact: true })).toHaveCount(1);
  await page.locator('tbody tr').first().click();
  await expect(page.getByTestId('audit-detail')).toBeVisible();
  await expectNoAxeViolations(page, '/admin/audit-log with a row opened');
});
