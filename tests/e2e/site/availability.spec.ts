// The booking page follows live availability and holds (docs/bookings.md): it offers only the
// lawyer's open slots (lawyer_open_slots: a closed day cannot be picked, a day the lawyer closes
// while the page is open closes live, a slot the database refuses as slot_unavailable is said);
// taken slots are disabled and marked Booked; a slot taken elsewhere turns Booked without a
// reload; the client's own hold is offered for payment and paid; an expired hold frees its slot
// for someone else; a date/time from the link is checked like the picker's. The "Available:"
// line of the directory card and the lawyer's page (issue 27, item 5). Each test books a day no
// other booking of the lawyer uses, with fresh clients (a client may hold at most three unpaid
// bookings), or a lawyer of its own where it changes the lawyer's calendar.
// The e2e server runs with 1-minute holds (BOOKING_HOLD_MINUTES=1).
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, api, DEMO_LAWYER_ID, expireHoldNow, isoDay, newClient, PASSWORD, signedIn, storeSession, unique, type Persona, type SupabaseClient } from './helpers.ts';

const LAWYER = { id: DEMO_LAWYER_ID, name: 'Kim Do-hyun' };
const SLOTS = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

/** The lawyer's open slots between two KST dates (lawyer_open_slots), as date -> times. */
async function openDays(lawyerId: string, from: string, to: string): Promise<Map<string, string[]>> {
  const { data, error } = await api().rpc('lawyer_open_slots', { lawyer_id: lawyerId, from_date: from, to_date: to });
  if (error) throw new Error(`lawyer_open_slots: ${error.message}`);
  const days = new Map<string, string[]>();
  for (const r of data ?? []) days.set(r.slot_date, [...(days.get(r.slot_date) ?? []), r.slot_time.slice(0, 5)]);
  return days;
}

const daysAhead = (n: number) => isoDay(new Date(Date.now() + 9 * 3_600_000 + n * 86_400_000));

/** A date 2-61 days ahead on which lawyer_open_slots offers all eight slots (so none is taken), picked at random. */
async function freeDay(lawyerId = LAWYER.id): Promise<string> {
  const full = [...(await openDays(lawyerId, daysAhead(2), daysAhead(61)))].filter(([, times]) => times.length === SLOTS.length).map(([d]) => d);
  if (!full.length) throw new Error('no free day found');
  return full[Math.floor(Math.random() * full.length)]!;
}

