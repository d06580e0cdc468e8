// The lawyer's next time off (lawyer_time_off, own rows: the earliest entry that has not ended),
// with a link to the 상담 가능 시간 page where it is managed.
import { Button, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { Panel } from '../../components/Panel.tsx';
import { useUpcomingTimeOff } from '../../data/availability.ts';
import { rangeDays } from '../../domain/availability.ts';
import { messages as t } from '../../i18n/ko.ts';

export function NextTimeOff({ lawyerId, today }: { lawyerId: string; today: string }) {
  const navigate = useNavigate();
  const { rows, isLoading } = useUpcomingTimeOff(lawyerId, today, 1);
  const next = rows[0];
  return (
    <Panel
      title={<h2 className="lh-h" style={{ fontSize: 17, margin: 0 }}>{t.dashboard.nextTimeOff}</h2>}
      extra={
        <Button type="link" onClick={() => navigate('/lawyer/availability')}>
          {t.dashboard.manageAvailability}
        </Button>
      }
      data-testid="next-time-off"
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : next ? (
        <div className="lh-next-time-off" data-from={next.from_date} data-to={next.to_date}>
          <div>
            <strong data-testid="next-time-off-dates">{next.from_date === next.to_date ? next.from_date : `${next.from_date} ~ ${next.to_date}`}</strong>
            <span className="lh-muted"> · {t.availability.timeOff.days(rangeDays(next.from_date, next.to_date))}</span>
            {next.note && <div className="lh-muted lh-pre" style={{ fontSize: 14, marginTop: 2 }}>{next.note}</div>}
          </div>
        </div>
      ) : (
        <p className="lh-muted" style={{ margin: 0 }} data-testid="next-time-off-none">{t.dashboard.nextTimeOffNone}</p>
      )}
    </Panel>
  );
}
