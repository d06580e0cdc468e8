import { describe, expect, test } from 'vitest';
import { bookingErrorKind, ownHoldBookingId } from './bookings.ts';
import { ApiError } from './rest.ts';

const refused = (hint: string, details: string | null = null, code = 'P0001') => new ApiError(400, { code, message: 'refused', hint, details });

describe('bookingErrorKind', () => {
  test('tells the client\'s own hold cap from the cap per network address', () => {
    expect(bookingErrorKind(refused('too_many_holds', '{"max_unpaid":3}'))).toBe('tooManyHolds');
    expect(bookingErrorKind(refused('too_many_holds', '{"scope":"address","max_unpaid":10}'))).toBe('tooManyHoldsNearby');
    expect(bookingErrorKind(refused('too_many_holds', 'not json'))).toBe('tooManyHolds');
  });

  test('maps the other refusals by their hint', () => {
    expect(bookingErrorKind(refused('slot_taken', null, '23505'))).toBe('slot');
    expect(bookingErrorKind(refused('slot_unavailable'))).toBe('unavailable');
    expect(bookingErrorKind(refused('language_unavailable'))).toBe('language');
    expect(bookingErrorKind(refused('own_hold'))).toBe('ownHold');
    expect(bookingErrorKind(refused('hold_expired'))).toBe('holdExpired');
    expect(bookingErrorKind(refused('coupon_expired'))).toBe('coupon');
    expect(bookingErrorKind(refused('self_booking', null, '22023'))).toBe('lawyer');
    expect(bookingErrorKind(refused('past_slot', null, '22023'))).toBe('past');
    expect(bookingErrorKind(new Error('network'))).toBe('generic');
  });

  test('reads the held booking named by own_hold', () => {
    expect(ownHoldBookingId(refused('own_hold', '{"booking_id":"b1"}'))).toBe('b1');
    expect(ownHoldBookingId(refused('slot_taken', '{"booking_id":"b1"}'))).toBeNull();
  });
});
