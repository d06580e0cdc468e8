// /admin/security "보안 (2단계 인증)" (issue 18): the administrator enrols an authenticator app
// (QR code and setup key, then a code to verify it), sees the enrolled apps and removes one.
// Enrolling makes every later session need the code (the database requires aal2 for admin actions
// once a verified factor exists); removing a verified app needs a session verified with a code.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import type { Factor } from '@supabase/supabase-js';
import { getSupabase } from '../providers/supabase.ts';
import { SectionCard } from '../common/SectionCard.tsx';
import { useToast } from '../common/useToast.ts';
import { normalizeCode } from './mfa.ts';
import { useMfaTexts } from './mfaText.ts';
import { PageTitle } from '../common/PageTitle.tsx';

interface Enrolment {
  id: string;
  qr: string;
  secret: string;
}

export default function SecurityPage() {
  const t = useMfaTexts();
  const toast = useToast();
  const auth = getSupabase().auth;
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const { data, error: e } = await auth.mfa.listFactors();
    if (e) {
      setError(t.failed);
      return;
    }
    setFactors(data.all.filter((f) => f.factor_type === 'totp' && f.status === 'verified'));
  }, [auth, t.failed]);

  useEffect(() => {
    void reload();
  }, [reload]);

  async function start() {
    setBusy(true);
    setError(null);
    // a half-finished enrolment of an earlier visit would block the same name
    const { data: list } = await auth.mfa.listFactors();
    for (const f of list?.all ?? []) {
      if (f.status === 'unverified') await auth.mfa.unenroll({ factorId: f.id });
    }
    const { data, error: e } = await auth.mfa.enroll({ factorType: 'totp', friendlyName: name.trim() || `${t.defaultName} ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`, issuer: 'K-Legal' });
    setBusy(false);
    if (e || !data || data.type !== 'totp') {
      setError((e as { code?: string } | null)?.code === 'insufficient_aal' ? t.needAal2 : t.failed);
      return;
    }
    setEnrolment({ id: data.id, qr: data.totp.qr_code, secret: data.totp.secret });
  }

  async function verify(e: FormEvent) {
    e.preventDefault();
    if (!enrolment) return;
    const digits = normalizeCode(code);
    if (!digits) {
      setError(t.invalidCode);
      return;
    }
    setBusy(true);
    setError(null);
    const r = await auth.mfa.challengeAndVerify({ factorId: enrolment.id, code: digits });
    setBusy(false);
    if (r.error) {
      setError((r.error as { code?: string }).code === 'mfa_verification_failed' ? t.invalidCode : t.failed);
      return;
    }
    setEnrolment(null);
    setCode('');
    setName('');
    toast(t.enrolled, null, 'success');
    await reload();
  }

  async function cancel() {
    if (enrolment) await auth.mfa.unenroll({ factorId: enrolment.id });
    setEnrolment(null);
    setCode('');
    setError(null);
  }

  async function remove(f: Factor) {
    if (!window.confirm(t.removeConfirm)) return;
    setBusy(true);
    setError(null);
    const r = await auth.mfa.unenroll({ factorId: f.id });
    if (r.error) {
      setBusy(false);
      setError((r.error as { code?: string }).code === 'insufficient_aal' ? t.needAal2 : t.failed);
      return;
    }
    // the session is aal1 again in the database's eyes once refreshed
    await auth.refreshSession();
    setBusy(false);
    toast(t.removed, null, 'success');
    await reload();
  }

  return (
    <Box sx={{ maxWidth: 760, mt: 2 }}>
      <PageTitle title={t.title} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t.intro}
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      ) : null}
      <SectionCard title={t.factors} id="mfa-factors">
        {factors === null ? (
          <CircularProgress size={20} aria-label="loading" />
        ) : factors.length === 0 ? (
          <Typography variant="body2">{t.none}</Typography>
        ) : (
          <List dense aria-labelledby="mfa-factors">
            {factors.map((f) => (
              <ListItem
                key={f.id}
                secondaryAction={
                  <Button color="error" size="small" onClick={() => void remove(f)} disabled={busy}>
                    {t.remove}
                  </Button>
                }
              >
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                      {f.friendly_name || t.defaultName}
                      <Chip size="small" color="success" label={t.verified} />
                    </Box>
                  }
                  secondary={`${t.created}: ${new Date(f.created_at).toLocaleString()}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </SectionCard>
      <SectionCard title={t.add} id="mfa-add">
        {enrolment ? (
          <form onSubmit={verify} noValidate aria-label={t.add}>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t.scan}
            </Typography>
            <Box component="img" src={enrolment.qr} alt="QR" sx={{ width: 200, height: 200, display: 'block', mb: 1, bgcolor: '#fff' }} />
            <Typography variant="caption" color="text.secondary" component="div">
              {t.secret}
            </Typography>
            <Typography data-testid="mfa-secret" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}>
              {enrolment.secret}
            </Typography>
            <TextField
              label={t.code}
              name="code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="one-time-code"
              disabled={busy}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
              sx={{ mr: 1 }}
            />
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button type="submit" variant="contained" disabled={busy}>
                {t.verify}
              </Button>
              <Button onClick={() => void cancel()} disabled={busy}>
                {t.cancel}
              </Button>
            </Box>
          </form>
        ) : (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField label={t.name} name="friendly_name" value={name} onChange={(e) => setName(e.target.value)} size="small" disabled={busy} />
            <Button variant="contained" onClick={() => void start()} disabled={busy}>
              {t.add}
            </Button>
          </Box>
        )}
      </SectionCard>
    </Box>
  );
}
