// The case table of the coupon rule, shared by its unit test (couponRules.test.ts) and the database
// test that runs every case through create_booking (supabase/tests/rules/coupon-applicability.test.ts).
import type { CouponRefusal } from './couponRules.ts';

/** The booked lawyer's fees in the cases (the database test gives its lawyer these fees). */
export const CASE_FEES = { 20: 60000, 40: 100000, 60: 140000 } as const;

export interface CouponRuleCase {
  name: string;
  /** who issued the coupon: an administrator (null), the booked lawyer or another lawyer */
  issuer: 'admin' | 'this_lawyer' | 'other_lawyer';
  duration: keyof typeof CASE_FEES;
  min_amount?: number | null;
  is_used?: boolean;
  is_active?: boolean;
  /** validity relative to now, in days */
  from_days?: number;
  until_days?: number;
  max_uses?: number | null;
  current_uses?: number;
  /** null: applies */
  expect: CouponRefusal | null;
}

export const COUPON_RULE_CASES: readonly CouponRuleCase[] = [
  { name: "an administrator's coupon without a minimum", issuer: 'admin', duration: 20, expect: null },
  { name: "the booked lawyer's own coupon", issuer: 'this_lawyer', duration: 20, expect: null },
  { name: "another lawyer's coupon", issuer: 'other_lawyer', duration: 20, expect: 'other_lawyer' },
  { name: 'a minimum equal to the fee', issuer: 'admin', duration: 40, min_amount: 100000, expect: null },
  { name: 'a minimum one won above the fee', issuer: 'admin', duration: 40, min_amount: 100001, expect: 'min_not_reached' },
  { name: 'a minimum reached by a longer duration', issuer: 'admin', duration: 60, min_amount: 100001, expect: null },
  { name: 'a minimum of 0 (no minimum)', issuer: 'admin', duration: 20, min_amount: 0, expect: null },
  { name: 'expired yesterday', issuer: 'admin', duration: 20, from_days: -3, until_days: -1, expect: 'expired' },
  { name: 'valid from tomorrow', issuer: 'admin', duration: 20, from_days: 1, until_days: 3, expect: 'not_yet_valid' },
  { name: 'already used', issuer: 'admin', duration: 20, is_used: true, expect: 'used' },
  { name: 'switched off', issuer: 'admin', duration: 20, is_active: false, expect: 'inactive' },
  { name: 'all uses taken', issuer: 'admin', duration: 20, max_uses: 2, current_uses: 2, expect: 'exhausted' },
  { name: 'one use left', issuer: 'admin', duration: 20, max_uses: 2, current_uses: 1, expect: null },
  // several rules fail: the first in the database's order wins
  { name: 'used and for another lawyer', issuer: 'other_lawyer', duration: 20, is_used: true, expect: 'used' },
  { name: 'expired and for another lawyer', issuer: 'other_lawyer', duration: 20, from_days: -3, until_days: -1, expect: 'expired' },
  { name: 'for another lawyer and below its minimum', issuer: 'other_lawyer', duration: 20, min_amount: 100000, expect: 'other_lawyer' },
  { name: 'all uses taken and below its minimum', issuer: 'admin', duration: 20, max_uses: 1, current_uses: 1, min_amount: 100000, expect: 'exhausted' },
];
