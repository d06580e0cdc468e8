import { CheckOutlined, CloseOutlined, FlagOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { BookingStatusTag } from '../../components/booking/BookingStatusTag.tsx';
import { canJoin, JoinMeetingButton } from '../../components/booking/JoinMeetingButton.tsx';
import { Panel } from '../../components/Panel.tsx';
import type { BookingDetail, BookingStatus } from '../../data/bookings.ts';
import { formatDate, formatTime } from '../../domain/dates.ts';
import { formatWon } from '../../domain/money.ts';
import { messages as t } from '../../i18n/ko.ts';

export function BookingCard({
  booking: b,
  busy,
  onChange,
}: {
  booking: BookingDetail;
  busy: boolean;
  onChange: (b: BookingDetail, status: Exclude<BookingStatus, 'pending'>) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const name = b.client_name_korean || b.client_name_english || t.bookings.defaultClient;
  const actions: React.ReactNode[] = [];
  if (b.status === 'pending') {
    actions.push(
      <Button key="approve" type="primary" icon={<CheckOutlined />} loading={busy} onClick={() => onChange(b, 'confirmed')}>
        {t.bookings.approve}
      </Button>,
      <Button key="decline" danger icon={<CloseOutlined />} disabled={busy} onClick={() => setConfirming(true)} aria-expanded={confirming}>
        {t.bookings.decline}
      </Button>,
    );
  }
  if (b.status === 'confirmed') {
    actions.push(
      <Button key="complete" icon={<FlagOutlined />} loading={busy} onClick={() => onChange(b, 'completed')}>
        {t.bookings.complete}
      </Button>,
    );
    if (canJoin(b)) actions.push(<JoinMeetingButton key="join" link={b.meeting_link!} label={t.bookings.join} />);
  }

  return (
    <Panel data-testid="booking-card" data-booking-id={b.id} data-status={b.status} size="small" styles={{ body: { padding: 16 } }}>
      <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <div>
          <h2 className="lh-h" style={{ fontSize: 16, margin: 0 }}>
            {name}
          </h2>
          <div className="lh-muted">{b.client_email ?? '-'}</div>
        </div>
        <BookingStatusTag status={b.status} />
      </Space>
      <dl className="lh-booking-meta">
        <div>
          <dt>{t.bookings.date}</dt>
          <dd>{formatDate(b.booking_date)}</dd>
        </div>
        <div>
          <dt>{t.bookings.time}</dt>
          <dd>{formatTime(b.booking_time)}</dd>
        </div>
        <div>
          <dt>{t.bookings.duration}</dt>
          <dd>{t.common.minutes(b.duration_minutes)}</dd>
        </div>
        <div>
          <dt>{t.bookings.fee}</dt>
          <dd>{formatWon(b.fee_amount)}</dd>
        </div>
        <div>
          <dt>{t.bookings.type}</dt>
          <dd>{b.consultation_type || t.bookings.defaultType}</dd>
        </div>
      </dl>
      <div>
        <div className="lh-muted" style={{ fontSize: 12 }}>
          {t.bookings.description}
        </div>
        <p className="lh-pre" style={{ margin: '2px 0 0' }}>
          {b.case_description || <span className="lh-muted">{t.bookings.noDescription}</span>}
        </p>
      </div>
      {confirming && b.status === 'pending' && (
        <div className="lh-confirm" role="alertdialog" aria-label={t.bookings.declineConfirm} style={{ marginTop: 14 }}>
          <span>{t.bookings.declineConfirm}</span>
          <Button
            danger
            type="primary"
            size="small"
            autoFocus
            onClick={() => {
              setConfirming(false);
              onChange(b, 'cancelled');
            }}
          >
            {t.bookings.decline}
          </Button>
          <Button size="small" onClick={() => setConfirming(false)}>
            {t.common.cancel}
          </Button>
        </div>
      )}
      {actions.length > 0 && (
        <Space wrap style={{ marginTop: 14 }}>
          {actions}
        </Space>
      )}
    </Panel>
  );
}
