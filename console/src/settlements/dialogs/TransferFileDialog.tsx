// "이체 파일": the period's payouts (admin_settlement_payouts, audited) as the bank's bulk-transfer
// CSV (transferCsv.ts). After the download the dialog says how many rows and how much, and names
// every lawyer without a registered account (listed in the file as 계좌 미등록, not left out).
import { useEffect, useState } from 'react';
import { downloadCSV, useDataProvider, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ConsoleDataProvider } from '../../providers/dataProvider.ts';
import { csvFileName } from '../../common/csv.ts';
import { formatNumber } from '../../common/format.ts';
import { isIsoDay, previousMonthEnd } from '../rules.ts';
import { transferCsv, transferSummary } from '../transferCsv.ts';
import { FormDialog } from './FormDialog.tsx';
import { PeriodEndField } from './PeriodEndField.tsx';
import { useSettlementFailure } from './useSettlementFailure.ts';

type Summary = ReturnType<typeof transferSummary>;

export default function TransferFileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<ConsoleDataProvider>();
  const fail = useSettlementFailure();
  const [day, setDay] = useState(previousMonthEnd());
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<Summary | null>(null);
  useEffect(() => {
    if (open) {
      setDay(previousMonthEnd());
      setError(null);
      setSummary(null);
    }
  }, [open]);
  const load = useMutation({
    mutationFn: (periodEnd: string) => dp.settlementPayouts(periodEnd),
    onSuccess: ({ data }, periodEnd) => {
      const s = transferSummary(data);
      setSummary(s);
      if (s.count) downloadCSV(transferCsv(data, periodEnd, translate), csvFileName(`settlement-transfer-${periodEnd}`));
    },
    onError: (err) => fail('klegal.settlements.transfer_failed', err),
  });
  return (
    <FormDialog
      open={open}
      busy={load.isPending}
      title={translate('klegal.settlements.transfer_title')}
      intro={translate('klegal.settlements.transfer_intro')}
      submit={translate('klegal.settlements.transfer_submit')}
      done={!!summary && summary.count > 0}
      onClose={onClose}
      onSubmit={() => {
        if (!isIsoDay(day)) return setError('klegal.settlements.errors.invalid_period');
        setError(null);
        setSummary(null);
        load.mutate(day);
      }}
    >
      <PeriodEndField
        value={day}
        onChange={(d) => {
          setDay(d);
          setSummary(null);
        }}
        error={error}
        disabled={!!summary && summary.count > 0}
      />
      {summary ? (
        <div role="status" data-testid="transfer-summary">
          {summary.count ? (
            <Alert severity="success" sx={{ mb: 1 }}>
              {translate('klegal.settlements.transfer_done', { count: formatNumber(summary.count), total: formatNumber(summary.total) })}
            </Alert>
          ) : (
            <Alert severity="info">{translate('klegal.settlements.transfer_empty')}</Alert>
          )}
          {summary.missing.length ? (
            <Alert severity="warning" data-testid="transfer-missing">
              {translate('klegal.settlements.transfer_missing', { count: summary.missing.length, names: summary.missing.join(', ') })}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </FormDialog>
  );
}
