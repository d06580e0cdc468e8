import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/rest.ts';
import { rescheduleErrorKey, rescheduleState } from './reschedule.ts';

// 2026-03-10 14:00 KST = 05:00 UTC
const b = (over: Partial<Parameters<typeof rescheduleState>[0]> = {}) => ({
  status: 'confirmed', payment_status: 'paid', booking_date: '2026-03-10', booking_time: '14:00:00', reschedule_count: 0, ...over,
});
const at = (iso: string) => new Date(iso);

describe('rescheduleState (mirrors client_reschedule_booking)', () => {
  it('a paid pending or confirmed booking can be moved until exactly 24 hours before it starts', () => {
    expect(rescheduleState(b(), at('2026-03-09T05:00:00Z'))).toBe('allowed');
    expect(rescheduleState(b({ status: 'pending' }), at('2026-03-09T05:00:00Z'))).toBe('allowed');
    expect(rescheduleState(b(), at('2026-03-09T05:00:01Z'))).toBe('tooLate');
  });
  it('at most twice', () => {
    expect(rescheduleState(b({ reschedule_count: 1 }), at('2026-03-01T00:00:00Z'))).toBe('allowed');
    expect(rescheduleState(b({ reschedule_count: 2 }), at('2026-03-01T00:00:00Z'))).toBe('limit');
  });
  it('never an unpaid, refunded, cancelled or completed booking', () => {
    const early = at('2026-03-01T00:00:00Z');
    expect(rescheduleState(b({ status: 'pending', payment_status: 'pending' }), early)).toBe('none');
    expect(rescheduleState(b({ payment_status: 'refunded' }), early)).toBe('none');
    expect(rescheduleState(b({ status: 'cancelled' }), early)).toBe('none');
    expect(rescheduleState(b({ status: 'completed' }), early)).toBe('none');
  });
});

describe('rescheduleErrorKey', () => {
  const refusal = (hint: string) => new ApiError(400, { code: 'P0001', message: 'x', hint });
  it('names each refusal of the function in the portal dictionary', () => {
    expect(rescheduleErrorKey(refusal('too_late'))).toBe('portal.reschedule.tooLate');
    expect(rescheduleErrorKey(refusal('slot_unavailable'))).toBe('portal.reschedule.slotUnavailable');
    expect(rescheduleErrorKey(refusal('reschedule_limit'))).toBe('portal.reschedule.limit');
    expect(rescheduleErrorKey(refusal('not_paid'))).toBe('portal.reschedule.notMovable');
    expect(rescheduleErrorKey(new ApiError(404, { code: 'PT404', message: 'Booking not found', hint: 'not_found' }))).toBe('portal.reschedule.notMovable');
    expect(rescheduleErrorKey(new ApiError(500, { code: 'XX000', message: 'boom' }))).toBeNull();
    expect(rescheduleErrorKey(new Error('network'))).toBeNull();
  });
});
