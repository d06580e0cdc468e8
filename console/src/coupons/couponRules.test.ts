import { describe, expect, it } from 'vitest';
import {
  COUPON_FORM_DEFAULTS,
  couponFormValues,
  couponPayload,
  couponStatus,
  couponUsage,
  endOfKstDay,
  isLawyerIssued,
  kstDay,
  couponSaveErrorKey,
  latestValidUntil,
  validateCouponForm,
  type CouponFormValues,
} from './couponRules.ts';
import type { CouponRecord } from '../types.ts';

const NOW = new Date('2026-11-22T03:00:00Z'); // 12:00 KST
const V = 'klegal.coupons.validation.';

const valid: CouponFormValues = {
  ...COUPON_FORM_DEFAULTS,
  code: 'WELCOME10',
  name_english: 'Welcome',
  name_korean: '웰컴',
  discount_value: 10,
  valid_until: '2026-12-31',
};

const errorsOf = (patch: Partial<CouponFormValues>, ctx = {}) => validateCouponForm({ ...valid, ...patch }, { now: NOW, ...ctx });

describe('couponStatus (badge rule)', () => {
  it('active: is_active and not yet expired', () => {
    expect(couponStatus({ is_active: true, valid_until: '2026-11-23T00:00:00Z' }, NOW)).toBe('active');
  });
  it('expired: valid_until before now, whether active or not', () => {
    expect(couponStatus({ is_active: true, valid_until: '2026-11-22T02:59:59Z' }, NOW)).toBe('expired');
    expect(couponStatus({ is_active: false, valid_until: '2026-01-01T00:00:00Z' }, NOW)).toBe('expired');
  });
  it('inactive: switched off and not expired', () => {
    expect(couponStatus({ is_active: false, valid_until: '2027-01-01T00:00:00Z' }, NOW)).toBe('inactive');
  });
  it('the expiry instant itself is not passed yet', () => {
    expect(couponStatus({ is_active: true, valid_until: NOW.toISOString() }, NOW)).toBe('active');
  });
});

describe('couponUsage', () => {
  it("is '{current} / {max} ({pct}%)' with a rounded percentage", () => {
    expect(couponUsage({ current_uses: 1, max_uses: 3 })).toEqual({ current: 1, max: 3, pct: 33 });
    expect(couponUsage({ current_uses: 2, max_uses: 3 })).toEqual({ current: 2, max: 3, pct: 67 });
    expect(couponUsage({ current_uses: 0, max_uses: 100 })).toEqual({ current: 0, max: 100, pct: 0 });
  });
  it('has no limit and no percentage without max_uses', () => {
    expect(couponUsage({ current_uses: 5, max_uses: null })).toEqual({ current: 5, max: null, pct: null });
  });
});

describe('isLawyerIssued', () => {
  it('recognises coupons a lawyer bought', () => {
    expect(isLawyerIssued({ issuer_lawyer_id: 'x', code: 'LAWYER_1790000000000' })).toBe(true);
    expect(isLawyerIssued({ issuer_lawyer_id: null, code: 'WELCOME10' })).toBe(false);
  });
});

