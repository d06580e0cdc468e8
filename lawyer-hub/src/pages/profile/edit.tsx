// /lawyer/profile: photo (saved at once), basic, office, fee, specialty, region, language and
// introduction fields; e-mail and registration number are read-only. Save updates the profile,
// the lawyer row and replaces the three link tables; a preview shows the public profile.
import { SaveOutlined } from '@ant-design/icons';
import { DEFAULT_FEES, DURATIONS, QUALIFICATION_TYPES } from '@klegal/shared';
import { useInvalidateAuthStore, useNotification } from '@refinedev/core';
import { Button, Skeleton } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useLawyerSession } from '../../components/access/session.tsx';
import { CheckboxGrid } from '../../components/form/CheckboxGrid.tsx';
import { describe, Field, TextArea, TextInput } from '../../components/form/fields.tsx';
import { NativeSelect } from '../../components/form/NativeSelect.tsx';
import { SpecialtyPicker } from '../../components/form/SpecialtyPicker.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Panel } from '../../components/Panel.tsx';
import { useInvalidateAccount, useLawyerAccount } from '../../data/lawyers.hooks.ts';
import { photoSrc, saveLawyerProfile, type LawyerAccount } from '../../data/lawyers.ts';
import { useCategories, useLanguages, useRegions } from '../../data/lookups.ts';
import { profileSaveErrorMessage } from '../../domain/profile.ts';
import { messages as t } from '../../i18n/ko.ts';
import { languageTexts } from '../../i18n/profileLanguages.ts';
import { toFormValues, toSavePayload, validateProfile, type ProfileErrors, type ProfileFormValues } from './form.ts';
import { LanguageLevels } from './LanguageLevels.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';
import { ProfilePreview } from './ProfilePreview.tsx';

const p = t.profile;
const FEE_FIELD = { 20: 'fee_20min', 40: 'fee_40min', 60: 'fee_60min' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel title={<h2 className="lh-h" style={{ fontSize: 16, margin: 0 }}>{title}</h2>} style={{ marginBottom: 16 }}>
      {children}
    </Panel>
  );
}

type TextKey = Exclude<keyof ProfileFormValues, 'specialties' | 'regions' | 'languages' | 'language_levels' | 'qualification_type'>;

