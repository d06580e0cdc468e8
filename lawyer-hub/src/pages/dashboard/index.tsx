// /lawyer/dashboard: profile card, the not-yet-approved warning, four figures and the next five
// bookings, and the next time off. The figures follow the spec's definitions (domain/dashboard.ts) over the lawyer's
// own bookings.
import { Alert, Col, Row, Space } from 'antd';
import { useMemo } from 'react';
import { useLawyerSession } from '../../components/access/session.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useBookingsLive, useLawyerBookings } from '../../data/bookings.ts';
import { useLawyerAccount } from '../../data/lawyers.hooks.ts';
import { useCategories } from '../../data/lookups.ts';
import { dashboardStats, upcomingBookings } from '../../domain/dashboard.ts';
import { kstDate } from '../../domain/dates.ts';
import { useNow } from '../../hooks/useNow.ts';
import { messages as t } from '../../i18n/ko.ts';
import { NextTimeOff } from './NextTimeOff.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { StatCards } from './StatCards.tsx';
import { UpcomingBookings } from './UpcomingBookings.tsx';

export default function DashboardPage() {
  const session = useLawyerSession();
  const { account, isLoading: accountLoading } = useLawyerAccount(session.id);
  const { bookings, isLoading: bookingsLoading } = useLawyerBookings(session.id);
  const { data: categories } = useCategories();
  useBookingsLive(session.id);

  const today = kstDate();
  const stats = useMemo(() => dashboardStats(bookings, today), [bookings, today]);
  const now = useNow();
  const upcoming = useMemo(() => upcomingBookings(bookings, now), [bookings, now]);
  const approved = account ? account.is_approved : session.isApproved;

  return (
    <>
      <PageHeader title={t.dashboard.title} />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        {!approved && !accountLoading && (
          <Alert type="warning" showIcon message={t.dashboard.unapprovedTitle} description={t.dashboard.unapproved} data-testid="unapproved-warning" />
        )}
        <ProfileCard account={account} categories={categories} loading={accountLoading} />
        <StatCards stats={stats} loading={bookingsLoading} />
        <Row>
          <Col span={24}>
            <UpcomingBookings bookings={upcoming} loading={bookingsLoading} />
          </Col>
        </Row>
        <NextTimeOff lawyerId={session.id} today={today} />
      </Space>
    </>
  );
}
