// /lawyer-signup: the application form. Checks run in the spec's order (first failure stops,
// shown as a toast; the certificate also against the bucket's type and size limit, so nothing is
// created for a file it would refuse); then the auth provider's register: sign-up, certificate
// upload, profile update, lawyers row; success toast and the dashboard. With e-mail confirmation
// on, the application is finished after the first log-in; a taken e-mail is pointed to the log-in,
// which finishes an application that stopped (issue 25).
import { UploadOutlined } from '@ant-design/icons';
import { QUALIFICATION_TYPES } from '@klegal/shared';
import { Alert, Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckboxLabel, Field, PasswordInput, TextInput } from '../../components/form/fields.tsx';
import { FileButton } from '../../components/form/FileButton.tsx';
import { NativeSelect } from '../../components/form/NativeSelect.tsx';
import { CERTIFICATE_ACCEPT, checkCertificate, checkSignup, signupProblemMessage, type QualificationType, type SignupValues } from '../../domain/signup.ts';
import { messages as t } from '../../i18n/ko.ts';
import { authProvider, ROUTES } from '../../providers/authProvider.ts';
import { useToast } from '../../providers/notificationProvider.tsx';
import { AuthShell } from './AuthShell.tsx';

const s = t.signup;

type TextKey = 'nameKorean' | 'nameEnglish' | 'email' | 'password' | 'passwordConfirm' | 'registrationNumber';

export default function SignupPage() {
  const [v, setV] = useState<Omit<SignupValues, 'certificate'>>({
    nameKorean: '',
    nameEnglish: '',
    email: '',
    password: '',
    passwordConfirm: '',
    qualificationType: 'bar_exam',
    registrationNumber: '',
    agreeTerms: false,
    agreePrivacy: false,
  });
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const [taken, setTaken] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const set = <K extends keyof typeof v>(key: K, value: (typeof v)[K]) => setV((prev) => ({ ...prev, [key]: value }));

  const text = (key: TextKey, label: string, opts: { placeholder?: string; type?: string; autoComplete?: string; maxLength?: number } = {}) => (
    <Field id={`signup-${key}`} label={label} required>
      {opts.type === 'password' ? (
        <PasswordInput id={`signup-${key}`} value={v[key]} onValue={(x) => set(key, x)} placeholder={opts.placeholder} autoComplete={opts.autoComplete} aria-required="true" />
      ) : (
        <TextInput
          id={`signup-${key}`}
          value={v[key]}
          onValue={(x) => set(key, x)}
          type={opts.type ?? 'text'}
          inputMode={opts.type === 'email' ? 'email' : undefined}
          placeholder={opts.placeholder}
          autoComplete={opts.autoComplete ?? 'off'}
          maxLength={opts.maxLength}
          aria-required="true"
        />
      )}
    </Field>
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTaken(false);
    const values: SignupValues = { ...v, certificate: file ? { name: file.name, type: file.type, size: file.size } : null };
    const problem = checkSignup(values);
    if (problem) {
      const m = signupProblemMessage(problem, s.errors);
      toast({ key: 'signup', type: 'error', message: m.title, description: m.description });
      return;
    }
    setPending(true);
    const r = await authProvider.register!({
      nameKorean: v.nameKorean,
      nameEnglish: v.nameEnglish,
      email: v.email,
      password: v.password,
      qualificationType: v.qualificationType,
      registrationNumber: v.registrationNumber,
      certificate: file!,
    });
    setPending(false);
    if (r.success) {
      const note = r.successNotification ?? { message: s.successTitle, description: s.success };
      toast({ key: 'signup', type: 'success', message: note.message, description: note.description });
      navigate(r.redirectTo ?? ROUTES.dashboard);
    } else {
      setTaken(r.alreadyRegistered === true);
      toast({ key: 'signup', type: 'error', message: r.error?.name ?? s.errors.failedTitle, description: r.error?.message ?? s.errors.generic });
    }
  };

  /** A refused file is said at once (and again on submit, in the spec's order). */
  const onFile = (f: File | null) => {
    setFile(f);
    const problem = f ? checkCertificate(f) : null;
    if (problem) {
      const m = signupProblemMessage(problem, s.errors);
      toast({ key: 'signup', type: 'error', message: m.title, description: m.description });
    }
  };

  return (
    <AuthShell title={s.title} subtitle={s.subtitle} wide>
      <div className="lh-auth-grid">
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={s.title}>
          <fieldset disabled={pending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            {text('nameKorean', s.nameKorean, { placeholder: s.nameKoreanPlaceholder, autoComplete: 'name', maxLength: 100 })}
            {text('nameEnglish', s.nameEnglish, { placeholder: s.nameEnglishPlaceholder, maxLength: 100 })}
            {text('email', s.email, { type: 'email', placeholder: s.emailPlaceholder, autoComplete: 'email' })}
            {text('password', s.password, { type: 'password', placeholder: s.passwordPlaceholder, autoComplete: 'new-password' })}
            {text('passwordConfirm', s.passwordConfirm, { type: 'password', placeholder: s.passwordConfirmPlaceholder, autoComplete: 'new-password' })}
            <Field id="signup-qualification" label={s.qualificationType} required>
              <NativeSelect
                id="signup-qualification"
                value={v.qualificationType}
                onChange={(x) => set('qualificationType', x as QualificationType)}
                options={QUALIFICATION_TYPES.map((q) => ({ value: q, label: s.qualificationOptions[q] }))}
              />
            </Field>
            {text('registrationNumber', s.registrationNumber, { placeholder: s.registrationNumberPlaceholder, maxLength: 50 })}
            <Field id="signup-certificate" label={s.certificate} required hint={s.certificateHint}>
              <FileButton id="signup-certificate" accept={CERTIFICATE_ACCEPT} label={s.certificateButton} icon={<UploadOutlined />} onFile={onFile} fileName={file?.name} describedBy="signup-certificate-hint" />
            </Field>
            <div style={{ display: 'grid', gap: 8, margin: '4px 0 20px' }}>
              <CheckboxLabel checked={v.agreeTerms} onChange={(x) => set('agreeTerms', x)}>
                {s.agreeTerms} <span className="lh-muted">{t.common.required}</span>
              </CheckboxLabel>
              <CheckboxLabel checked={v.agreePrivacy} onChange={(x) => set('agreePrivacy', x)}>
                {s.agreePrivacy} <span className="lh-muted">{t.common.required}</span>
              </CheckboxLabel>
            </div>
            {taken && (
              <Alert
                type="info"
                showIcon
                role="status"
                style={{ marginBottom: 16 }}
                message={s.alreadyRegisteredHint}
                description={<Link to={ROUTES.login}>{s.toLoginToFinish}</Link>}
              />
            )}
            <Button type="primary" htmlType="submit" size="large" block loading={pending}>
              {pending ? s.submitting : s.submit}
            </Button>
          </fieldset>
          <p className="lh-muted" style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            {s.haveAccount} <Link to={ROUTES.login}>{s.toLogin}</Link>
          </p>
        </form>
        <aside aria-labelledby="approval-steps">
          <h2 className="lh-h" id="approval-steps" style={{ fontSize: 18 }}>
            {s.stepsTitle}
          </h2>
          <ol className="lh-steps">
            {s.steps.map((step) => (
              <li key={step.title}>
                <div>
                  <strong>{step.title}</strong>
                  <span>{step.description}</span>
                </div>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </AuthShell>
  );
}
