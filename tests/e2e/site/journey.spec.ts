// A visitor signs up, bookmarks a lawyer, receives a coupon from that lawyer, books with it and
// pays (test mode); the booking and the payment exist with the server-computed price. Also: the
// sign-in round trip keeps the booking choices, and the auth page's messages.
import { expect, test, type Page } from '@playwright/test';
import { api, chooseCalendarDay, DEMO_LAWYER, DEMO_LAWYER_ID, expectToast, logIn, openDays, PASSWORD, signedIn, unique } from './helpers.ts';

/**
 * Picks a day the lawyer has open (lawyer_open_slots) in the calendar, then tries its open slots not
 * shown as Booked until one is free; returns it.
 */
async function bookFirstFreeSlot(page: Page, lawyerId: string): Promise<{ time: string }> {
  const [day] = await openDays(api(), lawyerId);
  if (!day) throw new Error('the lawyer has no open day');
  await chooseCalendarDay(page, day.date);
  for (const time of day.times) {
    if (await page.getByLabel('Time (KST)').locator(`option[value="${time}"]`).isDisabled()) continue;
    await page.getByLabel('Time (KST)').selectOption(time);
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    // the summary's notice is cleared when another time is chosen
    const notice = page.getByRole('complementary', { name: 'Booking Summary' }).getByRole('alert');
    const outcome = await Promise.race([
      page.getByRole('heading', { name: 'Payment' }).waitFor().then(() => 'pay' as const),
      notice.filter({ hasText: 'This time slot has just been taken' }).waitFor().then(() => 'taken' as const),
    ]);
    if (outcome === 'pay') return { time };
  }
  throw new Error('no free slot');
}

