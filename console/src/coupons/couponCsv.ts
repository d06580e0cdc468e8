// CSV columns of /admin/coupons (issue 16): Korean headers and labels, the expiry as the KST day,
// who issued the coupon and who received it.
import type { CsvColumn } from '../common/csv.ts';
import { formatDate } from '../common/format.ts';
import type { CouponRecord } from '../types.ts';
import { couponStatus } from './couponRules.ts';
import { issuerText, recipientsText } from './couponParties.ts';

export const COUPON_CSV: readonly CsvColumn<CouponRecord>[] = [
  { header: 'resources.coupons.fields.code', value: (r) => r.code },
  { header: 'resources.coupons.fields.name_korean', value: (r) => r.name_korean },
  { header: 'resources.coupons.fields.name_english', value: (r) => r.name_english },
  { header: 'resources.coupons.fields.discount_type', value: (r, t) => t(`klegal.coupons.type_${r.discount_type}`) },
  { header: 'resources.coupons.fields.discount_value', value: (r) => r.discount_value },
  { header: 'resources.coupons.fields.min_amount', value: (r) => r.min_amount },
  { header: 'resources.coupons.fields.max_discount', value: (r) => r.max_discount },
  { header: 'resources.coupons.fields.current_uses', value: (r) => r.current_uses },
  { header: 'resources.coupons.fields.max_uses', value: (r, t) => r.max_uses ?? t('klegal.common.unlimited') },
  { header: 'resources.coupons.fields.valid_until', value: (r) => formatDate(r.valid_until) },
  { header: 'klegal.coupons.status_filter', value: (r, t) => t(`klegal.coupons.status.${couponStatus(r)}`) },
  { header: 'klegal.coupon_parties.issued_by', value: (r, t) => issuerText(r, t) },
  { header: 'klegal.coupon_parties.recipients', value: (r, t) => recipientsText(r.parties, t) },
  { header: 'resources.coupons.fields.created_at', value: (r) => formatDate(r.created_at) },
];
