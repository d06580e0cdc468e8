// /admin/failed-deliveries (issue 16): the e-mails the worker gave up on (private.outbox rows with
// status 'failed', read through admin_failed_deliveries): message kind, recipient, attempts, the
// last error and when. "다시 보내기" (one row, or the selected rows) puts them back in the queue
// through admin_retry_delivery; both functions are for administrators only.
import { useState } from 'react';
import { Button, Datagrid, FunctionField, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import type { ConsoleDataProvider, FailedDelivery } from '../providers/dataProvider.ts';
import { formatDateTime } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { useErrorToast, useToast } from '../common/useToast.ts';
import { useCsvExporter } from '../common/csv.ts';
import type { BulkSpec } from '../common/bulk.ts';
import { BulkActionButton, bulkToolbarSx } from '../common/BulkActionButton.tsx';
import { DELIVERY_CSV, deliveryKindLabel } from './deliveryCsv.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';

type DeliveryRecord = FailedDelivery & { id: string };

const hints = { not_failed: 'klegal.bulk.not_failed', not_found: 'klegal.bulk.not_found' };

export function retrySpec(dp: Pick<ConsoleDataProvider, 'retryDelivery'>, translate: (k: string, o?: Record<string, unknown>) => string): BulkSpec<DeliveryRecord> {
  return {
    label: (d) => `${deliveryKindLabel(translate, d.kind)} · ${d.recipient_email ?? '-'}`,
    run: (d) => dp.retryDelivery(d.id),
    hints,
  };
}

function RetryButton({ delivery }: { delivery: DeliveryRecord }) {
  const dp = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      label="klegal.deliveries.retry"
      disabled={busy}
      onClick={async (e) => {
        e.stopPropagation();
        setBusy(true);
        try {
          await dp.retryDelivery(delivery.id);
          toast('klegal.deliveries.retried');
          refresh();
        } catch (err) {
          const hint = (err as { body?: { hint?: string } }).body?.hint;
          errorToast('klegal.deliveries.retry_failed', err, hint && hint in hints ? hints[hint as keyof typeof hints] : null);
        } finally {
          setBusy(false);
        }
      }}
    >
      <SendIcon />
    </Button>
  );
}

function BulkRetry() {
  const dp = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  return <BulkActionButton label="klegal.bulk.retry" icon={<SendIcon />} spec={retrySpec(dp, translate)} testId="bulk-retry" />;
}

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, width: '100%' }}>
      <Typography component="p" variant="h6">{translate('klegal.deliveries.empty')}</Typography>
    </Box>
  );
}

export default function FailedDeliveryList() {
  const translate = useTranslate();
  const toast = useToast();
  const exporter = useCsvExporter<DeliveryRecord>('failed-deliveries', DELIVERY_CSV);
  return (
    <ConsoleList
      title={translate('klegal.menu.failed_deliveries')}
      sort={{ field: 'failed_at', order: 'DESC' }}
      exporter={exporter}
      perPage={25}
      empty={<Empty />}
      queryOptions={{ onError: () => toast('klegal.common.load_failed', 'klegal.common.retry', 'error') }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>{translate('klegal.deliveries.intro')}</Typography>
      <Datagrid bulkActionButtons={<BulkRetry />} rowClick={false} sx={{ ...bulkToolbarSx, ...datagridSx(['last_error', 'recipient']) }}>
        <FunctionField<DeliveryRecord> source="failed_at" render={(d) => formatDateTime(d.failed_at)} />
        <FunctionField<DeliveryRecord> source="kind" render={(d) => <span data-kind={d.kind}>{deliveryKindLabel(translate, d.kind)}</span>} />
        <FunctionField<DeliveryRecord>
          source="recipient"
          sortBy="recipient_email"
          render={(d) => (
            <Box>
              <Typography variant="body2">{d.recipient_email ?? '-'}</Typography>
              {d.recipient_name ? <Typography variant="caption" color="text.secondary">{d.recipient_name}</Typography> : null}
            </Box>
          )}
        />
        <FunctionField<DeliveryRecord> source="attempts" textAlign="right" render={(d) => d.attempts} />
        <FunctionField<DeliveryRecord>
          source="last_error"
          sortable={false}
          render={(d) => <Typography variant="body2" component="code" sx={{ fontSize: 12 }}>{d.last_error ?? '-'}</Typography>}
        />
        <FunctionField<DeliveryRecord> label="klegal.common.actions" sortable={false} render={(d) => <RetryButton delivery={d} />} />
      </Datagrid>
    </ConsoleList>
  );
}
