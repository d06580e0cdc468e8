// What every journey shares: personas acting through the same Supabase API the apps use (no direct
// database access), fresh identities and bookings per run (the seeded demo data is only read), and
// putting a session into a browser as a log-in would. App-specific helpers live in each folder.
import type { Page } from '@playwright/test';
import { createClient, type Session, type SupabaseClient as UntypedClient } from '@supabase/supabase-js';
import type { Database } from '@klegal/shared/database.types';

export const PASSWORD = 'Demo-pass-2026';
export const ADMIN = 'admin@demo.test';
export const CLIENT = 'client@demo.test';
export const CLIENT2 = 'client2@demo.test';
export const DEMO_LAWYER = 'lawyer@demo.test';
/** Kim Do-hyun, the approved demo lawyer (lawyer@demo.test). */
export const DEMO_LAWYER_ID = '00000000-0000-4000-8000-0000000000a2';
export const PENDING_LAWYER = 'pending-lawyer@demo.test';
export const PENDING_LAWYER_ID = '00000000-0000-4000-8000-0000000000a3';
/**
 * The key the personas use, as the apps do in the browser: the Supabase CLI's well-known local
 * publishable key, which the local server maps to the anon role (SUPABASE_PUBLISHABLE_KEY overrides it).
 */
export const PUBLISHABLE_KEY = process.env.SUPABASE_PUBLISHABLE_KEY ?? 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';

export function baseUrl(): string {
  return process.env.E2E_BASE_URL ?? `http://localhost:${process.env.E2E_PORT ?? 4599}`;
}

/** An API client typed by the generated schema. */
export type SupabaseClient = UntypedClient<Database>;

/** An anonymous API client (no stored session). */
export function api(): SupabaseClient {
  return createClient<Database>(baseUrl(), PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

export interface Persona {
  sb: SupabaseClient;
  uid: string;
  email: string;
  session: Session;
}

export async function signedIn(email: string, password = PASSWORD): Promise<Persona> {
  const sb = api();
  const { data, error } = await sb.auth.signInWithPassword({ email, password });
  if (error || !data.user || !data.session) throw new Error(`sign-in ${email}: ${error?.message}`);
  return { sb, uid: data.user.id, email, session: data.session };
}

export async function userIdOf(email: string): Promise<string> {
  return (await signedIn(email)).uid;
}

export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

/** Upper-case letters and digits only (coupon codes). */
export const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase().slice(0, 20);

/** A new client account, as the client sign-up makes it (the role 'client'). */
export async function newClient(names: string | { name_english: string; name_korean?: string } = 'E2E Client'): Promise<Persona> {
  const metadata = typeof names === 'string' ? { name_english: names } : names;
  const email = `${unique('e2e-client')}@example.com`;
  const sb = api();
  const { data, error } = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name: metadata.name_english, ...metadata } } });
  if (error || !data.user) throw new Error(`client sign-up: ${error?.message}`);
  const session = data.session ?? (await sb.auth.signInWithPassword({ email, password: PASSWORD })).data.session;
  if (!session) throw new Error(`client sign-in ${email}: no session`);
  const role = await sb.from('user_roles').insert({ user_id: data.user.id, role: 'client' });
  if (role.error) throw new Error(`client role: ${role.error.message}`);
  return { sb, uid: data.user.id, email, session };
}

const pad = (n: number) => String(n).padStart(2, '0');
export const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export interface BookingOptions {
  pay?: boolean;
  minutes?: 20 | 40 | 60;
  consultationType?: string;
  description?: string;
}

/**
 * The lawyer's open slots (lawyer_open_slots: weekly hours, notice, horizon, holidays; issue 27)
 * over the next two months, shuffled so that parallel specs rarely pick the same one.
 */
export async function openSlots(client: SupabaseClient, lawyerId: string): Promise<{ date: string; time: string }[]> {
  const from = isoDay(new Date(Date.now() + 2 * 86_400_000));
  const to = isoDay(new Date(Date.now() + 61 * 86_400_000));
  const open = await client.rpc('lawyer_open_slots', { lawyer_id: lawyerId, from_date: from, to_date: to });
  if (open.error) throw new Error(`lawyer_open_slots: ${open.error.message}`);
  const slots = ((open.data ?? []) as { slot_date: string; slot_time: string }[]).map((r) => ({ date: r.slot_date, time: r.slot_time.slice(0, 5) }));
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots;
}

/** openSlots grouped by date (in openSlots' shuffled order), for journeys that pick a day in the booking calendar. */
export async function openDays(client: SupabaseClient, lawyerId: string): Promise<{ date: string; times: string[] }[]> {
  const days = new Map<string, string[]>();
  for (const { date, time } of await openSlots(client, lawyerId)) days.set(date, [...(days.get(date) ?? []), time]);
  return [...days].map(([date, times]) => ({ date, times }));
}

/**
 * Picks `date` in the booking page's calendar: "Next month" until its month is shown (at most a
 * year; the calendar opens on the current month or the chosen date's), then the day itself.
 */
export async function chooseCalendarDay(page: Page, date: string): Promise<void> {
  const day = page.locator(`.cal-day[data-date="${date}"]`);
  await page.locator('.cal-day').first().waitFor();
  for (let i = 0; i < 13 && !(await day.count()); i++) await page.getByRole('button', { name: 'Next month' }).click();
  await day.click();
}

