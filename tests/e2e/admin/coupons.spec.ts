// Coupon management (spec §2 "Coupon management", §5 "Admin coupon form", "Admin grant"): create
// with every reachable validation message, grant to two users (who then hold it), edit, delete.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminLogIn, browserSessionFor, expectToast, isoDay, newClient, signedIn, unique, uniqueCode } from './helpers.ts';

function card(page: Page, code: string): Locator {
  return page.locator(`[data-testid="coupon-card"][data-code="${code}"]`);
}

async function fillNumber(dialog: Locator, label: string, value: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await input.fill(value);
}

test('create (every validation message), grant to two users, edit, delete', async ({ page }) => {
  const a = await newClient({ name_english: unique('E2E Grant A') });
  const b = await newClient({ name_english: unique('E2E Grant B') });
  const code = uniqueCode('E2E');
  const nameKo = `E2E 쿠폰 ${code.slice(-5)}`;

  await adminLogIn(page);
  await page.goto('/admin/coupons');
  await expect(page.getByTestId('coupon-card').first()).toBeVisible();
  await page.getByRole('button', { name: '새 쿠폰 만들기' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: '새 쿠폰 만들기' })).toBeVisible();
  // spec defaults: percentage, 0, 0, 0, 100 uses, active
  await expect(dialog.getByLabel('비율 할인 (%)')).toBeChecked();
  await expect(dialog.getByLabel('할인 값', { exact: true })).toHaveValue('0');
  await expect(dialog.getByLabel('최대 사용 횟수', { exact: true })).toHaveValue('100');
  await expect(dialog.getByLabel('활성화')).toBeChecked();

  // empty form: the messages of §5
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('코드는 3자 이상이어야 합니다')).toBeVisible();
  await expect(dialog.getByText('영문 이름을 입력해주세요')).toBeVisible();
  await expect(dialog.getByText('한글 이름을 입력해주세요')).toBeVisible();
  await expect(dialog.getByText('할인 값은 1 이상이어야 합니다')).toBeVisible();
  await expect(dialog.getByText('만료일을 입력해주세요')).toBeVisible();

  // the code is forced to upper case and limited to A-Z 0-9
  const codeInput = dialog.getByLabel('쿠폰 코드', { exact: true });
  await codeInput.fill('e2e-1');
  await expect(codeInput).toHaveValue('E2E-1');
  await expect(dialog.getByText('코드는 영문 대문자와 숫자만 사용할 수 있습니다')).toBeVisible();
  // input caps (20 / 100 / 500)
  await expect(codeInput).toHaveAttribute('maxlength', '20');
  await expect(dialog.getByLabel('한글 이름', { exact: true })).toHaveAttribute('maxlength', '100');
  await expect(dialog.getByLabel('설명', { exact: true })).toHaveAttribute('maxlength', '500');
  // a percentage above 100 is refused (the database forbids it)
  await fillNumber(dialog, '할인 값', '150');
  await expect(dialog.getByText('비율 할인은 100% 이하여야 합니다')).toBeVisible();
  // an expiry in the past
  await dialog.getByLabel('만료일', { exact: true }).fill(isoDay(new Date(Date.now() - 3 * 86_400_000)));
  await expect(dialog.getByText('만료일은 쿠폰 시작일 이후여야 합니다')).toBeVisible();

  // a valid coupon
  await codeInput.fill(code.toLowerCase());
  await dialog.getByLabel('한글 이름', { exact: true }).fill(nameKo);
  await dialog.getByLabel('영문 이름', { exact: true }).fill(`E2E coupon ${code}`);
  await dialog.getByLabel('설명', { exact: true }).fill('Created by the admin e2e journey.');
  await fillNumber(dialog, '할인 값', '15');
  await fillNumber(dialog, '최소 결제 금액', '30000');
  await fillNumber(dialog, '최대 할인 금액', '0');
  await fillNumber(dialog, '최대 사용 횟수', '40');
  const expiry = isoDay(new Date(Date.now() + 60 * 86_400_000));
  await dialog.getByLabel('만료일', { exact: true }).fill(expiry);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '새 쿠폰이 생성되었습니다');
  await expect(dialog).toBeHidden();

  // the card (newest first): badge, code, discount, usage, expiry, minimum (no maximum: 0 = none)
  const c = card(page, code);
  await expect(page.getByTestId('coupon-card').first()).toHaveAttribute('data-code', code);
  await expect(c).toContainText(nameKo);
  await expect(c).toContainText('활성');
  await expect(c).toContainText('15% 할인');
  await expect(c).toContainText('0 / 40 (0%)');
  await expect(c).toContainText(expiry);
  await expect(c).toContainText('30,000원');
  await expect(c).not.toContainText('최대 할인 금액');

  // the same code again is refused by the database (unique), with a readable message
  await page.getByRole('button', { name: '새 쿠폰 만들기' }).click();
  await codeInput.fill(code);
  await dialog.getByLabel('한글 이름', { exact: true }).fill('중복');
  await dialog.getByLabel('영문 이름', { exact: true }).fill('Duplicate');
  await fillNumber(dialog, '할인 값', '5');
  await dialog.getByLabel('만료일', { exact: true }).fill(expiry);
  await dialog.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '쿠폰을 저장하지 못했습니다', '이미 사용 중인 쿠폰 코드입니다.');
  await dialog.getByRole('button', { name: '취소' }).click();

  // grant to the two new users
  await c.getByRole('button', { name: '사용자에게 지급' }).click();
  const grant = page.getByRole('dialog');
  await expect(grant.getByTestId('grant-counter')).toHaveText(/^0\/\d+$/);
  const total = Number((await grant.getByTestId('grant-counter').innerText()).split('/')[1]);
  await expect(grant.getByRole('button', { name: '0명에게 지급' })).toBeDisabled();
  await grant.getByLabel('이름 또는 이메일로 찾기').fill(a.email);
  await grant.getByRole('button', { name: new RegExp(a.email.replace(/[.]/g, '\\.')) }).click();
  await grant.getByLabel('이름 또는 이메일로 찾기').fill(b.email);
  await grant.getByRole('button', { name: new RegExp(b.email.replace(/[.]/g, '\\.')) }).click();
  await expect(grant.getByTestId('grant-counter')).toHaveText(`2/${total}`);
  // select-all applies to the filtered list
  await grant.getByLabel('이름 또는 이메일로 찾기').fill('');
  await grant.getByLabel('전체 선택').check();
  await expect(grant.getByTestId('grant-counter')).toHaveText(`${total}/${total}`);
  await grant.getByLabel('전체 선택').uncheck();
  await expect(grant.getByTestId('grant-counter')).toHaveText(`0/${total}`);
  for (const u of [a, b]) {
    await grant.getByLabel('이름 또는 이메일로 찾기').fill(u.email);
    await grant.getByRole('button', { name: new RegExp(u.email.replace(/[.]/g, '\\.')) }).click();
  }
  await grant.getByRole('button', { name: '2명에게 지급' }).click();
  await expectToast(page, '2명에게 쿠폰을 지급했습니다');
  await expect(grant).toBeHidden();

  // both users hold it (API as each user), and the grant list no longer offers them
  for (const u of [a, b]) {
    const held = await u.sb.from('user_coupons').select('coupon_id, is_used, coupons(code)').eq('user_id', u.uid);
    expect(held.error).toBeNull();
    expect(held.data?.map((h) => (h.coupons as unknown as { code: string }).code)).toContain(code);
  }
  await c.getByRole('button', { name: '사용자에게 지급' }).click();
  await expect(page.getByRole('dialog').getByTestId('grant-counter')).toHaveText(`0/${total - 2}`);
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();

  // the user sees it in the client portal
  await browserSessionFor(page, a.email);
  await page.goto('/client/coupons');
  await expect(page.getByText(code).or(page.getByText(`E2E coupon ${code}`)).first()).toBeVisible();

  // edit
  await adminLogIn(page);
  await page.goto('/admin/coupons');
  await card(page, code).getByRole('button', { name: `수정: ${code}` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('heading', { name: '쿠폰 수정' })).toBeVisible();
  await expect(edit.getByLabel('쿠폰 코드', { exact: true })).toHaveValue(code);
  await expect(edit.getByLabel('만료일', { exact: true })).toHaveValue(expiry);
  await edit.getByLabel('한글 이름', { exact: true }).fill(`${nameKo} 수정`);
  await edit.getByLabel('비율 할인 (%)').uncheck().catch(() => undefined);
  await edit.getByLabel('금액 할인 (원)').check();
  await fillNumber(edit, '할인 값', '5000');
  await edit.getByLabel('활성화').uncheck();
  await edit.getByRole('button', { name: '저장' }).click();
  await expectToast(page, '쿠폰이 수정되었습니다');
  await expect(card(page, code)).toContainText(`${nameKo} 수정`);
  await expect(card(page, code)).toContainText('5,000원 할인');
  await expect(card(page, code)).toContainText('비활성');

  // delete (browser confirmation; dismissing keeps it)
  page.once('dialog', (d) => {
    expect(d.message()).toBe('정말 이 쿠폰을 삭제하시겠습니까?');
    void d.dismiss();
  });
  await card(page, code).getByRole('button', { name: `삭제: ${code}` }).click();
  await expect(card(page, code)).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await card(page, code).getByRole('button', { name: `삭제: ${code}` }).click();
  await expectToast(page, '쿠폰이 삭제되었습니다');
  await expect(card(page, code)).toHaveCount(0);
  const { sb: admin } = await signedIn('admin@demo.test');
  const gone = await admin.from('coupons').select('id').eq('code', code);
  expect(gone.data).toEqual([]);
});
