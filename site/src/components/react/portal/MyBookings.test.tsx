// /my-bookings (Korean on every interface language) names each booking's consultation language in
// Korean (issue 29), Korean with interpretation as such, and asks booking_details for the columns.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyBookingRow } from '../../../lib/portal/api.ts';

const fetchMyBookings = vi.fn(async (_uid: string): Promise<MyBookingRow[]> => []);
vi.mock('../../../lib/portal/api.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/portal/api.ts')>()),
  fetchMyBookings: (uid: string) => fetchMyBookings(uid),
}));
vi.mock('../../../lib/api/reference.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/api/reference.ts')>()),
  fetchCategories: async () => [],
}));
// a verified session without the auth server: the guard's store, set as the guard would
vi.mock('../../../lib/portal/guard.ts', async (orig) => {
  const real = await orig<typeof import('../../../lib/portal/guard.ts')>();
  real.portalSession.set({ status: 'ready', user: { id: 'u1', email: 'client@demo.test' } as never });
  return { ...real, guardSession: async () => null };
});

import MyBookings from './MyBookings.tsx';

const row = (o: Partial<MyBookingRow>): MyBookingRow => ({
  id: 'b1', booking_date: '2099-03-02', booking_time: '10:00:00', duration_minutes: 20, fee_amount: 50000,
  status: 'confirmed', payment_status: 'paid', hold_expires_at: null, cancelled_by: null,
  consultation_type: null, case_description: null, lawyer_name_english: 'Kim Do-hyun', lawyer_name_korean: '김도현',
  reschedule_count: 0, consultation_language: 'ko', interpretation_requested: false, ...o,
});

afterEach(cleanup);

describe('MyBookings: the consultation language', () => {
  it('in Korean on each card: English, Korean with machine interpretation, plain Korean', async () => {
    fetchMyBookings.mockResolvedValueOnce([
      row({ id: 'en', booking_date: '2099-03-03', consultation_language: 'en' }),
      row({ id: 'ko-mt', booking_date: '2099-03-02', interpretation_requested: true }),
      row({ id: 'ko', booking_date: '2099-03-01' }),
    ]);
    render(<MyBookings />);
    const cards = await screen.findAllByRole('article');
    expect(fetchMyBookings).toHaveBeenCalledWith('u1');
    expect(cards.map((c) => within(c).getByTestId('booking-language').textContent)).toEqual([
      '상담 언어: 영어',
      '상담 언어: 한국어 (기계 통역)',
      '상담 언어: 한국어',
    ]);
  });

  it('no language (a row without it): no line, nothing invented', async () => {
    fetchMyBookings.mockResolvedValueOnce([row({ consultation_language: null })]);
    render(<MyBookings />);
    const [card] = await screen.findAllByRole('article');
    expect(within(card!).queryByTestId('booking-language')).toBeNull();
  });
});

describe('fetchMyBookings', () => {
  it('selects the language columns from booking_details', async () => {
    const { fetchMyBookings: real } = await vi.importActual<typeof import('../../../lib/portal/api.ts')>('../../../lib/portal/api.ts');
    const seen: string[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string | URL) => {
      seen.push(String(url));
      return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
    }));
    try {
      await real('u1');
    } finally {
      vi.unstubAllGlobals();
    }
    const select = new URL(seen[0]!).searchParams.get('select') ?? '';
    expect(select.split(',')).toEqual(expect.arrayContaining(['consultation_language', 'interpretation_requested']));
  });
});
