// "지급 완료": admin_mark_settlement_paid(statement_id, transfer_reference) for a closed or failed
// statement; the reference is required (checked here and by the function: reference_required).
import { useEffect, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ConsoleDataProvider } from '../../providers/dataProvider.ts';
import { formatNumber } from '../../common/format.ts';
import { useToast } from '../../common/useToast.ts';
import { REFERENCE_MAX, requiredText, settlementErrorMessage } from '../rules.ts';
import { lawyerName, type StatementRecord } from '../types.ts';
import { FormDialog } from './FormDialog.tsx';
import { useSettlementFailure } from './useSettlementFailure.ts';

export default function MarkPaidDialog({ open, onClose, statement }: { open: boolean; onClose: () => void; statement: StatementRecord }) {
  const translate = useTranslate();
  const dp = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const fail = useSettlementFailure();
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReference('');
      setError(null);
    }
  }, [open]);
  const mark = useMutation({
    mutationFn: (ref: string) => dp.markSettlementPaid(statement.id, ref),
    onSuccess: () => {
      toast('klegal.settlements.paid_done');
      refresh();
      onClose();
    },
    onError: (err) => {
      // the field's own refusal next to the field, any other as a toast
      if (settlementErrorMessage(err)?.key === 'klegal.settlements.errors.reference_required') setError('klegal.settlements.errors.reference_required');
      else fail('klegal.settlements.paid_failed', err);
    },
  });
  return (
    <FormDialog
      open={open}
      busy={mark.isPending}
      title={translate('klegal.settlements.paid_title')}
      intro={translate('klegal.settlements.paid_intro', { name: lawyerName(statement), amount: formatNumber(statement.payout_amount) })}
      submit={translate('klegal.settlements.mark_paid')}
      onClose={onClose}
      onSubmit={() => {
        const problem = requiredText(reference, REFERENCE_MAX, 'reference_required');
        setError(problem);
        if (!problem) mark.mutate(reference.trim());
      }}
    >
      <TextField
        label={translate('klegal.settlements.reference')}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        required
        fullWidth
        autoFocus
        margin="normal"
        slotProps={{ htmlInput: { maxLength: REFERENCE_MAX, autoComplete: 'off' } }}
        error={!!error}
        helperText={error ? translate(error) : ' '}
      />
    </FormDialog>
  );
}
