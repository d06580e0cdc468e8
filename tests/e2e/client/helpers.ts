// Helpers of the client-portal journeys: API clients acting as personas (through the same Supabase
// API the apps use; no direct database access), fresh clients and bookings per run (the shared
// demo data is only read), and browser helpers.
import { expect, type Page } from '@playwright/test';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

export const PASSWORD = 'Demo-pass-2026';
export const ADMIN = 'admin@demo.test';
export const CLIENT = 'client@demo.test';
export const CLIENT2 = 'client2@demo.test';
/** Kang Min-ji (approved, visible; the seed tops her up with credits). */
export const LAWYER = { id: '00000000-0000-4000-8000-000000001008', email: 'minji.kang@demo.test', name: 'Kang Min-ji' };
export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4599}`;
}

export function api(): SupabaseClient {
  return createClient(baseUrl(), ANON_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

export interface Persona {
  sb: SupabaseClient;
  uid: string;
  email: string;
  session: unknown;
}

export async function signedIn(email: string, password = PASSWORD): Promise<Persona> {
  const sb = api();
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  if (error || !data.user || !data.session) throw new Error(`sign-in ${email}: ${error?.message}`);
  return { sb, uid: data.user.id, email, session: data.session };
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** A new client account, as the client sign-up makes it (role 'client'). */
export async function newClient(name = 'E2E Portal Client'): Promise<Persona> {
  const email = `${unique('e2e-portal')}@example.com`;
  const sb = api();
  const { data, error } = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name } } });
  if (error || !data.user) throw new Error(`client sign-up: ${error?.message}`);
  let session = data.session;
  if (!session) session = (await sb.auth.signInWithPassword({ email, password: PASSWORD })).data.session;
  const up = await sb.from('profiles').update({ name_english: name }).eq('id', data.user.id);
  if (up.error) throw new Error(`profile: ${up.error.message}`);
  const role = await sb.from('user_roles').insert({ user_id: data.user.id, role: 'client' });
  if (role.error) throw new Error(`client role: ${role.error.message}`);
  return { sb, uid: data.user.id, email, session };
}

/** Puts a persona's session where the site's auth client keeps it (as a log-in would). */
export async function useSession(page: Page, persona: Persona): Promise<void> {
  const host = new URL(baseUrl()).hostname.split('.')[0];
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`sb-${host}-auth-token`, JSON.stringify(persona.session)] as const);
}

/** Logs in through the /auth page. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await waitForIslands(page);
  await page.locator('form input[type="email"]').first().fill(email);
  await page.locator('form input[type="password"]').first().fill(password);
  await page.locator('form button[type="submit"]').first().click();
}

/** Waits until every React island of the page has hydrated (typing into a form before would be lost). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'));
}

/** The first visible notification has this title (and description). */
export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<void> {
  const toast = page.locator('#toaster .toast').first();
  await expect(toast.locator('.toast-title')).toHaveText(title);
  if (description) await expect(toast.locator('.toast-desc')).toHaveText(description);
}

const pad = (n: number) => String(n).padStart(2, '0');
const SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

/** Creates (and optionally pays) a future booking through the database functions, on a free slot. */
export async function bookFreeSlot(client: Persona, lawyerId: string, opts: { pay?: boolean; minutes?: 20 | 40 | 60; description?: string } = {}) {
  for (let attempt = 0; attempt < 30; attempt++) {
    const d = new Date(Date.now() + (40 + Math.floor(Math.random() * 280)) * 86_400_000);
    const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    const time = SLOTS[Math.floor(Math.random() * SLOTS.length)]!;
    const { data, error } = await client.sb.rpc('create_booking', {
      lawyer_id: lawyerId,
      booking_date: date,
      booking_time: time,
      duration_minutes: opts.minutes ?? 40,
      consultation_type: 'Immigration & VISA',
      case_description: opts.description ?? 'E2E portal journey: visa extension questions.',
    });
    if (error) {
      if (error.hint === 'slot_taken') continue;
      throw new Error(`create_booking: ${error.message}`);
    }
    const booking = data as { id: string; booking_date: string; booking_time: string; fee_amount: number };
    if (opts.pay) {
      const paid = await client.sb.rpc('pay_booking_test_mode', { booking_id: booking.id });
      if (paid.error) throw new Error(`pay: ${paid.error.message}`);
    }
    return booking;
  }
  throw new Error('no free slot found');
}

export const won = (n: number) => `₩${n.toLocaleString('en-US')}`;
