// The card offers exactly the actions the database accepts, explains what it does not offer, and
// asks before declining, cancelling or completing.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookingActionLines } from '../../components/booking/BookingActionDialog.tsx';
import type { BookingDetail } from '../../data/bookings.ts';
import { BookingCard } from './BookingCard.tsx';

// the intake section reads through Refine (its own test: BookingIntake.test.tsx)
vi.mock('../../components/booking/BookingIntake.tsx', () => ({ BookingIntake: () => null }));
// so does the follow-up of a completed booking (BookingFollowUp.test.tsx)
vi.mock('../../components/booking/BookingFollowUp.tsx', () => ({ BookingFollowUp: () => null }));

const NOW = new Date('2026-11-25T05:00:00.000Z'); // 14:00 KST
const at = (deltaMs: number) => new Date(NOW.getTime() + deltaMs).toISOString();

function booking(o: Partial<BookingDetail>): BookingDetail {
  return {
    id: 'b1',
    client_id: 'c1',
    lawyer_id: 'l1',
    booking_date: '2026-12-01',
    booking_time: '10:00:00',
    duration_minutes: 40,
    fee_amount: 90000,
    status: 'pending',
    payment_status: 'pending',
    starts_at: '2026-12-01T01:00:00Z',
    hold_expires_at: at(10 * 60_000),
    cancelled_by: null,
    display_status: o.status ?? 'pending',
    user_coupon_id: null,
    consultation_type: '비자',
    case_description: '체류 연장',
    meeting_link: null,
    created_at: at(-60_000),
    client_name_korean: null,
    client_name_english: 'Amara Okafor',
    client_email: 'amara@example.com',
    ...o,
  };
}

function show(b: BookingDetail) {
  const onChange = vi.fn();
  const view = render(<BookingCard booking={b} busy={false} now={NOW} onChange={onChange} />);
  const names = () => within(view.container).queryAllByRole('button').map((x) => x.textContent?.trim());
  return { onChange, view, names };
}

afterEach(cleanup);

