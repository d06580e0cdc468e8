// The frame of the 정산 dialogs: a titled MUI dialog around a form, with its intro, fields,
// cancel and submit (busy while the call runs; the dialog cannot be dismissed then).
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

export interface FormDialogProps {
  open: boolean;
  busy: boolean;
  title: string;
  intro: string;
  submit: string;
  submitColor?: 'primary' | 'warning';
  /** hides the submit button (a result is shown instead) */
  done?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormDialog({ open, busy, title, intro, submit, submitColor = 'primary', done, onSubmit, onClose, children }: FormDialogProps) {
  const translate = useTranslate();
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <form
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (!busy && !done) onSubmit();
        }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 1 }}>{intro}</DialogContentText>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate(done ? 'klegal.common.close' : 'klegal.common.cancel')}
          </Button>
          {done ? null : (
            <Button type="submit" variant="contained" color={submitColor} disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}>
              {submit}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
