import { describe, expect, it } from 'vitest';
import { portalEn } from '../i18n/portal/en.ts';
import {
  holdSeconds,
  holdState,
  koreanBookingStatus,
  bookingPaymentKey, bookingPaymentTone, bookingStatusKey, bookingStatusTone, canJoin, capitalise, couponStatus, dashboardCounts,
  koreanStatus, paymentRecordKey, paymentRecordTone, sortNewestFirst, upcomingMeeting, COUPON_STATUS_KEYS, COUPON_STATUS_TONES,
} from './status.ts';

const b = (status: string, booking_date: string, booking_time: string, meeting_link: string | null = null) => ({ status, booking_date, booking_time, meeting_link });

describe('booking status labels', () => {
  it('maps the four statuses to the portal labels and colours', () => {
    expect(portalEn[bookingStatusKey('pending')!]).toBe('Pending');
    expect(portalEn[bookingStatusKey('confirmed')!]).toBe('Confirmed');
    expect(portalEn[bookingStatusKey('completed')!]).toBe('Completed');
    expect(portalEn[bookingStatusKey('cancelled')!]).toBe('Cancelled');
    expect(['pending', 'confirmed', 'completed', 'cancelled'].map(bookingStatusTone)).toEqual(['yellow', 'green', 'blue', 'red']);
  });

  it('shows an unknown status raw, in grey', () => {
    expect(bookingStatusKey('no_show')).toBeNull();
    expect(bookingStatusTone('no_show')).toBe('grey');
    expect(bookingStatusKey('toString')).toBeNull();
  });

  it('maps /my-bookings statuses to Korean labels and colours', () => {
    expect(koreanStatus('pending')).toEqual({ label: '대기중', tone: 'yellow' });
    expect(koreanStatus('confirmed')).toEqual({ label: '확정', tone: 'green' });
    expect(koreanStatus('completed')).toEqual({ label: '완료', tone: 'blue' });
    expect(koreanStatus('cancelled')).toEqual({ label: '취소됨', tone: 'red' });
    expect(koreanStatus('rescheduled')).toEqual({ label: 'rescheduled', tone: 'grey' });
    expect(koreanStatus('constructor')).toEqual({ label: 'constructor', tone: 'grey' });
  });
});

describe('payment labels', () => {
  it("labels a booking's payment status, 'Payment Pending' for pending", () => {
    expect(portalEn[bookingPaymentKey('pending')!]).toBe('Payment Pending');
    expect(portalEn[bookingPaymentKey('paid')!]).toBe('Paid');
    expect(portalEn[bookingPaymentKey('refunded')!]).toBe('Refunded');
    expect(bookingPaymentKey('chargeback')).toBeNull();
    expect(bookingPaymentTone('chargeback')).toBe('grey');
  });

  it('shows payment records capitalised', () => {
    for (const s of ['pending', 'paid', 'failed', 'refunded']) expect(portalEn[paymentRecordKey(s)!]).toBe(capitalise(s));
    expect(paymentRecordTone('failed')).toBe('red');
    expect(paymentRecordKey('disputed')).toBeNull();
    expect(capitalise('disputed')).toBe('Disputed');
    expect(capitalise('')).toBe('');
  });
});

describe('coupon status', () => {
  const now = new Date('2026-03-10T00:00:00Z');
  it('is Used when used, whatever the dates', () => {
    expect(couponStatus({ is_used: true, valid_until: '2020-01-01T00:00:00Z' }, now)).toBe('used');
    expect(couponStatus({ is_used: true, valid_until: '2030-01-01T00:00:00Z' }, now)).toBe('used');
  });
  it('is Expired when valid_until is before now', () => {
    expect(couponStatus({ is_used: false, valid_until: '2026-03-09T23:59:59Z' }, now)).toBe('expired');
  });
  it('is Available otherwise (also exactly at valid_until)', () => {
    expect(couponStatus({ is_used: false, valid_until: '2026-03-10T00:00:00Z' }, now)).toBe('available');
    expect(couponStatus({ is_used: false, valid_until: '2026-04-01T00:00:00Z' }, now)).toBe('available');
    expect(couponStatus({ is_used: false, valid_until: null }, now)).toBe('available');
  });
  it('has labels and tones', () => {
    expect(Object.values(COUPON_STATUS_KEYS).map((k) => portalEn[k])).toEqual(['Available', 'Used', 'Expired']);
    expect(COUPON_STATUS_TONES.available).toBe('green');
  });
});

