// A booking's page in the console (issue 29): the administrator opens a paid booking from the list
// (상세) and sees what the client added before the meeting (status of stay, the notice's deadline a
// week after the consultation marked 기한 임박, a document downloaded as an attachment), then a
// completed booking with the lawyer's written follow-up, every version with its time, the latest
// marked 최신 and the correction 정정됨. The page passes axe. The data are made through the API as
// the client and the lawyer (client_save_booking_intake, storage-upload, lawyer_write_follow_up).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminLogIn, bookFreeSlot, DEMO_LAWYER, DEMO_LAWYER_ID, moveBookingToPast, newClient, signedIn, unique } from './helpers.ts';

test.describe.configure({ timeout: 120_000 });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const shift = (ymd: string, days: number) => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const FIRST = '상담 요약: 체불 임금은 노동청에 진정할 수 있습니다. 다음 단계: 임금 명세서를 모으세요.';
const CORRECTED = '상담 요약: 체불 임금은 노동청에 진정할 수 있습니다. 다음 단계: 3개월치 임금 명세서와 근로계약서를 모으세요.';

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .MuiCircularProgress-root, .MuiLinearProgress-indeterminate')).toHaveCount(0, { timeout: 15_000 });
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(' | ')}`);
}

test('a paid booking: the intake with 기한 임박 and its document; a completed booking: every version of the follow-up', async ({ page }) => {
  const name = unique('E2E Records');
  const client = await newClient({ name_english: name });
  const { sb: lawyer } = await signedIn(DEMO_LAWYER);

  // a paid booking with an intake (a notice whose deadline is a week after the consultation) and a document
  const paid = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true, consultationType: 'E2E records: intake', description: 'Unpaid wages (admin e2e)' });
  const saved = await client.sb.rpc('client_save_booking_intake', {
    booking_id: paid.id, status_of_stay: 'e7', visa_expires_on: shift(paid.booking_date, 200), notice_date: shift(paid.booking_date, -3), notice_deadline: shift(paid.booking_date, 7),
  });
  expect(saved.error).toBeNull();
  const file = `${Date.now()}-notice.pdf`;
  const up = await client.sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'booking-documents', path: `${paid.id}/${file}` })}`, { body: new Blob([PDF], { type: 'application/pdf' }) });
  expect(up.error).toBeNull();

  // a completed booking with a follow-up and its correction
  const done = await bookFreeSlot(client.sb, DEMO_LAWYER_ID, { pay: true, consultationType: 'E2E records: follow-up', description: 'Unpaid wages, after the meeting (admin e2e)' });
  expect((await lawyer.rpc('lawyer_update_booking_status', { booking_id: done.id, new_status: 'confirmed' })).error).toBeNull();
  await moveBookingToPast(done.id);
  expect((await lawyer.rpc('lawyer_update_booking_status', { booking_id: done.id, new_status: 'completed' })).error).toBeNull();
  expect((await lawyer.rpc('lawyer_write_follow_up', { booking_id: done.id, body: FIRST })).error).toBeNull();
  expect((await lawyer.rpc('lawyer_write_follow_up', { booking_id: done.id, body: CORRECTED })).error).toBeNull();

  await adminLogIn(page);
  await page.goto('/admin/bookings');
  await page.getByPlaceholder('의뢰인, 변호사 또는 상담 유형 검색').fill('E2E records: intake');
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.locator('tbody tr').getByRole('link', { name: /예약 상세 보기$/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/bookings/${paid.id}/show$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('예약 상세');

  const intake = page.getByRole('region', { name: '상담 전 자료' });
  await expect(intake.getByTestId('intake-urgent')).toHaveText('기한 임박');
  await expect(intake.getByTestId('intake-urgent-hint')).toHaveText(`상담일로부터 14일 이내이거나 이미 지난 기한이 있습니다: 통지·명령의 기한 ${shift(paid.booking_date, 7)}`);
  await expect(intake).toContainText('취업(E-7)');
  await expect(intake).toContainText(shift(paid.booking_date, 200));
  await expect(intake).toContainText(shift(paid.booking_date, -3));
  const [download] = await Promise.all([page.waitForEvent('download'), intake.getByRole('button', { name: `${file} 내려받기` }).click()]);
  expect(download.suggestedFilename()).toBe(file);
  // nothing written after the meeting yet
  await expect(page.getByRole('region', { name: '상담 후속 안내' })).toContainText('아직 작성된 후속 안내가 없습니다.');
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`/admin/bookings/${done.id}/show`);
  const followUp = page.getByRole('region', { name: '상담 후속 안내' });
  const versions = followUp.getByTestId('follow-up-version');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(0)).toHaveAttribute('data-version', '2');
  await expect(versions.nth(0).getByRole('heading')).toHaveText(/^버전 2 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(versions.nth(0).getByTestId('follow-up-latest')).toHaveText('최신');
  await expect(versions.nth(0).getByTestId('follow-up-corrected')).toHaveText('정정됨');
  await expect(versions.nth(0).getByTestId('follow-up-body')).toHaveText(CORRECTED);
  await expect(versions.nth(1).getByRole('heading')).toHaveText(/^버전 1 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  await expect(versions.nth(1).getByTestId('follow-up-body')).toHaveText(FIRST);
  await expect(versions.nth(1).getByTestId('follow-up-latest')).toHaveCount(0);
  await expect(versions.nth(1).getByTestId('follow-up-corrected')).toHaveCount(0);
  // a completed booking without intake says so
  await expect(page.getByRole('region', { name: '상담 전 자료' })).toContainText('의뢰인이 아직 추가한 자료가 없습니다.');
  await settle(page);
  expect(await axeViolations(page)).toEqual([]);
});
