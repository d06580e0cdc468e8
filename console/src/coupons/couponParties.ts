// Who issued a coupon and who received it, as text (issue 16): the card, its CSV row.
import type { CouponParties, CouponRecord } from '../types.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** '관리자 (admin@…)' for an administrator's coupon, '변호사 김변호' for a lawyer's. */
export function issuerText(coupon: Pick<CouponRecord, 'issuer_lawyer_id'> & { parties?: CouponParties | null }, translate: Translate): string {
  const p = coupon.parties;
  const name = p?.issuer_name || p?.issuer_email || null;
  if (coupon.issuer_lawyer_id) return name ? translate('klegal.coupon_parties.lawyer_named', { name }) : translate('klegal.coupons.issuer.lawyer');
  return name ? translate('klegal.coupon_parties.admin_named', { name }) : translate('klegal.coupon_parties.admin');
}

/** One recipient: name (else e-mail), how it reached them, and whether a bookmark coupon was taken. */
export function recipientText(r: CouponParties['recipients'][number], translate: Translate): string {
  const who = r.name || r.email || r.user_id.slice(0, 8);
  const via = translate(r.via === 'bookmark' ? 'klegal.coupon_parties.via_bookmark' : 'klegal.coupon_parties.via_grant');
  return r.downloaded ? `${who} (${via})` : `${who} (${via}, ${translate('klegal.coupon_parties.not_downloaded')})`;
}

/** 'A (지급), B (지급) 외 3명', or '없음'. */
export function recipientsText(parties: CouponParties | null | undefined, translate: Translate): string {
  if (!parties || parties.recipient_count === 0) return translate('klegal.coupon_parties.none');
  const named = parties.recipients.map((r) => recipientText(r, translate)).join(', ');
  const rest = parties.recipient_count - parties.recipients.length;
  return rest > 0 ? `${named} ${translate('klegal.coupon_parties.more', { count: rest })}` : named;
}