describe('dashboard', () => {
  const list = [
    b('pending', '2026-05-01', '10:00:00'),
    b('confirmed', '2026-04-01', '13:00:00', 'https://meet.example.com/b'),
    b('confirmed', '2026-04-01', '09:00:00', 'https://meet.example.com/a'),
    b('confirmed', '2026-03-01', '09:00:00'),
    b('completed', '2026-02-01', '09:00:00', 'https://meet.example.com/old'),
    b('cancelled', '2026-01-01', '09:00:00', 'https://meet.example.com/x'),
    b('completed', '2026-01-02', '09:00:00'),
  ];

  it('counts total, upcoming (pending or confirmed) and completed', () => {
    expect(dashboardCounts(list.map((x) => ({ ...x, display_status: x.status })))).toEqual({ total: 7, upcoming: 4, completed: 2 });
    expect(dashboardCounts([])).toEqual({ total: 0, upcoming: 0, completed: 0 });
  });
  it('a hold past its expiry that the sweep has not closed yet is not upcoming (display_status expired)', () => {
    const unswept = { status: 'pending', display_status: 'expired' };
    expect(dashboardCounts([unswept, { status: 'pending', display_status: 'pending' }])).toEqual({ total: 2, upcoming: 1, completed: 0 });
  });

  const now = new Date('2026-01-15T00:00:00Z');

  it('picks the earliest confirmed booking with a link, by date then time', () => {
    expect(upcomingMeeting(list, now)?.meeting_link).toBe('https://meet.example.com/a');
    expect(upcomingMeeting([b('confirmed', '2026-04-01', '09:00:00')], now)).toBeNull();
  });

  it('shows only a meeting that has not started yet (issue 15: never a past one)', () => {
    const past = b('confirmed', '2020-01-01', '09:00:00', 'https://meet.example.com/past');
    expect(upcomingMeeting([...list, past], now)?.meeting_link).toBe('https://meet.example.com/a');
    expect(upcomingMeeting([past], now)).toBeNull();
    // 09:00 KST on 2026-04-01 is 00:00 UTC: from that instant on, the 13:00 one is next
    expect(upcomingMeeting(list, new Date('2026-03-31T23:59:59Z'))?.meeting_link).toBe('https://meet.example.com/a');
    expect(upcomingMeeting(list, new Date('2026-04-01T00:00:00Z'))?.meeting_link).toBe('https://meet.example.com/b');
    expect(upcomingMeeting(list, new Date('2026-04-01T04:00:00Z'))).toBeNull();
  });

  it('allows joining only when confirmed and linked', () => {
    expect(canJoin(b('confirmed', '2026-01-01', '09:00', 'https://x.example'))).toBe(true);
    expect(canJoin(b('confirmed', '2026-01-01', '09:00', '  '))).toBe(false);
    expect(canJoin(b('confirmed', '2026-01-01', '09:00', null))).toBe(false);
    expect(canJoin(b('pending', '2026-01-01', '09:00', 'https://x.example'))).toBe(false);
    expect(canJoin(b('completed', '2026-01-01', '09:00', 'https://x.example'))).toBe(false);
  });

  it('sorts newest first by date, then time', () => {
    const sorted = sortNewestFirst([b('x', '2026-01-01', '09:00:00'), b('x', '2026-02-01', '09:00:00'), b('x', '2026-02-01', '17:00:00')]);
    expect(sorted.map((s) => `${s.booking_date} ${s.booking_time}`)).toEqual(['2026-02-01 17:00:00', '2026-02-01 09:00:00', '2026-01-01 09:00:00']);
  });
});

describe('holds', () => {
  const now = new Date('2026-03-10T01:30:00Z');
  const unpaid = { status: 'pending', payment_status: 'pending', cancelled_by: null };
  it('a live hold counts down to its end', () => {
    const b = { ...unpaid, hold_expires_at: '2026-03-10T01:44:31Z' };
    expect(holdState(b, now)).toBe('live');
    expect(holdSeconds(b, now)).toBe(871);
    expect(koreanBookingStatus(b, now)).toEqual({ label: '대기중', tone: 'yellow' });
  });
  it('an unpaid booking past its hold, or one the sweep cancelled, is Expired (만료됨)', () => {
    const late = { ...unpaid, hold_expires_at: '2026-03-10T01:30:00Z' };
    const swept = { status: 'cancelled', payment_status: 'pending', cancelled_by: 'system', hold_expires_at: '2026-03-10T01:00:00Z' };
    for (const b of [late, swept]) {
      expect(holdState(b, now)).toBe('expired');
      expect(holdSeconds(b, now)).toBe(0);
      expect(koreanBookingStatus(b, now)).toEqual({ label: '만료됨', tone: 'grey' });
    }
  });
  it('paid bookings and cancellations by people are not holds', () => {
    expect(holdState({ status: 'pending', payment_status: 'paid', hold_expires_at: '2026-03-10T01:00:00Z', cancelled_by: null }, now)).toBeNull();
    expect(holdState({ status: 'cancelled', payment_status: 'pending', hold_expires_at: '2026-03-10T01:00:00Z', cancelled_by: 'client' }, now)).toBeNull();
    expect(koreanBookingStatus({ status: 'cancelled', payment_status: 'refunded', cancelled_by: 'lawyer' }, now)).toEqual({ label: '취소됨', tone: 'red' });
  });
});
