import { describe, expect, it } from 'vitest';
import { messages as t } from '../i18n/ko.ts';
import { bookingErrorKind, bookingErrorMessage, bookingTab, bookingView, kstTime } from './bookings.ts';

const NOW = new Date('2026-11-25T05:00:00.000Z'); // 14:00 KST
const at = (deltaMs: number) => new Date(NOW.getTime() + deltaMs).toISOString();
type B = Parameters<typeof bookingView>[0];
const b = (o: Partial<B>): B => ({ status: 'pending', payment_status: 'pending', starts_at: at(86_400_000), hold_expires_at: at(10 * 60_000), cancelled_by: null, ...o });

describe('bookingView', () => {
  it('an unpaid live hold awaits payment until its end (KST) and can only be declined', () => {
    const v = bookingView(b({}), NOW);
    expect(v).toMatchObject({ display: 'pending', awaitingPayment: true, holdEndsAt: '14:10', completeNotYet: false });
    expect(v.actions).toEqual({ confirm: false, cancel: true, complete: false });
  });
  it('a paid pending booking can be approved or declined', () => {
    const v = bookingView(b({ payment_status: 'paid' }), NOW);
    expect(v).toMatchObject({ display: 'pending', awaitingPayment: false, holdEndsAt: null });
    expect(v.actions).toEqual({ confirm: true, cancel: true, complete: false });
  });
  it('a hold that ran out is shown as expired, before and after the sweep, with no action', () => {
    for (const x of [b({ hold_expires_at: at(0) }), b({ status: 'cancelled', cancelled_by: 'system' })]) {
      const v = bookingView(x, NOW);
      expect(v.display).toBe('expired');
      expect(v.awaitingPayment).toBe(false);
      expect(v.actions).toEqual({ confirm: false, cancel: false, complete: false });
    }
  });
  it('a booking the client or lawyer cancelled stays cancelled', () => {
    expect(bookingView(b({ status: 'cancelled', cancelled_by: 'client', payment_status: 'refunded' }), NOW).display).toBe('cancelled');
    expect(bookingView(b({ status: 'cancelled', cancelled_by: 'lawyer' }), NOW).display).toBe('cancelled');
  });
  it('a confirmed paid booking: complete only from its start (exactly now counts), before that shown as not yet', () => {
    const future = bookingView(b({ status: 'confirmed', payment_status: 'paid', starts_at: at(1) }), NOW);
    expect(future.actions).toEqual({ confirm: false, cancel: true, complete: false });
    expect(future.completeNotYet).toBe(true);
    const started = bookingView(b({ status: 'confirmed', payment_status: 'paid', starts_at: at(0) }), NOW);
    expect(started.actions).toEqual({ confirm: false, cancel: true, complete: true });
    expect(started.completeNotYet).toBe(false);
  });
  it('completed bookings offer nothing', () => {
    const v = bookingView(b({ status: 'completed', payment_status: 'paid', starts_at: at(-1) }), NOW);
    expect(v).toMatchObject({ display: 'completed', completeNotYet: false, awaitingPayment: false });
    expect(v.actions).toEqual({ confirm: false, cancel: false, complete: false });
  });
});

describe('bookingTab', () => {
  it('counts an expired hold under no tab, cancelled bookings under none but All', () => {
    expect(bookingTab(b({}), NOW)).toBe('pending');
    expect(bookingTab(b({ hold_expires_at: at(-1) }), NOW)).toBeNull();
    expect(bookingTab(b({ status: 'cancelled' }), NOW)).toBeNull();
    expect(bookingTab(b({ status: 'confirmed', payment_status: 'paid' }), NOW)).toBe('confirmed');
    expect(bookingTab(b({ status: 'completed', payment_status: 'paid' }), NOW)).toBe('completed');
  });
});

describe('kstTime', () => {
  it('HH:mm in Korea whatever the input offset; null when empty or invalid', () => {
    expect(kstTime('2026-11-25T14:59:00Z')).toBe('23:59');
    expect(kstTime('2026-11-25T15:05:00Z')).toBe('00:05');
    expect(kstTime('2026-11-25T10:30:00+09:00')).toBe('10:30');
    expect(kstTime(null)).toBeNull();
    expect(kstTime('')).toBeNull();
    expect(kstTime('soon')).toBeNull();
  });
});

describe('status change errors', () => {
  it('each database hint has its own Korean message', () => {
    const hints = ['not_paid', 'not_started', 'invalid_transition', 'hold_expired', 'not_found'] as const;
    const seen = new Set<string>();
    for (const hint of hints) {
      const e = { code: 'P0001', message: 'raw database text', hint };
      expect(bookingErrorKind(e)).toBe(hint);
      const msg = bookingErrorMessage(e, t.bookings.errors);
      expect(msg).toMatch(/[가-힣]/);
      expect(msg).not.toContain('raw database text');
      seen.add(msg);
    }
    expect(seen.size).toBe(hints.length);
    expect(bookingErrorMessage({ hint: 'not_paid' }, t.bookings.errors)).toContain('결제');
    expect(bookingErrorMessage({ hint: 'not_started' }, t.bookings.errors)).toContain('시작');
  });
  it('SQLSTATEs without a hint: no rights, not found', () => {
    expect(bookingErrorKind({ code: '42501', message: 'Not authenticated' })).toBe('forbidden');
    expect(bookingErrorKind({ code: 'PT404' })).toBe('not_found');
  });
  it('anything else is a generic message, never the error text or a stack trace', () => {
    const e = new TypeError('Failed to fetch');
    for (const x of [e, null, undefined, 'boom', { hint: 'something_new' }]) {
      expect(bookingErrorKind(x)).toBe('generic');
      const msg = bookingErrorMessage(x, t.bookings.errors);
      expect(msg).toBe(t.bookings.errors.generic);
      expect(msg).not.toContain('at ');
      expect(msg).not.toContain('Failed to fetch');
    }
  });
});
