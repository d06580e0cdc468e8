// Profile editing (saved values survive a reload; empty optional fields become null), the portal
// guard for signed-out visitors (spec messages), /my-bookings without a session, and logout.
import { expect, test } from '@playwright/test';
import { expectToast, newClient, useSession } from './helpers.ts';

test('a client edits and saves the profile and sees it after reload', async ({ page }) => {
  const client = await newClient('Profile Tester');
  await useSession(page, client);
  await page.goto('/client/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Management' })).toBeVisible();
  await expect(page.getByLabel('English Name')).toHaveValue('Profile Tester');
  await expect(page.getByLabel('Email')).toHaveValue(client.email);
  await expect(page.getByLabel('Email')).toBeDisabled();

  await page.getByLabel('Korean Name').fill('프로필 테스터');
  await page.getByLabel('English Name').fill('Profile Tester Jr.');
  await page.getByLabel('Date of Birth').fill('1991-07-15');
  await page.getByLabel('Gender').selectOption('other');
  await page.getByLabel('Phone Number').fill('010-2222-3333');
  await page.getByLabel('Nationality').fill('Canada');
  await page.getByLabel('Current Country').fill('South Korea');
  await page.getByLabel('Current City').fill('Busan');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile Updated', 'Your profile has been updated successfully.');
  await expect(page.locator('#portal-user')).toHaveText('프로필 테스터');

  // Cancel reloads the saved values
  await page.getByLabel('Current City').fill('Daegu');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Current City')).toHaveValue('Busan');

  await page.reload();
  await expect(page.getByLabel('Korean Name')).toHaveValue('프로필 테스터');
  await expect(page.getByLabel('English Name')).toHaveValue('Profile Tester Jr.');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('1991-07-15');
  await expect(page.getByLabel('Gender')).toHaveValue('other');
  await expect(page.getByLabel('Phone Number')).toHaveValue('010-2222-3333');
  await expect(page.getByLabel('Nationality')).toHaveValue('Canada');
  await expect(page.getByLabel('Current City')).toHaveValue('Busan');

  // emptied optional fields are saved as null
  await page.getByLabel('Nationality').fill('');
  await page.getByLabel('Gender').selectOption('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile Updated');
  const row = await client.sb.from('profiles').select('nationality,gender,current_city').eq('id', client.uid).single();
  expect(row.data).toEqual({ nationality: null, gender: null, current_city: 'Busan' });
});

test('signed-out access redirects with the spec message', async ({ page }) => {
  for (const path of ['/client/bookmarks', '/client/bookings', '/client/payments', '/client/coupons', '/client/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(path)}$`));
    await expectToast(page, 'Login Required', 'You need to be logged in to access this page.');
  }
  await page.goto('/my-bookings');
  await expect(page).toHaveURL(/\/auth\?next=%2Fmy-bookings$/);
  await expectToast(page, '로그인 필요', '예약 내역을 보려면 로그인이 필요합니다.');
});

test('logout from the portal, and a sign-out in another tab, lead to the home page', async ({ page, context }) => {
  const client = await newClient('Logout Tester');
  await useSession(page, client);
  await page.goto('/client/dashboard');
  await expect(page.locator('#portal-user')).toHaveText('Logout Tester');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Logout Successful', 'You have been logged out successfully.');

  // signed in again; a sign-out elsewhere (another tab) sends the portal to /
  const again = await newClient('Two Tabs');
  const other = await context.newPage();
  await useSession(other, again);
  await other.goto('/client/payments');
  await expect(other.getByText('No payment records yet.')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/');
  await second.evaluate(() => {
    for (const k of Object.keys(localStorage)) if (/^sb-.+-auth-token$/.test(k)) localStorage.removeItem(k);
  });
  await expect(other).toHaveURL(/\/$/);
});
