// The confirmation asked before a step that cannot be undone: declining or cancelling a booking
// (refunds a paid booking and gives its coupon back) and completing a consultation. A modal on
// the portal's own <dialog> (antd Modal is kept out of the bundle, see README).
import { Button } from 'antd';
import { messages as t } from '../../i18n/ko.ts';
import { formatWon } from '../../domain/money.ts';
import { Dialog } from '../Dialog.tsx';

export type BookingAction = 'decline' | 'cancel' | 'complete';

export interface BookingActionTarget {
  clientName: string;
  /** 'yyyy-MM-dd HH:mm' */
  when: string;
  paid: boolean;
  fee: number;
  hasCoupon: boolean;
}

/** The sentences of the confirmation, in order (pure: unit-tested). */
export function bookingActionLines(action: BookingAction, x: BookingActionTarget): string[] {
  const m = t.bookings.confirmDialog;
  if (action === 'complete') return [m.completeQuestion, m.completeNote];
  const lines = [action === 'decline' ? m.declineQuestion : m.cancelQuestion];
  if (x.paid) {
    lines.push(m.refund(formatWon(x.fee)));
    if (x.hasCoupon) lines.push(m.couponBack);
  } else {
    lines.push(m.unpaid);
  }
  lines.push(m.irreversible);
  return lines;
}

export function BookingActionDialog({
  action,
  target,
  onConfirm,
  onClose,
}: {
  action: BookingAction | null;
  target: BookingActionTarget;
  onConfirm: (action: BookingAction) => void;
  onClose: () => void;
}) {
  const m = t.bookings.confirmDialog;
  const title = action === 'complete' ? m.completeTitle : action === 'cancel' ? m.cancelTitle : m.declineTitle;
  const button = action === 'complete' ? m.completeButton : action === 'cancel' ? m.cancelButton : m.declineButton;
  return (
    <Dialog
      open={action !== null}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose} autoFocus>
            {t.bookings.back}
          </Button>
          <Button type="primary" danger={action !== 'complete'} onClick={() => action && onConfirm(action)}>
            {button}
          </Button>
        </>
      }
    >
      {action && (
        <div data-testid="booking-action-dialog" data-action={action}>
          <p style={{ margin: '0 0 8px', fontWeight: 600 }}>{m.summary(target.clientName, target.when)}</p>
          {bookingActionLines(action, target).map((line) => (
            <p key={line} style={{ margin: '0 0 6px' }}>
              {line}
            </p>
          ))}
        </div>
      )}
    </Dialog>
  );
}
