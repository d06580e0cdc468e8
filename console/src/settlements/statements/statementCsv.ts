// CSV columns of /admin/settlements (the list's export): Korean headers and status labels, won
// amounts as numbers. The bank's transfer file is transferCsv.ts.
import type { CsvColumn } from '../../common/csv.ts';
import { formatDateTime } from '../../common/format.ts';
import { statusKey } from '../rules.ts';
import { lawyerName, type StatementRecord } from '../types.ts';

const f = (k: string) => `resources.settlements.fields.${k}`;

export const STATEMENT_CSV: readonly CsvColumn<StatementRecord>[] = [
  { header: f('lawyer'), value: (s) => lawyerName(s) },
  { header: f('period'), value: (s) => `${s.period_start} ~ ${s.period_end}` },
  { header: f('status'), value: (s, t) => t(statusKey(s.status)) },
  { header: f('entry_count'), value: (s) => s.entry_count },
  { header: f('list_fee_total'), value: (s) => s.list_fee_total },
  { header: f('coupon_discount_total'), value: (s) => s.coupon_discount_total },
  { header: f('lawyer_discount_total'), value: (s) => s.lawyer_discount_total },
  { header: f('platform_promotion_total'), value: (s) => s.platform_promotion_total },
  { header: f('pg_fee_total'), value: (s) => s.pg_fee_total },
  { header: f('platform_fee_total'), value: (s) => s.platform_fee_total },
  { header: f('net_total'), value: (s) => s.net_total },
  { header: f('opening_balance'), value: (s) => s.opening_balance },
  { header: f('payout_amount'), value: (s) => s.payout_amount },
  { header: f('closed_at'), value: (s) => (s.closed_at ? formatDateTime(s.closed_at) : null) },
  { header: f('paid_at'), value: (s) => (s.paid_at ? formatDateTime(s.paid_at) : null) },
  { header: f('transfer_reference'), value: (s) => s.transfer_reference },
  { header: f('failure_reason'), value: (s) => s.failure_reason },
];
