// The notification bell of the site header and the client portal header (components/
// NotificationBell.astro), framework-free: the unread count on the button, a panel with the latest
// notifications (summary and relative time, in the UI language, rendered by the shared templates),
// a click marks one read and follows its link, "Mark all as read", and live updates through
// Realtime. Loaded by scripts/app.ts only when a member is signed in; the templates
// (@shared/notifications/render.ts) only when the panel first opens.
import type { RenderedNotification, RenderOptions } from '@shared/notifications/kinds.ts';
import { localTimeZone } from '@shared/format.ts';
import { i18n, LANG_TAGS, link, t, type Lang } from '../i18n/index.ts';
import {
  BELL_COUNT_CAP,
  fetchLatestNotifications,
  fetchUnreadCount,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationRow,
} from './api.ts';
import { subscribeToNotifications, type Subscription } from './live.ts';

type Render = (kind: never, locale: Lang, params: never, opts: RenderOptions) => RenderedNotification;

export interface BellDeps {
  fetchLatest: (userId: string) => Promise<NotificationRow[]>;
  fetchUnread: (userId: string) => Promise<number>;
  markRead: (id: string) => Promise<void>;
  markAllRead: (userId: string) => Promise<void>;
  subscribe: (userId: string, onChange: () => void, onStatus?: (status: string) => void) => Subscription;
  loadRender: () => Promise<Render>;
  navigate: (path: string) => void;
  now: () => Date;
}

export const defaultDeps: BellDeps = {
  fetchLatest: (userId) => fetchLatestNotifications(userId),
  fetchUnread: fetchUnreadCount,
  markRead: (id) => markNotificationRead(id),
  markAllRead: (userId) => markAllNotificationsRead(userId),
  subscribe: subscribeToNotifications,
  loadRender: async () => (await import('@shared/notifications/render.ts')).renderNotification as unknown as Render,
  // links into the site open in the page's language
  navigate: (path) => window.location.assign(link(path)),
  now: () => new Date(),
};

/** '99+' beyond 99. */
export function countLabel(n: number): string {
  return n > 99 ? '99+' : String(n);
}

/** 'now', '5 minutes ago', 'yesterday'… in the UI language; older than a week: the date. */
export function relativeTime(iso: string, now: Date, lang: Lang): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const tag = LANG_TAGS[lang];
  const s = Math.round((at.getTime() - now.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  const abs = Math.abs(s);
  if (abs < 45) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(s / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(s / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(s / 86_400), 'day');
  return new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: at.getFullYear() === now.getFullYear() ? undefined : 'numeric' }).format(at);
}

/** The path (with query and fragment) of a link into the product, to follow on this origin. */
export function linkPath(link: string): string {
  try {
    const u = new URL(link, window.location.origin);
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return '/';
  }
}

export interface Bell {
  destroy(): void;
  /** reads the notifications again (tests; the live subscription calls it) */
  refresh(): Promise<void>;
}

