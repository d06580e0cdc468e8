// The booking page's pay step with PortOne configured (issue 26), the data layer and PortOne's
// window mocked: the channel choice when there are several, a window closed without paying (said,
// Pay again, nothing paid by the page), a payment that went through continuing in the portal (which
// asks portone-complete), and portone-prepare's hold_expired.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryRow } from '../../../test/fixtures.ts';
import { toLawyer } from '../../../lib/api/lawyers.ts';
import type { PortonePrepared, WindowOutcome } from '../../../lib/api/portone.ts';

const kim = toLawyer(directoryRow());
vi.mock('../../../lib/api/lawyers.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/api/lawyers.ts')>()),
  fetchLawyers: vi.fn(async () => [kim]),
}));
vi.mock('../../../lib/api/reference.ts', () => ({ fetchCategories: vi.fn(async () => []), fetchRegions: vi.fn(async () => []) }));
const api = vi.hoisted(() => ({
  holds: [] as unknown[],
  prepare: null as null | (() => Promise<unknown>),
  window: null as null | ((p: unknown, c: unknown) => Promise<unknown>),
  testPay: vi.fn(async () => { throw new Error('the test-mode payment must not be used'); }),
}));
vi.mock('../../../lib/api/bookings.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/api/bookings.ts')>()),
  fetchUsableCoupons: vi.fn(async () => []),
  fetchBusySlots: vi.fn(async () => new Set(['2026-03-12 14:00'])),
  // the lawyer takes every slot (issue 27: the page offers only lawyer_open_slots)
  fetchOpenSlots: vi.fn(async (_lawyer: string, from: string, to: string) => {
    const open = new Set<string>();
    for (let d = from; d <= to; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
      for (const t of ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00']) open.add(`${d} ${t}`);
    }
    return open;
  }),
  fetchOwnHolds: vi.fn(async () => api.holds),
  fetchOwnBooking: vi.fn(async () => null),
  payBookingTestMode: api.testPay,
}));
vi.mock('../../../lib/api/calendarLive.ts', () => ({ subscribeToLawyerCalendar: vi.fn(() => ({ unsubscribe: () => {} })) }));
vi.mock('../../../lib/api/payments.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/api/payments.ts')>()),
  fetchPaymentMethods: vi.fn(async () => ({ stripe: true, test_mode: true, portone: true })),
  startCheckout: vi.fn(async () => { throw new Error('Stripe must not be used when PortOne is on'); }),
}));
vi.mock('../../../lib/api/portone.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/api/portone.ts')>()),
  preparePortone: vi.fn(async () => api.prepare!()),
  openPaymentWindow: vi.fn(async (p: unknown, c: unknown) => api.window!(p, c)),
}));

import { ApiError } from '../../../lib/api/rest.ts';
import { openPaymentWindow } from '../../../lib/api/portone.ts';
import BookingApp from './BookingApp.tsx';

const hold = {
  id: 'b-held', client_id: 'u1', lawyer_id: kim.id, booking_date: '2026-03-12', booking_time: '14:00:00', duration_minutes: 40,
  starts_at: '2026-03-12T05:00:00Z', list_fee: 110000, discount_amount: 0, fee_amount: 110000, coupon_id: null, user_coupon_id: null,
  status: 'pending', payment_status: 'pending', consultation_type: null, case_description: null, meeting_link: null,
  cancelled_by: null, cancelled_at: null, created_at: '2026-03-10T01:25:00Z', updated_at: '2026-03-10T01:25:00Z', hold_expires_at: '2026-03-10T01:40:00Z',
};
const prepared: PortonePrepared = {
  storeId: 'store-1', paymentId: 'pay_1', orderName: 'K-Legal consultation', totalAmount: 110000, currency: 'KRW',
  channels: [{ channelKey: 'ck-card', payMethod: 'CARD' }, { channelKey: 'ck-easy', payMethod: 'EASY_PAY' }],
  locale: 'EN_US', customer: { customerId: 'u1' }, redirectUrl: 'http://localhost/client/bookings?booking=b-held&portone=return',
};
const session = { access_token: 'a', refresh_token: 'r', expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'u1', email: 'c@demo.test' } };
const assign = vi.fn();

beforeEach(() => {
  api.holds = [hold];
  api.prepare = async () => ({ kind: 'pay', prepared });
  api.window = null;
  assign.mockReset();
  vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } })));
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T01:30:00Z'));
  localStorage.setItem(`sb-${window.location.hostname.split('.')[0]}-auth-token`, JSON.stringify(session));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function payStep() {
  window.history.replaceState(null, '', `/booking?lawyer=${kim.id}&date=2026-03-12&time=14:00&duration=40`);
  await act(async () => { render(<BookingApp />); });
  await vi.waitFor(() => screen.getByRole('button', { name: 'Pay now' }));
  fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
  expect(screen.getByText("You will pay in PortOne's secure payment window (Korean payment gateways; international cards accepted). Your booking is confirmed once the payment is verified.")).toBeTruthy();
}

describe('BookingApp with PortOne', () => {
  it('asks how to pay when there are several channels, then opens the window with the chosen one; a payment that went through continues in the portal', async () => {
    api.window = async () => ({ kind: 'done', paymentId: 'pay_1' } satisfies WindowOutcome);
    await payStep();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay ₩110,000' })));
    const group = await vi.waitFor(() => screen.getByRole('group', { name: 'How would you like to pay?' }));
    expect((within(group).getByRole('radio', { name: 'Card (incl. foreign cards)' }) as HTMLInputElement).checked).toBe(true);
    expect(openPaymentWindow).not.toHaveBeenCalled();
    fireEvent.click(within(group).getByRole('radio', { name: 'Korean easy pay' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open the payment window' })));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/client/bookings?booking=b-held&portone=return&paymentId=pay_1'));
    expect(openPaymentWindow).toHaveBeenCalledWith(prepared, { channelKey: 'ck-easy', payMethod: 'EASY_PAY' });
    expect(api.testPay).not.toHaveBeenCalled();
  });

  it('a window closed without paying says so and offers to pay again (a new attempt)', async () => {
    api.prepare = async () => ({ kind: 'pay', prepared: { ...prepared, channels: [prepared.channels[0]!] } });
    api.window = async () => ({ kind: 'notCompleted', code: 'FAILURE_TYPE_PG', message: '사용자가 결제를 취소하였습니다' } satisfies WindowOutcome);
    await payStep();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay ₩110,000' })));
    await vi.waitFor(() => expect(screen.getByTestId('pay-note').textContent).toBe(
      'Payment not completed The payment window was closed before the payment went through. Nothing was charged; you can pay while the booking is still held.'));
    // one channel: no choice asked; the button pays again
    expect(screen.queryByRole('group', { name: 'How would you like to pay?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pay ₩110,000' })).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('portone-prepare refusing with hold_expired says the hold expired', async () => {
    api.prepare = async () => { throw new ApiError(409, { code: 'hold_expired', hint: 'hold_expired', message: 'run out' }); };
    await payStep();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay ₩110,000' })));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Your hold has expired/));
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
  });

  it('PortOne being switched off is said as such', async () => {
    api.prepare = async () => { throw new ApiError(503, { code: 'provider_disabled', hint: 'provider_disabled', message: 'off' }); };
    await payStep();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay ₩110,000' })));
    await vi.waitFor(() => expect(screen.getByTestId('pay-note').textContent).toBe('Payment failed Online payment is not available right now. Please try again later.'));
  });
});
