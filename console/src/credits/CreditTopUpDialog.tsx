// Credit top-up by an administrator (how lawyers obtain credits is otherwise undefined, spec §9):
// admin_top_up_credits adds the credits, writes the ledger row and the audit log.
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import { formatNumber } from '../common/format.ts';
import { useErrorToast, useToast } from '../common/useToast.ts';
import { LawyerPicker } from './LawyerPicker.tsx';
import { validateTopUp, type TopUpErrors, NOTE_MAX, topUpAmount } from './creditRules.ts';

export interface TopUpLawyer {
  id: string;
  name: string;
  credits: number;
}

export default function CreditTopUpDialog({ open, onClose, lawyer }: { open: boolean; onClose: () => void; lawyer?: TopUpLawyer }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [picked, setPicked] = useState<TopUpLawyer | null>(lawyer ?? null);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<TopUpErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setPicked(lawyer ?? null);
      setAmount('');
      setNote('');
      setErrors({});
    }
  }, [open, lawyer]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const errs = validateTopUp({ lawyerId: picked?.id ?? null, amount, note });
    setErrors(errs);
    if (Object.keys(errs).length || !picked) return;
    setBusy(true);
    try {
      const { data: balance } = await dataProvider.topUpCredits(picked.id, topUpAmount(amount), note);
      toast('klegal.credits.success_title', 'klegal.credits.success_body', 'success', { balance: formatNumber(balance) });
      refresh();
      onClose();
    } catch (err) {
      errorToast('klegal.credits.failed_title', err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="top-up-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="top-up-title">{translate('klegal.credits.top_up_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2">{translate('klegal.credits.top_up_intro')}</DialogContentText>
          {lawyer ? (
            <Typography sx={{ mt: 2, fontWeight: 600 }}>{lawyer.name}</Typography>
          ) : (
            <LawyerPicker value={picked} onChange={setPicked} error={errors.lawyer} />
          )}
          {picked ? (
            <Typography variant="body2" color="text.secondary">
              {translate('klegal.credits.current_balance', { amount: formatNumber(picked.credits) })}
            </Typography>
          ) : null}
          <TextField
            label={translate('klegal.credits.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            error={!!errors.amount}
            helperText={errors.amount ? translate(errors.amount) : ' '}
            autoFocus={!!lawyer}
          />
          <TextField
            label={translate('klegal.credits.note')}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            fullWidth
            margin="normal"
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            error={!!errors.note}
            helperText={errors.note ? translate(errors.note) : ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('klegal.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}>
            {translate('klegal.credits.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
