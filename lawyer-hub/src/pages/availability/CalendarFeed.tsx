// The private calendar feed (docs/bookings.md "Calendar feed"). Only the token's hash is stored,
// so the URL can be shown only by the call that makes it: lawyer_calendar_token() makes it on the
// first call (the page shows it then, with a copy button) and later answers token = null with the
// feed's creation and last-fetch times; "새 주소 발급" (lawyer_rotate_calendar_token, after a
// confirmation: the old URL stops at once) is the way to see a URL again. The URL shown is kept
// in memory only for as long as the page is open.
import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { useNotification } from '@refinedev/core';
import { Button, Skeleton, Space } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../components/Dialog.tsx';
import { useRpc, type FeedToken } from '../../data/availability.ts';
import { feedUrl, webcalUrl } from '../../domain/availability.ts';
import { kstTime } from '../../domain/bookings.ts';
import { formatDate } from '../../domain/dates.ts';
import { koreanErrorMessage } from '../../domain/errors.ts';
import { messages as t } from '../../i18n/ko.ts';
import { supabaseUrl } from '../../providers/supabase.ts';

const f = t.availability.feed;
const at = (iso: string) => `${formatDate(iso)} ${kstTime(iso) ?? ''}`.trim();

export function CalendarFeed() {
  const [feed, setFeed] = useState<FeedToken | null>(null);
  const [failed, setFailed] = useState(false);
  const [asking, setAsking] = useState(false);
  const [rotating, setRotating] = useState(false);
  const started = useRef(false);
  const rpc = useRpc();
  const { open } = useNotification();

  useEffect(() => {
    // one call per visit: a second one would answer token = null and hide a URL just made
    if (started.current) return;
    started.current = true;
    rpc<FeedToken[]>('lawyer_calendar_token', {})
      .then((rows) => setFeed(rows[0] ?? null))
      .catch((err) => {
        setFailed(true);
        open?.({ key: 'feed', type: 'error', message: f.failed, description: koreanErrorMessage(err) });
      });
  }, []);

  const rotate = async () => {
    setAsking(false);
    setRotating(true);
    try {
      const rows = await rpc<FeedToken[]>('lawyer_rotate_calendar_token', {});
      setFeed(rows[0] ?? null);
      open?.({ key: 'feed', type: 'success', message: f.rotatedTitle });
    } catch (err) {
      open?.({ key: 'feed', type: 'error', message: f.failed, description: koreanErrorMessage(err) });
    } finally {
      setRotating(false);
    }
  };

  const url = feed?.token ? feedUrl(supabaseUrl, feed.token) : null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      open?.({ key: 'feed-copy', type: 'success', message: f.copied });
    } catch {
      document.getElementById('calendar-feed-url')?.focus();
      open?.({ key: 'feed-copy', type: 'error', message: f.copyFailed });
    }
  };

  return (
    <>
      <p className="lh-muted" style={{ marginTop: 0, fontSize: 14 }}>
        {f.hint}
      </p>
      {failed ? (
        <p role="alert" style={{ color: '#b91c1c' }}>{f.failed}</p>
      ) : !feed ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <div data-testid="calendar-feed" data-has-url={Boolean(url)}>
          {url ? (
            <>
              <label className="lh-label" htmlFor="calendar-feed-url">{f.url}</label>
              <input id="calendar-feed-url" className="lh-input" readOnly value={url} onFocus={(e) => e.currentTarget.select()} aria-describedby="calendar-feed-once" data-testid="calendar-feed-url" />
              <p id="calendar-feed-once" className="lh-card-note">{f.onceNote}</p>
              <Space wrap style={{ marginTop: 10 }}>
                <Button type="primary" icon={<CopyOutlined />} onClick={() => void copy()}>
                  {f.copy}
                </Button>
                <Button href={webcalUrl(url)}>{f.appleLink}</Button>
                <Button icon={<ReloadOutlined />} loading={rotating} onClick={() => setAsking(true)} aria-haspopup="dialog">
                  {f.rotate}
                </Button>
              </Space>
            </>
          ) : (
            <>
              <p style={{ margin: '0 0 4px' }} data-testid="calendar-feed-exists">{f.exists(at(feed.created_at))}</p>
              <p className="lh-muted" style={{ margin: '0 0 4px', fontSize: 14 }}>{feed.last_used_at ? f.lastUsed(at(feed.last_used_at)) : f.neverUsed}</p>
              <p className="lh-card-note">{f.hidden}</p>
              <Button icon={<ReloadOutlined />} loading={rotating} onClick={() => setAsking(true)} aria-haspopup="dialog" style={{ marginTop: 10 }}>
                {f.rotate}
              </Button>
            </>
          )}
        </div>
      )}
      <h3 className="lh-h" style={{ fontSize: 15, margin: '20px 0 6px' }}>{f.howTo}</h3>
      <ul className="lh-howto">
        <li>{f.google}</li>
        <li>{f.outlook}</li>
        <li>{f.apple}</li>
      </ul>
      <p className="lh-muted" style={{ fontSize: 13, margin: '6px 0 0' }}>{f.refreshNote}</p>
      <Dialog
        open={asking}
        title={f.rotateTitle}
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button onClick={() => setAsking(false)} autoFocus>
              {t.common.cancel}
            </Button>
            <Button type="primary" danger onClick={() => void rotate()}>
              {f.rotateConfirm}
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{f.rotateBody}</p>
      </Dialog>
    </>
  );
}
