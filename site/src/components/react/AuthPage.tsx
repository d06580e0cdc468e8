// /auth: client log-in and sign-up on one page (spec §2, §5, §7, §8), and "Forgot your password?"
// (?mode=forgot: the address to send a reset link to; the answer is the same whether an account
// exists or not). A visitor who already has a session is sent on. After log-in a full page
// navigation sends lawyers to /lawyer/dashboard and everyone else to ?next= (same-site paths only)
// or /. The reset link leads to /auth/reset-password (ResetPasswordPage.tsx), carrying ?next=.
// Errors: the spec's notification, and each error under its field with focus on the first
// (FieldError.tsx); a birth date must be between 1900-01-01 and today (issue 15).
import { useEffect, useId, useState, type FormEvent } from 'react';
import { clientLogInSchema, clientSignUpSchema, firstIssueMessage, passwordResetRequestSchema, SIGN_UP_MESSAGES } from '@shared/schemas.ts';
import { EARLIEST_BIRTH_DATE, isBirthDateRefusal, latestBirthDate } from '@shared/birthDate.ts';
import { fetchCategories } from '../../lib/api/reference.ts';
import { insert, update } from '../../lib/api/rest.ts';
import type { Category } from '../../lib/api/types.ts';
import { getAuthClient } from '../../lib/auth/client.ts';
import { safeNext } from '../../lib/auth/next.ts';
import { clearBrowserStorage, fetchRoles, readStoredSession } from '../../lib/auth/session.ts';
import { useI18n } from '../../lib/i18n/react.ts';
import { localePath, type Lang } from '../../lib/i18n/locale.ts';
import { localizeMessage } from '../../lib/i18n/validation.ts';
import { categoryName } from '../../lib/i18n/names.ts';
import { toast, toastAfterNavigation } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/react/hooks.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PasswordField } from './PasswordField.tsx';
import { FieldError, issuesByField, useFieldErrors, type FieldErrors } from './FieldError.tsx';

type Mode = 'login' | 'signup' | 'forgot';

/** The fields that can be invalid, by the id suffix of their control. */
type AuthField = 'login-email' | 'login-password' | 'forgot-email' | 'name' | 'email' | 'password' | 'phone' | 'birth' | 'gender' | 'nationality' | 'privacy';

const SIGNUP_FIELDS: Record<string, AuthField> = { name: 'name', email: 'email', password: 'password', phone: 'phone', birthDate: 'birth', gender: 'gender', nationality: 'nationality' };
const byPath = (map: Record<string, AuthField>) => (path: readonly PropertyKey[]): AuthField | null => map[String(path[0] ?? '')] ?? null;

export const RESET_PASSWORD_PATH = '/auth/reset-password';

/** Where the e-mailed reset link leads: the new-password page in the page's language on this origin, keeping ?next=. */
export function resetRedirectUrl(origin: string, next: string, lang: Lang = 'en'): string {
  const home = localePath(lang, '/');
  return `${origin}${localePath(lang, RESET_PASSWORD_PATH)}${next === home || next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`;
}

export { safeNext };

export const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  phone: string;
  birthDate: string;
  gender: '' | 'male' | 'female' | 'other';
  nationality: string;
  interestCategories: string[];
}

/** The browser's IANA time zone, or undefined where the browser cannot tell. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

const EMPTY_SIGNUP: SignUpValues = { name: '', email: '', password: '', phone: '', birthDate: '', gender: '', nationality: '', interestCategories: [] };

/** The profile columns a sign-up fills, only those with a value (spec §5). */
export function profileUpdate(v: SignUpValues): Record<string, unknown> {
  const out: Record<string, unknown> = { name_english: v.name.trim() };
  if (v.phone.trim()) out.phone = v.phone.trim();
  if (v.birthDate) out.birth_date = v.birthDate;
  if (v.gender) out.gender = v.gender;
  if (v.nationality.trim()) out.nationality = v.nationality.trim();
  if (v.interestCategories.length) out.interest_categories = v.interestCategories;
  return out;
}

