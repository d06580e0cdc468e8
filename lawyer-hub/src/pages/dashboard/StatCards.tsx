import { CalendarOutlined, ClockCircleOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import { Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Hint } from '../../components/Hint.tsx';
import { Panel } from '../../components/Panel.tsx';
import type { DashboardStats } from '../../domain/dashboard.ts';
import { formatNumber } from '../../domain/money.ts';
import { messages as t } from '../../i18n/ko.ts';

function Stat({ title, hint, value, suffix, icon, loading, testId }: { title: string; hint: string; value: string; suffix?: string; icon: ReactNode; loading: boolean; testId: string }) {
  return (
    <Col xs={12} lg={6}>
      <Panel style={{ height: '100%' }} styles={{ body: { padding: 18 } }}>
        <Hint title={hint}>
          <div data-testid={testId}>
            <div className="lh-stat-title">{title}</div>
            {loading ? (
              <Skeleton.Input active size="small" />
            ) : (
              <div className="lh-stat-value">
                <span aria-hidden="true" style={{ color: '#1d4ed8', fontSize: 20 }}>
                  {icon}
                </span>
                <span data-testid={`${testId}-value`}>{value}</span>
                {suffix && <small>{suffix}</small>}
              </div>
            )}
          </div>
        </Hint>
      </Panel>
    </Col>
  );
}

export function StatCards({ stats, loading }: { stats: DashboardStats; loading: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      <Stat testId="stat-today" title={t.dashboard.stats.today} hint={t.dashboard.stats.todayHint} value={formatNumber(stats.today)} icon={<CalendarOutlined />} loading={loading} />
      <Stat testId="stat-pending" title={t.dashboard.stats.pending} hint={t.dashboard.stats.pendingHint} value={formatNumber(stats.pending)} icon={<ClockCircleOutlined />} loading={loading} />
      <Stat testId="stat-earnings" title={t.dashboard.stats.earnings} hint={t.dashboard.stats.earningsHint} value={formatNumber(stats.earnings)} suffix={t.common.won} icon={<WalletOutlined />} loading={loading} />
      <Stat testId="stat-clients" title={t.dashboard.stats.clients} hint={t.dashboard.stats.clientsHint} value={formatNumber(stats.clients)} icon={<TeamOutlined />} loading={loading} />
    </Row>
  );
}
