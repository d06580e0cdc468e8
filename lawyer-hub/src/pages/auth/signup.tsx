// /lawyer-signup: the application form. Checks run in the spec's order (first failure stops,
// shown as a toast); then sign-up, certificate upload, profile update, lawyers row.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input } from 'antd';
import { FileButton } from '../../components/form/FileButton.tsx';
import { NativeSelect } from '../../components/form/NativeSelect.tsx';
import { useState } from 'react';
import { CERTIFICATE_ACCEPT, checkSignup, signupProblemMessage, type QualificationType, type SignupValues } from '../../domain/signup.ts';
import { messages as t } from '../../i18n/ko.ts';
import { authProvider, ROUTES } from '../../providers/authProvider.ts';
import { useToast } from '../../providers/notificationProvider.tsx';
import { Link, useNavigate } from 'react-router';
import { AuthShell } from './AuthShell.tsx';
import { QUALIFICATION_TYPES } from '@klegal/shared';

type FormValues = Omit<SignupValues, 'certificate'>;

const INITIAL: Partial<FormValues> = { qualificationType: 'bar_exam', agreeTerms: false, agreePrivacy: false };

export default function SignupPage() {
  const [form] = Form.useForm<FormValues>();
  const [file, setFile] = useState<File | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  const onFinish = async (values: FormValues) => {
    const v: SignupValues = {
      nameKorean: values.nameKorean ?? '',
      nameEnglish: values.nameEnglish ?? '',
      email: values.email ?? '',
      password: values.password ?? '',
      passwordConfirm: values.passwordConfirm ?? '',
      qualificationType: (values.qualificationType ?? 'bar_exam') as QualificationType,
      registrationNumber: values.registrationNumber ?? '',
      agreeTerms: Boolean(values.agreeTerms),
      agreePrivacy: Boolean(values.agreePrivacy),
      certificate: file ? { name: file.name } : null,
    };
    const problem = checkSignup(v);
    if (problem) {
      const m = signupProblemMessage(problem, t.signup.errors);
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
      toast({ key: 'signup', type: 'success', message: t.signup.successTitle, description: t.signup.success });
      navigate(r.redirectTo ?? ROUTES.dashboard);
    } else {
      toast({ key: 'signup', type: 'error', message: r.error?.name ?? t.signup.errors.failedTitle, description: r.error?.message ?? t.signup.errors.generic });
    }
  };

  return (
    <AuthShell title={t.signup.title} subtitle={t.signup.subtitle} wide>
      <div className="lh-auth-grid">
        <Form form={form} layout="vertical" initialValues={INITIAL} onFinish={(v) => void onFinish(v)} disabled={isPending} requiredMark>
          <Form.Item label={t.signup.nameKorean} name="nameKorean" required>
            <Input placeholder={t.signup.nameKoreanPlaceholder} autoComplete="name" maxLength={100} />
          </Form.Item>
          <Form.Item label={t.signup.nameEnglish} name="nameEnglish" required>
            <Input placeholder={t.signup.nameEnglishPlaceholder} maxLength={100} />
          </Form.Item>
          <Form.Item label={t.signup.email} name="email" required>
            <Input type="email" inputMode="email" autoComplete="email" placeholder={t.signup.emailPlaceholder} />
          </Form.Item>
          <Form.Item label={t.signup.password} name="password" required>
            <Input.Password autoComplete="new-password" placeholder={t.signup.passwordPlaceholder} />
          </Form.Item>
          <Form.Item label={t.signup.passwordConfirm} name="passwordConfirm" required>
            <Input.Password autoComplete="new-password" placeholder={t.signup.passwordConfirmPlaceholder} />
          </Form.Item>
          <Form.Item label={t.signup.qualificationType} name="qualificationType" required htmlFor="signup-qualification">
            <NativeSelect id="signup-qualification" options={QUALIFICATION_TYPES.map((q) => ({ value: q, label: t.signup.qualificationOptions[q] }))} />
          </Form.Item>
          <Form.Item label={t.signup.registrationNumber} name="registrationNumber" required>
            <Input placeholder={t.signup.registrationNumberPlaceholder} maxLength={50} />
          </Form.Item>
          <Form.Item label={t.signup.certificate} required extra={<span id="certificate-hint">{t.signup.certificateHint}</span>} htmlFor="signup-certificate">
            <FileButton
              id="signup-certificate"
              accept={CERTIFICATE_ACCEPT}
              label={t.signup.certificateButton}
              icon={<UploadOutlined />}
              onFile={setFile}
              fileName={file?.name}
              describedBy="certificate-hint"
            />
          </Form.Item>
          <Form.Item name="agreeTerms" valuePropName="checked" style={{ marginBottom: 4 }}>
            <Checkbox>
              {t.signup.agreeTerms} <span className="lh-muted">{t.common.required}</span>
            </Checkbox>
          </Form.Item>
          <Form.Item name="agreePrivacy" valuePropName="checked">
            <Checkbox>
              {t.signup.agreePrivacy} <span className="lh-muted">{t.common.required}</span>
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={isPending}>
            {isPending ? t.signup.submitting : t.signup.submit}
          </Button>
          <p className="lh-muted" style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
            {t.signup.haveAccount} <Link to={ROUTES.login}>{t.signup.toLogin}</Link>
          </p>
        </Form>
        <aside aria-labelledby="approval-steps">
          <h2 className="lh-h" id="approval-steps" style={{ fontSize: 18 }}>
            {t.signup.stepsTitle}
          </h2>
          <ol className="lh-steps">
            {t.signup.steps.map((s) => (
              <li key={s.title}>
                <div>
                  <strong>{s.title}</strong>
                  <span>{s.description}</span>
                </div>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </AuthShell>
  );
}
