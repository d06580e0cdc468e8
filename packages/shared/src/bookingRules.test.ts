// The booking rules the screens follow (docs/bookings.md), at their edges: a start time exactly
// now, a hold expiring exactly now, and every status × payment combination.
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, PAYMENT_STATUSES } from './constants.ts';
import {
  BOOKING_WINDOW_DAYS,
  canSetMeetingLink,
  checkSlot,
  formatCountdown,
  holdSecondsLeft,
  isExpiredHold,
  isLiveHold,
  lastBookableDate,
  lawyerActions,
  type BookingState,
} from './bookingRules.ts';

const NOW = new Date('2026-11-25T03:00:00.000Z'); // 12:00 KST
const at = (deltaMs: number) => new Date(NOW.getTime() + deltaMs).toISOString();
const b = (o: Partial<BookingState>): BookingState => ({ status: 'pending', payment_status: 'pending', starts_at: at(86_400_000), hold_expires_at: at(60_000), cancelled_by: null, ...o });

type Status = BookingState['status'];
type Payment = BookingState['payment_status'];
const combos: [Status, Payment][] = BOOKING_STATUSES.flatMap((s) => PAYMENT_STATUSES.map((p) => [s, p] as [Status, Payment]));

describe('isLiveHold', () => {
  it('is an unpaid pending booking whose hold ends after now', () => {
    expect(isLiveHold(b({ hold_expires_at: at(1) }), NOW)).toBe(true);
    expect(isLiveHold(b({ hold_expires_at: at(15 * 60_000) }), NOW)).toBe(true);
  });
  it('is over at the exact expiry instant and after', () => {
    expect(isLiveHold(b({ hold_expires_at: at(0) }), NOW)).toBe(false);
    expect(isLiveHold(b({ hold_expires_at: at(-1) }), NOW)).toBe(false);
  });
  it('needs a hold end (none, null or unparsable is not live)', () => {
    expect(isLiveHold(b({ hold_expires_at: undefined }), NOW)).toBe(false);
    expect(isLiveHold(b({ hold_expires_at: null }), NOW)).toBe(false);
    expect(isLiveHold(b({ hold_expires_at: 'not a date' }), NOW)).toBe(false);
  });
  it('only an open (pending or legacy confirmed), unpaid booking can be a hold', () => {
    for (const [status, payment_status] of combos) {
      expect(isLiveHold(b({ status, payment_status, hold_expires_at: at(60_000) }), NOW), `${status}/${payment_status}`).toBe(
        (status === 'pending' || status === 'confirmed') && payment_status === 'pending',
      );
    }
  });
  it('defaults now to the current time', () => {
    expect(isLiveHold(b({ hold_expires_at: new Date(Date.now() + 60_000).toISOString() }))).toBe(true);
    expect(isLiveHold(b({ hold_expires_at: new Date(Date.now() - 60_000).toISOString() }))).toBe(false);
  });
});

describe('isExpiredHold', () => {
  it('a booking the system cancelled is an expired hold', () => {
    expect(isExpiredHold(b({ status: 'cancelled', cancelled_by: 'system' }), NOW)).toBe(true);
    expect(isExpiredHold(b({ status: 'cancelled', payment_status: 'pending', cancelled_by: 'system', hold_expires_at: at(60_000) }), NOW)).toBe(true);
  });
  it('a booking the client or the lawyer cancelled is not', () => {
    for (const by of ['client', 'lawyer', 'admin', null, undefined]) {
      expect(isExpiredHold(b({ status: 'cancelled', cancelled_by: by, hold_expires_at: at(-60_000) }), NOW), String(by)).toBe(false);
    }
  });
  it('an unpaid pending booking expires at the exact instant (not yet swept)', () => {
    expect(isExpiredHold(b({ hold_expires_at: at(0) }), NOW)).toBe(true);
    expect(isExpiredHold(b({ hold_expires_at: at(-1) }), NOW)).toBe(true);
    expect(isExpiredHold(b({ hold_expires_at: at(1) }), NOW)).toBe(false);
  });
  it('is never a paid or completed booking', () => {
    for (const [status, payment_status] of combos) {
      if (status === 'cancelled') continue;
      expect(isExpiredHold(b({ status, payment_status, hold_expires_at: at(-60_000) }), NOW), `${status}/${payment_status}`).toBe(
        (status === 'pending' || status === 'confirmed') && payment_status === 'pending',
      );
    }
  });
  it('live and expired exclude each other for every open unpaid booking', () => {
    for (const d of [-1000, -1, 0, 1, 1000]) {
      const x = b({ hold_expires_at: at(d) });
      expect(isLiveHold(x, NOW)).not.toBe(isExpiredHold(x, NOW));
    }
  });
});

