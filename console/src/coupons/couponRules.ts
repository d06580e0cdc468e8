// Coupon rules of the admin screens (spec §4 "Coupon (admin view)", §5 "Admin coupon form",
// §9 "Admin coupon form"): the card badge, the usage line, the form's defaults, validation and
// the payload it saves. Pure functions, unit-tested in couponRules.test.ts.
import type { CouponRecord, DiscountType } from '../types.ts';
import { parseAmount } from '@klegal/shared';

export type CouponStatus = 'active' | 'expired' | 'inactive';

/**
 * - active: is_active and valid_until not yet passed;
 * - expired: valid_until before now;
 * - inactive: otherwise (switched off, not expired).
 */
export function couponStatus(coupon: Pick<CouponRecord, 'is_active' | 'valid_until'>, now: Date = new Date()): CouponStatus {
  const until = Date.parse(coupon.valid_until);
  const passed = Number.isFinite(until) && until < now.getTime();
  if (coupon.is_active && !passed) return 'active';
  if (passed) return 'expired';
  return 'inactive';
}

export interface CouponUsage {
  current: number;
  /** null: no limit */
  max: number | null;
  /** rounded percentage of max used; null without a limit */
  pct: number | null;
}

/** '{current_uses} / {max_uses} ({pct}%)'; an empty max_uses means unlimited. */
export function couponUsage(coupon: Pick<CouponRecord, 'current_uses' | 'max_uses'>): CouponUsage {
  const current = coupon.current_uses ?? 0;
  const max = coupon.max_uses && coupon.max_uses > 0 ? coupon.max_uses : null;
  return { current, max, pct: max === null ? null : Math.round((current / max) * 100) };
}

/** A coupon a lawyer bought for a bookmark (code LAWYER_<ms>): read-only in the console. */
export function isLawyerIssued(coupon: Pick<CouponRecord, 'issuer_lawyer_id' | 'code'>): boolean {
  return coupon.issuer_lawyer_id !== null || coupon.code.startsWith('LAWYER_');
}

// ---------------------------------------------------------------------------------------------
// The form

export const CODE_MIN = 3;
export const CODE_MAX = 20;
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;
export const CODE_PATTERN = /^[A-Z0-9]+$/;
/** Bounds the database enforces (migration 20261125001100_coupon_bounds). */
export const MAX_AMOUNT_WON = 10_000_000;
export const MAX_USES = 1_000_000;
export const MAX_VALIDITY_YEARS = 5;

type NumberField = number | string | null | undefined;

export interface CouponFormValues {
  code: string;
  name_english: string;
  name_korean: string;
  description: string;
  discount_type: DiscountType;
  discount_value: NumberField;
  min_amount: NumberField;
  max_discount: NumberField;
  /** 'YYYY-MM-DD', a day in Korea Standard Time */
  valid_until: string;
  max_uses: NumberField;
  is_active: boolean;
}

/** Spec §9 defaults: percentage, value 0, min 0, max discount 0, 100 uses, active. */
export const COUPON_FORM_DEFAULTS: CouponFormValues = {
  code: '',
  name_english: '',
  name_korean: '',
  description: '',
  discount_type: 'percentage',
  discount_value: 0,
  min_amount: 0,
  max_discount: 0,
  valid_until: '',
  max_uses: 100,
  is_active: true,
};

export type CouponField = keyof CouponFormValues;
export type ValidationMessage = string | { message: string; args: Record<string, unknown> };
export type CouponFormErrors = Partial<Record<CouponField, ValidationMessage>>;

const V = 'klegal.coupons.validation.';

/**
 * A typed amount as a number: null when empty, NaN when it is not a plain amount (shared
 * parseAmount: "1e5", "+3", "0x10" are refused instead of being read as another number, issue 16);
 * negative and decimal numbers come back as such for the range and whole-number messages.
 */
function toNumber(v: NumberField): number | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : NaN;
  const t = v.trim();
  if (t === '') return null;
  const p = parseAmount(t, { allowZero: true });
  if (p.ok) return p.value;
  if (p.problem === 'negative' || p.problem === 'not_whole') {
    const n = Number(t.replace(/,/g, ''));
    return Number.isFinite(n) ? n : NaN;
  }
  return p.problem === 'too_large' ? Number.MAX_SAFE_INTEGER : NaN;
}

