// /lawyer/profile: photo (saved at once), basic, office, fee, specialty, region, language and
// introduction fields; e-mail and registration number are read-only. Save updates the profile,
// the lawyer row and replaces the three link tables; a preview shows the public profile.
import { Panel } from '../../components/Panel.tsx';
import { SaveOutlined } from '@ant-design/icons';
import { QUALIFICATION_TYPES, DEFAULT_FEES, DURATIONS } from '@klegal/shared';
import { useInvalidateAuthStore, useNotification } from '@refinedev/core';
import { Button, Col, Form, Input, Row, Select, Skeleton  } from 'antd';
import { Notice } from '../../components/Notice.tsx';
import { useEffect, useState } from 'react';
import { useLawyerSession } from '../../components/access/session.tsx';
import { CheckboxGrid } from '../../components/form/CheckboxGrid.tsx';
import { IntegerInput, integerRules } from '../../components/form/IntegerInput.tsx';
import { SpecialtyPicker } from '../../components/form/SpecialtyPicker.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { saveLawyerProfile, type LawyerAccount } from '../../data/lawyers.ts';
import { useInvalidateAccount, useLawyerAccount } from '../../data/lawyers.hooks.ts';
import { useCategories, useLanguages, useRegions } from '../../data/lookups.ts';
import { messages as t } from '../../i18n/ko.ts';
import { toFormValues, toSavePayload, type ProfileFormValues } from './form.ts';
import { PhotoUpload } from './PhotoUpload.tsx';
import { ProfilePreview } from './ProfilePreview.tsx';

const p = t.profile;
const FEE_FIELD = { 20: 'fee_20min', 40: 'fee_40min', 60: 'fee_60min' } as const;

function Section({ title, children, extra }: { title: string; children: React.ReactNode; extra?: React.ReactNode }) {
  return (
    <Panel title={<h2 style={{ fontSize: 16, margin: 0 }}>{title}</h2>} extra={extra} style={{ marginBottom: 16 }}>
      {children}
    </Panel>
  );
}

