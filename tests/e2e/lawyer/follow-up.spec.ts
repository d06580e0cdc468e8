// The lawyer's written follow-up (issue 29, item 5): on a completed booking the lawyer writes a
// summary and next steps in Korean in the lawyer portal, then corrects it; the client is told (bell
// and e-mail: the outbox row) and reads it in the client portal in their language through the
// LibreTranslate-speaking test server (e2e/room/server-with-translator.ts: '[ko→ja] …'), labelled as
// machine translation with the original one click away, marked as corrected with the earlier
// version kept.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { bookFreeSlot, DEMO_LAWYER, loginAsLawyer, moveBookingToPast, newClient, signedIn, toast, userIdOf, type Persona } from './helpers.ts';
import { useSession } from '../client/helpers.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const FIRST = '상담 요약: 현재 E-9 체류자격으로는 이직이 제한됩니다. 다음 단계: 고용센터에 사업장 변경 신청을 하세요.';
const CORRECTED = '상담 요약: 현재 E-9 체류자격으로는 이직이 제한됩니다. 다음 단계: 30일 안에 고용센터에 사업장 변경 신청을 하세요.';

let client: Persona;
let bookingId: string;

test.beforeAll(async () => {
  const lawyerId = await userIdOf(DEMO_LAWYER);
  client = await newClient({ name_english: 'Follow-up Client' });
  const b = await bookFreeSlot(client.sb, lawyerId, { pay: true, consultationType: 'E2E consultation', description: 'Changing jobs on an E-9 visa' });
  bookingId = b.id;
  const { sb: lawyer } = await signedIn(DEMO_LAWYER);
  const confirmed = await lawyer.rpc('lawyer_update_booking_status', { booking_id: bookingId, new_status: 'confirmed' });
  if (confirmed.error) throw new Error(confirmed.error.message);
  await moveBookingToPast(bookingId);
  const completed = await lawyer.rpc('lawyer_update_booking_status', { booking_id: bookingId, new_status: 'completed' });
  if (completed.error) throw new Error(completed.error.message);
});

const card = (page: Page) => page.locator(`[data-testid="booking-card"][data-booking-id="${bookingId}"]`);

/** axe (WCAG 2.x A/AA and best practices) on the follow-up section of the booking only. */
async function axeOnFollowUp(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include(`[data-booking-id="${bookingId}"] [data-testid="follow-up"]`)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 2).map((n) => n.html.slice(0, 100)).join(' | ')}`);
}

test('the lawyer writes the follow-up on the completed booking, then corrects it', async ({ page }) => {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto('/lawyer/bookings');
  await page.getByRole('tab', { name: /^완료/ }).click();
  const c = card(page);
  const f = c.getByTestId('follow-up');
  await expect(f).toContainText('아직 작성한 후속 안내가 없습니다.');

  // English is refused by the database, said in Korean at the field
  await f.getByRole('button', { name: '후속 안내 작성' }).click();
  await f.getByLabel('요약 및 다음 단계').fill('Summary: apply at the job centre.');
  await f.getByRole('button', { name: '저장하고 의뢰인에게 알리기' }).click();
  await expect(f).toContainText('후속 안내는 한국어로 작성해 주세요.');

  await f.getByLabel('요약 및 다음 단계').fill(FIRST);
  await f.getByRole('button', { name: '저장하고 의뢰인에게 알리기' }).click();
  await expect(toast(page)).toContainText('후속 안내를 저장하고 의뢰인에게 알렸습니다.');
  await expect(f.getByTestId('follow-up-body')).toHaveText(FIRST);
  await expect(f.getByTestId('follow-up-corrected')).toHaveCount(0);

  await f.getByRole('button', { name: '정정하기' }).click();
  await expect(f.getByLabel('요약 및 다음 단계')).toHaveValue(FIRST);
  expect(await axeOnFollowUp(page)).toEqual([]);
  await f.getByLabel('요약 및 다음 단계').fill(CORRECTED);
  await f.getByRole('button', { name: '저장하고 의뢰인에게 알리기' }).click();
  await expect(f.getByTestId('follow-up-body')).toHaveText(CORRECTED);
  await expect(f.getByTestId('follow-up-corrected')).toHaveText('정정됨');
  await f.getByTestId('follow-up-versions').locator('summary').click();
  await expect(f.getByTestId('follow-up-versions')).toContainText(FIRST);
  expect(await axeOnFollowUp(page)).toEqual([]);

  // the client was told, once per version (bell; the e-mail goes through the same outbox event)
  const { data: bell } = await client.sb.from('notifications').select('kind,params').eq('kind', 'booking_follow_up');
  expect((bell ?? []).filter((n) => (n.params as { booking_id?: string }).booking_id === bookingId)).toHaveLength(2);
});

test('the client reads it in Japanese: machine translation, the original one click away, marked as corrected', async ({ page }) => {
  await useSession(page, client);
  await page.goto(`/ja/client/bookings?booking=${bookingId}`);
  const f = page.locator(`[data-booking-id="${bookingId}"]`).getByTestId('follow-up');
  await expect(f.getByTestId('follow-up-text')).toHaveText(`[ko→ja] ${CORRECTED}`);
  await expect(f.getByTestId('follow-up-mt')).toHaveText('機械翻訳');
  await expect(f).toContainText('訂正済み');
  await f.getByRole('button', { name: '原文を表示' }).click();
  await expect(f.getByTestId('follow-up-text')).toHaveText(CORRECTED);
  await expect(f.getByTestId('follow-up-text')).toHaveAttribute('lang', 'ko');
  await f.getByRole('button', { name: '翻訳を表示' }).click();
  await expect(f.getByTestId('follow-up-text')).toHaveText(`[ko→ja] ${CORRECTED}`);
  await f.getByTestId('follow-up-versions').locator('summary').click();
  await expect(f.getByTestId('follow-up-versions')).toContainText(FIRST);
  expect(await axeOnFollowUp(page)).toEqual([]);

  // another client sees nothing of it
  const other = await newClient({ name_english: 'Other Client' });
  const { data } = await other.sb.from('booking_follow_ups').select('body').eq('booking_id', bookingId);
  expect(data).toEqual([]);
});
