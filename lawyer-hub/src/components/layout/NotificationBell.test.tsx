// The header bell: the unread count on an antd Badge, the latest notifications in Korean in a
// popover, a click marks one read and follows its link, "모두 읽음으로 표시", live refresh.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationRow } from '../../data/notifications.ts';
import { countLabel, linkTarget, relativeTimeKo } from '../../domain/notifications.ts';

const state = vi.hoisted(() => ({ rows: [] as NotificationRow[], onChange: (() => undefined) as () => void, unsubscribed: 0 }));

vi.mock('../../data/notifications.ts', () => ({
  BELL_COUNT_CAP: 100,
  fetchLatestNotifications: vi.fn(async () => state.rows.map((r) => ({ ...r }))),
  fetchUnreadCount: vi.fn(async () => state.rows.filter((r) => !r.read_at).length),
  markNotificationRead: vi.fn(async (id: string) => {
    const r = state.rows.find((x) => x.id === id);
    if (r) r.read_at = new Date().toISOString();
  }),
  markAllNotificationsRead: vi.fn(async () => {
    for (const r of state.rows) r.read_at ??= new Date().toISOString();
  }),
  subscribeToNotifications: vi.fn((_uid: string, cb: () => void, onStatus?: (s: string) => void) => {
    state.onChange = cb;
    onStatus?.('SUBSCRIBED');
    return () => {
      state.unsubscribed++;
    };
  }),
}));

import * as data from '../../data/notifications.ts';
import { NotificationBell } from './NotificationBell.tsx';

const booking = {
  booking_id: 'b1', lawyer_id: 'l1', lawyer_name_ko: '김도현', lawyer_name_en: 'Kim Do-hyun', client_name: 'Amara Okafor', booking_date: '2026-12-01',
  booking_time: '10:00', duration_minutes: 40, starts_at: '2026-12-01T01:00:00Z', fee_amount: 90000, consultation_type: null, meeting_link: null,
  hold_expires_at: null, payment_status: 'paid', cancelled_by: null,
};
const row = (id: string, kind: string, minutesAgo: number, read = false): NotificationRow => {
  const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return { id, kind, params: kind === 'lawyer_approved' ? { lawyer_id: 'l1', lawyer_name_ko: '김도현', lawyer_name_en: null } : booking, created_at: at, read_at: read ? at : null };
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function show() {
  return render(
    <MemoryRouter initialEntries={['/lawyer/dashboard']}>
      <NotificationBell userId="l1" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const bell = () => screen.getByRole('button', { name: /^알림/ });

beforeEach(() => {
  state.rows = [];
  state.unsubscribed = 0;
  vi.clearAllMocks();
});
afterEach(cleanup);

describe('NotificationBell', () => {
  it('shows the unread count and follows the lawyer\'s notifications live', async () => {
    state.rows = [row('n1', 'lawyer_new_booking', 3), row('n2', 'lawyer_approved', 600, true)];
    const view = show();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('알림, 읽지 않은 알림 1'));
    expect(view.container.querySelector('.ant-badge-count')?.textContent).toBe('1');
    expect(data.subscribeToNotifications).toHaveBeenCalledWith('l1', expect.any(Function), expect.any(Function));
    expect(bell().getAttribute('data-live')).toBe('SUBSCRIBED');
    state.rows.unshift(row('n3', 'lawyer_booking_cancelled', 0));
    await act(async () => state.onChange());
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('알림, 읽지 않은 알림 2'));
    view.unmount();
    expect(state.unsubscribed).toBe(1);
  });

  it('opens the latest notifications in Korean; a click marks it read and goes to its page', async () => {
    state.rows = [row('n1', 'lawyer_new_booking', 3), row('n2', 'lawyer_approved', 600, true)];
    show();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toMatch(/ 1$/));
    fireEvent.click(bell());
    const item = await screen.findByText(/^새 예약이 도착했습니다\. Amara Okafor/);
    expect(screen.getByText('3분 전')).toBeTruthy();
    expect(screen.getByText(/변호사 계정이 승인되었습니다/)).toBeTruthy();
    const link = item.closest('a')!;
    expect(link.getAttribute('href')).toBe('/lawyer/bookings');
    expect(link.hasAttribute('data-unread')).toBe(true);
    expect(screen.getAllByRole('img', { name: '읽지 않음' })).toHaveLength(1);
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/lawyer/bookings'));
    expect(data.markNotificationRead).toHaveBeenCalledWith('n1');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('알림'));
  });

  it('marks all as read', async () => {
    state.rows = [row('n1', 'lawyer_new_booking', 3), row('n2', 'lawyer_reminder_1h', 5)];
    show();
    await waitFor(() => expect(bell().getAttribute('aria-label')).toMatch(/ 2$/));
    fireEvent.click(bell());
    fireEvent.click(await screen.findByRole('button', { name: '모두 읽음으로 표시' }));
    expect(data.markAllNotificationsRead).toHaveBeenCalledWith('l1');
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('알림'));
    expect(document.querySelectorAll('.lh-bell-item[data-unread]')).toHaveLength(0);
  });

  it('says when there is nothing yet', async () => {
    show();
    fireEvent.click(bell());
    expect(await screen.findByText('아직 알림이 없습니다.')).toBeTruthy();
  });
});

describe('bell rules', () => {
  it('countLabel, relative times in Korean, links of this app and of the site', () => {
    expect(countLabel(7)).toBe('7');
    expect(countLabel(120)).toBe('99+');
    const now = new Date('2026-11-25T05:00:00Z');
    expect(relativeTimeKo('2026-11-25T04:59:30Z', now)).toBe('방금');
    expect(relativeTimeKo('2026-11-25T02:00:00Z', now)).toBe('3시간 전');
    expect(relativeTimeKo('2026-11-24T05:00:00Z', now)).toBe('어제');
    expect(linkTarget('https://k.example/lawyer/bookings', 'https://k.example')).toEqual({ path: '/lawyer/bookings', inApp: true });
    expect(linkTarget('https://k.example/admin/lawyers/1/show', 'https://k.example')).toEqual({ path: '/admin/lawyers/1/show', inApp: false });
  });
});
