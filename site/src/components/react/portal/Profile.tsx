// /client/profile ('Profile Management'): Basic Information, Contact (e-mail read-only), Residence.
// Cancel reloads the saved values; Save writes the editable columns (empty optional fields become
// null, see lib/portal/profile.ts) and shows the spec's messages. Every error is shown under its
// field with focus on the first (FieldError.tsx); a birth date is between 1900-01-01 and today, the
// database's rule too (its refusal is shown at the field).
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { EARLIEST_BIRTH_DATE, isBirthDateRefusal, latestBirthDate } from '@shared/birthDate.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import type { PortalKey } from '../../../lib/i18n/portal/en.ts';
import { fetchProfile, updateProfile } from '../../../lib/portal/api.ts';
import { PROFILE_UPDATED_EVENT } from '../../../lib/portal/events.ts';
import { EMPTY_PROFILE_FORM, formToUpdate, PROFILE_LIMITS, profileErrors, profileToForm, sameForm, type ProfileError, type ProfileForm } from '../../../lib/portal/profile.ts';
import { usePortalSession } from '../../../lib/portal/react.ts';
import { toast } from '../../../lib/toast.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { FieldError, useFieldErrors, type FieldErrors } from '../FieldError.tsx';
import { Loading, LoadError } from './ui.tsx';

export default function Profile() {
  return (
    <ErrorBoundary>
      <ProfileView />
    </ErrorBoundary>
  );
}

const LABELS: Record<keyof ProfileForm, PortalKey> = {
  name_korean: 'portal.profile.nameKorean',
  name_english: 'portal.profile.nameEnglish',
  email: 'portal.profile.email',
  phone: 'portal.profile.phone',
  birth_date: 'portal.profile.birthDate',
  gender: 'portal.profile.gender',
  nationality: 'portal.profile.nationality',
  current_country: 'portal.profile.country',
  current_city: 'portal.profile.city',
};

