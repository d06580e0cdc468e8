import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { OUTCOMES, outcomeKey } from './outcome.ts';

const t = (k: string) => i18nProvider.translate(k);

describe('payment event outcomes', () => {
  it('every outcome has its own Korean label', () => {
    for (const o of OUTCOMES) {
      expect(outcomeKey(o), o).toBe(`klegal.payments.outcome.${o}`);
      expect(t(outcomeKey(o)), o).toMatch(/[가-힣]/);
    }
  });

  it('a failed settlement payout (provider settlement) is labelled like a failed refund', () => {
    expect(t(outcomeKey('payout_failed'))).toBe('정산 지급 실패');
    expect(t(outcomeKey('refund_failed'))).toBe('환불 실패');
  });
});
