// Booking management (spec §2 "Booking management"): every booking, newest booking_date first; the
// meeting-link dialog (client, lawyer, date, time; https only) through admin_set_meeting_link,
// offered only on open, paid bookings (docs/bookings.md); the client then sees Join Online Meeting.
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_LAWYER,
  DEMO_LAWYER_ID,
  adminLogIn,
  bookFreeSlot,
  browserSessionFor,
  expectToast,
  expireHoldNow,
  newClient,
  signedIn,
  unique,
} from './helpers.ts';

async function findRow(page: Page, name: string) {
  await page.getByPlaceholder('의뢰인, 변호사 또는 상담 유형 검색').fill(name);
  const row = page.locator('tbody tr');
  await expect(row).toHaveCount(1);
  return row;
}

test('set a meeting link; the client sees Join Online Meeting', async ({ page }) => {
  const name = unique('E2E Meet');
  const client = await newClient({ name_english: name });
  const booking = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true, consultationType: 'E2E consultation', description: 'Admin e2e: meeting link' });
  const { sb: lawyer } = await signedIn(DEMO_LAWYER);
  const confirm = await lawyer.rpc('lawyer_update_booking_status', { booking_id: booking.id, new_status: 'confirmed' });
  expect(confirm.error).toBeNull();

  await adminLogIn(page);
  await page.goto('/admin/bookings');
  // newest booking_date first
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const dates = await page.locator('tbody tr td.column-booking_date').allInnerTexts();
  expect(dates.length).toBeGreaterThan(1);
  expect([...dates].sort().reverse()).toEqual(dates);

  const row = await findRow(page, name);
  await expect(row).toContainText(booking.date);
  await expect(row).toContainText(booking.time);
  await expect(row).toContainText('김도현');
  await expect(row).toContainText('승인됨');
  await row.getByRole('button', { name: '추가' }).click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(client.email);
  await expect(dialog).toContainText('김도현');
  await expect(dialog).toContainText(booking.date);
  await expect(dialog).toContainText(booking.time);
  const input = dialog.getByLabel('미팅 링크');
  await input.fill('http://meet.example.com/insecure');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('링크는 https://로 시작하는 올바른 URL이어야 합니다.')).toBeVisible();
  await input.fill('meet.example.com/no-scheme');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('링크는 https://로 시작하는 올바른 URL이어야 합니다.')).toBeVisible();

  const link = `https://meet.example.com/${unique('room')}`;
  await input.fill(link);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '저장 완료', '미팅 링크가 저장되었습니다.');
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('button', { name: '수정' })).toBeVisible();

  // the dialog reopens with the saved link; the status is not editable here
  await row.getByRole('button', { name: '수정' }).click();
  await expect(page.getByRole('dialog').getByLabel('미팅 링크')).toHaveValue(link);
  await expect(page.getByRole('dialog').getByRole('combobox')).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();

  // the client sees it: through the API ...
  const seen = await client.sb.from('bookings').select('meeting_link,status').eq('id', booking.id).single();
  expect(seen.data).toEqual({ meeting_link: link, status: 'confirmed' });
  // ... and in the client portal as Join Online Meeting
  await browserSessionFor(page, client.email);
  await page.goto('/client/bookings');
  const join = page.getByRole('link', { name: /Join Online Meeting/ });
  await expect(join).toHaveAttribute('href', link);
});

test('the dashboard lists the 5 most recent bookings with status and link badges', async ({ page }) => {
  await adminLogIn(page);
  const recent = page.getByTestId('recent-booking');
  await expect(recent).toHaveCount(5);
  await expect(recent.first()).toContainText('→');
  await expect(recent.first()).toContainText(/링크 있음|링크 없음/);
  await page.getByRole('link', { name: '전체 보기' }).last().click();
  await expect(page).toHaveURL(/\/admin\/bookings/);
});

