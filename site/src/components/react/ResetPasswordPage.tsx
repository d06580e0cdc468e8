// /auth/reset-password: where the e-mailed recovery link lands. The auth client (detectSessionInUrl)
// takes the recovery session from the URL fragment (#access_token=…&type=recovery; it emits
// PASSWORD_RECOVERY and clears the fragment); the visitor then chooses a new password (the sign-up
// rule, 8 to 100 characters, typed twice), is signed in with it, and goes on like after a log-in:
// lawyers to /lawyer/dashboard, everyone else to ?next= (the shared redirect rule) or /.
// A used, expired or missing link (#error_code=otp_expired, or no recovery session) says so and
// offers a new one.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { firstIssueMessage, newPasswordSchema, SIGN_UP_MESSAGES } from '@shared/schemas.ts';
import { getAuthClient } from '../../lib/auth/client.ts';
import { safeNext } from '../../lib/auth/next.ts';
import { fetchRoles } from '../../lib/auth/session.ts';
import { useI18n } from '../../lib/i18n/react.ts';
import { useHydrated } from '../../lib/react/hooks.ts';
import { toast, toastAfterNavigation } from '../../lib/toast.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PasswordField } from './PasswordField.tsx';
import { link } from '../../lib/i18n/index.ts';
import { localizeMessage } from '../../lib/i18n/validation.ts';

type State = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'form'; email: string };

/** The authentication method of an access token (its `amr` claim), e.g. 'recovery' or 'password'. */
export function tokenMethod(accessToken: string): string | null {
  try {
    const part = accessToken.split('.')[1] ?? '';
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const claims = JSON.parse(json) as { amr?: { method?: string }[] };
    return claims.amr?.[0]?.method ?? null;
  } catch {
    return null;
  }
}

export default function ResetPasswordPage() {
  return (
    <ErrorBoundary>
      <ResetPassword />
    </ErrorBoundary>
  );
}

function ResetPassword() {
  const { t } = useI18n();
  const uid = useId();
  const id = (n: string) => `${uid}-${n}`;
  const hydrated = useHydrated();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [next, setNext] = useState('/');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setNext(safeNext(new URLSearchParams(window.location.search).get('next')));
    // Read before the auth client consumes (and clears) the fragment.
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const linkError = fragment.get('error_code') ?? fragment.get('error');
    let recovery = fragment.get('type') === 'recovery';
    const client = getAuthClient();
    const { data: sub } = client.onAuthStateChange((event) => {
      if (event === 'PASSWORD_RECOVERY') recovery = true;
    });
    let alive = true;
    void client.getSession().then(({ data }) => {
      if (!alive) return;
      const session = data.session;
      if (linkError) window.history.replaceState(null, '', window.location.pathname + window.location.search);
      if (linkError || !session || !(recovery || tokenMethod(session.access_token) === 'recovery')) {
        setState({ kind: 'invalid' });
        return;
      }
      setState({ kind: 'form', email: session.user.email ?? '' });
    }, () => alive && setState({ kind: 'invalid' }));
    return () => {
      alive = false;
      sub.subscription.unsubscribe();
    };
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = newPasswordSchema.safeParse({ password, confirm });
    if (!parsed.success) {
      const message = firstIssueMessage(parsed) ?? '';
      toast({
        variant: 'destructive',
        title: t('auth.inputError'),
        description: localizeMessage(t, message),
      });
      return;
    }
    setBusy(true);
    try {
      const client = getAuthClient();
      const { data, error } = await client.updateUser({ password: parsed.data.password });
      if (error) throw error;
      const { data: current } = await client.getSession();
      let isLawyer = false;
      try {
        isLawyer = (await fetchRoles(data.user.id, current.session?.access_token)).includes('lawyer');
      } catch (roleError) {
        console.error('Failed to read roles', roleError);
      }
      toastAfterNavigation({ title: t('auth.passwordUpdated'), description: t('auth.passwordUpdatedText') });
      window.location.assign(isLawyer ? '/lawyer/dashboard' : next);
    } catch (err) {
      setBusy(false);
      const code = (err as { code?: string }).code ?? '';
      const name = (err as { name?: string }).name ?? '';
      if (name === 'AuthSessionMissingError' || code === 'session_not_found' || code === 'bad_jwt') {
        setState({ kind: 'invalid' });
        return;
      }
      const message = err instanceof Error ? err.message : '';
      toast({
        variant: 'destructive',
        title: t('auth.updateFailed'),
        description: code === 'same_password' ? t('auth.samePassword') : code === 'weak_password' ? localizeMessage(t, SIGN_UP_MESSAGES.passwordShort) : message || t('auth.updateFailed'),
      });
    }
  }

  const retryHref = `${link('/auth')}?mode=forgot${next === link('/') ? '' : `&next=${encodeURIComponent(next)}`}`;
  const req = <span className="req" aria-hidden="true">*</span>;

  if (state.kind === 'checking') {
    return (
      <div className="card" aria-busy="true">
        <h2>{t('auth.newPasswordTitle')}</h2>
        <p className="muted" role="status">{t('auth.checkingLink')}</p>
      </div>
    );
  }

  if (state.kind === 'invalid') {
    return (
      <div className="card" role="alert">
        <h2>{t('auth.linkInvalidTitle')}</h2>
        <p>{t('auth.linkInvalidText')}</p>
        <div className="form-actions">
          <a className="btn btn-primary btn-lg btn-block" href={retryHref}>{t('auth.requestNewLink')}</a>
        </div>
      </div>
    );
  }

  return (
    <div className="card">
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={id('title')}>
        <h2 id={id('title')}>{t('auth.newPasswordTitle')}</h2>
        <p className="muted">{t('auth.newPasswordText', { email: state.email })}</p>
        <fieldset disabled={!hydrated}>
          {/* lets password managers file the new password under the right account */}
          <input type="email" autoComplete="username" value={state.email} readOnly hidden />
          <div className="form-grid">
            <div className="field">
              <label htmlFor={id('password')}>{t('auth.newPassword')}{req}</label>
              <PasswordField id={id('password')} autoComplete="new-password" required minLength={8} maxLength={100} aria-describedby={id('hint')} value={password} onValue={setPassword} />
              <p className="hint" id={id('hint')}>{t('auth.passwordHint')}</p>
            </div>
            <div className="field">
              <label htmlFor={id('confirm')}>{t('auth.confirmPassword')}{req}</label>
              <PasswordField id={id('confirm')} autoComplete="new-password" required maxLength={100} value={confirm} onValue={setConfirm} />
            </div>
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>{busy ? t('auth.working') : t('auth.savePassword')}</button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
