// A lawyer's availability on their console page (issue 27, read-only; docs/bookings.md
// "Availability"): weekly hours per weekday, minimum notice, booking horizon (the
// lawyer_availability row embedded in the lawyer's record) and time off (lawyer_time_off, read
// under the administrators' select policy), with "휴무 추가" for the administrator to add time off on
// the lawyer's behalf. Its dialog loads when first opened, as the credit top-up's does.
import { lazy, Suspense, useState } from 'react';
import { Datagrid, FunctionField, ReferenceManyField, TextField as RaTextField, useTranslate } from 'react-admin';
import { Box, Button, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import type { LawyerDetailRecord, LawyerTimeOffRecord } from '../types.ts';
import { formatDateTime, formatNumber } from '../common/format.ts';
import { FieldGrid, SectionCard } from '../common/SectionCard.tsx';
import { ConsolePagination } from '../common/ConsolePagination.tsx';
import { daysBetween, weeklySlots } from './availabilityRules.ts';

const LawyerTimeOffDialog = lazy(() => import('./LawyerTimeOffDialog.tsx'));

function AddTimeOffButton({ lawyer }: { lawyer: { id: string; name: string } }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size="small"
        startIcon={<EventBusyIcon aria-hidden />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {translate('klegal.availability.add')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <LawyerTimeOffDialog open={open} onClose={() => setOpen(false)} lawyer={lawyer} />
        </Suspense>
      ) : null}
    </>
  );
}

export function LawyerAvailability({ lawyer, name }: { lawyer: LawyerDetailRecord; name: string }) {
  const translate = useTranslate();
  const a = lawyer.lawyer_availability;
  const minutes = a?.minimum_notice_minutes;
  const notice =
    minutes == null
      ? null
      : minutes >= 60 && minutes % 60 === 0
        ? translate('klegal.availability.notice_hours', { minutes: formatNumber(minutes), hours: formatNumber(minutes / 60) })
        : translate('klegal.availability.notice_minutes', { minutes: formatNumber(minutes) });
  return (
    <SectionCard title={translate('klegal.availability.title')} id="lawyer-availability" action={<AddTimeOffButton lawyer={{ id: lawyer.id, name }} />}>
      <FieldGrid
        items={[
          { label: translate('klegal.availability.notice'), value: notice },
          { label: translate('klegal.availability.horizon'), value: a ? translate('klegal.availability.horizon_days', { days: formatNumber(a.horizon_days) }) : null },
          { label: translate('klegal.availability.updated_at'), value: a ? formatDateTime(a.updated_at) : null },
        ]}
      />
      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
        {translate('klegal.availability.weekly')}
      </Typography>
      <Table size="small" aria-label={translate('klegal.availability.weekly')} data-testid="weekly-hours">
        <TableBody>
          {weeklySlots(a?.weekly).map(({ weekday, slots }) => (
            <TableRow key={weekday} data-weekday={weekday}>
              <TableCell component="th" scope="row" sx={{ width: 96, fontWeight: 600 }}>
                {translate(`klegal.availability.weekdays.${weekday}`)}
              </TableCell>
              <TableCell>
                {slots.length ? (
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {slots.map((t) => (
                      <Chip key={t} label={t} size="small" variant="outlined" />
                    ))}
                  </Stack>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {translate('klegal.availability.closed')}
                  </Typography>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {translate('klegal.availability.holidays_note')}
      </Typography>

      <Typography component="h3" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {translate('klegal.availability.time_off')}
      </Typography>
      <Box data-testid="time-off">
        <ReferenceManyField
          reference="lawyer-time-off"
          target="lawyer_id"
          sort={{ field: 'from_date', order: 'DESC' }}
          perPage={10}
          pagination={<ConsolePagination rowsPerPageOptions={[10]} />}
        >
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">{translate('klegal.availability.no_time_off')}</Typography>}>
            <FunctionField<LawyerTimeOffRecord>
              source="from_date"
              label="klegal.availability.period"
              render={(t) => (t.from_date === t.to_date ? t.from_date : `${t.from_date} ~ ${t.to_date}`)}
            />
            <FunctionField<LawyerTimeOffRecord>
              source="to_date"
              label="klegal.availability.days"
              sortable={false}
              render={(t) => translate('klegal.availability.day_count', { days: formatNumber(daysBetween(t.from_date, t.to_date) + 1) })}
            />
            <RaTextField source="note" label="klegal.availability.note" emptyText="-" sortable={false} />
            <FunctionField<LawyerTimeOffRecord> source="created_at" label="klegal.availability.created_at" render={(t) => formatDateTime(t.created_at)} />
          </Datagrid>
        </ReferenceManyField>
      </Box>
    </SectionCard>
  );
}
