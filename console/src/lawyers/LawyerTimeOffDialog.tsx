// Time off added by an administrator on the lawyer's behalf (issue 27; admin_add_lawyer_time_off:
// the lawyer's own checks, audited with the administrator as actor). The dialog's own state,
// checked by availabilityRules' validateTimeOff as the other console dialogs do (CreditTopUpDialog):
// nothing flagged before the first submit; a refusal of the database names its field.
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import { useErrorToast, useToast } from '../common/useToast.ts';
import { TIME_OFF_NOTE_MAX, timeOffRefusal, validateTimeOff, type TimeOffErrors } from './availabilityRules.ts';

export interface TimeOffLawyer {
  id: string;
  name: string;
}

export default function LawyerTimeOffDialog({ open, onClose, lawyer }: { open: boolean; onClose: () => void; lawyer: TimeOffLawyer }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [values, setValues] = useState({ from_date: '', to_date: '', note: '' });
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState<TimeOffErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setValues({ from_date: '', to_date: '', note: '' });
      setSubmitted(false);
      setRefused({});
    }
  }, [open]);

  const errors: TimeOffErrors = { ...(submitted ? validateTimeOff(values) : {}), ...refused };
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setRefused({});
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateTimeOff(values)).length) return;
    setBusy(true);
    try {
      await dataProvider.addLawyerTimeOff(lawyer.id, values.from_date, values.to_date, values.note);
      toast('klegal.availability.added_title', 'klegal.availability.added_body', 'success', { from: values.from_date, to: values.to_date });
      refresh();
      onClose();
    } catch (err) {
      const r = timeOffRefusal(err);
      if (r?.field) setRefused({ [r.field]: r.key });
      errorToast('klegal.availability.add_failed', err, r?.key);
    } finally {
      setBusy(false);
    }
  }

  const helper = (f: keyof TimeOffErrors) => (errors[f] ? translate(errors[f]!, { max: TIME_OFF_NOTE_MAX }) : ' ');
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="time-off-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="time-off-title">{translate('klegal.availability.add_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2">{translate('klegal.availability.add_intro')}</DialogContentText>
          <Typography sx={{ mt: 2, fontWeight: 600 }}>{lawyer.name}</Typography>
          <TextField
            label={translate('klegal.availability.from_date')}
            type="date"
            name="from_date"
            value={values.from_date}
            onChange={set('from_date')}
            required
            fullWidth
            margin="normal"
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!errors.from_date}
            helperText={helper('from_date')}
            autoFocus
          />
          <TextField
            label={translate('klegal.availability.to_date')}
            type="date"
            name="to_date"
            value={values.to_date}
            onChange={set('to_date')}
            required
            fullWidth
            margin="normal"
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!errors.to_date}
            helperText={helper('to_date')}
          />
          <TextField
            label={translate('klegal.availability.note')}
            name="note"
            value={values.note}
            onChange={set('note')}
            fullWidth
            margin="normal"
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: TIME_OFF_NOTE_MAX } }}
            error={!!errors.note}
            helperText={errors.note ? helper('note') : translate('klegal.availability.note_hint')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('klegal.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}>
            {translate('klegal.availability.add_submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