describe('holdSecondsLeft', () => {
  it('counts whole seconds up (1 ms left is 1 s) and 0 at or after the end', () => {
    expect(holdSecondsLeft(b({ hold_expires_at: at(1) }), NOW)).toBe(1);
    expect(holdSecondsLeft(b({ hold_expires_at: at(1000) }), NOW)).toBe(1);
    expect(holdSecondsLeft(b({ hold_expires_at: at(1001) }), NOW)).toBe(2);
    expect(holdSecondsLeft(b({ hold_expires_at: at(15 * 60_000) }), NOW)).toBe(900);
    expect(holdSecondsLeft(b({ hold_expires_at: at(0) }), NOW)).toBe(0);
    expect(holdSecondsLeft(b({ hold_expires_at: at(-5000) }), NOW)).toBe(0);
    expect(holdSecondsLeft(b({ hold_expires_at: null }), NOW)).toBe(0);
  });
  it('is 0 for anything but an open, unpaid booking', () => {
    for (const [status, payment_status] of combos) {
      const left = holdSecondsLeft(b({ status, payment_status, hold_expires_at: at(30_000) }), NOW);
      expect(left, `${status}/${payment_status}`).toBe((status === 'pending' || status === 'confirmed') && payment_status === 'pending' ? 30 : 0);
    }
  });
});

