// The lawyer's written follow-up of a completed booking (issue 29, item 5): a summary and the next
// steps in Korean (≤ 5,000 characters), written once and correctable for 7 days from the first
// version (public.lawyer_write_follow_up adds a version each time and tells the client; the
// database checks everything, the form only shows its answers). Every version stays readable here.
import { EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { useCustomMutation, useList, useNotification } from '@refinedev/core';
import { Button, Space, Tag } from 'antd';
import { useState, type FormEvent } from 'react';
import { describe, Field, TextArea } from '../form/fields.tsx';
import { formatDate } from '../../domain/dates.ts';
import { messages as t } from '../../i18n/ko.ts';
import { followUpTexts } from '../../i18n/bookingRecords.ts';

const f = followUpTexts;
export const FOLLOW_UP_MAX = 5000;
const CORRECTION_DAYS = 7;

export interface FollowUpVersion {
  id: string;
  version: number;
  body: string;
  created_at: string;
}

/** The Korean message of a refusal of lawyer_write_follow_up (its hint), else null. */
export function followUpError(hint: unknown): string | null {
  return typeof hint === 'string' && hint in f.errors ? f.errors[hint as keyof typeof f.errors] : null;
}

/** Until when the follow-up can still be corrected (7 days from the first version); null before the first. */
export function correctableUntil(versions: readonly FollowUpVersion[]): Date | null {
  const first = versions[0];
  return first ? new Date(new Date(first.created_at).getTime() + CORRECTION_DAYS * 86_400_000) : null;
}

export function BookingFollowUp({ bookingId, now }: { bookingId: string; now: Date }) {
  const { result, query } = useList<FollowUpVersion>({
    resource: 'booking_follow_ups',
    filters: [{ field: 'booking_id', operator: 'eq', value: bookingId }],
    sorters: [{ field: 'version', order: 'asc' }],
    pagination: { mode: 'off' },
    meta: { select: 'id,version,body,created_at' },
    errorNotification: false,
  });
  const { mutateAsync, mutation } = useCustomMutation();
  const { open } = useNotification();
  const [editing, setEditing] = useState(false);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = `follow-up-${bookingId}`;

  if (query.isLoading) return null;
  if (query.isError) return <p className="lh-card-note" role="alert">{f.loadFailed}</p>;
  const versions = result.data ?? [];
  const latest = versions.at(-1) ?? null;
  const until = correctableUntil(versions);
  const canWrite = !until || now < until;

  const start = () => {
    setBody(latest?.body ?? '');
    setError(null);
    setEditing(true);
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) {
      setError(f.errors.missing_fields);
      document.getElementById(fieldId)?.focus();
      return;
    }
    try {
      await mutateAsync({ url: 'lawyer_write_follow_up', method: 'post', values: { booking_id: bookingId, body }, successNotification: false, errorNotification: false });
      setEditing(false);
      setError(null);
      await query.refetch();
      open?.({ key: `follow-up-${bookingId}`, type: 'success', message: f.saved });
    } catch (err) {
      const x = err as { hint?: string; message?: string };
      const message = followUpError(x.hint);
      if (message) {
        setError(message);
        document.getElementById(fieldId)?.focus();
        return;
      }
      open?.({ key: `follow-up-${bookingId}`, type: 'error', message: f.failed, description: x.message ?? t.errors.unknown });
    }
  };

  return (
    // a plain section (no accessible name): one per completed card, so not a landmark of its own (axe landmark-unique)
    <section className="lh-follow-up" data-testid="follow-up" style={{ marginTop: 12 }}>
      <Space size={8} wrap style={{ marginBottom: 4 }}>
        <h3 id={`${fieldId}-title`} className="lh-h" style={{ fontSize: 14, margin: 0 }}>
          <FileTextOutlined aria-hidden="true" /> {f.title}
        </h3>
        {latest && latest.version > 1 && (
          // dark text on a light background (AA contrast), as the status tags
          <Tag style={{ color: '#92400e', background: '#fffbeb', borderColor: '#fcd34d', fontWeight: 600 }} data-testid="follow-up-corrected">{f.corrected}</Tag>
        )}
      </Space>
      {latest ? (
        <>
          <p className="lh-pre" data-testid="follow-up-body" style={{ margin: '2px 0 4px' }}>{latest.body}</p>
          <div className="lh-muted" style={{ fontSize: 12 }}>
            {latest.version > 1 ? f.correctedAt(formatDate(latest.created_at)) : f.writtenAt(formatDate(latest.created_at))}
            {' · '}
            {canWrite && until ? f.until(formatDate(until.toISOString())) : f.closed}
          </div>
          {versions.length > 1 && (
            <details style={{ marginTop: 6 }} data-testid="follow-up-versions">
              <summary className="lh-muted" style={{ fontSize: 12, cursor: 'pointer' }}>{f.versions(versions.length - 1)}</summary>
              <ol style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
                {versions.slice(0, -1).map((v) => (
                  <li key={v.id}>
                    <div className="lh-muted" style={{ fontSize: 12 }}>{f.version(v.version, formatDate(v.created_at))}</div>
                    <p className="lh-pre" style={{ margin: 0 }}>{v.body}</p>
                  </li>
                ))}
              </ol>
            </details>
          )}
        </>
      ) : (
        <p className="lh-muted" style={{ margin: 0 }}>{f.empty}</p>
      )}
      {editing ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate style={{ marginTop: 8 }}>
          <Field id={fieldId} label={f.label} hint={f.hint} error={error} required>
            <TextArea
              id={fieldId}
              name="body"
              lang="ko"
              rows={8}
              value={body}
              onValue={(v) => { setBody(v); if (error) setError(null); }}
              maxLength={FOLLOW_UP_MAX}
              showCount
              {...describe(fieldId, { hint: f.hint, error })}
            />
          </Field>
          <Space wrap>
            <Button type="primary" htmlType="submit" loading={mutation.isPending}>{f.submit}</Button>
            <Button onClick={() => setEditing(false)} disabled={mutation.isPending}>{f.cancel}</Button>
          </Space>
        </form>
      ) : (
        canWrite && (
          <Button icon={<EditOutlined aria-hidden="true" />} onClick={start} style={{ marginTop: 8 }} data-testid="follow-up-edit">
            {latest ? f.correct : f.write}
          </Button>
        )
      )}
    </section>
  );
}
