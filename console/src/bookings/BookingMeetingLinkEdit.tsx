// The meeting-link dialog (spec §2 "Booking management"): shows the booking's client, lawyer,
// date and time, validates an https URL and saves through admin_set_meeting_link. An empty
// field removes the link. The booking status is not editable here.
import { useEffect, useState, type FormEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import EditIcon from '@mui/icons-material/Edit';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import type { BookingRecord } from '../types.ts';
import { formatTime } from '../common/format.ts';
import { FieldGrid } from '../common/SectionCard.tsx';
import { bookingClientLabel, isHttpsUrl, lawyerLabel } from '../common/status.ts';
import { useToast } from '../common/useToast.ts';

export function BookingMeetingLinkDialog({ booking, open, onClose }: { booking: BookingRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [link, setLink] = useState(booking.meeting_link ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setLink(booking.meeting_link ?? '');
      setError(null);
    }
  }, [open, booking.meeting_link]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = link.trim();
    if (value && !isHttpsUrl(value)) {
      setError('klegal.bookings.link_invalid');
      return;
    }
    setBusy(true);
    try {
      await dataProvider.setMeetingLink(booking.id, value);
      toast('klegal.bookings.link_saved_title', 'klegal.bookings.link_saved_body');
      refresh();
      onClose();
    } catch {
      toast('klegal.bookings.link_failed_title', 'klegal.bookings.link_failed_body', 'error');
    } finally {
      setBusy(false);
    }
  }

  const f = (k: string) => translate(`resources.bookings.fields.${k}`);
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="meeting-link-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="meeting-link-title">{translate('klegal.bookings.link_dialog_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText variant="body2" sx={{ mb: 2 }}>
            {translate('klegal.bookings.link_dialog_intro')}
          </DialogContentText>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2, mb: 1 }}>
            <FieldGrid
              items={[
                { label: f('client'), value: bookingClientLabel(booking) },
                { label: f('lawyer'), value: lawyerLabel(booking) },
                { label: f('booking_date'), value: booking.booking_date },
                { label: f('booking_time'), value: formatTime(booking.booking_time) },
              ]}
            />
          </Box>
          <TextField
            label={translate('klegal.bookings.link_label')}
            placeholder={translate('klegal.bookings.link_placeholder')}
            value={link}
            onChange={(e) => {
              setLink(e.target.value);
              setError(null);
            }}
            type="url"
            name="meeting_link"
            fullWidth
            margin="normal"
            autoFocus
            error={!!error}
            helperText={translate(error ?? 'klegal.bookings.link_clear_hint')}
            slotProps={{ htmlInput: { maxLength: 1000, inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('klegal.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}>
            {translate('klegal.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** 'edit' when a link exists, 'add' when not. */
export function BookingMeetingLinkButton({ booking }: { booking: BookingRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const has = !!booking.meeting_link;
  const client = bookingClientLabel(booking);
  return (
    <>
      <Button
        size="small"
        variant={has ? 'outlined' : 'contained'}
        startIcon={has ? <EditIcon aria-hidden /> : <LinkIcon aria-hidden />}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
        aria-label={translate(has ? 'klegal.bookings.link_edit_label' : 'klegal.bookings.link_add_label', { client })}
      >
        {translate(has ? 'klegal.bookings.link_edit' : 'klegal.bookings.link_add')}
      </Button>
      {open ? <BookingMeetingLinkDialog booking={booking} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
