// Booking and test-mode payment through the database functions (the price is computed by
// create_booking, never by the browser), and the signed-in client's usable coupons.
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
  valid_from?: string;
}

export interface UserCoupon {
  /** user_coupons.id, what create_booking takes */
  id: string;
  coupon_id: string;
  coupons: CouponRow;
}

/** Unused coupons of the user whose validity has not ended (spec §7 "Booking page"). */
export async function fetchUsableCoupons(userId: string, now: Date = new Date()): Promise<UserCoupon[]> {
  const iso = now.toISOString();
  const rows = await select<UserCoupon>('user_coupons', {
    select: 'id,coupon_id,coupons!inner(id,code,name_english,name_korean,discount_type,discount_value,min_amount,max_discount,valid_until,valid_from)',
    user_id: `eq.${userId}`,
    is_used: 'eq.false',
    'coupons.valid_until': `gt.${iso}`,
    'coupons.valid_from': `lte.${iso}`,
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
}

export function createBooking(input: CreateBookingInput): Promise<BookingRow> {
  const args: Functions<'create_booking'>['Args'] = {
    lawyer_id: input.lawyerId,
    booking_date: input.date,
    booking_time: input.time,
    duration_minutes: input.duration,
    ...(input.caseDescription?.trim() ? { case_description: input.caseDescription.trim() } : {}),
    ...(input.userCouponId ? { user_coupon_id: input.userCouponId } : {}),
  };
  return rpc<BookingRow>('create_booking', args);
}

export function payBookingTestMode(bookingId: string): Promise<PaymentRow> {
  const args: Functions<'pay_booking_test_mode'>['Args'] = { booking_id: bookingId };
  return rpc<PaymentRow>('pay_booking_test_mode', args);
}

export type BookingErrorKind = 'slot' | 'coupon' | 'lawyer' | 'past' | 'auth' | 'generic';

/** What a failed create_booking means for the visitor (the function's error hints). */
export function bookingErrorKind(e: unknown): BookingErrorKind {
  if (!(e instanceof ApiError)) return 'generic';
  const hint = e.hint ?? '';
  if (hint === 'slot_taken') return 'slot';
  if (hint.startsWith('coupon_')) return 'coupon';
  if (hint === 'lawyer_unavailable' || hint === 'self_booking') return 'lawyer';
  if (hint === 'past_slot' || hint === 'too_far_ahead' || hint === 'invalid_slot') return 'past';
  if (e.status === 401 || (e.code === '42501' && /authenticated/i.test(e.message))) return 'auth';
  return 'generic';
}
