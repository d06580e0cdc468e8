import { describe, expect, it } from 'vitest';
import { cancelDeadline, cancelState } from './cancel.ts';

const at = (iso: string) => new Date(iso);
const booking = (status: string) => ({ status, booking_date: '2026-01-10', booking_time: '10:00:00' }); // 01:00Z

describe('client cancellation', () => {
  it('allows a pending booking at any time, even after its start', () => {
    expect(cancelState(booking('pending'), at('2026-01-01T00:00:00Z'))).toBe('allowed');
    expect(cancelState(booking('pending'), at('2026-01-11T00:00:00Z'))).toBe('allowed');
  });

  it('allows a confirmed booking until 24 hours before it starts (KST)', () => {
    expect(cancelDeadline(booking('confirmed')).toISOString()).toBe('2026-01-09T01:00:00.000Z');
    expect(cancelState(booking('confirmed'), at('2026-01-09T01:00:00Z'))).toBe('allowed');
    expect(cancelState(booking('confirmed'), at('2026-01-09T01:00:01Z'))).toBe('closed');
  });

  it('never cancels completed, cancelled or unknown bookings', () => {
    for (const s of ['completed', 'cancelled', 'weird']) expect(cancelState(booking(s), at('2026-01-01T00:00:00Z'))).toBe('none');
  });

  it('offers nothing for a hold not paid in time (swept or not), and lets a live hold be cancelled', () => {
    const now = at('2026-01-01T00:10:00Z');
    const unpaid = { ...booking('pending'), payment_status: 'pending', cancelled_by: null };
    expect(cancelState({ ...unpaid, hold_expires_at: '2026-01-01T00:15:00Z' }, now)).toBe('allowed');
    expect(cancelState({ ...unpaid, hold_expires_at: '2026-01-01T00:10:00Z' }, now)).toBe('none');
    expect(cancelState({ ...booking('cancelled'), payment_status: 'pending', cancelled_by: 'system', hold_expires_at: '2026-01-01T00:00:00Z' }, now)).toBe('none');
    // a paid booking is not a hold, whatever its hold_expires_at
    expect(cancelState({ ...booking('pending'), payment_status: 'paid', hold_expires_at: '2026-01-01T00:00:00Z' }, now)).toBe('allowed');
  });
});
