// /admin/login (spec §2 "Administrator log-in", §7, §8 "Admin"): e-mail and password, both
// required. The auth provider signs out, clears storage, waits 100 ms, signs in and checks the
// admin role; a non-admin is signed out again and refused. Then the dashboard, or the console page
// that sent the admin here if it passes the shared redirect rule (afterLoginPath). An administrator
// with a verified authenticator app (issue 18) is then asked for its 6-digit code (second step;
// the session stays aal1, and useless to the database, until the code is verified).
import { useState, type FormEvent } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { AdminLoginError, AUTH_ERRORS } from '../providers/authProvider.ts';
import { useToast } from '../common/useToast.ts';
import { afterLoginPath } from './afterLogin.ts';
import { useMfaTexts } from '../security/mfaText.ts';
import { MfaStep } from '../security/MfaStep.tsx';

export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const location = useLocation();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  const mfaText = useMfaTexts();

  const emailMissing = touched && email.trim() === '';
  const passwordMissing = touched && password === '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    setError(null);
    if (email.trim() === '' || password === '') return;
    setBusy(true);
    try {
      // always an explicit path: react-admin would follow its location state unchecked
      await login({ email, password }, afterLoginPath(location.state));
      toast('klegal.login.success_title', 'klegal.login.success_body', 'success');
    } catch (err) {
      const key = err instanceof AdminLoginError ? err.key : AUTH_ERRORS.generic;
      if (key === AUTH_ERRORS.mfaRequired) {
        setCodeStep(true);
        setBusy(false);
        return;
      }
      setError(key);
      toast('klegal.login.failed_title', key, 'error');
      setBusy(false);
    }
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: '#eef1f8',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={2}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <Box
              aria-hidden
              sx={{ width: 40, height: 40, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center' }}
            >
              <LockIcon fontSize="small" />
            </Box>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {translate('klegal.login.title')}
            </Typography>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
            {translate('klegal.login.subtitle')}
          </Typography>
          {codeStep ? (
            <MfaStep
              texts={mfaText}
              onVerify={async (code) => {
                await login({ code }, afterLoginPath(location.state));
                toast('klegal.login.success_title', 'klegal.login.success_body', 'success');
              }}
              onCancel={() => {
                setCodeStep(false);
                setPassword('');
              }}
            />
          ) : (
          <form onSubmit={submit} noValidate aria-label={translate('klegal.login.title')}>
            <TextField
              label={translate('klegal.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              fullWidth
              margin="normal"
              error={emailMissing}
              helperText={emailMissing ? translate('klegal.login.required') : ' '}
              disabled={busy}
              autoFocus
            />
            <TextField
              label={translate('klegal.login.password')}
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              fullWidth
              margin="normal"
              error={passwordMissing}
              helperText={passwordMissing ? translate('klegal.login.required') : ' '}
              disabled={busy}
            />
            {error ? (
              <Alert severity="error" sx={{ mt: 1 }} role="alert">
                {translate(error)}
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
              {translate(busy ? 'klegal.login.submitting' : 'klegal.login.submit')}
            </Button>
          </form>
          )}
          <Box sx={{ mt: 3, textAlign: 'center' }}>
            <Link href="/" underline="hover">
              {translate('klegal.login.back_home')}
            </Link>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
