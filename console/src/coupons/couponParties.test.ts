import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { issuerText, recipientsText } from './couponParties.ts';
import type { CouponParties } from '../types.ts';

const t = (k: string, o?: Record<string, unknown>) => i18nProvider.translate(k, o);
const parties = (p: Partial<CouponParties>): CouponParties => ({ issuer_lawyer_id: null, issuer_name: null, issuer_email: null, recipient_count: 0, recipients: [], ...p });

describe('coupon issuer and recipients', () => {
  it('an administrator coupon names the administrator', () => {
    expect(issuerText({ issuer_lawyer_id: null, parties: parties({ issuer_name: '운영자' }) }, t)).toBe('관리자 (운영자)');
    expect(issuerText({ issuer_lawyer_id: null, parties: parties({ issuer_email: 'admin@demo.test' }) }, t)).toBe('관리자 (admin@demo.test)');
    expect(issuerText({ issuer_lawyer_id: null, parties: null }, t)).toBe('관리자');
  });
  it('a lawyer coupon names the lawyer', () => {
    expect(issuerText({ issuer_lawyer_id: 'l1', parties: parties({ issuer_lawyer_id: 'l1', issuer_name: '김변호' }) }, t)).toBe('변호사 김변호');
  });
  it('recipients: how each got it, a bookmark coupon not yet taken, and the rest counted', () => {
    expect(recipientsText(parties({}), t)).toBe('없음');
    expect(recipientsText(parties({
      recipient_count: 7,
      recipients: [
        { user_id: 'u1', name: '고객A', email: 'a@x.kr', via: 'grant', downloaded: true },
        { user_id: 'u2', name: null, email: 'b@x.kr', via: 'bookmark', downloaded: false },
      ],
    }), t)).toBe('고객A (관리자 지급), b@x.kr (즐겨찾기 쿠폰, 미수령) 외 5명');
  });
});
