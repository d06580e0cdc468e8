import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { BookingStatus, PaymentStatus } from '../types.ts';
import { BOOKING_STATUS_COLORS, PAYMENT_STATUS_COLORS, bookingStatusKey, paymentStatusKey } from '../common/status.ts';

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const translate = useTranslate();
  return <Chip size="small" color={BOOKING_STATUS_COLORS[status]} label={translate(bookingStatusKey(status))} />;
}

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const translate = useTranslate();
  return <Chip size="small" variant="outlined" color={PAYMENT_STATUS_COLORS[status]} label={translate(paymentStatusKey(status))} />;
}

export function MeetingLinkChip({ link }: { link: string | null }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={link ? 'success' : 'default'}
      label={translate(link ? 'klegal.dashboard.link_present' : 'klegal.dashboard.no_link')}
    />
  );
}
