// When the client may move a booking (mirrors public.client_reschedule_booking, which decides;
// docs/bookings.md "Rescheduling"): a paid booking that is pending or confirmed, moved fewer than
// RESCHEDULE_LIMIT times, until 24 hours before it starts. The target must be one of the lawyer's
// open slots (lawyer_open_slots, the booking page's calendar), which the dialog alone offers.
import { ApiError } from '../api/rest.ts';
import { rpc } from '../api/rest.ts';
import { startsAt } from './dates.ts';
import type { PortalKey } from '../i18n/portal/en.ts';

/** The most moves a booking allows (bookings.reschedule_count <= 2). */
export const RESCHEDULE_LIMIT = 2;
/** Until this many hours before the start (the client's cancel uses the same 24 hours). */
export const RESCHEDULE_CUTOFF_HOURS = 24;

export interface ReschedulableBooking {
  status: string;
  payment_status: string;
  booking_date: string;
  booking_time: string;
  reschedule_count?: number | null;
}

/** 'allowed'; 'tooLate' or 'limit' (said on the card); 'none' (never: unpaid, cancelled, completed). */
export type RescheduleState = 'allowed' | 'tooLate' | 'limit' | 'none';

export function rescheduleState(b: ReschedulableBooking, now: Date = new Date()): RescheduleState {
  if ((b.status !== 'pending' && b.status !== 'confirmed') || b.payment_status !== 'paid') return 'none';
  if ((b.reschedule_count ?? 0) >= RESCHEDULE_LIMIT) return 'limit';
  const cutoff = startsAt(b.booking_date, b.booking_time).getTime() - RESCHEDULE_CUTOFF_HOURS * 3_600_000;
  return now.getTime() <= cutoff ? 'allowed' : 'tooLate';
}

/** Moves the booking through the database function (every rule is enforced there). */
export function rescheduleBooking(bookingId: string, date: string, time: string): Promise<{ id: string; booking_date: string; booking_time: string; status: string; reschedule_count: number }> {
  return rpc('client_reschedule_booking', { booking_id: bookingId, new_date: date, new_time: time });
}

/** The portal text for a refusal of client_reschedule_booking (null: not one of its refusals). */
export function rescheduleErrorKey(e: unknown): PortalKey | null {
  if (!(e instanceof ApiError)) return null;
  switch (e.hint) {
    case 'too_late':
      return 'portal.reschedule.tooLate';
    case 'slot_unavailable':
      return 'portal.reschedule.slotUnavailable';
    case 'reschedule_limit':
      return 'portal.reschedule.limit';
    case 'not_paid':
    case 'invalid_transition':
    case 'not_found':
      return 'portal.reschedule.notMovable';
    default:
      return null;
  }
}
