import { describe, expect, it } from 'vitest';
import { consoleKo } from '../i18n/ko.ts';
import { topUpAmount, validateTopUp } from './creditRules.ts';

const lookup = (key: string) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], consoleKo);
const amountError = (amount: string) => validateTopUp({ lawyerId: 'l1', amount, note: '' }).amount;

describe('credit top-up amount (issue 16: strict, a Korean message at the field)', () => {
  it('accepts plain and grouped whole numbers from 1 to 10,000,000', () => {
    for (const ok of ['1', '500', '1,000', '10000000']) expect(amountError(ok), ok).toBeUndefined();
    expect(topUpAmount('1,000')).toBe(1000);
  });
  it('refuses 1e5, -10000, 10.5, 0 and too much, each with a Korean message', () => {
    expect(amountError('1e5')).toBe('klegal.coupons.validation.not_number');
    for (const bad of ['-10000', '10.5', '0', '10000001', '']) expect(amountError(bad), bad).toBe('klegal.credits.amount_invalid');
    for (const bad of ['1e5', '-10000']) expect(lookup(amountError(bad)!)).toMatch(/[가-힣]/);
    expect(() => topUpAmount('1e5')).toThrow();
  });
});
