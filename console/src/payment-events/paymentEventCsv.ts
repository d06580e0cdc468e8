// CSV columns of /admin/payment-events (issue 16): Korean headers and outcome labels, KST times.
import type { CsvColumn } from '../common/csv.ts';
import { formatDateTime } from '../common/format.ts';
import type { Row } from '../types.ts';
import { outcomeKey } from './outcome.ts';

export const PAYMENT_EVENT_CSV: readonly CsvColumn<Row<'payment_events'>>[] = [
  { header: 'resources.payment-events.fields.received_at', value: (e) => formatDateTime(e.received_at) },
  { header: 'resources.payment-events.fields.outcome', value: (e, t) => t(outcomeKey(e.outcome)) },
  { header: 'resources.payment-events.fields.event_type', value: (e) => e.event_type },
  { header: 'resources.payment-events.fields.amount', value: (e) => (e.detail as { amount?: number } | null)?.amount ?? null },
  { header: 'resources.payment-events.fields.transaction_id', value: (e) => e.transaction_id },
  { header: 'resources.payment-events.fields.booking_id', value: (e) => e.booking_id },
  { header: 'resources.payment-events.fields.resolved_at', value: (e) => (e.resolved_at ? formatDateTime(e.resolved_at) : null) },
];
