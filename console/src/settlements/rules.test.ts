import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { koreanHttpError } from '../common/errors.ts';
import { adjustAmount, previousMonthEnd, requiredText, SETTLEMENT_HINTS, settlementErrorMessage, statusKey, validateAdjust } from './rules.ts';

const t = (k: string, o?: Record<string, unknown>) => i18nProvider.translate(k, o);

/** A refusal as the data provider hands it over: PostgREST's error in an HttpError, rewritten to the Korean key. */
const refusal = (code: string, hint: string, details: string | null = null) =>
  koreanHttpError(new HttpError('raw English message', 400, { code, hint, details, message: 'raw English message' }));

describe('settlement refusals in Korean', () => {
  it('every hint the functions raise has its own Korean message', () => {
    for (const hint of SETTLEMENT_HINTS) {
      const m = settlementErrorMessage(refusal('22023', hint));
      expect(m, hint).toEqual({ key: `klegal.settlements.errors.${hint}` });
      expect(t(m!.key), hint).toMatch(/[가-힣]/);
      expect(t(m!.key), hint).not.toMatch(/raw English/);
    }
  });

  it('close_settlement_period: not_period_end names the real last day from the detail, period_not_over says it is not over', () => {
    const m = settlementErrorMessage(refusal('22023', 'not_period_end', '{"period_start": "2026-10-01", "period_end": "2026-10-31"}'));
    expect(m).toEqual({ key: 'klegal.settlements.errors.not_period_end_on', args: { period_end: '2026-10-31' } });
    expect(t(m!.key, m!.args)).toBe('정산 기간의 마지막 날이 아닙니다. 이 기간은 2026-10-31에 끝납니다.');
    expect(t(settlementErrorMessage(refusal('22023', 'not_period_end', 'not json'))!.key)).toBe('정산 기간의 마지막 날이 아닙니다.');
    expect(t(settlementErrorMessage(refusal('22023', 'period_not_over'))!.key)).toMatch(/^아직 끝나지 않은 기간입니다/);
  });

  it('admin_mark_settlement_paid: statement_open, already_paid, nothing_to_pay, reference_required', () => {
    expect(t(settlementErrorMessage(refusal('P0001', 'statement_open'))!.key)).toMatch(/아직 마감되지 않은 정산서/);
    expect(t(settlementErrorMessage(refusal('P0001', 'already_paid'))!.key)).toBe('이미 지급 완료된 정산서입니다.');
    expect(t(settlementErrorMessage(refusal('P0001', 'nothing_to_pay'))!.key)).toBe('지급할 금액이 없는 정산서입니다.');
    expect(t(settlementErrorMessage(refusal('22023', 'reference_required'))!.key)).toBe('이체 참조 번호를 입력해주세요 (200자 이내).');
  });

  it('other errors are left to the general mapping', () => {
    expect(settlementErrorMessage(refusal('42501', 'not_lawyer'))).toBeNull();
    expect(settlementErrorMessage(koreanHttpError(new HttpError('boom', 500, { code: 'XX000', message: 'boom' })))).toBeNull();
    expect(settlementErrorMessage(new Error('network'))).toBeNull();
    expect(settlementErrorMessage(null)).toBeNull();
  });
});

describe('settlement inputs', () => {
  it('the default period to close is the previous month (KST)', () => {
    expect(previousMonthEnd(new Date('2026-11-29T01:00:00Z'))).toBe('2026-10-31');
    // 1 March 00:30 KST is still 28 February in UTC: KST decides
    expect(previousMonthEnd(new Date('2026-02-28T15:30:00Z'))).toBe('2026-02-28');
    expect(previousMonthEnd(new Date('2027-01-05T00:00:00Z'))).toBe('2026-12-31');
  });

  it('a transfer reference or a reason is required, trimmed, within its length', () => {
    expect(requiredText('  ', 200, 'reference_required')).toBe('klegal.settlements.errors.reference_required');
    expect(requiredText('KB-20261101-0001', 200, 'reference_required')).toBeNull();
    expect(requiredText('x'.repeat(201), 200, 'reference_required')).toBe('klegal.settlements.errors.reference_required');
  });

  it('an adjustment: a non-zero whole number of won either way, up to 100,000,000, a reason, a valid booking id', () => {
    expect(adjustAmount('-5,000')).toBe(-5000);
    expect(adjustAmount('−5000')).toBe(-5000);
    expect(adjustAmount('12000')).toBe(12000);
    for (const bad of ['0', '', '1e5', '10.5', '100000001', '-100000001', 'abc']) expect(adjustAmount(bad), bad).toBeNull();
    expect(validateAdjust({ lawyerId: null, amount: '0', reason: ' ', bookingId: 'nope' })).toEqual({
      lawyer: 'klegal.settlements.errors.lawyer_required',
      amount: 'klegal.settlements.errors.invalid_amount',
      reason: 'klegal.settlements.errors.reason_required',
      booking: 'klegal.settlements.errors.booking_invalid',
    });
    expect(validateAdjust({ lawyerId: 'l', amount: '-3000', reason: '환불 수수료 보전', bookingId: '' })).toEqual({});
  });

  it('statuses read 진행 중 / 마감 / 지급 완료 / 지급 실패', () => {
    expect(['open', 'closed', 'paid', 'failed'].map((s) => t(statusKey(s)))).toEqual(['진행 중', '마감', '지급 완료', '지급 실패']);
  });
});
