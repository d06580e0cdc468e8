// Booking, payment and coupon states as the portal and /my-bookings show them (spec §4), and the
// dashboard's figures. Pure functions: the screens translate the label keys.
import { holdSecondsLeft, isExpiredHold, isLiveHold, type BookingState } from '@shared/bookingRules.ts';
import type { PortalKey } from '../i18n/portal/en.ts';
import { MY_BOOKINGS_KO } from './messages.ts';
import { startsAt } from './dates.ts';

/** Badge colours: each maps to a class `badge-tone-{tone}` (see components/portal/portal.css). */
export type Tone = 'yellow' | 'green' | 'blue' | 'red' | 'grey';

export const BOOKING_STATUS_KEYS: Record<string, PortalKey> = {
  pending: 'portal.status.pending',
  confirmed: 'portal.status.confirmed',
  completed: 'portal.status.completed',
  cancelled: 'portal.status.cancelled',
};

const BOOKING_TONES: Record<string, Tone> = { pending: 'yellow', confirmed: 'green', completed: 'blue', cancelled: 'red' };

/** Portal label key of a booking status, or null for an unknown status (shown raw, in grey). */
export function bookingStatusKey(status: string): PortalKey | null {
  return Object.hasOwn(BOOKING_STATUS_KEYS, status) ? BOOKING_STATUS_KEYS[status]! : null;
}

export function bookingStatusTone(status: string): Tone {
  return Object.hasOwn(BOOKING_TONES, status) ? BOOKING_TONES[status]! : 'grey';
}

/** /my-bookings: the Korean label and colour; an unknown status shows raw, in grey. */
export const KOREAN_STATUS: Record<string, { label: string; tone: Tone }> = {
  pending: { label: '대기중', tone: 'yellow' },
  confirmed: { label: '확정', tone: 'green' },
  completed: { label: '완료', tone: 'blue' },
  cancelled: { label: '취소됨', tone: 'red' },
};

export function koreanStatus(status: string): { label: string; tone: Tone } {
  return Object.hasOwn(KOREAN_STATUS, status) ? KOREAN_STATUS[status]! : { label: status, tone: 'grey' };
}

// ---------------------------------------------------------------------------------------------
// Holds (docs/bookings.md): an unpaid booking keeps its slot until hold_expires_at; after that it
// is an expired hold (swept to cancelled by 'system', or not swept yet), shown as "Expired".

export interface HoldFields {
  status: string;
  payment_status: string;
  hold_expires_at?: string | null;
  cancelled_by?: string | null;
}

export type HoldState = 'live' | 'expired' | null;

const asState = (b: HoldFields) => ({ ...b, starts_at: null }) as BookingState;

/** 'live': unpaid and still held (pay now); 'expired': not paid in time; null: not a hold. */
export function holdState(b: HoldFields, now: Date = new Date()): HoldState {
  if (isLiveHold(asState(b), now)) return 'live';
  if (isExpiredHold(asState(b), now)) return 'expired';
  return null;
}

/** Whole seconds left to pay a live hold (0 otherwise). */
export function holdSeconds(b: HoldFields, now: Date = new Date()): number {
  return holdSecondsLeft(asState(b), now);
}

/** /my-bookings' label and colour, "만료됨" (grey) for an expired hold. */
export function koreanBookingStatus(b: HoldFields, now: Date = new Date()): { label: string; tone: Tone } {
  return holdState(b, now) === 'expired' ? { label: MY_BOOKINGS_KO.expired, tone: 'grey' } : koreanStatus(b.status);
}

