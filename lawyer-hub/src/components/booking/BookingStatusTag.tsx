import { Tag } from 'antd';
import type { BookingDisplay } from '../../domain/bookings.ts';
import { messages as t } from '../../i18n/ko.ts';

// Dark text on light backgrounds (AA contrast) for each status.
const STYLE: Record<BookingDisplay, { color: string; background: string; borderColor: string }> = {
  pending: { color: '#92400e', background: '#fffbeb', borderColor: '#fcd34d' },
  confirmed: { color: '#1e40af', background: '#eff6ff', borderColor: '#93c5fd' },
  completed: { color: '#166534', background: '#f0fdf4', borderColor: '#86efac' },
  cancelled: { color: '#374151', background: '#f3f4f6', borderColor: '#d1d5db' },
  // an expired hold is a cancelled booking nobody chose to cancel: grey, dashed, its own label
  expired: { color: '#374151', background: '#f9fafb', borderColor: '#9ca3af' },
};

export function BookingStatusTag({ status }: { status: BookingDisplay }) {
  return (
    <Tag style={{ ...STYLE[status], fontWeight: 600, marginInlineEnd: 0, borderStyle: status === 'expired' ? 'dashed' : 'solid' }} data-status={status}>
      {t.bookingStatus[status] ?? status}
    </Tag>
  );
}
