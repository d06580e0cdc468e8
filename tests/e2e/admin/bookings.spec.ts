// Booking management (spec §2 "Booking management"): every booking, newest booking_date first; the
// meeting-link dialog (client, lawyer, date, time; https only) through admin_set_meeting_link;
// the client then sees Join Online Meeting.
import { expect, test } from '@playwright/test';
import { DEMO_LAWYER, DEMO_LAWYER_ID, adminLogIn, bookFreeSlot, browserSessionFor, expectToast, newClient, signedIn, unique } from './helpers.ts';

test('set a meeting link; the client sees Join Online Meeting', async ({ page }) => {
  const name = unique('E2E Meet');
  const client = await newClient({ name_english: name });
  const booking = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { consultationType: 'E2E consultation', description: 'Admin e2e: meeting link' });
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

  await page.getByPlaceholder('의뢰인, 변호사 또는 상담 유형 검색').fill(name);
  const row = page.locator('tbody tr');
  await expect(row).toHaveCount(1);
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
