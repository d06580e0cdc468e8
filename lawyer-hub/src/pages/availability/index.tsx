// /lawyer/availability (상담 가능 시간, issue 27): weekly hours with notice and horizon, time off,
// holidays to open, and the calendar feed. The rules are the database's (docs/bookings.md
// "Availability"): the page reads the lawyer's own rows and changes them only through the
// availability functions; an unapproved lawyer (whom those functions refuse) is told so instead.
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useLawyerSession } from '../../components/access/session.tsx';
import { Notice } from '../../components/Notice.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Panel } from '../../components/Panel.tsx';
import { useAvailability } from '../../data/availability.ts';
import { kstDate } from '../../domain/dates.ts';
import { messages as t } from '../../i18n/ko.ts';
import { CalendarFeed } from './CalendarFeed.tsx';
import { Holidays } from './Holidays.tsx';
import { TimeOff } from './TimeOff.tsx';
import { WeeklyHours } from './WeeklyHours.tsx';

const a = t.availability;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel title={<h2 id={`${id}-title`} className="lh-h" style={{ fontSize: 16, margin: 0 }}>{title}</h2>} style={{ marginBottom: 16 }} data-testid={id} aria-labelledby={`${id}-title`}>
      {children}
    </Panel>
  );
}

export default function AvailabilityPage() {
  const session = useLawyerSession();
  const { row, isLoading, isError } = useAvailability(session.id);
  const today = kstDate();

  if (!session.isApproved) {
    return <Notice tone="warning" title={a.unapprovedTitle} subtitle={a.unapproved} full={false} />;
  }

  return (
    <>
      <PageHeader title={a.title} subtitle={a.subtitle} />
      <Section id="availability-weekly-section" title={a.weekly.title}>
        {isLoading ? <Skeleton active /> : isError || !row ? <p role="alert" style={{ color: '#b91c1c' }}>{a.loadFailed}</p> : <WeeklyHours row={row} />}
      </Section>
      <Section id="availability-time-off" title={a.timeOff.title}>
        <TimeOff lawyerId={session.id} today={today} />
      </Section>
      <Section id="availability-holidays" title={a.holidays.title}>
        <Holidays lawyerId={session.id} today={today} />
      </Section>
      <Section id="availability-feed" title={a.feed.title}>
        <CalendarFeed />
      </Section>
    </>
  );
}
