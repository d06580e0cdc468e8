import { describe, expect, it } from 'vitest';
import {
  accountFieldError, bearerLabel, filterBanks, CSV_HEADER, currentStatement, kindLabel, kstDateTime, maskedNumber, periodLabel, statementCsv, statementCsvName,
  statementCsvRows, statusLabel, type LineBooking, type SettlementEntry, type SettlementStatement,
} from './settlement.ts';

const entry = (over: Partial<SettlementEntry>): SettlementEntry => ({
  id: 'e1', lawyer_id: 'l1', statement_id: 's1', booking_id: 'b1', payment_id: 'p1', provider: 'test', transaction_id: 'tx', currency: 'KRW',
  kind: 'payment', list_fee: 50000, coupon_discount: 0, discount_borne_by: null, lawyer_discount: 0, platform_promotion: 0, amount_paid: 50000,
  pg_fee: 0, pg_fee_borne_by: null, platform_fee: 0, net_amount: 50000, reason: null, created_at: '2026-10-14T01:03:00Z', created_by: null,
  ...over,
});

const statement = (over: Partial<SettlementStatement>): SettlementStatement => ({
  id: 's1', lawyer_id: 'l1', period_start: '2026-10-01', period_end: '2026-10-31', currency: 'KRW', status: 'closed', entry_count: 1,
  list_fee_total: 0, coupon_discount_total: 0, lawyer_discount_total: 0, platform_promotion_total: 0, amount_paid_total: 0, pg_fee_total: 0,
  platform_fee_total: 0, net_total: 0, opening_balance: 0, closing_balance: 0, payout_amount: 0, transfer_reference: null, paid_at: null,
  failed_at: null, failure_reason: null, closed_at: null, created_at: '2026-10-01T00:00:00Z', updated_at: '2026-10-01T00:00:00Z',
  ...over,
});

const booking: LineBooking = { id: 'b1', booking_date: '2026-10-20', booking_time: '14:00:00', client_name_korean: null, client_name_english: 'Emily Carter' };

describe('labels', () => {
  it('statuses, kinds and who bears a discount in Korean', () => {
    expect(['open', 'closed', 'paid', 'failed'].map(statusLabel)).toEqual(['진행 중', '마감', '지급 완료', '지급 실패']);
    expect(['payment', 'refund', 'pg_fee', 'adjustment'].map(kindLabel)).toEqual(['결제', '환불', 'PG 수수료', '조정']);
    expect(bearerLabel({ coupon_discount: 20000, discount_borne_by: 'lawyer' })).toBe('내 쿠폰');
    expect(bearerLabel({ coupon_discount: 20000, discount_borne_by: 'platform' })).toBe('플랫폼 프로모션');
    expect(bearerLabel({ coupon_discount: 0, discount_borne_by: null })).toBe('');
    expect(periodLabel({ period_start: '2026-10-01', period_end: '2026-10-31' })).toBe('2026-10-01 ~ 2026-10-31');
  });

  it('times in KST whatever the browser, accounts masked to the last 4 digits', () => {
    expect(kstDateTime('2026-10-31T15:30:00Z')).toBe('2026-11-01 00:30');
    expect(kstDateTime('nonsense')).toBe('');
    expect(maskedNumber('1234')).toBe('****1234');
    expect(maskedNumber('110123456789')).toBe('****6789');
    expect(maskedNumber(null)).toBe('');
  });

  it('the running statement is the open one holding today', () => {
    const older = statement({ id: 'old', status: 'open', period_start: '2026-10-01', period_end: '2026-10-31' });
    const now = statement({ id: 'now', status: 'open', period_start: '2026-11-01', period_end: '2026-11-30' });
    expect(currentStatement([older, now], '2026-11-29')?.id).toBe('now');
    expect(currentStatement([older, statement({ id: 'c' })], '2026-11-29')?.id).toBe('old');
    expect(currentStatement([statement({})], '2026-11-29')).toBeUndefined();
  });
});

