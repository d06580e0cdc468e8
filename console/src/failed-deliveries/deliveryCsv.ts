// CSV columns of /admin/failed-deliveries (issue 16): the message kind as a Korean label, KST times.
import type { CsvColumn } from '../common/csv.ts';
import { formatDateTime } from '../common/format.ts';
import type { FailedDelivery } from '../providers/dataProvider.ts';

export const deliveryKindLabel = (t: (k: string, o?: Record<string, unknown>) => string, kind: string) => t(`klegal.deliveries.kinds.${kind}`, { _: kind });

export const DELIVERY_CSV: readonly CsvColumn<FailedDelivery>[] = [
  { header: 'resources.failed-deliveries.fields.failed_at', value: (d) => formatDateTime(d.failed_at) },
  { header: 'resources.failed-deliveries.fields.kind', value: (d, t) => deliveryKindLabel(t, d.kind) },
  { header: 'resources.failed-deliveries.fields.recipient_name', value: (d) => d.recipient_name },
  { header: 'resources.failed-deliveries.fields.recipient_email', value: (d) => d.recipient_email },
  { header: 'resources.failed-deliveries.fields.attempts', value: (d) => d.attempts },
  { header: 'resources.failed-deliveries.fields.last_error', value: (d) => d.last_error },
  { header: 'resources.failed-deliveries.fields.created_at', value: (d) => formatDateTime(d.created_at) },
];
