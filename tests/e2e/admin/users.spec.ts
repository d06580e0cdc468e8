// User management (spec §2 "User management"): all profiles newest first, read-only, searchable.
import { expect, test } from '@playwright/test';
import { adminLogIn, newClient, unique } from './helpers.ts';

test('users: newest first, search, read-only details', async ({ page }) => {
  const name = unique('E2E User');
  const u = await newClient({ name_english: name, name_korean: '이투이' });
  await adminLogIn(page);
  await page.goto('/admin/users');
  for (const h of ['한글 이름', '영문 이름', '이메일', '연락처', '가입일']) {
    await expect(page.getByRole('columnheader', { name: h })).toBeVisible();
  }
  // the newest profile is the one just created
  await expect(page.locator('tbody tr').first()).toContainText(u.email);
  await page.getByPlaceholder('이름, 이메일 또는 연락처 검색').fill(name);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText('의뢰인');
  await page.locator('tbody tr').click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${u.uid}/show$`));
  await expect(page.getByText(u.email).first()).toBeVisible();
  // read-only: no edit or delete controls
  await expect(page.getByRole('button', { name: /수정|삭제|저장/ })).toHaveCount(0);
  await page.goto(`/admin/users/${u.uid}`);
  await expect(page.getByRole('button', { name: '저장' })).toHaveCount(0);
});
