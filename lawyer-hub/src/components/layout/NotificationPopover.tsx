// The bell's panel (a lazy chunk of NotificationBell): the latest notifications rendered by the
// shared templates (lawyer kinds are Korean), unread ones marked, with relative times, and
// "모두 읽음으로 표시".
import { renderNotification } from '@klegal/shared/notifications/render.ts';
import type { NotificationKind } from '@klegal/shared/notifications/kinds.ts';
import { Button, Popover } from 'antd';
import { useEffect, useMemo, type ReactElement } from 'react';
import type { NotificationRow } from '../../data/notifications.ts';
import { linkTarget, relativeTimeKo } from '../../domain/notifications.ts';
import { messages as t } from '../../i18n/ko.ts';
import type { BellStatus } from './NotificationBell.tsx';

export interface NotificationPopoverProps {
  children: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReady: () => void;
  rows: NotificationRow[];
  unread: number;
  status: BellStatus;
  onRetry: () => void;
  onItem: (row: NotificationRow, link: string) => void;
  onMarkAll: () => void;
}

interface Shown {
  row: NotificationRow;
  summary: string;
  link: string;
}

export default function NotificationPopover({ children, open, onOpenChange, onReady, rows, unread, status, onRetry, onItem, onMarkAll }: NotificationPopoverProps) {
  useEffect(() => onReady(), [onReady]);
  const shown = useMemo(() => {
    const out: Shown[] = [];
    for (const row of rows) {
      try {
        const m = renderNotification(row.kind as NotificationKind, 'ko', row.params as never, { siteUrl: window.location.origin });
        out.push({ row, summary: m.summary, link: m.link });
      } catch {
        // a kind this build does not know yet
      }
    }
    return out;
  }, [rows]);
  const now = new Date();

  const content = (
    <div className="lh-bell-panel" role="dialog" aria-label={t.notifications.title}>
      <div className="lh-bell-head">
        <strong>{t.notifications.title}</strong>
        <Button type="link" size="small" disabled={unread === 0} onClick={onMarkAll}>
          {t.notifications.markAll}
        </Button>
      </div>
      {status === 'failed' ? (
        <p className="lh-bell-status">
          {t.notifications.failed}{' '}
          <Button type="link" size="small" onClick={onRetry}>
            {t.notifications.retry}
          </Button>
        </p>
      ) : status === 'loading' ? (
        <p className="lh-bell-status">{t.notifications.loading}</p>
      ) : shown.length === 0 ? (
        <p className="lh-bell-status">{t.notifications.empty}</p>
      ) : (
        <ul className="lh-bell-list">
          {shown.map(({ row, summary, link }) => (
            <li key={row.id}>
              <a
                className="lh-bell-item"
                href={linkTarget(link, window.location.origin).path}
                data-unread={row.read_at ? undefined : ''}
                onClick={(e) => {
                  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
                  e.preventDefault();
                  onItem(row, link);
                }}
              >
                {!row.read_at && <span className="lh-bell-dot" role="img" aria-label={t.notifications.unreadItem} />}
                <span className="lh-bell-text">
                  <span className="lh-bell-summary">{summary}</span>
                  <time dateTime={row.created_at}>{relativeTimeKo(row.created_at, now)}</time>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <Popover open={open} onOpenChange={onOpenChange} trigger="click" placement="bottomRight" arrow={false} content={content} styles={{ body: { padding: 0 } }}>
      {children}
    </Popover>
  );
}
