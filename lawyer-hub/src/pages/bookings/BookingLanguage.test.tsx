// The consultation's language on the lawyer's booking card (issue 29, item 1): the language the
// client booked, or Korean with machine interpretation, in Korean.
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDetail } from '../../data/bookings.ts';
import { BookingCard } from './BookingCard.tsx';

// the sections that read through Refine have their own tests
vi.mock('../../components/booking/BookingIntake.tsx', () => ({ BookingIntake: () => null }));
vi.mock('../../components/booking/BookingFollowUp.tsx', () => ({ BookingFollowUp: () => null }));

const NOW = new Date('2026-11-25T05:00:00.000Z');

const booking = (o: Partial<BookingDetail>): BookingDetail => ({
  id: 'b1', client_id: 'c1', lawyer_id: 'l1', booking_date: '2026-12-01', booking_time: '10:00:00', duration_minutes: 40,
  fee_amount: 90000, status: 'confirmed', payment_status: 'paid', starts_at: '2026-12-01T01:00:00Z', hold_expires_at: null,
  cancelled_by: null, display_status: 'confirmed', user_coupon_id: null, consultation_type: null, case_description: null,
  meeting_link: null, created_at: '2026-11-24T00:00:00Z', client_name_korean: null, client_name_english: 'Amara Okafor',
  client_email: 'amara@example.com', ...o,
});

const language = (b: BookingDetail) =>
  render(<BookingCard booking={b} busy={false} now={NOW} onChange={vi.fn()} />).getByTestId('consultation-language').textContent;

afterEach(cleanup);

describe('BookingCard: 상담 언어', () => {
  it('names the booked language in Korean', () => {
    expect(language(booking({ consultation_language: 'en', interpretation_requested: false }))).toBe('영어');
    cleanup();
    expect(language(booking({ consultation_language: 'vi', interpretation_requested: false }))).toBe('베트남어');
  });
  it('says when the client wants Korean with machine interpretation', () => {
    expect(language(booking({ consultation_language: 'ko', interpretation_requested: true }))).toBe('한국어 (기계 통역)');
  });
  it('a row without the column (read before issue 29) reads as Korean', () => {
    expect(language(booking({}))).toBe('한국어');
  });
});
