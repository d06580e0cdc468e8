// Issue 15's form and portal defects, in the browser: the free check-up's required privacy consent
// (the error at the box, focus on it; with it the request is stored with the policy version and
// time), errors under their fields with focus on the first (sign-up), birth dates in the future
// refused at sign-up and in the profile, and the dashboard's next future meeting with KST and the
// visitor's own time ("Paid on" with its zone too).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, bookFreeSlot, expectToast, moveBookingToPast, newClient, serviceApi, signedIn, unique, waitForIslands } from './helpers.ts';
import { LAWYER, useSession } from '../client/helpers.ts';

const VISITOR_ZONE = 'America/New_York';
test.use({ timezoneId: VISITOR_ZONE });

/** The text of the message a control's aria-describedby points at last (its error). */
async function errorOf(control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? [];
  expect(ids.length).toBeGreaterThan(0);
  return (await control.page().locator(`[id="${ids[ids.length - 1]}"]`).innerText()).trim();
}

async function expectInvalid(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(await errorOf(control)).toBe(message);
}

async function fillCheckup(page: Page, email: string): Promise<void> {
  await page.getByLabel(/Legal Category/).selectOption('Labor & Employment');
  await page.getByLabel(/^Name/).fill('Forms Visitor');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Mobile/).fill('010-2222-3333');
  await page.getByLabel(/Briefly describe/).fill('My employer has not paid my wages for three months.');
}

test('free check-up: consent is required (inline error, focus); with it the request is stored with the policy version', async ({ page }) => {
  await page.goto('/free-checkup');
  await waitForIslands(page);
  const submit = page.getByRole('button', { name: 'Submit Free Check-up' });

  // nothing filled: every required field says why, focus on the first
  await submit.click();
  const category = page.getByLabel(/Legal Category/);
  await expect(category).toBeFocused();
  await expectInvalid(category, 'Please select a category');
  await expectInvalid(page.getByLabel(/^Name/), 'Please enter your name');
  await expectToast(page, 'Input error', 'Please select a category');

  // filled, without consent: the error is at the box, which gets the focus; nothing is sent
  const email = `${unique('forms-checkup')}@example.com`;
  await fillCheckup(page, email);
  await expect(category).not.toHaveAttribute('aria-invalid', 'true');
  const consent = page.getByRole('checkbox', { name: /I agree to the collection and use of my personal information/ });
  await submit.click();
  await expect(consent).toBeFocused();
  await expectInvalid(consent, 'Please agree to the privacy policy.');
  await expectToast(page, 'Privacy Agreement Required', 'Please agree to the privacy policy.');
  const policy = page.locator('form').getByRole('link', { name: /Privacy Policy/ });
  await expect(policy).toHaveAttribute('href', /\/privacy-policy$/);
  await expect(policy).toHaveAttribute('target', '_blank');
  expect((await serviceApi().from('free_checkups').select('id').eq('email', email)).data).toEqual([]);

  // with consent: stored, with the policy version and the time of consent
  await consent.check();
  await expect(consent).not.toHaveAttribute('aria-invalid', 'true');
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  const { data } = await serviceApi().from('free_checkups').select('privacy_policy_version,privacy_consented_at,created_at').eq('email', email).single();
  expect(data?.privacy_policy_version).toBe('2025-01-01');
  expect(data?.privacy_consented_at).toBeTruthy();
  expect(new Date(data!.privacy_consented_at!).getTime()).toBe(new Date(data!.created_at).getTime());
});

test('free check-up in Korean: the spec\'s Korean messages at the fields, the consent box in Korean', async ({ page }) => {
  await page.goto('/ko/free-checkup');
  await waitForIslands(page);
  await page.getByRole('button', { name: '무료 사전상담 신청' }).click();
  const category = page.getByLabel(/법률 분야/);
  await expect(category).toBeFocused();
  await expectInvalid(category, '카테고리를 선택해주세요');
  await expectToast(page, '입력 오류', '카테고리를 선택해주세요');
  const consent = page.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ });
  await expectInvalid(consent, '개인정보처리방침에 동의해 주세요.');
  const policy = page.locator('form').getByRole('link', { name: /개인정보/ });
  await expect(policy).toHaveAttribute('href', '/ko/privacy-policy');
  await expect(policy).toHaveAttribute('target', '_blank');
});

