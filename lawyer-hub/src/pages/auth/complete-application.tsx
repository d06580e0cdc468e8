// /lawyer-login/complete-application (issue 25): an account that applied as a lawyer but has no
// lawyer record (its certificate upload failed, or e-mail confirmation meant there was no session
// at sign-up) finishes its application here after signing in at /lawyer-login: names,
// qualification type, registration number and the certificate, checked against the bucket's
// rules first; then the sign-up's steps 2–4 (upload, profile names, lawyers row) and the dashboard
// as a pending lawyer. Other sessions are sent where they belong (a lawyer to the dashboard, no
// session to the log-in, anyone else home), as the portal's access check does.
import { UploadOutlined } from '@ant-design/icons';
import { QUALIFICATION_TYPES } from '@klegal/shared';
import { Button } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { Field, TextInput } from '../../components/form/fields.tsx';
import { FileButton } from '../../components/form/FileButton.tsx';
import { NativeSelect } from '../../components/form/NativeSelect.tsx';
import { FullPageSpin } from '../../components/FullPageSpin.tsx';
import { checkAccess, signOutLawyer } from '../../data/auth.ts';
import { applicantNames, finishApplication } from '../../data/signup.ts';
import { CERTIFICATE_ACCEPT, checkApplication, checkCertificate, signupErrorMessage, signupProblemMessage, type ApplicationValues, type QualificationType } from '../../domain/signup.ts';
import { messages as t } from '../../i18n/ko.ts';
import { ROUTES } from '../../providers/authProvider.ts';
import { setFlash } from '../../providers/flash.ts';
import { useToast } from '../../providers/notificationProvider.tsx';
import { AuthShell } from './AuthShell.tsx';

const s = t.signup;
const f = t.finish;

type TextKey = 'nameKorean' | 'nameEnglish' | 'registrationNumber';

export default function CompleteApplicationPage() {
  const [uid, setUid] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [v, setV] = useState<Omit<ApplicationValues, 'certificate'>>({ nameKorean: '', nameEnglish: '', qualificationType: 'bar_exam', registrationNumber: '' });
  const [file, setFile] = useState<File | null>(null);
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const set = <K extends keyof typeof v>(key: K, value: (typeof v)[K]) => setV((prev) => ({ ...prev, [key]: value }));

  useEffect(() => {
    let alive = true;
    void (async () => {
      const access = await checkAccess();
      if (!alive) return;
      if (access.kind === 'lawyer') return window.location.replace(ROUTES.dashboard);
      if (access.kind === 'no_session') return window.location.replace(ROUTES.login);
      if (access.kind !== 'applicant') {
        setFlash({ type: 'error', message: t.access.lawyersOnlyTitle, description: t.access.lawyersOnly });
        return window.location.replace(ROUTES.home);
      }
      const names = await applicantNames(access.uid).catch(() => ({ email: '', nameKorean: '', nameEnglish: '' }));
      if (!alive) return;
      setEmail(names.email);
      setV((prev) => ({ ...prev, nameKorean: names.nameKorean, nameEnglish: names.nameEnglish }));
      setUid(access.uid);
    })();
    return () => {
      alive = false;
    };
  }, []);

  const text = (key: TextKey, label: string, opts: { placeholder?: string; autoComplete?: string; maxLength?: number } = {}) => (
    <Field id={`finish-${key}`} label={label} required>
      <TextInput id={`finish-${key}`} value={v[key]} onValue={(x) => set(key, x)} placeholder={opts.placeholder} autoComplete={opts.autoComplete ?? 'off'} maxLength={opts.maxLength} aria-required="true" />
    </Field>
  );

  const onFile = (picked: File | null) => {
    setFile(picked);
    const problem = picked ? checkCertificate(picked) : null;
    if (problem) {
      const m = signupProblemMessage(problem, s.errors);
      toast({ key: 'finish', type: 'error', message: m.title, description: m.description });
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!uid) return;
    const problem = checkApplication({ ...v, certificate: file ? { name: file.name, type: file.type, size: file.size } : null });
    if (problem) {
      const m = signupProblemMessage(problem, s.errors);
      toast({ key: 'finish', type: 'error', message: m.title, description: m.description });
      return;
    }
    setPending(true);
    try {
      await finishApplication(uid, { ...v, certificate: file! });
      // a full page load: the portal starts again with the lawyer role the lawyers row gave
      setFlash({ type: 'success', message: s.successTitle, description: s.success });
      window.location.assign(ROUTES.dashboard);
    } catch (err) {
      setPending(false);
      toast({ key: 'finish', type: 'error', message: f.failedTitle, description: signupErrorMessage(err, s.errors) });
    }
  };

  const logout = async () => {
    await signOutLawyer().catch(() => undefined);
    window.location.assign(ROUTES.home);
  };

  if (!uid) return <FullPageSpin label={t.app.checkingAccess} />;

  return (
    <AuthShell title={f.title} subtitle={f.subtitle}>
      <p className="lh-muted" style={{ marginTop: 0 }}>
        {f.account}: <strong data-testid="finish-email">{email}</strong>
      </p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={f.title}>
        <fieldset disabled={pending} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          {text('nameKorean', s.nameKorean, { placeholder: s.nameKoreanPlaceholder, autoComplete: 'name', maxLength: 100 })}
          {text('nameEnglish', s.nameEnglish, { placeholder: s.nameEnglishPlaceholder, maxLength: 100 })}
          <Field id="finish-qualification" label={s.qualificationType} required>
            <NativeSelect
              id="finish-qualification"
              value={v.qualificationType}
              onChange={(x) => set('qualificationType', x as QualificationType)}
              options={QUALIFICATION_TYPES.map((q) => ({ value: q, label: s.qualificationOptions[q] }))}
            />
          </Field>
          {text('registrationNumber', s.registrationNumber, { placeholder: s.registrationNumberPlaceholder, maxLength: 50 })}
          <Field id="finish-certificate" label={s.certificate} required hint={s.certificateHint}>
            <FileButton id="finish-certificate" accept={CERTIFICATE_ACCEPT} label={s.certificateButton} icon={<UploadOutlined />} onFile={onFile} fileName={file?.name} describedBy="finish-certificate-hint" />
          </Field>
          <Button type="primary" htmlType="submit" size="large" block loading={pending}>
            {pending ? f.submitting : f.submit}
          </Button>
        </fieldset>
      </form>
      <div className="lh-auth-links">
        <Button type="link" size="small" onClick={() => void logout()} style={{ padding: 0 }}>
          {f.logout}
        </Button>
        <a href={ROUTES.home}>{t.login.toHome}</a>
      </div>
    </AuthShell>
  );
}
