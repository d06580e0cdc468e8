// The booking page with the data layer mocked: preselection from ?lawyer=, 'Not selected',
// Confirm disabled until complete, and the live coupon discount.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { directoryRow } from '../../../test/fixtures.ts';
import { toLawyer } from '../../../lib/api/lawyers.ts';

const kim = toLawyer(directoryRow());
vi.mock('../../../lib/api/lawyers.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/api/lawyers.ts')>()),
  fetchLawyers: vi.fn(async () => [kim]),
}));
vi.mock('../../../lib/api/reference.ts', () => ({
  fetchCategories: vi.fn(async () => []),
  fetchRegions: vi.fn(async () => []),
}));
vi.mock('../../../lib/api/bookings.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/api/bookings.ts')>()),
  fetchUsableCoupons: vi.fn(async () => [
    { id: 'uc1', coupon_id: 'c1', coupons: { id: 'c1', code: 'WELCOME10', name_english: 'Welcome', discount_type: 'percentage', discount_value: 10, min_amount: null, max_discount: null, valid_until: '2099-01-01T00:00:00Z' } },
  ]),
}));

import BookingApp from './BookingApp.tsx';

const session = { access_token: 'a', refresh_token: 'r', expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'u1', email: 'c@demo.test' } };

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response('[]', { headers: { 'Content-Type': 'application/json' } })));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-10T01:30:00Z'));
  localStorage.setItem(`sb-${window.location.hostname.split('.')[0]}-auth-token`, JSON.stringify(session));
  window.history.replaceState(null, '', `/booking?lawyer=${kim.id}&date=2026-03-12&time=14:00`);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('BookingApp', () => {
  it('preselects the lawyer, keeps Confirm disabled until complete, and shows the discount live', async () => {
    await act(async () => {
      render(<BookingApp />);
    });
    const summary = screen.getByRole('complementary');
    await vi.waitFor(() => expect(within(summary).getByText('Kim Do-hyun')).toBeTruthy());
    expect(within(summary).getByText('Not selected')).toBeTruthy(); // duration
    const confirm = screen.getByRole('button', { name: 'Confirm Booking' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '40' } });
    expect(confirm.disabled).toBe(false);
    expect(within(summary).getAllByText('₩110,000')).toHaveLength(2); // fee and total
    expect(within(summary).queryByText('Coupon Discount')).toBeNull();

    const coupon = within(summary).getByLabelText('Coupon') as HTMLSelectElement;
    await vi.waitFor(() => expect(coupon.options).toHaveLength(2));
    expect(coupon.options[1]!.textContent).toBe('Welcome - 10% off');
    fireEvent.change(coupon, { target: { value: 'uc1' } });
    expect(within(summary).getByText('Coupon Discount')).toBeTruthy();
    expect(within(summary).getByText('-₩11,000')).toBeTruthy();
    expect(within(summary).getByText('₩99,000')).toBeTruthy();
    expect(window.location.search).toContain('coupon=uc1');
    expect(window.location.search).toContain('duration=40');
  });
});
