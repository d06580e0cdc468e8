// /my-bookings (Korean in every interface language): the signed-in user's bookings, newest
// booking_date first, with Korean status labels and colours (an unknown status raw, in grey), the
// date in the Korean locale, the KST time with the duration in 분 (and the visitor's own time when
// it differs), the fee in 원 and the case description clipped to two lines. An unpaid booking shows
// the time left on its hold (paid from the portal), an expired hold shows as 만료됨. A booking that
// can still be moved offers 일정 변경, which opens the portal's reschedule dialog (the booking page's
// calendar) for it; a moved booking waiting for the lawyer says so. The consultation's language
// (issue 29) is named in Korean, like everything on this page.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { formatCountdown } from '@shared/bookingRules.ts';
import { consultationLanguageKo } from '@shared/consultationLanguage.ts';
import { formatWonKorean } from '@shared/format.ts';
import { BRAND } from '../../../lib/brand.ts';
import { fetchMyBookings, type MyBookingRow } from '../../../lib/portal/api.ts';
import { formatKoreanDate, formatTime, localTimeOf } from '../../../lib/portal/dates.ts';
import { CHECKING, guardSession, portalSession } from '../../../lib/portal/guard.ts';
import { MY_BOOKINGS_KO as KO } from '../../../lib/portal/messages.ts';
import { lawyerNameKoreanFirst } from '../../../lib/portal/names.ts';
import { useNow, useTimeZone } from '../../../lib/portal/react.ts';
import { holdSeconds, holdState, koreanBookingStatus, sortNewestFirst } from '../../../lib/portal/status.ts';
import { toast } from '../../../lib/toast.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { link } from '../../../lib/i18n/index.ts';
import { fetchCategories } from '../../../lib/api/reference.ts';
import type { Category } from '../../../lib/api/types.ts';
import { consultationTypeKorean } from '../../../lib/i18n/names.ts';
import { rescheduleState } from '../../../lib/portal/reschedule.ts';

export default function MyBookings() {
  return (
    <ErrorBoundary>
      <MyBookingsView />
    </ErrorBoundary>
  );
}

function MyBookingsView() {
  const session = useSyncExternalStore(portalSession.subscribe, portalSession.get, () => CHECKING);
  const zone = useTimeZone();
  const [rows, setRows] = useState<MyBookingRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // this page is Korean in every language (spec): consultation types by their Korean names
  const [categories, setCategories] = useState<Category[]>([]);
  // seconds matter only while an unpaid booking is counting down
  const counting = rows?.some((b) => b.status === 'pending' && b.payment_status === 'pending') ?? false;
  const now = useNow(counting ? 1000 : 60_000);

  useEffect(() => {
    void guardSession({ title: KO.loginTitle, description: KO.loginText });
    fetchCategories().then(setCategories, (e: unknown) => console.warn('Failed to load categories', e));
  }, []);

  const userId = session.status === 'ready' ? session.user!.id : null;
  useEffect(() => {
    if (!userId) return;
    fetchMyBookings(userId).then(
      (list) => setRows(sortNewestFirst(list)),
      (e: unknown) => {
        console.error('예약 조회 실패', e);
        const message = e instanceof Error ? e.message : String(e);
        toast({ variant: 'destructive', title: KO.loadFailed, description: message });
        setError(message);
        setRows([]);
      },
    );
  }, [userId]);

  return (
    <div lang="ko" className="my-bookings">
      <header className="page-head">
        <h1>
          {BRAND.product} <span className="my-bookings-sub">{KO.heading}</span>
        </h1>
      </header>
      {rows === null ? (
        <p className="portal-status" role="status" aria-live="polite">
          <span className="portal-spinner" aria-hidden="true" />
          {KO.loading}
        </p>
      ) : error ? (
        <p className="portal-empty" role="alert">{KO.loadFailed}: {error}</p>
      ) : rows.length === 0 ? (
        <div className="portal-empty" role="status">
          <p className="portal-empty-title">{KO.empty}</p>
          <div className="portal-empty-actions">
            <a className="btn btn-primary" href={link('/booking')}>{KO.book}</a>
          </div>
        </div>
      ) : (
        <ul className="portal-list" aria-label={KO.heading}>
          {rows.map((b) => {
            const status = koreanBookingStatus(b, now);
            const hold = holdState(b, now);
            const local = localTimeOf(b.booking_date, b.booking_time, zone, 'ko-KR');
            const language = consultationLanguageKo(b);
            return (
              <li key={b.id}>
                <article className="card portal-card my-booking" data-status={b.status} data-hold={hold ?? undefined}>
                  <header className="portal-card-head">
                    <div>
                      <h2 className="portal-card-title">{lawyerNameKoreanFirst(b.lawyer_name_korean, b.lawyer_name_english, KO.noLawyer)}</h2>
                      <p className="portal-small">{b.consultation_type?.trim() ? consultationTypeKorean(b.consultation_type, categories) : KO.defaultType}</p>
                    </div>
                    <span className={`badge pbadge pbadge-${status.tone}`}>{status.label}</span>
                  </header>
                  <ul className="portal-facts">
                    <li>{formatKoreanDate(b.booking_date)}</li>
                    <li>
                      {formatTime(b.booking_time)} ({b.duration_minutes}{KO.minutes}) <span className="my-booking-kst">{KO.kst}</span>
                      {local && (
                        <span className="portal-local">
                          {KO.localTime} {local.dateLabel ? `${local.dateLabel} ` : ''}{local.time} ({local.zone})
                        </span>
                      )}
                    </li>
                    <li className="my-booking-fee">{formatWonKorean(b.fee_amount)}</li>
                    {language && <li data-testid="booking-language">{KO.language}: {language}</li>}
                  </ul>
                  {b.case_description && b.case_description.trim() && (
                    <div className="portal-details">
                      <h3>{KO.details}</h3>
                      <p className="clamp-2">{b.case_description}</p>
                    </div>
                  )}
                  {hold === 'live' && (
                    <p className="portal-hint">
                      {KO.timeLeft} <strong className="hold-left">{formatCountdown(holdSeconds(b, now))}</strong>{' '}
                      <a href={link('/client/bookings')}>{KO.pay}</a>
                    </p>
                  )}
                  {hold === 'expired' && <p className="portal-hint">{KO.expiredHint}</p>}
                  {b.status === 'pending' && b.payment_status === 'paid' && (b.reschedule_count ?? 0) > 0 && (
                    <p className="portal-hint" data-testid="awaiting-confirmation">{KO.awaiting}</p>
                  )}
                  {rescheduleState(b, now) === 'allowed' && (
                    <p className="portal-hint">
                      <a className="btn btn-outline btn-sm" href={`${link('/client/bookings')}?booking=${encodeURIComponent(b.id)}&reschedule=1`}>{KO.reschedule}</a>
                    </p>
                  )}
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {rows && rows.length > 0 && (
        <p className="my-bookings-more">
          <a href={link('/client/bookings')}>{KO.portalLink}</a>
        </p>
      )}
    </div>
  );
}
