// /admin/dashboard (spec §2 "Admin dashboard"): four counts (awaiting approval highlighted with
// 'approval needed' when above 0), the 5 lawyers awaiting approval with Approve, the 5 most
// recent bookings with status and link badges, and 'view all' links.
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useDataProvider, useGetList, useTranslate } from 'react-admin';
import { Box, Button, Card, CardContent, CardHeader, Divider, List, ListItem, Skeleton, Stack, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import GavelIcon from '@mui/icons-material/Gavel';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import EventIcon from '@mui/icons-material/Event';
import type { ConsoleDataProvider, DashboardCounts } from '../providers/dataProvider.ts';
import type { BookingRecord, LawyerRecord } from '../types.ts';
import { formatNumber, formatTime } from '../common/format.ts';
import { bookingClientLabel, lawyerLabel } from '../common/status.ts';
import { useToast } from '../common/useToast.ts';
import { LawyerApprovalButton } from '../lawyers/LawyerApprovalButton.tsx';
import { BookingStatusChip, MeetingLinkChip } from '../bookings/BookingStatusChip.tsx';
import { StatCard } from './StatCard.tsx';
import { PageTitle } from '../common/PageTitle.tsx';

/**
 * The four counts, through react-query (the client react-admin's <Admin> provides) under one
 * stable key: a remount, React's StrictMode double effect or a second reader shares the one
 * request set instead of sending it again; 'reload' invalidates it after an approval.
 */
export const DASHBOARD_COUNTS_KEY = ['klegal', 'dashboard-counts'] as const;

function useCounts() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { data, isError } = useQuery({
    queryKey: DASHBOARD_COUNTS_KEY,
    queryFn: async () => (await dataProvider.getDashboardCounts()).data,
    staleTime: 30_000,
    retry: false,
  });
  useEffect(() => {
    if (isError) toast('klegal.common.load_failed', 'klegal.dashboard.load_failed', 'error');
  }, [isError, toast]);
  return {
    counts: data ?? null,
    reload: () => void queryClient.invalidateQueries({ queryKey: DASHBOARD_COUNTS_KEY }),
  };
}

function ViewAll({ to }: { to: string }) {
  const translate = useTranslate();
  return (
    <Button component={Link} to={to} size="small">
      {translate('klegal.common.view_all')}
    </Button>
  );
}

function PendingLawyers({ onApproved }: { onApproved: () => void }) {
  const translate = useTranslate();
  const { data, isPending } = useGetList<LawyerRecord>('lawyers', {
    filter: { is_approved: false },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: 5 },
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="pending-title">
      <CardHeader
        title={translate('klegal.dashboard.pending_title')}
        slotProps={{ title: { id: 'pending-title', component: 'h2', variant: 'h6', sx: { fontSize: '1.05rem', fontWeight: 700 } } }}
        action={<ViewAll to="/lawyers" />}
      />
      <Divider />
      <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
        {isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton />
            <Skeleton />
          </Box>
        ) : !data?.length ? (
          <Typography sx={{ p: 2 }} variant="body2" color="text.secondary">
            {translate('klegal.dashboard.pending_empty')}
          </Typography>
        ) : (
          <List disablePadding>
            {data.map((l) => (
              <ListItem key={l.id} divider sx={{ gap: 2, flexWrap: 'wrap' }} data-testid="pending-lawyer">
                <Box sx={{ flex: 1, minWidth: 180 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <Link to={`/lawyers/${l.id}/show`} style={{ color: 'inherit' }}>
                      {l.profiles?.name_korean || l.profiles?.name_english || '-'}
                    </Link>
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {l.law_firm || '-'} · {l.profiles?.email}
                  </Typography>
                </Box>
                <LawyerApprovalButton lawyer={l} onDone={onApproved} />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

function RecentBookings() {
  const translate = useTranslate();
  const { data, isPending } = useGetList<BookingRecord>('bookings', {
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: 5 },
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="recent-title">
      <CardHeader
        title={translate('klegal.dashboard.recent_title')}
        slotProps={{ title: { id: 'recent-title', component: 'h2', variant: 'h6', sx: { fontSize: '1.05rem', fontWeight: 700 } } }}
        action={<ViewAll to="/bookings" />}
      />
      <Divider />
      <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
        {isPending ? (
          <Box sx={{ p: 2 }}>
            <Skeleton />
            <Skeleton />
          </Box>
        ) : !data?.length ? (
          <Typography sx={{ p: 2 }} variant="body2" color="text.secondary">
            {translate('klegal.dashboard.recent_empty')}
          </Typography>
        ) : (
          <List disablePadding>
            {data.map((b) => (
              <ListItem key={b.id} divider sx={{ gap: 1.5, flexWrap: 'wrap' }} data-testid="recent-booking">
                <Box sx={{ flex: 1, minWidth: 180 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {bookingClientLabel(b)} → {lawyerLabel(b)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" component="p">
                    {b.consultation_type || translate('klegal.dashboard.default_consultation')} · {b.booking_date} {formatTime(b.booking_time)}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1}>
                  <BookingStatusChip booking={{ ...b, status: b.status!, payment_status: b.payment_status! }} />
                  <MeetingLinkChip link={b.meeting_link} />
                </Stack>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

export default function Dashboard() {
  const translate = useTranslate();
  const { counts, reload } = useCounts();
  const value = (n: number | undefined) => (n === undefined ? <Skeleton width={48} /> : formatNumber(n));
  const pending = counts?.pendingLawyers ?? 0;
  return (
    <Box sx={{ py: 2 }}>
      <PageTitle title={translate('klegal.dashboard.title')} />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {translate('klegal.dashboard.title')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, gap: 2, mb: 3 }}>
        <StatCard label={translate('klegal.dashboard.users')} value={value(counts?.users)} icon={<PeopleIcon />} />
        <StatCard label={translate('klegal.dashboard.lawyers')} value={value(counts?.lawyers)} icon={<GavelIcon />} />
        <StatCard
          label={translate('klegal.dashboard.pending_lawyers')}
          value={value(counts?.pendingLawyers)}
          icon={<HourglassTopIcon />}
          highlight={pending > 0}
          badge={pending > 0 ? translate('klegal.dashboard.approval_needed') : undefined}
        />
        <StatCard label={translate('klegal.dashboard.bookings')} value={value(counts?.bookings)} icon={<EventIcon />} />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <PendingLawyers onApproved={reload} />
        <RecentBookings />
      </Box>
    </Box>
  );
}
