// Weekly hours, minimum notice and horizon, saved together through lawyer_set_availability. The
// grid is a table of toggle buttons (weekday × KST slot): one tab stop, arrow keys move, Space or
// Enter toggles. Before saving changed hours the page asks lawyer_availability_conflicts which
// open bookings the new hours would leave outside and lets the lawyer decide on each
// (ConflictReview); saving itself never touches a booking. Refusals (22023, the argument as hint)
// are shown at their field in Korean.
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { describe, Field, TextInput } from '../../components/form/fields.tsx';
import { AVAILABILITY_RESOURCE, useInvalidateAvailability, useRpc, type AvailabilityRow, type Conflict } from '../../data/availability.ts';
import {
  availabilityFieldError, gridFromWeekly, sameGrid, SLOTS, slotCount, toggleSlot, WEEKDAYS, weeklyFromGrid, wholeNumber,
  type AvailabilityField, type WeeklyGrid,
} from '../../domain/availability.ts';
import { koreanErrorMessage } from '../../domain/errors.ts';
import { messages as t } from '../../i18n/ko.ts';
import { ConflictReview } from './ConflictReview.tsx';

const a = t.availability;
const w = a.weekly;

type Errors = Partial<Record<AvailabilityField, string>>;

function Grid({ grid, onToggle, error }: { grid: WeeklyGrid; onToggle: (day: (typeof WEEKDAYS)[number], slot: string) => void; error?: string }) {
  // roving focus: the grid is one tab stop; arrows move between cells
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, row: number, col: number) => {
    const delta: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    let next: [number, number] | null = null;
    if (delta[e.key]) next = [Math.min(SLOTS.length - 1, Math.max(0, row + delta[e.key][0])), Math.min(6, Math.max(0, col + delta[e.key][1]))];
    else if (e.key === 'Home') next = [row, 0];
    else if (e.key === 'End') next = [row, 6];
    if (!next) return;
    e.preventDefault();
    setFocus(next);
    cells.current[next[0] * 7 + next[1]]?.focus();
  };
  return (
    <div className="lh-week" data-testid="weekly-grid">
      <table className="lh-week-table" aria-describedby={error ? 'availability-weekly-error' : 'availability-weekly-hint'}>
        <caption className="lh-visually-hidden">{w.caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="lh-visually-hidden">{w.time}</span>
            </th>
            {WEEKDAYS.map((d, i) => (
              <th key={d} scope="col" abbr={a.weekdayNames[i]} data-weekday={d}>
                {a.weekdays[i]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SLOTS.map((slot, row) => (
            <tr key={slot}>
              <th scope="row">{slot}</th>
              {WEEKDAYS.map((d, col) => {
                const on = grid[d].has(slot);
                const tabbable = focus[0] === row && focus[1] === col;
                return (
                  <td key={d}>
                    <button
                      type="button"
                      ref={(el) => {
                        cells.current[row * 7 + col] = el;
                      }}
                      className={`lh-week-cell${on ? ' on' : ''}`}
                      aria-pressed={on}
                      aria-label={w.cell(a.weekdayNames[col], slot)}
                      data-weekday={d}
                      data-slot={slot}
                      tabIndex={tabbable ? 0 : -1}
                      onFocus={() => setFocus([row, col])}
                      onKeyDown={(e) => move(e, row, col)}
                      onClick={() => onToggle(d, slot)}
                    >
                      <span aria-hidden="true">{on ? '✓' : ''}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function WeeklyHours({ row }: { row: AvailabilityRow }) {
  const saved = gridFromWeekly(row.weekly);
  const [grid, setGrid] = useState<WeeklyGrid>(saved);
  const [notice, setNotice] = useState(String(row.minimum_notice_minutes));
  const [horizon, setHorizon] = useState(String(row.horizon_days));
  const [errors, setErrors] = useState<Errors>({});
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);
  const [busy, setBusy] = useState(false);
  const rpc = useRpc();
  const invalidate = useInvalidateAvailability();
  const { open } = useNotification();

  const dirty = !sameGrid(grid, saved) || notice !== String(row.minimum_notice_minutes) || horizon !== String(row.horizon_days);
  const args = () => ({ weekly: weeklyFromGrid(grid), minimum_notice_minutes: wholeNumber(notice), horizon_days: wholeNumber(horizon) });

  const fail = (err: unknown) => {
    const f = availabilityFieldError(err, a.errors);
    if (f && (f.field === 'weekly' || f.field === 'minimum_notice_minutes' || f.field === 'horizon_days')) {
      setErrors({ [f.field]: f.message });
      document.getElementById(`availability-${f.field}`)?.focus();
      return;
    }
    open?.({ key: 'availability', type: 'error', message: w.failed, description: f?.message ?? koreanErrorMessage(err) });
  };

  const save = async () => {
    setBusy(true);
    try {
      await rpc('lawyer_set_availability', args());
      setErrors({});
      setConflicts(null);
      await invalidate(AVAILABILITY_RESOURCE);
      open?.({ key: 'availability', type: 'success', message: w.savedTitle, description: w.saved });
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
    if (sameGrid(grid, saved)) return save();
    // only the bookings the new hours newly leave outside: one kept after an earlier change is not asked about again
    setBusy(true);
    let found: Conflict[];
    try {
      const [proposed, current] = await Promise.all([
        rpc<Conflict[]>('lawyer_availability_conflicts', { weekly: weeklyFromGrid(grid) }),
        rpc<Conflict[]>('lawyer_availability_conflicts', { weekly: weeklyFromGrid(saved) }),
      ]);
      const before = new Set(current.map((c) => c.booking_id));
      found = proposed.filter((c) => !before.has(c.booking_id));
    } catch (err) {
      setBusy(false);
      fail(err);
      return;
    }
    setBusy(false);
    if (found.length) setConflicts(found);
    else await save();
  };

  const toggle = (day: (typeof WEEKDAYS)[number], slot: string) => {
    setGrid((g) => toggleSlot(g, day, slot));
    setConflicts(null);
    if (errors.weekly) setErrors((x) => ({ ...x, weekly: undefined }));
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={w.title} data-testid="weekly-form">
      <div id="availability-weekly" tabIndex={-1} className={`lh-field${errors.weekly ? ' lh-field-error' : ''}`} style={{ outline: 'none' }}>
        <p id="availability-weekly-hint" className="lh-muted" style={{ margin: '0 0 10px', fontSize: 14 }}>
          {w.hint}
        </p>
        <Grid grid={grid} onToggle={toggle} error={errors.weekly} />
        <p className="lh-muted" style={{ margin: '6px 0 0', fontSize: 13 }} data-testid="weekly-count">
          {w.count(slotCount(grid))}
        </p>
        {errors.weekly && (
          <span className="lh-error" id="availability-weekly-error" role="alert">
            {errors.weekly}
          </span>
        )}
      </div>
      <div className="lh-grid-2" style={{ marginTop: 16 }}>
        <Field id="availability-minimum_notice_minutes" label={w.notice} hint={w.noticeHint} error={errors.minimum_notice_minutes}>
          <div className="lh-input-suffix">
            <TextInput
              id="availability-minimum_notice_minutes"
              name="minimum_notice_minutes"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              value={notice}
              onValue={(v) => {
                setNotice(v);
                if (errors.minimum_notice_minutes) setErrors((x) => ({ ...x, minimum_notice_minutes: undefined }));
              }}
              {...describe('availability-minimum_notice_minutes', { hint: w.noticeHint, error: errors.minimum_notice_minutes })}
            />
            <span aria-hidden="true">{w.noticeUnit}</span>
          </div>
        </Field>
        <Field id="availability-horizon_days" label={w.horizon} hint={w.horizonHint} error={errors.horizon_days}>
          <div className="lh-input-suffix">
            <TextInput
              id="availability-horizon_days"
              name="horizon_days"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              value={horizon}
              onValue={(v) => {
                setHorizon(v);
                if (errors.horizon_days) setErrors((x) => ({ ...x, horizon_days: undefined }));
              }}
              {...describe('availability-horizon_days', { hint: w.horizonHint, error: errors.horizon_days })}
            />
            <span aria-hidden="true">{w.horizonUnit}</span>
          </div>
        </Field>
      </div>
      {conflicts ? (
        <ConflictReview conflicts={conflicts} proceedLabel={a.conflicts.proceedWeekly} busy={busy} onProceed={() => void save()} onBack={() => setConflicts(null)} testId="weekly-conflicts" />
      ) : (
        <Space wrap align="center">
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={busy}>
            {w.save}
          </Button>
          {dirty && (
            <>
              <Button
                icon={<UndoOutlined />}
                onClick={() => {
                  setGrid(saved);
                  setNotice(String(row.minimum_notice_minutes));
                  setHorizon(String(row.horizon_days));
                  setErrors({});
                }}
              >
                {w.reset}
              </Button>
              <span className="lh-muted" role="status" style={{ fontSize: 13 }}>
                {w.unsaved}
              </span>
            </>
          )}
        </Space>
      )}
    </form>
  );
}
