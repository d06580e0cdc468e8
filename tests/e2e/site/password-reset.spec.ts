// Password recovery on the site (issue 13): "Forgot your password?" on /auth → the e-mail, received
// by the local mail catcher (read through its API, /_inbox/email, and opened in its inbox page) →
// its link → /auth/reset-password → a new password → signed in and sent on → log-in with it. An
// unknown address gets the same answer and no mail; a used link says so.
import { expect, test, type Page } from '@playwright/test';
import { baseUrl, expectToast, logIn, newClient, PASSWORD, unique, waitForIslands } from './helpers.ts';

interface InboxEmail { id: string; subject: string; text: string; html: string; date: string; to: { address: string }[] }

async function mailsTo(page: Page, email: string): Promise<InboxEmail[]> {
  const res = await page.request.get(`${baseUrl()}/_inbox/email?to.address=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as InboxEmail[];
}

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto('/auth?next=%2Fclient%2Fbookings');
  await waitForIslands(page);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);
}

test('forgot password → e-mail → link → new password → signed in → log in with it', async ({ page }) => {
  const client = await newClient('Reset Tester');
  const newPassword = 'New-pass-2026!';
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) violations.push(m.text());
  });

  // An unknown address: the same answer, and nothing is sent.
  const nobody = `${unique('nobody')}@example.com`;
  await requestReset(page, nobody);

  await requestReset(page, client.email);
  await expect.poll(async () => (await mailsTo(page, client.email)).length).toBe(1);
  const [mail] = await mailsTo(page, client.email);
  expect(mail.subject).toBe('Reset Your Password');
  expect(mail.to[0].address).toBe(client.email);
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0] ?? '';
  expect(new URL(link).searchParams.get('redirect_to')).toBe(`${baseUrl()}/auth/reset-password?next=%2Fclient%2Fbookings`);
  expect(await mailsTo(page, nobody)).toEqual([]);

  // The e-mail as a person sees it, in the local inbox; its link opens the new-password page.
  await page.goto('/_inbox/');
  await page.getByRole('button', { name: new RegExp(`Reset Your Password\\s*To: ${client.email.replace(/[.+]/g, '\\$&')}`) }).click();
  await expect(page.locator('#to')).toHaveText(client.email);
  await page.frameLocator('#html').getByRole('link', { name: 'Reset Password' }).click();
  await page.waitForURL((u) => u.pathname === '/auth/reset-password' && u.searchParams.get('next') === '/client/bookings');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Set a new password', level: 2 })).toBeVisible();
  await expect(page.getByText(`Choose a new password for ${client.email}.`)).toBeVisible();
  expect(page.url()).not.toContain('access_token'); // the session left the address bar

  // The show-password toggle, the spec's length rule and the confirmation.
  const first = page.getByLabel(/^New password/);
  const second = page.getByLabel('Confirm new password');
  await first.fill('short');
  await second.fill('short');
  await expect(first).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).first().click();
  await expect(first).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expectToast(page, 'Input Error', 'Password must be at least 8 characters');
  await first.fill(newPassword);
  await second.fill(`${newPassword}x`);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expectToast(page, 'Input Error', 'Passwords do not match');
  await second.fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();

  // Signed in, and on to where the visitor was going.
  await page.waitForURL('**/client/bookings');
  await expectToast(page, 'Password updated', 'Your new password is saved and you are logged in.');
  await expect(page.getByRole('heading', { name: 'My Bookings', level: 1 })).toBeVisible();

  // The link is single-use.
  await page.goto(link);
  await page.waitForURL((u) => u.pathname === '/auth/reset-password');
  await expect(page.getByRole('heading', { name: 'This link is invalid or has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/auth?mode=forgot&next=%2Fclient%2Fbookings');

  // Log out, then the old password fails and the new one works.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth');
  await logIn(page, client.email, PASSWORD);
  await expectToast(page, 'Login Failed', 'Email or password is incorrect.');
  await page.goto('/auth');
  await logIn(page, client.email, newPassword);
  await page.waitForURL((u) => u.pathname === '/');
  await expectToast(page, 'Login successful', 'Welcome back!');
  expect(violations).toEqual([]);
});

test('the show-password toggle on log-in and sign-up', async ({ page }) => {
  await page.goto('/auth');
  await waitForIslands(page);
  const password = page.locator('form input[autocomplete="current-password"]');
  await password.fill('secret-123');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).first().click();
  const signup = page.locator('form input[autocomplete="new-password"]');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(signup).toHaveAttribute('type', 'text');
});
