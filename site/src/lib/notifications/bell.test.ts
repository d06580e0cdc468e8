import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderNotification } from '@shared/notifications/render.ts';
import { i18n } from '../i18n/index.ts';
import { DICTS } from '../i18n/server.ts';

// a page in a language: the store holds that page's language (BaseLayout / its embedded dictionary)
const setLang = (lang: keyof typeof DICTS) => i18n.set({ lang, dict: DICTS[lang] });
import type { NotificationRow } from './api.ts';
import { countLabel, linkPath, mountBell, relativeTime, type Bell, type BellDeps } from './bell.ts';

// the markup of components/NotificationBell.astro
const MARKUP = `
<div class="bell when-in" data-bell hidden>
  <button type="button" data-bell-button aria-expanded="false" aria-label="Notifications"><span data-bell-count hidden>0</span></button>
  <div data-bell-panel hidden>
    <h2>Notifications</h2><button type="button" data-bell-readall>Mark all as read</button>
    <ul data-bell-list></ul><p data-bell-status></p>
  </div>
</div>
<a id="outside" href="#">elsewhere</a>`;

const NOW = new Date('2026-03-01T12:00:00Z');
const USER = 'u1';

const booking = {
  booking_id: 'b1', lawyer_id: 'l1', lawyer_name_ko: '김도현', lawyer_name_en: 'Kim Do-hyun', client_name: 'Anna', booking_date: '2026-03-10', booking_time: '14:00',
  duration_minutes: 40, starts_at: '2026-03-10T05:00:00Z', fee_amount: 90000, consultation_type: null, meeting_link: 'https://meet.example.com/x',
  hold_expires_at: null, payment_status: 'paid', cancelled_by: null,
};

function row(id: string, kind: string, minutesAgo: number, read = false, params: Record<string, unknown> = booking): NotificationRow {
  const at = new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
  return { id, kind, params, created_at: at, read_at: read ? at : null };
}

function setup(rows: NotificationRow[]) {
  document.body.innerHTML = MARKUP;
  const root = document.querySelector<HTMLElement>('[data-bell]')!;
  let onChange: () => void = () => undefined;
  const state = { rows: rows.map((r) => ({ ...r })) };
  const deps: BellDeps & { [k: string]: unknown } = {
    fetchLatest: vi.fn(async () => state.rows.map((r) => ({ ...r }))),
    fetchUnread: vi.fn(async () => state.rows.filter((r) => !r.read_at).length),
    markRead: vi.fn(async (id: string) => {
      const r = state.rows.find((x) => x.id === id);
      if (r) r.read_at = NOW.toISOString();
    }),
    markAllRead: vi.fn(async () => {
      for (const r of state.rows) r.read_at ??= NOW.toISOString();
    }),
    subscribe: vi.fn((_uid: string, cb: () => void, onStatus?: (s: string) => void) => {
      onChange = cb;
      onStatus?.('SUBSCRIBED');
      return { unsubscribe: vi.fn() };
    }),
    loadRender: vi.fn(async () => renderNotification as never),
    navigate: vi.fn(),
    now: () => NOW,
  };
  const bell = mountBell(root, USER, deps);
  const $ = <T extends Element = HTMLElement>(sel: string) => root.querySelector<T & HTMLElement>(sel)!;
  return { root, bell, deps, state, $, fireLive: () => onChange() };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

let current: Bell | null = null;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  current?.destroy();
  current = null;
  await setLang('en');
});

