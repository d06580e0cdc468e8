// /lawyer-login/reset-password: where the e-mailed recovery link lands. The Supabase client takes
// the recovery session from the URL fragment when it starts (detectSessionInUrl; PASSWORD_RECOVERY);
// the lawyer types a new password twice (at least 8 characters) and is signed in with it, then goes
// to the dashboard. A used, expired or missing link says so and offers a new one.
import { Button } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field, PasswordInput } from '../../components/form/fields.tsx';
import { FullPageSpin } from '../../components/FullPageSpin.tsx';
import { onPasswordRecovery, recoverySession } from '../../data/auth.ts';
import { tokenMethod } from '../../domain/passwordReset.ts';
import { messages as t } from '../../i18n/ko.ts';
import { authProvider, ROUTES } from '../../providers/authProvider.ts';
import { setFlash } from '../../providers/flash.ts';
import { useToast } from '../../providers/notificationProvider.tsx';
import { AuthShell } from './AuthShell.tsx';

type State = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'form'; email: string };

export default function ResetPasswordPage() {
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pending, setPending] = useState(false);
  const toast = useToast();

  useEffect(() => {
    // Read before the client clears the fragment (it keeps an error fragment).
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const linkError = fragment.get('error_code') ?? fragment.get('error');
    let recovery = fragment.get('type') === 'recovery';
    const unsubscribe = onPasswordRecovery(() => {
      recovery = true;
    });
    let alive = true;
    void recoverySession((token) => recovery || tokenMethod(token) === 'recovery').then(
      (s) => {
        if (!alive) return;
        if (linkError) window.history.replaceState(null, '', window.location.pathname);
        setState(!linkError && s ? { kind: 'form', email: s.email } : { kind: 'invalid' });
      },
      () => alive && setState({ kind: 'invalid' }),
    );
    return () => {
      alive = false;
      unsubscribe();
    };
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    const r = await authProvider.updatePassword!({ password, confirmPassword: confirm });
    if (r.success) {
      const note = r.successNotification;
      if (note) setFlash({ type: 'success', message: note.message, description: note.description });
      window.location.assign(r.redirectTo ?? ROUTES.dashboard);
      return;
    }
    setPending(false);
    if (r.redirectTo === ROUTES.resetPassword) {
      setState({ kind: 'invalid' });
      return;
    }
    toast({ key: 'reset', type: 'error', message: r.error?.name ?? t.reset.errors.saveTitle, description: r.error?.message ?? t.reset.errors.save });
  };

  if (state.kind === 'checking') return <FullPageSpin label={t.reset.checking} />;

  if (state.kind === 'invalid') {
    return (
      <AuthShell title={t.reset.invalidTitle}>
        <p role="alert">{t.reset.invalid}</p>
        <Link to={ROUTES.forgotPassword} className="ant-btn ant-btn-primary ant-btn-lg ant-btn-block" style={{ marginTop: 8 }}>
          {t.reset.requestNew}
        </Link>
        <div className="lh-auth-links">
          <Link to={ROUTES.login}>{t.reset.backToLogin}</Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t.reset.newTitle} subtitle={t.reset.newSubtitle(state.email)}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset disabled={pending} style={{ border: 0, margin: 0, padding: 0 }}>
          {/* lets password managers file the new password under the right account */}
          <input type="email" autoComplete="username" value={state.email} readOnly hidden />
          <Field id="reset-password" label={t.reset.password}>
            <PasswordInput id="reset-password" className="lh-input lh-input-lg" autoComplete="new-password" placeholder={t.reset.passwordPlaceholder} value={password} onValue={setPassword} autoFocus />
          </Field>
          <Field id="reset-confirm" label={t.reset.confirm}>
            <PasswordInput id="reset-confirm" className="lh-input lh-input-lg" autoComplete="new-password" placeholder={t.reset.confirmPlaceholder} value={confirm} onValue={setConfirm} />
          </Field>
          <Button type="primary" htmlType="submit" size="large" block loading={pending} style={{ marginTop: 8 }}>
            {pending ? t.reset.saving : t.reset.save}
          </Button>
        </fieldset>
      </form>
    </AuthShell>
  );
}
