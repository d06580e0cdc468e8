// "PortOne 지급": hands a closed period to PortOne's partner settlement (docs/settlement.md,
// admin_queue_settlement_transfers, audited). The worker then registers each lawyer as a partner,
// transfers each statement and marks it paid when PortOne pays it out; this dialog shows what was
// queued and where the period's transfers are. Without PortOne configured the database refuses
// (provider_disabled) and the dialog says to pay by the transfer file instead.
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { Alert, List, ListItem, ListItemText } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ConsoleDataProvider, SettlementQueueResult, SettlementTransfer } from '../../providers/dataProvider.ts';
import { isIsoDay, previousMonthEnd } from '../rules.ts';
import { FormDialog } from './FormDialog.tsx';
import { PeriodEndField } from './PeriodEndField.tsx';
import { useSettlementFailure } from './useSettlementFailure.ts';

const TRANSFER_STATUSES = ['queued', 'sending', 'scheduled', 'paid', 'failed'] as const;
const transferStatusKey = (s: string) =>
  `klegal.settlements.portone.transfer_status.${(TRANSFER_STATUSES as readonly string[]).includes(s) ? s : 'queued'}`;

export default function PortOneTransferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<ConsoleDataProvider>();
  const fail = useSettlementFailure();
  const [day, setDay] = useState(previousMonthEnd());
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ queued: SettlementQueueResult; transfers: SettlementTransfer[] } | null>(null);
  useEffect(() => {
    if (open) {
      setDay(previousMonthEnd());
      setError(null);
      setResult(null);
    }
  }, [open]);
  const queue = useMutation({
    mutationFn: async (periodEnd: string) => {
      const queued = (await dp.queueSettlementTransfers(periodEnd)).data;
      const transfers = (await dp.settlementTransfers(periodEnd)).data;
      return { queued, transfers };
    },
    onSuccess: setResult,
    onError: (err) => fail('klegal.settlements.portone.failed', err),
  });
  return (
    <FormDialog
      open={open}
      busy={queue.isPending}
      title={translate('klegal.settlements.portone.title')}
      intro={translate('klegal.settlements.portone.intro')}
      submit={translate('klegal.settlements.portone.submit')}
      done={!!result}
      onClose={onClose}
      onSubmit={() => {
        if (!isIsoDay(day)) return setError('klegal.settlements.errors.invalid_period');
        setError(null);
        queue.mutate(day);
      }}
    >
      <PeriodEndField value={day} onChange={setDay} error={error} disabled={!!result} />
      {result ? (
        <div role="status" data-testid="portone-queue-result">
          <Alert severity={result.queued.queued ? 'success' : 'info'} sx={{ mb: 1 }}>
            {translate('klegal.settlements.portone.queued', {
              queued: result.queued.queued, already: result.queued.already_queued,
            })}
          </Alert>
          {result.queued.without_account ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {translate('klegal.settlements.portone.without_account', { count: result.queued.without_account })}
            </Alert>
          ) : null}
          {result.transfers.length ? (
            <List dense aria-label={translate('klegal.settlements.portone.transfers')}>
              {result.transfers.map((t) => (
                <ListItem key={t.statement_id} disableGutters>
                  <ListItemText
                    primary={`${translate(transferStatusKey(t.status))}${t.provider_status ? ` (${t.provider_status})` : ''}`}
                    secondary={[t.transfer_id, t.last_error].filter(Boolean).join(' · ') || t.statement_id}
                  />
                </ListItem>
              ))}
            </List>
          ) : null}
        </div>
      ) : null}
    </FormDialog>
  );
}