describe('validateCouponForm (spec §5 "Admin coupon form")', () => {
  it('accepts a valid form', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('code: at least 3 characters after trimming', () => {
    expect(errorsOf({ code: 'AB' }).code).toBe(`${V}code_min`);
    expect(errorsOf({ code: '  AB  ' }).code).toBe(`${V}code_min`);
    expect(errorsOf({ code: '' }).code).toBe(`${V}code_min`);
    expect(errorsOf({ code: 'ABC' }).code).toBeUndefined();
  });
  it('code: at most 20 characters', () => {
    expect(errorsOf({ code: 'A'.repeat(21) }).code).toBe(`${V}code_max`);
    expect(errorsOf({ code: 'A'.repeat(20) }).code).toBeUndefined();
  });
  it('code: only A-Z and 0-9 (lower case is upper-cased first)', () => {
    expect(errorsOf({ code: 'SAVE-10' }).code).toBe(`${V}code_chars`);
    expect(errorsOf({ code: 'SAVE 10' }).code).toBe(`${V}code_chars`);
    expect(errorsOf({ code: '할인' }).code).toBe(`${V}code_min`);
    expect(errorsOf({ code: '할인쿠폰코드' }).code).toBe(`${V}code_chars`);
    expect(errorsOf({ code: 'save10' }).code).toBeUndefined();
  });
  it('names: required and at most 100 characters', () => {
    expect(errorsOf({ name_english: '   ' }).name_english).toBe(`${V}name_english_required`);
    expect(errorsOf({ name_korean: '' }).name_korean).toBe(`${V}name_korean_required`);
    expect(errorsOf({ name_english: 'x'.repeat(101) }).name_english).toBe(`${V}name_max`);
    expect(errorsOf({ name_korean: '가'.repeat(101) }).name_korean).toBe(`${V}name_max`);
    expect(errorsOf({ name_korean: '가'.repeat(100) }).name_korean).toBeUndefined();
  });
  it('description: optional, at most 500 characters', () => {
    expect(errorsOf({ description: '' }).description).toBeUndefined();
    expect(errorsOf({ description: 'x'.repeat(501) }).description).toBe(`${V}description_max`);
  });
  it('discount value: at least 1 (the default 0 fails)', () => {
    expect(errorsOf({ discount_value: 0 }).discount_value).toBe(`${V}discount_min`);
    expect(errorsOf({ discount_value: null }).discount_value).toBe(`${V}discount_min`);
    expect(errorsOf({ discount_value: '' }).discount_value).toBe(`${V}discount_min`);
    expect(errorsOf({ discount_value: -5 }).discount_value).toBe(`${V}discount_min`);
    expect(errorsOf({ discount_value: 1 }).discount_value).toBeUndefined();
    expect(errorsOf({ discount_value: 2.5 }).discount_value).toBe(`${V}whole_number`);
  });
  it('typed amounts are read strictly (issue 16): 1e5 is not a number, -10000 is below the minimum, never another number', () => {
    expect(errorsOf({ discount_value: '1e5' }).discount_value).toBe(`${V}not_number`);
    expect(errorsOf({ discount_value: '-10000', discount_type: 'fixed' }).discount_value).toBe(`${V}discount_min`);
    expect(errorsOf({ discount_value: '10.5' }).discount_value).toBe(`${V}whole_number`);
    expect(errorsOf({ discount_value: '10,000', discount_type: 'fixed' }).discount_value).toBeUndefined();
    expect(errorsOf({ min_amount: '1e3' }).min_amount).toBe(`${V}not_number`);
    expect(errorsOf({ max_uses: '+5' }).max_uses).toBe(`${V}not_number`);
    expect(errorsOf({ max_uses: '-1' }).max_uses).toBe(`${V}max_uses_min`);
  });
  it('percentage at most 100 (the database enforces it); fixed has no upper bound', () => {
    expect(errorsOf({ discount_type: 'percentage', discount_value: 101 }).discount_value).toBe(`${V}percentage_max`);
    expect(errorsOf({ discount_type: 'percentage', discount_value: 100 }).discount_value).toBeUndefined();
    expect(errorsOf({ discount_type: 'fixed', discount_value: 50000 }).discount_value).toBeUndefined();
  });
  it('minimum amount and maximum discount: optional, at least 0', () => {
    expect(errorsOf({ min_amount: null, max_discount: null })).toEqual({});
    expect(errorsOf({ min_amount: -1 }).min_amount).toBe(`${V}amount_min`);
    expect(errorsOf({ max_discount: -1 }).max_discount).toBe(`${V}amount_min`);
  });
  it('maximum uses: optional, at least 1, not below the uses so far', () => {
    expect(errorsOf({ max_uses: null }).max_uses).toBeUndefined();
    expect(errorsOf({ max_uses: 0 }).max_uses).toBe(`${V}max_uses_min`);
    expect(errorsOf({ max_uses: 3 }, { currentUses: 5 }).max_uses).toEqual({ message: `${V}max_uses_below_current`, args: { current: 5 } });
  });
  it('expiry date: required, after the start (now when creating)', () => {
    expect(errorsOf({ valid_until: '' }).valid_until).toBe(`${V}valid_until_required`);
    expect(errorsOf({ valid_until: '2026-11-21' }).valid_until).toBe(`${V}valid_until_order`);
    expect(errorsOf({ valid_until: '2026-11-22' }).valid_until).toBeUndefined(); // until 23:59 KST today
    expect(errorsOf({ valid_until: '2026-11-30' }, { validFrom: '2026-12-01T00:00:00Z' }).valid_until).toBe(`${V}valid_until_order`);
  });
  it('reports every invalid field at once', () => {
    const e = validateCouponForm(COUPON_FORM_DEFAULTS, { now: NOW });
    expect(Object.keys(e).sort()).toEqual(['code', 'discount_value', 'name_english', 'name_korean', 'valid_until']);
  });
});

describe('couponPayload', () => {
  it('upper-cases and trims the code, saves 0 limits and an empty description as empty', () => {
    const p = couponPayload({ ...valid, code: ' save10 ', description: '  ', min_amount: 0, max_discount: 0, max_uses: null });
    expect(p).toMatchObject({ code: 'SAVE10', description: null, min_amount: null, max_discount: null, max_uses: null });
  });
  it('keeps limits above 0 and the expiry as the end of the KST day', () => {
    const p = couponPayload({ ...valid, min_amount: 30000, max_discount: 5000, max_uses: 50 });
    expect(p).toMatchObject({ min_amount: 30000, max_discount: 5000, max_uses: 50, discount_value: 10 });
    expect(p.valid_until).toBe('2026-12-31T14:59:59.999Z');
  });
});

describe('KST days', () => {
  it('round-trips the expiry day', () => {
    expect(endOfKstDay('2026-12-31')!.toISOString()).toBe('2026-12-31T14:59:59.999Z');
    expect(kstDay('2026-12-31T14:59:59.999Z')).toBe('2026-12-31');
    expect(kstDay('2026-12-31T15:00:00Z')).toBe('2027-01-01');
    expect(endOfKstDay('31/12/2026')).toBeNull();
  });
  it('fills the edit form from a stored coupon', () => {
    const c = {
      id: 'c1', code: 'SPRING', name_korean: '봄', name_english: 'Spring', description: null,
      discount_type: 'fixed', discount_value: 5000, min_amount: null, max_discount: null,
      valid_from: '2026-01-01T00:00:00Z', valid_until: '2026-12-31T14:59:59.999Z', max_uses: null,
      current_uses: 0, is_active: true, issuer_lawyer_id: null, created_by: null,
      created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z',
    } as CouponRecord;
    expect(couponFormValues(c)).toMatchObject({ valid_until: '2026-12-31', min_amount: 0, max_discount: 0, description: '', max_uses: null });
  });
});

describe('bounds (the database refuses beyond them: 20261125001100_coupon_bounds)', () => {
  it('a fixed discount, min_amount and max_discount are at most 10,000,000 won', () => {
    expect(errorsOf({ discount_type: 'fixed', discount_value: 10_000_000 }).discount_value).toBeUndefined();
    expect(errorsOf({ discount_type: 'fixed', discount_value: 10_000_001 }).discount_value).toBe(`${V}discount_max`);
    expect(errorsOf({ min_amount: 10_000_001 }).min_amount).toBe(`${V}amount_max`);
    expect(errorsOf({ max_discount: '99999999' }).max_discount).toBe(`${V}amount_max`);
    expect(errorsOf({ min_amount: 10_000_000, max_discount: 10_000_000 })).toEqual({});
  });

  it('max_uses is at most 1,000,000', () => {
    expect(errorsOf({ max_uses: 1_000_000 }).max_uses).toBeUndefined();
    expect(errorsOf({ max_uses: 1_000_001 }).max_uses).toBe(`${V}max_uses_max`);
  });

  it('the expiry day is at most 5 years after today (KST); the year 9999 is refused', () => {
    expect(latestValidUntil(NOW)).toBe('2031-11-22');
    // 23:30 UTC on 22 Nov is already 23 Nov in Korea
    expect(latestValidUntil(new Date('2026-11-22T23:30:00Z'))).toBe('2031-11-23');
    expect(latestValidUntil(new Date('2028-02-29T03:00:00Z'))).toBe('2033-02-28');
    expect(errorsOf({ valid_until: '2031-11-22' }).valid_until).toBeUndefined();
    expect(errorsOf({ valid_until: '2031-11-23' }).valid_until).toBe(`${V}valid_until_max`);
    expect(errorsOf({ valid_until: '9999-12-31' }).valid_until).toBe(`${V}valid_until_max`);
  });

  it('editing a coupon saved before the bound: its unchanged expiry is accepted, a new far one is not', () => {
    expect(errorsOf({ valid_until: '9999-12-31' }, { savedValidUntil: '9999-12-31' }).valid_until).toBeUndefined();
    expect(errorsOf({ valid_until: '9999-12-30' }, { savedValidUntil: '9999-12-31' }).valid_until).toBe(`${V}valid_until_max`);
  });

  it('maps the database hints of a failed save to the form messages', () => {
    const err = (hint: string, code = '23514', status = 400) => ({ status, body: { code, hint } });
    expect(couponSaveErrorKey(err('valid_until_too_far'))).toBe(`${V}valid_until_max`);
    expect(couponSaveErrorKey(err('discount_too_large'))).toBe(`${V}discount_max`);
    expect(couponSaveErrorKey(err('min_amount_too_large'))).toBe(`${V}amount_max`);
    expect(couponSaveErrorKey(err('max_discount_too_large'))).toBe(`${V}amount_max`);
    expect(couponSaveErrorKey(err('max_uses_too_large'))).toBe(`${V}max_uses_max`);
    expect(couponSaveErrorKey(err('', '23505', 409))).toBe('klegal.coupons.code_taken');
    expect(couponSaveErrorKey(err('something_else'))).toBeNull();
    expect(couponSaveErrorKey(new Error('network'))).toBeNull();
  });
});
