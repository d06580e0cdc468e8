// CSV columns of /admin/bookings (issue 16): Korean headers and status labels (an unpaid hold that
// ran out reads '기한 만료', as on screen), the booking's own date and time (KST), amounts in won.
import type { CsvColumn } from '../common/csv.ts';
import { formatDateTime, formatTime } from '../common/format.ts';
import { bookingClientLabel, lawyerLabel, paymentStatusKey } from '../common/status.ts';
import type { BookingRecord } from '../types.ts';
import { bookingChip } from './meetingLinkRules.ts';
import { bookingLanguageLabel } from './consultationLanguage.ts';

export const BOOKING_CSV: readonly CsvColumn<BookingRecord>[] = [
  { header: 'resources.bookings.fields.booking_date', value: (b) => b.booking_date },
  { header: 'resources.bookings.fields.booking_time', value: (b) => formatTime(b.booking_time) },
  { header: 'resources.bookings.fields.client', value: (b) => bookingClientLabel(b) },
  { header: 'klegal.export.client_email', value: (b) => b.client_email },
  { header: 'resources.bookings.fields.lawyer', value: (b) => lawyerLabel(b) },
  { header: 'resources.bookings.fields.consultation_type', value: (b, t) => b.consultation_type || t('klegal.dashboard.default_consultation') },
  { header: 'resources.bookings.fields.duration_minutes', value: (b) => b.duration_minutes },
  { header: 'resources.bookings.fields.consultation_language', value: (b, t) => bookingLanguageLabel(b, 'ko', t) },
  { header: 'resources.bookings.fields.fee_amount', value: (b) => b.fee_amount },
  { header: 'resources.bookings.fields.status', value: (b, t) => t(bookingChip({ ...b, status: b.status!, payment_status: b.payment_status! }).key) },
  { header: 'resources.bookings.fields.payment_status', value: (b, t) => (b.payment_status ? t(paymentStatusKey(b.payment_status)) : null) },
  { header: 'resources.bookings.fields.meeting_link', value: (b) => b.meeting_link },
  { header: 'resources.bookings.fields.created_at', value: (b) => formatDateTime(b.created_at) },
];
