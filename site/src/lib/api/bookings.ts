// Booking and test-mode payment through the database functions (the price is computed by
// create_booking, never by the browser), the signed-in client's usable coupons, a lawyer's open
// slots (lawyer_open_slots: what the lawyer's calendar lets a client book now) and taken slots
// (lawyer_busy_slots, nothing about who booked) and the client's own live holds
// (docs/bookings.md).
import { BUSY_SLOTS_MAX_DAYS, OPEN_SLOTS_MAX_DAYS } from '@shared/bookingRules.ts';
import { ApiError, rpc, select } from './rest.ts';
import type { Functions } from './types.ts';

export interface CouponRow {
  id: string;
  code: string;
  name_english: string;
  name_korean?: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  min_amount: number | null;
  max_discount: number | null;
  valid_until: string;
  valid_from: string;
  /** what the applicability rule reads (packages/shared/src/couponRules.ts) */
  is_active: boolean;
  issuer_lawyer_id: string | null;
  max_uses: number | null;
  current_uses: number;
}

export interface UserCoupon {
  /** user_coupons.id, what create_booking takes */
  id: string;
  coupon_id: string;
  is_used: boolean;
  coupons: CouponRow;
}

/**
 * Unused coupons of the user whose validity has not ended (spec §7 "Booking page"), with what the
 * page needs to judge each against the chosen lawyer and fee (couponApplicability): one not valid
 * yet is listed too, so that the page can say from when.
 */
export async function fetchUsableCoupons(userId: string, now: Date = new Date()): Promise<UserCoupon[]> {
  const iso = now.toISOString();
  const rows = await select<UserCoupon>('user_coupons', {
    select: 'id,coupon_id,is_used,coupons!inner(id,code,name_english,name_korean,discount_type,discount_value,min_amount,max_discount,valid_until,valid_from,is_active,issuer_lawyer_id,max_uses,current_uses)',
    user_id: `eq.${userId}`,
    is_used: 'eq.false',
    'coupons.valid_until': `gt.${iso}`,
    order: 'created_at.desc',
  });
  return rows.filter((r) => r.coupons);
}

export type BookingRow = Functions<'create_booking'>['Returns'];
export type PaymentRow = Functions<'pay_booking_test_mode'>['Returns'];

export interface CreateBookingInput {
  lawyerId: string;
  date: string;
  time: string;
  duration: number;
  caseDescription?: string;
  userCouponId?: string | null;
  /** the chosen area's English name (as bookings store it; the checklist of what to prepare follows it) */
  consultationType?: string | null;
  /** ISO 639-1; with interpretationRequested, 'ko' (docs/bookings.md "Consultation language") */
  consultationLanguage?: string;
  interpretationRequested?: boolean;
}

export function createBooking(input: CreateBookingInput): Promise<BookingRow> {
  const args: Functions<'create_booking'>['Args'] = {
    lawyer_id: input.lawyerId,
    booking_date: input.date,
    booking_time: input.time,
    duration_minutes: input.duration,
    ...(input.caseDescription?.trim() ? { case_description: input.caseDescription.trim() } : {}),
    ...(input.userCouponId ? { user_coupon_id: input.userCouponId } : {}),
    ...(input.consultationType ? { consultation_type: input.consultationType } : {}),
    ...(input.consultationLanguage ? { consultation_language: input.consultationLanguage } : {}),
    ...(input.interpretationRequested ? { interpretation_requested: true } : {}),
  };
  return rpc<BookingRow>('create_booking', args);
}

export function payBookingTestMode(bookingId: string): Promise<PaymentRow> {
  const args: Functions<'pay_booking_test_mode'>['Args'] = { booking_id: bookingId };
  return rpc<PaymentRow>('pay_booking_test_mode', args);
}

export type BookingErrorKind = 'slot' | 'unavailable' | 'language' | 'ownHold' | 'tooManyHolds' | 'tooManyHoldsNearby' | 'holdExpired' | 'coupon' | 'lawyer' | 'past' | 'auth' | 'generic';

/** What a failed create_booking (or payment) means for the visitor (the functions' error hints). */
export function bookingErrorKind(e: unknown): BookingErrorKind {
  if (!(e instanceof ApiError)) return 'generic';
  const hint = e.hint ?? '';
  if (hint === 'slot_taken') return 'slot';
  // the lawyer does not take bookings then (hours, time off, holiday, notice, horizon; issue 27)
  if (hint === 'slot_unavailable') return 'unavailable';
  // the lawyer does not offer the chosen consultation language (any more; issue 29)
  if (hint === 'language_unavailable') return 'language';
  if (hint === 'own_hold') return 'ownHold';
  if (hint === 'too_many_holds') return holdCapScope(e) === 'address' ? 'tooManyHoldsNearby' : 'tooManyHolds';
  if (hint === 'hold_expired') return 'holdExpired';
  if (hint.startsWith('coupon_')) return 'coupon';
  if (hint === 'lawyer_unavailable' || hint === 'self_booking') return 'lawyer';
  if (hint === 'past_slot' || hint === 'too_far_ahead' || hint === 'invalid_slot') return 'past';
  if (e.status === 401 || (e.code === '42501' && /authenticated/i.test(e.message))) return 'auth';
  return 'generic';
}

