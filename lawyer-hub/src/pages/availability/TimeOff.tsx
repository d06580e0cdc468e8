// Time off: the entries that have not ended (lawyer_time_off, own rows by RLS) with a remove
// button each, and the form to add one (lawyer_add_time_off: inclusive KST dates, a private note
// of at most 200 characters). Before adding, lawyer_availability_conflicts lists the open bookings
// on those dates and the lawyer decides on each (ConflictReview); adding never touches a booking.
// Refine's useTable over a plain table (antd's Table would put the route over the bundle budget,
// as on the 정산 page).
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useNotification, useTable } from '@refinedev/core';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { describe, Field, TextArea, TextInput } from '../../components/form/fields.tsx';
import { TIME_OFF_RESOURCE, useInvalidateAvailability, useRpc, type Conflict, type TimeOffRow } from '../../data/availability.ts';
import { availabilityFieldError, rangeDays, type AvailabilityField } from '../../domain/availability.ts';
import { koreanErrorMessage } from '../../domain/errors.ts';
import { messages as t } from '../../i18n/ko.ts';
import { ConflictReview } from './ConflictReview.tsx';

const a = t.availability;
const o = a.timeOff;

type Values = { from_date: string; to_date: string; note: string };
type Errors = Partial<Record<'from_date' | 'to_date' | 'note', string>>;
const EMPTY: Values = { from_date: '', to_date: '', note: '' };

