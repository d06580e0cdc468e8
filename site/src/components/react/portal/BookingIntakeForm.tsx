// The intake before the meeting on a paid, open booking that has not started (issue 29, item 4):
// status of stay and key dates (client_save_booking_intake) and up to 5 documents uploaded one at
// a time through storage-upload, with the "what to prepare" list; a document attached by mistake is
// removed after a confirmation (Storage delete, allowed by its policy in the same window). Collapsed until opened; its
// data is read when it opens. The database refuses anything out of time (named refusals → one
// clear message), so the form never claims more than it can do.
import { useId, useRef, useState } from 'react';
import { BOOKING_DOCUMENT_EXTENSIONS, BOOKING_DOCUMENT_MAX_FILES, BOOKING_DOCUMENT_TYPES } from '@shared/bookingIntake.ts';
import { IMMIGRATION_STATUSES } from '@shared/checkup.ts';
import { checkupOptionLabel } from '../../../lib/i18n/checkup.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import { useI18n } from '../../../lib/i18n/react.ts';
import {
  documentProblem, fetchIntake, fetchIntakeDocuments, intakeErrorKind, removeIntakeDocument, saveIntake, uploadIntakeDocument,
  type BookingIntake, type IntakeDocument,
} from '../../../lib/portal/intake.ts';
import { PreparationList } from '../booking/PreparationList.tsx';
import { ConfirmDialog } from './ui.tsx';

const EMPTY: BookingIntake = { status_of_stay: null, visa_expires_on: null, notice_date: null, notice_deadline: null };
type Message = { tone: 'ok' | 'error'; text: string } | null;

