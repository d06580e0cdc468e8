import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { transferCsv, transferSummary, type SettlementPayout } from './transferCsv.ts';

const t = (k: string, o?: Record<string, unknown>) => i18nProvider.translate(k, o);

const row = (over: Partial<SettlementPayout>): SettlementPayout => ({
  statement_id: '11111111-1111-4111-8111-111111111111',
  lawyer_id: '00000000-0000-4000-8000-0000000000a2',
  lawyer_name: '김도현',
  period_start: '2026-10-01',
  status: 'closed',
  payout_amount: 95000,
  currency: 'KRW',
  bank_code: '004',
  bank_name: 'KB국민은행',
  account_number: '12345678901234',
  holder_name: '김도현',
  ...over,
});

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);

describe('bank transfer CSV', () => {
  it('BOM, the Korean header row, CRLF line ends', () => {
    const csv = transferCsv([row({})], '2026-10-31', t);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines(csv)[0]).toBe('은행 코드,은행명,계좌번호,예금주,이체 금액,받는 분 통장 표시,변호사,정산 기간,정산서 번호,상태,비고');
    expect(lines(csv)[1]).toBe('004,KB국민은행,12345678901234,김도현,95000,K-Legal 2026-10 정산,김도현,2026-10-01 ~ 2026-10-31,11111111-1111-4111-8111-111111111111,마감,');
  });

  it('defuses formulas in every text cell and keeps amounts as numbers', () => {
    const csv = transferCsv([row({ holder_name: '=HYPERLINK("http://x","y")', lawyer_name: '+cmd|calc', bank_name: '@SUM(1)', payout_amount: 1200000 })], '2026-10-31', t);
    const cells = lines(csv)[1]!;
    expect(cells).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(cells).toContain("'+cmd|calc");
    expect(cells).toContain("'@SUM(1)");
    expect(cells).toContain(',1200000,');
    expect(cells).not.toMatch(/(^|,)[=+@-][^,]/);
  });

  it('a lawyer without a registered account is listed and marked 계좌 미등록, not dropped', () => {
    const none = row({ lawyer_name: '박지은', bank_code: null, bank_name: null, account_number: null, holder_name: null, status: 'failed', payout_amount: 30000 });
    const csv = transferCsv([row({}), none], '2026-10-31', t);
    expect(lines(csv)).toHaveLength(3);
    expect(lines(csv)[2]).toBe(',,,,30000,K-Legal 2026-10 정산,박지은,2026-10-01 ~ 2026-10-31,11111111-1111-4111-8111-111111111111,지급 실패,계좌 미등록');
    expect(transferSummary([row({}), none])).toEqual({ count: 2, total: 125000, payable: 1, missing: ['박지은'] });
  });

  it('a weekly period is named by its last day', () => {
    const csv = transferCsv([row({ period_start: '2026-10-26' })], '2026-11-01', t);
    expect(lines(csv)[1]).toContain('K-Legal 2026-11-01 정산,김도현,2026-10-26 ~ 2026-11-01');
  });
});

describe('statement list CSV', () => {
  it('every column has a Korean header', async () => {
    const { STATEMENT_CSV } = await import('./statements/statementCsv.ts');
    for (const c of STATEMENT_CSV) expect(t(c.header), c.header).toMatch(/[가-힣]/);
  });
});