export function mountBell(root: HTMLElement, userId: string, deps: BellDeps = defaultDeps): Bell {
  const button = root.querySelector<HTMLButtonElement>('[data-bell-button]')!;
  const countEl = root.querySelector<HTMLElement>('[data-bell-count]')!;
  const panel = root.querySelector<HTMLElement>('[data-bell-panel]')!;
  const list = root.querySelector<HTMLUListElement>('[data-bell-list]')!;
  const status = root.querySelector<HTMLElement>('[data-bell-status]')!;
  const markAll = root.querySelector<HTMLButtonElement>('[data-bell-readall]')!;

  let rows: NotificationRow[] = [];
  let unread = 0;
  let failed = false;
  let loaded = false;
  let render: Render | null = null;
  let destroyed = false;
  let generation = 0;

  const isOpen = () => !panel.hidden;

  function paintCount(): void {
    countEl.textContent = countLabel(unread);
    countEl.hidden = unread === 0;
    // the count the badge shows ends the name (WCAG 2.5.3 label in name; axe checks it)
    const label = unread > 0 ? `${t('nav.bell.title')}, ${t('nav.bell.unread', { n: countLabel(unread) })}` : t('nav.bell.title');
    button.setAttribute('aria-label', label);
    button.title = label;
    markAll.disabled = unread === 0;
  }

  function paintList(): void {
    if (!isOpen()) return;
    list.replaceChildren();
    if (failed) {
      status.hidden = false;
      status.replaceChildren(document.createTextNode(`${t('nav.bell.failed')} `));
      const retry = document.createElement('button');
      retry.type = 'button';
      retry.className = 'btn btn-link btn-sm';
      retry.textContent = t('nav.bell.retry');
      retry.addEventListener('click', () => void refresh());
      status.append(retry);
      return;
    }
    if (!loaded || !render) {
      status.hidden = false;
      status.textContent = '…';
      return;
    }
    const { lang } = i18n.get();
    const now = deps.now();
    const opts: RenderOptions = { siteUrl: window.location.origin, timeZone: localTimeZone() };
    let shown = 0;
    for (const row of rows) {
      let message: RenderedNotification;
      try {
        message = render(row.kind as never, lang, row.params as never, opts);
      } catch {
        continue; // a kind this page does not know yet
      }
      const li = document.createElement('li');
      const a = document.createElement('a');
      a.className = 'bell-item';
      // in the page's language in the HTML too (a link opened in a new tab is not a click here)
      a.href = link(linkPath(message.link));
      a.dataset.id = row.id;
      if (!row.read_at) {
        a.dataset.unread = '';
        const dot = document.createElement('span');
        dot.className = 'bell-dot';
        dot.setAttribute('role', 'img');
        dot.setAttribute('aria-label', t('nav.bell.unreadItem'));
        a.append(dot);
      }
      const text = document.createElement('span');
      text.className = 'bell-text';
      const summary = document.createElement('span');
      summary.className = 'bell-summary';
      summary.textContent = message.summary;
      const time = document.createElement('time');
      time.dateTime = row.created_at;
      time.textContent = relativeTime(row.created_at, now, lang);
      text.append(summary, time);
      a.append(text);
      a.addEventListener('click', (e) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
        e.preventDefault();
        void open(row, a.getAttribute('href')!);
      });
      li.append(a);
      list.append(li);
      shown++;
    }
    status.hidden = shown > 0;
    status.textContent = shown > 0 ? '' : t('nav.bell.empty');
  }

  async function open(row: NotificationRow, path: string): Promise<void> {
    if (!row.read_at) {
      row.read_at = deps.now().toISOString();
      unread = Math.max(0, unread - 1);
      paintCount();
      try {
        await deps.markRead(row.id);
      } catch (e) {
        console.warn('Failed to mark the notification read', e);
      }
    }
    deps.navigate(path);
  }

  async function refresh(): Promise<void> {
    const mine = ++generation;
    try {
      const [latest, count] = await Promise.all([deps.fetchLatest(userId), deps.fetchUnread(userId)]);
      if (destroyed || mine !== generation) return;
      rows = latest;
      unread = Math.min(count, BELL_COUNT_CAP);
      failed = false;
      loaded = true;
    } catch (e) {
      if (destroyed || mine !== generation) return;
      console.warn('Failed to load notifications', e);
      failed = true;
    }
    paintCount();
    paintList();
  }

  function setOpen(open: boolean): void {
    panel.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    root.classList.toggle('open', open);
    if (!open) return;
    paintList();
    if (!render) {
      deps
        .loadRender()
        .then((r) => {
          render = r;
          paintList();
        })
        .catch((e: unknown) => {
          console.error('Failed to load the notification texts', e);
          failed = true;
          paintList();
        });
    }
  }

  const onButton = () => setOpen(!isOpen());
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && isOpen()) {
      setOpen(false);
      button.focus();
    }
  };
  const onOutside = (e: Event) => {
    if (isOpen() && e.target instanceof Node && !root.contains(e.target)) setOpen(false);
  };
  const onMarkAll = async () => {
    const before = rows.map((r) => r.read_at);
    const at = deps.now().toISOString();
    for (const r of rows) r.read_at ??= at;
    const was = unread;
    unread = 0;
    paintCount();
    paintList();
    try {
      await deps.markAllRead(userId);
    } catch (e) {
      console.warn('Failed to mark the notifications read', e);
      rows.forEach((r, i) => (r.read_at = before[i] ?? null));
      unread = was;
      paintCount();
      paintList();
    }
  };

  button.addEventListener('click', onButton);
  markAll.addEventListener('click', onMarkAll);
  document.addEventListener('keydown', onKey);
  document.addEventListener('click', onOutside);
  const offLang = i18n.subscribe(() => {
    paintCount();
    paintList();
  });
  root.hidden = false;
  paintCount();
  void refresh();
  // data-live: the Realtime channel's state (SUBSCRIBED once live)
  const live = deps.subscribe(userId, () => void refresh(), (s) => (root.dataset.live = s));

  return {
    refresh,
    destroy() {
      destroyed = true;
      live.unsubscribe();
      delete root.dataset.live;
      offLang();
      button.removeEventListener('click', onButton);
      markAll.removeEventListener('click', onMarkAll);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onOutside);
      setOpen(false);
      root.hidden = true;
      list.replaceChildren();
      countEl.hidden = true;
    },
  };
}
