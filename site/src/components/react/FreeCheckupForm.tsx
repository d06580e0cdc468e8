// /free-checkup: the request form (spec §2, §5, §9). Validation with the shared zod schema shows
// the first failing (Korean) message in a notification; on success the request is stored, the
// attached documents go to the private bucket, and the visitor returns to the home page. The
// request carries the page's language (its e-mails are written in it). From a booking e-mail
// (?booking=<id>) a signed-in client finds the form filled in from that booking and their profile.
// The visitor must agree to the privacy policy (issue 15): the request carries the policy version,
// and the database refuses one without it. Every error is also shown under its field, and focus
// moves to the first invalid field (FieldError.tsx).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  CHECKUP_CATEGORIES,
  CHECKUP_DOCUMENT_EXTENSIONS,
  CHECKUP_DOCUMENT_MAX_BYTES,
  CHECKUP_DOCUMENT_MAX_FILES,
  CHECKUP_DOCUMENT_TYPES,
  CHECKUP_LANGUAGES,
  IMMIGRATION_STATUSES,
  checkupIssues,
} from '@shared/checkup.ts';
import { firstIssueMessage, FREE_CHECKUP_MESSAGES, freeCheckupSchema } from '@shared/schemas.ts';
import { EARLIEST_BIRTH_DATE, isBirthDateRefusal, latestBirthDate } from '@shared/birthDate.ts';
import { consentRefusal, PRIVACY_POLICY_VERSION } from '@shared/privacy.ts';
import { insertFreeCheckup, uploadCheckupDocument } from '../../lib/api/checkups.ts';
import { fetchCheckupPrefill } from '../../lib/api/checkupPrefill.ts';
import { formatDate } from '@shared/format.ts';
import { readStoredSession } from '../../lib/auth/session.ts';
import { BRAND } from '../../lib/brand.ts';
import { LANG_TAGS } from '../../lib/i18n/index.ts';
import { useI18n } from '../../lib/i18n/react.ts';
import { localizeMessage } from '../../lib/i18n/validation.ts';
import { checkupOptionLabel } from '../../lib/i18n/checkup.ts';
import { toast, toastAfterNavigation } from '../../lib/toast.ts';
import { useHydrated } from '../../lib/react/hooks.ts';
import { localePath } from '../../lib/i18n/locale.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FieldError, issuesByField, useFieldErrors } from './FieldError.tsx';

export interface CheckupValues {
  category: string;
  subCategory: string;
  isUrgent: boolean;
  name: string;
  email: string;
  mobile: string;
  dateOfBirth: string;
  gender: string;
  nationality: string;
  preferredLanguage: string;
  isInKorea: '' | 'yes' | 'no';
  immigrationStatus: string;
  issueDescription: string;
}

export const INITIAL_VALUES: CheckupValues = {
  category: '',
  subCategory: '',
  isUrgent: false,
  name: '',
  email: '',
  mobile: '',
  dateOfBirth: '',
  gender: '',
  nationality: '',
  preferredLanguage: '',
  isInKorea: '',
  immigrationStatus: '',
  issueDescription: '',
};

/** The form values as the schema reads them (optional fields left out when empty). */
export function toSchemaInput(v: CheckupValues) {
  return {
    category: v.category,
    subCategory: v.subCategory || undefined,
    isUrgent: v.isUrgent,
    name: v.name,
    email: v.email,
    mobile: v.mobile,
    dateOfBirth: v.dateOfBirth || undefined,
    gender: v.gender || undefined,
    nationality: v.nationality || undefined,
    preferredLanguage: v.preferredLanguage || undefined,
    isInKorea: v.isInKorea === '' ? undefined : v.isInKorea === 'yes',
    immigrationStatus: v.immigrationStatus || undefined,
    issueDescription: v.issueDescription,
  };
}

/** The fields that can be invalid, by the id suffix of their control. */
export type CheckupField = 'category' | 'name' | 'email' | 'mobile' | 'dob' | 'nationality' | 'issue' | 'consent';

