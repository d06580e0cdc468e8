// The meeting-link dialog (spec §2 "Booking management"): shows the booking's client, lawyer,
// date and time, validates an https URL and saves through admin_set_meeting_link. An empty
// field removes the link. The booking status is not editable here. A link can be set only on an
// open, paid booking (docs/bookings.md); on any other the editor says why, and an existing link
// can still be removed.
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
  Typography,
} from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import EditIcon from '@mui/icons-material/Edit';
import type { ConsoleDataProvider } from '../providers/dataProvider.ts';
import type { BookingRecord } from '../types.ts';
import { formatTime } from '../common/format.ts';
import { FieldGrid } from '../common/SectionCard.tsx';
import { bookingClientLabel, isHttpsUrl, lawyerLabel } from '../common/status.ts';
import { useToast } from '../common/useToast.ts';
import { meetingLinkBlock, meetingLinkBlockKey, meetingLinkErrorKey, type MeetingLinkBlock } from './meetingLinkRules.ts';

// read by screen readers, not shown (the cell shows the short reason)
const visuallyHidden = { position: 'absolute', width: 1, height: 1, margin: -1, padding: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', border: 0, whiteSpace: 'nowrap' } as const;

function blockOf(b: BookingRecord): MeetingLinkBlock | null {
  return b.status && b.payment_status
    ? meetingLinkBlock({ status: b.status, payment_status: b.payment_status, hold_expires_at: b.hold_expires_at, cancelled_by: b.cancelled_by })
    : 'cancelled';
}

export function BookingMeetingLinkDialog({ booking, open, onClose }: { booking: BookingRecord; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const refresh = useRefresh();
  const toast = useToast();
  const [link, setLink] = useState(booking.meeting_link ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const block = blockOf(booking);

  useEffect(() => {
    if (open) {
      setLink(booking.meeting_link ?? '');
      setError(null);
    }
  }, [open, booking.meeting_link]);

  async function save(value: string) {
    setBusy(true);
    try {
      await dataProvider.setMeetingLink(booking.id, value);
      toast('klegal.bookings.link_saved_title', value ? 'klegal.bookings.link_saved_body' : 'klegal.bookings.link_removed_body');
      refresh();
      onClose();
    } catch (err) {
      const key = meetingLinkErrorKey(err);
      toast('klegal.bookings.link_failed_title', key, 'error');
      // the booking was closed or is unpaid after all: show its current state
      if (key !== 'klegal.bookings.link_failed_body') refresh();
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    // only removing is possible on a booking that cannot take a link
    const value = block ? '' : link.trim();
    if (value && !isHttpsUrl(value)) {
      setError('klegal.bookings.link_invalid');
      return;
    }
    await save(value);
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
          {block ? (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="link-blocked">
              {translate(meetingLinkBlockKey(block))}
            </Alert>
          ) : null}
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
            autoFocus={!block}
            disabled={!!block}
            error={!!error}
            helperText={block ? undefined : translate(error ?? 'klegal.bookings.link_clear_hint')}
            slotProps={{ htmlInput: { maxLength: 1000, inputMode: 'url' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('klegal.common.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={block ? 'error' : 'primary'}
            disabled={busy || (!!block && !booking.meeting_link)}
            startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : null}
          >
            {translate(block ? 'klegal.bookings.link_remove' : 'klegal.common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * 'edit' when a link exists, 'add' when not. On a booking that cannot take a link (closed or
 * unpaid) 'add' is disabled with the reason; 'edit' stays open so that the link can be removed.
 */
export function BookingMeetingLinkButton({ booking }: { booking: BookingRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const reasonId = useId();
  const has = !!booking.meeting_link;
  const client = bookingClientLabel(booking);
  const block = blockOf(booking);
  if (block && !has) {
    return (
      <Box data-testid="link-blocked-cell" data-reason={block} title={translate(meetingLinkBlockKey(block))}>
        <Button size="small" variant="outlined" disabled startIcon={<LinkIcon aria-hidden />} aria-describedby={reasonId}
          aria-label={translate('klegal.bookings.link_add_label', { client })}>
          {translate('klegal.bookings.link_add')}
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, lineHeight: 1.3 }} aria-hidden>
          {translate(`klegal.bookings.link_blocked_short.${block}`)}
        </Typography>
        <span id={reasonId} style={visuallyHidden}>
          {translate(meetingLinkBlockKey(block))}
        </span>
      </Box>
    );
  }
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
