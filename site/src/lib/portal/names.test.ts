import { describe, expect, it } from 'vitest';
import { discountOff, discountText, isOfferExpired } from './coupons.ts';
import { headerName, lawyerNameEnglishFirst, lawyerNameKoreanFirst, orDefault } from './names.ts';

describe('names', () => {
  it('header: Korean name, else English name, else e-mail', () => {
    expect(headerName({ name_korean: '에밀리 카터', name_english: 'Emily Carter' })).toBe('에밀리 카터');
    expect(headerName({ name_korean: ' ', name_english: 'Emily Carter' })).toBe('Emily Carter');
    expect(headerName(null, 'client@demo.test')).toBe('client@demo.test');
    expect(headerName(null)).toBe('');
  });

  it('bookings: English, else Korean, else Lawyer', () => {
    expect(lawyerNameEnglishFirst('Kim Do-hyun', '김도현', 'Lawyer')).toBe('Kim Do-hyun');
    expect(lawyerNameEnglishFirst(null, '김도현', 'Lawyer')).toBe('김도현');
    expect(lawyerNameEnglishFirst('', null, 'Lawyer')).toBe('Lawyer');
  });

  it('/my-bookings: Korean, else English, else 변호사 정보 없음', () => {
    expect(lawyerNameKoreanFirst('김도현', 'Kim Do-hyun', '변호사 정보 없음')).toBe('김도현');
    expect(lawyerNameKoreanFirst(null, 'Kim Do-hyun', '변호사 정보 없음')).toBe('Kim Do-hyun');
    expect(lawyerNameKoreanFirst(null, null, '변호사 정보 없음')).toBe('변호사 정보 없음');
  });

  it('defaults empty texts', () => {
    expect(orDefault(null, '일반 상담')).toBe('일반 상담');
    expect(orDefault('Immigration & VISA', '일반 상담')).toBe('Immigration & VISA');
  });
});

describe('coupon discounts', () => {
  it("reads '{v}%' or '₩{v}'", () => {
    expect(discountText({ discount_type: 'percentage', discount_value: 10 })).toBe('10%');
    expect(discountText({ discount_type: 'fixed', discount_value: 20000 })).toBe('₩20,000');
  });
  it("gives the value of '{v}% off' / '₩{v} off'", () => {
    expect(discountOff({ discount_type: 'percentage', discount_value: 15 })).toEqual({ kind: 'percent', value: '15' });
    expect(discountOff({ discount_type: 'fixed', discount_value: 30000 })).toEqual({ kind: 'won', value: '₩30,000' });
  });
  it('knows expired offers', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(isOfferExpired('2025-12-31T23:59:59Z', now)).toBe(true);
    expect(isOfferExpired('2026-01-02T00:00:00Z', now)).toBe(false);
    expect(isOfferExpired(null, now)).toBe(false);
  });
});
