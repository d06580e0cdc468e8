// react-admin's notifications, one at a time: a newer notification replaces the one on screen
// (spec §9 "At most 1 notification is visible at a time"). A message's first line is its title.
// Shown at the top, centred, just below the app bar (measured when it opens: the bar is taller on
// phones and may be scrolled away), so it covers neither the header nor the actions that raise
// toasts: list toolbars sit at the sides, row actions and form toolbars further down.
import { useEffect, useState } from 'react';
import { useNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { Alert, AlertTitle, Snackbar } from '@mui/material';

const GAP = 8;

/** The top of a toast: 8 px below the bottom edge of the app bar where it is on screen. */
export function belowHeader(): number {
  const header = typeof document === 'undefined' ? null : document.querySelector('header');
  const bottom = header ? header.getBoundingClientRect().bottom : 0;
  return Math.max(0, Math.round(bottom)) + GAP;
}

export function SingleNotification() {
  const { notifications, takeNotification } = useNotificationContext();
  const translate = useTranslate();
  const [current, setCurrent] = useState<(NotificationPayload & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const [top, setTop] = useState(GAP);

  useEffect(() => {
    if (!notifications.length) return;
    // takeNotification removes the first queued notification through a state update, so take
    // one per run: the effect runs again while the queue is not empty, and the last one taken
    // (the newest) stays on screen.
    const next = takeNotification();
    if (next) {
      setCurrent({ ...next, key: Date.now() + Math.random() });
      setTop(belowHeader());
      setOpen(true);
    }
  }, [notifications, takeNotification]);

  if (!current) return null;
  const { message, type, notificationOptions } = current;
  const text = typeof message === 'string' ? translate(message, { _: message, ...notificationOptions?.messageArgs }) : '';
  const [title, ...rest] = text.split('\n');
  const description = rest.join('\n');
  const detail = notificationOptions?.messageArgs?.klegalDetail;
  const severity = type === 'error' || type === 'warning' || type === 'success' ? type : 'info';
  const duration = notificationOptions?.autoHideDuration === undefined ? 4000 : (notificationOptions.autoHideDuration ?? null);

  return (
    <Snackbar
      key={current.key}
      open={open}
      autoHideDuration={duration}
      onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      sx={{ top: `${top}px !important` }}
      slotProps={{ transition: { onExited: () => setCurrent((c) => (c?.key === current.key ? null : c)) } }}
    >
      <Alert
        severity={severity}
        variant="filled"
        onClose={() => setOpen(false)}
        sx={{ minWidth: 280, maxWidth: 560, whiteSpace: 'pre-line', alignItems: 'flex-start' }}
        data-testid="notification"
      >
        {description ? <AlertTitle sx={{ mb: 0.25 }}>{title}</AlertTitle> : title}
        {description || null}
        {typeof detail === 'string' && detail ? (
          <details data-testid="error-detail" style={{ marginTop: 4 }}>
            <summary style={{ cursor: 'pointer' }}>{translate('klegal.errors.detail_toggle')}</summary>
            <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>{detail}</code>
          </details>
        ) : null}
      </Alert>
    </Snackbar>
  );
}
