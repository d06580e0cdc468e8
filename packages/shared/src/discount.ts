// Coupon discount arithmetic (spec §5 "Booking"). The database function that creates a booking
// computes the real price; the apps use this only to show the discount live before confirming.

export type DiscountType = 'percentage' | 'fixed';

export interface CouponTerms {
  discount_type: DiscountType | string;
  discount_value: number;
  min_amount?: number | null;
  max_discount?: number | null;
}

/**
 * - fee below min_amount: 0;
 * - percentage: floor(fee × value / 100), capped at max_discount when set;
 * - fixed: value;
 * - never more than the fee, never negative.
 */
export function couponDiscount(fee: number, coupon: CouponTerms | null | undefined): number {
  if (!coupon || !Number.isFinite(fee) || fee <= 0) return 0;
  if (coupon.min_amount != null && fee < coupon.min_amount) return 0;
  let discount = 0;
  if (coupon.discount_type === 'percentage') {
    discount = Math.floor((fee * coupon.discount_value) / 100);
    if (coupon.max_discount != null && coupon.max_discount > 0) discount = Math.min(discount, coupon.max_discount);
  } else if (coupon.discount_type === 'fixed') {
    discount = coupon.discount_value;
  }
  return Math.max(0, Math.min(Math.floor(discount), fee));
}

/** Fee, discount and total for a fee and an optional coupon. */
export function priceWithCoupon(fee: number, coupon: CouponTerms | null | undefined) {
  const discount = couponDiscount(fee, coupon);
  return { fee, discount, total: fee - discount };
}
