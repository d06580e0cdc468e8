// The booking page follows live availability and holds (docs/bookings.md): taken slots are
// disabled and marked Booked; a slot taken elsewhere turns Booked without a reload; the client's
// own hold is offered for payment and paid; an expired hold frees its slot for someone else; a
// date/time from the link is checked like the picker's. Each test books a day no other booking
// of the lawyer uses, with fresh clients (a client may hold at most three unpaid bookings).
// The e2e server runs with 1-minute holds (BOOKING_HOLD_MINUTES=1).
import { expect, test, type Page } from '@playwright/test';
import { api, DEMO_LAWYER_ID, expireHoldNow, isoDay, newClient, storeSession, type Persona, type SupabaseClient } from './helpers.ts';

const LAWYER = { id: DEMO_LAWYER_ID, name: 'Kim Do-hyun' };

/** A date 30-330 days ahead on which the lawyer has no taken slot. */
async function freeDay(): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const date = isoDay(new Date(Date.now() + (30 + Math.floor(Math.random() * 300)) * 86_400_000));
    const { data, error } = await api().rpc('lawyer_busy_slots', { lawyer_id: LAWYER.id, from_date: date, to_date: date });
    if (error) throw new Error(`lawyer_busy_slots: ${error.message}`);
    if (!data?.length) return date;
  }
  throw new Error('no free day found');
}

async function book(client: SupabaseClient, date: string, time: string, pay = false): Promise<{ id: string; fee_amount: number }> {
  const { data, error } = await client.rpc('create_booking', { lawyer_id: LAWYER.id, booking_date: date, booking_time: time, duration_minutes: 20 });
  if (error || !data) throw new Error(`create_booking ${date} ${time}: ${error?.message}`);
  if (pay) {
    const paid = await client.rpc('pay_booking_test_mode', { booking_id: data.id });
    if (paid.error) throw new Error(`pay: ${paid.error.message}`);
  }
  return data;
}

async function signIn(page: Page, persona: Persona): Promise<void> {
  await page.goto('/robots.txt');
  await storeSession(page, persona.session);
}

async function openBooking(page: Page, query: string): Promise<void> {
  await page.goto(`/booking?lawyer=${LAWYER.id}${query}`);
  await expect(page.getByRole('complementary', { name: 'Booking Summary' })).toContainText(LAWYER.name);
}

const slot = (page: Page, time: string) => page.getByLabel('Time (KST)').locator(`option[value="${time}"]`);
const summaryAlert = (page: Page) => page.getByRole('complementary', { name: 'Booking Summary' }).getByRole('alert');
const confirmButton = (page: Page) => page.getByRole('button', { name: 'Confirm Booking' });

