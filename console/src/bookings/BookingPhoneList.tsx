// The bookings list at phone size (issue 16), loaded only there.
import { SimpleList, useLocaleState, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import type { BookingRecord } from '../types.ts';
import { formatTime, formatWon } from '../common/format.ts';
import { bookingClientLabel, lawyerLabel } from '../common/status.ts';
import { BookingStatusChip, PaymentStatusChip } from './BookingStatusChip.tsx';
import { BookingMeetingLinkButton } from './BookingMeetingLinkEdit.tsx';
import { BookingDetailsLink } from './BookingDetailsLink.tsx';
import { bookingLanguageLabel } from './consultationLanguage.ts';

/**
 * Phones (below 600 px): one row per booking as a simple list, every action on screen: who with
 * whom, when, type, language and amount, the status chips, the meeting-link button and the link to the booking's page.
 */
export default function BookingPhoneList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <SimpleList<BookingRecord>
      rowClick={false}
      primaryText={(b) => `${bookingClientLabel(b)} → ${lawyerLabel(b)}`}
      secondaryText={(b) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, mt: 0.5 }} data-testid="booking-row">
          <Box component="span">
            {b.booking_date} {formatTime(b.booking_time)} · {b.consultation_type || translate('klegal.dashboard.default_consultation')} ·{' '}
            {translate('klegal.bookings.minutes', { minutes: b.duration_minutes })} · {bookingLanguageLabel(b, locale, translate)} · {formatWon(b.fee_amount)}
          </Box>
          <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <BookingStatusChip booking={{ ...b, status: b.status!, payment_status: b.payment_status! }} />
            <PaymentStatusChip status={b.payment_status!} />
          </Box>
          <Box component="span" sx={{ display: 'block' }}>
            <BookingMeetingLinkButton booking={b} />
            <BookingDetailsLink booking={b} />
          </Box>
        </Box>
      )}
      rowSx={() => ({ alignItems: 'flex-start', borderBottom: 1, borderColor: 'divider' })}
    />
  );
}

