import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from '@klegal/shared';
import { consoleKo } from '../i18n/ko.ts';
import { consoleEn } from '../i18n/en.ts';
import { bookingChip, meetingLinkBlock, meetingLinkBlockKey, meetingLinkErrorKey } from './meetingLinkRules.ts';

const NOW = new Date('2026-11-25T05:00:00Z');
const lookup = (cat: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], cat);

describe('status chip', () => {
  it('an expired hold reads 기한 만료, swept (cancelled by the system) or not yet', () => {
    const swept = bookingChip({ status: 'cancelled', payment_status: 'pending', cancelled_by: 'system' }, NOW);
    const unswept = bookingChip({ status: 'pending', payment_status: 'pending', hold_expires_at: '2026-11-25T05:00:00Z' }, NOW);
    for (const c of [swept, unswept]) {
      expect(c.expired).toBe(true);
      expect(lookup(consoleKo, c.key)).toBe('기한 만료');
      expect(lookup(consoleEn, c.key)).toBe('Expired');
    }
  });
  it('other bookings keep their status label', () => {
    expect(lookup(consoleKo, bookingChip({ status: 'cancelled', payment_status: 'refunded', cancelled_by: 'client' }, NOW).key)).toBe('취소됨');
    expect(lookup(consoleKo, bookingChip({ status: 'cancelled', payment_status: 'refunded', cancelled_by: 'lawyer' }, NOW).key)).toBe('취소됨');
    const live = bookingChip({ status: 'pending', payment_status: 'pending', hold_expires_at: '2026-11-25T05:00:01Z' }, NOW);
    expect(live.expired).toBe(false);
    expect(lookup(consoleKo, live.key)).toBe('대기 중');
    expect(lookup(consoleKo, bookingChip({ status: 'confirmed', payment_status: 'paid' }, NOW).key)).toBe('승인됨');
  });
});

describe('meeting link allowed', () => {
  it('only on open, paid bookings; otherwise completed, cancelled or unpaid, each with a Korean reason', () => {
    for (const status of BOOKING_STATUSES) {
      for (const payment_status of PAYMENT_STATUSES) {
        // a live hold (not expired) for the open unpaid ones
        const block = meetingLinkBlock({ status, payment_status, hold_expires_at: '2026-11-25T05:00:01Z' }, NOW);
        const open = status === 'pending' || status === 'confirmed';
        const expected = open && payment_status === 'paid' ? null : open ? 'unpaid' : status;
        expect(block, `${status}/${payment_status}`).toBe(expected);
        if (block) {
          expect(lookup(consoleKo, meetingLinkBlockKey(block))).toMatch(/[가-힣]/);
          expect(lookup(consoleKo, `klegal.bookings.link_blocked_short.${block}`)).toMatch(/[가-힣]/);
        }
      }
    }
    expect(lookup(consoleKo, meetingLinkBlockKey('cancelled'))).toContain('취소');
    expect(lookup(consoleKo, meetingLinkBlockKey('completed'))).toContain('완료');
    expect(lookup(consoleKo, meetingLinkBlockKey('unpaid'))).toContain('결제');
  });
  it('an expired hold says expired (issue 16), whether the sweep cancelled it yet or not', () => {
    expect(meetingLinkBlock({ status: 'pending', payment_status: 'pending', hold_expires_at: '2026-11-25T04:59:59Z' }, NOW)).toBe('expired');
    expect(meetingLinkBlock({ status: 'cancelled', payment_status: 'pending', cancelled_by: 'system' }, NOW)).toBe('expired');
    expect(lookup(consoleKo, meetingLinkBlockKey('expired'))).toContain('만료');
  });
});

describe('meeting link errors', () => {
  const err = (hint: string, code = 'P0001') => new HttpError('raw database message', 400, { code, hint, message: 'raw database message' });
  it('booking_closed and not_paid (and invalid_link, not_found) have their own Korean messages', () => {
    const keys = ['booking_closed', 'not_paid', 'invalid_link', 'not_found'].map((h) => meetingLinkErrorKey(err(h)));
    expect(new Set(keys).size).toBe(4);
    for (const k of keys) {
      const text = lookup(consoleKo, k);
      expect(typeof text, k).toBe('string');
      expect(text).toMatch(/[가-힣]/);
      expect(text).not.toContain('raw database message');
    }
    expect(lookup(consoleKo, meetingLinkErrorKey(err('not_paid')))).toContain('결제');
    expect(lookup(consoleKo, meetingLinkErrorKey(err('booking_closed')))).toMatch(/완료|취소/);
  });
  it('anything else falls back to the generic failure text', () => {
    for (const e of [new Error('boom'), null, undefined, err('something_else'), new HttpError('x', 500, null)]) {
      expect(meetingLinkErrorKey(e)).toBe('klegal.bookings.link_failed_body');
    }
  });
});
