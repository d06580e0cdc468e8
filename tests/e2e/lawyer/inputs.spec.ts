// Inputs (issue 16), as the lawyer: fees refuse "1e5" and "-10000" at the field, and the Korean and
// English names cannot be blanked (the database refuses it too: lawyer_name_required).
import { expect, test } from '@playwright/test';
import { DEMO_LAWYER, DEMO_LAWYER_ID, loginAsLawyer, signedIn, toast } from './helpers.ts';

test('profile: fees and names, each refused with a Korean message at the field; nothing saved', async ({ page }) => {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto('/lawyer/profile');
  await expect(page.getByRole('heading', { name: '프로필', level: 1 })).toBeVisible();
  const fee = page.getByLabel('20분 상담료 (원)');
  const before = await fee.inputValue();

  for (const typed of ['1e5', '-10000']) {
    await fee.fill(typed);
    await expect(fee).toHaveValue(typed);
    await page.getByRole('button', { name: '프로필 저장' }).click();
    await expect(page.locator('#profile-fee_20min-error')).toHaveText('숫자만 입력해주세요.');
    await expect(fee).toHaveAttribute('aria-invalid', 'true');
  }
  await fee.fill(before);

  const nameKo = page.getByLabel('한글 이름');
  const original = await nameKo.inputValue();
  await nameKo.fill('   ');
  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(page.locator('#profile-name_korean-error')).toHaveText('한글 이름을 입력해주세요.');
  await expect(nameKo).toBeFocused();

  // the database refuses it as well, for a client that skips the form
  const { sb } = await signedIn(DEMO_LAWYER);
  const res = await sb.from('profiles').update({ name_korean: '' }).eq('id', DEMO_LAWYER_ID);
  expect(res.error?.hint).toBe('lawyer_name_required');
  await nameKo.fill(original);
  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(toast(page)).toContainText('저장 완료');
});
