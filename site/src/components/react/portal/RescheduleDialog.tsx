// "Reschedule" in the client portal (issue 27 item 7; docs/bookings.md "Rescheduling"): the booking
// page's calendar (Calendar.tsx) over the lawyer's open slots (lawyer_open_slots, read per month in
// view and again on every lawyer_calendar_updates event), a time list of the open slots of the
// chosen date only, and client_reschedule_booking, which decides. Its refusals (too_late,
// slot_unavailable, reschedule_limit, ...) are said in the page's language; a time taken meanwhile
// is read again.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { TIME_SLOTS_KST } from '@klegal/shared';
import { formatWon, todayInKst } from '@shared/format.ts';
import { fetchOpenSlots } from '../../../lib/api/bookings.ts';
import { subscribeToLawyerCalendar } from '../../../lib/api/calendarLive.ts';
import { getAccessToken, readStoredSession } from '../../../lib/auth/session.ts';
import { bookableRange, slotKey } from '../../../lib/booking.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import type { ClientBooking } from '../../../lib/portal/api.ts';
import { formatPortalDate, formatTime } from '../../../lib/portal/dates.ts';
import { lawyerNameEnglishFirst } from '../../../lib/portal/names.ts';
import { RESCHEDULE_LIMIT, rescheduleBooking, rescheduleErrorKey } from '../../../lib/portal/reschedule.ts';
import { toast } from '../../../lib/toast.ts';
import { Calendar } from '../booking/Calendar.tsx';
import { ConfirmDialog } from './ui.tsx';

const monthKey = (y: number, m0: number) => `${y}-${String(m0 + 1).padStart(2, '0')}`;

export function RescheduleDialog({ booking: b, onClose, onDone }: {
  booking: ClientBooking | null;
  onClose: () => void;
  /** after a move (or a refusal that changed what the card should show): read the list again */
  onDone: () => void;
}) {
  const { t, locale } = usePortalI18n();
  const uid = useId();
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [month, setMonth] = useState('');
  // the lawyer's open slots ('YYYY-MM-DD HH:MM') per month read
  const [openByMonth, setOpenByMonth] = useState<Record<string, Set<string>>>({});
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lawyerId = b?.lawyer_id ?? '';
  const months = useRef<string[]>([]);

  const read = useCallback(async (forLawyer: string, mk: string) => {
    const [y, m] = mk.split('-').map(Number) as [number, number];
    const range = bookableRange(y, m - 1);
    try {
      const open = range ? await fetchOpenSlots(forLawyer, range.from, range.to) : new Set<string>();
      setOpenByMonth((prev) => ({ ...prev, [mk]: open }));
    } catch (e) {
      console.error('Failed to load the open slots', e);
    }
  }, []);

  // a new booking to move: start over, and follow the lawyer's calendar live
  useEffect(() => {
    setDate('');
    setTime('');
    setProblem(null);
    setOpenByMonth({});
    months.current = [];
    if (!lawyerId) return;
    const sub = subscribeToLawyerCalendar(lawyerId, () => { for (const mk of months.current) void read(lawyerId, mk); }, {
      getToken: () => (readStoredSession() ? getAccessToken() : Promise.resolve(null)),
    });
    return () => sub.unsubscribe();
  }, [b?.id, lawyerId, read]);

  useEffect(() => {
    if (!lawyerId || !month || month in openByMonth) return;
    if (!months.current.includes(month)) months.current.push(month);
    void read(lawyerId, month);
  }, [lawyerId, month, openByMonth, read]);

  const open = useMemo(() => {
    const all = new Set<string>();
    for (const set of Object.values(openByMonth)) for (const k of set) all.add(k);
    return all;
  }, [openByMonth]);
  // the open slots only (the booking's own slot is taken, so never among them)
  const times = date ? TIME_SLOTS_KST.filter((x) => open.has(slotKey(date, x))) : [];
  // a time that stopped being open (taken, closed by the lawyer) is dropped
  useEffect(() => {
    if (time && date && !open.has(slotKey(date, time))) setTime('');
  }, [open, date, time]);

  async function confirm() {
    if (!b || busy) return;
    if (!date || !time) {
      setProblem(t('portal.reschedule.pick'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const after = await rescheduleBooking(b.id, date, time);
      toast({ title: t('portal.reschedule.done'), description: t('portal.reschedule.doneText', { date: formatPortalDate(after.booking_date, locale), time: formatTime(after.booking_time) }) });
      onDone();
      onClose();
    } catch (e) {
      console.error('Rescheduling failed', e);
      const key = rescheduleErrorKey(e);
      const text = key ? t(key) : e instanceof Error ? e.message : String(e);
      setProblem(text);
      toast({ variant: 'destructive', title: t('portal.reschedule.failed'), description: text });
      if (key === 'portal.reschedule.slotUnavailable') {
        setTime('');
        for (const mk of months.current) void read(lawyerId, mk);
      } else if (key) {
        // too late, used up or no longer movable: the card says so after a fresh read
        onDone();
        onClose();
      }
    } finally {
      setBusy(false);
    }
  }

  const today = todayInKst(new Date());
  const name = b ? lawyerNameEnglishFirst(b.lawyer_name_english, b.lawyer_name_korean, t('portal.bookings.lawyer')) : '';
  const left = Math.max(0, RESCHEDULE_LIMIT - (b?.reschedule_count ?? 0));
  return (
    <ConfirmDialog
      open={Boolean(b)}
      title={t('portal.reschedule.title')}
      confirmLabel={t('portal.reschedule.confirm')}
      cancelLabel={t('portal.reschedule.keep')}
      busy={busy}
      busyLabel={t('portal.reschedule.moving')}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {b && (
        <div className="reschedule" data-testid="reschedule-dialog">
          <p>{t('portal.reschedule.current', { date: formatPortalDate(b.booking_date, locale), time: formatTime(b.booking_time), name })}</p>
          <p className="muted">{t('portal.reschedule.rule')} {t('portal.reschedule.remaining', { n: left })}</p>
          <div className="field">
            <span className="label" id={`${uid}-date`} style={{ fontWeight: 600 }}>{t('portal.reschedule.date')}</span>
            <Calendar
              value={date}
              today={today}
              labelId={`${uid}-date`}
              isSelectable={(d) => TIME_SLOTS_KST.some((x) => open.has(slotKey(d, x)))}
              onMonthChange={(y, m) => setMonth(monthKey(y, m))}
              onChange={(d) => { setDate(d); setTime(''); setProblem(null); }}
            />
          </div>
          <div className="field">
            <label htmlFor={`${uid}-time`}>{t('portal.reschedule.time')}</label>
            <select id={`${uid}-time`} className="select" value={time} disabled={!date} aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${uid}-problem` : undefined}
              onChange={(e) => { setTime(e.target.value); setProblem(null); }}>
              <option value="">{t('portal.reschedule.chooseTime')}</option>
              {times.map((x) => <option key={x} value={x}>{`${x} ${t('portal.kst')}`}</option>)}
            </select>
            {date && times.length === 0 && <p className="portal-hint">{t('portal.reschedule.noSlots')}</p>}
          </div>
          {problem && <p className="notice notice-warn" role="alert" id={`${uid}-problem`}>{problem}</p>}
          <p className="portal-small muted">{t('portal.bookings.fee', { amount: formatWon(b.fee_amount) })}</p>
        </div>
      )}
    </ConfirmDialog>
  );
}
