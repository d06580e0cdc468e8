// Helpers of the admin console journeys: API clients acting as the demo personas (through the
// same Supabase API the apps use; no direct database access), fresh records per run, and the
// browser log-in of the console.
import { expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const PASSWORD = 'Demo-pass-2026';
export const ADMIN = 'admin@demo.test';
export const CLIENT = 'client@demo.test';
export const DEMO_LAWYER = 'lawyer@demo.test';
export const PENDING_LAWYER = 'pending-lawyer@demo.test';
export const PENDING_LAWYER_ID = '00000000-0000-4000-8000-0000000000a3';
export const DEMO_LAWYER_ID = '00000000-0000-4000-8000-0000000000a2';
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4599}`;
}

export function api(): SupabaseClient {
  return createClient(baseUrl(), ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** A client signed in as `email`. */
export async function signedIn(email: string, password = PASSWORD): Promise<{ sb: SupabaseClient; uid: string }> {
  const sb = api();
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  if (error || !data.user) throw new Error(`sign-in ${email}: ${error?.message}`);
  return { sb, uid: data.user.id };
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** Upper-case letters and digits only (coupon codes). */
export const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase().slice(0, 20);

/** A new client account (the role 'client' as the client sign-up gives it). */
export async function newClient(names: { name_english: string; name_korean?: string }): Promise<{ sb: SupabaseClient; uid: string; email: string }> {
  const email = `${unique('e2e-admin')}@example.com`;
  const sb = api();
  const { data, error } = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name: names.name_english, ...names } } });
  if (error || !data.user) throw new Error(`client sign-up: ${error?.message}`);
  if (!data.session) await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const role = await sb.from('user_roles').insert({ user_id: data.user.id, role: 'client' });
  if (role.error) throw new Error(`client role: ${role.error.message}`);
  return { sb, uid: data.user.id, email };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** A booking with `lawyerId` at a random free future slot, made by the given client. */
export async function bookAs(client: SupabaseClient, lawyerId: string, description: string): Promise<{ id: string; date: string; time: string }> {
  const slots = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
  for (let attempt = 0; attempt < 20; attempt++) {
    const date = isoDay(new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000));
    const time = slots[Math.floor(Math.random() * slots.length)];
    const { data, error } = await client.rpc('create_booking', {
      lawyer_id: lawyerId,
      booking_date: date,
      booking_time: time,
      duration_minutes: 40,
      consultation_type: 'E2E consultation',
      case_description: description,
    });
    if (!error) return { id: (data as { id: string }).id, date, time };
    if (!/already booked/i.test(error.message)) throw new Error(`create_booking: ${error.message}`);
  }
  throw new Error('no free slot found');
}

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
  const sb = api();
  const { data, error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-in ${email}: ${error?.message}`);
  const host = new URL(baseUrl()).hostname.split('.')[0];
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`sb-${host}-auth-token`, JSON.stringify(data.session)] as const);
}

/** Opens the list row whose text contains `text` (after searching for it). */
export async function searchList(page: Page, placeholder: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await expect(page.locator('tbody tr')).toHaveCount(1);
}
