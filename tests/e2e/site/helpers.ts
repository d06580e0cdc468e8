// Helpers of the site journeys (public site and client portal): the site's toasts, log-in and
// hydration, and the public directory as the API shows it. Personas and bookings: ../common.ts.
import { expect, type Page } from '@playwright/test';
import { api, PASSWORD } from '../common.ts';

export * from '../common.ts';

/** Listed lawyers as the public sees them. */
export async function listedLawyers(): Promise<{ id: string; name_english: string | null; practice_area_ids: string[]; region_ids: string[]; language_ids: string[] }[]> {
  const { data, error } = await api().from('lawyer_directory').select('id,name_english,practice_area_ids,region_ids,language_ids');
  if (error) throw new Error(error.message);
  return data ?? [];
}

/** Waits until the page's first toast shows this title (and optionally description). */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  const toast = page.locator('#toaster .toast').first();
  await expect(toast.locator('.toast-title')).toHaveText(title);
  if (description) await expect(toast.locator('.toast-desc')).toHaveText(description);
}

/** Waits until every React island of the page has hydrated (the forms are disabled until then). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** Logs in through the /auth page (the page must be open). */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await waitForIslands(page);
  await page.locator('form input[type="email"]').first().fill(email);
  await page.locator('form input[type="password"]').first().fill(password);
  await page.locator('form button[type="submit"]').first().click();
}
