// /admin/bookings: every booking, newest booking_date first (spec §2 "Booking management"): date,
// time, client (Korean name, else e-mail), lawyer, consultation type, amount in ₩, status, and the
// meeting-link button. The status is not editable here.
import { lazy, Suspense } from 'react';
import { Datagrid, FunctionField, useLocaleState, useTranslate } from 'react-admin';
import { Box, Chip, Typography } from '@mui/material';
import { usePhone } from '../common/usePhone.ts';
import type { BookingRecord } from '../types.ts';
import { formatTime, formatWon } from '../common/format.ts';
import { datagridSx } from '../common/SectionCard.tsx';
import { bookingClientLabel, bookingStatuses, bookingStatusKey, lawyerLabel } from '../common/status.ts';
import { useToast } from '../common/useToast.ts';
import { BookingStatusChip, PaymentStatusChip } from './BookingStatusChip.tsx';
import { BookingMeetingLinkButton } from './BookingMeetingLinkEdit.tsx';
import { BookingDetailsLink } from './BookingDetailsLink.tsx';
import { useCsvExporter } from '../common/csv.ts';
import { BOOKING_CSV } from './bookingCsv.ts';
import { bookingLanguageLabel } from './consultationLanguage.ts';
import { ConsoleList } from '../common/ConsoleList.tsx';
import type { FilterSpec } from '../common/FilterBar.tsx';

const BookingPhoneList = lazy(() => import('./BookingPhoneList.tsx'));

const FILTERS: FilterSpec[] = [
  { kind: 'search', source: 'q', placeholder: 'klegal.bookings.search' },
  {
    kind: 'select',
    source: 'status',
    label: 'resources.bookings.fields.status',
    emptyText: 'klegal.common.all',
    // by display_status (providers/dataProvider.ts): 기한 만료 holds are not counted as 대기 중
    choices: [...bookingStatuses.map((s) => ({ id: s, name: bookingStatusKey(s) })), { id: 'expired', name: 'klegal.bookings.status.expired' }],
  },
  { kind: 'date', source: 'booking_date@gte', label: 'klegal.bookings.date_from' },
  { kind: 'date', source: 'booking_date@lte', label: 'klegal.bookings.date_to' },
];

/** The booking's payment (issue 19): provider, its transaction id, and a provider refund's state. */
function PaymentProvider({ booking: b }: { booking: BookingRecord }) {
  const translate = useTranslate();
  if (!b.payment_provider) return <>-</>;
  return (
    <Box>
      <Typography variant="body2">{translate(`klegal.payments.provider.${b.payment_provider === 'stripe' || b.payment_provider === 'test' ? b.payment_provider : 'other'}`)}</Typography>
      <Typography variant="caption" color="text.secondary" component="code" sx={{ display: 'block', wordBreak: 'break-all' }}>{b.payment_transaction_id}</Typography>
      {b.refund_status && (
        <Chip size="small" variant="outlined" color={b.refund_status === 'succeeded' ? 'default' : b.refund_status === 'failed' ? 'error' : 'warning'}
          label={translate(`klegal.payments.refund.${b.refund_status}`)} data-refund={b.refund_status} />
      )}
    </Box>
  );
}

export default function BookingList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const toast = useToast();
  const phone = usePhone();
  const exporter = useCsvExporter<BookingRecord>('bookings', BOOKING_CSV);
  return (
    <ConsoleList
      title={translate('klegal.menu.bookings')}
      sort={{ field: 'booking_date', order: 'DESC' }}
      filters={FILTERS}
      exporter={exporter}
      perPage={25}
      queryOptions={{ onError: () => toast('klegal.common.load_failed', 'klegal.bookings.load_failed', 'error') }}
    >
      {phone ? (
        <Suspense fallback={null}>
          <BookingPhoneList />
        </Suspense>
      ) : (
      <Datagrid bulkActionButtons={false} rowClick={false} sx={datagridSx(['consultation_type', 'client'])}>
        <FunctionField<BookingRecord> source="booking_date" render={(b) => b.booking_date} />
        <FunctionField<BookingRecord> source="booking_time" render={(b) => formatTime(b.booking_time)} />
        <FunctionField<BookingRecord>
          source="client"
          sortBy="client_name_korean"
          render={(b) => (
            <Box>
              <Typography variant="body2">{bookingClientLabel(b)}</Typography>
              {b.client_name_korean && b.client_email ? (
                <Typography variant="caption" color="text.secondary">
                  {b.client_email}
                </Typography>
              ) : null}
            </Box>
          )}
        />
        <FunctionField<BookingRecord> source="lawyer" sortBy="lawyer_name_korean" render={(b) => lawyerLabel(b)} />
        <FunctionField<BookingRecord>
          source="consultation_type"
          render={(b) => (
            <>
              {b.consultation_type || translate('klegal.dashboard.default_consultation')}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {translate('klegal.bookings.minutes', { minutes: b.duration_minutes })}
              </Typography>
            </>
          )}
        />
        <FunctionField<BookingRecord> source="consultation_language" render={(b) => bookingLanguageLabel(b, locale, translate)} />
        <FunctionField<BookingRecord> source="fee_amount" textAlign="right" render={(b) => formatWon(b.fee_amount)} />
        <FunctionField<BookingRecord> source="status" render={(b) => <BookingStatusChip booking={{ ...b, status: b.status!, payment_status: b.payment_status! }} />} />
        <FunctionField<BookingRecord> source="payment_status" render={(b) => <PaymentStatusChip status={b.payment_status!} />} />
        <FunctionField<BookingRecord> source="payment" sortable={false} render={(b) => <PaymentProvider booking={b} />} />
        <FunctionField<BookingRecord> source="meeting_link" sortable={false} render={(b) => <BookingMeetingLinkButton booking={b} />} />
        <FunctionField<BookingRecord> source="details" sortable={false} render={(b) => <BookingDetailsLink booking={b} />} />
      </Datagrid>
      )}
    </ConsoleList>
  );
}
