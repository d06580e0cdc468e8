// A booking's '상세' link to its page (/admin/bookings/:id/show). A link rather than a row click:
// the row's meeting-link dialog is a React child of the row, so its clicks would bubble to it.
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import type { BookingRecord } from '../types.ts';
import { bookingClientLabel } from '../common/status.ts';

export function BookingDetailsLink({ booking }: { booking: BookingRecord }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Button
      size="small"
      variant="outlined"
      component={Link}
      to={createPath({ resource: 'bookings', id: booking.id, type: 'show' })}
      aria-label={translate('klegal.bookings.details_label', { client: bookingClientLabel(booking) })}
    >
      {translate('klegal.bookings.details')}
    </Button>
  );
}
