// Whether a client's coupon applies to a booking: the rule create_booking enforces
// (supabase/migrations/*_booking_holds.sql), written once for the screens so that they offer only
// coupons the database will accept. The reasons are checked in the database's order, so a coupon
// failing several rules gets the reason the database would give. The database stays the final
// word; supabase/tests/rules/coupon-applicability.test.ts runs COUPON_RULE_CASES through
// create_booking so that this function and the database cannot drift apart.

/** Why a coupon does not apply, in the order create_booking checks. */
export const COUPON_REFUSALS = ['used', 'inactive', 'not_yet_valid', 'expired', 'other_lawyer', 'exhausted', 'min_not_reached'] as const;
export type CouponRefusal = (typeof COUPON_REFUSALS)[number];

/** create_booking's error hint for each reason (it says coupon_expired before and after the validity). */
export const COUPON_REFUSAL_HINTS: Record<CouponRefusal, string> = {
  used: 'coupon_used',
  inactive: 'coupon_inactive',
  not_yet_valid: 'coupon_expired',
  expired: 'coupon_expired',
  other_lawyer: 'coupon_wrong_lawyer',
  exhausted: 'coupon_exhausted',
  min_not_reached: 'coupon_min_amount',
};

/** The columns of coupons the rule reads (all readable by the client who holds the coupon). */
export interface CouponRuleTerms {
  is_active: boolean;
  valid_from: string;
  valid_until: string;
  /** set for a lawyer's coupon: it discounts that lawyer's consultations only */
  issuer_lawyer_id: string | null;
  max_uses: number | null;
  current_uses: number;
  /** null or 0: no minimum */
  min_amount: number | null;
}

/** A coupon the client holds (user_coupons.is_used with its coupon). */
export interface HeldCouponState {
  is_used: boolean;
  coupon: CouponRuleTerms;
}

export interface BookingContext {
  /** the lawyer being booked; null while none is chosen (the lawyer rule is not judged yet) */
  lawyerId: string | null;
  /** the list fee of the chosen duration; null while none is chosen (the minimum is not judged yet) */
  fee: number | null;
  now?: Date;
}

export type CouponApplicability = { ok: true } | { ok: false; reason: CouponRefusal };

export function couponApplicability(held: HeldCouponState, ctx: BookingContext): CouponApplicability {
  const c = held.coupon;
  const now = (ctx.now ?? new Date()).getTime();
  const refuse = (reason: CouponRefusal): CouponApplicability => ({ ok: false, reason });
  if (held.is_used) return refuse('used');
  if (!c.is_active) return refuse('inactive');
  // the database: now() < valid_from or now() > valid_until
  if (now < Date.parse(c.valid_from)) return refuse('not_yet_valid');
  if (now > Date.parse(c.valid_until)) return refuse('expired');
  if (ctx.lawyerId != null && c.issuer_lawyer_id != null && c.issuer_lawyer_id !== ctx.lawyerId) return refuse('other_lawyer');
  if (c.max_uses != null && c.current_uses >= c.max_uses) return refuse('exhausted');
  if (ctx.fee != null && (c.min_amount ?? 0) > ctx.fee) return refuse('min_not_reached');
  return { ok: true };
}

/**
 * The reason behind a create_booking refusal, from its hint; null for a hint that is not about a
 * coupon. coupon_expired covers both ends of the validity: `coupon` (when the page has it) tells
 * which. coupon_not_found: the coupon is not (or no longer) the caller's.
 */
export function couponRefusalFromHint(
  hint: string | null | undefined,
  coupon?: Pick<CouponRuleTerms, 'valid_from'> | null,
  now: Date = new Date(),
): CouponRefusal | 'not_found' | null {
  if (hint === 'coupon_not_found') return 'not_found';
  if (hint === 'coupon_expired') return coupon && now.getTime() < Date.parse(coupon.valid_from) ? 'not_yet_valid' : 'expired';
  const found = COUPON_REFUSALS.find((r) => COUPON_REFUSAL_HINTS[r] === hint);
  return found ?? null;
}
