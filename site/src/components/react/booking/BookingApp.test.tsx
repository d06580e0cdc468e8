// The booking page with the data layer mocked: preselection from ?lawyer=, 'Not selected',
// Confirm disabled until complete, the live coupon discount; only the lawyer's open slots offered
// (issue 27), closed ones and slot_unavailable said; taken slots (Booked) read again on a
// calendar event, a date/time from the link checked like the picker, the client's own hold
// offered for payment, the hold countdown and its expiry, and create_booking's hold refusals.
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
// what the mocked API answers, set per test
const api = vi.hoisted(() => ({
  busy: new Set<string>(),
  // what lawyer_open_slots leaves out: whole dates ('YYYY-MM-DD') or slots ('YYYY-MM-DD HH:MM')
  closed: new Set<string>(),
  holds: [] as unknown[],
  onCalendar: null as null | (() => void),
  create: null as null | (() => Promise<unknown>),
  pay: null as null | (() => Promise<unknown>),
  byId: null as unknown,
  coupons: [] as unknown[],
}));
/** A coupon the client holds, applicable to any lawyer and fee unless `over` says otherwise. */
function heldCoupon(id: string, over: Record<string, unknown> = {}) {
  return {
    id: `u${id}`, coupon_id: id, is_used: false,
    coupons: {
      id, code: id.toUpperCase(), name_english: 'Welcome', discount_type: 'percentage', discount_value: 10, min_amount: null, max_discount: null,
      valid_from: '2026-01-01T00:00:00Z', valid_until: '2099-01-01T00:00:00Z', is_active: true, issuer_lawyer_id: null, max_uses: null, current_uses: 0,
      ...over,
    },
  };
}
vi.mock('../../../lib/api/bookings.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/api/bookings.ts')>()),
  fetchUsableCoupons: vi.fn(async () => api.coupons),
  fetchBusySlots: vi.fn(async () => new Set(api.busy)),
  fetchOpenSlots: vi.fn(async (_lawyer: string, from: string, to: string) => {
    const open = new Set<string>();
    for (let d = from; d <= to; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
      for (const t of ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00']) {
        if (!api.closed.has(d) && !api.closed.has(`${d} ${t}`)) open.add(`${d} ${t}`);
      }
    }
    return open;
  }),
  fetchOwnHolds: vi.fn(async () => api.holds),
  fetchOwnBooking: vi.fn(async () => api.byId),
  createBooking: vi.fn(async () => api.create!()),
  payBookingTestMode: vi.fn(async () => api.pay!()),
}));
vi.mock('../../../lib/api/calendarLive.ts', () => ({
  subscribeToLawyerCalendar: vi.fn((_lawyerId: string, onChange: () => void) => {
    api.onCalendar = onChange;
    return { unsubscribe: () => { api.onCalendar = null; } };
  }),
}));

import { ApiError } from '../../../lib/api/rest.ts';
import BookingApp from './BookingApp.tsx';
import { i18n } from '../../../lib/i18n/index.ts';
import { en } from '../../../lib/i18n/en.ts';

/** An unpaid booking of this client on 2026-03-12 14:00 KST, held for another 10 minutes. */
function hold(over: Record<string, unknown> = {}) {
  return {
    id: 'b-held', client_id: 'u1', lawyer_id: kim.id, booking_date: '2026-03-12', booking_time: '14:00:00', duration_minutes: 40,
    starts_at: '2026-03-12T05:00:00Z', list_fee: 110000, discount_amount: 0, fee_amount: 110000, coupon_id: null, user_coupon_id: null,
    status: 'pending', payment_status: 'pending', consultation_type: null, case_description: null, meeting_link: null,
    cancelled_by: null, cancelled_at: null, created_at: '2026-03-10T01:25:00Z', updated_at: '2026-03-10T01:25:00Z',
    hold_expires_at: '2026-03-10T01:40:00Z',
    ...over,
  };
}

async function renderAt(query: string) {
  window.history.replaceState(null, '', `/booking?lawyer=${kim.id}${query}`);
  await act(async () => {
    render(<BookingApp />);
  });
  await vi.waitFor(() => expect(within(screen.getByRole('complementary')).getByText('Kim Do-hyun')).toBeTruthy());
}

