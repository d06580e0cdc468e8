// The booking page offers only the coupons that apply to this lawyer and this duration's fee
// (issue 25): a client holding another lawyer's coupon and one whose minimum the fee does not
// reach sees both greyed with the reason; a minimum reached by a longer duration is offered, and
// unchosen with the reason when the duration goes back; the database stays the final word (a
// coupon used behind the page's back is refused with "already used"); an applicable coupon gives
// its discount and Confirm succeeds. Fresh client, coupons and slot per run.
import { expect, test } from '@playwright/test';
import { ADMIN, DEMO_LAWYER_ID, LAWYER, api, grantFixedCoupon, newClient, openSlots, serviceApi, signedIn, uniqueCode, useSession, won } from './helpers.ts';

/** An open slot of the lawyer (lawyer_open_slots through openSlots: hours, notice, horizon, holidays), as { date, time }. */
async function freeSlot(lawyerId: string, avoid: string[] = []): Promise<{ date: string; time: string }> {
  const slot = (await openSlots(api(), lawyerId)).find((s) => !avoid.includes(`${s.date} ${s.time}`));
  if (!slot) throw new Error('no open slot found');
  return slot;
}

test('only applicable coupons are offered; the others greyed with the reason; Confirm succeeds with the discount', async ({ page }) => {
  const client = await newClient('Coupon Chooser');
  const kim = await api().from('lawyer_directory').select('fee_20min,fee_40min,fee_60min').eq('id', DEMO_LAWYER_ID).single();
  if (kim.error) throw new Error(kim.error.message);
  const fee20 = kim.data.fee_20min!;
  const fee60 = kim.data.fee_60min!;
  expect(fee60).toBeGreaterThan(kim.data.fee_40min!);

  // Kang Min-ji's coupon (for her consultations only), downloaded from the client's bookmark of her
  const bookmark = await client.sb.from('lawyer_bookmarks').insert({ user_id: client.uid, lawyer_id: LAWYER.id }).select('id').single();
  if (bookmark.error) throw new Error(bookmark.error.message);
  const admin = await signedIn(ADMIN);
  const topUp = await admin.sb.rpc('admin_top_up_credits', { lawyer_id: LAWYER.id, amount: 100, note: 'e2e: coupon applicability' });
  if (topUp.error) throw new Error(topUp.error.message);
  const lawyer = await signedIn(LAWYER.email);
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const issued = await lawyer.sb.rpc('issue_lawyer_coupon', { bookmark_id: bookmark.data.id, discount_type: 'fixed', discount_value: 10000, valid_until: until });
  if (issued.error) throw new Error(issued.error.message);
  const downloaded = await client.sb.rpc('download_bookmark_coupon', { bookmark_id: bookmark.data.id });
  if (downloaded.error) throw new Error(downloaded.error.message);

  // an administrator's coupon whose minimum only the 60-minute fee reaches
  const minCoupon = await admin.sb.from('coupons').insert({
    code: uniqueCode('MIN'), name_korean: '최소 금액 쿠폰', name_english: 'E2E Minimum', discount_type: 'fixed', discount_value: 30000,
    min_amount: fee60, valid_until: new Date(Date.now() + 60 * 86_400_000).toISOString(), is_active: true,
  }).select('id').single();
  if (minCoupon.error) throw new Error(minCoupon.error.message);
  const grant = await admin.sb.rpc('admin_grant_coupon', { coupon_id: minCoupon.data.id, user_ids: [client.uid] });
  if (grant.error) throw new Error(grant.error.message);
  const minHeld = await serviceApi().from('user_coupons').select('id').eq('user_id', client.uid).eq('coupon_id', minCoupon.data.id).single();
  if (minHeld.error) throw new Error(minHeld.error.message);

  // two applicable ones (₩10,000 off, no minimum)
  const first = await grantFixedCoupon(client.uid);
  const second = await grantFixedCoupon(client.uid);

  const slot = await freeSlot(DEMO_LAWYER_ID);
  await useSession(page, client);
  await page.goto(`/booking?lawyer=${DEMO_LAWYER_ID}&date=${slot.date}&time=${slot.time}&duration=20`);
  const summary = page.getByRole('complementary', { name: 'Booking Summary' });
  await expect(summary).toContainText('Kim Do-hyun');
  const coupon = summary.getByLabel('Coupon');
  const otherLawyers = coupon.locator('option', { hasText: 'Lawyer Special Coupon' });
  const minimum = coupon.locator(`option[value="${minHeld.data.id}"]`);

  // greyed (disabled) with the reason; the applicable ones offered
  await expect(otherLawyers).toHaveText('Lawyer Special Coupon - ₩10,000 off — only for the lawyer who issued it');
  await expect(otherLawyers).toBeDisabled();
  await expect(otherLawyers).toHaveAttribute('data-reason', 'other_lawyer');
  await expect(minimum).toHaveText(`E2E Minimum - ₩30,000 off — for fees from ${won(fee60)}`);
  await expect(minimum).toBeDisabled();
  await expect(minimum).toHaveAttribute('data-reason', 'min_not_reached');
  for (const c of [first, second]) {
    await expect(coupon.locator(`option[value="${c.userCouponId}"]`)).toHaveText('E2E Coupon - ₩10,000 off');
    await expect(coupon.locator(`option[value="${c.userCouponId}"]`)).toBeEnabled();
  }

  // the 60-minute fee reaches the minimum: offered, and its discount shown; back to 20 minutes it is
  // unchosen, and the page says why
  await page.getByLabel('Duration').selectOption('60');
  await expect(minimum).toBeEnabled();
  await coupon.selectOption(minHeld.data.id);
  await expect(summary).toContainText('-₩30,000');
  await expect(summary).toContainText(won(fee60 - 30000));
  await page.getByLabel('Duration').selectOption('20');
  await expect(summary.getByRole('status')).toHaveText(`The coupon “E2E Minimum” was removed: it does not apply to this booking (for fees from ${won(fee60)}).`);
  await expect(coupon).toHaveValue('');
  await expect(summary.getByText('Coupon Discount')).toHaveCount(0);
  await expect(minimum).toBeDisabled();

  // the database is the final word: the chosen coupon used meanwhile (another tab) is refused as such
  await coupon.selectOption(first.userCouponId);
  await expect(summary).toContainText('-₩10,000');
  const elsewhere = await freeSlot(DEMO_LAWYER_ID, [`${slot.date} ${slot.time}`]);
  const used = await client.sb.rpc('create_booking', {
    lawyer_id: DEMO_LAWYER_ID, booking_date: elsewhere.date, booking_time: elsewhere.time, duration_minutes: 20, user_coupon_id: first.userCouponId,
  });
  if (used.error) throw new Error(`use the coupon elsewhere: ${used.error.message}`);
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  const refusal = 'This coupon cannot be used for this booking (already used). Choose another coupon or book without one.';
  await expect(summary.getByRole('alert')).toHaveText(refusal);
  await expect(coupon).toHaveValue('');
  await expect(coupon.locator(`option[value="${first.userCouponId}"]`)).toHaveCount(0);

  // an applicable coupon: its discount, then Confirm books at the database's price
  await coupon.selectOption(second.userCouponId);
  await expect(summary.getByRole('alert')).toHaveCount(0);
  await expect(summary).toContainText('-₩10,000');
  await expect(summary).toContainText(won(fee20 - 10000));
  await page.getByRole('button', { name: 'Confirm Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: `Pay ${won(fee20 - 10000)}` })).toBeVisible();
  const booking = await client.sb.from('bookings').select('list_fee,discount_amount,fee_amount,user_coupon_id')
    .eq('booking_date', slot.date).eq('booking_time', `${slot.time}:00`).single();
  expect(booking.data).toEqual({ list_fee: fee20, discount_amount: 10000, fee_amount: fee20 - 10000, user_coupon_id: second.userCouponId });
});
