// The coming public holidays (public_holidays, a year ahead), each closed unless the lawyer opened
// it (lawyer_holiday_overrides, own rows): a switch per holiday calls lawyer_set_holiday_open.
import { useNotification } from '@refinedev/core';
import { Switch } from 'antd';
import { useState } from 'react';
import { OVERRIDES_RESOURCE, useComingHolidays, useInvalidateAvailability, useRpc } from '../../data/availability.ts';
import { availabilityFieldError, dateWithWeekday } from '../../domain/availability.ts';
import { koreanErrorMessage } from '../../domain/errors.ts';
import { messages as t } from '../../i18n/ko.ts';

const a = t.availability;
const h = a.holidays;

export function Holidays({ lawyerId, today }: { lawyerId: string; today: string }) {
  const { holidays, opened, isLoading, isError } = useComingHolidays(lawyerId, today);
  const [busy, setBusy] = useState<string | null>(null);
  const rpc = useRpc();
  const invalidate = useInvalidateAvailability();
  const { open } = useNotification();

  const setOpen = async (date: string, value: boolean) => {
    setBusy(date);
    try {
      await rpc('lawyer_set_holiday_open', { holiday_date: date, open: value });
      await invalidate(OVERRIDES_RESOURCE);
      open?.({ key: 'holiday', type: 'success', message: value ? h.openedTitle(date) : h.closedTitle(date) });
    } catch (err) {
      open?.({ key: 'holiday', type: 'error', message: h.failed, description: availabilityFieldError(err, a.errors)?.message ?? koreanErrorMessage(err) });
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <p className="lh-muted" style={{ marginTop: 0, fontSize: 14 }}>
        {h.hint}
      </p>
      {isLoading ? (
        <p className="lh-muted" role="status">{t.app.loading}</p>
      ) : isError ? (
        <p role="alert" style={{ color: '#b91c1c' }}>{a.loadFailed}</p>
      ) : holidays.length === 0 ? (
        <p className="lh-muted">{h.empty}</p>
      ) : (
        <ul className="lh-list" aria-label={h.caption} data-testid="holiday-list">
          {holidays.map((x) => {
            const name = x.names.join(', ');
            const isOpen = opened.has(x.holiday_date);
            return (
              <li key={x.holiday_date} data-testid="holiday-row" data-date={x.holiday_date} data-open={isOpen}>
                <div style={{ minWidth: 0 }}>
                  <strong>{name}</strong>
                  <div className="lh-muted" style={{ fontSize: 14 }}>{dateWithWeekday(x.holiday_date, a.weekdays)}</div>
                </div>
                <div className="lh-holiday-switch">
                  <span className="lh-muted" style={{ fontSize: 13 }} aria-hidden="true">{h.open}</span>
                  <Switch checked={isOpen} loading={busy === x.holiday_date} onChange={(v) => void setOpen(x.holiday_date, v)} aria-label={h.switchLabel(x.holiday_date, name)} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
