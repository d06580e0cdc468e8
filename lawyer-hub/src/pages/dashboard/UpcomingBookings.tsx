// The next bookings on the dashboard, each with its consultation language (issue 29) as the
// booking card names it, so the lawyer sees which language to prepare for without opening it.
import { Button, Empty, Skeleton } from 'antd';
import { consultationLanguageKo } from '@klegal/shared/consultationLanguage.ts';
import { useNavigate } from 'react-router';
import { BookingStatusTag } from '../../components/booking/BookingStatusTag.tsx';
import { canJoin, JoinMeetingButton } from '../../components/booking/JoinMeetingButton.tsx';
import { Panel } from '../../components/Panel.tsx';
import type { BookingDetail } from '../../data/bookings.ts';
import { bookingView } from '../../domain/bookings.ts';
import { bookingEndsAt } from '../../domain/dashboard.ts';
import { formatDate, formatTime } from '../../domain/dates.ts';
import { messages as t } from '../../i18n/ko.ts';

export function UpcomingBookings({ bookings, loading }: { bookings: BookingDetail[]; loading: boolean }) {
  const navigate = useNavigate();
  return (
    <Panel
      title={
        <h2 className="lh-h" style={{ fontSize: 17, margin: 0 }}>
          {t.dashboard.upcoming}
        </h2>
      }
      extra={
        <Button type="link" onClick={() => navigate('/lawyer/bookings')}>
          {t.dashboard.viewAll}
        </Button>
      }
    >
      {loading ? (
        <Skeleton active />
      ) : bookings.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.dashboard.upcomingEmpty} />
      ) : (
        <ul className="lh-list">
          {bookings.map((b) => (
            <li key={b.id} data-testid="upcoming-booking" data-booking-id={b.id} data-display={bookingView(b).display} data-ends-at={bookingEndsAt(b)}>
              <div>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <strong>{b.client_name_korean || b.client_name_english || t.dashboard.defaultClient}</strong>
                  <BookingStatusTag status={bookingView(b).display} />
                </div>
                <div className="lh-muted" style={{ fontSize: 14, marginTop: 2 }}>
                  {b.consultation_type || t.dashboard.defaultType} · {formatDate(b.booking_date)} {formatTime(b.booking_time)} · {t.common.minutes(b.duration_minutes)} ·{' '}
                  <span data-testid="consultation-language">
                    {t.bookings.language}: {consultationLanguageKo(b) ?? t.bookings.defaultLanguage}
                  </span>
                </div>
              </div>
              {canJoin(b) && <JoinMeetingButton link={b.meeting_link!} label={t.dashboard.join} size="small" />}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
