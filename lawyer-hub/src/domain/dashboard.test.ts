import { describe, expect, it } from 'vitest';
import { dashboardStats, displayName, firstN, upcomingBookings, type DashboardBooking } from './dashboard.ts';

const TODAY = '2026-03-10';
let n = 0;
const b = (over: Partial<DashboardBooking>): DashboardBooking => ({
  id: `b${++n}`,
  client_id: 'c1',
  booking_date: TODAY,
  booking_time: '10:00:00',
  status: 'pending',
  display_status: over.status ?? 'pending',
  fee_amount: 50_000,
  ...over,
});

describe('dashboard statistics', () => {
  const bookings = [
    b({ booking_date: TODAY, status: 'pending', client_id: 'c1' }),
    b({ booking_date: TODAY, status: 'cancelled', client_id: 'c2' }),
    b({ booking_date: '2026-03-09', status: 'completed', fee_amount: 90_000, client_id: 'c1' }),
    b({ booking_date: '2026-02-01', status: 'completed', fee_amount: 130_000, client_id: 'c3' }),
    b({ booking_date: '2026-03-12', status: 'confirmed', fee_amount: 50_000, client_id: 'c3' }),
    b({ booking_date: '2026-03-13', status: 'pending', fee_amount: null, client_id: 'c4' }),
    // a hold past its expiry that the sweep has not closed yet (the database reads it 'expired')
    b({ booking_date: '2026-03-14', status: 'pending', display_status: 'expired', payment_status: 'pending', client_id: 'c4' }),
  ];
  const s = dashboardStats(bookings, TODAY);

  it("today's bookings: booking_date is today, any status", () => expect(s.today).toBe(2));
  it('pending bookings: status pending, not an expired hold the sweep has not closed yet', () => expect(s.pending).toBe(2));
  it('total earnings: fee_amount summed over completed bookings only', () => expect(s.earnings).toBe(220_000));
  it('total clients: distinct client_id', () => expect(s.clients).toBe(4));
  it('is all zero without bookings', () => expect(dashboardStats([], TODAY)).toEqual({ today: 0, pending: 0, earnings: 0, clients: 0 }));
});

describe('upcoming bookings', () => {
  const NOW = new Date('2026-03-10T11:30:00+09:00');
  it('keeps bookings not over yet, orders by start, at most 5', () => {
    const list = [
      b({ id: 'past', booking_date: '2026-03-09' }),
      b({ id: 'd12-9', booking_date: '2026-03-12', booking_time: '09:00:00' }),
      b({ id: 'd10-15', booking_date: TODAY, booking_time: '15:00:00' }),
      b({ id: 'd10-9', booking_date: TODAY, booking_time: '09:00:00' }), // over this morning
      b({ id: 'd10-11', booking_date: TODAY, booking_time: '11:00:00', duration_minutes: 40 }), // under way
      b({ id: 'd11-13', booking_date: '2026-03-11', booking_time: '13:00' }),
      b({ id: 'd20', booking_date: '2026-03-20' }),
      b({ id: 'd30', booking_date: '2026-03-30' }),
    ];
    expect(upcomingBookings(list, NOW).map((x) => x.id)).toEqual(['d10-11', 'd10-15', 'd11-13', 'd12-9', 'd20']);
  });
  it('leaves out cancelled, completed and expired holds: they belong to history (issue 16)', () => {
    const list = [
      b({ id: 'cancelled', booking_date: '2026-03-12', status: 'cancelled' }),
      b({ id: 'completed', booking_date: '2026-03-12', status: 'completed' }),
      b({ id: 'expired', booking_date: '2026-03-12', status: 'pending', payment_status: 'pending', hold_expires_at: '2026-03-10T02:00:00Z' }),
      b({ id: 'held', booking_date: '2026-03-12', status: 'pending', payment_status: 'pending', hold_expires_at: '2026-03-10T03:00:00Z' }),
      b({ id: 'paid', booking_date: '2026-03-13', status: 'confirmed', payment_status: 'paid' }),
    ];
    expect(upcomingBookings(list, NOW).map((x) => x.id)).toEqual(['held', 'paid']);
  });
});

describe('display helpers', () => {
  it('shows up to 4 then +N', () => {
    expect(firstN(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ shown: ['a', 'b', 'c', 'd'], more: 2 });
    expect(firstN(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
  });
  it('name: Korean, else English, else the fallback', () => {
    expect(displayName({ name_korean: '김변호', name_english: 'Kim' }, '변호사')).toBe('김변호');
    expect(displayName({ name_korean: ' ', name_english: 'Kim' }, '변호사')).toBe('Kim');
    expect(displayName({ name_korean: null, name_english: null }, '변호사')).toBe('변호사');
  });
});
