// The bank bulk-transfer file of a closed period (issue 26, item 5): one row per statement with
// something to pay (admin_settlement_payouts), written by the console's formula-safe CSV writer
// (common/csv.ts over @klegal/shared/csv.ts). A lawyer who registered no account is listed with
// empty bank columns and "계좌 미등록" in 비고, never left out, so the operator sees whom they
// cannot pay yet. The memo is what the lawyer's bank statement shows (banks keep it short).
import type { Database } from '@klegal/shared/database.types';
import { toCsv, type CsvColumn } from '../common/csv.ts';

type PayoutRow = Database['public']['Functions']['admin_settlement_payouts']['Returns'][number];
/** A row of admin_settlement_payouts: the account columns are null when the lawyer has none. */
export type SettlementPayout = Omit<PayoutRow, 'bank_code' | 'bank_name' | 'account_number' | 'holder_name' | 'lawyer_name'> & {
  bank_code: string | null;
  bank_name: string | null;
  account_number: string | null;
  holder_name: string | null;
  lawyer_name: string | null;
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

export const hasAccount = (p: SettlementPayout) => Boolean(p.bank_code && p.account_number);

/** '2026-10-31' → 'K-Legal 2026-10 정산' (monthly), other periods by their last day. */
export function transferMemo(p: Pick<SettlementPayout, 'period_start'>, periodEnd: string): string {
  const month = p.period_start.slice(0, 7);
  return month === periodEnd.slice(0, 7) ? `K-Legal ${month} 정산` : `K-Legal ${periodEnd} 정산`;
}

export function transferColumns(periodEnd: string): readonly CsvColumn<SettlementPayout>[] {
  return [
    { header: 'klegal.settlements.transfer.bank_code', value: (p) => p.bank_code },
    { header: 'klegal.settlements.transfer.bank_name', value: (p) => p.bank_name },
    { header: 'klegal.settlements.transfer.account_number', value: (p) => p.account_number },
    { header: 'klegal.settlements.transfer.holder_name', value: (p) => p.holder_name },
    { header: 'klegal.settlements.transfer.amount', value: (p) => Number(p.payout_amount) },
    { header: 'klegal.settlements.transfer.memo', value: (p) => transferMemo(p, periodEnd) },
    { header: 'klegal.settlements.transfer.lawyer', value: (p) => p.lawyer_name },
    { header: 'klegal.settlements.transfer.period', value: (p) => `${p.period_start} ~ ${periodEnd}` },
    { header: 'klegal.settlements.transfer.reference', value: (p) => p.statement_id },
    { header: 'klegal.settlements.transfer.status', value: (p, t) => t(`klegal.settlements.status.${p.status}`, { _: p.status }) },
    { header: 'klegal.settlements.transfer.note', value: (p, t) => (hasAccount(p) ? null : t('klegal.settlements.transfer.no_account')) },
  ];
}

/** The whole file (BOM, Korean header row, CRLF). */
export function transferCsv(rows: readonly SettlementPayout[], periodEnd: string, translate: Translate): string {
  return toCsv(transferColumns(periodEnd), rows, translate);
}

/** What the dialog reports after a download: rows, total, and who has no account. */
export function transferSummary(rows: readonly SettlementPayout[]) {
  const missing = rows.filter((p) => !hasAccount(p));
  return {
    count: rows.length,
    total: rows.reduce((s, p) => s + Number(p.payout_amount), 0),
    payable: rows.length - missing.length,
    missing: missing.map((p) => p.lawyer_name ?? p.lawyer_id),
  };
}
