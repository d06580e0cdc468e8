// A client signs in and sees exactly their own data on every portal screen and on /my-bookings,
// and none of another client's.
import { expect, test } from '@playwright/test';
import { CLIENT, CLIENT2, expectToast, logIn, signedIn } from './helpers.ts';

test('a client sees exactly their own data in every screen', async ({ page }) => {
  const me = await signedIn(CLIENT);
  const other = await signedIn(CLIENT2);
  const q = async <T>(p: PromiseLike<{ data: T[] | null; error: { message: string } | null }>) => {
    const { data, error } = await p;
    if (error) throw new Error(error.message);
    return data ?? [];
  };
  const myBookings = await q(me.sb.from('bookings').select('id,status,consultation_language').eq('client_id', me.uid));
  const theirBookings = await q(other.sb.from('bookings').select('id').eq('client_id', other.uid));
  const myPayments = await q(me.sb.from('payment_history').select('id').eq('client_id', me.uid));
  const theirPayments = await q(other.sb.from('payment_history').select('id').eq('client_id', other.uid));
  const myCoupons = await q(me.sb.from('user_coupons').select('coupons(code)').eq('user_id', me.uid));
  const theirCoupons = await q(other.sb.from('user_coupons').select('coupons(code)').eq('user_id', other.uid));
  const listed = new Set((await q(me.sb.from('lawyer_directory').select('id'))).map((r: { id: string }) => r.id));
  const myBookmarks = (await q(me.sb.from('lawyer_bookmarks').select('lawyer_id').eq('user_id', me.uid))).map((b: { lawyer_id: string }) => b.lawyer_id).filter((id) => listed.has(id));
  const theirBookmarks = (await q(other.sb.from('lawyer_bookmarks').select('lawyer_id').eq('user_id', other.uid))).map((b: { lawyer_id: string }) => b.lawyer_id);
  expect(myBookings.length).toBeGreaterThan(0);
  expect(theirBookings.length).toBeGreaterThan(0);

  // signed out, the portal sends the visitor to log in and back
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/auth\?next=%2Fclient%2Fdashboard/);
  await expectToast(page, 'Login Required', 'You need to be logged in to access this page.');
  await logIn(page, CLIENT);
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  // header: the Korean name, else the English name; sidebar 'My Page'
  await expect(page.locator('#portal-user')).toHaveText('에밀리 카터');
  const nav = page.getByRole('navigation', { name: 'My Page' });
  for (const name of ['Dashboard', 'Bookmarks', 'Bookings', 'Payments', 'Coupons', 'Profile']) await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // the logo link is named by its visible text (no label-content-name mismatch)
  await expect(page.getByRole('link', { name: 'K-Legal My Page' })).toHaveAttribute('href', '/');

  // dashboard counts by the spec's definitions
  const upcoming = myBookings.filter((b: { status: string }) => b.status === 'pending' || b.status === 'confirmed').length;
  const completed = myBookings.filter((b: { status: string }) => b.status === 'completed').length;
  await expect(page.getByTestId('count-total')).toHaveText(String(myBookings.length));
  await expect(page.getByTestId('count-upcoming')).toHaveText(String(upcoming));
  await expect(page.getByTestId('count-completed')).toHaveText(String(completed));
  await expect(page.getByText(/^Upcoming Meeting .+ at \d\d:\d\d KST$/)).toBeVisible();
  const join = page.getByRole('link', { name: /Join Online Meeting/ });
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('href', /^https:\/\//);
  for (const [name, href] of [['Find Lawyers', '/lawyers'], ['My Bookings', '/client/bookings'], ['Edit Profile', '/client/profile']]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  for (const step of ['Search Lawyers', 'Book Consultation', 'Attend Consultation']) await expect(page.getByRole('heading', { name: step })).toBeVisible();

  // bookings: exactly mine, newest first, with the date form and both badges
  await nav.getByRole('link', { name: 'Bookings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  const cards = page.locator('[data-booking-id]');
  await expect(cards).toHaveCount(myBookings.length);
  const shown = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-booking-id')));
  expect(new Set(shown)).toEqual(new Set(myBookings.map((b: { id: string }) => b.id)));
  for (const b of theirBookings) expect(shown).not.toContain((b as { id: string }).id);
  await expect(cards.first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} \([A-Z][a-z]{2}\)/);
  await expect(cards.first()).toContainText(/\d\d:\d\d KST \(\d+ min\)/);
  await expect(cards.first()).toContainText(/Fee: ₩[\d,]+/);
  await expect(page.getByRole('link', { name: 'Book New Consultation' })).toHaveAttribute('href', '/lawyers');
  // Join only for confirmed bookings with a link
  const joinable = page.locator('[data-booking-id][data-status="confirmed"]').filter({ has: page.getByRole('link', { name: /Join Online Meeting/ }) });
  expect(await joinable.count()).toBeGreaterThan(0);
  await expect(page.locator('[data-booking-id]:not([data-status="confirmed"])').getByRole('link', { name: /Join Online Meeting/ })).toHaveCount(0);

  // bookmarks: my listed bookmarks only, with their messages; none of client2's
  await nav.getByRole('link', { name: 'Bookmarks' }).click();
  const bookmarkCards = page.locator('[data-lawyer-id]');
  await expect(bookmarkCards).toHaveCount(myBookmarks.length);
  const lawyers = await bookmarkCards.evaluateAll((els) => els.map((e) => e.getAttribute('data-lawyer-id')));
  expect(new Set(lawyers)).toEqual(new Set(myBookmarks));
  for (const id of theirBookmarks.filter((id) => !myBookmarks.includes(id))) expect(lawyers).not.toContain(id);
  await expect(page.getByText('Thank you for saving my profile, Emily.', { exact: false })).toBeVisible();
  await expect(page.getByText('Hello Lan', { exact: false })).toHaveCount(0);
  await expect(page.getByText('No messages or coupons from this lawyer yet.')).toBeVisible();
  await expect(bookmarkCards.first().getByRole('link', { name: /^Book Now/ })).toHaveAttribute('href', /^\/booking\?lawyer=/);

  // payments: exactly mine
  await nav.getByRole('link', { name: 'Payments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment History' })).toBeVisible();
  const payments = page.locator('[data-payment-id]');
  await expect(payments).toHaveCount(myPayments.length);
  const payIds = await payments.evaluateAll((els) => els.map((e) => e.getAttribute('data-payment-id')));
  expect(new Set(payIds)).toEqual(new Set(myPayments.map((p: { id: string }) => p.id)));
  for (const p of theirPayments) expect(payIds).not.toContain((p as { id: string }).id);
  await expect(payments.first()).toContainText('Payment for Consultation');
  await expect(payments.first()).toContainText(/Consultation on .+ at \d\d:\d\d KST/);

  // coupons: exactly mine, with statuses; client2's codes absent
  await nav.getByRole('link', { name: 'Coupons' }).click();
  const rows = page.locator('tr[data-coupon-code]');
  await expect(rows).toHaveCount(myCoupons.length);
  const codes = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-coupon-code')));
  const mineCodes = myCoupons.map((c: { coupons: { code: string } | null }) => c.coupons?.code);
  expect(new Set(codes)).toEqual(new Set(mineCodes));
  for (const c of theirCoupons.map((x: { coupons: { code: string } | null }) => x.coupons?.code)) if (!mineCodes.includes(c)) expect(codes).not.toContain(c);
  await expect(page.locator('tr[data-coupon-code="NEWYEAR2026"]')).toHaveAttribute('data-status', 'expired');
  await expect(page.locator('tr[data-coupon-code="NEWYEAR2026"]')).toHaveClass(/is-dimmed/);
  await expect(page.locator('tr[data-status="used"]').first()).toContainText(/Used on /);
  await expect(page.locator('tr[data-coupon-code="WELCOME10"]').getByRole('button', { name: 'Unknown Lawyer' })).toBeDisabled();
  await expect(page.locator('tr[data-coupon-code^="LAWYER_"]').getByRole('link', { name: /Kim Do-hyun/ })).toHaveAttribute('href', '/booking?lawyer=00000000-0000-4000-8000-0000000000a2');

  // profile: my own
  await nav.getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(CLIENT);
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByText('Email cannot be changed.')).toBeVisible();
  await expect(page.getByLabel('English Name')).toHaveValue('Emily Carter');

  // /my-bookings (Korean): the same bookings
  await page.goto('/my-bookings');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('예약 내역을 확인하고 관리하세요');
  const ko = page.locator('.my-booking');
  await expect(ko).toHaveCount(myBookings.length);
  await expect(ko.first()).toContainText(/\d{4}년 \d{1,2}월 \d{1,2}일/);
  await expect(ko.first()).toContainText(/\d\d:\d\d \(\d+분\)/);
  await expect(ko.first()).toContainText(/[\d,]+원/);
  await expect(page.locator('.my-booking[data-status="confirmed"] .badge').first()).toHaveText('확정');
  await expect(page.locator('.my-booking[data-status="completed"] .badge').first()).toHaveText('완료');
  // the consultation language (issue 29) on every card, in Korean (the demo has one in English)
  await expect(ko.getByTestId('booking-language')).toHaveCount(myBookings.length);
  await expect(ko.getByTestId('booking-language').first()).toHaveText(/^상담 언어: \S/);
  const english = myBookings.filter((b: { consultation_language: string }) => b.consultation_language === 'en').length;
  expect(english).toBeGreaterThan(0);
  await expect(ko.getByTestId('booking-language').filter({ hasText: /^상담 언어: 영어$/ })).toHaveCount(english);
});
