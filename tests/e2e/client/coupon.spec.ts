// A lawyer sends a message and a coupon on a client's bookmark; the client downloads the coupon
// once from the portal, then is told they already have it; it is listed under My Coupons with the
// lawyer as issuer. Fresh client and bookmark per run; the lawyer's credits are topped up first.
import { expect, test } from '@playwright/test';
import { ADMIN, LAWYER, expectToast, newClient, signedIn, useSession } from './helpers.ts';

test('a coupon offered on a bookmark is downloaded once, then "already have"', async ({ page }) => {
  const client = await newClient('Coupon Tester');
  const bookmark = await client.sb.from('lawyer_bookmarks').insert({ user_id: client.uid, lawyer_id: LAWYER.id }).select('id').single();
  if (bookmark.error) throw new Error(bookmark.error.message);

  const admin = await signedIn(ADMIN);
  const topUp = await admin.sb.rpc('admin_top_up_credits', { lawyer_id: LAWYER.id, amount: 100, note: 'e2e: client portal coupon' });
  if (topUp.error) throw new Error(topUp.error.message);
  const lawyer = await signedIn(LAWYER.email);
  const message = 'Thanks for bookmarking me. Here is a coupon for your first consultation.';
  const msg = await lawyer.sb.from('lawyer_bookmarks').update({ lawyer_message: message }).eq('id', bookmark.data.id);
  if (msg.error) throw new Error(msg.error.message);
  const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const issued = await lawyer.sb.rpc('issue_lawyer_coupon', { bookmark_id: bookmark.data.id, discount_type: 'fixed', discount_value: 10000, valid_until: until });
  if (issued.error) throw new Error(issued.error.message);
  const code = (issued.data as { code: string }).code;

  await useSession(page, client);
  await page.goto('/client/bookmarks');
  const card = page.locator(`[data-lawyer-id="${LAWYER.id}"]`);
  await expect(card).toContainText(LAWYER.name);
  // the short reference cards, profile and booking show too (shortId: the id's last 8 hex digits)
  await expect(card).toContainText(`ID# ${LAWYER.id.replace(/-/g, '').slice(-8).toUpperCase()}`);
  await expect(card.locator('.pb-message', { has: page.getByRole('heading', { name: 'Message from Lawyer' }) })).toContainText(message);
  const coupon = card.locator('.pb-coupon', { has: page.getByRole('heading', { name: 'Special Coupon' }) });
  await expect(coupon).toContainText('Lawyer Special Coupon');
  await expect(coupon).toContainText('₩10,000 off');
  await expect(coupon).toContainText(`Code: ${code}`);

  await coupon.getByRole('button', { name: 'Download Coupon' }).click();
  await expectToast(page, `Coupon "${code}" downloaded successfully!`);
  await expect(coupon.getByRole('link', { name: 'In My Coupons' })).toBeVisible();

  await coupon.getByRole('button', { name: 'Download Coupon' }).click();
  await expectToast(page, 'You already have this coupon');

  const held = await client.sb.from('user_coupons').select('id').eq('user_id', client.uid);
  expect(held.data).toHaveLength(1);

  await page.getByRole('navigation', { name: 'My Page' }).getByRole('link', { name: 'Coupons' }).click();
  const row = page.locator(`tr[data-coupon-code="${code}"]`);
  await expect(row).toHaveAttribute('data-status', 'available');
  await expect(row).toContainText('₩10,000');
  await expect(row.getByRole('link', { name: /Kang Min-ji/ })).toHaveAttribute('href', `/booking?lawyer=${LAWYER.id}`);
});

test('removing a bookmark from the portal', async ({ page }) => {
  const client = await newClient('Bookmark Remover');
  const ins = await client.sb.from('lawyer_bookmarks').insert({ user_id: client.uid, lawyer_id: LAWYER.id });
  if (ins.error) throw new Error(ins.error.message);
  await useSession(page, client);
  await page.goto('/client/bookmarks');
  const card = page.locator(`[data-lawyer-id="${LAWYER.id}"]`);
  await expect(card).toContainText('No messages or coupons from this lawyer yet.');
  await expect(card).toContainText('Bar: ');
  await card.getByRole('button', { name: `Remove ${LAWYER.name} from your bookmarks` }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this bookmark?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Remove bookmark' }).click();
  await expectToast(page, 'Bookmark removed');
  await expect(page.getByText('No bookmarked lawyers yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find Lawyers' })).toHaveAttribute('href', '/lawyers');
  const left = await client.sb.from('lawyer_bookmarks').select('id').eq('user_id', client.uid);
  expect(left.data).toHaveLength(0);
});
