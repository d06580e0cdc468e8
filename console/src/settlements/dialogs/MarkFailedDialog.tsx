// "지급 실패": admin_mark_settlement_failed(statement_id, reason) for a closed statement; the
// database flags it to every administrator as a failed refund is (결제 이벤트, 정산 지급 실패).
import { useEffect, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ConsoleDataProvider } from '../../providers/dataProvider.ts';
import { formatNumber } from '../../common/format.ts';
import { useToast } from '../../common/useToast.ts';
import { REASON_MAX, requiredText } from '../rules.ts';
import { lawyerName, type StatementRecord } from '../types.ts';
import { FormDialog } from './FormDialog.tsx';
import { useSettlementFailure } from './useSettlementFailure.ts';

export default function MarkFailedDialog({ open, onClose, statement }: { open: boolean; onClose: () => void; statement: StatementRecord }) {
  const translate = useTranslate();
  const dp = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const fail = useSettlementFailure();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setReason('');
      setError(null);
    }
  }, [open]);
  const mark = useMutation({
    mutationFn: (why: string) => dp.markSettlementFailed(statement.id, why),
    onSuccess: () => {
      toast('klegal.settlements.failed_done', null, 'warning');
      refresh();
      onClose();
    },
    onError: (err) => fail('klegal.settlements.failed_failed', err),
  });
  return (
    <FormDialog
      open={open}
      busy={mark.isPending}
      title={translate('klegal.settlements.failed_title')}
      intro={translate('klegal.settlements.failed_intro', { name: lawyerName(statement), amount: formatNumber(statement.payout_amount) })}
      submit={translate('klegal.settlements.mark_failed')}
      submitColor="warning"
      onClose={onClose}
      onSubmit={() => {
        const problem = requiredText(reason, REASON_MAX, 'reason_required');
        setError(problem);
        if (!problem) mark.mutate(reason.trim());
      }}
    >
      <TextField
        label={translate('klegal.settlements.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        fullWidth
        autoFocus
        multiline
        minRows={2}
        margin="normal"
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        error={!!error}
        helperText={error ? translate(error) : ' '}
      />
    </FormDialog>
  );
}