test('sign up, bookmark, book with a coupon and pay', async ({ page }) => {
  const email = `${unique('site-client')}@example.com`;

  // sign-up form: privacy box required, then all fields
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Name').fill('Amara Okafor');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
  await expectToast(page, 'Privacy Agreement Required', 'Please agree to the privacy policy.');
  await page.getByLabel('Phone').fill('010-5555-1234');
  await page.getByLabel('Date of Birth').fill('1991-04-02');
  await page.getByLabel('Gender').selectOption('female');
  await page.getByLabel('Nationality', { exact: true }).fill('Nigeria');
  await page.locator('.interest-grid input').first().check();
  await page.getByLabel('I agree to the collection and use of my personal information.').check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Signup Complete', 'Welcome! You can now use our services.');
  await expect(page.locator('#nav-welcome')).toHaveText('Welcome, Amara Okafor');
  // the account menu: the name on its button, the dashboard link inside
  await expect(page.locator('#account-toggle')).toHaveText('Amara Okafor');
  await page.locator('#account-toggle').click();
  await expect(page.getByRole('link', { name: 'My K-Legal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'My K-Legal' })).toBeHidden();

  // the profile and role were saved
  const client = await signedIn(email);
  const profile = await client.sb.from('profiles').select('name_english,phone,birth_date,gender,nationality,interest_categories').single();
  expect(profile.data).toMatchObject({ name_english: 'Amara Okafor', phone: '010-5555-1234', birth_date: '1991-04-02', gender: 'female', nationality: 'Nigeria' });
  expect(profile.data!.interest_categories).toHaveLength(1);
  const roles = await client.sb.from('user_roles').select('role');
  expect(roles.data).toEqual([{ role: 'client' }]);

  // bookmark Kim Do-hyun, toggle off and on again
  await page.goto('/lawyers?q=Kim+Do-hyun');
  const heart = page.locator(`#lawyer-list [data-lawyer-id="${DEMO_LAWYER_ID}"] [data-action="bookmark"]`);
  await heart.click();
  await expectToast(page, 'Lawyer bookmarked!');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expectToast(page, 'Bookmark removed');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expectToast(page, 'Lawyer bookmarked!');
  await page.reload();
  await expect(page.locator(`#lawyer-list [data-lawyer-id="${DEMO_LAWYER_ID}"] [data-action="bookmark"]`)).toHaveAttribute('aria-pressed', 'true');

  // the lawyer sends a coupon to this bookmark; the client downloads it
  const bookmark = await client.sb.from('lawyer_bookmarks').select('id').eq('lawyer_id', DEMO_LAWYER_ID).single();
  const lawyer = await signedIn(DEMO_LAWYER);
  const issued = await lawyer.sb.rpc('issue_lawyer_coupon', {
    bookmark_id: bookmark.data!.id,
    discount_type: 'fixed',
    discount_value: 20000,
    valid_until: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  });
  expect(issued.error).toBeNull();
  const downloaded = await client.sb.rpc('download_bookmark_coupon', { bookmark_id: bookmark.data!.id });
  expect(downloaded.error).toBeNull();

  // book with the coupon
  await page.goto(`/booking?lawyer=${DEMO_LAWYER_ID}`);
  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await expect(summary).toContainText('Kim Do-hyun');
  await expect(summary.getByText('Not selected')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await page.getByLabel('Duration').selectOption('40');
  await page.getByLabel('Coupon').selectOption({ label: 'Lawyer Special Coupon - ₩20,000 off' });
  await expect(summary.getByText('Coupon Discount')).toBeVisible();
  await expect(summary).toContainText('-₩20,000');
  await expect(summary).toContainText('₩90,000'); // 110,000 - 20,000
  await page.getByLabel(/What would you like to discuss/).fill('E-7 visa renewal was refused.');
  const { time } = await bookFirstFreeSlot(page, DEMO_LAWYER_ID);

  // payment step shows the server's price; pay in test mode
  await expect(page.getByText('Test mode: no real card is charged.')).toBeVisible();
  await page.getByRole('button', { name: 'Pay ₩90,000' }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation is booked and paid' })).toBeVisible();
  await expect(page.getByText('What happens next')).toBeVisible();
  await expect(page.locator('main')).toContainText(`${time} KST`);

  // the booking and payment exist, priced by the database
  const booking = await client.sb.from('bookings').select('id,lawyer_id,booking_time,duration_minutes,list_fee,discount_amount,fee_amount,status,payment_status,case_description').single();
  expect(booking.data).toMatchObject({
    lawyer_id: DEMO_LAWYER_ID,
    duration_minutes: 40,
    list_fee: 110000,
    discount_amount: 20000,
    fee_amount: 90000,
    status: 'pending',
    payment_status: 'paid',
    case_description: 'E-7 visa renewal was refused.',
  });
  expect(booking.data!.booking_time.slice(0, 5)).toBe(time);
  const payment = await client.sb.from('payment_history').select('booking_id,amount,payment_status,transaction_id').single();
  expect(payment.data).toMatchObject({ booking_id: booking.data!.id, amount: 90000, payment_status: 'paid' });
  const coupons = await client.sb.from('user_coupons').select('is_used');
  expect(coupons.data).toEqual([{ is_used: true }]);

  // logout (in the account menu)
  await page.locator('#account-toggle').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Logged out', 'You have been logged out safely.');
  await expect(page.getByRole('link', { name: 'Log-in' })).toBeVisible();
});

test('a signed-out visitor signs in and comes back to the same booking choices', async ({ page }) => {
  const email = `${unique('site-roundtrip')}@example.com`;
  const sb = api();
  const created = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name: 'Round Trip' } } });
  expect(created.error).toBeNull();

  await page.goto(`/booking?lawyer=${DEMO_LAWYER_ID}`);
  await expect(page.getByRole('complementary', { name: 'Booking Summary' })).toContainText('Kim Do-hyun');
  await expect(page.getByText('Log in to use your coupons.')).toBeVisible();
  // a day and time the lawyer has open
  const [open] = await openDays(api(), DEMO_LAWYER_ID);
  const slot = open!.times[0]!;
  await chooseCalendarDay(page, open!.date);
  await page.getByLabel('Time (KST)').selectOption(slot);
  await page.getByLabel('Duration').selectOption('20');
  await page.getByRole('button', { name: 'Confirm Booking' }).click();

  await expect(page).toHaveURL(/\/auth\?next=/);
  await expectToast(page, 'Please log in to book');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/booking\?/);
  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await expect(summary).toContainText('Kim Do-hyun');
  await expect(summary).toContainText(`${slot} KST`);
  await expect(summary).toContainText('20 minutes');
  await expect(summary).not.toContainText('Not selected');
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
});

