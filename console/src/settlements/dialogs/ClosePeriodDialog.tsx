// "기간 마감": close_settlement_period(period_end) for the day entered (by default the last day of
// the previous month, KST); the counts it returns are shown in the toast.
import { useEffect, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { ConsoleDataProvider } from '../../providers/dataProvider.ts';
import { formatNumber } from '../../common/format.ts';
import { useToast } from '../../common/useToast.ts';
import { isIsoDay, previousMonthEnd } from '../rules.ts';
import { FormDialog } from './FormDialog.tsx';
import { PeriodEndField } from './PeriodEndField.tsx';
import { useSettlementFailure } from './useSettlementFailure.ts';

export default function ClosePeriodDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const fail = useSettlementFailure();
  const [day, setDay] = useState(previousMonthEnd());
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setDay(previousMonthEnd());
      setError(null);
    }
  }, [open]);
  const close = useMutation({
    mutationFn: (periodEnd: string) => dp.closeSettlementPeriod(periodEnd),
    onSuccess: ({ data }) => {
      const args = { date: data.closed_through, statements: formatNumber(data.closed_statements), entries: formatNumber(data.closed_entries) };
      toast('klegal.settlements.closed_title', data.already_closed ? 'klegal.settlements.already_closed_body' : 'klegal.settlements.closed_body', 'success', args);
      refresh();
      onClose();
    },
    onError: (err) => fail('klegal.settlements.close_failed', err),
  });
  return (
    <FormDialog
      open={open}
      busy={close.isPending}
      title={translate('klegal.settlements.close_title')}
      intro={translate('klegal.settlements.close_intro')}
      submit={translate('klegal.settlements.close_submit')}
      onClose={onClose}
      onSubmit={() => {
        if (!isIsoDay(day)) return setError('klegal.settlements.errors.invalid_period');
        setError(null);
        close.mutate(day);
      }}
    >
      <PeriodEndField value={day} onChange={setDay} error={error} />
    </FormDialog>
  );
}