/** The field message when an amount is not a number at all (else null: the range checks speak). */
function notNumber(v: NumberField): string | null {
  return typeof v === 'string' && Number.isNaN(toNumber(v) as number) ? `${V}not_number` : null;
}

/** The instant a 'YYYY-MM-DD' expiry day ends in KST (23:59:59.999 +09:00). */
export function endOfKstDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const d = new Date(`${day}T23:59:59.999+09:00`);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The KST calendar day of an instant, 'YYYY-MM-DD'. */
export function kstDay(iso: string | Date): string {
  const t = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  if (!Number.isFinite(t)) return '';
  return new Date(t + 9 * 3600_000).toISOString().slice(0, 10);
}

/** The last expiry day allowed: today (KST) + 5 years, 'YYYY-MM-DD' (29 February → 28 February). */
export function latestValidUntil(now: Date = new Date()): string {
  const [y, m, d] = kstDay(now).split('-').map(Number);
  const year = y + MAX_VALIDITY_YEARS;
  const lastOfMonth = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastOfMonth)).padStart(2, '0')}`;
}

/** The database's bound hints (23514) on a coupon write, by form field. */
const SERVER_BOUND_ERRORS: Record<string, { field: CouponField; message: string }> = {
  valid_until_too_far: { field: 'valid_until', message: `${V}valid_until_max` },
  discount_too_large: { field: 'discount_value', message: `${V}discount_max` },
  min_amount_too_large: { field: 'min_amount', message: `${V}amount_max` },
  max_discount_too_large: { field: 'max_discount', message: `${V}amount_max` },
  max_uses_too_large: { field: 'max_uses', message: `${V}max_uses_max` },
};

/** The message key for a failed save, from the error's hint (HttpError body), or null. */
export function couponSaveErrorKey(error: unknown): string | null {
  const e = (error ?? {}) as { body?: { hint?: unknown; code?: unknown } | null; status?: unknown };
  if (e.status === 409 || e.body?.code === '23505') return 'klegal.coupons.code_taken';
  const hint = typeof e.body?.hint === 'string' ? e.body.hint : null;
  return hint && SERVER_BOUND_ERRORS[hint] ? SERVER_BOUND_ERRORS[hint].message : null;
}

export interface CouponValidationContext {
  /** When editing: the coupon's start (valid_from) and how often it was used. */
  validFrom?: string | null;
  currentUses?: number;
  /** When editing: the saved expiry day ('YYYY-MM-DD', KST); left as it is, it is not re-checked
   * against the 5-year bound (the database checks only a changed expiry too). */
  savedValidUntil?: string | null;
  now?: Date;
}

/** Record-level validation; values are message keys (react-admin translates them). */
export function validateCouponForm(values: Partial<CouponFormValues>, ctx: CouponValidationContext = {}): CouponFormErrors {
  const errors: CouponFormErrors = {};

  const code = (values.code ?? '').trim().toUpperCase();
  if (code.length < CODE_MIN) errors.code = `${V}code_min`;
  else if (code.length > CODE_MAX) errors.code = `${V}code_max`;
  else if (!CODE_PATTERN.test(code)) errors.code = `${V}code_chars`;

  const nameEn = (values.name_english ?? '').trim();
  if (nameEn.length < 1) errors.name_english = `${V}name_english_required`;
  else if (nameEn.length > NAME_MAX) errors.name_english = `${V}name_max`;

  const nameKo = (values.name_korean ?? '').trim();
  if (nameKo.length < 1) errors.name_korean = `${V}name_korean_required`;
  else if (nameKo.length > NAME_MAX) errors.name_korean = `${V}name_max`;

  if ((values.description ?? '').length > DESCRIPTION_MAX) errors.description = `${V}description_max`;

  const value = toNumber(values.discount_value);
  if (notNumber(values.discount_value)) errors.discount_value = notNumber(values.discount_value)!;
  else if (value === null || Number.isNaN(value) || value < 1) errors.discount_value = `${V}discount_min`;
  else if (!Number.isInteger(value)) errors.discount_value = `${V}whole_number`;
  else if (values.discount_type === 'percentage' && value > 100) errors.discount_value = `${V}percentage_max`;
  else if (value > MAX_AMOUNT_WON) errors.discount_value = `${V}discount_max`;

  for (const field of ['min_amount', 'max_discount'] as const) {
    const n = toNumber(values[field]);
    if (n === null) continue;
    if (notNumber(values[field])) errors[field] = notNumber(values[field])!;
    else if (Number.isNaN(n) || n < 0) errors[field] = `${V}amount_min`;
    else if (!Number.isInteger(n)) errors[field] = `${V}whole_number`;
    else if (n > MAX_AMOUNT_WON) errors[field] = `${V}amount_max`;
  }

  const maxUses = toNumber(values.max_uses);
  if (maxUses !== null) {
    if (notNumber(values.max_uses)) errors.max_uses = notNumber(values.max_uses)!;
    else if (Number.isNaN(maxUses) || maxUses < 1) errors.max_uses = `${V}max_uses_min`;
    else if (!Number.isInteger(maxUses)) errors.max_uses = `${V}whole_number`;
    else if (maxUses > MAX_USES) errors.max_uses = `${V}max_uses_max`;
    else if (ctx.currentUses && maxUses < ctx.currentUses) {
      errors.max_uses = { message: `${V}max_uses_below_current`, args: { current: ctx.currentUses } };
    }
  }

  const until = values.valid_until ? endOfKstDay(values.valid_until) : null;
  if (!until) errors.valid_until = `${V}valid_until_required`;
  else {
    const start = ctx.validFrom ? new Date(ctx.validFrom) : (ctx.now ?? new Date());
    if (until.getTime() <= start.getTime()) errors.valid_until = `${V}valid_until_order`;
    else if (values.valid_until !== ctx.savedValidUntil && values.valid_until! > latestValidUntil(ctx.now ?? new Date())) {
      errors.valid_until = `${V}valid_until_max`;
    }
  }

  return errors;
}

/** The row written to `coupons` (spec §7 "Admin coupons" payload). */
export interface CouponPayload {
  code: string;
  name_english: string;
  name_korean: string;
  description: string | null;
  discount_type: DiscountType;
  discount_value: number;
  min_amount: number | null;
  max_discount: number | null;
  valid_until: string;
  max_uses: number | null;
  is_active: boolean;
}

/** Code upper-cased and trimmed; 0 or empty limits saved as empty; expiry as an ISO instant. */
export function couponPayload(values: CouponFormValues): CouponPayload {
  const orNull = (v: NumberField, zeroIsEmpty: boolean) => {
    const n = toNumber(v);
    if (n === null || Number.isNaN(n)) return null;
    return zeroIsEmpty && n === 0 ? null : n;
  };
  const until = endOfKstDay(values.valid_until);
  if (!until) throw new Error('valid_until is required');
  return {
    code: values.code.trim().toUpperCase(),
    name_english: values.name_english.trim(),
    name_korean: values.name_korean.trim(),
    description: values.description?.trim() ? values.description.trim() : null,
    discount_type: values.discount_type,
    discount_value: toNumber(values.discount_value) ?? 0,
    min_amount: orNull(values.min_amount, true),
    max_discount: orNull(values.max_discount, true),
    valid_until: until.toISOString(),
    max_uses: orNull(values.max_uses, false),
    is_active: values.is_active,
  };
}

/** The form values of an existing coupon (empty limits shown as 0, as the form's hint says). */
export function couponFormValues(coupon: CouponRecord): CouponFormValues {
  return {
    code: coupon.code,
    name_english: coupon.name_english,
    name_korean: coupon.name_korean,
    description: coupon.description ?? '',
    discount_type: coupon.discount_type,
    discount_value: coupon.discount_value,
    min_amount: coupon.min_amount ?? 0,
    max_discount: coupon.max_discount ?? 0,
    valid_until: kstDay(coupon.valid_until),
    max_uses: coupon.max_uses,
    is_active: coupon.is_active,
  };
}
