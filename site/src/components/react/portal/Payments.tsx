// /client/payments ('Payment History'): one card per payment record, newest first. Load errors are
// only logged (spec §8); the list offers a retry. Paid/created/refunded on: the KST date and time
// with the visitor's own time beside it (issue 15).
import { useCallback, useEffect, useState } from 'react';
import { formatWon } from '@shared/format.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import { fetchPayments, type PaymentRecord } from '../../../lib/portal/api.ts';
import { formatInstantDate, formatPortalDate, formatTime, kstWallClock } from '../../../lib/portal/dates.ts';
import { usePortalSession, useTimeZone } from '../../../lib/portal/react.ts';
import { capitalise, paymentRecordKey, paymentRecordTone } from '../../../lib/portal/status.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { Badge, Empty, Icon, Loading, LoadError, LocalTime } from './ui.tsx';
import { link } from '../../../lib/i18n/index.ts';

export default function Payments() {
  return (
    <ErrorBoundary>
      <PaymentsView />
    </ErrorBoundary>
  );
}

function PaymentsView() {
  const { t } = usePortalI18n();
  const session = usePortalSession();
  const userId = session.status === 'ready' ? session.user!.id : null;
  const [payments, setPayments] = useState<PaymentRecord[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!userId) return;
    try {
      setPayments(await fetchPayments(userId));
      setFailed(false);
    } catch (e) {
      console.error('Failed to load payments', e);
      setFailed(true);
    }
  }, [userId]);

  useEffect(() => void load(), [load]);

  if (failed && payments === null) return <LoadError onRetry={() => { setFailed(false); void load(); }} />;
  if (payments === null) return <Loading />;
  if (payments.length === 0) {
    return (
      <Empty title={t('portal.payments.empty')}>
        <a className="btn btn-outline" href={link('/client/bookings')}>{t('portal.dashboard.myBookings')}</a>
      </Empty>
    );
  }
  return (
    <ul className="portal-list" aria-label={t('portal.payments.title')}>
      {payments.map((p) => (
        <li key={p.id}>
          <PaymentCard payment={p} />
        </li>
      ))}
    </ul>
  );
}

/** The visitor's own time of an instant shown as KST (nothing when it reads the same). */
function LocalAt({ iso, zone }: { iso: string | null | undefined; zone: string }) {
  const kst = kstWallClock(iso);
  return kst ? <> <LocalTime date={kst.date} time={kst.time} zone={zone} /></> : null;
}

function PaymentCard({ payment: p }: { payment: PaymentRecord }) {
  const { t, locale } = usePortalI18n();
  const zone = useTimeZone();
  const key = paymentRecordKey(p.payment_status);
  // an instant with its zone: the KST date and time (the visitor's own time beside it, LocalAt)
  const stamp = (iso: string) => {
    const kst = kstWallClock(iso);
    return kst ? `${formatInstantDate(iso, locale)}, ${kst.time} ${t('portal.kst')}` : formatInstantDate(iso, locale);
  };
  const method = !p.payment_method?.trim() ? t('portal.payments.na') : p.payment_method === 'test' ? t('portal.payments.methodTest') : p.payment_method;
  return (
    <article className="card portal-card portal-payment" data-payment-id={p.id} data-status={p.payment_status}>
      <header className="portal-card-head">
        <h2 className="portal-card-title"><Icon name="receipt" /> {t('portal.payments.card')}</h2>
        <p className="badges"><Badge tone={paymentRecordTone(p.payment_status)}>{key ? t(key) : capitalise(p.payment_status)}</Badge></p>
      </header>
      <dl className="portal-dl">
        <div><dt>{t('portal.payments.amount')}</dt><dd className="portal-amount">{formatWon(p.amount)}</dd></div>
        <div><dt>{t('portal.payments.method')}</dt><dd>{method}</dd></div>
        <div><dt>{t('portal.payments.transaction')}</dt><dd className="portal-mono">{p.transaction_id || t('portal.payments.na')}</dd></div>
      </dl>
      {p.bookings && (
        <p className="portal-line">
          <Icon name="calendar" />
          <span>
            {t('portal.payments.consultation', {
              date: formatPortalDate(p.bookings.booking_date, locale),
              time: `${formatTime(p.bookings.booking_time)} ${t('portal.kst')}`,
            })}
            <LocalTime date={p.bookings.booking_date} time={p.bookings.booking_time} zone={zone} />
          </span>
        </p>
      )}
      <p className="portal-hint" data-testid="payment-when">
        {p.paid_at
          ? t('portal.payments.paidOn', { date: stamp(p.paid_at) })
          : t('portal.payments.createdOn', { date: stamp(p.created_at) })}
        <LocalAt iso={p.paid_at ?? p.created_at} zone={zone} />
        {p.refunded_at && <> · {t('portal.payments.refundedOn', { date: stamp(p.refunded_at) })}<LocalAt iso={p.refunded_at} zone={zone} /></>}
      </p>
    </article>
  );
}
