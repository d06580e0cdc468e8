// One booking: who, when, what, its status and payment, and only the actions the database accepts
// now (domain/bookings.ts → shared lawyerActions). Declining, cancelling and completing ask first.
import { CheckOutlined, ClockCircleOutlined, CloseOutlined, FlagOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { consultationLanguageKo } from '@klegal/shared/consultationLanguage.ts';
import { useId, useState } from 'react';
import { BookingActionDialog, type BookingAction } from '../../components/booking/BookingActionDialog.tsx';
import { BookingIntake } from '../../components/booking/BookingIntake.tsx';
import { BookingFollowUp } from '../../components/booking/BookingFollowUp.tsx';
import { BookingStatusTag } from '../../components/booking/BookingStatusTag.tsx';
import { canJoin, JoinMeetingButton } from '../../components/booking/JoinMeetingButton.tsx';
import { hasRoom, RoomEnterButton } from '../../components/booking/RoomEnterButton.tsx';
import { Panel } from '../../components/Panel.tsx';
import type { BookingDetail, BookingStatus } from '../../data/bookings.ts';
import { bookingView } from '../../domain/bookings.ts';
import { formatDate, formatTime } from '../../domain/dates.ts';
import { formatWon } from '../../domain/money.ts';
import { messages as t } from '../../i18n/ko.ts';

export type BookingChange = Exclude<BookingStatus, 'pending'>;

const ACTION_STATUS: Record<BookingAction, BookingChange> = { decline: 'cancelled', cancel: 'cancelled', complete: 'completed' };

export function BookingCard({
  booking: b,
  busy,
  now,
  onChange,
}: {
  booking: BookingDetail;
  busy: boolean;
  now: Date;
  onChange: (b: BookingDetail, status: BookingChange) => void;
}) {
  const [asking, setAsking] = useState<BookingAction | null>(null);
  const [last, setLast] = useState<BookingAction | null>(null);
  const notYetId = useId();
  const view = bookingView(b, now);
  const name = b.client_name_korean || b.client_name_english || t.bookings.defaultClient;
  const when = `${formatDate(b.booking_date)} ${formatTime(b.booking_time)}`;

  const actions: React.ReactNode[] = [];
  if (view.actions.confirm) {
    actions.push(
      <Button key="approve" type="primary" icon={<CheckOutlined />} loading={busy && last === null} onClick={() => onChange(b, 'confirmed')}>
        {t.bookings.approve}
      </Button>,
    );
  }
  if (view.actions.complete) {
    actions.push(
      <Button key="complete" icon={<FlagOutlined />} loading={busy && last === 'complete'} disabled={busy && last !== 'complete'} onClick={() => setAsking('complete')}>
        {t.bookings.complete}
      </Button>,
    );
  } else if (view.completeNotYet) {
    // shown, but disabled with its reason: the lawyer knows the step exists and when it opens
    actions.push(
      <Button key="complete" icon={<FlagOutlined />} disabled aria-describedby={notYetId}>
        {t.bookings.complete}
      </Button>,
      <span key="complete-not-yet" id={notYetId} className="lh-muted" data-testid="complete-not-yet" style={{ fontSize: 13 }}>
        {t.bookings.completeNotYet}
      </span>,
    );
  }
  if (view.actions.cancel) {
    const decline = b.status === 'pending';
    actions.push(
      <Button
        key="cancel"
        danger
        icon={decline ? <CloseOutlined /> : <StopOutlined />}
        loading={busy && last !== null && last !== 'complete'}
        disabled={busy && (last === null || last === 'complete')}
        onClick={() => setAsking(decline ? 'decline' : 'cancel')}
        aria-haspopup="dialog"
      >
        {decline ? t.bookings.decline : t.bookings.cancel}
      </Button>,
    );
  }
  if (canJoin(b)) actions.push(<JoinMeetingButton key="join" link={b.meeting_link!} label={t.bookings.join} />);
  else if (hasRoom(b, now)) actions.push(<RoomEnterButton key="room" bookingId={b.id} />);

  return (
    <Panel
      data-testid="booking-card"
      data-booking-id={b.id}
      data-status={b.status}
      data-display={view.display}
      size="small"
      styles={{ body: { padding: 16 } }}
    >
      <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <div>
          <h2 className="lh-h" style={{ fontSize: 16, margin: 0 }}>
            {name}
          </h2>
          <div className="lh-muted">{b.client_email ?? '-'}</div>
        </div>
        <Space size={6} wrap>
          {view.awaitingPayment && (
            <span className="lh-awaiting" data-testid="awaiting-payment">
              <ClockCircleOutlined aria-hidden="true" /> {view.holdEndsAt ? t.bookings.awaitingPayment(view.holdEndsAt) : t.bookings.awaitingPaymentNoTime}
            </span>
          )}
          <BookingStatusTag status={view.display} />
        </Space>
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
          <dt>{t.bookings.payment}</dt>
          <dd data-testid="payment-status">{t.paymentStatus[b.payment_status] ?? b.payment_status}</dd>
        </div>
        <div>
          <dt>{t.bookings.type}</dt>
          <dd>{b.consultation_type || t.bookings.defaultType}</dd>
        </div>
        <div>
          <dt>{t.bookings.language}</dt>
          <dd data-testid="consultation-language">{consultationLanguageKo(b) ?? t.bookings.defaultLanguage}</dd>
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
      {/* what the client added after paying (issue 29, item 4) */}
      {b.payment_status === 'paid' && b.status !== 'cancelled' && <BookingIntake bookingId={b.id} bookingDate={b.booking_date} />}
      {/* the lawyer's written follow-up, after the consultation (issue 29, item 5) */}
      {b.status === 'completed' && <BookingFollowUp bookingId={b.id} now={now} />}
      {view.awaitingPayment && <p className="lh-card-note">{t.bookings.awaitingPaymentHint}</p>}
      {view.display === 'expired' && <p className="lh-card-note">{t.bookings.expiredHint}</p>}
      {actions.length > 0 && (
        <Space wrap style={{ marginTop: 14 }}>
          {actions}
        </Space>
      )}
      <BookingActionDialog
        action={asking}
        target={{ clientName: name, when, paid: b.payment_status === 'paid', fee: b.fee_amount, hasCoupon: Boolean(b.user_coupon_id) }}
        onClose={() => setAsking(null)}
        onConfirm={(action) => {
          setAsking(null);
          setLast(action);
          onChange(b, ACTION_STATUS[action]);
        }}
      />
    </Panel>
  );
}
