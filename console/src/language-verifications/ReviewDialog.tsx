// Verify or reject one declared language after the interview (issue 29, item 2):
// admin_review_lawyer_language with the level the administrator saw, so a level the lawyer changed
// meanwhile is refused (level_changed) instead of verified unseen. A rejection needs a note, which
// the lawyer receives (bell + e-mail).
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField, Typography } from '@mui/material';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import { useErrorToast, useToast } from '../common/useToast.ts';
import type { LanguageVerificationRecord } from '../types.ts';
import { REVIEW_NOTE_MAX, reviewRefusal, validateReviewNote, type ReviewDecision } from './review.ts';

export function languageName(r: LanguageVerificationRecord): string {
  return r.lawyer_languages?.languages?.name_korean ?? r.language_id;
}

export function lawyerName(r: LanguageVerificationRecord): string {
  const p = r.lawyer_languages?.lawyers?.profiles;
  return p?.name_korean || p?.name_english || p?.email || r.lawyer_id.slice(0, 8);
}

export default function ReviewDialog({ record, decision, onClose }: { record: LanguageVerificationRecord; decision: ReviewDecision | null; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const errorToast = useErrorToast();
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (decision) {
      setNote('');
      setSubmitted(false);
    }
  }, [decision]);

  if (!decision) return null;
  const problem = submitted ? validateReviewNote(decision, note) : null;
  const vars = { lawyer: lawyerName(record), language: languageName(record), level: translate(`klegal.language_reviews.level.${record.level}`) };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    if (!decision || validateReviewNote(decision, note)) return;
    setBusy(true);
    try {
      await dataProvider.reviewLawyerLanguage(record, decision === 'verify', note.trim());
      toast(`klegal.language_reviews.${decision === 'verify' ? 'verified' : 'rejected'}`, null, 'success', vars);
      refresh();
      onClose();
    } catch (err) {
      errorToast('klegal.language_reviews.failed', err, reviewRefusal(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="language-review-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="language-review-title">{translate(`klegal.language_reviews.${decision}_title`, vars)}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2">{translate(`klegal.language_reviews.${decision}_intro`)}</DialogContentText>
          <Typography sx={{ mt: 2, fontWeight: 600 }}>{`${vars.lawyer} · ${vars.language} (${vars.level})`}</Typography>
          <TextField
            label={translate('klegal.language_reviews.note')}
            name="note"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required={decision === 'reject'}
            fullWidth
            margin="normal"
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: REVIEW_NOTE_MAX } }}
            error={!!problem}
            helperText={problem ? translate(problem, { max: REVIEW_NOTE_MAX }) : translate(`klegal.language_reviews.note_hint_${decision}`)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('klegal.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={decision === 'verify' ? 'primary' : 'error'} disabled={busy}
            startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}>
            {translate(`klegal.language_reviews.${decision}`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