test('a taken slot is shown as Booked with a clear message and keeps the choices', async ({ page }) => {
  const email = `${unique('site-taken')}@example.com`;
  const sb = api();
  await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name: 'Slot Taker' } } });
  const other = await signedIn(email);
  // a day the lawyer has open with at least two free slots: one taken here, another chosen below
  const day = (await openDays(api(), DEMO_LAWYER_ID)).find((d) => d.times.length >= 2);
  if (!day) throw new Error('no open day with two free slots');
  const date = day.date;
  let time = '';
  for (const t of day.times) {
    const r = await other.sb.rpc('create_booking', { lawyer_id: DEMO_LAWYER_ID, booking_date: date, booking_time: t, duration_minutes: 20 });
    if (!r.error) {
      // paid, so the slot stays taken however long the test runs (holds last 1 minute in e2e)
      expect((await other.sb.rpc('pay_booking_test_mode', { booking_id: r.data.id })).error).toBeNull();
      time = t;
      break;
    }
  }
  expect(time).not.toBe('');

  const second = `${unique('site-second')}@example.com`;
  await api().auth.signUp({ email: second, password: PASSWORD, options: { data: { name: 'Second Client' } } });
  await page.goto('/auth');
  await logIn(page, second);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/booking?lawyer=${DEMO_LAWYER_ID}&date=${date}&time=${time}&duration=20`);
  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await expect(summary).toContainText(`${time} KST`);
  // the page knows the slot is taken before anyone clicks: Booked, a message, Confirm disabled
  await expect(page.getByLabel('Time (KST)').locator(`option[value="${time}"]`)).toHaveText(`${time} KST — Booked`);
  await expect(summary.getByRole('alert')).toHaveText('This time slot has just been taken. Please choose another time.');
  await expect(page.getByRole('button', { name: 'Confirm Booking' })).toBeDisabled();
  await expect(summary).toContainText('Kim Do-hyun');

  // a slot taken between the last read and the click: the database's slot_taken (answer simulated)
  const free = day.times.find((s) => s !== time)!;
  await page.getByLabel('Time (KST)').selectOption(free);
  await expect(summary.getByRole('alert')).toHaveCount(0);
  await page.route(/\/rest\/v1\/rpc\/create_booking/, (route) => route.fulfill({ status: 409, json: { code: '23505', message: 'taken', details: null, hint: 'slot_taken' } }));
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(summary.getByRole('alert')).toHaveText('This time slot has just been taken. Please choose another time.');
  await expectToast(page, 'Booking failed', 'This time slot has just been taken. Please choose another time.');
  await expect(summary).toContainText(`${free} KST`);
  await page.unroute(/\/rest\/v1\/rpc\/create_booking/);
  time = free;

  // the database's other refusals map to their own messages (answers simulated)
  for (const [status, code, hint, message] of [
    [400, 'P0001', 'coupon_used', 'This coupon cannot be used for this booking (already used). Choose another coupon or book without one.'],
    [404, 'PT404', 'lawyer_unavailable', 'This lawyer can no longer be booked. Please choose another lawyer.'],
  ] as const) {
    await page.route(/\/rest\/v1\/rpc\/create_booking/, (route) => route.fulfill({ status, json: { code, message: 'refused', details: null, hint } }));
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await expect(summary.getByRole('alert')).toHaveText(message);
    await expect(summary).toContainText(`${time} KST`);
    await page.unroute(/\/rest\/v1\/rpc\/create_booking/);
  }
});

test('auth page: errors, redirects, lawyer log-in', async ({ page }) => {
  await page.goto('/auth');
  await logIn(page, 'client@demo.test', 'wrong-password');
  await expectToast(page, 'Login Failed', 'Email or password is incorrect.');

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Log In', exact: true }).last().click();
  await expectToast(page, 'Input Error', 'Please enter a valid email address');

  await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click();
  await page.getByLabel('Name').fill('Dup');
  await page.getByLabel('Email').fill('client@demo.test');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel('I agree to the collection and use of my personal information.').check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).last().click();
  await expectToast(page, 'Signup Failed', 'This email is already registered.');
  await expect(page.getByRole('link', { name: 'Lawyer log-in' })).toHaveAttribute('href', '/lawyer-login');
  await expect(page.getByRole('link', { name: 'Lawyer sign-up' })).toHaveAttribute('href', '/lawyer-signup');

  // a lawyer logging in here goes to the lawyer dashboard
  await page.getByRole('button', { name: 'Log In', exact: true }).first().click();
  await logIn(page, DEMO_LAWYER);
  await expect(page).toHaveURL(/\/lawyer\/dashboard/);

  // with a session, /auth sends the visitor on
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  await page.locator('#account-toggle').click();
  await expect(page.getByRole('link', { name: 'Lawyer Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My K-Legal' })).toBeHidden();
});

test('bookmarking when signed out leads to the log-in page', async ({ page }) => {
  await page.goto('/lawyers');
  await page.locator('#lawyer-list [data-action="bookmark"]').first().click();
  await expect(page).toHaveURL(/\/auth\?next=%2Flawyers/);
  await expectToast(page, 'Please login to bookmark lawyers');
});
