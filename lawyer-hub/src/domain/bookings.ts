// What a booking card shows and offers, from the shared booking rules (docs/bookings.md;
// @klegal/shared bookingRules decides the actions, so a button is never offered for a step
// lawyer_update_booking_status would refuse), and the mapping of that function's error hints to
// the portal's messages.
import { isExpiredHold, lawyerActions, type BookingState, type LawyerActions } from '@klegal/shared';
import type { Messages } from '../i18n/ko.ts';

/** The badge of a card: the booking status, or 'expired' for a hold the system cancelled (or is about to). */
export type BookingDisplay = BookingState['status'] | 'expired';

export interface BookingView {
  display: BookingDisplay;
  actions: LawyerActions;
  /** Unpaid, open and its hold still running: the client may still pay until holdEndsAt. */
  awaitingPayment: boolean;
  /** The hold's end as HH:mm in Korea (KST), when awaitingPayment. */
  holdEndsAt: string | null;
  /** Confirmed and paid but not started yet: '상담 완료 처리' is shown disabled, with the reason. */
  completeNotYet: boolean;
}

const KST_HM = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Seoul', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** HH:mm in Korea of an instant; null when empty or invalid. */
export function kstTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : KST_HM.format(d);
}

export function bookingView(b: BookingState, now: Date = new Date()): BookingView {
  const expired = isExpiredHold(b, now);
  const actions = lawyerActions(b, now);
  const awaitingPayment = b.status === 'pending' && b.payment_status === 'pending' && !expired;
  return {
    display: expired ? 'expired' : b.status,
    actions,
    awaitingPayment,
    holdEndsAt: awaitingPayment ? kstTime(b.hold_expires_at) : null,
    completeNotYet: b.status === 'confirmed' && b.payment_status === 'paid' && !actions.complete,
  };
}

/** The tab a booking counts under besides 'all' (an expired hold is no longer pending). */
export function bookingTab(b: BookingState, now: Date = new Date()): 'pending' | 'confirmed' | 'completed' | null {
  const d = bookingView(b, now).display;
  return d === 'pending' || d === 'confirmed' || d === 'completed' ? d : null;
}

export type BookingErrorKind = 'not_paid' | 'not_started' | 'invalid_transition' | 'hold_expired' | 'not_found' | 'forbidden' | 'generic';

/** The kind of a failed status change, from the database error's hint (or SQLSTATE). */
export function bookingErrorKind(error: unknown): BookingErrorKind {
  const e = (error ?? {}) as { hint?: unknown; code?: unknown };
  switch (e.hint) {
    case 'not_paid':
    case 'not_started':
    case 'invalid_transition':
    case 'hold_expired':
    case 'not_found':
      return e.hint;
  }
  if (e.code === '42501') return 'forbidden';
  if (e.code === 'PT404') return 'not_found';
  return 'generic';
}

/** A human Korean message for a failed status change; never the raw error or a stack trace. */
export function bookingErrorMessage(error: unknown, m: Messages['bookings']['errors']): string {
  return m[bookingErrorKind(error)];
}