const option = (time: string) => [...(screen.getByLabelText('Time (KST)') as HTMLSelectElement).options].find((o) => o.value === time)!;
const confirmButton = () => screen.getByRole('button', { name: 'Confirm Booking' }) as HTMLButtonElement;
const alertText = () => within(screen.getByRole('complementary')).queryByRole('alert')?.textContent ?? null;

const session = { access_token: 'a', refresh_token: 'r', expires_at: Math.floor(Date.now() / 1000) + 3600, user: { id: 'u1', email: 'c@demo.test' } };

beforeEach(() => {
  api.busy = new Set();
  api.closed = new Set();
  api.holds = [];
  api.onCalendar = null;
  api.create = null;
  api.pay = null;
  api.byId = null;
  api.coupons = [heldCoupon('c1')];
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

  it('shows taken slots as Booked, and reports a chosen slot taken live (Confirm disabled)', async () => {
    api.busy = new Set(['2026-03-12 09:00']);
    await renderAt('&date=2026-03-12&time=14:00&duration=40');
    await vi.waitFor(() => expect(option('09:00').textContent).toBe('09:00 KST — Booked'));
    expect(option('09:00').disabled).toBe(true);
    expect(option('14:00').textContent).toBe('14:00 KST');
    expect(option('14:00').disabled).toBe(false);
    expect(confirmButton().disabled).toBe(false);
    expect(alertText()).toBeNull();

    // another client takes 14:00: the calendar event re-reads the taken slots
    api.busy = new Set(['2026-03-12 09:00', '2026-03-12 14:00']);
    await act(async () => api.onCalendar!());
    await vi.waitFor(() => expect(option('14:00').textContent).toBe('14:00 KST — Booked'));
    expect(option('14:00').disabled).toBe(true);
    expect(confirmButton().disabled).toBe(true);
    expect(alertText()).toBe('This time slot has just been taken. Please choose another time.');
    expect(within(screen.getByRole('complementary')).getByText('14:00 KST')).toBeTruthy(); // still the chosen time

    // choosing another time clears it
    fireEvent.change(screen.getByLabelText('Time (KST)'), { target: { value: '15:00' } });
    expect(alertText()).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });

  it("offers only the lawyer's open slots; a date the lawyer closes while the page is open closes live, and the page says so", async () => {
    i18n.set({ lang: 'en', dict: en });
    api.closed = new Set(['2026-03-13', '2026-03-12 09:00', '2026-03-12 10:00']);
    await renderAt('&date=2026-03-12&time=14:00&duration=40');
    await vi.waitFor(() => expect(document.querySelector('[data-date="2026-03-13"]')!.getAttribute('aria-disabled')).toBe('true'));
    expect(document.querySelector('[data-date="2026-03-12"]')!.getAttribute('aria-disabled')).toBeNull();
    // slots the lawyer does not take are not listed
    expect(option('09:00')).toBeUndefined();
    expect(option('10:00')).toBeUndefined();
    expect(option('14:00').disabled).toBe(false);
    expect(confirmButton().disabled).toBe(false);

    // the lawyer takes the whole day off: the calendar event re-reads the open slots
    api.closed = new Set([...api.closed, '2026-03-12']);
    await act(async () => api.onCalendar!());
    await vi.waitFor(() => expect(document.querySelector('[data-date="2026-03-12"]')!.getAttribute('aria-disabled')).toBe('true'));
    expect(option('14:00').textContent).toBe('14:00 KST — Not available');
    expect(option('14:00').disabled).toBe(true);
    expect(option('15:00')).toBeUndefined();
    expect(alertText()).toBe('The lawyer does not take bookings at this time. Please choose another date or time.');
    expect(confirmButton().disabled).toBe(true);
  });

  it('a link to a date the lawyer does not take at all says so; a fully booked one does not', async () => {
    i18n.set({ lang: 'en', dict: en });
    api.closed = new Set(['2026-03-13']);
    await renderAt('&date=2026-03-13');
    await vi.waitFor(() => expect(alertText()).toBe('The lawyer does not take bookings at this time. Please choose another date or time.'));
    cleanup();
    api.closed = new Set();
    api.busy = new Set(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'].map((t) => `2026-03-13 ${t}`));
    await renderAt('&date=2026-03-13');
    await vi.waitFor(() => expect(option('09:00').textContent).toBe('09:00 KST — Booked'));
    expect(alertText()).toBeNull();
  });

  it('create_booking slot_unavailable: said in the page\'s language under the time, and the slots are read again', async () => {
    const { dict: ko } = await import('../../../lib/i18n/ko.ts');
    for (const [dict, label, confirm, message] of [
      [en, 'Time (KST)', 'Confirm Booking', 'The lawyer does not take bookings at this time. Please choose another date or time.'],
      [{ ...en, ...ko }, '시간 (KST)', '예약 확정', '변호사가 이 시간에는 예약을 받지 않습니다. 다른 날짜나 시간을 선택해 주세요.'],
    ] as const) {
      const confirmButton = () => screen.getByRole('button', { name: confirm }) as HTMLButtonElement;
      const option = (time: string) => [...(screen.getByLabelText(label) as HTMLSelectElement).options].find((o) => o.value === time)!;
      i18n.set({ lang: dict === en ? 'en' : 'ko', dict });
      api.closed = new Set();
      await renderAt('&date=2026-03-12&time=14:00&duration=40');
      await vi.waitFor(() => expect(confirmButton().disabled).toBe(false));
      // the lawyer closed 14:00 and the page has not heard yet: the database refuses
      api.closed = new Set(['2026-03-12 14:00']);
      api.create = async () => { throw new ApiError(400, { code: 'P0001', message: 'The lawyer does not take bookings at this time', hint: 'slot_unavailable' }); };
      const time = screen.getByLabelText(label);
      await act(async () => fireEvent.click(confirmButton()));
      await vi.waitFor(() => expect(alertText()).toBe(message));
      expect(time.getAttribute('aria-invalid')).toBe('true');
      // read again: the refused slot shows closed, nothing was booked, the form keeps the choices
      await vi.waitFor(() => expect(option('14:00').disabled).toBe(true));
      expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
      expect(window.location.search).toContain('time=14%3A00');
      cleanup();
    }
    i18n.set({ lang: 'en', dict: en });
  });

  it('the consultation language (issue 29): the lawyer\'s languages or Korean with interpretation, sent to create_booking; language_unavailable said under it', async () => {
    const { createBooking } = await import('../../../lib/api/bookings.ts');
    const { dict: zh } = await import('../../../lib/i18n/zh.ts');
    // a Chinese page: the lawyer (ko, en) does not speak Chinese, so Korean with interpretation is preselected
    i18n.set({ lang: 'zh', dict: { ...en, ...zh } });
    await renderAt('&date=2026-03-12&time=14:00&duration=40');
    const select = screen.getByLabelText('咨询语言') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([['ko', '韩语'], ['en', '英语'], ['ko-interpreted', '韩语（机器口译）']]);
    expect(select.value).toBe('ko-interpreted');
    expect(within(screen.getByRole('complementary')).getByText('韩语（机器口译）')).toBeTruthy();
    cleanup();

    // an English page: English preselected; the refusal is said under the field and nothing is booked
    i18n.set({ lang: 'en', dict: en });
    await renderAt('&date=2026-03-12&time=14:00&duration=40');
    const language = screen.getByLabelText('Consultation language') as HTMLSelectElement;
    expect(language.value).toBe('en');
    fireEvent.change(language, { target: { value: 'ko-interpreted' } });
    expect(window.location.search).toContain('language=ko-interpreted');
    api.create = async () => { throw new ApiError(400, { code: 'P0001', message: 'This lawyer does not offer consultations in this language', hint: 'language_unavailable' }); };
    vi.mocked(createBooking).mockClear();
    await act(async () => fireEvent.click(confirmButton()));
    expect(vi.mocked(createBooking).mock.calls[0]![0]).toMatchObject({ consultationLanguage: 'ko', interpretationRequested: true });
    const message = 'This lawyer does not offer consultations in this language. Please choose another language, or Korean with machine interpretation.';
    await vi.waitFor(() => expect(alertText()).toBe(message));
    expect(language.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(language.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent!.trim()).toBe(message);
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();

    // English: sent as the code, shown on the payment step
    fireEvent.change(language, { target: { value: 'en' } });
    api.create = async () => hold({ consultation_language: 'en', interpretation_requested: false });
    vi.mocked(createBooking).mockClear();
    await act(async () => fireEvent.click(confirmButton()));
    expect(vi.mocked(createBooking).mock.calls[0]![0]).toMatchObject({ consultationLanguage: 'en', interpretationRequested: false });
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy());
    expect(screen.getByText('Consultation language').nextElementSibling!.textContent).toBe('English');
  });

  it('closes a date whose every slot is taken', async () => {
    api.busy = new Set(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'].map((t) => `2026-03-13 ${t}`));
    await renderAt('');
    await vi.waitFor(() => expect(document.querySelector('[data-date="2026-03-13"]')!.getAttribute('aria-disabled')).toBe('true'));
    expect(document.querySelector('[data-date="2026-03-12"]')!.getAttribute('aria-disabled')).toBeNull();
  });

  it.each([
    ['a past date', '&date=2026-03-01&time=14:00', 'The date and time in the link have already passed. Please choose a later date and time.'],
    ['a slot that has passed today', '&date=2026-03-10&time=09:00', 'The date and time in the link have already passed. Please choose a later date and time.'],
    ['a time that is not a slot', '&date=2026-03-12&time=12:00', 'The time in the link is not one of the consultation times. Please choose a time from the list.'],
    ['a malformed date', '&date=2026-02-30&time=14:00', 'The date in the link is not a valid date. Please choose a date.'],
    ['a date beyond the window', '&date=2027-06-01&time=14:00', 'The date in the link is more than one year ahead, beyond the booking window. Please choose an earlier date.'],
  ])('a link with %s says why and keeps Confirm disabled', async (_case, query, message) => {
    await renderAt(`${query}&duration=40`);
    expect(alertText()).toBe(message);
    expect(confirmButton().disabled).toBe(true);
    // once the visitor picks a bookable date and time, the message goes and Confirm works
    fireEvent.click(document.querySelector('[data-date="2026-03-12"]')!);
    fireEvent.change(screen.getByLabelText('Time (KST)'), { target: { value: '16:00' } });
    expect(alertText()).toBeNull();
    expect(confirmButton().disabled).toBe(false);
  });

  it('offers the client\'s own hold for payment, counts down, and starts over when it expires', async () => {
    api.busy = new Set(['2026-03-12 14:00']);
    api.holds = [hold()];
    await renderAt('&date=2026-03-12&time=14:00&duration=40');
    await vi.waitFor(() => expect(option('14:00').textContent).toBe('14:00 KST — Held by you'));
    expect(option('14:00').disabled).toBe(false);
    expect(screen.getByText(/^You are holding this slot until \d\d:\d\d \S+ — pay now to confirm\.$/)).toBeTruthy();
    expect(alertText()).toBeNull();
    expect(confirmButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('10:00');
    expect(screen.getByRole('button', { name: 'Pay ₩110,000' })).toBeTruthy();

    vi.setSystemTime(new Date('2026-03-10T01:39:58Z'));
    await vi.waitFor(() => expect(screen.getByRole('timer').textContent).toMatch(/^0:0[12]$/), { timeout: 3000 });
    vi.setSystemTime(new Date('2026-03-10T01:40:00Z'));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your hold has expired: the booking was not paid in time and the slot was released.'), { timeout: 3000 });
    expect(screen.queryByRole('button', { name: 'Pay ₩110,000' })).toBeNull();

    api.busy = new Set();
    api.holds = [];
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await vi.waitFor(() => expect(option('14:00').textContent).toBe('14:00 KST'));
    expect(confirmButton().disabled).toBe(false);
  });

  it('a payment refused with hold_expired says the hold expired', async () => {
    api.holds = [hold()];
    api.pay = async () => { throw new ApiError(400, { code: 'P0001', message: 'run out', hint: 'hold_expired' }); };
    await renderAt('&date=2026-03-12&time=14:00&duration=40');
    await vi.waitFor(() => screen.getByRole('button', { name: 'Pay now' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay ₩110,000' })));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Your hold has expired/));
    expect(screen.getByRole('button', { name: 'Start over' })).toBeTruthy();
  });

  it('create_booking own_hold offers to pay the held booking; too_many_holds says what to do', async () => {
    await renderAt('&date=2026-03-12&time=14:00&duration=40');
    api.create = async () => { throw new ApiError(400, { code: 'P0001', message: 'yours', hint: 'own_hold', details: '{"booking_id": "b-held"}' }); };
    api.byId = hold();
    await act(async () => fireEvent.click(confirmButton()));
    await vi.waitFor(() => expect(screen.getByText(/^You are holding this slot until/)).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
    expect(alertText()).toBeNull();

    fireEvent.change(screen.getByLabelText('Time (KST)'), { target: { value: '15:00' } });
    api.create = async () => { throw new ApiError(429, { code: 'PT429', message: 'too many', hint: 'too_many_holds', details: '{"max_unpaid": 3}' }); };
    await act(async () => fireEvent.click(confirmButton()));
    await vi.waitFor(() => expect(alertText()).toBe('You already have 3 unpaid bookings. Pay for or cancel one of them before booking another time. Go to My Bookings'));
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Go to My Bookings' }).getAttribute('href')).toBe('/client/bookings');
  });

  it('a refusal about the time or the coupon is also said under that field, which gets the focus (issue 15)', async () => {
    i18n.set({ lang: 'en', dict: en });
    await renderAt('&date=2026-03-12&time=14:00&duration=40');
    const time = screen.getByLabelText('Time (KST)');
    const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent?.trim();
    api.create = async () => { throw new ApiError(409, { code: '23505', message: 'taken', hint: 'slot_taken' }); };
    await act(async () => fireEvent.click(confirmButton()));
    await vi.waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    expect(errorOf(time)).toBe('This time slot has just been taken. Please choose another time.');
    await vi.waitFor(() => expect(document.activeElement).toBe(time), { timeout: 5000 });
    fireEvent.change(time, { target: { value: '15:00' } });
    expect(time.getAttribute('aria-invalid')).toBeNull();

    const coupon = screen.getByLabelText('Coupon');
    api.create = async () => { throw new ApiError(400, { code: 'P0001', message: 'used', hint: 'coupon_used' }); };
    await act(async () => fireEvent.click(confirmButton()));
    await vi.waitFor(() => expect(coupon.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    expect(errorOf(coupon)).toBe('This coupon cannot be used for this booking (already used). Choose another coupon or book without one.');
    await vi.waitFor(() => expect(document.activeElement).toBe(coupon), { timeout: 5000 });
  });
});

describe('BookingApp coupons: only those that apply to this lawyer and fee (issue 25)', () => {
  const couponSelect = () => within(screen.getByRole('complementary')).getByLabelText('Coupon') as HTMLSelectElement;
  const couponOption = (value: string) => [...couponSelect().options].find((o) => o.value === value)!;
  beforeEach(() => {
    i18n.set({ lang: 'en', dict: en });
    api.coupons = [
      heldCoupon('other', { name_english: 'Lawyer Special Coupon', discount_type: 'fixed', discount_value: 20000, issuer_lawyer_id: '00000000-0000-4000-8000-00000000ffff' }),
      heldCoupon('min', { name_english: 'Big Case', discount_type: 'fixed', discount_value: 30000, min_amount: 100000 }),
      heldCoupon('own', { name_english: 'From Kim', discount_type: 'fixed', discount_value: 10000, issuer_lawyer_id: kim.id }),
      heldCoupon('later', { name_english: 'Spring', valid_from: '2026-04-01T00:00:00Z' }),
    ];
  });

  it("greys another lawyer's coupon, one whose minimum the fee does not reach and one not valid yet, with the reason", async () => {
    await renderAt('&date=2026-03-12&time=14:00&duration=20');
    await vi.waitFor(() => expect(couponSelect().options).toHaveLength(5));
    // applicable first, then the others, disabled
    expect([...couponSelect().options].map((o) => [o.textContent, o.disabled])).toEqual([
      ['No coupon', false],
      ['From Kim - ₩10,000 off', false],
      ["Lawyer Special Coupon - ₩20,000 off — only for the lawyer who issued it", true],
      ['Big Case - ₩30,000 off — for fees from ₩100,000', true],
      ['Spring - 10% off — valid from Apr 1, 2026', true],
    ]);
    expect(couponOption('umin').dataset.reason).toBe('min_not_reached');
    // a longer duration reaches the minimum: offered
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '40' } });
    expect(couponOption('umin').disabled).toBe(false);
    expect(couponOption('umin').textContent).toBe('Big Case - ₩30,000 off');
    fireEvent.change(couponSelect(), { target: { value: 'umin' } });
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('-₩30,000')).toBeTruthy();
    expect(within(summary).getByText('₩80,000')).toBeTruthy();
  });

  it('a chosen coupon that stops applying when the duration changes is cleared, and the page says why', async () => {
    await renderAt('&date=2026-03-12&time=14:00&duration=40&coupon=umin');
    await vi.waitFor(() => expect(couponSelect().value).toBe('umin'));
    const summary = screen.getByRole('complementary');
    expect(within(summary).getByText('-₩30,000')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '20' } });
    await vi.waitFor(() => expect(couponSelect().value).toBe(''));
    expect(within(summary).getByRole('status').textContent).toBe('The coupon “Big Case” was removed: it does not apply to this booking (for fees from ₩100,000).');
    expect(within(summary).queryByText('Coupon Discount')).toBeNull();
    expect(window.location.search).not.toContain('coupon=');
    // choosing again says nothing more
    fireEvent.change(couponSelect(), { target: { value: 'uown' } });
    expect(within(summary).queryByRole('status')).toBeNull();
  });

  it("a coupon from the link for another lawyer is not applied; the page says why", async () => {
    await renderAt('&date=2026-03-12&time=14:00&duration=20&coupon=uother');
    await vi.waitFor(() => expect(within(screen.getByRole('complementary')).getByRole('status').textContent)
      .toBe('The coupon “Lawyer Special Coupon” was removed: it does not apply to this booking (only for the lawyer who issued it).'));
    expect(couponSelect().value).toBe('');
  });

  it("the database stays the final word: its refusal is said as its hint means, the coupon unchosen", async () => {
    await renderAt('&date=2026-03-12&time=14:00&duration=40&coupon=umin');
    await vi.waitFor(() => expect(couponSelect().value).toBe('umin'));
    const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent?.trim();
    for (const [hint, details, message] of [
      ['coupon_min_amount', '{"min_amount": 120000, "fee": 110000}', 'This coupon cannot be used for this booking (for fees from ₩120,000). Choose another coupon or book without one.'],
      ['coupon_inactive', null, 'This coupon cannot be used for this booking (no longer active). Choose another coupon or book without one.'],
      ['coupon_wrong_lawyer', null, 'This coupon cannot be used for this booking (only for the lawyer who issued it). Choose another coupon or book without one.'],
      ['coupon_exhausted', null, 'This coupon cannot be used for this booking (no uses left). Choose another coupon or book without one.'],
      ['coupon_expired', null, 'This coupon cannot be used for this booking (expired). Choose another coupon or book without one.'],
      ['coupon_not_found', null, 'This coupon can no longer be used. Choose another coupon or book without one.'],
    ] as const) {
      fireEvent.change(couponSelect(), { target: { value: 'umin' } });
      api.create = async () => { throw hint === 'coupon_not_found' ? new ApiError(404, { code: 'PT404', message: 'refused', hint, details }) : new ApiError(400, { code: 'P0001', message: 'refused', hint, details }); };
      await act(async () => fireEvent.click(confirmButton()));
      await vi.waitFor(() => expect(alertText()).toBe(message));
      expect(errorOf(couponSelect())).toBe(message);
      expect(couponSelect().value).toBe('');
      expect(within(screen.getByRole('complementary')).queryByText('Coupon Discount')).toBeNull();
    }
  });
});
