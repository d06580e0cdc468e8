// Bookings in the portal: a paid booking offers its consultation room (Join); Join Online Meeting
// replaces it once an administrator sets an external meeting link of a confirmed booking (through admin_set_meeting_link); a pending paid booking is cancelled
// (client_cancel_booking) and the refund shows in Payment History. Fresh client and bookings.
import { expect, test } from '@playwright/test';
import { ADMIN, LAWYER, bookFreeSlot, expectToast, newClient, signedIn, useSession, won } from './helpers.ts';

test('Join Online Meeting appears after the meeting link is set for a confirmed booking', async ({ page }) => {
  const client = await newClient('Meeting Tester');
  const booking = await bookFreeSlot(client.sb, LAWYER.id, { pay: true });
  const lawyer = await signedIn(LAWYER.email);
  const confirmed = await lawyer.sb.rpc('lawyer_update_booking_status', { booking_id: booking.id, new_status: 'confirmed' });
  if (confirmed.error) throw new Error(confirmed.error.message);

  await useSession(page, client);
  await page.goto('/client/bookings');
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('Paid');
  await expect(card).toContainText(LAWYER.name);
  await expect(card.getByRole('link', { name: /Join Online Meeting/ })).toHaveCount(0);
  // every paid booking has its consultation room (issue 17; the e2e server opens rooms weeks ahead)
  await expect(card.getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', `/room/${booking.id}`);
  await expect(card.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();

  const link = `https://meet.example.com/e2e-${booking.id.slice(0, 8)}`;
  const admin = await signedIn(ADMIN);
  const set = await admin.sb.rpc('admin_set_meeting_link', { booking_id: booking.id, link });
  if (set.error) throw new Error(set.error.message);

  // the list follows the booking live; a reload shows the same
  const join = card.getByRole('link', { name: /Join Online Meeting/ });
  await expect(join).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(join).toHaveAttribute('href', link);
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', /noopener/);
  // an administrator's external link takes precedence over the room
  await expect(card.getByRole('link', { name: 'Join', exact: true })).toHaveCount(0);

  // the calendar file: KST start, the booked length, the link
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^k-legal-consultation-\d{4}-\d{2}-\d{2}-\d{4}\.ics$/);
  const text = (await (await file.createReadStream()).toArray()).join('');
  const stamp = `${booking.booking_date.replace(/-/g, '')}T${booking.booking_time.slice(0, 5).replace(':', '')}00`;
  expect(text).toContain(`DTSTART;TZID=Asia/Seoul:${stamp}`);
  expect(text).toContain(`URL:${link}`);

  // the dashboard's quick action (the earliest confirmed booking with a link: this one)
  await page.goto('/client/dashboard');
  await expect(page.getByRole('link', { name: /Join Online Meeting/ })).toHaveAttribute('href', link);
});

test('a pending paid booking is cancelled and the refund shows in payments', async ({ page }) => {
  const client = await newClient('Cancel Tester');
  const booking = await bookFreeSlot(client.sb, LAWYER.id, { pay: true, minutes: 20 });

  await useSession(page, client);
  await page.goto('/client/bookings');
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(card).toContainText('Pending');
  await expect(card).toContainText('Paid');
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(`Your payment of ${won(booking.fee_amount)} will be refunded in full.`);
  await expect(dialog).toContainText('until 24 hours before it starts');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expectToast(page, 'Booking cancelled', `Your booking has been cancelled and your payment of ${won(booking.fee_amount)} refunded.`);
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('Refunded');
  await expect(card.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);

  const row = await client.sb.from('bookings').select('status,payment_status').eq('id', booking.id).single();
  expect(row.data).toEqual({ status: 'cancelled', payment_status: 'refunded' });

  await page.getByRole('navigation', { name: 'My Page' }).getByRole('link', { name: 'Payments' }).click();
  const payment = page.locator('[data-payment-id]').first();
  await expect(payment).toHaveAttribute('data-status', 'refunded');
  await expect(payment).toContainText('Refunded');
  await expect(payment).toContainText(won(booking.fee_amount));
  await expect(payment).toContainText(/Refunded on /);
});

test('a booking left unpaid is paid from the portal', async ({ page }) => {
  const client = await newClient('Pay Later Tester');
  const booking = await bookFreeSlot(client.sb, LAWYER.id, { pay: false, minutes: 60 });

  await useSession(page, client);
  await page.goto('/client/bookings');
  const card = page.locator(`[data-booking-id="${booking.id}"]`);
  await expect(card).toContainText('Payment Pending');
  await expect(card).toContainText('Not paid yet: pay to complete your booking.');
  await card.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(dialog).toContainText(won(booking.fee_amount));
  await dialog.getByRole('button', { name: `Pay ${won(booking.fee_amount)}` }).click();
  await expectToast(page, 'Payment complete', `Your payment of ${won(booking.fee_amount)} has been received.`);
  await expect(card.locator('.badge').nth(1)).toHaveText('Paid');
  await expect(card.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'My Page' }).getByRole('link', { name: 'Payments' }).click();
  const payment = page.locator('[data-payment-id]').first();
  await expect(payment).toHaveAttribute('data-status', 'paid');
  await expect(payment).toContainText(won(booking.fee_amount));
  await expect(payment).toContainText(/Paid on /);
});
