// When the client may cancel (mirrors public.client_cancel_booking, which decides): a pending
// booking at any time, a confirmed one until 24 hours before it starts (KST); never a completed
// or cancelled one, nor an expired hold (not paid in time: its slot is already released). A paid
// booking is refunded in full.
import { startsAt } from './dates.ts';
import { holdState, type HoldFields } from './status.ts';

export const CANCEL_CUTOFF_HOURS = 24;

export type CancelState = 'allowed' | 'closed' | 'none';

export interface CancellableBooking extends Partial<Omit<HoldFields, 'status'>> {
  status: string;
  booking_date: string;
  booking_time: string;
}

export function cancelDeadline(b: Pick<CancellableBooking, 'booking_date' | 'booking_time'>): Date {
  return new Date(startsAt(b.booking_date, b.booking_time).getTime() - CANCEL_CUTOFF_HOURS * 3_600_000);
}

export function cancelState(b: CancellableBooking, now: Date = new Date()): CancelState {
  if (b.payment_status !== undefined && holdState({ ...b, payment_status: b.payment_status }, now) === 'expired') return 'none';
  if (b.status === 'pending') return 'allowed';
  if (b.status !== 'confirmed') return 'none';
  return now.getTime() <= cancelDeadline(b).getTime() ? 'allowed' : 'closed';
}
