// The dashboard's upcoming bookings name each consultation's language in Korean (issue 29), as the
// booking card does: the booked language, Korean with machine interpretation, Korean by default.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { BookingDetail } from '../../data/bookings.ts';
import { UpcomingBookings } from './UpcomingBookings.tsx';

const booking = (o: Partial<BookingDetail>): BookingDetail => ({
  id: 'b1', client_id: 'c1', lawyer_id: 'l1', booking_date: '2099-12-01', booking_time: '10:00:00', duration_minutes: 40,
  fee_amount: 90000, status: 'confirmed', payment_status: 'paid', starts_at: '2099-12-01T01:00:00Z', hold_expires_at: null,
  cancelled_by: null, display_status: 'confirmed', user_coupon_id: null, consultation_type: null, case_description: null,
  meeting_link: null, created_at: '2099-11-24T00:00:00Z', client_name_korean: null, client_name_english: 'Amara Okafor',
  client_email: 'amara@example.com', ...o,
});

afterEach(cleanup);

describe('UpcomingBookings: 상담 언어', () => {
  it('on each upcoming booking, in Korean', () => {
    render(
      <MemoryRouter>
        <UpcomingBookings
          loading={false}
          bookings={[
            booking({ id: 'en', consultation_language: 'en', interpretation_requested: false }),
            booking({ id: 'mt', consultation_language: 'ko', interpretation_requested: true }),
            booking({ id: 'old' }),
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('consultation-language').map((e) => e.textContent)).toEqual([
      '상담 언어: 영어',
      '상담 언어: 한국어 (기계 통역)',
      // a row read without the column (before issue 29) was a Korean consultation
      '상담 언어: 한국어',
    ]);
  });
});