describe('the statement CSV', () => {
  it('a header, then one row per line with the booking, the amounts as numbers and who bears the coupon', () => {
    const rows = statementCsvRows(
      [
        entry({ coupon_discount: 20000, discount_borne_by: 'lawyer', lawyer_discount: 20000, amount_paid: 30000, net_amount: 30000 }),
        entry({ id: 'e2', kind: 'refund', list_fee: -50000, coupon_discount: -20000, discount_borne_by: 'lawyer', amount_paid: -30000, net_amount: -30000, created_at: '2026-10-20T09:00:00Z' }),
      ],
      new Map([['b1', booking]]),
    );
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows[0]).toEqual(['일시 (KST)', '구분', '예약 ID', '예약', '의뢰인', '상담료', '쿠폰 할인', '할인 부담', '결제 금액', 'PG 수수료', '플랫폼 수수료', '정산 금액', '사유']);
    expect(rows[1]).toEqual(['2026-10-14 10:03', '결제', 'b1', '2026-10-20 14:00 상담', 'Emily Carter', 50000, 20000, '내 쿠폰', 30000, 0, 0, 30000, '']);
    expect(rows[2]).toEqual(['2026-10-20 18:00', '환불', 'b1', '2026-10-20 14:00 상담', 'Emily Carter', -50000, -20000, '내 쿠폰', -30000, 0, 0, -30000, '']);
  });

  it('is formula-safe: a name or reason starting with = + - @ is written as text; BOM and CRLF', () => {
    const csv = statementCsv(
      [entry({}), entry({ id: 'e2', kind: 'adjustment', booking_id: null, payment_id: null, list_fee: 0, amount_paid: 0, net_amount: -5000, reason: '=HYPERLINK("http://x","y")' })],
      new Map([['b1', { ...booking, client_name_english: '@SUM(A1:A2)' }]]),
    );
    expect(csv.startsWith('\uFEFF일시 (KST),구분,')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[1]).toBe("2026-10-14 10:03,결제,b1,2026-10-20 14:00 상담,'@SUM(A1:A2),50000,0,,50000,0,0,50000,");
    expect(lines[2]).toBe(`2026-10-14 10:03,조정,,,,0,0,,0,0,0,-5000,"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('is named after the period and the day of the download (KST)', () => {
    expect(statementCsvName({ period_start: '2026-10-01', period_end: '2026-10-31' }, new Date('2026-11-28T16:00:00Z'))).toBe('settlement-2026-10-01_2026-10-31-2026-11-29.csv');
  });
});

describe('refusals of set_settlement_account', () => {
  it('each hint is a Korean message at its field; anything else is not a field error', () => {
    expect(accountFieldError('invalid_bank')).toEqual({ field: 'bank_code', message: '목록에서 은행을 선택해주세요.' });
    expect(accountFieldError('invalid_account_number')).toEqual({ field: 'account_number', message: '계좌번호는 숫자 10~16자리로 입력해주세요. (하이픈 사용 가능)' });
    expect(accountFieldError('invalid_holder')).toEqual({ field: 'holder_name', message: '예금주명을 입력해주세요. (50자 이내)' });
    expect(accountFieldError('not_lawyer')).toBeNull();
    expect(accountFieldError(undefined)).toBeNull();
  });
});

describe('the bank list', () => {
  const banks = [
    { code: '004', name_korean: 'KB국민은행', name_english: 'KB Kookmin Bank' },
    { code: '088', name_korean: '신한은행', name_english: 'Shinhan Bank' },
    { code: '090', name_korean: '카카오뱅크', name_english: 'KakaoBank' },
  ];
  it('narrows by the Korean or English name, keeping the chosen bank', () => {
    expect(filterBanks(banks, '').map((b) => b.code)).toEqual(['004', '088', '090']);
    expect(filterBanks(banks, '신한').map((b) => b.code)).toEqual(['088']);
    expect(filterBanks(banks, ' kb ').map((b) => b.code)).toEqual(['004']);
    expect(filterBanks(banks, 'kakao bank').map((b) => b.code)).toEqual(['090']);
    expect(filterBanks(banks, '신한', '004').map((b) => b.code)).toEqual(['004', '088']);
    expect(filterBanks(banks, '없는은행')).toEqual([]);
  });
});
