// The bell of the portal header (issue 13): antd Badge with the unread count on the button, the
// latest notifications in a Popover (loaded when the browser is idle or on the first click, so
// the popup machinery and the message templates stay out of the pages' initial load), live
// through Realtime. Clicking a notification marks it read and follows its link.
import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  BELL_COUNT_CAP,
  fetchLatestNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  subscribeToNotifications,
  type NotificationRow,
} from '../../data/notifications.ts';
import { countLabel, linkTarget } from '../../domain/notifications.ts';
import { messages as t } from '../../i18n/ko.ts';

const NotificationPopover = lazy(() => import('./NotificationPopover.tsx'));

export type BellStatus = 'loading' | 'ready' | 'failed';

export function NotificationBell({ userId }: { userId: string }) {
  const [rows, setRows] = useState<NotificationRow[]>([]);
  const [unread, setUnread] = useState(0);
  const [status, setStatus] = useState<BellStatus>('loading');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const [live, setLive] = useState('');
  const generation = useRef(0);
  const navigate = useNavigate();
  const markReady = useCallback(() => setReady(true), []);

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const [latest, count] = await Promise.all([fetchLatestNotifications(userId), fetchUnreadCount(userId)]);
      if (mine !== generation.current) return;
      setRows(latest);
      setUnread(Math.min(count, BELL_COUNT_CAP));
      setStatus('ready');
    } catch (e) {
      if (mine !== generation.current) return;
      console.warn('Failed to load notifications', e);
      setStatus('failed');
    }
  }, [userId]);

  useEffect(() => {
    void refresh();
    return subscribeToNotifications(userId, () => void refresh(), setLive);
  }, [userId, refresh]);

  // the popover when the browser is idle (at once on a click before that)
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
    if (w.requestIdleCallback) {
      const id = w.requestIdleCallback(() => setWanted(true), { timeout: 4000 });
      return () => w.cancelIdleCallback?.(id);
    }
    const id = setTimeout(() => setWanted(true), 2000);
    return () => clearTimeout(id);
  }, []);

  const onItem = useCallback(
    async (row: NotificationRow, link: string) => {
      setOpen(false);
      if (!row.read_at) {
        const at = new Date().toISOString();
        setRows((rs) => rs.map((r) => (r.id === row.id ? { ...r, read_at: at } : r)));
        setUnread((n) => Math.max(0, n - 1));
        try {
          await markNotificationRead(row.id);
        } catch (e) {
          console.warn('Failed to mark the notification read', e);
        }
      }
      const target = linkTarget(link, window.location.origin);
      if (target.inApp) navigate(target.path);
      else window.location.assign(target.path);
    },
    [navigate],
  );

  const onMarkAll = useCallback(async () => {
    const at = new Date().toISOString();
    setRows((rs) => rs.map((r) => (r.read_at ? r : { ...r, read_at: at })));
    setUnread(0);
    try {
      await markAllNotificationsRead(userId);
    } catch (e) {
      console.warn('Failed to mark the notifications read', e);
      void refresh();
    }
  }, [userId, refresh]);

  // the count the badge shows ends the name (WCAG 2.5.3 label in name; axe checks it)
  const label = unread > 0 ? `${t.notifications.open}, ${t.notifications.unread(countLabel(unread))}` : t.notifications.open;
  const button = (
    <Button
      type="text"
      className="lh-bell"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-unread={unread}
      data-live={live || undefined}
      onClick={
        ready
          ? undefined
          : () => {
              setWanted(true);
              setOpen((o) => !o);
            }
      }
      icon={
        <Badge count={unread} overflowCount={99} size="small" offset={[4, -2]}>
          <BellOutlined style={{ fontSize: 18 }} />
        </Badge>
      }
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <NotificationPopover
        open={open}
        onOpenChange={setOpen}
        onReady={markReady}
        rows={rows}
        unread={unread}
        status={status}
        onRetry={() => void refresh()}
        onItem={(row, link) => void onItem(row, link)}
        onMarkAll={() => void onMarkAll()}
      >
        {button}
      </NotificationPopover>
    </Suspense>
  );
}
