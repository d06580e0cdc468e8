// Lawyer-issued coupons paid with credits (spec sections 5 and 9):
//   100 credits = 10,000 won, so a coupon of value V costs V / 100 credits (both discount types);
//   the value must be a multiple of 10,000;
//   credits held must cover the credits needed.
// Lawyers issue fixed-amount coupons only (issue 16; docs/coupons.md): the spec's percentage
// option could never pass its own multiple-of-10,000 rule, so the database refuses it
// (hint 'lawyer_coupon_fixed_only') and the form does not offer it.
import { LAWYER_COUPON_STEP_WON, parseAmount, WON_PER_CREDIT, type AmountProblem } from '@klegal/shared';
import type { Messages } from '../i18n/ko.ts';

/** The only discount type a lawyer issues. */
export const LAWYER_DISCOUNT_TYPE = 'fixed' as const;

export interface CouponDraft {
  /** The amount as typed (won); parsed strictly (parseAmount): "1e5" or "-10000" are refused. */
  value: string;
  /** yyyy-MM-dd, or empty. */
  validUntil: string | null | undefined;
}

/** Credits a coupon of this value costs: value / 100 (for both discount types). */
export function creditsNeeded(discountValue: number): number {
  return discountValue / WON_PER_CREDIT;
}

/** Credits left after paying for a coupon. */
export function creditsAfter(held: number, discountValue: number): number {
  return held - creditsNeeded(discountValue);
}

export function isCouponStep(discountValue: number): boolean {
  return Number.isFinite(discountValue) && discountValue % LAWYER_COUPON_STEP_WON === 0;
}

/** Bounds the database enforces (issue_lawyer_coupon, migration 20261125001100_coupon_bounds). */
export const MAX_COUPON_VALUE_WON = 10_000_000;
export const MAX_VALIDITY_YEARS = 5;

/** The last valid-until day allowed: today + 5 years, yyyy-MM-dd (29 February → 28 February). */
export function latestValidUntil(today: string): string {
  const [y, m, d] = today.split('-').map(Number);
  const year = y + MAX_VALIDITY_YEARS;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastOfMonth)).padStart(2, '0')}`;
}

export type CouponProblem =
  | { kind: 'incomplete' }
  | { kind: 'not_amount'; problem: AmountProblem }
  | { kind: 'fixed_only' }
  | { kind: 'past_date' }
  | { kind: 'too_far' }
  | { kind: 'too_large' }
  | { kind: 'not_step' }
  | { kind: 'insufficient'; needed: number; held: number };

/**
 * The coupon form's checks in the spec's order; the first failure is returned, null when valid.
 * `today` is yyyy-MM-dd (Korean date); valid-until may be today but not earlier.
 */
export function checkCoupon(draft: CouponDraft, creditsHeld: number, today: string): CouponProblem | null {
  const parsed = parseAmount(draft.value);
  if ((!parsed.ok && parsed.problem === 'empty') || !draft.validUntil) return { kind: 'incomplete' };
  if (!parsed.ok) return parsed.problem === 'zero' ? { kind: 'not_step' } : { kind: 'not_amount', problem: parsed.problem };
  const value = parsed.value;
  if (draft.validUntil < today) return { kind: 'past_date' };
  if (draft.validUntil > latestValidUntil(today)) return { kind: 'too_far' };
  if (!isCouponStep(value)) return { kind: 'not_step' };
  if (value > MAX_COUPON_VALUE_WON) return { kind: 'too_large' };
  const needed = creditsNeeded(value);
  if (creditsHeld < needed) return { kind: 'insufficient', needed, held: creditsHeld };
  return null;
}

/** The amount of a draft, when it is a plain positive number (for the credits panel). */
export function draftAmount(value: string): number | null {
  const p = parseAmount(value);
  return p.ok ? p.value : null;
}

/** The message shown at the amount field, for the problems that concern it (else null). */
export function couponValueFieldError(p: CouponProblem | null, m: Messages['bookmarks']['coupon']): string | null {
  if (!p) return null;
  if (p.kind === 'not_amount') return m.errors.notAmount[p.problem];
  if (p.kind === 'not_step') return m.errors.notStep;
  if (p.kind === 'too_large') return m.errors.tooLarge;
  return null;
}

/** The toast for a coupon problem, from the Korean dictionary. */
export function couponProblemMessage(p: CouponProblem, m: Messages['bookmarks']['coupon']): { title: string; description?: string } {
  switch (p.kind) {
    case 'incomplete':
      return { title: m.errors.incomplete };
    case 'past_date':
      return { title: m.errors.pastDate };
    case 'too_far':
      return { title: m.errors.tooFar };
    case 'too_large':
      return { title: m.errors.tooLarge };
    case 'not_step':
      return { title: m.errors.notStep };
    case 'not_amount':
      return { title: m.errors.notAmount[p.problem] };
    case 'fixed_only':
      return { title: m.errors.fixedOnly };
    case 'insufficient':
      return { title: m.errors.insufficientTitle, description: m.errors.insufficient(p.needed, p.held) };
  }
}

/** Code of a lawyer-issued coupon: 'LAWYER_' + millisecond timestamp. */
export function lawyerCouponCode(now: number = Date.now()): string {
  return `LAWYER_${now}`;
}

/** The problem behind a hint issue_lawyer_coupon answered with (the same checks, on the server). */
export function couponProblemFromHint(hint: string | undefined): CouponProblem | null {
  switch (hint) {
    case 'missing_fields':
      return { kind: 'incomplete' };
    case 'valid_until_past':
      return { kind: 'past_date' };
    case 'valid_until_too_far':
      return { kind: 'too_far' };
    case 'not_multiple_of_10000':
      return { kind: 'not_step' };
    case 'lawyer_coupon_fixed_only':
      return { kind: 'fixed_only' };
    case 'discount_too_large':
      return { kind: 'too_large' };
    default:
      return null;
  }
}