test('no meeting link on a cancelled or unpaid booking: the editor is disabled with the reason; an existing link can still be removed', async ({ page }) => {
  const name = unique('E2E Closed');
  const client = await newClient({ name_english: name });
  const { sb: lawyer } = await signedIn(DEMO_LAWYER);
  const { sb: admin } = await signedIn('admin@demo.test');

  // a paid, confirmed booking with a link, then cancelled by the lawyer (refunded)
  const linked = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true, consultationType: 'E2E closed with link' });
  expect((await lawyer.rpc('lawyer_update_booking_status', { booking_id: linked.id, new_status: 'confirmed' })).error).toBeNull();
  expect((await admin.rpc('admin_set_meeting_link', { booking_id: linked.id, link: 'https://meet.example.com/closed' })).error).toBeNull();
  expect((await lawyer.rpc('lawyer_update_booking_status', { booking_id: linked.id, new_status: 'cancelled' })).error).toBeNull();
  // a paid booking cancelled without a link
  const closed = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true, consultationType: 'E2E closed' });
  expect((await client.sb.rpc('client_cancel_booking', { booking_id: closed.id })).error).toBeNull();
  // an unpaid hold, and one whose time ran out
  const unpaid = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { consultationType: 'E2E unpaid' });
  const lapsed = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { consultationType: 'E2E lapsed' });
  await expireHoldNow(lapsed.id);

  // the database refuses a link on each (the console never offers it)
  expect((await admin.rpc('admin_set_meeting_link', { booking_id: closed.id, link: 'https://meet.example.com/x' })).error?.hint).toBe('booking_closed');
  expect((await admin.rpc('admin_set_meeting_link', { booking_id: unpaid.id, link: 'https://meet.example.com/x' })).error?.hint).toBe('not_paid');

  await adminLogIn(page);
  await page.goto('/admin/bookings');

  await page.getByPlaceholder('의뢰인, 변호사 또는 상담 유형 검색').fill(name);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const rowOf = (type: string) => rows.filter({ has: page.locator('td.column-consultation_type', { hasText: new RegExp(`^${type}\\d`) }) });

  // cancelled, no link: 추가 disabled with the reason
  let row = rowOf('E2E closed');
  await expect(row).toContainText('취소됨');
  await expect(row.getByRole('button', { name: /추가/ })).toBeDisabled();
  await expect(row.getByTestId('link-blocked-cell')).toHaveAttribute('data-reason', 'cancelled');
  await expect(row.getByTestId('link-blocked-cell')).toContainText('취소된 예약');
  await expect(row.getByTestId('link-blocked-cell')).toHaveAttribute('title', '취소된 예약에는 미팅 링크를 설정할 수 없습니다.');

  // unpaid: 추가 disabled, the payment reason
  row = rowOf('E2E unpaid');
  await expect(row.getByRole('button', { name: /추가/ })).toBeDisabled();
  await expect(row.getByTestId('link-blocked-cell')).toContainText('결제 전');

  // expired hold: labelled as such, no link
  row = rowOf('E2E lapsed');
  await expect(row).toContainText('기한 만료');
  await expect(row.getByRole('button', { name: /추가/ })).toBeDisabled();
  await expect(row.getByTestId('link-blocked-cell')).toHaveAttribute('data-reason', 'expired');
  await expect(row.getByTestId('link-blocked-cell')).toContainText('만료된 예약');

  // cancelled with a link: the editor only removes it
  row = rowOf('E2E closed with link');
  await row.getByRole('button', { name: '수정' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('link-blocked')).toHaveText('취소된 예약에는 미팅 링크를 설정할 수 없습니다.');
  await expect(dialog.getByLabel('미팅 링크')).toBeDisabled();
  await expect(dialog.getByLabel('미팅 링크')).toHaveValue('https://meet.example.com/closed');
  await expect(dialog.getByRole('button', { name: '저장' })).toHaveCount(0);
  await dialog.getByRole('button', { name: '링크 삭제' }).click();
  await expectToast(page, '저장 완료', '미팅 링크가 삭제되었습니다.');
  await expect(dialog).toBeHidden();
  const seen = await client.sb.from('bookings').select('meeting_link').eq('id', linked.id).single();
  expect(seen.data?.meeting_link).toBeNull();
  await expect(row.getByRole('button', { name: /추가/ })).toBeDisabled();

  // leave no unpaid hold behind
  expect((await client.sb.rpc('client_cancel_booking', { booking_id: unpaid.id })).error).toBeNull();
});
