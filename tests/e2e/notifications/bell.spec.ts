// The notification bells (issue 13): events written by the database elsewhere (an administrator
// sets the meeting link or grants a coupon; a client pays) make the count go up live, without a
// reload; the panel shows the message in the UI language (Korean for lawyers); a click marks it
// read and opens its page. The member's language is kept on their profile (sign-up, the language
// selector, the free check-up). Fresh clients and bookings per run.
import { expect, test } from '@playwright/test';
import { ADMIN, PASSWORD, bookFreeSlot, grantFixedCoupon, newClient, serviceApi, signedIn, unique, useSession, waitForIslands } from '../client/helpers.ts';
import { LAWYER } from '../client/helpers.ts';
import { browserSessionFor } from '../lawyer/helpers.ts';

// Each language has its own URLs (/ko/..., /vi/...): a test opens the page in the language it wants.

async function unreadOf(sb: Awaited<ReturnType<typeof signedIn>>['sb'], userId: string): Promise<number> {
  const { data, error } = await sb.from('notifications').select('id').eq('user_id', userId).is('read_at', null);
  if (error) throw new Error(error.message);
  return data.length;
}

test('client: the bell counts up live, speaks the UI language, and marks read', async ({ page }) => {
  const client = await newClient('Bell Tester');
  const booking = await bookFreeSlot(client.sb, LAWYER.id, { pay: true }); // booking_paid: 1 unread

  await useSession(page, client);
  await page.goto('/ko/client/dashboard');
  const bell = page.locator('.portal-header [data-bell]');
  const button = bell.locator('[data-bell-button]');
  await expect(button).toHaveAttribute('aria-label', '알림, 읽지 않은 알림 1');
  await expect(bell.locator('[data-bell-count]')).toHaveText('1');
  await expect(bell).toHaveAttribute('data-live', 'SUBSCRIBED', { timeout: 15_000 });

  // an administrator sets the meeting link: the count goes up on the open page
  const admin = await signedIn(ADMIN);
  const set = await admin.sb.rpc('admin_set_meeting_link', { booking_id: booking.id, link: `https://meet.example.com/bell-${booking.id.slice(0, 8)}` });
  if (set.error) throw new Error(set.error.message);
  await expect(bell.locator('[data-bell-count]')).toHaveText('2', { timeout: 15_000 });
  await expect(button).toHaveAttribute('aria-label', '알림, 읽지 않은 알림 2');

  // the panel: the newest first, in Korean; a click marks it read and opens the booking
  await button.click();
  const panel = bell.locator('[data-bell-panel]');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: '알림' })).toBeVisible();
  const first = panel.locator('.bell-item').first();
  await expect(first).toContainText('상담의 링크가 등록되었습니다');
  await expect(first).toContainText('지금');
  await expect(panel.locator('.bell-item').nth(1)).toContainText('결제가 완료되었습니다');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/ko/client/bookings\\?booking=${booking.id}$`));
  await expect(page.locator(`[data-booking-id="${booking.id}"]`)).toHaveClass(/portal-target/);
  await expect(page.locator('.portal-header [data-bell-count]')).toHaveText('1');
  expect(await unreadOf(client.sb, client.uid)).toBe(1);

  // a coupon granted elsewhere, live again; then mark all as read
  const onBookings = page.locator('.portal-header [data-bell]');
  await expect(onBookings).toHaveAttribute('data-live', 'SUBSCRIBED', { timeout: 15_000 });
  await grantFixedCoupon(client.uid);
  await expect(onBookings.locator('[data-bell-count]')).toHaveText('2', { timeout: 15_000 });
  await onBookings.locator('[data-bell-button]').click();
  await expect(onBookings.locator('.bell-item').first()).toContainText('쿠폰을 받았습니다: E2E 쿠폰');
  await onBookings.getByRole('button', { name: '모두 읽음으로 표시' }).click();
  await expect(onBookings.locator('[data-bell-count]')).toBeHidden();
  await expect(onBookings.locator('.bell-item[data-unread]')).toHaveCount(0);
  await expect.poll(() => unreadOf(client.sb, client.uid)).toBe(0);

  // changing the language re-renders the list and is kept on the profile for e-mails
  await page.keyboard.press('Escape');
  await page.locator('.portal-header #lang-select').selectOption('ja');
  await expect(page).toHaveURL(new RegExp(`/ja/client/bookings\\?booking=${booking.id}$`));
  await expect.poll(async () => (await client.sb.from('profiles').select('preferred_locale').eq('id', client.uid).single()).data?.preferred_locale).toBe('ja');
  await onBookings.locator('[data-bell-button]').click();
  await expect(onBookings.locator('.bell-item').first()).toContainText('クーポンが届きました');
  await expect(onBookings.getByRole('button', { name: 'すべて既読にする' })).toBeDisabled();

  // the site's own header has the bell too
  await page.goto('/ja/lawyers');
  await expect(page.locator('.site-header [data-bell] [data-bell-button]')).toHaveAttribute('aria-label', 'お知らせ');
});

test('client: the free check-up from a booking is pre-filled and sent in the page language', async ({ page }) => {
  const client = await newClient('Checkup Prefill');
  const booking = await bookFreeSlot(client.sb, LAWYER.id, { pay: true, consultationType: 'Labor & Employment', description: 'My employer has not paid two months of wages.' });
  await useSession(page, client);
  await page.goto(`/vi/free-checkup?booking=${booking.id}`);
  await waitForIslands(page);
  const note = page.locator('[data-prefilled]');
  await expect(note).toContainText('Đã điền sẵn từ lịch hẹn với');
  const form = page.locator('form');
  await expect(form.locator('select').first()).toHaveValue('Labor & Employment');
  await expect(form.locator('input[autocomplete="name"]')).toHaveValue('Checkup Prefill');
  await expect(form.locator('input[autocomplete="email"]')).toHaveValue(client.email);
  await expect(form.locator('textarea')).toHaveValue('My employer has not paid two months of wages.');
  await form.locator('input[autocomplete="tel"]').fill('010-2222-3333');
  await form.locator('input[type="checkbox"][required]').check(); // the privacy consent (issue 15)
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/$/);
  const { data } = await serviceApi().from('free_checkups').select('locale,category,user_id').eq('email', client.email).single();
  expect(data).toEqual({ locale: 'vi', category: 'Labor & Employment', user_id: client.uid });
  // the confirmation in the bell, in Vietnamese
  await page.goto('/vi/client/dashboard');
  const bell = page.locator('.portal-header [data-bell]');
  await bell.locator('[data-bell-button]').click();
  await expect(bell.locator('.bell-item').first()).toContainText('Yêu cầu tư vấn sơ bộ miễn phí (Labor & Employment) đã được tiếp nhận');
});

test('sign-up keeps the page language on the new profile', async ({ page }) => {
  const email = `${unique('bell-signup')}@example.com`;
  await page.goto('/zh/auth?mode=signup');
  await waitForIslands(page);
  await page.locator('input[autocomplete="name"]').fill('Li Wei');
  await page.locator('form input[type="email"]').last().fill(email);
  await page.locator('input[autocomplete="new-password"]').fill(PASSWORD);
  await page.locator('input[type="checkbox"][required]').check();
  await page.locator('form button[type="submit"]').last().click();
  await expect(page).toHaveURL(/\/$/);
  const { sb, uid } = await signedIn(email);
  const profile = await sb.from('profiles').select('preferred_locale').eq('id', uid).single();
  expect(profile.data?.preferred_locale).toBe('zh');
});

test('lawyer: a client pays a booking and "새 예약" arrives live in the portal bell', async ({ page }) => {
  const lawyer = await signedIn(LAWYER.email);
  // start from nothing unread (earlier journeys booked this lawyer)
  const cleared = await lawyer.sb.from('notifications').update({ read_at: new Date().toISOString() }).eq('user_id', lawyer.uid).is('read_at', null);
  if (cleared.error) throw new Error(cleared.error.message);

  await browserSessionFor(page, LAWYER.email);
  await page.goto('/lawyer/dashboard');
  const bell = page.getByRole('button', { name: /^알림/ });
  await expect(bell).toHaveAttribute('aria-label', '알림');
  await expect(bell).toHaveAttribute('data-live', 'SUBSCRIBED', { timeout: 15_000 });

  const client = await newClient(`Bell Client ${Date.now().toString(36)}`);
  await bookFreeSlot(client.sb, LAWYER.id, { pay: true });
  await expect(bell).toHaveAttribute('aria-label', '알림, 읽지 않은 알림 1', { timeout: 15_000 });
  await expect(bell.locator('.ant-badge-count')).toHaveText('1');

  await bell.click();
  const item = page.locator('.lh-bell-item').first();
  await expect(item).toContainText('새 예약이 도착했습니다.');
  await expect(item).toContainText('Bell Client');
  await expect(item).toHaveAttribute('data-unread', '');
  await item.click();
  await expect(page).toHaveURL(/\/lawyer\/bookings$/);
  await expect(bell).toHaveAttribute('aria-label', '알림');
  await expect.poll(() => unreadOf(lawyer.sb, lawyer.uid)).toBe(0);
});