describe('BookingCard actions', () => {
  it('an unpaid hold: awaits payment with the hold end, offers only 거절', () => {
    const { view, names } = show(booking({}));
    expect(view.getByTestId('awaiting-payment').textContent).toContain('결제 대기 · 14:10까지');
    expect(names()).toEqual(['거절']);
  });

  it('a paid pending booking: 승인 at once, 거절 only after confirming (refund and coupon said)', () => {
    const { view, names, onChange } = show(booking({ payment_status: 'paid', user_coupon_id: 'uc1' }));
    expect(names()).toEqual(['승인', '거절']);
    expect(view.queryByTestId('awaiting-payment')).toBeNull();
    fireEvent.click(view.getByRole('button', { name: /승인/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'b1' }), 'confirmed');

    onChange.mockClear();
    fireEvent.click(view.getByRole('button', { name: /거절/ }));
    expect(onChange).not.toHaveBeenCalled();
    const dialog = view.getByTestId('booking-action-dialog');
    expect(dialog.textContent).toContain('이 예약을 거절할까요?');
    expect(dialog.textContent).toContain('90,000원은 의뢰인에게 전액 환불됩니다');
    expect(dialog.textContent).toContain('쿠폰');
    fireEvent.click(screen.getByRole('button', { name: '거절하기' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' }), 'cancelled');
  });

  it('a future confirmed booking: 완료 disabled with the reason; 예약 취소 offered', () => {
    const { view, names } = show(booking({ status: 'confirmed', payment_status: 'paid', starts_at: at(1) }));
    expect(names()).toEqual(['상담 완료 처리', '예약 취소']);
    const complete = view.getByRole('button', { name: /상담 완료 처리/ });
    expect((complete as HTMLButtonElement).disabled).toBe(true);
    expect(view.getByTestId('complete-not-yet').textContent).toBe('상담 시작 후 완료할 수 있습니다');
    expect(complete.getAttribute('aria-describedby')).toBe(view.getByTestId('complete-not-yet').id);
  });

  it('a started confirmed booking: 완료 asks first, then completes; going back changes nothing', () => {
    const { view, onChange } = show(booking({ status: 'confirmed', payment_status: 'paid', starts_at: at(0), meeting_link: 'https://meet.example.com/x' }));
    expect(view.queryByTestId('complete-not-yet')).toBeNull();
    expect(view.getByRole('link', { name: /온라인 미팅 참여/ }).getAttribute('href')).toBe('https://meet.example.com/x');
    fireEvent.click(view.getByRole('button', { name: /상담 완료 처리/ }));
    expect(view.getByTestId('booking-action-dialog').textContent).toContain('이 상담을 완료 처리할까요?');
    fireEvent.click(screen.getByRole('button', { name: '돌아가기' }));
    expect(view.queryByTestId('booking-action-dialog')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(view.getByRole('button', { name: /상담 완료 처리/ }));
    fireEvent.click(screen.getByRole('button', { name: '완료 처리하기' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' }), 'completed');
  });

  it('cancelling a confirmed booking asks with 예약 취소하기', () => {
    const { view, onChange } = show(booking({ status: 'confirmed', payment_status: 'paid' }));
    fireEvent.click(view.getByRole('button', { name: /예약 취소/ }));
    expect(view.getByTestId('booking-action-dialog').textContent).toContain('이 예약을 취소할까요?');
    fireEvent.click(screen.getByRole('button', { name: '예약 취소하기' }));
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'b1' }), 'cancelled');
  });

  it('an expired hold reads 기한 만료 and offers nothing, swept or not', () => {
    for (const b of [booking({ status: 'cancelled', cancelled_by: 'system' }), booking({ hold_expires_at: at(-1) })]) {
      const { view, names } = show(b);
      expect(view.container.querySelector('.ant-tag[data-status="expired"]')?.textContent).toBe('기한 만료');
      expect(view.container.querySelector('[data-testid="booking-card"]')?.getAttribute('data-display')).toBe('expired');
      expect(names()).toEqual([]);
      cleanup();
    }
  });

  it('a booking the lawyer cancelled reads 취소됨 and shows the refund', () => {
    const { view, names } = show(booking({ status: 'cancelled', cancelled_by: 'lawyer', payment_status: 'refunded' }));
    expect(view.container.querySelector('.ant-tag[data-status="cancelled"]')?.textContent).toBe('취소됨');
    expect(view.getByTestId('payment-status').textContent).toBe('환불됨');
    expect(names()).toEqual([]);
  });
});

describe('confirmation texts', () => {
  const x = { clientName: 'A', when: '2026-12-01 10:00', paid: true, fee: 130000, hasCoupon: false };
  it('a paid booking: refund amount; the coupon only when one was used', () => {
    expect(bookingActionLines('cancel', x)).toEqual(['이 예약을 취소할까요?', '결제 금액 130,000원은 의뢰인에게 전액 환불됩니다.', '이 작업은 되돌릴 수 없습니다.']);
    expect(bookingActionLines('cancel', { ...x, hasCoupon: true })).toContain('의뢰인이 사용한 쿠폰은 돌려주어 다시 사용할 수 있습니다.');
  });
  it('an unpaid booking: nothing to refund', () => {
    const lines = bookingActionLines('decline', { ...x, paid: false, hasCoupon: true });
    expect(lines[0]).toBe('이 예약을 거절할까요?');
    expect(lines).toContain('아직 결제되지 않은 예약이라 환불할 금액은 없습니다.');
    expect(lines.join(' ')).not.toContain('환불됩니다');
  });
  it('completing says it counts towards earnings and cannot be undone', () => {
    expect(bookingActionLines('complete', x).join(' ')).toMatch(/수익.*되돌릴 수 없습니다/);
  });
});
