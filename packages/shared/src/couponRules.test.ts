import { describe, expect, test } from 'vitest';
import { COUPON_REFUSAL_HINTS, COUPON_REFUSALS, couponApplicability, couponRefusalFromHint, type HeldCouponState } from './couponRules.ts';
import { CASE_FEES, COUPON_RULE_CASES, type CouponRuleCase } from './couponRules.cases.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const THIS = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';
const day = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

function held(c: CouponRuleCase): HeldCouponState {
  return {
    is_used: c.is_used ?? false,
    coupon: {
      is_active: c.is_active ?? true,
      valid_from: day(c.from_days ?? -1),
      valid_until: day(c.until_days ?? 30),
      issuer_lawyer_id: c.issuer === 'admin' ? null : c.issuer === 'this_lawyer' ? THIS : OTHER,
      max_uses: c.max_uses ?? null,
      current_uses: c.current_uses ?? 0,
      min_amount: c.min_amount ?? null,
    },
  };
}

describe('couponApplicability: the case table create_booking is tested with', () => {
  test.each(COUPON_RULE_CASES.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const r = couponApplicability(held(c), { lawyerId: THIS, fee: CASE_FEES[c.duration], now: NOW });
    expect(r).toEqual(c.expect ? { ok: false, reason: c.expect } : { ok: true });
  });

  test('every reason is covered by the table', () => {
    expect(new Set(COUPON_RULE_CASES.map((c) => c.expect).filter(Boolean))).toEqual(new Set(COUPON_REFUSALS));
  });
});

describe('couponApplicability before the booking is fully chosen', () => {
  const lawyerCoupon = held({ name: '', issuer: 'other_lawyer', duration: 20, expect: null });
  const minCoupon = held({ name: '', issuer: 'admin', duration: 20, min_amount: 100000, expect: null });
  test('no lawyer yet: a lawyer coupon is not judged by its lawyer', () => {
    expect(couponApplicability(lawyerCoupon, { lawyerId: null, fee: null, now: NOW })).toEqual({ ok: true });
  });
  test('no duration yet: the minimum is not judged', () => {
    expect(couponApplicability(minCoupon, { lawyerId: THIS, fee: null, now: NOW })).toEqual({ ok: true });
    expect(couponApplicability(minCoupon, { lawyerId: THIS, fee: 99999, now: NOW })).toEqual({ ok: false, reason: 'min_not_reached' });
  });
  test('the validity is inclusive at both ends, as in the database', () => {
    const c = held({ name: '', issuer: 'admin', duration: 20, expect: null });
    c.coupon.valid_from = NOW.toISOString();
    c.coupon.valid_until = NOW.toISOString();
    expect(couponApplicability(c, { lawyerId: THIS, fee: 1, now: NOW })).toEqual({ ok: true });
    expect(couponApplicability(c, { lawyerId: THIS, fee: 1, now: new Date(NOW.getTime() + 1) })).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('couponRefusalFromHint', () => {
  test("maps every reason's hint back", () => {
    for (const r of COUPON_REFUSALS.filter((x) => x !== 'not_yet_valid')) expect(couponRefusalFromHint(COUPON_REFUSAL_HINTS[r])).toBe(r);
  });
  test('coupon_expired before the validity starts is not_yet_valid', () => {
    expect(couponRefusalFromHint('coupon_expired', { valid_from: day(1) }, NOW)).toBe('not_yet_valid');
    expect(couponRefusalFromHint('coupon_expired', { valid_from: day(-1) }, NOW)).toBe('expired');
  });
  test('not found, and hints that are not about coupons', () => {
    expect(couponRefusalFromHint('coupon_not_found')).toBe('not_found');
    expect(couponRefusalFromHint('slot_taken')).toBeNull();
    expect(couponRefusalFromHint(undefined)).toBeNull();
  });
});
