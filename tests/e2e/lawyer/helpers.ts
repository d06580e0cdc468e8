// Helpers of the lawyer-hub journeys: API clients acting as the demo personas (through the same
// Supabase API the apps use; no direct database access), fresh records per run, and browser
// sign-in / session helpers.
import { expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const PASSWORD = 'Demo-pass-2026';
export const DEMO_LAWYER = 'lawyer@demo.test';
export const ADMIN = 'admin@demo.test';
export const CLIENT = 'client@demo.test';
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

/** A new client account (the role 'client' as the client sign-up gives it). */
export async function newClient(names: { name_english: string; name_korean?: string }): Promise<{ sb: SupabaseClient; uid: string; email: string }> {
  const email = `${unique('e2e-client')}@example.com`;
  const sb = api();
  const { data, error } = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name: names.name_english, ...names } } });
  if (error || !data.user) throw new Error(`client sign-up: ${error?.message}`);
  if (!data.session) await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const role = await sb.from('user_roles').insert({ user_id: data.user.id, role: 'client' });
  if (role.error) throw new Error(`client role: ${role.error.message}`);
  return { sb, uid: data.user.id, email };
}

/** Administrator actions through the API (the admin approval function, credit top-up). */
export async function adminApprove(lawyerId: string): Promise<void> {
  const { sb } = await signedIn(ADMIN);
  const { error } = await sb.rpc('admin_set_lawyer_approval', { lawyer_id: lawyerId, approved: true });
  if (error) throw new Error(`approve: ${error.message}`);
}

export async function userIdOf(email: string): Promise<string> {
  return (await signedIn(email)).uid;
}

function pad(n: number) {
  return String(n).padStart(2, '0');
}

/** A booking with `lawyerId` at a random free future slot, made by the given client. */
export async function bookAs(client: SupabaseClient, lawyerId: string, description: string): Promise<{ id: string; date: string; time: string }> {
  const slots = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
  for (let attempt = 0; attempt < 20; attempt++) {
    const d = new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000);
    const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
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
  const sb = api();
  const { data, error } = await sb.auth.signInWithPassword({ email, password: PASSWORD });
  if (error || !data.session) throw new Error(`sign-in ${email}: ${error?.message}`);
  const host = new URL(baseUrl()).hostname.split('.')[0];
  await page.goto('/lawyer-login');
  await expect(page.getByRole('button', { name: '로그인' })).toBeVisible();
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [`sb-${host}-auth-token`, JSON.stringify(data.session)] as const,
  );
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
