// Inputs (issue 16), as the administrator: amounts are read strictly — "1e5" and "-10000" are
// refused with a Korean message at the field instead of becoming other numbers — in the coupon
// form and the credit top-up; nothing is saved.
import { expect, test } from '@playwright/test';
import { adminLogIn, DEMO_LAWYER_ID, signedIn } from './helpers.ts';

test('coupon form: 1e5 and -10000 are refused at the field', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/coupons');
  await page.getByRole('button', { name: '새 쿠폰 만들기' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('금액 할인 (원)').check();
  const value = dialog.getByLabel('할인 값', { exact: true });
  await value.fill('1e5');
  await expect(value).toHaveValue('1e5');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('숫자만 입력해주세요 (예: 50000)')).toBeVisible();
  await value.fill('-10000');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('할인 값은 1 이상이어야 합니다')).toBeVisible();
  const uses = dialog.getByLabel('최대 사용 횟수', { exact: true });
  await uses.fill('1e2');
  await dialog.getByRole('button', { name: '저장' }).click();
  await expect(dialog.getByText('숫자만 입력해주세요 (예: 50000)').last()).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('credit top-up: 1e5 and -10000 are refused at the field, the balance unchanged', async ({ page }) => {
  const { sb } = await signedIn('admin@demo.test');
  const credits = async () => (await sb.from('lawyers').select('credits').eq('id', DEMO_LAWYER_ID).single()).data?.credits;
  const before = await credits();
  await adminLogIn(page);
  await page.goto('/admin/credits');
  await page.getByRole('button', { name: '크레딧 충전' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('변호사').fill('lawyer@demo.test');
  await page.getByRole('option', { name: /\(lawyer@demo\.test\)/ }).click();
  const amount = dialog.getByLabel('충전 크레딧');
  await amount.fill('1e5');
  await expect(amount).toHaveValue('1e5');
  await dialog.getByRole('button', { name: '충전' }).click();
  await expect(dialog.getByText('숫자만 입력해주세요 (예: 50000)')).toBeVisible();
  await amount.fill('-10000');
  await dialog.getByRole('button', { name: '충전' }).click();
  await expect(dialog.getByText('1 이상 10,000,000 이하의 정수를 입력해주세요')).toBeVisible();
  expect(await credits()).toBe(before);
});
