// Helpers of the lawyer-hub journeys: the hub's log-in and notifications, a session put into the
// browser, administrator actions through the API, and upload files. Personas, fresh records and
// bookings: ../common.ts.
import { expect, type Page } from '@playwright/test';
import { ADMIN, PASSWORD, signedIn, storeSession, type SupabaseClient } from '../common.ts';

export * from '../common.ts';

/** Administrator actions through the API (the admin approval function, credit top-up). */
export async function adminApprove(lawyerId: string): Promise<void> {
  const { sb } = await signedIn(ADMIN);
  const { error } = await sb.rpc('admin_set_lawyer_approval', { lawyer_id: lawyerId, approved: true });
  if (error) throw new Error(`approve: ${error.message}`);
}

export async function bookingStatusSeenBy(client: SupabaseClient, bookingId: string): Promise<string> {
  const { data, error } = await client.from('booking_details').select('status').eq('id', bookingId).single();
  if (error) throw new Error(error.message);
  return (data as { status: string }).status;
}

/** Log in through /lawyer-login (ends on the dashboard). */
export async function loginAsLawyer(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/lawyer-login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL('**/lawyer/dashboard');
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
}

/** The current toast (antd notification): its title and description. */
export function toast(page: Page) {
  return page.locator('.ant-notification-notice').last();
}

/** Puts a Supabase session of `email` into the browser's storage (as the site's log-in would). */
export async function browserSessionFor(page: Page, email: string): Promise<void> {
  const { session } = await signedIn(email);
  await page.goto('/lawyer-login');
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  await storeSession(page, session);
}

/** A tiny valid PDF for the certificate upload. */
export const CERTIFICATE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A 2x2 PNG for the profile photo. */
export const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);