test('sign-up: errors under their fields with focus on the first; a birth date in the future is refused', async ({ page }) => {
  await page.goto('/auth?mode=signup');
  await waitForIslands(page);
  const form = page.locator('form');
  const submit = form.locator('button[type="submit"]');
  await submit.click();
  const name = form.getByLabel(/^Name/);
  await expect(name).toBeFocused();
  await expectInvalid(name, 'Please enter your name');
  await expectInvalid(form.getByLabel(/^Email/), 'Please enter a valid email address');
  await expectInvalid(form.locator('input[autocomplete="new-password"]'), 'Password must be at least 8 characters');
  await expectInvalid(form.getByRole('checkbox', { name: /I agree/ }), 'Please agree to the privacy policy.');
  await expectToast(page, 'Privacy Agreement Required', 'Please agree to the privacy policy.');

  // everything right but a birth date in 2030: refused at the field, no account
  const email = `${unique('forms-signup')}@example.com`;
  await name.fill('Future Born');
  await form.getByLabel(/^Email/).fill(email);
  await form.locator('input[autocomplete="new-password"]').fill('Demo-pass-2026');
  await form.getByRole('checkbox', { name: /I agree/ }).check();
  const birth = form.getByLabel('Date of Birth');
  await birth.fill('2030-01-01');
  await submit.click();
  await expect(birth).toBeFocused();
  await expectInvalid(birth, 'Please enter a date of birth between 1900-01-01 and today');
  await expectToast(page, 'Input Error', 'Please enter a date of birth between 1900-01-01 and today');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
  const exists = await serviceApi().from('profiles').select('id').eq('email', email);
  expect(exists.data).toEqual([]);

  // the show-password toggle
  const password = form.locator('input[autocomplete="new-password"]');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('profile: a birth date in the future is refused at the field; the database refuses it too', async ({ page }) => {
  const client = await newClient('Forms Profile');
  // the database's rule, whatever the form does
  const refused = await client.sb.from('profiles').update({ birth_date: '2030-01-01' }).eq('id', client.uid);
  expect(refused.error?.hint).toBe('birth_date_out_of_range');

  await useSession(page, client);
  await page.goto('/client/profile');
  await waitForIslands(page);
  const birth = page.getByLabel('Date of Birth');
  await birth.fill('2030-01-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(birth).toBeFocused();
  await expectInvalid(birth, 'Please enter a date of birth between 1900-01-01 and today.');
  await expectToast(page, 'Failed to Update Profile', 'Please enter a date of birth between 1900-01-01 and today.');
  await birth.fill('1990-05-06');
  await expect(birth).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Profile Updated');
  const { data } = await client.sb.from('profiles').select('birth_date').eq('id', client.uid).single();
  expect(data?.birth_date).toBe('1990-05-06');
});

/** The visitor's clock of a KST date and time ('HH:MM'). */
function localClock(date: string, time: string, zone: string): string {
  const instant = new Date(`${date}T${time.slice(0, 5)}:00+09:00`);
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

test('dashboard: Upcoming Meeting is the next future meeting (never a past one), in KST and the visitor\'s time', async ({ page }) => {
  const client = await newClient('Forms Dashboard');
  const lawyer = await signedIn(LAWYER.email);
  const admin = await signedIn(ADMIN);
  const confirmWithLink = async (id: string, link: string) => {
    const c = await lawyer.sb.rpc('lawyer_update_booking_status', { booking_id: id, new_status: 'confirmed' });
    if (c.error) throw new Error(c.error.message);
    const l = await admin.sb.rpc('admin_set_meeting_link', { booking_id: id, link });
    if (l.error) throw new Error(l.error.message);
  };
  // a confirmed, linked booking whose start has passed (it would sort first)
  const past = await bookFreeSlot(client.sb, LAWYER.id, { pay: true });
  await confirmWithLink(past.id, 'https://meet.example.com/forms-past');
  await moveBookingToPast(past.id);
  // and a future one
  const next = await bookFreeSlot(client.sb, LAWYER.id, { pay: true });
  const link = `https://meet.example.com/forms-${next.id.slice(0, 8)}`;
  await confirmWithLink(next.id, link);

  await useSession(page, client);
  await page.goto('/client/dashboard');
  const meeting = page.getByTestId('upcoming-meeting');
  await expect(meeting.getByRole('link', { name: /Join Online Meeting/ })).toHaveAttribute('href', link);
  const time = next.booking_time.slice(0, 5);
  await expect(meeting).toContainText(`at ${time} KST`);
  await expect(meeting).toContainText(`Your time:`);
  await expect(meeting).toContainText(localClock(next.booking_date, time, VISITOR_ZONE));
  await expect(meeting).not.toContainText('forms-past');

  // "Paid on" with its zone: the KST time and the visitor's own
  await page.goto('/client/payments');
  const paid = page.locator('[data-payment-id]').first().getByTestId('payment-when');
  await expect(paid).toContainText(/Paid on .+, \d{2}:\d{2} KST/);
  await expect(paid).toContainText('Your time:');
});
