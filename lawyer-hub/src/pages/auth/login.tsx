// /lawyer-login: email and password; a session that already belongs to a lawyer goes straight to
// the dashboard. The sign-in itself is the auth provider's login (sign out, clear storage, 100 ms,
// sign in, lawyer role check). On success a full page navigation to /lawyer/dashboard (or to a
// same-site ?to=, see afterLoginPath), where the toast '로그인 성공' / '변호사 대시보드로 이동합니다.' is shown.
// "비밀번호를 잊으셨나요?" leads to /lawyer-login/forgot-password. An account that applied as a
// lawyer and has no lawyer record yet goes to /lawyer-login/complete-application to finish (issue 25).
import { Button } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field, PasswordInput, TextInput } from '../../components/form/fields.tsx';
import { FullPageSpin } from '../../components/FullPageSpin.tsx';
import { checkAccess } from '../../data/auth.ts';
import { messages as t } from '../../i18n/ko.ts';
import { afterLoginPath, authProvider, ROUTES } from '../../providers/authProvider.ts';
import { setFlash } from '../../providers/flash.ts';
import { useToast } from '../../providers/notificationProvider.tsx';
import { AuthShell } from './AuthShell.tsx';
import { koreanError } from '../../domain/errors.ts';

/** Refine's name for the page to return to after log-in (checked by afterLoginPath). */
const toParam = () => new URLSearchParams(window.location.search).get('to');

export default function LoginPage() {
  const [checking, setChecking] = useState(true);
  const [pending, setPending] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const toast = useToast();

  useEffect(() => {
    let alive = true;
    void checkAccess().then((a) => {
      if (!alive) return;
      if (a.kind === 'lawyer') window.location.replace(afterLoginPath(toParam()));
      else if (a.kind === 'applicant') window.location.replace(ROUTES.completeApplication);
      else setChecking(false);
    });
    return () => {
      alive = false;
    };
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    try {
      const r = await authProvider.login({ email, password, to: toParam() });
      if (r.success && r.redirectTo === ROUTES.completeApplication) {
        setFlash({ type: 'info', message: t.finish.noticeTitle, description: t.finish.notice });
        window.location.assign(ROUTES.completeApplication);
        return;
      }
      if (r.success) {
        setFlash({ type: 'success', message: t.login.successTitle, description: t.login.success });
        window.location.assign(r.redirectTo ?? ROUTES.dashboard);
        return;
      }
      toast({ key: 'login', type: 'error', message: r.error?.name ?? t.login.errors.failedTitle, description: r.error?.message ?? t.login.errors.generic });
    } catch (err) {
      toast({ key: 'login', type: 'error', message: t.login.errors.failedTitle, description: err ? koreanError(err).message : t.login.errors.generic });
    }
    setPending(false);
  };

  if (checking) return <FullPageSpin label={t.app.checkingAccess} />;

  return (
    <AuthShell title={t.login.title} subtitle={t.login.subtitle}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset disabled={pending} style={{ border: 0, margin: 0, padding: 0 }}>
          <Field id="login-email" label={t.login.email}>
            <TextInput id="login-email" className="lh-input-lg" type="email" inputMode="email" autoComplete="email" value={email} onValue={setEmail} autoFocus />
          </Field>
          <Field id="login-password" label={t.login.password}>
            <PasswordInput id="login-password" className="lh-input lh-input-lg" autoComplete="current-password" value={password} onValue={setPassword} />
          </Field>
          <p style={{ margin: '-4px 0 12px', textAlign: 'right' }}>
            <Link to={`${ROUTES.forgotPassword}${email.trim() ? `?email=${encodeURIComponent(email.trim())}` : ''}`}>{t.reset.forgotLink}</Link>
          </p>
          <Button type="primary" htmlType="submit" size="large" block loading={pending} style={{ marginTop: 8 }}>
            {pending ? t.login.submitting : t.login.submit}
          </Button>
        </fieldset>
      </form>
      <p className="lh-muted" style={{ textAlign: 'center', marginTop: 20, marginBottom: 0 }}>
        {t.login.noAccount} <Link to={ROUTES.signup}>{t.login.toSignup}</Link>
      </p>
      <div className="lh-auth-links">
        <a href={ROUTES.clientLogin}>{t.login.toClientLogin}</a>
        <a href={ROUTES.home}>{t.login.toHome}</a>
      </div>
    </AuthShell>
  );
}