/** A booking through the database functions at a random open slot (openSlots), paid if asked. */
export async function bookFreeSlot(client: SupabaseClient, lawyerId: string, opts: BookingOptions = {}) {
  const slots = await openSlots(client, lawyerId);
  for (const { date, time } of slots.slice(0, 30)) {
    const { data, error } = await client.rpc('create_booking', {
      lawyer_id: lawyerId,
      booking_date: date,
      booking_time: time,
      duration_minutes: opts.minutes ?? 40,
      consultation_type: opts.consultationType ?? 'Immigration & VISA',
      case_description: opts.description ?? 'E2E journey: visa extension questions.',
    });
    if (error) {
      // taken meanwhile by a parallel spec
      if (error.hint === 'slot_taken' || error.hint === 'slot_unavailable') continue;
      throw new Error(`create_booking: ${error.message}`);
    }
    const booking = data as { id: string; booking_date: string; booking_time: string; fee_amount: number };
    if (opts.pay) {
      const paid = await client.rpc('pay_booking_test_mode', { booking_id: booking.id });
      if (paid.error) throw new Error(`pay: ${paid.error.message}`);
    }
    return { ...booking, date, time };
  }
  throw new Error('no free slot found');
}

/**
 * Puts a session where the apps' Supabase client keeps it (as a log-in would). The page must be on
 * the apps' origin already (localStorage belongs to an origin); the next navigation picks it up.
 */
export async function storeSession(page: Page, session: Session): Promise<void> {
  const host = new URL(baseUrl()).hostname.split('.')[0];
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [`sb-${host}-auth-token`, JSON.stringify(session)] as const);
}

// ---- Service-role helpers (issue 12): tests only; they move a booking in time, which no API
// caller can. service_role bypasses RLS and may update public.bookings directly.

/** The Supabase CLI's well-known local service-role key, which the local server uses (SUPABASE_SERVICE_ROLE_KEY overrides it). */
export const SERVICE_ROLE_KEY =
  process.env.SUPABASE_SERVICE_ROLE_KEY ??
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** A service-role API client (bypasses RLS; tests only). */
export function serviceApi(): SupabaseClient {
  return createClient<Database>(baseUrl(), SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
}

/**
 * Moves a booking's start into the past (booking_date a random 2-300 days ago, same time; starts_at
 * is generated), so that it can be completed. Retries when another live booking holds that slot.
 */
export async function moveBookingToPast(bookingId: string): Promise<{ booking_date: string; starts_at: string }> {
  const sb = serviceApi();
  for (let attempt = 0; attempt < 20; attempt++) {
    const date = isoDay(new Date(Date.now() - (2 + Math.floor(Math.random() * 299)) * 86_400_000));
    const { data, error } = await sb.from('bookings').update({ booking_date: date }).eq('id', bookingId).select('booking_date,starts_at').single();
    if (error?.code === '23505') continue;
    if (error || !data) throw new Error(`move booking ${bookingId} to the past: ${error?.message}`);
    if (new Date(data.starts_at!).getTime() >= Date.now()) throw new Error(`booking ${bookingId} still starts in the future`);
    return { booking_date: data.booking_date, starts_at: data.starts_at! };
  }
  throw new Error('no free past slot found');
}

/** Ends an unpaid booking's hold now (as if its time had run out; the sweep has not run yet). */
export async function expireHoldNow(bookingId: string): Promise<void> {
  const { error } = await serviceApi().from('bookings').update({ hold_expires_at: new Date(Date.now() - 1000).toISOString() }).eq('id', bookingId);
  if (error) throw new Error(`expire hold ${bookingId}: ${error.message}`);
}

/** A booking as its client sees it (status, payment, coupon). */
export async function bookingSeenBy(client: SupabaseClient, bookingId: string) {
  const { data, error } = await client.from('bookings').select('status,payment_status,cancelled_by,user_coupon_id,meeting_link').eq('id', bookingId).single();
  if (error || !data) throw new Error(`read booking ${bookingId}: ${error?.message}`);
  return data;
}

/** An admin coupon (fixed ₩10,000 off) granted to one user; returns the user's user_coupons id and the code. */
export async function grantFixedCoupon(userId: string): Promise<{ userCouponId: string; code: string }> {
  const { sb } = await signedIn(ADMIN);
  const code = uniqueCode('E2E');
  const valid_until = new Date(Date.now() + 400 * 86_400_000).toISOString();
  const coupon = await sb.from('coupons').insert({ code, name_korean: 'E2E 쿠폰', name_english: 'E2E Coupon', discount_type: 'fixed', discount_value: 10000, valid_until, is_active: true }).select('id').single();
  if (coupon.error) throw new Error(`coupon: ${coupon.error.message}`);
  const grant = await sb.rpc('admin_grant_coupon', { coupon_id: coupon.data.id, user_ids: [userId] });
  if (grant.error) throw new Error(`grant: ${grant.error.message}`);
  const held = await serviceApi().from('user_coupons').select('id').eq('user_id', userId).eq('coupon_id', coupon.data.id).single();
  if (held.error) throw new Error(`user coupon: ${held.error.message}`);
  return { userCouponId: held.data.id, code };
}
