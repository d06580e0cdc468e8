// The consultation language (issue 29, item 1): the client books in one of the lawyer's languages
// on /booking (the page's language preselected when the lawyer speaks it), pays, and the language
// is on the booking, in the client portal and on the lawyer's booking card; a language the lawyer
// does not offer is refused by the database (language_unavailable) and said under the field.
import { expect, test } from '@playwright/test';
import { DEMO_LAWYER, DEMO_LAWYER_ID, chooseCalendarDay, newClient, openDays, storeSession } from './helpers.ts';
import { loginAsLawyer } from '../lawyer/helpers.ts';

test('book in Chinese: stored, shown to the client and to the lawyer', async ({ page }) => {
  const client = await newClient('Language Tester');
  await page.goto('/');
  await storeSession(page, client.session);

  await page.goto(`/booking?lawyer=${DEMO_LAWYER_ID}`);
  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await expect(summary).toContainText('Kim Do-hyun');
  // the demo lawyer speaks Korean, English and Chinese; the English page preselects English
  const language = page.getByLabel('Consultation language');
  await expect(language.locator('option')).toHaveText(['Korean', 'English', 'Chinese', 'Korean with machine interpretation']);
  await expect(language).toHaveValue('en');
  await language.selectOption({ label: 'Chinese' });
  await expect(summary).toContainText('Chinese');
  await page.getByLabel('Duration').selectOption('20');

  // a free slot of the lawyer (parallel specs may take one meanwhile)
  let booked = false;
  for (const day of (await openDays(client.sb, DEMO_LAWYER_ID)).slice(0, 5)) {
    await chooseCalendarDay(page, day.date);
    for (const time of day.times) {
      const option = page.getByLabel('Time (KST)').locator(`option[value="${time}"]`);
      if (!(await option.count()) || (await option.isDisabled())) continue;
      await page.getByLabel('Time (KST)').selectOption(time);
      await page.getByRole('button', { name: 'Confirm Booking' }).click();
      const outcome = await Promise.race([
        page.getByRole('heading', { name: 'Payment' }).waitFor().then(() => 'pay' as const),
        summary.getByRole('alert').filter({ hasText: 'This time slot has just been taken' }).waitFor().then(() => 'taken' as const),
      ]);
      if (outcome === 'pay') { booked = true; break; }
    }
    if (booked) break;
  }
  expect(booked).toBe(true);
  await expect(page.getByText('Consultation language', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('Chinese');
  await page.getByRole('button', { name: /^Pay ₩/ }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation is booked and paid' })).toBeVisible();
  await expect(page.getByText('Consultation language', { exact: true }).locator('xpath=following-sibling::dd[1]')).toHaveText('Chinese');

  const row = await client.sb.from('bookings').select('id,consultation_language,interpretation_requested').single();
  expect(row.data).toMatchObject({ consultation_language: 'zh', interpretation_requested: false });
  const id = row.data!.id;

  // the client portal
  await page.goto('/client/bookings');
  await expect(page.locator(`[data-booking-id="${id}"]`).getByTestId('booking-language')).toHaveText('Consultation language: Chinese');

  // the lawyer portal (Korean)
  await page.evaluate(() => localStorage.clear());
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto(`/lawyer/bookings?booking=${id}`);
  await expect(page.locator(`[data-testid="booking-card"][data-booking-id="${id}"]`).getByTestId('consultation-language')).toHaveText('중국어');
});

test('a language the lawyer does not offer is refused and said under the field', async ({ page }) => {
  const client = await newClient('Language Refusal');
  await page.goto('/');
  await storeSession(page, client.session);
  const [day] = await openDays(client.sb, DEMO_LAWYER_ID);
  // the link names Japanese, which the demo lawyer does not offer: the page falls back to English,
  // and a request that still sends it (a stale page) is refused by the database
  await page.goto(`/booking?lawyer=${DEMO_LAWYER_ID}&date=${day!.date}&time=${day!.times[0]}&duration=20&language=ja`);
  await expect(page.getByLabel('Consultation language')).toHaveValue('en');
  const direct = await client.sb.rpc('create_booking', {
    lawyer_id: DEMO_LAWYER_ID, booking_date: day!.date, booking_time: day!.times[0]!, duration_minutes: 20, consultation_language: 'ja',
  });
  expect({ hint: direct.error?.hint, code: direct.error?.code, status: direct.status }).toEqual({ hint: 'language_unavailable', code: 'P0001', status: 400 });

  await page.route(/\/rest\/v1\/rpc\/create_booking/, (route) => route.fulfill({
    status: 400, json: { code: 'P0001', message: 'This lawyer does not offer consultations in this language', details: null, hint: 'language_unavailable' },
  }));
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const message = 'This lawyer does not offer consultations in this language. Please choose another language, or Korean with machine interpretation.';
  await expect(page.getByRole('complementary', { name: 'Booking Summary' }).getByRole('alert')).toHaveText(message);
  await expect(page.getByLabel('Consultation language')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { name: 'Payment' })).toHaveCount(0);
});