/** Which field a schema path points at (to mark it invalid and focus it). */
const FIELD_IDS: Record<string, CheckupField> = {
  category: 'category',
  name: 'name',
  email: 'email',
  mobile: 'mobile',
  dateOfBirth: 'dob',
  nationality: 'nationality',
  issueDescription: 'issue',
};
const fieldOfPath = (path: readonly PropertyKey[]): CheckupField | null => FIELD_IDS[String(path[0] ?? '')] ?? null;

export function validateFile(file: File): 'type' | 'size' | null {
  const ext = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
  const typeOk = (CHECKUP_DOCUMENT_TYPES as readonly string[]).includes(file.type) || (!file.type && (CHECKUP_DOCUMENT_EXTENSIONS as readonly string[]).includes(ext));
  if (!typeOk) return 'type';
  if (file.size > CHECKUP_DOCUMENT_MAX_BYTES) return 'size';
  return null;
}

export default function FreeCheckupForm() {
  return (
    <ErrorBoundary>
      <CheckupForm />
    </ErrorBoundary>
  );
}

/** Fills only the fields the visitor has not filled yet. */
export function mergePrefill(v: CheckupValues, p: Partial<CheckupValues>): CheckupValues {
  const next = { ...v };
  for (const [k, value] of Object.entries(p) as [keyof CheckupValues, CheckupValues[keyof CheckupValues]][]) {
    if (k !== 'subCategory' && k in INITIAL_VALUES && value && !next[k]) (next as Record<string, unknown>)[k] = value;
  }
  // an issue belongs to its category: only with the category it was given for
  if (p.subCategory && !v.category && next.category === p.category) next.subCategory = p.subCategory;
  return next;
}