test('a taken slot is disabled and marked Booked; a day with every slot taken cannot be picked', async ({ page }) => {
  const date = await freeDay();
  const other = await newClient('Availability Other');
  await book(other.sb, date, '10:00', true);

  await openBooking(page, `&date=${date}`);
  await expect(slot(page, '10:00')).toHaveText('10:00 KST — Booked');
  await expect(slot(page, '10:00')).toBeDisabled();
  await expect(slot(page, '09:00')).toHaveText('09:00 KST');
  await expect(slot(page, '09:00')).toBeEnabled();

  // a day whose every slot is taken cannot be picked in the calendar
  const full = await freeDay();
  for (const time of ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00']) await book(other.sb, full, time, true);
  await openBooking(page, `&date=${full}`);
  await expect(page.locator(`.cal-day[data-date="${full}"]`)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByLabel('Time (KST)').locator('option:not([disabled])')).toHaveText(['Select a time']);

  // the Booked state on the Korean page (/ko/booking)
  await page.goto(`/ko/booking?lawyer=${LAWYER.id}&date=${date}`);
  await expect(page.getByLabel('시간 (KST)').locator('option[value="10:00"]')).toHaveText('10:00 KST — 예약됨');
});

test('a slot taken in another browser turns Booked without a reload', async ({ page, browser }) => {
  const date = await freeDay();
  await openBooking(page, `&date=${date}&time=11:00&duration=20`);
  await expect(slot(page, '11:00')).toHaveText('11:00 KST');
  await expect(confirmButton(page)).toBeEnabled();

  // another client books the chosen time through the API
  const other = await newClient('Live Taker');
  await book(other.sb, date, '11:00');
  await expect(slot(page, '11:00')).toHaveText('11:00 KST — Booked', { timeout: 5000 });
  await expect(slot(page, '11:00')).toBeDisabled();
  await expect(summaryAlert(page)).toHaveText('This time slot has just been taken. Please choose another time.');
  await expect(confirmButton(page)).toBeDisabled();

  // and a third books 13:00 through the page in its own browser context
  const third = await newClient('Live Page Taker');
  const context = await browser.newContext();
  const other2 = await context.newPage();
  await signIn(other2, third);
  await openBooking(other2, `&date=${date}&time=13:00&duration=20`);
  await confirmButton(other2).click();
  await expect(other2.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(slot(page, '13:00')).toHaveText('13:00 KST — Booked', { timeout: 5000 });
  await context.close();
});

test('own hold: the page offers Pay now and paying works; too many holds says what to do', async ({ page }) => {
  const date = await freeDay();
  const me = await newClient('Own Hold Client');
  const held = await book(me.sb, date, '14:00');

  await signIn(page, me);
  await openBooking(page, `&date=${date}&time=14:00&duration=20`);
  await expect(slot(page, '14:00')).toHaveText('14:00 KST — Held by you');
  const offer = page.getByRole('complementary', { name: 'Booking Summary' }).getByRole('status');
  await expect(offer).toContainText(/You are holding this slot until \d\d:\d\d \S+ — pay now to confirm\./);
  await expect(confirmButton(page)).toBeDisabled();
  await offer.getByRole('button', { name: 'Pay now' }).click();

  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText('Time left to pay:')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^[01]:\d\d$/);
  await page.getByRole('button', { name: /^Pay ₩/ }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation is booked and paid' })).toBeVisible();
  const row = await me.sb.from('bookings').select('status,payment_status').eq('id', held.id).single();
  expect(row.data).toEqual({ status: 'pending', payment_status: 'paid' });

  // three unpaid holds: a fourth booking is refused with a way out
  for (const time of ['09:00', '10:00', '11:00']) await book(me.sb, date, time);
  await openBooking(page, `&date=${date}&time=15:00&duration=20`);
  await confirmButton(page).click();
  await expect(summaryAlert(page)).toHaveText('You already have 3 unpaid bookings. Pay for or cancel one of them before booking another time. Go to My Bookings');
  await expect(summaryAlert(page).getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute('href', '/client/bookings');
});

test('an expired hold frees the slot for another client; the portal shows it Expired', async ({ page, browser }) => {
  const date = await freeDay();
  const first = await newClient('Hold Expirer');
  const held = await book(first.sb, date, '15:00');

  const second = await newClient('Slot Winner');
  await signIn(page, second);
  await openBooking(page, `&date=${date}&time=15:00&duration=20`);
  await expect(slot(page, '15:00')).toHaveText('15:00 KST — Booked');
  await expect(confirmButton(page)).toBeDisabled();

  await expireHoldNow(held.id);
  await page.reload();
  await expect(slot(page, '15:00')).toHaveText('15:00 KST');
  await expect(confirmButton(page)).toBeEnabled();
  await confirmButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay ₩/ }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation is booked and paid' })).toBeVisible();

  // the first client's portal: Expired, no pay or cancel
  const context = await browser.newContext();
  const portal = await context.newPage();
  await signIn(portal, first);
  await portal.goto('/client/bookings');
  const card = portal.locator(`[data-booking-id="${held.id}"]`);
  await expect(card).toHaveAttribute('data-hold', 'expired');
  await expect(card.locator('.badge')).toHaveText(['Expired']);
  await expect(card).toContainText('Not paid in time: the hold ran out and the time slot was released.');
  await expect(card.getByRole('button')).toHaveCount(0);
  await portal.goto('/my-bookings');
  await expect(portal.locator('.my-booking[data-hold="expired"] .badge')).toHaveText('만료됨');
  await context.close();
});

test('payment step: the hold counts down, and a hold that ran out offers to start over', async ({ page }) => {
  const date = await freeDay();
  const me = await newClient('Countdown Client');
  await signIn(page, me);
  await openBooking(page, `&date=${date}&time=16:00&duration=20`);
  await confirmButton(page).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^[01]:\d\d$/);
  const before = await timer.textContent();
  await expect(timer).not.toHaveText(before!, { timeout: 3000 }); // it ticks

  const { data } = await me.sb.from('bookings').select('id').eq('booking_date', date).eq('booking_time', '16:00').single();
  await expireHoldNow(data!.id);
  await page.getByRole('button', { name: /^Pay ₩/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Your hold has expired: the booking was not paid in time and the slot was released.');
  await expect(page.getByRole('button', { name: /^Pay ₩/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByRole('heading', { name: 'Select Date & Time' })).toBeVisible();
  await expect(slot(page, '16:00')).toHaveText('16:00 KST');
  await expect(confirmButton(page)).toBeEnabled();
});

test('a link with a past date or a time that is not a slot says why and keeps Confirm disabled', async ({ page }) => {
  const yesterday = isoDay(new Date(Date.now() - 86_400_000));
  await openBooking(page, `&date=${yesterday}&time=10:00&duration=20`);
  await expect(summaryAlert(page)).toHaveText('The date and time in the link have already passed. Please choose a later date and time.');
  await expect(confirmButton(page)).toBeDisabled();

  const date = await freeDay();
  await openBooking(page, `&date=${date}&time=12:00&duration=20`);
  await expect(summaryAlert(page)).toHaveText('The time in the link is not one of the consultation times. Please choose a time from the list.');
  await expect(confirmButton(page)).toBeDisabled();

  await openBooking(page, `&date=2026-02-30&time=10:00&duration=20`);
  await expect(summaryAlert(page)).toHaveText('The date in the link is not a valid date. Please choose a date.');
  await expect(confirmButton(page)).toBeDisabled();

  // picking a bookable time clears the message
  await openBooking(page, `&date=${date}&time=12:00&duration=20`);
  await page.getByLabel('Time (KST)').selectOption('10:00');
  await expect(summaryAlert(page)).toHaveCount(0);
  await expect(confirmButton(page)).toBeEnabled();
});
