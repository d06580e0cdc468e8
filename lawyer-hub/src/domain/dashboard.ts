// Lawyer dashboard figures (spec: "Lawyer dashboard"), computed from the lawyer's own bookings.

export interface DashboardBooking {
  id: string;
  client_id: string;
  booking_date: string; // yyyy-MM-dd
  booking_time: string; // HH:mm[:ss]
  status: string;
  fee_amount: number | null;
}

export interface DashboardStats {
  /** Bookings whose booking_date is today. */
  today: number;
  /** Bookings with status pending. */
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
    if (b.status === 'pending') pending += 1;
    if (b.status === 'completed') earnings += b.fee_amount ?? 0;
    clients.add(b.client_id);
  }
  return { today: todayCount, pending, earnings, clients: clients.size };
}

export const UPCOMING_LIMIT = 5;

/** The next bookings: booking_date on or after today, by date then time ascending, at most 5. */
export function upcomingBookings<B extends DashboardBooking>(bookings: readonly B[], today: string, limit = UPCOMING_LIMIT): B[] {
  return bookings
    .filter((b) => b.booking_date >= today)
    .sort((a, b) => a.booking_date.localeCompare(b.booking_date) || normTime(a.booking_time).localeCompare(normTime(b.booking_time)))
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
