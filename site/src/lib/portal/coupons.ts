// How coupon discounts read in the portal (spec §2): the coupons list shows '{v}%' or '₩{v}', a
// bookmark's Special Coupon block '{v}% off' or '₩{v} off'.
import { formatWon } from '@shared/format.ts';

export interface DiscountTerms {
  discount_type: string;
  discount_value: number;
}

/** '10%' or '₩5,000'. */
export function discountText(c: DiscountTerms): string {
  return c.discount_type === 'percentage' ? `${c.discount_value}%` : formatWon(c.discount_value);
}

/** The value part of '{v}% off' / '₩{v} off': { kind, value } for the translated template. */
export function discountOff(c: DiscountTerms): { kind: 'percent' | 'won'; value: string } {
  return c.discount_type === 'percentage' ? { kind: 'percent', value: String(c.discount_value) } : { kind: 'won', value: formatWon(c.discount_value) };
}

/** Whether a coupon offered on a bookmark can still be downloaded (active is filtered by the read). */
export function isOfferExpired(validUntil: string | null | undefined, now: Date = new Date()): boolean {
  return Boolean(validUntil) && new Date(validUntil!).getTime() < now.getTime();
}
