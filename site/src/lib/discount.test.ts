// The coupon arithmetic of spec §5 (packages/shared/src/discount.ts), shown live on /booking.
import { describe, expect, it } from 'vitest';
import { couponDiscount, priceWithCoupon } from '@shared/discount.ts';

describe('couponDiscount', () => {
  it('floors percentages', () => {
    expect(couponDiscount(55555, { discount_type: 'percentage', discount_value: 10 })).toBe(5555);
  });
  it('caps percentages at max_discount', () => {
    expect(couponDiscount(150000, { discount_type: 'percentage', discount_value: 50, max_discount: 30000 })).toBe(30000);
  });
  it('gives nothing below min_amount', () => {
    expect(couponDiscount(50000, { discount_type: 'fixed', discount_value: 10000, min_amount: 60000 })).toBe(0);
    expect(couponDiscount(60000, { discount_type: 'fixed', discount_value: 10000, min_amount: 60000 })).toBe(10000);
  });
  it('never exceeds the fee', () => {
    expect(couponDiscount(20000, { discount_type: 'fixed', discount_value: 30000 })).toBe(20000);
    expect(couponDiscount(20000, { discount_type: 'percentage', discount_value: 100 })).toBe(20000);
  });
  it('is 0 without a coupon or fee', () => {
    expect(couponDiscount(50000, null)).toBe(0);
    expect(couponDiscount(0, { discount_type: 'fixed', discount_value: 1000 })).toBe(0);
  });
  it('computes the total', () => {
    expect(priceWithCoupon(90000, { discount_type: 'fixed', discount_value: 20000 })).toEqual({ fee: 90000, discount: 20000, total: 70000 });
  });
});