/** 'Capitalised' (payment_history badges show the value capitalised). */
export function capitalise(s: string): string {
  return s ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

const BOOKING_PAYMENT_KEYS: Record<string, PortalKey> = {
  pending: 'portal.payment.pending',
  paid: 'portal.payment.paid',
  refunded: 'portal.payment.refunded',
};
const BOOKING_PAYMENT_TONES: Record<string, Tone> = { pending: 'yellow', paid: 'green', refunded: 'blue' };

/** A booking's payment_status: 'Payment Pending', 'Paid', 'Refunded'; unknown: null (raw, capitalised). */
export function bookingPaymentKey(status: string): PortalKey | null {
  return Object.hasOwn(BOOKING_PAYMENT_KEYS, status) ? BOOKING_PAYMENT_KEYS[status]! : null;
}

export function bookingPaymentTone(status: string): Tone {
  return Object.hasOwn(BOOKING_PAYMENT_TONES, status) ? BOOKING_PAYMENT_TONES[status]! : 'grey';
}

const RECORD_KEYS: Record<string, PortalKey> = {
  pending: 'portal.record.pending',
  paid: 'portal.record.paid',
  failed: 'portal.record.failed',
  refunded: 'portal.record.refunded',
};
const RECORD_TONES: Record<string, Tone> = { pending: 'yellow', paid: 'green', failed: 'red', refunded: 'blue' };

/** payment_history.payment_status: pending, paid, failed, refunded (badge: the value capitalised). */
export function paymentRecordKey(status: string): PortalKey | null {
  return Object.hasOwn(RECORD_KEYS, status) ? RECORD_KEYS[status]! : null;
}

export function paymentRecordTone(status: string): Tone {
  return Object.hasOwn(RECORD_TONES, status) ? RECORD_TONES[status]! : 'grey';
}

// ---------------------------------------------------------------------------------------------
// Coupons

export type CouponStatus = 'available' | 'used' | 'expired';

/** Used when is_used; otherwise Expired when valid_until is before now; otherwise Available. */
export function couponStatus(c: { is_used: boolean; valid_until: string | null | undefined }, now: Date = new Date()): CouponStatus {
  if (c.is_used) return 'used';
  if (c.valid_until && new Date(c.valid_until).getTime() < now.getTime()) return 'expired';
  return 'available';
}

export const COUPON_STATUS_KEYS: Record<CouponStatus, PortalKey> = {
  available: 'portal.coupons.available',
  used: 'portal.coupons.used',
  expired: 'portal.coupons.expired',
};
export const COUPON_STATUS_TONES: Record<CouponStatus, Tone> = { available: 'green', used: 'grey', expired: 'red' };

// ---------------------------------------------------------------------------------------------
// Dashboard

export interface BookingLike {
  status: string;
  meeting_link: string | null;
  booking_date: string;
  booking_time: string;
}

/**
 * Total; Upcoming = pending or confirmed; Completed = completed (spec §4). By the database's
 * display_status (booking_details): a hold past its expiry that the sweep has not closed yet reads
 * 'expired' there, by the rule availability uses, and is not upcoming (issue 25).
 */
export function dashboardCounts(bookings: readonly { display_status: string | null }[]): { total: number; upcoming: number; completed: number } {
  let upcoming = 0;
  let completed = 0;
  for (const b of bookings) {
    if (b.display_status === 'pending' || b.display_status === 'confirmed') upcoming += 1;
    else if (b.display_status === 'completed') completed += 1;
  }
  return { total: bookings.length, upcoming, completed };
}

/** Joining is possible only when the status is confirmed and a meeting link is set. */
export function canJoin(b: Pick<BookingLike, 'status' | 'meeting_link'>): boolean {
  return b.status === 'confirmed' && typeof b.meeting_link === 'string' && b.meeting_link.trim() !== '';
}

/**
 * The dashboard's upcoming meeting: the earliest confirmed booking with a link, by date then time,
 * among those that have not started yet (KST date and time after `now`). The spec applied no
 * future-only filter, so a past meeting could show as "upcoming"; issue 15 asks for the next
 * future meeting only.
 */
export function upcomingMeeting<T extends BookingLike>(bookings: readonly T[], now: Date = new Date()): T | null {
  let best: T | null = null;
  for (const b of bookings) {
    if (!canJoin(b)) continue;
    if (startsAt(b.booking_date, b.booking_time).getTime() <= now.getTime()) continue;
    if (!best || b.booking_date < best.booking_date || (b.booking_date === best.booking_date && b.booking_time < best.booking_time)) best = b;
  }
  return best;
}

/** Newest first: booking_date descending, then booking_time descending. */
export function sortNewestFirst<T extends Pick<BookingLike, 'booking_date' | 'booking_time'>>(bookings: readonly T[]): T[] {
  return [...bookings].sort((a, b) =>
    a.booking_date === b.booking_date ? b.booking_time.localeCompare(a.booking_time) : b.booking_date.localeCompare(a.booking_date),
  );
}
