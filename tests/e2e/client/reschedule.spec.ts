// Rescheduling from the portal (issue 27 item 7): a client moves a confirmed, paid booking with the
// booking page's calendar (only the lawyer's open slots), sees the new time waiting for the
// lawyer's confirmation, and the lawyer has been told (their bell row lawyer_booking_rescheduled,
// with the old and the new time). /my-bookings offers 일정 변경, which opens the same dialog. A refusal
// (reschedule_limit after two moves in another tab) is said in the page's language. Fresh client
// and bookings.
import { expect, test, type Page } from '@playwright/test';
import { openDays } from '../common.ts';
import { LAWYER, bookFreeSlot, expectToast, newClient, signedIn, useSession } from './helpers.ts';

/** Picks `date` in the dialog's calendar once the lawyer's open slots of its month have arrived (a closed day ignores clicks). */
async function pickDay(page: Page, date: string): Promise<void> {
  const day = page.locator(`.cal-day[data-date="${date}"]`);
  await page.locator('.cal-day').first().waitFor();
  for (let i = 0; i < 13 && !(await day.count()); i++) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(day).not.toHaveAttribute('aria-disabled', 'true');
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}

const portalDate = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  const main = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }).format(d);
  return `${main} (${new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' }).format(d)})`;
};

test('a client reschedules a confirmed booking from the portal; the card shows the new time waiting for confirmation; the lawyer is told', async ({ page }) => {
  const client = await newClient('Reschedule Tester');
  const booking = await bookFreeSlot(client.sb, LAWYER.id, { pay: true, minutes: 40 });
  const lawyer = await signedIn(LAWYER.email);
  const confirmed = await lawyer.sb.rpc('lawyer_update_booking_status', { booking_id: booking.id, new_status: 'confirmed' });
  if (confirmed.error) throw new Error(confirmed.error.message);
  // a target on another day than the booking, among the lawyer's open slots
  const day = (await openDays(client.sb, LAWYER.id)).find((d) => d.date !== booking.booking_date)!;
  const time = day.times[0]!;

  await useSession(page, client);
  await page.goto('/client/bookings');
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(card).toContainText('Confirmed');
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule your consultation' });
  await expect(dialog).toContainText(`Now: ${portalDate(booking.booking_date)}, ${booking.booking_time.slice(0, 5)} KST`);
  await expect(dialog).toContainText('Changes left: 2');
  // the booking's own day lists no slot of its own time (taken by itself)
  await pickDay(page, day.date);
  const select = dialog.getByLabel('New time');
  await expect(select.locator('option', { hasText: `${time} KST` })).toHaveCount(1);
  await select.selectOption(time);
  await dialog.getByRole('button', { name: 'Confirm new time' }).click();
  await expectToast(page, 'Booking rescheduled', `Your consultation is now on ${portalDate(day.date)}, ${time} KST, waiting for the lawyer to confirm it.`);
  await expect(dialog).toBeHidden();

  await expect(card).toContainText(portalDate(day.date));
  await expect(card).toContainText(`${time} KST`);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Paid');
  await expect(card.getByTestId('awaiting-confirmation')).toHaveText("Rescheduled: waiting for the lawyer's confirmation of the new time.");
  // one move left: still offered
  await expect(card.getByRole('button', { name: 'Reschedule' })).toBeVisible();

  const row = await client.sb.from('bookings').select('booking_date,booking_time,status,payment_status,reschedule_count').eq('id', booking.id).single();
  expect(row.data).toEqual({ booking_date: day.date, booking_time: `${time}:00`, status: 'pending', payment_status: 'paid', reschedule_count: 1 });

  // the lawyer's bell has it, with the old and the new time
  const notes = await lawyer.sb.from('notifications').select('kind,params').eq('kind', 'lawyer_booking_rescheduled');
  const note = (notes.data ?? []).find((n) => (n.params as { booking_id?: string }).booking_id === booking.id);
  expect(note?.params).toMatchObject({ booking_date: day.date, booking_time: time, previous_date: booking.booking_date, previous_time: booking.booking_time.slice(0, 5) });
  // and the client's own bell
  const mine = await client.sb.from('notifications').select('kind').eq('kind', 'booking_rescheduled');
  expect(mine.data).toHaveLength(1);
});

test('/my-bookings offers 일정 변경, which opens the same dialog; a refusal (moved twice meanwhile, in another tab) is said in the page\'s language', async ({ page }) => {
  const client = await newClient('Reschedule Limit');
  const booking = await bookFreeSlot(client.sb, LAWYER.id, { pay: true, minutes: 20 });
  const slots = (await openDays(client.sb, LAWYER.id)).filter((d) => d.date !== booking.booking_date);
  const day = slots[0]!;

  await useSession(page, client);
  await page.goto('/my-bookings');
  const item = page.locator('.my-booking').first();
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: '일정 변경' }).click();
  await expect(page).toHaveURL(new RegExp(`/client/bookings\\?booking=${booking.id}&reschedule=1$`));
  const dialog = page.getByRole('dialog', { name: 'Reschedule your consultation' });
  await expect(dialog).toBeVisible();
  await pickDay(page, day.date);
  await dialog.getByLabel('New time').selectOption(day.times[0]!);

  // meanwhile the booking is moved twice elsewhere (another tab), to other days
  for (const other of slots.slice(1, 3)) {
    const moved = await client.sb.rpc('client_reschedule_booking', { booking_id: booking.id, new_date: other.date, new_time: other.times[0] });
    if (moved.error) throw new Error(moved.error.message);
  }
  await dialog.getByRole('button', { name: 'Confirm new time' }).click();
  await expectToast(page, 'Could not reschedule', 'This booking has already been rescheduled twice, the most allowed.');
  await expect(dialog).toBeHidden();
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(card).toContainText('This booking has been rescheduled the most times allowed (2).');
  await expect(card.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  const row = await client.sb.from('bookings').select('booking_date,reschedule_count').eq('id', booking.id).single();
  expect(row.data).toEqual({ booking_date: slots[2]!.date, reschedule_count: 2 });

  // /my-bookings no longer offers it, and says the moved booking waits for the lawyer
  await page.goto('/my-bookings');
  await expect(page.locator('.my-booking').first().getByTestId('awaiting-confirmation')).toBeVisible();
  await expect(page.getByRole('link', { name: '일정 변경' })).toHaveCount(0);
});