function TimeOffTable({ lawyerId, today }: { lawyerId: string; today: string }) {
  const { tableQuery, result } = useTable<TimeOffRow>({
    resource: TIME_OFF_RESOURCE,
    syncWithLocation: false,
    filters: {
      permanent: [
        { field: 'lawyer_id', operator: 'eq', value: lawyerId },
        { field: 'to_date', operator: 'gte', value: today },
      ],
    },
    sorters: { permanent: [{ field: 'from_date', order: 'asc' }, { field: 'to_date', order: 'asc' }] },
    pagination: { mode: 'off' },
    meta: { select: 'id,lawyer_id,from_date,to_date,note' },
    errorNotification: false,
  });
  const [removing, setRemoving] = useState<string | null>(null);
  const rpc = useRpc();
  const invalidate = useInvalidateAvailability();
  const { open } = useNotification();
  const rows = result.data ?? [];

  const remove = async (r: TimeOffRow) => {
    setRemoving(r.id);
    try {
      await rpc('lawyer_remove_time_off', { id: r.id });
      open?.({ key: 'time-off', type: 'success', message: o.removedTitle, description: `${r.from_date} ~ ${r.to_date}` });
    } catch (err) {
      open?.({ key: 'time-off', type: 'error', message: o.removeFailed, description: availabilityFieldError(err, a.errors)?.message ?? koreanErrorMessage(err) });
    } finally {
      await invalidate(TIME_OFF_RESOURCE);
      setRemoving(null);
    }
  };

  if (tableQuery.isLoading) return <p className="lh-muted" role="status">{t.app.loading}</p>;
  if (tableQuery.isError) return <p role="alert" style={{ color: '#b91c1c' }}>{a.loadFailed}</p>;
  if (rows.length === 0) return <p className="lh-muted" data-testid="time-off-empty">{o.empty}</p>;
  return (
    <div className="lh-settle-scroll">
      <table className="lh-settle-table lh-wrap-table" data-testid="time-off-table">
        <caption className="lh-visually-hidden">{o.listCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{o.period}</th>
            <th scope="col">{o.note}</th>
            <th scope="col">
              <span className="lh-visually-hidden">{o.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} data-testid="time-off-row" data-id={r.id} data-from={r.from_date} data-to={r.to_date}>
              <td>
                {r.from_date === r.to_date ? r.from_date : `${r.from_date} ~ ${r.to_date}`}
                <div className="lh-muted" style={{ fontSize: 12 }}>{o.days(rangeDays(r.from_date, r.to_date))}</div>
              </td>
              <td className="lh-pre">{r.note ?? t.common.none}</td>
              <td style={{ textAlign: 'right' }}>
                <Button size="small" danger icon={<DeleteOutlined />} loading={removing === r.id} onClick={() => void remove(r)} aria-label={o.removeLabel(r.from_date, r.to_date)}>
                  {o.remove}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TimeOff({ lawyerId, today }: { lawyerId: string; today: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [busy, setBusy] = useState(false);
  const rpc = useRpc();
  const invalidate = useInvalidateAvailability();
  const { open } = useNotification();

  const set = (k: keyof Values, v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setConflicts(null);
    if (errors[k]) setErrors((x) => ({ ...x, [k]: undefined }));
  };

  const fail = (err: unknown) => {
    const f = availabilityFieldError(err, a.errors);
    const field = f?.field as AvailabilityField | undefined;
    if (f && (field === 'from_date' || field === 'to_date' || field === 'note')) {
      setErrors({ [field]: f.message });
      document.getElementById(`time-off-${field}`)?.focus();
      return;
    }
    open?.({ key: 'time-off', type: 'error', message: o.failed, description: f?.message ?? koreanErrorMessage(err) });
  };

  // empty dates go to the database as null: it names the missing one
  const args = () => ({ from_date: values.from_date || null, to_date: values.to_date || null, note: values.note });

  const add = async () => {
    setBusy(true);
    try {
      await rpc('lawyer_add_time_off', args());
      setValues(EMPTY);
      setErrors({});
      setConflicts(null);
      open?.({ key: 'time-off', type: 'success', message: o.addedTitle, description: `${args().from_date} ~ ${args().to_date}` });
      await invalidate(TIME_OFF_RESOURCE);
    } catch (err) {
      setConflicts(null);
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    const { from_date, to_date } = args();
    if (!from_date || !to_date) return add();
    setBusy(true);
    let found: Conflict[];
    try {
      found = await rpc<Conflict[]>('lawyer_availability_conflicts', { weekly: null, time_off_from: from_date, time_off_to: to_date });
    } catch (err) {
      setBusy(false);
      fail(err);
      return;
    }
    setBusy(false);
    if (found.length) setConflicts(found);
    else await add();
  };

  return (
    <>
      <p className="lh-muted" style={{ marginTop: 0, fontSize: 14 }}>
        {o.hint}
      </p>
      <TimeOffTable lawyerId={lawyerId} today={today} />
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={o.add} data-testid="time-off-form" style={{ marginTop: 16 }}>
        <div className="lh-grid-2">
          <Field id="time-off-from_date" label={o.from} error={errors.from_date} required>
            <TextInput id="time-off-from_date" type="date" min={today} value={values.from_date} onValue={(v) => set('from_date', v)} {...describe('time-off-from_date', { error: errors.from_date })} />
          </Field>
          <Field id="time-off-to_date" label={o.to} error={errors.to_date} required>
            <TextInput id="time-off-to_date" type="date" min={values.from_date || today} value={values.to_date} onValue={(v) => set('to_date', v)} {...describe('time-off-to_date', { error: errors.to_date })} />
          </Field>
        </div>
        <Field id="time-off-note" label={o.note} error={errors.note}>
          <TextArea id="time-off-note" rows={2} maxLength={200} showCount value={values.note} onValue={(v) => set('note', v)} placeholder={o.notePlaceholder} {...describe('time-off-note', { error: errors.note })} />
        </Field>
        {conflicts ? (
          <ConflictReview conflicts={conflicts} proceedLabel={a.conflicts.proceedTimeOff} busy={busy} onProceed={() => void add()} onBack={() => setConflicts(null)} testId="time-off-conflicts" />
        ) : (
          <Button type="primary" htmlType="submit" icon={<PlusOutlined />} loading={busy}>
            {o.add}
          </Button>
        )}
      </form>
    </>
  );
}
