import { Tag } from 'antd';
import type { BookingStatus } from '../../data/bookings.ts';
import { messages as t } from '../../i18n/ko.ts';

// Dark text on light backgrounds (AA contrast) for each status.
const STYLE: Record<BookingStatus, { color: string; background: string; borderColor: string }> = {
  pending: { color: '#92400e', background: '#fffbeb', borderColor: '#fcd34d' },
  confirmed: { color: '#1e40af', background: '#eff6ff', borderColor: '#93c5fd' },
  completed: { color: '#166534', background: '#f0fdf4', borderColor: '#86efac' },
  cancelled: { color: '#374151', background: '#f3f4f6', borderColor: '#d1d5db' },
};

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  return (
    <Tag style={{ ...STYLE[status], fontWeight: 600, marginInlineEnd: 0 }} data-status={status}>
      {t.bookingStatus[status] ?? status}
    </Tag>
  );
}