function ProfileForm({ account }: { account: LawyerAccount }) {
  const [values, setValues] = useState<ProfileFormValues>(() => toFormValues(account));
  const [errors, setErrors] = useState<ProfileErrors>({});
  // the stored path (lawyers.profile_photo_url), rendered with photoSrc
  const [photoPath, setPhotoPath] = useState<string | null>(account.profile_photo_url);
  const [saving, setSaving] = useState(false);
  const { data: categories } = useCategories();
  const { data: regions } = useRegions();
  const { data: languages } = useLanguages();
  const { open } = useNotification();
  const invalidateAccount = useInvalidateAccount();
  const invalidateAuth = useInvalidateAuthStore();

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    if (errors[key]) setErrors((prev) => ({ ...prev, [key]: undefined }));
  };

  /** A text field bound to `key`. */
  const text = (key: TextKey, label: string, opts: { placeholder?: string; maxLength?: number; type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete?: string; suffix?: string; hint?: string } = {}) => {
    const id = `profile-${key}`;
    const input = (
      <TextInput
        id={id}
        name={key}
        value={values[key]}
        onValue={(v) => set(key, v)}
        placeholder={opts.placeholder}
        maxLength={opts.maxLength}
        type={opts.type ?? 'text'}
        inputMode={opts.inputMode}
        autoComplete={opts.autoComplete ?? 'off'}
        {...describe(id, { hint: opts.hint, error: errors[key] })}
      />
    );
    return (
      <Field id={id} label={label} hint={opts.hint} error={errors[key]} required={key === 'name_korean' || key === 'name_english'}>
        {opts.suffix ? (
          <div className="lh-input-suffix">
            {input}
            <span aria-hidden="true">{opts.suffix}</span>
          </div>
        ) : (
          input
        )}
      </Field>
    );
  };
  const area = (key: TextKey, label: string, rows: number, maxLength: number) => (
    <Field id={`profile-${key}`} label={label}>
      <TextArea id={`profile-${key}`} name={key} value={values[key]} onValue={(v) => set(key, v)} rows={rows} maxLength={maxLength} showCount />
    </Field>
  );

  const onPhoto = (path: string) => {
    setPhotoPath(path);
    void invalidateAccount();
    void invalidateAuth();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateProfile(values, p);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await saveLawyerProfile(toSavePayload(values, photoPath));
      open?.({ key: 'profile', type: 'success', message: p.savedTitle, description: p.saved });
      await Promise.all([invalidateAccount(), invalidateAuth()]);
    } catch (err) {
      // the database's own name rule (lawyer_name_required): the message at the name fields too
      if ((err as { hint?: unknown } | null)?.hint === 'lawyer_name_required') {
        setErrors(validateProfile({ ...values, name_korean: values.name_korean.trim(), name_english: values.name_english.trim() }, p));
      }
      open?.({ key: 'profile', type: 'error', message: p.saveFailedTitle, description: profileSaveErrorMessage(err, p) });
    } finally {
      setSaving(false);
    }
  };

  const publicUrl = account.is_approved && account.is_visible ? `/lawyer/${account.id}` : null;

  return (
    <div className="lh-profile-grid">
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={p.title}>
        <Section title={p.photo}>
          <PhotoUpload path={photoPath} onUploaded={onPhoto} />
        </Section>

        <Section title={p.basic}>
          <div className="lh-grid-2">
            {text('name_korean', p.nameKorean, { maxLength: 100, autoComplete: 'name' })}
            {text('name_english', p.nameEnglish, { maxLength: 100 })}
            <Field id="profile-email" label={p.email} hint={p.readOnly}>
              <input id="profile-email" className="lh-input" value={account.profile?.email ?? ''} readOnly aria-readonly="true" aria-describedby="profile-email-hint" />
            </Field>
            <Field id="profile-bar-number" label={p.registrationNumber} hint={p.readOnly}>
              <input id="profile-bar-number" className="lh-input" value={account.bar_association_number} readOnly aria-readonly="true" aria-describedby="profile-bar-number-hint" />
            </Field>
            {text('law_firm', p.lawFirm, { maxLength: 200, placeholder: p.lawFirmPlaceholder })}
            {text('school', p.school, { maxLength: 200, placeholder: p.schoolPlaceholder })}
            <Field id="profile-qualification" label={p.qualificationType}>
              <NativeSelect
                id="profile-qualification"
                value={values.qualification_type}
                onChange={(v) => set('qualification_type', v as ProfileFormValues['qualification_type'])}
                options={QUALIFICATION_TYPES.map((q) => ({ value: q, label: t.qualification[q] }))}
              />
            </Field>
            {text('bar_association_year', p.registrationYear, { maxLength: 4, inputMode: 'numeric', placeholder: p.registrationYearPlaceholder })}
          </div>
        </Section>

        <Section title={p.office}>
          <div className="lh-grid-2">
            {text('office_phone', p.officePhone, { type: 'tel', inputMode: 'tel', maxLength: 50, autoComplete: 'tel', placeholder: '02-1234-5678' })}
            {text('office_email', p.officeEmail, { type: 'email', inputMode: 'email', maxLength: 255, placeholder: 'office@example.com' })}
            <div className="lh-span-all">{text('office_address', p.officeAddress, { maxLength: 500, autoComplete: 'street-address' })}</div>
          </div>
        </Section>

        <Section title={p.fees}>
          <p className="lh-muted" style={{ marginTop: 0 }}>
            {p.feesHint}
          </p>
          <div className="lh-grid-3">
            {DURATIONS.map((d) => (
              <div key={d}>{text(FEE_FIELD[d], p.fee(d), { inputMode: 'numeric', maxLength: 9, placeholder: String(DEFAULT_FEES[d]), suffix: '원' })}</div>
            ))}
          </div>
        </Section>

        <Section title={p.specialties}>
          <p className="lh-muted" style={{ marginTop: 0 }}>
            {p.specialtiesHint}
          </p>
          <SpecialtyPicker categories={categories} value={values.specialties} onChange={(v) => set('specialties', v)} />
        </Section>

        <Section title={p.regions}>
          <CheckboxGrid label={p.regions} value={values.regions} onChange={(v) => set('regions', v)} options={regions.map((r) => ({ value: r.id, label: r.name_korean }))} />
        </Section>

        <Section title={p.languages}>
          <p className="lh-muted" style={{ marginTop: 0 }}>
            {languageTexts.languagesHint}
          </p>
          <div style={{ marginBottom: 16 }}>
            <LanguageLevels
              account={account}
              values={values}
              options={languages.map((l) => ({ value: l.id, label: l.name_korean }))}
              onChange={(selected, levels) => {
                set('languages', selected);
                set('language_levels', levels);
              }}
            />
          </div>
          {text('other_languages', p.otherLanguages, { maxLength: 500, placeholder: p.otherLanguagesPlaceholder })}
        </Section>

        <Section title={p.intro}>
          {area('bio', p.bio, 5, 5000)}
          {area('major_cases', p.majorCases, 4, 5000)}
          {area('other_certifications', p.otherCertifications, 3, 2000)}
          {area('free_pr', p.freePr, 3, 2000)}
        </Section>

        <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 24 }}>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving} size="large">
            {saving ? p.saving : p.save}
          </Button>
        </div>
      </form>
      <aside className="lh-profile-preview" aria-label={p.preview}>
        <ProfilePreview values={values} photoSrc={photoSrc(photoPath)} categories={categories} regions={regions} languages={languages} publicUrl={publicUrl} />
      </aside>
    </div>
  );
}

export default function ProfileEdit() {
  const session = useLawyerSession();
  const { account, isLoading, isError } = useLawyerAccount(session.id);

  return (
    <>
      <PageHeader title={p.title} subtitle={p.subtitle} />
      {isError ? (
        <Notice tone="error" title={p.loadFailed} full={false} />
      ) : isLoading || !account ? (
        <Panel>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Panel>
      ) : (
        <ProfileForm account={account} />
      )}
    </>
  );
}
