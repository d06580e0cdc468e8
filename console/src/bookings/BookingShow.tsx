// /admin/bookings/:id/show: one booking (booking_details): who with whom, when, type, language,
// amount and status, then what the client added before the meeting (상담 전 자료) and the lawyer's
// written follow-up (상담 후속 안내), both read under RLS as an administrator (issue 29).
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { Box, Stack } from '@mui/material';
import type { BookingRecord } from '../types.ts';
import { formatDateTime, formatTime, formatWon } from '../common/format.ts';
import { bookingClientLabel, lawyerLabel } from '../common/status.ts';
import { FieldGrid, SectionCard } from '../common/SectionCard.tsx';
import { ConsoleShow } from '../common/ConsoleShow.tsx';
import { BookingStatusChip, PaymentStatusChip } from './BookingStatusChip.tsx';
import { bookingLanguageLabel } from './consultationLanguage.ts';
import { BookingIntakeSection } from './BookingIntakeSection.tsx';
import { BookingFollowUpSection } from './BookingFollowUpSection.tsx';

function BookingDetails() {
  const b = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!b) return null;
  const f = (k: string) => translate(`resources.bookings.fields.${k}`);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
      <SectionCard title={translate('klegal.bookings.overview')} id="booking-overview-title">
        <FieldGrid
          items={[
            { label: f('client'), value: b.client_name_korean && b.client_email ? `${bookingClientLabel(b)} (${b.client_email})` : bookingClientLabel(b) },
            { label: f('lawyer'), value: lawyerLabel(b) },
            { label: `${f('booking_date')} · ${f('booking_time')}`, value: `${b.booking_date} ${formatTime(b.booking_time)}` },
            { label: f('consultation_type'), value: b.consultation_type || translate('klegal.dashboard.default_consultation') },
            { label: f('duration_minutes'), value: translate('klegal.bookings.minutes', { minutes: b.duration_minutes }) },
            { label: f('consultation_language'), value: bookingLanguageLabel(b, locale, translate) },
            { label: f('fee_amount'), value: formatWon(b.fee_amount) },
            {
              label: f('status'),
              value: (
                <Stack component="span" direction="row" spacing={1}>
                  <BookingStatusChip booking={{ ...b, status: b.status!, payment_status: b.payment_status! }} />
                  <PaymentStatusChip status={b.payment_status!} />
                </Stack>
              ),
            },
            { label: f('created_at'), value: formatDateTime(b.created_at) },
            { label: f('case_description'), value: b.case_description, wide: true },
          ]}
        />
      </SectionCard>
      <BookingIntakeSection booking={b} />
      <BookingFollowUpSection />
    </Box>
  );
}

function BookingTitle() {
  const b = useRecordContext<BookingRecord>();
  const translate = useTranslate();
  return <>{`${translate('klegal.bookings.show_title')}${b ? `: ${bookingClientLabel(b)} → ${lawyerLabel(b)}` : ''}`}</>;
}

export default function BookingShow() {
  return (
    <ConsoleShow title={<BookingTitle />}>
      <BookingDetails />
    </ConsoleShow>
  );
}
