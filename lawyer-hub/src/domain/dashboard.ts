// Lawyer dashboard figures (spec: "Lawyer dashboard"), computed from the lawyer's own bookings.
import { isExpiredHold, type BookingState } from '@klegal/shared';

export interface DashboardBooking {
  id: string;
  client_id: string;
  booking_date: string; // yyyy-MM-dd
  booking_time: string; // HH:mm[:ss]
  status: string;
  /** booking_details.display_status: 'expired' for an expired hold (swept or not yet), else the
   * status; computed by the database with the rule availability uses (docs/bookings.md). */
  display_status: string | null;
  fee_amount: number | null;
  payment_status?: BookingState['payment_status'];
  /** booking_date + booking_time in Korea (ISO); computed from them when absent. */
  starts_at?: string | null;
  hold_expires_at?: string | null;
  cancelled_by?: string | null;
  duration_minutes?: number | null;
}

export interface DashboardStats {
  /** Bookings whose booking_date is today. */
  today: number;
  /** Bookings with status pending, leaving out expired holds the sweep has not closed yet. */
  pending: number;
  /** Sum of fee_amount over completed bookings only (won). */
  earnings: number;
  /** Number of distinct client_id. */
  clients: number;
}

export function dashboardStats(bookings: readonly DashboardBooking[], today: string): DashboardStats {
  let todayCount = 0;
  let pending = 0;
  let earnings = 0;
  const clients = new Set<string>();
  for (const b of bookings) {
    if (b.booking_date === today) todayCount += 1;
    // an expired hold is no longer pending although its status stays so until the sweep runs
    if (b.display_status === 'pending') pending += 1;
    if (b.status === 'completed') earnings += b.fee_amount ?? 0;
    clients.add(b.client_id);
  }
  return { today: todayCount, pending, earnings, clients: clients.size };
}

export const UPCOMING_LIMIT = 5;

/** When a booking starts (ms), from starts_at or its Korean date and time. */
function startMs(b: DashboardBooking): number {
  if (b.starts_at) return new Date(b.starts_at).getTime();
  return new Date(`${b.booking_date}T${normTime(b.booking_time)}:00+09:00`).getTime();
}

/** When a booking ends (ISO): start + duration. */
export function bookingEndsAt(b: DashboardBooking): string {
  return new Date(startMs(b) + (b.duration_minutes ?? 0) * 60_000).toISOString();
}

/**
 * The next bookings ("다가오는 예약", issue 16): open ones only (pending or confirmed, not an expired
 * hold) that are not over yet (start + duration after now, so a consultation under way stays
 * until it ends, with its join button); cancelled, completed and past ones belong to history.
 * By start ascending, at most 5.
 */
export function upcomingBookings<B extends DashboardBooking>(bookings: readonly B[], now: Date = new Date(), limit = UPCOMING_LIMIT): B[] {
  const t = now.getTime();
  return bookings
    .filter((b) => {
      if (b.status !== 'pending' && b.status !== 'confirmed') return false;
      const state: BookingState = { status: b.status, payment_status: b.payment_status ?? 'paid', starts_at: b.starts_at ?? null, hold_expires_at: b.hold_expires_at ?? null, cancelled_by: b.cancelled_by ?? null };
      if (b.payment_status && isExpiredHold(state, now)) return false;
      return startMs(b) + (b.duration_minutes ?? 0) * 60_000 > t;
    })
    .sort((a, b) => startMs(a) - startMs(b))
    .slice(0, limit);
}

function normTime(t: string): string {
  const [h = '0', m = '0'] = t.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
}

/** Up to `max` items, and how many more there are ('+N'). */
export function firstN<T>(items: readonly T[], max = 4): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** The lawyer's display name: Korean name, else English name, else the fallback. */
export function displayName(p: { name_korean?: string | null; name_english?: string | null } | null | undefined, fallback: string): string {
  return p?.name_korean?.trim() || p?.name_english?.trim() || fallback;
}
