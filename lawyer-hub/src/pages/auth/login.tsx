// /lawyer-login: email and password; a session that already belongs to a lawyer goes straight to
// the dashboard. On success a full page navigation to /lawyer/dashboard with '로그인 성공'.
import { useLogin, useNotification } from '@refinedev/core';
import { Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { checkAccess } from '../../data/auth.ts';
import { messages as t } from '../../i18n/ko.ts';
import { ROUTES } from '../../providers/authProvider.ts';
import { setFlash } from '../../providers/flash.ts';
import { AuthShell } from './AuthShell.tsx';
import { FullPageSpin } from '../../components/access/LawyerAccess.tsx';

interface LoginValues {
  email: string;
  password: string;
}

export default function LoginPage() {
  const [checking, setChecking] = useState(true);
  const { mutate: login, isPending } = useLogin<LoginValues>();
  const { open } = useNotification();
  const [form] = Form.useForm<LoginValues>();

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

  const onFinish = (values: LoginValues) => {
    if (!values.email?.trim() || !values.password) {
      open?.({ key: 'login', type: 'error', message: t.login.errors.failedTitle, description: t.login.errors.required });
      return;
    }
    login(values, {
      onSuccess: (r) => {
        if (!r.success) return;
        setFlash({ type: 'success', message: t.login.successTitle, description: t.login.success });
        window.location.assign(ROUTES.dashboard);
      },
    });
  };

  if (checking) return <FullPageSpin label={t.app.checkingAccess} />;

  return (
    <AuthShell title={t.login.title} subtitle={t.login.subtitle}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={isPending}>
        <Form.Item label={t.login.email} name="email">
          <Input type="email" autoComplete="email" inputMode="email" size="large" autoFocus />
        </Form.Item>
        <Form.Item label={t.login.password} name="password">
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
          {isPending ? t.login.submitting : t.login.submit}
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
