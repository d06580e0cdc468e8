// /client/dashboard: the three counts (Total; Upcoming = pending or confirmed; Completed), the
// upcoming meeting (the earliest confirmed booking with a link that has not started yet: never a past
// one, issue 15; its time in KST with the visitor's own time) and the quick actions. Load errors are
// only logged (spec §8). The figures follow the client's bookings live, and the meeting moves on
// once it has started.
import { useCallback, useEffect, useState } from 'react';
import { fetchDashboardBookings, type DashboardBooking } from '../../../lib/portal/api.ts';
import { formatPortalDate, formatTime } from '../../../lib/portal/dates.ts';
import { subscribeToOwnBookings } from '../../../lib/portal/live.ts';
import { useNow, usePortalSession, useTimeZone } from '../../../lib/portal/react.ts';
import { dashboardCounts, upcomingMeeting } from '../../../lib/portal/status.ts';
import { usePortalI18n } from '../../../lib/i18n/portal/react.ts';
import { safeUrl } from '../../../lib/html.ts';
import { link } from '../../../lib/i18n/index.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { ExternalLink, Icon, LocalTime } from './ui.tsx';

export default function Dashboard() {
  return (
    <ErrorBoundary>
      <DashboardView />
    </ErrorBoundary>
  );
}

function DashboardView() {
  const { t, locale } = usePortalI18n();
  const session = usePortalSession();
  const zone = useTimeZone();
  const userId = session.status === 'ready' ? session.user!.id : null;
  const [bookings, setBookings] = useState<DashboardBooking[] | null>(null);

  const load = useCallback(async () => {
    if (!userId) return;
    try {
      setBookings(await fetchDashboardBookings(userId));
    } catch (e) {
      console.error('Failed to load the dashboard', e);
      setBookings((b) => b ?? []);
    }
  }, [userId]);

  useEffect(() => {
    if (!userId) return;
    void load();
    const sub = subscribeToOwnBookings(userId, () => void load());
    return () => sub.unsubscribe();
  }, [userId, load]);

  const counts = dashboardCounts(bookings ?? []);
  const now = useNow(30_000);
  const meeting = upcomingMeeting(bookings ?? [], now);
  const meetingHref = meeting ? safeUrl(meeting.meeting_link) : null;
  const value = (n: number) => (bookings === null ? <span className="portal-stat-wait" aria-label={t('portal.loading')}>…</span> : n);

  return (
    <>
      <section aria-labelledby="dash-stats" className="portal-section">
        <h2 id="dash-stats" className="sr-only">{t('portal.dashboard.stats')}</h2>
        <ul className="portal-stats" aria-busy={bookings === null}>
          <li className="card portal-stat">
            <span className="portal-stat-icon" aria-hidden="true"><Icon name="list" size={20} /></span>
            <span className="portal-stat-label">{t('portal.dashboard.total')}</span>
            <strong className="portal-stat-value" data-testid="count-total">{value(counts.total)}</strong>
            <span className="portal-stat-hint">{t('portal.dashboard.totalHint')}</span>
          </li>
          <li className="card portal-stat">
            <span className="portal-stat-icon tone-green" aria-hidden="true"><Icon name="calendar" size={20} /></span>
            <span className="portal-stat-label">{t('portal.dashboard.upcoming')}</span>
            <strong className="portal-stat-value" data-testid="count-upcoming">{value(counts.upcoming)}</strong>
            <span className="portal-stat-hint">{t('portal.dashboard.upcomingHint')}</span>
          </li>
          <li className="card portal-stat">
            <span className="portal-stat-icon tone-blue" aria-hidden="true"><Icon name="check" size={20} /></span>
            <span className="portal-stat-label">{t('portal.dashboard.completed')}</span>
            <strong className="portal-stat-value" data-testid="count-completed">{value(counts.completed)}</strong>
            <span className="portal-stat-hint">{t('portal.dashboard.completedHint')}</span>
          </li>
        </ul>
      </section>

      <section aria-labelledby="dash-quick" className="card portal-section">
        <h2 id="dash-quick" className="portal-h2">{t('portal.dashboard.quick')}</h2>
        {meeting && meetingHref && (
          <div className="portal-meeting" data-testid="upcoming-meeting">
            <span className="portal-meeting-icon" aria-hidden="true"><Icon name="video" size={22} /></span>
            <div className="portal-meeting-text">
              <p className="portal-meeting-title">
                {t('portal.dashboard.meeting', {
                  date: formatPortalDate(meeting.booking_date, locale),
                  time: `${formatTime(meeting.booking_time)} ${t('portal.kst')}`,
                })}
              </p>
              <LocalTime date={meeting.booking_date} time={meeting.booking_time} zone={zone} />
            </div>
            <ExternalLink href={meetingHref} className="btn btn-primary">{t('portal.join')}</ExternalLink>
          </div>
        )}
        <div className="portal-actions">
          <a className="btn btn-outline" href={link('/lawyers')}><Icon name="search" /> {t('portal.findLawyers')}</a>
          <a className="btn btn-outline" href={link('/client/bookings')}><Icon name="calendar" /> {t('portal.dashboard.myBookings')}</a>
          <a className="btn btn-outline" href={link('/client/profile')}><Icon name="user" /> {t('portal.dashboard.editProfile')}</a>
        </div>
      </section>
    </>
  );
}
