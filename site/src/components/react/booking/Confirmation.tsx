// The screen after a paid booking: what was booked (server-computed price), the payment, and what
// happens next.
import { formatDate, formatWon, kstSlotInZone } from '@shared/format.ts';
import type { BookingRow, PaymentRow } from '../../../lib/api/bookings.ts';
import type { Lawyer } from '../../../lib/api/types.ts';
import { LANG_TAGS, link } from '../../../lib/i18n/index.ts';
import { useI18n } from '../../../lib/i18n/react.ts';
import { languageName } from '../../../lib/i18n/names.ts';
import { PreparationList } from './PreparationList.tsx';

interface Props {
  booking: BookingRow;
  payment: PaymentRow;
  lawyer: Lawyer;
  zone: string;
}

export function Confirmation({ booking, payment, lawyer, zone }: Props) {
  const { t, lang } = useI18n();
  const locale = LANG_TAGS[lang];
  const time = booking.booking_time.slice(0, 5);
  const local = zone !== 'Asia/Seoul' ? kstSlotInZone(booking.booking_date, time, zone, locale) : null;
  const paidAt = payment.paid_at ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(payment.paid_at)) : null;
  return (
    <div className="confirmation">
      <section className="card" aria-labelledby="booking-done-title">
        <div className="check" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="2.5"><path d="M20 6 9 17l-5-5" /></svg>
        </div>
        <h2 id="booking-done-title" tabIndex={-1}>{t('booking.done.title')}</h2>
        <p className="muted">{t('booking.done.lead', { id: booking.id.slice(0, 8).toUpperCase() })}</p>

        <h3>{t('booking.done.booked')}</h3>
        <dl className="summary-list">
          <div><dt>{t('booking.lawyer')}</dt><dd>{lawyer.nameEnglish} <span lang="ko">({lawyer.nameKorean})</span></dd></div>
          <div><dt>{t('booking.date')}</dt><dd>{formatDate(booking.booking_date, locale, true)}</dd></div>
          <div>
            <dt>{t('booking.time')}</dt>
            <dd>
              {time} KST
              {local && (
                <>
                  <br />
                  <span className="muted" style={{ fontWeight: 400, fontSize: '.85rem' }}>
                    {local.dayShift === 0 ? t('booking.yourTime', { time: local.time, zone: local.zone }) : t('booking.yourTimeOtherDay', { date: local.dateLabel, time: local.time, zone: local.zone })}
                  </span>
                </>
              )}
            </dd>
          </div>
          <div><dt>{t('booking.duration')}</dt><dd>{t('booking.minutes', { n: booking.duration_minutes })}</dd></div>
          <div><dt>{t('booking.language')}</dt><dd>{booking.interpretation_requested ? t('booking.languageInterpreted') : languageName(t, booking.consultation_language)}</dd></div>
          <div><dt>{t('booking.fee')}</dt><dd>{formatWon(booking.list_fee)}</dd></div>
          {booking.discount_amount > 0 && <div className="discount"><dt>{t('booking.discount')}</dt><dd>-{formatWon(booking.discount_amount)}</dd></div>}
          <div className="summary-total"><dt>{t('booking.total')}</dt><dd>{formatWon(booking.fee_amount)}</dd></div>
        </dl>

        <h3 style={{ marginTop: '1.5rem' }}>{t('booking.done.payment')}</h3>
        <dl className="summary-list">
          <div><dt>{t('booking.done.payment')}</dt><dd><span className="badge">{t('booking.done.paid')}</span> {formatWon(payment.amount)}</dd></div>
          <div><dt>{t('booking.done.method')}</dt><dd>{payment.payment_method === 'test' ? t('booking.pay.method') : payment.payment_method}</dd></div>
          <div><dt>{t('booking.done.transaction')}</dt><dd><code>{payment.transaction_id}</code></dd></div>
          {paidAt && <div><dt>{t('booking.done.paidAt')}</dt><dd>{paidAt}</dd></div>}
        </dl>

        <h3 style={{ marginTop: '1.5rem' }}>{t('booking.done.next')}</h3>
        <ol className="next-steps">
          <li>{t('booking.done.next1')}</li>
          <li>{t('booking.done.next2')}</li>
          <li>{t('booking.done.next3')}</li>
        </ol>
        {/* what to prepare for this kind of consultation, and where to add it (issue 29, item 4) */}
        <div style={{ marginTop: '1.5rem' }}>
          <PreparationList consultationType={booking.consultation_type} />
          <p className="muted">{t('prepare.intake')}</p>
        </div>
        <div className="form-actions" style={{ justifyContent: 'flex-start', flexWrap: 'wrap' }}>
          <a className="btn btn-primary" href={`${link('/client/bookings')}?booking=${encodeURIComponent(booking.id)}`}>{t('booking.done.myBookings')}</a>
          <a className="btn btn-outline" href={link('/')}>{t('booking.done.home')}</a>
        </div>
      </section>
    </div>
  );
}
