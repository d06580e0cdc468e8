// "상담 전 자료" on the booking's page (issue 29, item 4): what the client added before the meeting
// (status of stay, key dates, documents). A visa expiry or notice deadline within 14 days of the
// consultation, or already past, is marked 기한 임박 as in the lawyer portal (shared rule:
// urgentDeadlines). Documents open through a short signed URL that asks for a download, so an
// uploaded file is saved, never rendered as a page.
import { useState } from 'react';
import { ReferenceManyField, useDataProvider, useGetList, useListContext, useTranslate } from 'react-admin';
import { Box, Button, Chip, CircularProgress, List, ListItem, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { urgentDeadlines } from '@klegal/shared/bookingIntake.ts';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import type { BookingDocumentRecord, BookingIntakeRecord, BookingRecord } from '../types.ts';
import { formatDate } from '../common/format.ts';
import { FieldGrid, SectionCard } from '../common/SectionCard.tsx';
import { useErrorToast } from '../common/useToast.ts';

const DOCUMENT_URL_TTL_S = 120;
const STATUSES = ['temporary', 'f6', 'd2', 'd4', 'd10', 'e7', 'd8', 'f5', 'f4', 'other'];

function fileSize(bytes: number | null): string {
  if (bytes === null) return '';
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The booking's documents (ReferenceManyField's list context), each a download button. */
function Documents() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const errorToast = useErrorToast();
  const { data, isPending, error } = useListContext<BookingDocumentRecord>();
  const [opening, setOpening] = useState<string | null>(null);

  async function download(doc: BookingDocumentRecord) {
    setOpening(doc.path);
    try {
      const { data: url } = await dataProvider.signedUrl('booking-documents', doc.path, DOCUMENT_URL_TTL_S);
      // an attachment (download: true): the browser saves it and the console stays on the page
      window.location.assign(url);
    } catch (e) {
      errorToast('klegal.bookings.intake.download_failed', e);
    } finally {
      setOpening(null);
    }
  }

  if (error) return <Typography variant="body2" role="alert">{translate('klegal.bookings.intake.load_failed')}</Typography>;
  if (isPending) return <CircularProgress size={18} aria-label={translate('klegal.common.loading')} />;
  if (!data?.length) return <Typography variant="body2">{translate('klegal.bookings.intake.no_documents')}</Typography>;
  return (
    <List dense disablePadding data-testid="intake-documents">
      {data.map((d) => (
        <ListItem key={d.path} disableGutters>
          <Button
            size="small"
            startIcon={opening === d.path ? <CircularProgress size={14} color="inherit" aria-hidden /> : <DownloadIcon aria-hidden />}
            disabled={opening === d.path}
            onClick={() => void download(d)}
            aria-label={translate('klegal.bookings.intake.download', { name: d.file_name ?? d.path })}
            sx={{ textTransform: 'none' }}
          >
            {d.file_name ?? d.path}
          </Button>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {fileSize(d.size_bytes)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

export function BookingIntakeSection({ booking }: { booking: BookingRecord }) {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`klegal.bookings.intake.${k}`, o);
  // one row per booking at most (its key is booking_id)
  const { data, isPending, error } = useGetList<BookingIntakeRecord>('booking-intakes', {
    filter: { booking_id: booking.id },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'booking_id', order: 'ASC' },
  });
  const intake = data?.[0] ?? null;
  const urgent = urgentDeadlines(intake, booking.booking_date ?? '');
  const status = intake?.status_of_stay
    ? STATUSES.includes(intake.status_of_stay) ? t(`status.${intake.status_of_stay}`) : intake.status_of_stay
    : null;

  return (
    <SectionCard
      title={t('title')}
      id="booking-intake-title"
      action={urgent.length > 0 ? (
        <Chip size="small" color="error" icon={<WarningAmberIcon aria-hidden />} label={t('urgent')} data-testid="intake-urgent" sx={{ fontWeight: 600 }} />
      ) : null}
    >
      <Box data-testid="booking-intake">
        {error ? (
          <Typography variant="body2" role="alert">{t('load_failed')}</Typography>
        ) : isPending ? (
          <CircularProgress size={18} aria-label={translate('klegal.common.loading')} />
        ) : (
          <>
            {urgent.length > 0 && (
              <Typography variant="body2" color="error" sx={{ mb: 1.5 }} data-testid="intake-urgent-hint">
                {t('urgent_hint', { items: urgent.map((u) => `${t(u.kind)} ${formatDate(u.date)}`).join(', ') })}
              </Typography>
            )}
            {intake ? (
              <FieldGrid
                items={[
                  { label: t('status_of_stay'), value: status },
                  { label: t('visa_expires_on'), value: intake.visa_expires_on },
                  { label: t('notice_date'), value: intake.notice_date },
                  { label: t('notice_deadline'), value: intake.notice_deadline },
                ]}
              />
            ) : (
              <Typography variant="body2">{t('empty')}</Typography>
            )}
          </>
        )}
        <Typography component="h3" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
          {t('documents')}
        </Typography>
        <ReferenceManyField<BookingRecord, BookingDocumentRecord>
          reference="booking-documents"
          target="booking_id"
          sort={{ field: 'created_at', order: 'ASC' }}
          perPage={10}
        >
          <Documents />
        </ReferenceManyField>
      </Box>
    </SectionCard>
  );
}
