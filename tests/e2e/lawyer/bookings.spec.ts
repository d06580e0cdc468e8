// The demo lawyer manages bookings made by a fresh client: approve, decline, complete, with the
// spec's toasts; the client's own view follows; a new booking shows up live; the dashboard figures
// follow the spec's definitions.
import { expect, test, type Page } from '@playwright/test';
import { bookFreeSlot, bookingStatusSeenBy, DEMO_LAWYER, loginAsLawyer, newClient, signedIn, toast, unique, userIdOf, type Persona } from './helpers.ts';

test.describe.configure({ mode: 'serial' });

let lawyerId: string;
let client: Persona;
let clientName: string;
const bookings: Record<'approve' | 'decline' | 'complete', { id: string; date: string; time: string }> = {} as never;

test.beforeAll(async () => {
  lawyerId = await userIdOf(DEMO_LAWYER);
  clientName = unique('E2E Client');
  client = await newClient({ name_english: clientName });
  bookings.approve = await bookFreeSlot(client.sb, lawyerId, { consultationType: 'E2E consultation', description: 'Please approve me' });
  bookings.decline = await bookFreeSlot(client.sb, lawyerId, { consultationType: 'E2E consultation', description: 'Please decline me' });
  bookings.complete = await bookFreeSlot(client.sb, lawyerId, { consultationType: 'E2E consultation', description: 'Please complete me' });
});

const card = (page: Page, id: string) => page.locator(`[data-testid="booking-card"][data-booking-id="${id}"]`);

test('the lawyer approves, declines and completes bookings; the client sees each change', async ({ page }) => {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '예약 관리' }).click();
  await expect(page.getByRole('heading', { name: '예약 관리', level: 1 })).toBeVisible();

  // every field of a card
  const a = card(page, bookings.approve.id);
  await expect(a).toContainText(clientName);
  await expect(a).toContainText(client.email);
  await expect(a).toContainText('대기 중');
  await expect(a).toContainText(bookings.approve.date);
  await expect(a).toContainText(bookings.approve.time);
  await expect(a).toContainText('40분');
  await expect(a).toContainText('E2E consultation');
  await expect(a).toContainText('Please approve me');
  await expect(a).toContainText(/\d{2,3},000원/);

  // approve
  await a.getByRole('button', { name: '승인' }).click();
  await expect(toast(page)).toContainText('예약 상태가 승인되었습니다.');
  await expect(a).toHaveAttribute('data-status', 'confirmed');
  await expect(a).toContainText('승인됨');
  expect(await bookingStatusSeenBy(client.sb, bookings.approve.id)).toBe('confirmed');

  // decline (asks for confirmation first)
  const d = card(page, bookings.decline.id);
  await d.getByRole('button', { name: '거절' }).click();
  await d.getByRole('alertdialog').getByRole('button', { name: '거절' }).click();
  await expect(toast(page)).toContainText('예약 상태가 취소되었습니다.');
  await expect(d).toHaveAttribute('data-status', 'cancelled');
  await expect(d).toContainText('취소됨');
  expect(await bookingStatusSeenBy(client.sb, bookings.decline.id)).toBe('cancelled');

  // approve, then mark complete
  const c = card(page, bookings.complete.id);
  await c.getByRole('button', { name: '승인' }).click();
  await expect(c).toHaveAttribute('data-status', 'confirmed');
  await c.getByRole('button', { name: '상담 완료 처리' }).click();
  await expect(toast(page)).toContainText('예약 상태가 완료되었습니다.');
  await expect(c).toHaveAttribute('data-status', 'completed');
  expect(await bookingStatusSeenBy(client.sb, bookings.complete.id)).toBe('completed');

  // tabs filter by status; cancelled bookings only under All
  await page.getByRole('tab', { name: /^완료/ }).click();
  await expect(card(page, bookings.complete.id)).toBeVisible();
  await expect(card(page, bookings.approve.id)).toHaveCount(0);
  await page.getByRole('tab', { name: /^승인됨/ }).click();
  await expect(card(page, bookings.approve.id)).toBeVisible();
  await expect(card(page, bookings.decline.id)).toHaveCount(0);
  await page.getByRole('tab', { name: /^전체/ }).click();
  await expect(card(page, bookings.decline.id)).toBeVisible();
});

test('a new booking appears on the open list without reload', async ({ page }) => {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto('/lawyer/bookings');
  await expect(page.getByRole('tab', { name: /^전체/ })).toBeVisible();
  await expect(page.locator('[data-testid="booking-card"]').first()).toBeVisible();
  await page.waitForTimeout(1500); // let the realtime subscription join
  const fresh = await bookFreeSlot(client.sb, lawyerId, { consultationType: 'E2E consultation', description: 'Arrived live' });
  await expect(card(page, fresh.id)).toBeVisible({ timeout: 15_000 });
  await expect(card(page, fresh.id)).toContainText('Arrived live');
});

test('the dashboard figures follow the spec definitions', async ({ page }) => {
  const { sb } = await signedIn(DEMO_LAWYER);
  const { data } = await sb.from('booking_details').select('client_id,booking_date,status,fee_amount').eq('lawyer_id', lawyerId);
  const rows = (data ?? []) as { client_id: string; booking_date: string; status: string; fee_amount: number }[];
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());
  const fmt = (n: number) => n.toLocaleString('ko-KR');

  await loginAsLawyer(page, DEMO_LAWYER);
  await expect(page.getByTestId('stat-today-value')).toHaveText(fmt(rows.filter((r) => r.booking_date === today).length));
  await expect(page.getByTestId('stat-pending-value')).toHaveText(fmt(rows.filter((r) => r.status === 'pending').length));
  await expect(page.getByTestId('stat-earnings-value')).toHaveText(fmt(rows.filter((r) => r.status === 'completed').reduce((s, r) => s + r.fee_amount, 0)));
  await expect(page.getByTestId('stat-clients-value')).toHaveText(fmt(new Set(rows.map((r) => r.client_id)).size));
  // upcoming: at most 5, the confirmed one with a link offers to join
  const upcoming = page.getByTestId('upcoming-booking');
  expect(await upcoming.count()).toBeLessThanOrEqual(5);
});