/** Which cap refused a hold: the client's own (3) or the one per network address (detail.scope). */
function holdCapScope(e: ApiError): 'client' | 'address' {
  try {
    return (JSON.parse(e.details ?? '{}') as { scope?: unknown }).scope === 'address' ? 'address' : 'client';
  } catch {
    return 'client';
  }
}

/** The held booking's id that create_booking names in `detail` with hint own_hold ({"booking_id": "..."}). */
export function ownHoldBookingId(e: unknown): string | null {
  if (!(e instanceof ApiError) || e.hint !== 'own_hold' || !e.details) return null;
  try {
    const id = (JSON.parse(e.details) as { booking_id?: unknown }).booking_id;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

/** The minimum create_booking names in `detail` with hint coupon_min_amount ({"min_amount": n, "fee": n}). */
export function couponMinFromError(e: unknown): number | null {
  if (!(e instanceof ApiError) || e.hint !== 'coupon_min_amount' || !e.details) return null;
  try {
    const min = (JSON.parse(e.details) as { min_amount?: unknown }).min_amount;
    return typeof min === 'number' && Number.isFinite(min) ? min : null;
  } catch {
    return null;
  }
}

/** Days from `from` to `to` inclusive (ISO dates). */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Calls `read` over `from`..`to` (inclusive ISO dates) in pieces of at most `maxDays` days. */
async function inPieces(from: string, to: string, maxDays: number, read: (start: string, end: string) => Promise<void>): Promise<void> {
  let start = from;
  while (start <= to) {
    const endMs = Math.min(Date.parse(`${start}T00:00:00Z`) + (maxDays - 1) * 86_400_000, Date.parse(`${to}T00:00:00Z`));
    await read(start, new Date(endMs).toISOString().slice(0, 10));
    start = new Date(endMs + 86_400_000).toISOString().slice(0, 10);
  }
}

/**
 * A lawyer's taken slots from `from` to `to` (KST dates, inclusive) as 'YYYY-MM-DD HH:MM' keys.
 * The function answers at most BUSY_SLOTS_MAX_DAYS days; longer ranges are asked in pieces.
 */
export async function fetchBusySlots(lawyerId: string, from: string, to: string, signal?: AbortSignal): Promise<Set<string>> {
  const out = new Set<string>();
  await inPieces(from, to, BUSY_SLOTS_MAX_DAYS, async (start, end) => {
    const args: Functions<'lawyer_busy_slots'>['Args'] = { lawyer_id: lawyerId, from_date: start, to_date: end };
    const rows = await rpc<Functions<'lawyer_busy_slots'>['Returns']>('lawyer_busy_slots', args, { signal });
    for (const r of rows ?? []) out.add(`${r.booking_date} ${r.booking_time.slice(0, 5)}`);
  });
  return out;
}

/**
 * The slots a client could book now with this lawyer from `from` to `to` (KST dates, inclusive),
 * as 'YYYY-MM-DD HH:MM' keys: lawyer_open_slots, the rule create_booking applies (weekly hours,
 * time off, holidays, notice, horizon, not taken). At most OPEN_SLOTS_MAX_DAYS days a call.
 */
export async function fetchOpenSlots(lawyerId: string, from: string, to: string, signal?: AbortSignal): Promise<Set<string>> {
  const out = new Set<string>();
  await inPieces(from, to, OPEN_SLOTS_MAX_DAYS, async (start, end) => {
    const args: Functions<'lawyer_open_slots'>['Args'] = { lawyer_id: lawyerId, from_date: start, to_date: end };
    const rows = await rpc<Functions<'lawyer_open_slots'>['Returns']>('lawyer_open_slots', args, { signal });
    for (const r of rows ?? []) out.add(`${r.slot_date} ${r.slot_time.slice(0, 5)}`);
  });
  return out;
}

/** The signed-in client's unpaid bookings with this lawyer whose hold is still running. */
export function fetchOwnHolds(userId: string, lawyerId: string, now: Date = new Date()): Promise<BookingRow[]> {
  return select<BookingRow>('bookings', {
    select: '*',
    client_id: `eq.${userId}`,
    lawyer_id: `eq.${lawyerId}`,
    status: 'eq.pending',
    payment_status: 'eq.pending',
    hold_expires_at: `gt.${now.toISOString()}`,
  });
}

/** One of the signed-in client's bookings (RLS: only their own), or null. */
export async function fetchOwnBooking(bookingId: string): Promise<BookingRow | null> {
  const rows = await select<BookingRow>('bookings', { select: '*', id: `eq.${bookingId}` });
  return rows[0] ?? null;
}
