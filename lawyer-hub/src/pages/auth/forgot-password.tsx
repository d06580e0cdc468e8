// /lawyer-login/forgot-password: "비밀번호를 잊으셨나요?" — the address to send a reset link to. The
// answer is the same whether an account exists for it or not (the auth server answers alike).
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Field, TextInput } from '../../components/form/fields.tsx';
import { messages as t } from '../../i18n/ko.ts';
import { authProvider, ROUTES } from '../../providers/authProvider.ts';
import { useToast } from '../../providers/notificationProvider.tsx';
import { AuthShell } from './AuthShell.tsx';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState(() => new URLSearchParams(window.location.search).get('email') ?? '');
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const toast = useToast();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setPending(true);
    const r = await authProvider.forgotPassword!({ email });
    setPending(false);
    if (r.success) setSentTo(email.trim());
    else toast({ key: 'forgot', type: 'error', message: r.error?.name ?? t.reset.errors.sendTitle, description: r.error?.message ?? t.reset.errors.send });
  };

  if (sentTo) {
    return (
      <AuthShell title={t.reset.sentTitle}>
        <p role="status">{t.reset.sent(sentTo)}</p>
        <div className="lh-auth-links">
          <Link to={ROUTES.login}>{t.reset.backToLogin}</Link>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t.reset.requestTitle} subtitle={t.reset.requestSubtitle}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <fieldset disabled={pending} style={{ border: 0, margin: 0, padding: 0 }}>
          <Field id="forgot-email" label={t.reset.email}>
            <TextInput id="forgot-email" className="lh-input-lg" type="email" inputMode="email" autoComplete="email" value={email} onValue={setEmail} autoFocus />
          </Field>
          <Button type="primary" htmlType="submit" size="large" block loading={pending} style={{ marginTop: 8 }}>
            {pending ? t.reset.sending : t.reset.send}
          </Button>
        </fieldset>
      </form>
      <div className="lh-auth-links">
        <Link to={ROUTES.login}>{t.reset.backToLogin}</Link>
      </div>
    </AuthShell>
  );
}