export default function AuthPage() {
  return (
    <ErrorBoundary>
      <Auth />
    </ErrorBoundary>
  );
}

function Auth() {
  const { t, lang } = useI18n();
  const uid = useId();
  const id = (n: string) => `${uid}-${n}`;
  const [mode, setMode] = useState<Mode>('login');
  const [next, setNext] = useState(() => localePath(lang, '/'));
  const [login, setLogin] = useState({ email: '', password: '' });
  const [signup, setSignup] = useState<SignUpValues>(EMPTY_SIGNUP);
  const [privacy, setPrivacy] = useState(false);
  const [categories, setCategories] = useState<Category[]>([]);
  const [busy, setBusy] = useState(false);
  const [forgotEmail, setForgotEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const hydrated = useHydrated();
  const fe = useFieldErrors<AuthField>(id);
  /** A schema message in the page's language: the toast and the field say the same. */
  const say = (message: string | null | undefined) => localizeMessage(t, message);
  const err = (field: AuthField) => <FieldError id={fe.errorId(field)} message={fe.errors[field]} />;

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const target = safeNext(params.get('next'));
    setNext(target);
    const m = params.get('mode');
    if (m === 'signup' || m === 'forgot') setMode(m);
    if (m === 'forgot') setForgotEmail(params.get('email') ?? '');
    if (readStoredSession()) {
      window.location.replace(target);
      return;
    }
    fetchCategories().then(
      (all) => setCategories(all.filter((c) => !c.description)),
      (e: unknown) => console.error('Failed to load categories', e),
    );
  }, []);

  const switchMode = (m: Mode) => {
    setMode(m);
    setSentTo(null);
    fe.clear();
    if (m === 'forgot') setForgotEmail(login.email);
    const url = new URL(window.location.href);
    if (m === 'login') url.searchParams.delete('mode');
    else url.searchParams.set('mode', m);
    url.searchParams.delete('email');
    window.history.replaceState(null, '', url);
  };

  async function onForgot(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = passwordResetRequestSchema.safeParse({ email: forgotEmail });
    if (!parsed.success) {
      fe.show(issuesByField(parsed.error.issues, byPath({ email: 'forgot-email' }), say));
      toast({ variant: 'destructive', title: t('auth.inputError'), description: say(firstIssueMessage(parsed)) });
      return;
    }
    setBusy(true);
    try {
      const { error } = await getAuthClient().resetPasswordForEmail(parsed.data.email, {
        redirectTo: resetRedirectUrl(window.location.origin, next, lang),
      });
      if (error) throw error;
      setSentTo(parsed.data.email);
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      toast({ variant: 'destructive', title: t('auth.resetFailed'), description: message || t('auth.resetFailedText') });
    } finally {
      setBusy(false);
    }
  }

  async function onLogin(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = clientLogInSchema.safeParse(login);
    if (!parsed.success) {
      fe.show(issuesByField(parsed.error.issues, byPath({ email: 'login-email', password: 'login-password' }), say));
      toast({ variant: 'destructive', title: t('auth.inputError'), description: say(firstIssueMessage(parsed)) });
      return;
    }
    setBusy(true);
    try {
      const client = getAuthClient();
      await client.signOut().catch(() => undefined);
      clearBrowserStorage();
      await wait(100);
      const { data, error } = await client.signInWithPassword({ email: parsed.data.email, password: parsed.data.password });
      if (error) throw error;
      const user = data.user ?? data.session?.user;
      if (!user || !data.session) throw new Error(t('auth.loginFailedText'));
      let isLawyer = false;
      try {
        isLawyer = (await fetchRoles(user.id, data.session.access_token)).includes('lawyer');
      } catch (roleError) {
        console.error('Failed to read roles', roleError);
      }
      toastAfterNavigation({ title: t('auth.loginSuccess'), description: t('auth.loginSuccessText') });
      window.location.assign(isLawyer ? '/lawyer/dashboard' : next);
    } catch (err) {
      setBusy(false);
      const message = err instanceof Error ? err.message : '';
      const wrong = /invalid login credentials/i.test(message);
      // wrong e-mail or password: said at the password, where the visitor types again
      if (wrong) fe.show({ 'login-password': t('auth.invalidCredentials') });
      toast({
        variant: 'destructive',
        title: t('auth.loginFailed'),
        description: wrong ? t('auth.invalidCredentials') : message || t('auth.loginFailedText'),
      });
    }
  }

  async function onSignup(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const parsed = clientSignUpSchema.safeParse(signup);
    if (!privacy || !parsed.success) {
      // every error at its field, focus on the first; the toast as the spec has it (privacy first)
      const errors: FieldErrors<AuthField> = parsed.success ? {} : issuesByField(parsed.error.issues, byPath(SIGNUP_FIELDS), say);
      if (!privacy) errors.privacy = t('auth.privacyRequiredText');
      fe.show(errors);
      if (!privacy) toast({ variant: 'destructive', title: t('auth.privacyRequired'), description: t('auth.privacyRequiredText') });
      else toast({ variant: 'destructive', title: t('auth.inputError'), description: say(firstIssueMessage(parsed)) });
      return;
    }
    setBusy(true);
    try {
      const client = getAuthClient();
      const fields = profileUpdate(signup);
      const { data, error } = await client.signUp({
        email: parsed.data.email,
        password: parsed.data.password,
        // locale and time_zone: the language client e-mails are written in and the local time
        // they give next to KST (profiles.preferred_locale, profiles.time_zone)
        options: { data: { name: parsed.data.name, ...fields, locale: lang, time_zone: browserTimeZone() } },
      });
      if (error) throw error;
      if (!data.user) {
        setBusy(false);
        toast({ variant: 'destructive', title: t('auth.signupFailed'), description: t('auth.signupNoUser') });
        return;
      }
      if (!data.session) {
        // e-mail confirmation required: the profile was filled from the sign-up metadata
        setBusy(false);
        switchMode('login');
        toast({ title: t('auth.signupSuccess'), description: t('auth.checkEmail') });
        return;
      }
      const token = data.session.access_token;
      await update('profiles', { id: `eq.${data.user.id}` }, fields, { token });
      await insert('user_roles', { user_id: data.user.id, role: 'client' }, { token }).catch((roleError: unknown) => {
        // already a client (e.g. a retried sign-up) is fine
        if (!(roleError instanceof Error && /duplicate|already exists|23505|409/i.test(`${roleError.message} ${(roleError as { code?: string }).code ?? ''}`))) throw roleError;
      });
      toastAfterNavigation({ title: t('auth.signupSuccess'), description: t('auth.signupSuccessText') });
      window.location.assign(next);
    } catch (err) {
      setBusy(false);
      const message = err instanceof Error ? err.message : '';
      const code = (err as { code?: string }).code ?? '';
      if (isBirthDateRefusal(err)) {
        // the database's rule (the form checks it first): at the field
        fe.show({ birth: say(SIGN_UP_MESSAGES.birthDate) });
        toast({ variant: 'destructive', title: t('auth.inputError'), description: say(SIGN_UP_MESSAGES.birthDate) });
        return;
      }
      toast({
        variant: 'destructive',
        title: t('auth.signupFailed'),
        description: /already registered/i.test(message) || code === 'user_already_exists' ? t('auth.alreadyRegistered') : message || t('auth.signupFailedText'),
      });
    }
  }

  const req = <span className="req" aria-hidden="true">*</span>;

  return (
    <div className="card">
      <div className="segmented" role="group" aria-label={t('auth.mode')}>
        <button type="button" aria-pressed={mode === 'login'} onClick={() => switchMode('login')}>{t('auth.login')}</button>
        <button type="button" aria-pressed={mode === 'signup'} onClick={() => switchMode('signup')}>{t('auth.signup')}</button>
      </div>

      {mode === 'forgot' ? (
        sentTo ? (
          <div role="status" aria-labelledby={id('sent-title')}>
            <h2 id={id('sent-title')}>{t('auth.checkInboxTitle')}</h2>
            <p>{t('auth.checkInboxText', { email: sentTo })}</p>
            <div className="form-actions">
              <button type="button" className="btn btn-primary btn-lg btn-block" onClick={() => switchMode('login')}>{t('auth.backToLogin')}</button>
            </div>
          </div>
        ) : (
          <form noValidate onSubmit={(e) => void onForgot(e)} aria-labelledby={id('forgot-title')}>
            <h2 id={id('forgot-title')}>{t('auth.forgotTitle')}</h2>
            <p className="muted" id={id('forgot-text')}>{t('auth.forgotText')}</p>
            <fieldset disabled={!hydrated}>
              <div className="form-grid">
                <div className="field">
                  <label htmlFor={id('forgot-email')}>{t('auth.email')}{req}</label>
                  <input id={id('forgot-email')} className="input" type="email" autoComplete="email" required maxLength={255} {...fe.props('forgot-email', id('forgot-text'))} value={forgotEmail} onChange={(e) => { setForgotEmail(e.target.value); fe.clear('forgot-email'); }} />
                  {err('forgot-email')}
                </div>
              </div>
              <div className="form-actions">
                <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>{busy ? t('auth.working') : t('auth.sendResetLink')}</button>
              </div>
              <p className="hint" style={{ textAlign: 'center', marginTop: '1rem' }}>
                <button type="button" className="link-button" onClick={() => switchMode('login')}>{t('auth.backToLogin')}</button>
              </p>
            </fieldset>
          </form>
        )
      ) : mode === 'login' ? (
        <form noValidate onSubmit={(e) => void onLogin(e)} aria-labelledby={id('login-title')}>
          <h2 id={id('login-title')}>{t('auth.loginTitle')}</h2>
          <fieldset disabled={!hydrated}>
          <div className="form-grid">
            <div className="field">
              <label htmlFor={id('login-email')}>{t('auth.email')}{req}</label>
              <input id={id('login-email')} className="input" type="email" autoComplete="email" required {...fe.props('login-email')} value={login.email} onChange={(e) => { setLogin({ ...login, email: e.target.value }); fe.clear('login-email'); }} />
              {err('login-email')}
            </div>
            <div className="field">
              <label htmlFor={id('login-password')}>{t('auth.password')}{req}</label>
              <PasswordField id={id('login-password')} autoComplete="current-password" required {...fe.props('login-password')} value={login.password} onValue={(v) => { setLogin({ ...login, password: v }); fe.clear('login-password'); }} />
              {err('login-password')}
              <p className="hint">
                <a href={localePath(lang, '/auth?mode=forgot')} onClick={(e) => { e.preventDefault(); switchMode('forgot'); }}>{t('auth.forgotPassword')}</a>
              </p>
            </div>
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>{busy ? t('auth.working') : t('auth.submitLogin')}</button>
          </div>
          </fieldset>
        </form>
      ) : (
        <form noValidate onSubmit={(e) => void onSignup(e)} aria-labelledby={id('signup-title')}>
          <h2 id={id('signup-title')}>{t('auth.signupTitle')}</h2>
          <fieldset disabled={!hydrated}>
          <div className="form-grid cols-2">
            <div className="field">
              <label htmlFor={id('name')}>{t('auth.name')}{req}</label>
              <input id={id('name')} className="input" autoComplete="name" required maxLength={100} {...fe.props('name')} value={signup.name} onChange={(e) => { setSignup({ ...signup, name: e.target.value }); fe.clear('name'); }} />
              {err('name')}
            </div>
            <div className="field">
              <label htmlFor={id('email')}>{t('auth.email')}{req}</label>
              <input id={id('email')} className="input" type="email" autoComplete="email" required maxLength={255} {...fe.props('email')} value={signup.email} onChange={(e) => { setSignup({ ...signup, email: e.target.value }); fe.clear('email'); }} />
              {err('email')}
            </div>
            <div className="field">
              <label htmlFor={id('password')}>{t('auth.password')}{req}</label>
              <PasswordField id={id('password')} autoComplete="new-password" required minLength={8} maxLength={100} {...fe.props('password', id('password-hint'))} value={signup.password} onValue={(v) => { setSignup({ ...signup, password: v }); fe.clear('password'); }} />
              <p className="hint" id={id('password-hint')}>{t('auth.passwordHint')}</p>
              {err('password')}
            </div>
            <div className="field">
              <label htmlFor={id('phone')}>{t('auth.phone')}</label>
              <input id={id('phone')} className="input" type="tel" autoComplete="tel" maxLength={50} {...fe.props('phone')} value={signup.phone} onChange={(e) => { setSignup({ ...signup, phone: e.target.value }); fe.clear('phone'); }} />
              {err('phone')}
            </div>
            <div className="field">
              <label htmlFor={id('birth')}>{t('auth.birthDate')}</label>
              <input id={id('birth')} className="input" type="date" autoComplete="bday" min={EARLIEST_BIRTH_DATE} max={latestBirthDate()} {...fe.props('birth')} value={signup.birthDate} onChange={(e) => { setSignup({ ...signup, birthDate: e.target.value }); fe.clear('birth'); }} />
              {err('birth')}
            </div>
            <div className="field">
              <label htmlFor={id('gender')}>{t('auth.gender')}</label>
              <select id={id('gender')} className="select" {...fe.props('gender')} value={signup.gender} onChange={(e) => { setSignup({ ...signup, gender: e.target.value as SignUpValues['gender'] }); fe.clear('gender'); }}>
                <option value="">{t('common.select')}</option>
                <option value="male">{t('auth.male')}</option>
                <option value="female">{t('auth.female')}</option>
                <option value="other">{t('auth.other')}</option>
              </select>
              {err('gender')}
            </div>
            <div className="field span-2">
              <label htmlFor={id('nationality')}>{t('auth.nationality')}</label>
              <input id={id('nationality')} className="input" autoComplete="country-name" maxLength={100} {...fe.props('nationality')} value={signup.nationality} onChange={(e) => { setSignup({ ...signup, nationality: e.target.value }); fe.clear('nationality'); }} />
              {err('nationality')}
            </div>
            <fieldset className="span-2">
              <legend>{t('auth.interests')}</legend>
              <div className="interest-grid">
                {categories.map((c) => (
                  <label key={c.id} className="choice">
                    <input
                      type="checkbox"
                      checked={signup.interestCategories.includes(c.id)}
                      onChange={(e) =>
                        setSignup({
                          ...signup,
                          interestCategories: e.target.checked ? [...signup.interestCategories, c.id] : signup.interestCategories.filter((x) => x !== c.id),
                        })
                      }
                    />
                    {/* the name in the page's language; the spec lists them by Korean name, kept beside it */}
                    {lang === 'ko' ? c.name_korean : <>{categoryName(t, c)} <span className="muted" lang="ko">{c.name_korean}</span></>}
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="span-2">
              <label className="choice">
                <input id={id('privacy')} type="checkbox" required checked={privacy} {...fe.props('privacy')} onChange={(e) => { setPrivacy(e.target.checked); if (e.target.checked) fe.clear('privacy'); }} />
                <span>{t('auth.privacy')}{req}</span>
              </label>
              <p className="hint" style={{ marginLeft: '1.7rem' }}>
                <a href={localePath(lang, '/privacy-policy')} target="_blank" rel="noopener">{t('auth.privacyLink')}</a>
              </p>
              {err('privacy')}
            </div>
          </div>
          <div className="form-actions">
            <button type="submit" className="btn btn-primary btn-lg btn-block" disabled={busy}>{busy ? t('auth.working') : t('auth.submitSignup')}</button>
          </div>
          </fieldset>
        </form>
      )}

      <div className="auth-links">
        <span className="muted">{t('auth.lawyerQuestion')}</span>
        <a href="/lawyer-login">{t('auth.lawyerLogin')}</a>
        <a href="/lawyer-signup">{t('auth.lawyerSignup')}</a>
      </div>
    </div>
  );
}
