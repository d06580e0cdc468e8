// Intake before the meeting (issue 29, item 4): on a paid booking the client adds the status of
// stay, a notice with its deadline a week after the consultation, and a document (through
// storage-upload; a file attached by mistake is removed first) in the client portal; the lawyer sees them on the booking card before the
// meeting, marked 기한 임박, and downloads the document (an attachment). Another client reads none
// of it. The expanded form is axe clean.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bookFreeSlot, DEMO_LAWYER, loginAsLawyer, newClient, userIdOf, type Persona } from './helpers.ts';
import { useSession } from '../client/helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const shift = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let client: Persona;
let bookingId: string;
let bookingDate: string;

test.beforeAll(async () => {
  const lawyerId = await userIdOf(DEMO_LAWYER);
  client = await newClient({ name_english: 'Intake Client' });
  const b = await bookFreeSlot(client.sb, lawyerId, { pay: true, consultationType: 'labor-employment', description: 'Unpaid wages and a notice from the immigration office' });
  bookingId = b.id;
  bookingDate = b.booking_date;
});

const intakeOf = (page: Page) => page.locator(`[data-booking-id="${bookingId}"]`).getByTestId('booking-intake');

test('the client adds the status of stay, a notice with its deadline and a document', async ({ page }) => {
  await useSession(page, client);
  await page.goto(`/client/bookings?booking=${bookingId}`);
  const intake = intakeOf(page);
  await intake.locator('summary').click();
  await expect(intake.getByTestId('preparation-list')).toContainText('Pay slips, bank transfers or records of working hours');
  await intake.getByLabel('Status of stay').selectOption('e7');
  await intake.getByLabel('Date of a notice or order you received').fill(shift(bookingDate, -5));
  await intake.getByLabel('Deadline set by the notice or order').fill(shift(bookingDate, 7));
  await intake.getByRole('button', { name: 'Save' }).click();
  await expect(intake.getByTestId('intake-message')).toHaveText('Saved. Your lawyer can see it before the consultation.');

  // a file attached by mistake is removed (after a confirmation) and another one attached instead
  await intake.locator('input[type=file]').setInputFiles({ name: 'wrong.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(intake.getByTestId('intake-message')).toHaveText('wrong.pdf was attached.');
  await expect(intake.getByRole('heading', { name: 'Documents (1 of 5)' })).toBeVisible();
  await intake.getByRole('button', { name: /^Remove \d+-wrong\.pdf$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this document?' });
  await expect(dialog).toContainText('wrong.pdf will be removed and your lawyer will no longer see it.');
  await dialog.getByRole('button', { name: 'Remove document' }).click();
  await expect(intake.getByTestId('intake-message')).toHaveText(/^\d+-wrong\.pdf was removed\.$/);
  await expect(dialog).toBeHidden();
  await expect(intake.getByRole('heading', { name: 'Documents (0 of 5)' })).toBeVisible();
  await expect(intake.getByText('No documents attached yet.')).toBeVisible();
  expect((await client.sb.from('booking_documents').select('path').eq('booking_id', bookingId)).data).toEqual([]);

  await intake.locator('input[type=file]').setInputFiles({ name: 'notice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(intake.getByTestId('intake-message')).toHaveText('notice.pdf was attached.');
  await expect(intake.getByRole('heading', { name: 'Documents (1 of 5)' })).toBeVisible();
  await expect(intake.locator('.file-list')).toContainText('notice.pdf');

  const { violations } = await new AxeBuilder({ page }).include(`[data-booking-id="${bookingId}"]`).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`)).toEqual([]);

  // saved in the database, and nobody else's to read
  const { data } = await client.sb.from('booking_intakes').select('status_of_stay, notice_deadline').eq('booking_id', bookingId);
  expect(data).toEqual([{ status_of_stay: 'e7', notice_deadline: shift(bookingDate, 7) }]);
  const other = await newClient({ name_english: 'Other Client' });
  expect((await other.sb.from('booking_intakes').select('booking_id').eq('booking_id', bookingId)).data).toEqual([]);
  expect((await other.sb.from('booking_documents').select('path').eq('booking_id', bookingId)).data).toEqual([]);
});

test('the lawyer sees it on the booking before the meeting, marked 기한 임박, and downloads the document', async ({ page }) => {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto(`/lawyer/bookings?booking=${bookingId}`);
  const card = page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);
  const intake = card.getByTestId('booking-intake');
  await expect(intake.getByTestId('intake-urgent')).toHaveText('기한 임박');
  await expect(intake).toContainText(`통지·명령의 기한 ${shift(bookingDate, 7)}`);
  await expect(intake.getByTestId('intake-status')).toHaveText('취업(E-7)');
  const name = await intake.getByRole('button', { name: /내려받기$/ }).textContent();
  expect(name?.trim()).toMatch(/^\d+-notice\.pdf$/);
  const [download] = await Promise.all([page.waitForEvent('download'), intake.getByRole('button', { name: /내려받기$/ }).click()]);
  expect(download.suggestedFilename()).toBe(name?.trim());
});
