// Accessibility of the lawyer portal (issue 16: accessibility 100 on every route): axe finds no
// violation (WCAG 2.x A and AA rules and best practices) on the log-in, sign-up and password pages
// and, as the demo lawyer, on every portal page.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { api, browserSessionFor, DEMO_LAWYER, loginAsLawyer, PASSWORD, unique } from './helpers.ts';

const PUBLIC = ['/lawyer-login', '/lawyer-signup', '/lawyer-login/forgot-password'];
const PORTAL = ['/lawyer/dashboard', '/lawyer/bookings', '/lawyer/bookmarks', '/lawyer/profile'];

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // antd spinners and skeletons gone
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
}

async function axeViolations(page: Page, what: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations.map((v) => `${what}: ${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`);
}

test('the public pages of the portal pass axe', async ({ page }) => {
  const found: string[] = [];
  for (const url of PUBLIC) {
    await page.goto(url);
    await settle(page);
    found.push(...(await axeViolations(page, url)));
  }
  expect(found).toEqual([]);
});

test('every portal page passes axe, as the demo lawyer', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsLawyer(page, DEMO_LAWYER);
  const found: string[] = [];
  for (const url of PORTAL) {
    await page.goto(url);
    await settle(page);
    found.push(...(await axeViolations(page, url)));
  }
  expect(found).toEqual([]);
});

test('the page that finishes an application passes axe, as an applicant without a lawyer record', async ({ page }) => {
  const email = `${unique('a11y-applicant')}@example.com`;
  const up = await api().auth.signUp({ email, password: PASSWORD, options: { data: { name_korean: '접근성', name_english: 'A11y Applicant', applied_as: 'lawyer' } } });
  expect(up.error).toBeNull();
  await browserSessionFor(page, email);
  await page.goto('/lawyer-login/complete-application');
  await expect(page.getByRole('heading', { name: '변호사 가입 신청 마치기', level: 1 })).toBeVisible();
  await settle(page);
  expect(await axeViolations(page, '/lawyer-login/complete-application')).toEqual([]);
});
