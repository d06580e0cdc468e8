// The booking screen's rules, from the shared booking rules (docs/bookings.md): which status label a
// booking gets (an expired hold is labelled as such), whether a meeting link may be set (only on
// open, paid bookings: admin_set_meeting_link refuses others; clearing is always allowed) and the
// message for each error hint of that function.
import { canSetMeetingLink, isExpiredHold, type BookingState } from '@klegal/shared';
import type { ChipColor } from '../common/status.ts';
import { BOOKING_STATUS_COLORS, bookingStatusKey } from '../common/status.ts';

type BookingLike = Pick<BookingState, 'status' | 'payment_status'> & Partial<Pick<BookingState, 'hold_expires_at' | 'cancelled_by'>> & { starts_at?: string | null };

const state = (b: BookingLike): BookingState => ({
  status: b.status,
  payment_status: b.payment_status,
  starts_at: b.starts_at ?? null,
  hold_expires_at: b.hold_expires_at ?? null,
  cancelled_by: b.cancelled_by ?? null,
});

/** The status chip: the booking status, or 'expired' for an unpaid hold that ran out (swept or not). */
export function bookingChip(b: BookingLike, now: Date = new Date()): { key: string; color: ChipColor; expired: boolean } {
  if (isExpiredHold(state(b), now)) return { key: 'klegal.bookings.status.expired', color: 'default', expired: true };
  return { key: bookingStatusKey(b.status), color: BOOKING_STATUS_COLORS[b.status], expired: false };
}

/**
 * Why a link cannot be set now (issue 16): null when it can; 'completed', 'cancelled', 'expired'
 * (an unpaid hold that ran out, swept or not) or 'unpaid' (a live hold, not paid yet).
 */
export type MeetingLinkBlock = 'completed' | 'cancelled' | 'expired' | 'unpaid';

export function meetingLinkBlock(b: BookingLike, now: Date = new Date()): MeetingLinkBlock | null {
  if (canSetMeetingLink(b)) return null;
  if (isExpiredHold(state(b), now)) return 'expired';
  if (b.status === 'completed') return 'completed';
  if (b.status === 'cancelled') return 'cancelled';
  return 'unpaid';
}

/** Message key of the reason a link cannot be set. */
export const meetingLinkBlockKey = (r: MeetingLinkBlock) => `klegal.bookings.link_blocked.${r}`;

/** Message key for a failed admin_set_meeting_link, from the error's hint (HttpError body). */
export function meetingLinkErrorKey(error: unknown): string {
  const e = (error ?? {}) as { body?: { hint?: unknown; code?: unknown } | null; status?: unknown };
  const hint = e.body?.hint;
  if (hint === 'booking_closed' || hint === 'not_paid' || hint === 'invalid_link' || hint === 'not_found') return `klegal.bookings.link_errors.${hint}`;
  return 'klegal.bookings.link_failed_body';
}
