// CSV columns of /admin/credits (issue 16): Korean headers, the reason as a Korean label, KST times.
import type { CsvColumn } from '../common/csv.ts';
import { formatDateTime } from '../common/format.ts';
import type { CreditLedgerRecord } from '../types.ts';

export const CREDIT_CSV: readonly CsvColumn<CreditLedgerRecord>[] = [
  { header: 'resources.credits.fields.created_at', value: (c) => formatDateTime(c.created_at) },
  { header: 'resources.credits.fields.lawyer', value: (c) => c.lawyers?.profiles?.name_korean || c.lawyers?.profiles?.name_english },
  { header: 'resources.users.fields.email', value: (c) => c.lawyers?.profiles?.email },
  { header: 'resources.credits.fields.delta', value: (c) => c.delta },
  { header: 'resources.credits.fields.balance_after', value: (c) => c.balance_after },
  { header: 'resources.credits.fields.reason', value: (c, t) => t(`klegal.credits.reason.${c.reason}`) },
  { header: 'resources.credits.fields.note', value: (c) => c.note },
];
