// The open bookings a proposed change would leave outside (lawyer_availability_conflicts, issue 27
// item 4), shown before the change is saved. An availability change never cancels a booking: the
// lawyer decides per booking — keep it, or decline / cancel it with the bookings page's own
// function (lawyer_update_booking_status: refund, coupon back) after the same confirmation — and
// only then saves.
import { CheckOutlined, CloseOutlined, StopOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Space } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { BookingActionDialog, type BookingAction } from '../../components/booking/BookingActionDialog.tsx';
import { BookingStatusTag } from '../../components/booking/BookingStatusTag.tsx';
import type { Conflict } from '../../data/availability.ts';
import { useUpdateBookingStatus } from '../../data/bookings.ts';
import { bookingErrorMessage } from '../../domain/bookings.ts';
import { formatDate, formatTime } from '../../domain/dates.ts';
import { formatWon } from '../../domain/money.ts';
import { messages as t } from '../../i18n/ko.ts';

const c = t.availability.conflicts;

type Decision = 'keep' | 'cancelled';

export function ConflictReview({
  conflicts,
  proceedLabel,
  busy,
  onProceed,
  onBack,
  testId,
}: {
  conflicts: Conflict[];
  proceedLabel: string;
  busy: boolean;
  onProceed: () => void;
  onBack: () => void;
  testId: string;
}) {
  const [decided, setDecided] = useState<Record<string, Decision>>({});
  const [asking, setAsking] = useState<{ booking: Conflict; action: BookingAction } | null>(null);
  const [working, setWorking] = useState<string | null>(null);
  const { update } = useUpdateBookingStatus();
  const { open } = useNotification();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // the list appears in place of the save button: bring it to the lawyer's attention
  useEffect(() => heading.current?.focus(), []);

  const undecided = conflicts.filter((b) => !decided[b.booking_id]).length;

  const act = async (b: Conflict) => {
    setWorking(b.booking_id);
    try {
      await update(b.booking_id, 'cancelled');
      setDecided((d) => ({ ...d, [b.booking_id]: 'cancelled' }));
    } catch (e) {
      open?.({ key: 'availability-conflict', type: 'error', message: c.actionFailed, description: bookingErrorMessage(e, t.bookings.errors) });
    } finally {
      setWorking(null);
    }
  };

  return (
    <section className="lh-conflicts" aria-labelledby={headingId} data-testid={testId}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="lh-h" style={{ fontSize: 15, margin: '0 0 6px' }}>
        {c.title(conflicts.length)}
      </h3>
      <p className="lh-muted" style={{ margin: '0 0 10px', fontSize: 14 }}>
        {c.intro}
      </p>
      <ul className="lh-list">
        {conflicts.map((b) => {
          const name = b.client_name || c.defaultClient;
          const when = `${formatDate(b.booking_date)} ${formatTime(b.booking_time)}`;
          const decision = decided[b.booking_id];
          const decline = b.status === 'pending';
          return (
            <li key={b.booking_id} data-testid="conflict-booking" data-booking-id={b.booking_id} data-decision={decision ?? 'none'}>
              <div style={{ minWidth: 0 }}>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                  <strong>{name}</strong>
                  <BookingStatusTag status={decision === 'cancelled' ? 'cancelled' : b.status} />
                </div>
                <div className="lh-muted" style={{ fontSize: 14, marginTop: 2 }}>
                  {when} · {t.common.minutes(b.duration_minutes)} · {formatWon(b.fee_amount)} · {c.reason[b.reason] ?? b.reason}
                </div>
              </div>
              {decision === 'cancelled' ? (
                <span className="lh-muted">{decline ? c.declined : c.cancelled}</span>
              ) : (
                <Space wrap>
                  <Button
                    icon={<CheckOutlined />}
                    aria-pressed={decision === 'keep'}
                    type={decision === 'keep' ? 'primary' : 'default'}
                    disabled={working === b.booking_id}
                    onClick={() => setDecided((d) => ({ ...d, [b.booking_id]: 'keep' }))}
                    aria-label={`${c.keep}: ${name} ${when}`}
                  >
                    {decision === 'keep' ? c.kept : c.keep}
                  </Button>
                  <Button
                    danger
                    icon={decline ? <CloseOutlined /> : <StopOutlined />}
                    loading={working === b.booking_id}
                    aria-haspopup="dialog"
                    onClick={() => setAsking({ booking: b, action: decline ? 'decline' : 'cancel' })}
                    aria-label={`${decline ? c.decline : c.cancel}: ${name} ${when}`}
                  >
                    {decline ? c.decline : c.cancel}
                  </Button>
                </Space>
              )}
            </li>
          );
        })}
      </ul>
      {undecided > 0 && (
        <p className="lh-muted" role="status" style={{ margin: '10px 0 0', fontSize: 14 }}>
          {c.undecided(undecided)}
        </p>
      )}
      <Space wrap style={{ marginTop: 12 }}>
        <Button type="primary" disabled={undecided > 0 || working !== null} loading={busy} onClick={onProceed}>
          {proceedLabel}
        </Button>
        <Button onClick={onBack} disabled={busy}>
          {c.back}
        </Button>
      </Space>
      <BookingActionDialog
        action={asking?.action ?? null}
        target={
          asking
            ? { clientName: asking.booking.client_name || c.defaultClient, when: `${formatDate(asking.booking.booking_date)} ${formatTime(asking.booking.booking_time)}`, paid: true, fee: asking.booking.fee_amount, hasCoupon: asking.booking.has_coupon }
            : { clientName: '', when: '', paid: true, fee: 0, hasCoupon: false }
        }
        onClose={() => setAsking(null)}
        onConfirm={() => {
          const b = asking?.booking;
          setAsking(null);
          if (b) void act(b);
        }}
      />
    </section>
  );
}
