// "상담 후속 안내" on the booking's page (issue 29, item 5): every version of the lawyer's written
// follow-up, newest first, with its time; the newest is what the client reads (최신), and a version
// after the first is a correction (정정됨).
import { ReferenceManyField, useListContext, useTranslate } from 'react-admin';
import { Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import type { BookingFollowUpRecord, BookingRecord } from '../types.ts';
import { formatDateTime } from '../common/format.ts';
import { SectionCard } from '../common/SectionCard.tsx';

function Versions() {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`klegal.bookings.follow_up.${k}`, o);
  const { data, isPending, error } = useListContext<BookingFollowUpRecord>();
  if (error) return <Typography variant="body2" role="alert">{t('load_failed')}</Typography>;
  if (isPending) return <CircularProgress size={18} aria-label={translate('klegal.common.loading')} />;
  if (!data?.length) return <Typography variant="body2">{t('empty')}</Typography>;
  const latest = Math.max(...data.map((f) => f.version));
  return (
    <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {data.map((f) => (
        <Box
          component="li"
          key={f.id}
          data-testid="follow-up-version"
          data-version={f.version}
          sx={{ borderLeft: 3, borderColor: f.version === latest ? 'primary.main' : 'divider', pl: 1.5 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography component="h3" variant="subtitle2">
              {t('version', { version: f.version, time: formatDateTime(f.created_at) })}
            </Typography>
            {f.version === latest && <Chip size="small" color="primary" label={t('latest')} data-testid="follow-up-latest" />}
            {f.version > 1 && <Chip size="small" variant="outlined" label={t('corrected')} data-testid="follow-up-corrected" />}
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="follow-up-body">
            {f.body}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

export function BookingFollowUpSection() {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('klegal.bookings.follow_up.title')} id="booking-follow-up-title">
      <Box data-testid="follow-up">
        {/* a version is added within 7 days of the first only: a handful per booking */}
        <ReferenceManyField<BookingRecord, BookingFollowUpRecord>
          reference="booking-follow-ups"
          target="booking_id"
          sort={{ field: 'version', order: 'DESC' }}
          perPage={100}
        >
          <Versions />
        </ReferenceManyField>
      </Box>
    </SectionCard>
  );
}