export function BookingIntakeForm({ bookingId, consultationType }: { bookingId: string; consultationType: string | null }) {
  const { t } = usePortalI18n();
  const { t: st } = useI18n();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [loaded, setLoaded] = useState<'no' | 'loading' | 'yes' | 'error'>('no');
  const [values, setValues] = useState<BookingIntake>(EMPTY);
  const [documents, setDocuments] = useState<IntakeDocument[]>([]);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [removing, setRemoving] = useState<IntakeDocument | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);

  async function load() {
    setLoaded('loading');
    try {
      const [intake, docs] = await Promise.all([fetchIntake(bookingId), fetchIntakeDocuments(bookingId)]);
      setValues(intake ?? EMPTY);
      setDocuments(docs);
      setLoaded('yes');
    } catch (e) {
      console.error('[portal] intake load failed', e);
      setLoaded('error');
    }
  }

  const set = (k: keyof BookingIntake, v: string) => setValues((old) => ({ ...old, [k]: v || null }));
  const refusal = (e: unknown) => {
    const kind = intakeErrorKind(e);
    return t(kind === 'closed' ? 'portal.intake.errorClosed' : kind === 'deadline' ? 'portal.intake.errorDeadline' : kind === 'date' ? 'portal.intake.errorDate' : 'portal.intake.errorGeneric');
  };

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (values.notice_date && values.notice_deadline && values.notice_deadline < values.notice_date) {
      setMessage({ tone: 'error', text: t('portal.intake.errorDeadline') });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      setValues(await saveIntake(bookingId, values));
      setMessage({ tone: 'ok', text: t('portal.intake.saved') });
    } catch (err) {
      setMessage({ tone: 'error', text: refusal(err) });
    } finally {
      setSaving(false);
    }
  }

  async function addFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    if (fileInput.current) fileInput.current.value = '';
    if (!files.length) return;
    setMessage(null);
    let count = documents.length;
    const names: string[] = [];
    setUploading(true);
    try {
      // one at a time: the database counts the folder's files before each write
      for (const file of files) {
        if (count >= BOOKING_DOCUMENT_MAX_FILES) {
          setMessage({ tone: 'error', text: t('portal.intake.errorTooMany', { max: BOOKING_DOCUMENT_MAX_FILES }) });
          break;
        }
        const problem = documentProblem(file);
        if (problem) {
          setMessage({ tone: 'error', text: t(problem === 'type' ? 'portal.intake.errorType' : 'portal.intake.errorSize', { name: file.name }) });
          continue;
        }
        try {
          // the number keeps names apart (a path is never overwritten)
          await uploadIntakeDocument(bookingId, Date.now() % 1_000_000, file);
          count += 1;
          names.push(file.name);
        } catch (err) {
          console.error('[portal] document upload failed', err);
          const status = (err as { status?: number }).status;
          setMessage({
            tone: 'error',
            text: status === 415 ? t('portal.intake.errorType', { name: file.name })
              : status === 413 ? t('portal.intake.errorSize', { name: file.name })
              : status === 403 ? t('portal.intake.errorClosed')
              : t('portal.intake.errorUpload', { name: file.name }),
          });
        }
      }
      if (names.length) {
        setDocuments(await fetchIntakeDocuments(bookingId));
        setMessage((m) => m ?? { tone: 'ok', text: t('portal.intake.uploaded', { name: names.join(', ') }) });
      }
    } finally {
      setUploading(false);
    }
  }

  async function confirmRemove() {
    const doc = removing;
    if (!doc) return;
    setRemoveBusy(true);
    setMessage(null);
    let text: Message;
    try {
      await removeIntakeDocument(doc.path);
      text = { tone: 'ok', text: t('portal.intake.removed', { name: doc.file_name }) };
    } catch (err) {
      console.error('[portal] document removal failed', err);
      const e = err as { status?: number; code?: string };
      text = { tone: 'error', text: e.status === 403 && e.code === 'not_removed' ? t('portal.intake.errorRemoveClosed') : t('portal.intake.errorRemove', { name: doc.file_name }) };
    }
    // the list as the database now has it (also when the file was already gone, e.g. another tab)
    let docs: IntakeDocument[] | null = null;
    try {
      docs = await fetchIntakeDocuments(bookingId);
      setDocuments(docs);
    } catch (err) {
      console.error('[portal] intake documents reload failed', err);
    }
    if (text.tone === 'error' && docs && !docs.some((d) => d.path === doc.path)) {
      text = { tone: 'ok', text: t('portal.intake.removed', { name: doc.file_name }) };
    }
    setMessage(text);
    setRemoveBusy(false);
    setRemoving(null);
    addButton.current?.focus();
  }

  return (
    <details className="portal-intake" data-testid="booking-intake" onToggle={(e) => { if ((e.currentTarget as HTMLDetailsElement).open && loaded === 'no') void load(); }}>
      <summary>{t('portal.intake.title')}</summary>
      <div className="portal-intake-body">
        <p className="portal-hint">{t('portal.intake.lead', { max: BOOKING_DOCUMENT_MAX_FILES })}</p>
        <PreparationList consultationType={consultationType} headingLevel={4} />
        {loaded === 'loading' && <p role="status">{t('portal.loading')}</p>}
        {loaded === 'error' && (
          <p role="alert">
            {t('portal.loadError')}{' '}
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void load()}>{t('portal.retry')}</button>
          </p>
        )}
        {loaded === 'yes' && (
          <>
            <form onSubmit={save} className="portal-intake-form" noValidate>
              <div className="field">
                <label htmlFor={`${id}-status`}>{t('portal.intake.statusOfStay')}</label>
                <select id={`${id}-status`} className="select" value={values.status_of_stay ?? ''} onChange={(e) => set('status_of_stay', e.target.value)}>
                  <option value="">{t('portal.intake.statusNone')}</option>
                  {IMMIGRATION_STATUSES.map((s) => <option key={s.value} value={s.value}>{checkupOptionLabel(st, 'status', s.value, s.label)}</option>)}
                </select>
              </div>
              <div className="field">
                <label htmlFor={`${id}-visa`}>{t('portal.intake.visaExpiresOn')}</label>
                <input id={`${id}-visa`} className="input" type="date" min="1950-01-01" max="2100-12-31" value={values.visa_expires_on ?? ''} onChange={(e) => set('visa_expires_on', e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-notice`}>{t('portal.intake.noticeDate')}</label>
                <input id={`${id}-notice`} className="input" type="date" min="1950-01-01" max="2100-12-31" value={values.notice_date ?? ''} onChange={(e) => set('notice_date', e.target.value)} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-deadline`}>{t('portal.intake.noticeDeadline')}</label>
                <input id={`${id}-deadline`} className="input" type="date" min={values.notice_date ?? '1950-01-01'} max="2100-12-31" value={values.notice_deadline ?? ''} onChange={(e) => set('notice_deadline', e.target.value)} />
              </div>
              <div className="form-actions" style={{ justifyContent: 'flex-start' }}>
                <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving}>{saving ? t('portal.intake.saving') : t('portal.intake.save')}</button>
              </div>
            </form>
            <h4 id={`${id}-docs`}>{t('portal.intake.documents', { n: documents.length, max: BOOKING_DOCUMENT_MAX_FILES })}</h4>
            {documents.length ? (
              <ul className="file-list" aria-labelledby={`${id}-docs`}>
                {documents.map((d) => (
                  <li key={d.path}>
                    <span>{d.file_name}</span>
                    <button type="button" className="btn btn-ghost btn-sm" aria-label={t('portal.intake.removeLabel', { name: d.file_name })} onClick={() => setRemoving(d)} disabled={uploading || removeBusy}>
                      {t('portal.intake.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="muted">{t('portal.intake.noDocuments')}</p>
            )}
            <input
              ref={fileInput}
              id={`${id}-files`}
              type="file"
              multiple
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              accept={[...BOOKING_DOCUMENT_TYPES, ...BOOKING_DOCUMENT_EXTENSIONS].join(',')}
              onChange={(e) => void addFiles(e.target.files)}
            />
            <button ref={addButton} type="button" className="btn btn-outline" onClick={() => fileInput.current?.click()} disabled={uploading || documents.length >= BOOKING_DOCUMENT_MAX_FILES} aria-busy={uploading}>
              {uploading ? t('portal.intake.uploading') : t('portal.intake.addDocument')}
            </button>
          </>
        )}
        <ConfirmDialog
          open={Boolean(removing)}
          title={t('portal.intake.removeTitle')}
          confirmLabel={t('portal.intake.removeConfirm')}
          cancelLabel={t('portal.intake.removeKeep')}
          busy={removeBusy}
          busyLabel={t('portal.intake.removing')}
          danger
          onConfirm={() => void confirmRemove()}
          onClose={() => { if (!removeBusy) setRemoving(null); }}
        >
          <p>{removing ? t('portal.intake.removeText', { name: removing.file_name }) : ''}</p>
        </ConfirmDialog>
        {message && <p className={`notice ${message.tone === 'ok' ? 'notice-info' : 'notice-warn'}`} role={message.tone === 'ok' ? 'status' : 'alert'} data-testid="intake-message">{message.text}</p>}
      </div>
    </details>
  );
}
