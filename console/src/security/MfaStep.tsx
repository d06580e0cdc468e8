// The log-in's second step: the 6-digit code of the administrator's authenticator app.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { AdminLoginError, AUTH_ERRORS } from '../providers/authProvider.ts';
import { normalizeCode } from './mfa.ts';
import type { MfaTexts } from './mfaText.ts';

export function MfaStep({ texts, onVerify, onCancel }: { texts: MfaTexts; onVerify: (code: string) => Promise<void>; onCancel: () => void }) {
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const digits = normalizeCode(code);
    if (!digits) {
      setError(texts.invalidCode);
      return;
    }
    setBusy(true);
    try {
      await onVerify(digits);
    } catch (err) {
      setError(err instanceof AdminLoginError && err.key === AUTH_ERRORS.mfaInvalid ? texts.invalidCode : texts.failed);
      setCode('');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={texts.loginTitle}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {texts.loginTitle}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {texts.loginBody}
      </Typography>
      <TextField
        label={texts.code}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        fullWidth
        margin="normal"
        disabled={busy}
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
      />
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        sx={{ mt: 2 }}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : null}
      >
        {texts.loginSubmit}
      </Button>
      <Box sx={{ mt: 1, textAlign: 'center' }}>
        <Button size="small" onClick={onCancel} disabled={busy}>
          {texts.loginOther}
        </Button>
      </Box>
    </form>
  );
}
