// Helpers of the public-site journeys: API clients acting as personas (through the same Supabase
// API the site uses; no direct database access), fresh identities per run, and page helpers.
import { expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const PASSWORD = 'Demo-pass-2026';
export const ADMIN = 'admin@demo.test';
export const CLIENT = 'client@demo.test';
export const DEMO_LAWYER = 'lawyer@demo.test';
/** Kim Do-hyun, the approved demo lawyer (lawyer@demo.test). */
export const DEMO_LAWYER_ID = '00000000-0000-4000-8000-0000000000a2';
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4599}`;
}

export function api(): SupabaseClient {
  return createClient(baseUrl(), ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

export async function signedIn(email: string, password = PASSWORD): Promise<{ sb: SupabaseClient; uid: string }> {
  const sb = api();
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw new Error(`sign-in ${email}: ${error?.message}`);
  return { sb, uid: data.user.id };
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** Listed lawyers as the public sees them. */
export async function listedLawyers(): Promise<{ id: string; name_english: string; practice_area_ids: string[]; region_ids: string[]; language_ids: string[] }[]> {
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

/** Logs in through the /auth page. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).last().click();
}

const pad = (n: number) => String(n).padStart(2, '0');
export function isoDay(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
