// "정산 조정": admin_adjust_settlement(lawyer_id, amount, reason, booking_id?) adds a correcting
// line to the lawyer's open statement (lines are never edited); a reason is required; audited.
import { useEffect, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ConsoleDataProvider } from '../../providers/dataProvider.ts';
import type { LawyerRecord } from '../../types.ts';
import { RecordPicker } from '../../common/RecordPicker.tsx';
import { useToast } from '../../common/useToast.ts';
import { adjustAmount, REASON_MAX, validateAdjust, type AdjustErrors } from '../rules.ts';
import { lawyerOption } from '../types.ts';
import { FormDialog } from './FormDialog.tsx';
import { useSettlementFailure } from './useSettlementFailure.ts';

export default function AdjustDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dp = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const fail = useSettlementFailure();
  const [lawyer, setLawyer] = useState<LawyerRecord | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [booking, setBooking] = useState('');
  const [errors, setErrors] = useState<AdjustErrors>({});
  useEffect(() => {
    if (open) {
      setLawyer(null);
      setAmount('');
      setReason('');
      setBooking('');
      setErrors({});
    }
  }, [open]);
  const adjust = useMutation({
    mutationFn: (v: { lawyerId: string; amount: number; reason: string; bookingId: string | null }) => dp.adjustSettlement(v.lawyerId, v.amount, v.reason, v.bookingId),
    onSuccess: () => {
      toast('klegal.settlements.adjust_done');
      refresh();
      onClose();
    },
    onError: (err) => fail('klegal.settlements.adjust_failed', err),
  });
  const t = (k?: string) => (k ? translate(k) : ' ');
  return (
    <FormDialog
      open={open}
      busy={adjust.isPending}
      title={translate('klegal.settlements.adjust_title')}
      intro={translate('klegal.settlements.adjust_intro')}
      submit={translate('klegal.settlements.adjust')}
      onClose={onClose}
      onSubmit={() => {
        const input = { lawyerId: lawyer ? String(lawyer.id) : null, amount, reason, bookingId: booking };
        const errs = validateAdjust(input);
        setErrors(errs);
        if (Object.keys(errs).length || !lawyer) return;
        adjust.mutate({ lawyerId: String(lawyer.id), amount: adjustAmount(amount)!, reason: reason.trim(), bookingId: booking.trim() || null });
      }}
    >
      <RecordPicker<LawyerRecord>
        resource="lawyers"
        sort={{ field: 'profiles.name_korean', order: 'ASC' }}
        optionText={lawyerOption}
        value={lawyer}
        onChange={setLawyer}
        label={translate('resources.settlements.fields.lawyer')}
        placeholder={translate('klegal.settlements.lawyer_search')}
        error={errors.lawyer ? translate(errors.lawyer) : undefined}
        textFieldProps={{ margin: 'normal', required: true, fullWidth: true, helperText: ' ' }}
      />
      <TextField
        label={translate('klegal.settlements.adjust_amount')}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        required
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        error={!!errors.amount}
        helperText={t(errors.amount)}
      />
      <TextField
        label={translate('klegal.settlements.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        error={!!errors.reason}
        helperText={t(errors.reason)}
      />
      <TextField
        label={translate('klegal.settlements.adjust_booking')}
        value={booking}
        onChange={(e) => setBooking(e.target.value)}
        fullWidth
        margin="normal"
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
        error={!!errors.booking}
        helperText={t(errors.booking)}
      />
    </FormDialog>
  );
}
