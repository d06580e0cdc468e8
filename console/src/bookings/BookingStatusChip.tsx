import { useTranslate } from 'react-admin';
import { Chip } from '@mui/material';
import type { PaymentStatus } from '../types.ts';
import { PAYMENT_STATUS_COLORS, paymentStatusKey } from '../common/status.ts';
import { bookingChip } from './meetingLinkRules.ts';

/** The booking's status; an unpaid hold that ran out reads 'expired' rather than a plain 'cancelled'. */
export function BookingStatusChip({ booking }: { booking: Parameters<typeof bookingChip>[0] }) {
  const translate = useTranslate();
  const chip = bookingChip(booking);
  return (
    <Chip
      size="small"
      color={chip.color}
      variant={chip.expired ? 'outlined' : 'filled'}
      sx={chip.expired ? { borderStyle: 'dashed' } : undefined}
      label={translate(chip.key)}
      data-status={chip.expired ? 'expired' : booking.status}
    />
  );
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
