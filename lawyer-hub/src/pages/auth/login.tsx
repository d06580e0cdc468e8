// /lawyer-login: email and password; a session that already belongs to a lawyer goes straight to
// the dashboard. The sign-in itself is the auth provider's login (sign out, clear storage, 100 ms,
// sign in, lawyer role check). On success a full page navigation to /lawyer/dashboard, where the
// toast '로그인 성공' / '변호사 대시보드로 이동합니다.' is shown.
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FullPageSpin } from '../../components/FullPageSpin.tsx';
import { checkAccess } from '../../data/auth.ts';
import { messages as t } from '../../i18n/ko.ts';
import { authProvider, ROUTES } from '../../providers/authProvider.ts';
import { setFlash } from '../../providers/flash.ts';
import { useToast } from '../../providers/notificationProvider.tsx';
import { AuthShell } from './AuthShell.tsx';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const [checking, setChecking] = useState(true);
  const [pending, setPending] = useState(false);
  const toast = useToast();

  useEffect(() => {
    let alive = true;
    void checkAccess().then((a) => {
      if (!alive) return;
      if (a.kind === 'lawyer') window.location.replace(ROUTES.dashboard);
      else setChecking(false);
    });
    return () => {
      alive = false;
    };
  }, []);

  const onFinish = async (values: LoginValues) => {
    setPending(true);
    try {
      const r = await authProvider.login(values);
      if (r.success) {
        setFlash({ type: 'success', message: t.login.successTitle, description: t.login.success });
        window.location.assign(ROUTES.dashboard);
        return;
      }
      toast({ key: 'login', type: 'error', message: r.error?.name ?? t.login.errors.failedTitle, description: r.error?.message ?? t.login.errors.generic });
    } catch (e) {
      toast({ key: 'login', type: 'error', message: t.login.errors.failedTitle, description: (e as Error).message || t.login.errors.generic });
    }
    setPending(false);
  };

  if (checking) return <FullPageSpin label={t.app.checkingAccess} />;

  return (
    <AuthShell title={t.login.title} subtitle={t.login.subtitle}>
      <Form<LoginValues> layout="vertical" onFinish={(v) => void onFinish(v)} requiredMark={false} disabled={pending}>
        <Form.Item label={t.login.email} name="email">
          <Input type="email" autoComplete="email" inputMode="email" size="large" autoFocus />
        </Form.Item>
        <Form.Item label={t.login.password} name="password">
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={pending}>
          {pending ? t.login.submitting : t.login.submit}
        </Button>
      </Form>
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