function ProfileForm({ account }: { account: LawyerAccount }) {
  const [form] = Form.useForm<ProfileFormValues>();
  const [photoUrl, setPhotoUrl] = useState<string | null>(account.profile_photo_url);
  const [saving, setSaving] = useState(false);
  const { data: categories } = useCategories();
  const { data: regions } = useRegions();
  const { data: languages } = useLanguages();
  const { open } = useNotification();
  const invalidateAccount = useInvalidateAccount();
  const invalidateAuth = useInvalidateAuthStore();
  const values = Form.useWatch([], form) as Partial<ProfileFormValues> | undefined;
  const initial = toFormValues(account);

  const onPhoto = (url: string) => {
    setPhotoUrl(url);
    void invalidateAccount();
    void invalidateAuth();
  };

  const onFinish = async (v: ProfileFormValues) => {
    setSaving(true);
    try {
      await saveLawyerProfile(toSavePayload({ ...initial, ...v }, photoUrl));
      open?.({ key: 'profile', type: 'success', message: p.savedTitle, description: p.saved });
      await Promise.all([invalidateAccount(), invalidateAuth()]);
    } catch (e) {
      open?.({ key: 'profile', type: 'error', message: p.saveFailedTitle, description: (e as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const publicUrl = account.is_approved && account.is_visible ? `/lawyer/${account.id}` : null;
  const saveButton = (
    <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} size="large">
      {saving ? p.saving : p.save}
    </Button>
  );

  return (
    <div className="lh-profile-grid">
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(v) => void onFinish(v)} scrollToFirstError>
        <Section title={p.photo}>
          <PhotoUpload url={photoUrl} onUploaded={onPhoto} />
        </Section>

        <Section title={p.basic}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={p.nameKorean} name="name_korean">
                <Input maxLength={100} autoComplete="name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={p.nameEnglish} name="name_english">
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={p.email} htmlFor="profile-email" extra={p.readOnly}>
                <Input id="profile-email" value={account.profile?.email ?? ''} readOnly disabled />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={p.registrationNumber} htmlFor="profile-bar-number" extra={p.readOnly}>
                <Input id="profile-bar-number" value={account.bar_association_number} readOnly disabled />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={p.lawFirm} name="law_firm">
                <Input maxLength={200} placeholder={p.lawFirmPlaceholder} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={p.school} name="school">
                <Input maxLength={200} placeholder={p.schoolPlaceholder} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={p.qualificationType} name="qualification_type">
                <Select options={QUALIFICATION_TYPES.map((q) => ({ value: q, label: t.qualification[q] }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={p.registrationYear} name="bar_association_year" rules={integerRules({ min: 1950, max: 2100, rangeMessage: p.yearRange })}>
                <IntegerInput maxLength={4} placeholder={p.registrationYearPlaceholder} />
              </Form.Item>
            </Col>
          </Row>
        </Section>

        <Section title={p.office}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={p.officePhone} name="office_phone">
                <Input type="tel" maxLength={50} autoComplete="tel" placeholder="02-1234-5678" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={p.officeEmail} name="office_email" rules={[{ type: 'email', message: p.invalidEmail }]}>
                <Input type="email" maxLength={255} placeholder="office@example.com" />
              </Form.Item>
            </Col>
            <Col span={24}>
              <Form.Item label={p.officeAddress} name="office_address">
                <Input maxLength={500} autoComplete="street-address" />
              </Form.Item>
            </Col>
          </Row>
        </Section>

        <Section title={p.fees}>
          <p className="lh-muted" style={{ marginTop: 0 }}>
            {p.feesHint}
          </p>
          <Row gutter={16}>
            {DURATIONS.map((d) => (
              <Col xs={24} md={8} key={d}>
                <Form.Item label={p.fee(d)} name={FEE_FIELD[d]} rules={integerRules({ min: 1000, max: 10_000_000, rangeMessage: p.feeRange })}>
                  <IntegerInput placeholder={String(DEFAULT_FEES[d])} suffix="원" maxLength={9} />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Section>

        <Section title={p.specialties}>
          <p className="lh-muted" style={{ marginTop: 0 }}>
            {p.specialtiesHint}
          </p>
          <Form.Item name="specialties" noStyle>
            <SpecialtyPicker categories={categories} />
          </Form.Item>
        </Section>

        <Section title={p.regions}>
          <Form.Item name="regions" noStyle>
            <CheckboxGrid label={p.regions} options={regions.map((r) => ({ value: r.id, label: r.name_korean }))} />
          </Form.Item>
        </Section>

        <Section title={p.languages}>
          <Form.Item name="languages">
            <CheckboxGrid label={p.languages} options={languages.map((l) => ({ value: l.id, label: l.name_korean }))} />
          </Form.Item>
          <Form.Item label={p.otherLanguages} name="other_languages" style={{ marginBottom: 0 }}>
            <Input maxLength={500} placeholder={p.otherLanguagesPlaceholder} />
          </Form.Item>
        </Section>

        <Section title={p.intro}>
          <Form.Item label={p.bio} name="bio">
            <Input.TextArea rows={5} maxLength={5000} showCount />
          </Form.Item>
          <Form.Item label={p.majorCases} name="major_cases">
            <Input.TextArea rows={4} maxLength={5000} showCount />
          </Form.Item>
          <Form.Item label={p.otherCertifications} name="other_certifications">
            <Input.TextArea rows={3} maxLength={2000} />
          </Form.Item>
          <Form.Item label={p.freePr} name="free_pr" style={{ marginBottom: 0 }}>
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
        </Section>

        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 24 }}>{saveButton}</div>
      </Form>
      <aside className="lh-profile-preview" aria-label={p.preview}>
        <ProfilePreview values={values ?? initial} photoUrl={photoUrl} categories={categories} regions={regions} languages={languages} publicUrl={publicUrl} />
      </aside>
    </div>
  );
}

export default function ProfileEdit() {
  const session = useLawyerSession();
  const { account, isLoading, isError } = useLawyerAccount(session.id);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (account) setReady(true);
  }, [account]);

  return (
    <>
      <PageHeader title={p.title} subtitle={p.subtitle} />
      {isError ? (
        <Notice tone="error" title={p.loadFailed} full={false} />
      ) : isLoading || !account || !ready ? (
        <Panel>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      ) : (
        <ProfileForm account={account} />
      )}
    </>
  );
}
