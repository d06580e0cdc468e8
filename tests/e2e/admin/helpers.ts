// Helpers of the admin console journeys: the console's notification and log-in, and a session put
// into the browser. Personas, fresh records and bookings: ../common.ts.
import { expect, type Page } from '@playwright/test';
import { ADMIN, PASSWORD, signedIn, storeSession } from '../common.ts';

export * from '../common.ts';

/** The console's notification (one at a time): its title and, optionally, its description. */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  const toast = page.getByTestId('notification');
  await expect(toast).toContainText(title);
  if (description) await expect(toast).toContainText(description);
}

/** Logs in through /admin/login and waits for the dashboard. */
export async function adminLogIn(page: Page, email = ADMIN, password = PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Puts a Supabase session of `email` into the browser's storage (as the site's log-in would). */
export async function browserSessionFor(page: Page, email: string): Promise<void> {
  const { session } = await signedIn(email);
  await page.goto('/robots.txt');
  await storeSession(page, session);
}

/** Opens the list row whose text contains `text` (after searching for it). */
export async function searchList(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page.locator('tbody tr')).toHaveCount(1);
}