describe('formatCountdown', () => {
  it('m:ss, floors fractions, never negative', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(59.9)).toBe('0:59');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(905)).toBe('15:05');
    expect(formatCountdown(3600)).toBe('60:00');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

describe('lawyerActions', () => {
  const past = at(-1);
  const future = at(1);

  it('confirm: pending and paid only', () => {
    for (const [status, payment_status] of combos) {
      const a = lawyerActions(b({ status, payment_status, starts_at: future }), NOW);
      expect(a.confirm, `${status}/${payment_status}`).toBe(status === 'pending' && payment_status === 'paid');
    }
  });

  it('complete: confirmed, paid and started (start exactly now counts as started)', () => {
    expect(lawyerActions(b({ status: 'confirmed', payment_status: 'paid', starts_at: at(0) }), NOW).complete).toBe(true);
    expect(lawyerActions(b({ status: 'confirmed', payment_status: 'paid', starts_at: past }), NOW).complete).toBe(true);
    expect(lawyerActions(b({ status: 'confirmed', payment_status: 'paid', starts_at: future }), NOW).complete).toBe(false);
    expect(lawyerActions(b({ status: 'confirmed', payment_status: 'paid', starts_at: null }), NOW).complete).toBe(false);
    for (const [status, payment_status] of combos) {
      const a = lawyerActions(b({ status, payment_status, starts_at: past }), NOW);
      expect(a.complete, `${status}/${payment_status}`).toBe(status === 'confirmed' && payment_status === 'paid');
    }
  });

  it('cancel: pending or confirmed, except an expired hold', () => {
    for (const [status, payment_status] of combos) {
      const a = lawyerActions(b({ status, payment_status, hold_expires_at: at(60_000) }), NOW);
      expect(a.cancel, `${status}/${payment_status}`).toBe(status === 'pending' || status === 'confirmed');
    }
    // a live hold can be declined; at the expiry instant it no longer can (the sweep cancels it)
    expect(lawyerActions(b({ hold_expires_at: at(1) }), NOW).cancel).toBe(true);
    expect(lawyerActions(b({ hold_expires_at: at(0) }), NOW).cancel).toBe(false);
    // a paid pending booking is never a hold, whatever its hold_expires_at says
    expect(lawyerActions(b({ payment_status: 'paid', hold_expires_at: at(-60_000) }), NOW).cancel).toBe(true);
  });

  it('closed bookings offer nothing', () => {
    for (const status of ['completed', 'cancelled'] as const) {
      for (const payment_status of PAYMENT_STATUSES) {
        expect(lawyerActions(b({ status, payment_status, starts_at: past }), NOW), `${status}/${payment_status}`).toEqual({
          confirm: false,
          cancel: false,
          complete: false,
        });
      }
    }
  });

  it('an unpaid pending booking can only be declined', () => {
    expect(lawyerActions(b({ starts_at: past }), NOW)).toEqual({ confirm: false, cancel: true, complete: false });
  });
});

describe('canSetMeetingLink', () => {
  it('open (pending or confirmed) and paid only', () => {
    for (const [status, payment_status] of combos) {
      expect(canSetMeetingLink({ status, payment_status }), `${status}/${payment_status}`).toBe(
        (status === 'pending' || status === 'confirmed') && payment_status === 'paid',
      );
    }
  });
});

describe('lastBookableDate', () => {
  it('is the KST day plus the booking window', () => {
    expect(BOOKING_WINDOW_DAYS).toBe(365);
    expect(lastBookableDate(NOW)).toBe('2027-11-25');
    // 23:59 UTC on the 24th is already the 25th in Korea
    expect(lastBookableDate(new Date('2026-11-24T15:00:00Z'))).toBe('2027-11-25');
    expect(lastBookableDate(new Date('2026-11-24T14:59:59Z'))).toBe('2027-11-24');
    // over a leap day
    expect(lastBookableDate(new Date('2027-03-01T00:00:00Z'))).toBe('2028-02-29');
  });
});

describe('checkSlot', () => {
  it('refuses dates that do not exist or are not yyyy-MM-dd', () => {
    expect(checkSlot('2026-02-30', '10:00', NOW)).toBe('invalid_date');
    expect(checkSlot('2026-13-01', '10:00', NOW)).toBe('invalid_date');
    expect(checkSlot('2026-1-05', '10:00', NOW)).toBe('invalid_date');
    expect(checkSlot('', '10:00', NOW)).toBe('invalid_date');
    expect(checkSlot('2028-02-29', '10:00', new Date('2027-12-01T00:00:00Z'))).toBe('ok');
  });
  it('offers only the KST slots (no 12:00, no seconds)', () => {
    expect(checkSlot('2026-12-01', '12:00', NOW)).toBe('invalid_slot');
    expect(checkSlot('2026-12-01', '10:00:00', NOW)).toBe('invalid_slot');
    expect(checkSlot('2026-12-01', '08:00', NOW)).toBe('invalid_slot');
    expect(checkSlot('2026-12-01', '17:00', NOW)).toBe('ok');
  });
  it('a slot starting exactly now is past; one starting a millisecond later is bookable', () => {
    const startsNow = new Date('2026-11-25T04:00:00.000Z'); // 13:00 KST
    expect(checkSlot('2026-11-25', '13:00', startsNow)).toBe('past');
    expect(checkSlot('2026-11-25', '13:00', new Date(startsNow.getTime() - 1))).toBe('ok');
    expect(checkSlot('2026-11-25', '11:00', NOW)).toBe('past');
  });
  it('the last day of the window is bookable, the next is too far ahead', () => {
    expect(checkSlot('2027-11-25', '17:00', NOW)).toBe('ok');
    expect(checkSlot('2027-11-26', '09:00', NOW)).toBe('too_far_ahead');
  });
  it("with the lawyer's open slots (issue 27) only those are bookable: hours, time off and horizon are the database's", () => {
    const open = new Set(['2026-12-01 10:00', '2026-12-02 09:00']);
    expect(checkSlot('2026-12-01', '10:00', NOW, open)).toBe('ok');
    // a spec slot inside the 365-day window that the lawyer does not take (its hours, time off, a
    // holiday, notice, or a horizon shorter than 365 days)
    expect(checkSlot('2026-12-01', '11:00', NOW, open)).toBe('unavailable');
    expect(checkSlot('2027-06-01', '10:00', NOW, open)).toBe('unavailable');
    // the checks that do not depend on the lawyer come first, as in create_booking
    expect(checkSlot('2026-12-01', '12:00', NOW, open)).toBe('invalid_slot');
    expect(checkSlot('2026-11-25', '11:00', NOW, open)).toBe('past');
    expect(checkSlot('2027-11-26', '09:00', NOW, open)).toBe('too_far_ahead');
    expect(checkSlot('2026-12-01', '10:00:00', NOW, new Set(['2026-12-01 10:00']))).toBe('invalid_slot');
  });
});
