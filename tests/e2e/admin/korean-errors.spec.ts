// Korean, everywhere (issue 16), as the administrator: an error from the database reaches the
// console in Korean (react-admin's own notifications included), an unknown one as the Korean
// generic message with the raw text behind '자세히 보기'; a log-in the auth server refuses for its
// address is answered in Korean.
import { expect, test } from '@playwright/test';
import { adminLogIn, api, unique } from './helpers.ts';

const ENGLISH_SENTENCE = /\b(permission denied|violates|policy|Unable to validate|invalid format|weird failure)\b/i;

test("a list the database refuses: react-admin's own notification in Korean, not the raw message", async ({ page }) => {
  await adminLogIn(page);
  await page.route('**/rest/v1/coupons?**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: '22P02', message: 'invalid input syntax for type uuid: "x" violates', hint: null, details: null }) }),
  );
  await page.goto('/admin/coupons');
  const toast = page.getByTestId('notification');
  // the coupon list's own message (spec), Korean
  await expect(toast).toContainText('쿠폰 목록을 불러오지 못했습니다.');
  await expect(toast).not.toContainText(ENGLISH_SENTENCE);
});

test('an unknown error when saving: the Korean generic message, the raw text behind 자세히 보기', async ({ page }) => {
  const name = unique('E2E Error');
  const ins = await api().from('free_checkups').insert({
    name, email: `${unique('err')}@example.com`, mobile: '010-0000-0000', category: 'Labor & Employment', sub_category: 'Unpaid Wages',
    issue_description: 'A request whose memo cannot be saved (admin e2e).', privacy_policy_version: '2025-01-01',
  });
  expect(ins.error).toBeNull();
  await adminLogIn(page);
  await page.goto('/admin/free-checkups');
  await expect(page.getByRole('heading', { name: '무료 상담 신청 관리', level: 1 })).toBeVisible();
  await page.getByPlaceholder('이름, 이메일, 휴대폰, 분야 검색').fill(name);
  const row = page.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await page.route('**/rest/v1/free_checkups?**', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'weird failure in the database', hint: null, details: null }) })
      : route.fallback(),
  );
  await page.route('**/rest/v1/rpc/**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'weird failure in the database', hint: null, details: null }) }),
  );
  await row.getByRole('button', { name: /상세보기/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByPlaceholder('관리자 메모를 입력하세요...').fill('memo that will fail');
  await dialog.getByRole('button', { name: '메모 저장' }).click();
  const toast = page.getByTestId('notification');
  await expect(toast).toContainText('저장 실패');
  await expect(toast).toContainText('다시 시도해주세요.');
  const detail = toast.getByTestId('error-detail');
  await expect(detail.locator('code')).toBeHidden();
  await detail.getByText('자세히 보기').click();
  await expect(detail.locator('code')).toContainText('weird failure in the database');
});

test('log-in refused for its address by the auth server: Korean', async ({ page }) => {
  await page.route('**/auth/v1/token?grant_type=password', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 400, error_code: 'validation_failed', msg: 'Unable to validate email address: invalid format' }) }),
  );
  await page.goto('/admin/login');
  await page.getByLabel('이메일').fill('admin@invalid');
  await page.getByLabel('비밀번호').fill('Demo-pass-2026');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const toast = page.getByTestId('notification');
  await expect(toast).toContainText('올바른 이메일 주소를 입력해주세요.');
  await expect(toast).not.toContainText(ENGLISH_SENTENCE);
});
