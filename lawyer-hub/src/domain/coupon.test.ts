import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/ko.ts';
import { checkCoupon, couponValueFieldError, couponProblemFromHint, couponProblemMessage, creditsAfter, creditsNeeded, isCouponStep, latestValidUntil, lawyerCouponCode } from './coupon.ts';

const TODAY = '2026-03-10';
const m = messages.bookmarks.coupon;

describe('coupon credit arithmetic', () => {
  it('needs value / 100 credits (100 credits = 10,000 won)', () => {
    expect(creditsNeeded(10_000)).toBe(100);
    expect(creditsNeeded(50_000)).toBe(500);
    expect(creditsNeeded(100_000)).toBe(1_000);
  });
  it('leaves held − needed', () => {
    expect(creditsAfter(1_000, 30_000)).toBe(700);
    expect(creditsAfter(100, 10_000)).toBe(0);
  });
  it('accepts multiples of 10,000 only', () => {
    expect(isCouponStep(10_000)).toBe(true);
    expect(isCouponStep(120_000)).toBe(true);
    expect(isCouponStep(15_000)).toBe(false);
    expect(isCouponStep(50)).toBe(false);
  });
  it("codes are 'LAWYER_' + millisecond timestamp", () => {
    expect(lawyerCouponCode(1767225600123)).toBe('LAWYER_1767225600123');
  });
});

describe('coupon form checks, in the spec order', () => {
  const ok = { value: '30000', validUntil: '2026-03-31' };

  it('passes a complete, affordable fixed coupon', () => {
    expect(checkCoupon(ok, 1_000, TODAY)).toBeNull();
    expect(checkCoupon({ ...ok, validUntil: TODAY }, 300, TODAY)).toBeNull(); // exactly enough, valid today
  });
  it('1. value and valid-until are required', () => {
    expect(checkCoupon({ ...ok, value: '' }, 1_000, TODAY)).toEqual({ kind: 'incomplete' });
    expect(checkCoupon({ ...ok, value: '   ' }, 1_000, TODAY)).toEqual({ kind: 'incomplete' });
    expect(checkCoupon({ ...ok, validUntil: '' }, 1_000, TODAY)).toEqual({ kind: 'incomplete' });
    // incomplete wins over every later problem
    expect(checkCoupon({ value: '15000', validUntil: '' }, 0, TODAY)).toEqual({ kind: 'incomplete' });
  });
  it('valid-until cannot be before today', () => {
    expect(checkCoupon({ ...ok, validUntil: '2026-03-09' }, 1_000, TODAY)).toEqual({ kind: 'past_date' });
  });
  it('2. the value must be a multiple of 10,000 (for both types)', () => {
    expect(checkCoupon({ ...ok, value: '15000' }, 1_000, TODAY)).toEqual({ kind: 'not_step' });
    expect(checkCoupon({ ...ok, value: '0' }, 1_000, TODAY)).toEqual({ kind: 'not_step' });
    expect(checkCoupon({ ...ok, value: '10' }, 1_000, TODAY)).toEqual({ kind: 'not_step' });
    // the step check comes before the credit check
    expect(checkCoupon({ ...ok, value: '15000' }, 0, TODAY)).toEqual({ kind: 'not_step' });
  });
  it('refuses what is not a plain positive amount instead of reinterpreting it (issue 16)', () => {
    expect(checkCoupon({ ...ok, value: '1e5' }, 1_000, TODAY)).toEqual({ kind: 'not_amount', problem: 'not_a_number' });
    expect(checkCoupon({ ...ok, value: '-10000' }, 1_000, TODAY)).toEqual({ kind: 'not_amount', problem: 'negative' });
    expect(checkCoupon({ ...ok, value: '10000.5' }, 1_000, TODAY)).toEqual({ kind: 'not_amount', problem: 'not_whole' });
    expect(checkCoupon({ ...ok, value: '30,000' }, 1_000, TODAY)).toBeNull();
    const e = couponValueFieldError(checkCoupon({ ...ok, value: '1e5' }, 1_000, TODAY), m);
    expect(e).toBe(m.errors.notAmount.not_a_number);
    expect(couponValueFieldError(checkCoupon({ ...ok, value: '-10000' }, 1_000, TODAY), m)).toBe('쿠폰 금액은 0보다 커야 합니다.');
  });
  it('lawyers issue fixed-amount coupons only: the database hint maps to its Korean text', () => {
    expect(couponProblemFromHint('lawyer_coupon_fixed_only')).toEqual({ kind: 'fixed_only' });
    expect(couponProblemMessage({ kind: 'fixed_only' }, m).title).toBe('변호사 쿠폰은 금액 할인 쿠폰으로만 발행할 수 있습니다.');
  });
  it('3. the credits held must cover value / 100', () => {
    expect(checkCoupon({ ...ok, value: '200000' }, 1_000, TODAY)).toEqual({ kind: 'insufficient', needed: 2_000, held: 1_000 });
    expect(checkCoupon({ ...ok, value: '10000' }, 99, TODAY)).toEqual({ kind: 'insufficient', needed: 100, held: 99 });
  });
  it('maps problems to the dictionary texts', () => {
    expect(couponProblemMessage({ kind: 'incomplete' }, m).title).toBe(m.errors.incomplete);
    expect(couponProblemMessage({ kind: 'not_step' }, m).title).toBe(m.errors.notStep);
    const ins = couponProblemMessage({ kind: 'insufficient', needed: 2_000, held: 1_000 }, m);
    expect(ins.title).toBe('크레딧 부족');
    expect(ins.description).toBe('크레딧이 부족합니다. 필요: 2,000 크레딧, 보유: 1,000 크레딧');
  });
});

describe('coupon bounds (the database refuses beyond them)', () => {
  const ok = { value: '30000', validUntil: '2026-03-20' };
  it('valid-until is at most today + 5 years (Korean days)', () => {
    expect(latestValidUntil(TODAY)).toBe('2031-03-10');
    expect(latestValidUntil('2028-02-29')).toBe('2033-02-28');
    expect(checkCoupon({ ...ok, validUntil: '2031-03-10' }, 1_000, TODAY)).toBeNull();
    expect(checkCoupon({ ...ok, validUntil: '2031-03-11' }, 1_000, TODAY)).toEqual({ kind: 'too_far' });
    expect(checkCoupon({ ...ok, validUntil: '9999-12-31' }, 1_000, TODAY)).toEqual({ kind: 'too_far' });
  });
  it('the value is at most 10,000,000 won, checked before the credits', () => {
    expect(checkCoupon({ ...ok, value: '10000000' }, 100_000, TODAY)).toBeNull();
    expect(checkCoupon({ ...ok, value: '10010000' }, 0, TODAY)).toEqual({ kind: 'too_large' });
  });
  it('server hints map to the same Korean texts', () => {
    expect(couponProblemMessage(couponProblemFromHint('valid_until_too_far')!, m).title).toBe(m.errors.tooFar);
    expect(couponProblemMessage(couponProblemFromHint('discount_too_large')!, m).title).toBe(m.errors.tooLarge);
    expect(m.errors.tooFar).toContain('5년');
    expect(m.errors.tooLarge).toContain('10,000,000원');
    expect(couponProblemFromHint('valid_until_past')).toEqual({ kind: 'past_date' });
    expect(couponProblemFromHint('insufficient_credits')).toBeNull();
    expect(couponProblemFromHint(undefined)).toBeNull();
  });
});
