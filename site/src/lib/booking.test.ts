import { describe, expect, it } from 'vitest';
import { directoryRow } from '../test/fixtures.ts';
import { toLawyer } from './api/lawyers.ts';
import { choicesToQuery, couponLabel, EMPTY_CHOICES, feeFor, isComplete, isDateSelectable, lastBookableDate, parseChoices, priceSummary, slotsOn } from './booking.ts';

// 2026-03-10 10:30 in Korea
const now = new Date('2026-03-10T01:30:00Z');

describe('booking choices in the URL', () => {
  it('round-trips', () => {
    const c = { lawyerId: 'abc', date: '2026-03-12', time: '14:00', duration: 40 as const, couponId: 'uc1', note: 'visa & work' };
    expect(parseChoices(choicesToQuery(c))).toEqual(c);
  });
  it('drops invalid values', () => {
    expect(parseChoices('?date=tomorrow&time=12:00&duration=30')).toEqual(EMPTY_CHOICES);
  });
  it('is complete with lawyer, date, time and duration', () => {
    expect(isComplete({ ...EMPTY_CHOICES, lawyerId: 'a', date: '2026-03-12', time: '09:00' })).toBe(false);
    expect(isComplete({ ...EMPTY_CHOICES, lawyerId: 'a', date: '2026-03-12', time: '09:00', duration: 20 })).toBe(true);
  });
});

describe('dates and slots', () => {
  it('has the 8 KST slots and no 12:00', () => {
    expect(slotsOn('2026-03-12', now).map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });
  it('closes slots that have passed today (KST)', () => {
    const today = slotsOn('2026-03-10', now);
    expect(today.filter((s) => !s.available).map((s) => s.time)).toEqual(['09:00', '10:00']);
  });
  it('disables dates before today and after a year', () => {
    expect(isDateSelectable('2026-03-09', now)).toBe(false);
    expect(isDateSelectable('2026-03-10', now)).toBe(true);
    expect(isDateSelectable(lastBookableDate(now), now)).toBe(true);
    expect(isDateSelectable('2027-03-11', now)).toBe(false);
  });
  it('disables today once every slot has passed', () => {
    expect(isDateSelectable('2026-03-10', new Date('2026-03-10T08:30:00Z'))).toBe(false);
  });
});

describe('price', () => {
  const lawyer = toLawyer(directoryRow());
  it('takes the fee of the duration', () => {
    expect(feeFor(lawyer, 20)).toBe(60000);
    expect(feeFor(lawyer, 60)).toBe(150000);
    expect(feeFor(null, 60)).toBe(0);
    expect(feeFor(lawyer, null)).toBe(0);
  });
  it('labels coupons as the spec says', () => {
    expect(couponLabel({ name_english: 'Welcome', discount_type: 'percentage', discount_value: 10 })).toBe('Welcome - 10% off');
    expect(couponLabel({ name_english: 'Lawyer Special Coupon', discount_type: 'fixed', discount_value: 20000 })).toBe('Lawyer Special Coupon - ₩20,000 off');
  });
  it('summarises fee, discount and total', () => {
    const coupon = { id: 'c', code: 'X', name_english: 'X', discount_type: 'percentage' as const, discount_value: 10, min_amount: null, max_discount: 5000, valid_until: '2099-01-01' };
    expect(priceSummary(110000, coupon)).toEqual({ fee: 110000, discount: 5000, total: 105000 });
    expect(priceSummary(110000, null)).toEqual({ fee: 110000, discount: 0, total: 110000 });
  });
});
