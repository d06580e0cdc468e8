// /admin/payment-events (issue 19): the events the payment provider (Stripe) sent and what each
// did, newest first; by default only those that need a person — an amount that did not match the
// booking (refunded), a payment that arrived after its hold ran out and could not be kept
// (refunded, the client told), a double payment, a payment for no known booking, a refund Stripe
// refused after retries, a refund nobody here asked for. "확인 완료" records that an administrator
// has dealt with it (payment_events.resolved_at, the one column administrators may write).
import { Button, Datagrid, FunctionField, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { Chip, Typography } from '@mui/material';
import type { Row } from '../types.ts';
import { formatDateTime, formatNumber } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { useCsvExporter } from '../common/csv.ts';
import { outcomeKey } from './outcome.ts';
import { PAYMENT_EVENT_CSV } from './paymentEventCsv.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import type { FilterSpec } from '../common/FilterBar.tsx';

export { outcomeKey };

type PaymentEventRecord = Row<'payment_events'>;

function ResolveButton({ record }: { record: PaymentEventRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record.needs_attention) return null;
  if (record.resolved_at) {
    return <Typography variant="caption" color="text.secondary">{translate('klegal.payments.resolved_on', { date: formatDateTime(record.resolved_at) })}</Typography>;
  }
  return (
    <Button
      label="klegal.payments.resolve"
      disabled={isPending}
      onClick={() =>
        update(
          'payment-events',
          { id: record.id, data: { resolved_at: new Date().toISOString() }, previousData: record },
          { onSuccess: () => { notify('klegal.payments.resolved', { type: 'success' }); refresh(); } },
        )
      }
    />
  );
}

const FILTERS: FilterSpec[] = [
  { kind: 'search', source: 'q' },
  { kind: 'switch', source: 'needs_attention', label: 'klegal.payments.attention_only' },
];

export default function PaymentEventList() {
  const translate = useTranslate();
  const exporter = useCsvExporter<PaymentEventRecord>('payment-events', PAYMENT_EVENT_CSV);
  return (
    <ConsoleList
      title={translate('resources.payment-events.name')}
      sort={{ field: 'received_at', order: 'DESC' }}
      filters={FILTERS}
      filterDefaultValues={{ needs_attention: true }}
      exporter={exporter}
      perPage={25}
    >
      <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx(['transaction_id'])}>
        <FunctionField<PaymentEventRecord> source="received_at" render={(e) => formatDateTime(e.received_at)} />
        <FunctionField<PaymentEventRecord>
          source="outcome"
          render={(e) => (
            <Chip size="small" color={e.needs_attention ? (e.resolved_at ? 'default' : 'warning') : 'success'} variant="outlined"
              label={translate(outcomeKey(e.outcome))} data-outcome={e.outcome} />
          )}
        />
        <FunctionField<PaymentEventRecord> source="event_type" render={(e) => <Typography variant="body2" component="code">{e.event_type}</Typography>} />
        <FunctionField<PaymentEventRecord>
          source="amount"
          sortable={false}
          render={(e) => {
            const d = (e.detail ?? {}) as { amount?: number; currency?: string };
            return typeof d.amount === 'number' ? `${formatNumber(d.amount)} ${d.currency ?? ''}`.trim() : '-';
          }}
        />
        <FunctionField<PaymentEventRecord> source="transaction_id" render={(e) => e.transaction_id ?? '-'} />
        <FunctionField<PaymentEventRecord> source="booking_id" sortable={false} render={(e) => (e.booking_id ? e.booking_id.slice(0, 8) : '-')} />
        <FunctionField<PaymentEventRecord> source="resolved_at" sortable={false} render={(e) => <ResolveButton record={e} />} />
      </Datagrid>
    </ConsoleList>
  );
}
