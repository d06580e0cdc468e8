// /admin/payment-events (issue 19): a refund Stripe failed after accepting it reaches the
// administrator. The events go through handle_stripe_event with the service role, as the
// stripe-webhook function hands it a verified event (this server has no Stripe: signatures and the
// fake Stripe are covered by supabase/tests/security/stripe-payments.test.ts). The administrator
// finds the event under "확인 필요만" with its Korean label, sees the paid event only without that
// filter, and marks it dealt with ("확인 완료"), after which it leaves 확인 필요만.
import { expect, test, type Page } from '@playwright/test';
import type { Json } from '@klegal/shared/database.types';
import { adminLogIn, bookFreeSlot, DEMO_LAWYER_ID, newClient, serviceApi, unique } from './helpers.ts';

async function stripeEvent(type: string, object: { [key: string]: Json }): Promise<Record<string, unknown>> {
  const event = { id: unique('evt_e2e'), object: 'event', type, livemode: false, created: Math.floor(Date.now() / 1000), data: { object } };
  const { data, error } = await serviceApi().rpc('handle_stripe_event', { event });
  expect(error).toBeNull();
  return data as Record<string, unknown>;
}

const rows = (page: Page) => page.locator('tbody tr');

test('a refund Stripe failed after accepting it: listed under 확인 필요만 as 환불 실패, marked 확인 완료', async ({ page }) => {
  // a booking paid with Stripe, cancelled by its client (the refund is queued), whose refund then fails
  const client = await newClient({ name_english: unique('E2E Refund') });
  const booking = await bookFreeSlot(client.sb, DEMO_LAWYER_ID);
  const txn = unique('pi_e2e').replace(/-/g, '_');
  expect(await stripeEvent('checkout.session.completed', {
    id: unique('cs_e2e'), object: 'checkout.session', payment_status: 'paid', amount_total: booking.fee_amount, currency: 'krw',
    payment_intent: txn, metadata: { booking_id: booking.id },
  })).toMatchObject({ outcome: 'paid', needs_attention: false });
  expect((await client.sb.rpc('client_cancel_booking', { booking_id: booking.id })).error).toBeNull();
  expect(await stripeEvent('refund.failed', {
    id: unique('re_e2e'), object: 'refund', payment_intent: txn, amount: booking.fee_amount, currency: 'krw',
    status: 'failed', failure_reason: 'expired_or_canceled_card', metadata: { booking_id: booking.id },
  })).toMatchObject({ outcome: 'refund_failed', needs_attention: true });

  await adminLogIn(page);
  await page.goto('/admin/payment-events');
  // "확인 필요만" is on by default: only the failed refund of this payment
  const attentionOnly = page.getByLabel('확인 필요만');
  await expect(attentionOnly).toBeChecked();
  await page.getByPlaceholder('검색').fill(txn);
  await expect(rows(page)).toHaveCount(1);
  const row = rows(page).first();
  await expect(row.locator('[data-outcome="refund_failed"]')).toHaveText('환불 실패');
  await expect(row).toContainText('refund.failed');
  await expect(row).toContainText(txn);
  await expect(row).toContainText(booking.fee_amount.toLocaleString('en-US'));
  await expect(row).toContainText(booking.id.slice(0, 8));

  // without the filter the payment itself shows too; with it again, only the failure
  // (the box follows the list's filter, a moment after the click: click, then wait for it)
  await attentionOnly.click();
  await expect(attentionOnly).not.toBeChecked();
  await expect(rows(page)).toHaveCount(2);
  await expect(page.locator('[data-outcome="paid"]')).toHaveText('결제 완료');
  await attentionOnly.click();
  await expect(attentionOnly).toBeChecked();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().locator('[data-outcome="refund_failed"]')).toBeVisible();

  // dealt with: it leaves 확인 필요만, and without the filter shows the date it was marked
  await row.getByRole('button', { name: '확인 완료' }).click();
  await expect(page.getByTestId('notification')).toContainText('확인 완료로 표시했습니다.');
  await expect(rows(page)).toHaveCount(0);
  const { data } = await serviceApi().from('payment_events').select('outcome, resolved_at').eq('transaction_id', txn).eq('needs_attention', true);
  expect(data).toEqual([{ outcome: 'refund_failed', resolved_at: expect.any(String) }]);
  // the toast sits over the filter bar until it goes
  await expect(page.getByTestId('notification')).toBeHidden({ timeout: 15_000 });
  await attentionOnly.click();
  await expect(attentionOnly).not.toBeChecked();
  await expect(rows(page)).toHaveCount(2);
  const resolved = rows(page).filter({ has: page.locator('[data-outcome="refund_failed"]') });
  await expect(resolved.getByRole('button', { name: '확인 완료' })).toHaveCount(0);
  await expect(resolved).toContainText(/\d{4}.*확인/);
  // and stays out of 확인 필요만 when the list is opened afresh with that filter
  await page.goto(`/admin/payment-events?filter=${encodeURIComponent(JSON.stringify({ needs_attention: true, q: txn }))}`);
  await expect(page.getByLabel('확인 필요만')).toBeChecked();
  await expect(page.getByPlaceholder('검색')).toHaveValue(txn);
  await expect(rows(page)).toHaveCount(0);
});