describe('the bell', () => {
  it('shows the unread count and subscribes to the member\'s notifications', async () => {
    const t = setup([row('n1', 'meeting_link', 5), row('n2', 'booking_paid', 60), row('n3', 'booking_confirmed', 120, true)]);
    current = t.bell;
    await flush();
    expect(t.root.hidden).toBe(false);
    expect(t.$('[data-bell-count]').hidden).toBe(false);
    expect(t.$('[data-bell-count]').textContent).toBe('2');
    expect(t.$('[data-bell-button]').getAttribute('aria-label')).toBe('Notifications, unread 2');
    expect(t.deps.subscribe).toHaveBeenCalledWith(USER, expect.any(Function), expect.any(Function));
    expect(t.root.dataset.live).toBe('SUBSCRIBED');
    expect(t.deps.loadRender).not.toHaveBeenCalled(); // the templates load with the panel
  });

  it('lists the latest notifications with their summary and relative time, unread ones marked', async () => {
    const t = setup([row('n1', 'meeting_link', 5), row('n3', 'booking_confirmed', 120, true), row('x', 'some_future_kind', 1)]);
    current = t.bell;
    await flush();
    t.$('[data-bell-button]').click();
    await flush();
    expect(t.$('[data-bell-panel]').hidden).toBe(false);
    expect(t.$('[data-bell-button]').getAttribute('aria-expanded')).toBe('true');
    const items = [...t.root.querySelectorAll<HTMLAnchorElement>('.bell-item')];
    expect(items).toHaveLength(2); // the unknown kind is left out
    expect(items[0]!.textContent).toContain('The meeting link for your consultation with Kim Do-hyun');
    expect(items[0]!.textContent).toContain('5 minutes ago');
    expect(items[0]!.getAttribute('href')).toBe('/client/bookings?booking=b1');
    expect(items[0]!.hasAttribute('data-unread')).toBe(true);
    expect(items[0]!.querySelector('[aria-label="Unread"]')).not.toBeNull();
    expect(items[1]!.hasAttribute('data-unread')).toBe(false);
    expect(items[1]!.textContent).toContain('2 hours ago');
  });

  it('marks one read when clicked, then follows its link', async () => {
    const t = setup([row('n1', 'coupon_received', 5, false, { coupon_id: 'c', coupon_name_ko: '쿠폰', coupon_name_en: 'Welcome', discount_type: 'fixed', discount_value: 10000, max_discount: null, min_amount: null, valid_until: '2026-12-31T00:00:00Z', lawyer_id: null, lawyer_name_ko: null, lawyer_name_en: null })]);
    current = t.bell;
    await flush();
    t.$('[data-bell-button]').click();
    await flush();
    t.$('.bell-item').click();
    await flush();
    expect(t.deps.markRead).toHaveBeenCalledWith('n1');
    expect(t.deps.navigate).toHaveBeenCalledWith('/client/coupons');
    expect(t.$('[data-bell-count]').hidden).toBe(true);
  });

  it('marks all as read', async () => {
    const t = setup([row('n1', 'meeting_link', 5), row('n2', 'booking_paid', 6)]);
    current = t.bell;
    await flush();
    t.$('[data-bell-button]').click();
    await flush();
    t.$<HTMLButtonElement>('[data-bell-readall]').click();
    await flush();
    expect(t.deps.markAllRead).toHaveBeenCalledWith(USER);
    expect(t.$('[data-bell-count]').hidden).toBe(true);
    expect(t.root.querySelectorAll('.bell-item[data-unread]')).toHaveLength(0);
    expect(t.$<HTMLButtonElement>('[data-bell-readall]').disabled).toBe(true);
  });

  it('counts up live when a notification arrives', async () => {
    const t = setup([row('n1', 'meeting_link', 5)]);
    current = t.bell;
    await flush();
    expect(t.$('[data-bell-count]').textContent).toBe('1');
    t.state.rows.unshift(row('n9', 'booking_cancelled', 0));
    t.fireLive();
    await flush();
    expect(t.$('[data-bell-count]').textContent).toBe('2');
  });

  it('speaks the UI language', async () => {
    await setLang('ko');
    const t = setup([row('n1', 'meeting_link', 5)]);
    current = t.bell;
    await flush();
    t.$('[data-bell-button]').click();
    await flush();
    expect(t.$('[data-bell-button]').getAttribute('aria-label')).toBe('알림, 읽지 않은 알림 1');
    expect(t.$('.bell-item').textContent).toContain('김도현 변호사 상담의 링크가 등록되었습니다');
    expect(t.$('.bell-item').textContent).toContain('5분 전');
  });

  it('says when there is nothing, closes on Escape and outside clicks, and offers a retry on failure', async () => {
    const t = setup([]);
    current = t.bell;
    await flush();
    t.$('[data-bell-button]').click();
    await flush();
    expect(t.$('[data-bell-status]').textContent).toBe('No notifications yet.');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(t.$('[data-bell-panel]').hidden).toBe(true);
    t.$('[data-bell-button]').click();
    document.getElementById('outside')!.click();
    expect(t.$('[data-bell-panel]').hidden).toBe(true);

    (t.deps.fetchLatest as ReturnType<typeof vi.fn>).mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await t.bell.refresh();
    t.$('[data-bell-button]').click();
    await flush();
    expect(t.$('[data-bell-status]').textContent).toContain('Notifications could not be loaded.');
    t.$<HTMLButtonElement>('[data-bell-status] button').click();
    await flush();
    expect(t.$('[data-bell-status]').textContent).toBe('No notifications yet.');
  });

  it('hides itself and stops listening when destroyed (sign-out)', async () => {
    const t = setup([row('n1', 'meeting_link', 5)]);
    await flush();
    const sub = (t.deps.subscribe as ReturnType<typeof vi.fn>).mock.results[0]!.value as { unsubscribe: ReturnType<typeof vi.fn> };
    t.bell.destroy();
    expect(t.root.hidden).toBe(true);
    expect(sub.unsubscribe).toHaveBeenCalled();
  });
});

describe('helpers', () => {
  it('countLabel caps at 99+', () => {
    expect(countLabel(3)).toBe('3');
    expect(countLabel(100)).toBe('99+');
  });
  it('relativeTime', () => {
    expect(relativeTime('2026-03-01T11:59:50Z', NOW, 'en')).toBe('now');
    expect(relativeTime('2026-02-28T12:00:00Z', NOW, 'en')).toBe('yesterday');
    expect(relativeTime('2026-01-02T12:00:00Z', NOW, 'en')).toBe('Jan 2');
  });
  it('linkPath keeps the path, query and fragment', () => {
    expect(linkPath('https://k-legal.example/client/bookings?booking=1#x')).toBe('/client/bookings?booking=1#x');
    expect(linkPath('/admin/lawyers/1/show')).toBe('/admin/lawyers/1/show');
  });
});