function CheckupForm() {
  const { t, lang } = useI18n();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [values, setValues] = useState<CheckupValues>(INITIAL_VALUES);
  const [files, setFiles] = useState<File[]>([]);
  const fe = useFieldErrors<CheckupField>(id);
  const [consent, setConsent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const hydrated = useHydrated();
  const fileInput = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** The honeypot (issue 14): people never see or reach it; form-filling bots fill it. */
  const honeypot = useRef<HTMLInputElement>(null);
  const [prefilledFrom, setPrefilledFrom] = useState<{ en: string | null; ko: string | null; date: string } | null>(null);

  useEffect(() => {
    const bookingId = new URLSearchParams(window.location.search).get('booking');
    const session = readStoredSession();
    if (!bookingId || !session) return;
    let live = true;
    fetchCheckupPrefill(bookingId, session.user.id, session.user.email)
      .then((p) => {
        if (!live || !p) return;
        const { lawyerNameEnglish, lawyerNameKorean, bookingDate, ...fields } = p;
        setValues((v) => mergePrefill(v, fields));
        setPrefilledFrom({ en: lawyerNameEnglish, ko: lawyerNameKorean, date: bookingDate });
      })
      .catch((e: unknown) => console.warn('Could not fill the form from the booking', e));
    return () => {
      live = false;
    };
  }, []);

  const set = <K extends keyof CheckupValues>(key: K, value: CheckupValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    const field = FIELD_IDS[key];
    if (field) fe.clear(field);
  };
  const issues = checkupIssues(values.category);

  const addFiles = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    for (const f of Array.from(list)) {
      const problem = validateFile(f);
      if (problem) {
        toast({ variant: 'destructive', title: t('checkup.upload'), description: t(problem === 'type' ? 'checkup.fileType' : 'checkup.fileSize', { name: f.name }) });
        continue;
      }
      if (next.length >= CHECKUP_DOCUMENT_MAX_FILES) {
        toast({ variant: 'destructive', title: t('checkup.upload'), description: t('checkup.fileCount') });
        break;
      }
      next.push(f);
    }
    setFiles(next);
    if (fileInput.current) fileInput.current.value = '';
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (submitting) return;
    if (honeypot.current?.value) {
      // a bot: pretend it worked, send nothing
      toastAfterNavigation({ title: t('checkup.success'), description: t('checkup.successText') });
      window.location.assign(localePath(lang, '/'));
      return;
    }
    const result = freeCheckupSchema.safeParse(toSchemaInput(values));
    if (!result.success || !consent) {
      // every error at its field (the toast's messages), focus on the first; the toast as before
      const errors = result.success ? {} : issuesByField(result.error.issues, fieldOfPath, (m) => localizeMessage(t, m));
      if (!consent) errors.consent = t('auth.privacyRequiredText');
      fe.show(errors);
      if (!result.success) toast({ variant: 'destructive', title: t('msg.checkupInputError'), description: localizeMessage(t, firstIssueMessage(result)) });
      else toast({ variant: 'destructive', title: t('auth.privacyRequired'), description: t('auth.privacyRequiredText') });
      return;
    }
    setSubmitting(true);
    const d = result.data;
    const checkupId = crypto.randomUUID();
    try {
      await insertFreeCheckup({
        id: checkupId,
        user_id: readStoredSession()?.user.id ?? null,
        category: d.category,
        sub_category: d.subCategory ?? null,
        is_urgent: d.isUrgent,
        name: d.name,
        email: d.email,
        mobile: d.mobile,
        date_of_birth: d.dateOfBirth ?? null,
        gender: d.gender === 'male' || d.gender === 'female' ? d.gender : null,
        nationality: d.nationality?.trim() || null,
        preferred_language: d.preferredLanguage ? d.preferredLanguage.toLowerCase() : null,
        is_in_korea: d.isInKorea ?? null,
        immigration_status: d.immigrationStatus ?? null,
        issue_description: d.issueDescription,
        locale: lang,
        privacy_policy_version: PRIVACY_POLICY_VERSION,
      });
    } catch (err) {
      console.error('Free check-up failed', err);
      setSubmitting(false);
      // the database's refusals a visitor can act on, at their field
      const refusal = consentRefusal(err);
      if (refusal) {
        const message = refusal === 'required' ? t('auth.privacyRequiredText') : t('msg.checkupPolicyChanged');
        if (refusal === 'changed') setConsent(false);
        fe.show({ consent: message });
        toast({ variant: 'destructive', title: t('auth.privacyRequired'), description: message });
        return;
      }
      if (isBirthDateRefusal(err)) {
        fe.show({ dob: localizeMessage(t, FREE_CHECKUP_MESSAGES.dateOfBirth) });
        toast({ variant: 'destructive', title: t('msg.checkupInputError'), description: localizeMessage(t, FREE_CHECKUP_MESSAGES.dateOfBirth) });
        return;
      }
      // over the database's hourly limit per address or e-mail (HTTP 429, PT429 rate_limited)
      const tooMany = (err as { hint?: unknown } | null)?.hint === 'rate_limited';
      toast({ variant: 'destructive', title: t('msg.checkupSubmitFailed'), description: tooMany ? t('msg.checkupTooMany') : t('msg.checkupTryAgain') });
      return;
    }
    let failedUploads = 0;
    for (const [i, f] of files.entries()) {
      try {
        await uploadCheckupDocument(checkupId, i + 1, f);
      } catch (err) {
        console.error('Upload failed', f.name, err);
        failedUploads++;
      }
    }
    const description = t('checkup.successText') + (failedUploads ? ` ${t('checkup.uploadFailed', { n: failedUploads })}` : '');
    toastAfterNavigation({ title: t('checkup.success'), description });
    window.location.assign(localePath(lang, '/'));
  }

  const req = <span className="req" aria-hidden="true">*</span>;
  const err = (field: CheckupField) => <FieldError id={fe.errorId(field)} message={fe.errors[field]} />;

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={submitting}>
      <fieldset disabled={!hydrated}>
      {/* visually hidden (not display:none, which bots skip) and hidden from assistive technology */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={id('website')}>Website</label>
        <input ref={honeypot} id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" data-honeypot="" />
      </div>
      {prefilledFrom && (
        <p className="notice notice-info" role="status" data-prefilled="">
          {t('checkup.prefilled', {
            lawyer: (lang === 'ko' ? prefilledFrom.ko || prefilledFrom.en : prefilledFrom.en || prefilledFrom.ko) || '—',
            date: formatDate(prefilledFrom.date, lang === 'en' ? 'en-US' : LANG_TAGS[lang]),
          })}
        </p>
      )}
      <section className="card form-section" aria-labelledby={id('matter')}>
        <h2 id={id('matter')}>{t('checkup.matter')}</h2>
        <div className="form-grid cols-2">
          <div className="field">
            <label htmlFor={id('category')}>{t('checkup.category')}{req}</label>
            <select id={id('category')} className="select" value={values.category} {...fe.props('category')} required onChange={(e) => { setValues((v) => ({ ...v, category: e.target.value, subCategory: '' })); fe.clear('category'); }}>
              <option value="">{t('checkup.chooseCategory')}</option>
              {CHECKUP_CATEGORIES.map((c) => <option key={c.title} value={c.title}>{checkupOptionLabel(t, 'category', c.title)}</option>)}
            </select>
            {err('category')}
          </div>
          <div className="field">
            <label htmlFor={id('issue-type')}>{t('checkup.issue')}</label>
            <select id={id('issue-type')} className="select" value={values.subCategory} disabled={issues.length === 0} onChange={(e) => set('subCategory', e.target.value)}>
              <option value="">{t('checkup.chooseIssue')}</option>
              {issues.map((i) => <option key={i} value={i}>{checkupOptionLabel(t, 'issue', i)}</option>)}
            </select>
          </div>
        </div>
      </section>

      <section className="card form-section" aria-labelledby={id('contact')}>
        <h2 id={id('contact')}>{t('checkup.contact')}</h2>
        <div className="form-grid cols-2">
          <fieldset className="span-2">
            <legend>{t('checkup.urgent')}</legend>
            <div className="choices">
              <label className="choice"><input type="radio" name="urgent" checked={values.isUrgent} onChange={() => set('isUrgent', true)} />{t('common.yes')}</label>
              <label className="choice"><input type="radio" name="urgent" checked={!values.isUrgent} onChange={() => set('isUrgent', false)} />{t('common.no')}</label>
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={id('name')}>{t('checkup.name')}{req}</label>
            <input id={id('name')} className="input" autoComplete="name" required maxLength={100} {...fe.props('name')} value={values.name} onChange={(e) => set('name', e.target.value)} />
            {err('name')}
          </div>
          <div className="field">
            <label htmlFor={id('email')}>{t('checkup.email')}{req}</label>
            <input id={id('email')} className="input" type="email" autoComplete="email" required maxLength={255} {...fe.props('email')} value={values.email} onChange={(e) => set('email', e.target.value)} />
            {err('email')}
          </div>
          <div className="field">
            <label htmlFor={id('mobile')}>{t('checkup.mobile')}{req}</label>
            <input id={id('mobile')} className="input" type="tel" autoComplete="tel" required maxLength={50} placeholder={BRAND.mobilePlaceholder} {...fe.props('mobile')} value={values.mobile} onChange={(e) => set('mobile', e.target.value)} />
            {err('mobile')}
          </div>
          <div className="field">
            <label htmlFor={id('dob')}>{t('checkup.dob')}</label>
            <input id={id('dob')} className="input" type="date" autoComplete="bday" min={EARLIEST_BIRTH_DATE} max={latestBirthDate()} {...fe.props('dob')} value={values.dateOfBirth} onChange={(e) => set('dateOfBirth', e.target.value)} />
            {err('dob')}
          </div>
          <fieldset>
            <legend>{t('checkup.gender')}</legend>
            <div className="choices">
              <label className="choice"><input type="radio" name="gender" value="female" checked={values.gender === 'female'} onChange={() => set('gender', 'female')} />{t('checkup.female')}</label>
              <label className="choice"><input type="radio" name="gender" value="male" checked={values.gender === 'male'} onChange={() => set('gender', 'male')} />{t('checkup.male')}</label>
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={id('nationality')}>{t('checkup.nationality')}</label>
            <input id={id('nationality')} className="input" autoComplete="country-name" maxLength={100} {...fe.props('nationality')} value={values.nationality} onChange={(e) => set('nationality', e.target.value)} />
            {err('nationality')}
          </div>
          <div className="field">
            <label htmlFor={id('language')}>{t('checkup.language')}</label>
            <select id={id('language')} className="select" value={values.preferredLanguage} onChange={(e) => set('preferredLanguage', e.target.value)}>
              <option value="">{t('checkup.chooseLanguage')}</option>
              {CHECKUP_LANGUAGES.map((l) => <option key={l} value={l}>{checkupOptionLabel(t, 'language', l)}</option>)}
            </select>
          </div>
          <fieldset>
            <legend>{t('checkup.inKorea')}</legend>
            <div className="choices">
              <label className="choice"><input type="radio" name="in-korea" checked={values.isInKorea === 'yes'} onChange={() => set('isInKorea', 'yes')} />{t('common.yes')}</label>
              <label className="choice"><input type="radio" name="in-korea" checked={values.isInKorea === 'no'} onChange={() => set('isInKorea', 'no')} />{t('common.no')}</label>
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={id('immigration')}>{t('checkup.immigration')}</label>
            <select id={id('immigration')} className="select" value={values.immigrationStatus} onChange={(e) => set('immigrationStatus', e.target.value)}>
              <option value="">{t('checkup.chooseStatus')}</option>
              {IMMIGRATION_STATUSES.map((s) => <option key={s.value} value={s.value}>{checkupOptionLabel(t, 'status', s.value, s.label)}</option>)}
            </select>
          </div>
          <div className="field span-2">
            <label htmlFor={id('issue')}>{t('checkup.describe')}{req}</label>
            <textarea id={id('issue')} className="textarea" required minLength={10} maxLength={5000} {...fe.props('issue')} value={values.issueDescription} onChange={(e) => set('issueDescription', e.target.value)} />
            {err('issue')}
          </div>
          <div className="field span-2">
            <input
              ref={fileInput}
              id={id('files')}
              type="file"
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              accept={[...CHECKUP_DOCUMENT_TYPES, ...CHECKUP_DOCUMENT_EXTENSIONS].join(',')}
              onChange={(e) => addFiles(e.target.files)}
            />
            <div>
              <button type="button" className="btn btn-outline" aria-describedby={id('files-hint')} onClick={() => fileInput.current?.click()} disabled={files.length >= CHECKUP_DOCUMENT_MAX_FILES}>
                <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2"><path d="M12 16V4M7 9l5-5 5 5M4 20h16" /></svg>
                {t('checkup.upload')}
              </button>
            </div>
            <p className="hint" id={id('files-hint')}>{t('checkup.uploadHint')}</p>
            {files.length > 0 && (
              <ul className="file-list">
                {files.map((f, i) => (
                  <li key={`${f.name}-${i}`}>
                    <span>{f.name} <span className="muted">({Math.max(1, Math.round(f.size / 1024))} KB)</span></span>
                    <button type="button" className="btn btn-ghost btn-sm" aria-label={t('checkup.remove', { name: f.name })} onClick={() => setFiles(files.filter((_, j) => j !== i))}>✕</button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <div className="checkup-consent" style={{ marginTop: '1rem' }}>
          <p className="hint">{t('checkup.privacy')}</p>
          <label className="choice">
            <input id={id('consent')} type="checkbox" required checked={consent} {...fe.props('consent')} onChange={(e) => { setConsent(e.target.checked); if (e.target.checked) fe.clear('consent'); }} />
            <span>{t('auth.privacy')}{req}</span>
          </label>
          <p className="hint" style={{ marginLeft: '1.7rem' }}>
            <a href={localePath(lang, '/privacy-policy')} target="_blank" rel="noopener">{t('auth.privacyLink')}</a>
          </p>
          {err('consent')}
        </div>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-lg" disabled={submitting}>
            {submitting ? t('msg.checkupSubmitting') : t('checkup.submit')}
          </button>
        </div>
      </section>
      </fieldset>
    </form>
  );
}