function ProfileView() {
  const { t } = usePortalI18n();
  const uid = useId();
  const session = usePortalSession();
  const userId = session.status === 'ready' ? session.user!.id : null;
  const [saved, setSaved] = useState<ProfileForm | null>(null);
  const [form, setForm] = useState<ProfileForm>(EMPTY_PROFILE_FORM);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const fe = useFieldErrors<keyof ProfileForm>((f) => `${uid}-${f}`);
  const today = latestBirthDate();

  const load = useCallback(async () => {
    if (!userId) return;
    try {
      const p = profileToForm(await fetchProfile(userId));
      setSaved(p);
      setForm(p);
      fe.clear();
      setFailed(false);
    } catch (e) {
      console.error('Failed to load the profile', e);
      toast({ variant: 'destructive', title: t('portal.profile.loadFailed'), description: e instanceof Error ? e.message : String(e) });
      setFailed(true);
    }
  }, [userId]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => void load(), [load]);

  const set = (field: keyof ProfileForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    fe.clear(field);
  };

  const messageOf = (problem: ProfileError) => problem.kind === 'date'
    ? t('portal.profile.invalidDate')
    : t('portal.profile.tooLong', { field: t(LABELS[problem.field]), n: problem.max });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!userId || saving) return;
    const problems = profileErrors(form, today);
    if (problems.length) {
      const errors: FieldErrors<keyof ProfileForm> = {};
      for (const p of problems) errors[p.field] ??= messageOf(p);
      fe.show(errors);
      toast({ variant: 'destructive', title: t('portal.profile.updateFailed'), description: messageOf(problems[0]!) });
      return;
    }
    setSaving(true);
    try {
      const row = await updateProfile(userId, formToUpdate(form));
      const next = profileToForm(row);
      setSaved(next);
      setForm(next);
      toast({ title: t('portal.profile.updated'), description: t('portal.profile.updatedText') });
      window.dispatchEvent(new CustomEvent(PROFILE_UPDATED_EVENT, { detail: { name_korean: row.name_korean, name_english: row.name_english } }));
    } catch (err) {
      console.error('Failed to update the profile', err);
      if (isBirthDateRefusal(err)) {
        // the database's rule (the form checks it first): at the field
        fe.show({ birth_date: t('portal.profile.invalidDate') });
        toast({ variant: 'destructive', title: t('portal.profile.updateFailed'), description: t('portal.profile.invalidDate') });
        return;
      }
      toast({ variant: 'destructive', title: t('portal.profile.updateFailed'), description: err instanceof Error ? err.message : String(err) });
    } finally {
      setSaving(false);
    }
  }

  if (failed && !saved) return <LoadError onRetry={() => { setFailed(false); void load(); }} />;
  if (!saved) return <Loading />;

  const field = (name: keyof ProfileForm, props: { type?: string; autoComplete?: string; max?: string; min?: string; lang?: string } = {}) => {
    const id = `${uid}-${name}`;
    const limit = (PROFILE_LIMITS as Record<string, number>)[name];
    return (
      <div className="field">
        <label htmlFor={id}>{t(LABELS[name])}</label>
        <input
          id={id}
          name={name}
          className="input"
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          lang={props.lang}
          min={props.min}
          max={props.max}
          maxLength={limit}
          value={form[name]}
          onChange={set(name)}
          {...fe.props(name)}
        />
        <FieldError id={fe.errorId(name)} message={fe.errors[name]} />
      </div>
    );
  };

  const dirty = !sameForm(form, saved);

  return (
    <form className="portal-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={saving}>
      <section className="card portal-section" aria-labelledby={`${uid}-basic`}>
        <h2 id={`${uid}-basic`} className="portal-h2">{t('portal.profile.basic')}</h2>
        <div className="portal-form-grid">
          {field('name_korean', { autoComplete: 'off', lang: 'ko' })}
          {field('name_english', { autoComplete: 'name' })}
          {field('birth_date', { type: 'date', autoComplete: 'bday', min: EARLIEST_BIRTH_DATE, max: today })}
          <div className="field">
            <label htmlFor={`${uid}-gender`}>{t('portal.profile.gender')}</label>
            <select id={`${uid}-gender`} name="gender" className="select" value={form.gender} onChange={set('gender')}>
              <option value="">{t('portal.profile.select')}</option>
              <option value="male">{t('portal.profile.male')}</option>
              <option value="female">{t('portal.profile.female')}</option>
              <option value="other">{t('portal.profile.other')}</option>
            </select>
          </div>
        </div>
      </section>
      <section className="card portal-section" aria-labelledby={`${uid}-contact`}>
        <h2 id={`${uid}-contact`} className="portal-h2">{t('portal.profile.contact')}</h2>
        <div className="portal-form-grid">
          <div className="field">
            <label htmlFor={`${uid}-email`}>{t('portal.profile.email')}</label>
            <input id={`${uid}-email`} className="input" type="email" value={form.email} disabled aria-describedby={`${uid}-email-hint`} />
            <p className="hint" id={`${uid}-email-hint`}>{t('portal.profile.emailHint')}</p>
          </div>
          {field('phone', { type: 'tel', autoComplete: 'tel' })}
        </div>
      </section>
      <section className="card portal-section" aria-labelledby={`${uid}-residence`}>
        <h2 id={`${uid}-residence`} className="portal-h2">{t('portal.profile.residence')}</h2>
        <div className="portal-form-grid portal-form-grid-3">
          {field('nationality', { autoComplete: 'off' })}
          {field('current_country', { autoComplete: 'country-name' })}
          {field('current_city', { autoComplete: 'address-level2' })}
        </div>
      </section>
      <div className="form-actions portal-form-actions">
        <button type="button" className="btn btn-outline" onClick={() => void load()} disabled={saving}>{t('portal.profile.cancel')}</button>
        <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving} data-dirty={dirty || undefined}>
          {saving ? t('portal.profile.saving') : t('portal.profile.save')}
        </button>
      </div>
    </form>
  );
}