/** A new lawyer, approved by the admin (listed), with the default hours (Monday-Friday, every slot); signed in. */
async function newListedLawyer(name: string): Promise<{ id: string; name: string; sb: SupabaseClient }> {
  const sb = api();
  const email = `${unique('avail-lawyer')}@example.com`;
  const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name_english: name, name_korean: '가능' } } });
  if (up.error || !up.data.user) throw new Error(`lawyer sign-up: ${up.error?.message}`);
  if (!up.data.session) await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const id = up.data.user.id;
  const path = `${id}/${id}-verification.pdf`;
  const file = await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path })}`, { body: new Blob(['%PDF-1.4 e2e'], { type: 'application/pdf' }) });
  if (file.error) throw new Error(`certificate: ${file.error.message}`);
  const row = await sb.from('lawyers').insert({ id, bar_association_number: '99998', bar_association_year: 2018, verification_document_url: path, is_approved: false, is_visible: false });
  if (row.error) throw new Error(`lawyers row: ${row.error.message}`);
  const admin = await signedIn(ADMIN);
  const approved = await admin.sb.rpc('admin_set_lawyer_approval', { lawyer_id: id, approved: true });
  if (approved.error) throw new Error(`approval: ${approved.error.message}`);
  return { id, name, sb };
}

async function timeOff(lawyer: { sb: SupabaseClient }, from: string, to = from): Promise<void> {
  const r = await lawyer.sb.rpc('lawyer_add_time_off', { from_date: from, to_date: to, note: 'e2e: in court' });
  if (r.error) throw new Error(`lawyer_add_time_off: ${r.error.message}`);
}

/** Two open days of one month (the calendar shows one month), from the lawyer's open slots 2-61 days ahead. */
async function twoOpenDaysOfAMonth(lawyerId: string): Promise<[string, string]> {
  const dates = [...(await openDays(lawyerId, daysAhead(2), daysAhead(61))).keys()].sort();
  for (let i = 0; i + 1 < dates.length; i++) if (dates[i]!.slice(0, 7) === dates[i + 1]!.slice(0, 7)) return [dates[i]!, dates[i + 1]!];
  throw new Error('no month with two open days');
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

async function openBooking(page: Page, query: string, lawyer: { id: string; name: string } = LAWYER): Promise<void> {
  await page.goto(`/booking?lawyer=${lawyer.id}${query}`);
  await expect(page.getByRole('complementary', { name: 'Booking Summary' })).toContainText(lawyer.name);
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

test("only the lawyer's open days can be picked; a day the lawyer takes off while the page is open closes live", async ({ page }) => {
  const lawyer = await newListedLawyer(`Calendar Lawyer ${Date.now().toString(36)}`);
  const [day, closed] = await twoOpenDaysOfAMonth(lawyer.id);
  // a day off taken before the page opens: not offered
  await timeOff(lawyer, closed);
  await openBooking(page, `&date=${day}`, lawyer);
  const cal = (d: string) => page.locator(`.cal-day[data-date="${d}"]`);
  await expect(cal(day)).not.toHaveAttribute('aria-disabled', 'true');
  await expect(cal(closed)).toHaveAttribute('aria-disabled', 'true');
  // a weekend day of the month shown (default hours: Monday-Friday) is closed too
  const weekend = await page.locator('.cal-day').evaluateAll((els, today) => els.map((e) => (e as HTMLElement).dataset.date!)
    .find((d) => d > today && [0, 6].includes(new Date(`${d}T00:00:00Z`).getUTCDay())), daysAhead(0));
  if (weekend) await expect(cal(weekend)).toHaveAttribute('aria-disabled', 'true');
  // the day's open slots are offered
  await expect(slot(page, '09:00')).toBeEnabled();

  // let the live subscription connect, then the lawyer takes the shown day off
  await page.waitForTimeout(1500);
  await timeOff(lawyer, day);
  await expect(cal(day)).toHaveAttribute('aria-disabled', 'true', { timeout: 10_000 });
  await expect(page.getByLabel('Time (KST)').locator('option:not([disabled])')).toHaveText(['Select a time']);
  await expect(summaryAlert(page)).toHaveText('The lawyer does not take bookings at this time. Please choose another date or time.');
});

test("a slot the lawyer closed before the page heard of it: create_booking's slot_unavailable is said, the slots read again, nothing booked", async ({ page }) => {
  const lawyer = await newListedLawyer(`Closing Lawyer ${Date.now().toString(36)}`);
  const day = await freeDay(lawyer.id);
  const me = await newClient('Unavailable Client');
  await signIn(page, me);
  // no live updates for this page: the lawyer's change reaches it only through the refusal
  await page.routeWebSocket(/\/realtime\//, () => {});
  await openBooking(page, `&date=${day}&time=10:00&duration=20`, lawyer);
  await expect(confirmButton(page)).toBeEnabled();

  await timeOff(lawyer, day);
  await confirmButton(page).click();
  await expect(summaryAlert(page)).toHaveText('The lawyer does not take bookings at this time. Please choose another date or time.');
  await expect(page.getByLabel('Time (KST)')).toHaveAttribute('aria-invalid', 'true');
  await expect(slot(page, '10:00')).toHaveText('10:00 KST — Not available');
  await expect(slot(page, '10:00')).toBeDisabled();
  await expect(page.locator(`.cal-day[data-date="${day}"]`)).toHaveAttribute('aria-disabled', 'true');
  await expect(confirmButton(page)).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Payment' })).toHaveCount(0);
  const mine = await me.sb.from('bookings').select('id').eq('lawyer_id', lawyer.id);
  expect(mine.data).toEqual([]);
});

test('"Available:" on the directory card and the lawyer\'s page: the first 2 open dates of the next 14 days, then +N more, in the page\'s language, server-rendered', async ({ page }) => {
  const lawyer = await newListedLawyer(`Available Lawyer ${Date.now().toString(36)}`);
  // the first open date taken off: the line skips it
  const first = [...(await openDays(lawyer.id, daysAhead(0), daysAhead(13))).keys()].sort()[0]!;
  await timeOff(lawyer, first);
  const dates = [...(await openDays(lawyer.id, daysAhead(0), daysAhead(13))).keys()].sort();
  expect(dates.length).toBeGreaterThan(2);
  expect(dates).not.toContain(first);
  const fmt = (locale: string, d: string) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric' }).format(new Date(`${d}T00:00:00Z`));
  const english = `Available: ${fmt('en-US', dates[0]!)}, ${fmt('en-US', dates[1]!)} +${dates.length - 2} more`;
  const korean = `상담 가능: ${fmt('ko-KR', dates[0]!)}, ${fmt('ko-KR', dates[1]!)} +${dates.length - 2}개 더`;
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

  // the directory: in the HTML the server sends (no script needed), and on the page
  const list = `/lawyers?q=${encodeURIComponent(lawyer.name)}`;
  const html = await (await page.request.get(list)).text();
  const line = html.match(/<p class="lc-available"[^]*?<\/p>/)?.[0];
  expect(line && text(line)).toBe(english);
  await page.goto(list);
  const card = page.locator('#lawyer-list .lawyer-card', { has: page.locator('.lc-name', { hasText: lawyer.name }) });
  await expect(card.locator('.lc-available')).toHaveText(english);

  // the lawyer's page, in English and in Korean
  const profile = await (await page.request.get(`/lawyer/${lawyer.id}`)).text();
  expect(text(profile.match(/<p class="ld-available"[^]*?<\/p>/)?.[0] ?? '')).toBe(english);
  await page.goto(`/ko/lawyer/${lawyer.id}`);
  await expect(page.locator('.ld-available')).toHaveText(korean);
});
