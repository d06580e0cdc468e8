// The meeting-link editor is offered only where admin_set_meeting_link accepts a link; elsewhere it
// says why, and an existing link can still be removed (saved as empty).
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import type { BookingRecord } from '../types.ts';
import { BookingMeetingLinkButton } from './BookingMeetingLinkEdit.tsx';

function booking(o: Partial<BookingRecord>): BookingRecord {
  return {
    id: 'b1', client_id: 'c1', lawyer_id: 'l1', booking_date: '2026-12-01', booking_time: '10:00:00', duration_minutes: 40,
    starts_at: '2026-12-01T01:00:00Z', list_fee: 90000, discount_amount: 0, fee_amount: 90000, coupon_id: null, user_coupon_id: null,
    status: 'confirmed', payment_status: 'paid', consultation_type: null, case_description: null, meeting_link: null,
    cancelled_by: null, cancelled_at: null, created_at: '2026-11-20T00:00:00Z', updated_at: null, hold_expires_at: '2026-11-20T00:15:00Z',
    client_name_korean: '김민수', client_name_english: null, client_email: 'c@example.com',
    lawyer_name_korean: '김도현', lawyer_name_english: null, lawyer_profile_photo_url: null,
    ...o,
  } as BookingRecord;
}

function show(b: BookingRecord) {
  const setMeetingLink = vi.fn(async () => ({ data: { id: b.id } }));
  const dataProvider = { ...testDataProvider(), setMeetingLink };
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <BookingMeetingLinkButton booking={b} />
    </AdminContext>,
  );
  return { setMeetingLink };
}

afterEach(cleanup);

describe('meeting-link button', () => {
  it('a confirmed, paid booking: 추가 opens the editor', async () => {
    show(booking({}));
    const add = await screen.findByRole('button', { name: /미팅 링크 추가/ });
    expect((add as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(add);
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.queryByTestId('link-blocked')).toBeNull();
  });

  it('a cancelled booking without a link: 추가 disabled, the reason said', async () => {
    show(booking({ status: 'cancelled', payment_status: 'refunded' }));
    const add = await screen.findByRole('button', { name: /미팅 링크 추가/ });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const cell = screen.getByTestId('link-blocked-cell');
    expect(cell.getAttribute('data-reason')).toBe('cancelled');
    expect(cell.textContent).toContain('취소된 예약');
    const reason = document.getElementById(add.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe('취소된 예약에는 미팅 링크를 설정할 수 없습니다.');
  });

  it('an unpaid booking: disabled with the payment reason', async () => {
    show(booking({ status: 'pending', payment_status: 'pending', hold_expires_at: new Date(Date.now() + 600_000).toISOString() }));
    const add = await screen.findByRole('button', { name: /미팅 링크 추가/ });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('link-blocked-cell').textContent).toContain('결제 전');
  });

  it('a cancelled booking with a link: the link can be removed, not replaced', async () => {
    const { setMeetingLink } = show(booking({ status: 'cancelled', payment_status: 'refunded', meeting_link: 'https://meet.example.com/x' }));
    fireEvent.click(await screen.findByRole('button', { name: /미팅 링크 수정/ }));
    const dialog = await screen.findByRole('dialog');
    expect(screen.getByTestId('link-blocked').textContent).toContain('취소된 예약에는');
    expect((dialog.querySelector('input[name="meeting_link"]') as HTMLInputElement).disabled).toBe(true);
    expect((dialog.querySelector('input[name="meeting_link"]') as HTMLInputElement).value).toBe('https://meet.example.com/x');
    expect(dialog.textContent).not.toContain('저장');
    fireEvent.click(screen.getByRole('button', { name: '링크 삭제' }));
    await waitFor(() => expect(setMeetingLink).toHaveBeenCalledWith('b1', ''));
  });
});
