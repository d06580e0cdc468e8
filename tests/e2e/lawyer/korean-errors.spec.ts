// Korean, everywhere (issue 16), as the lawyer: errors from storage, auth and the database reach
// the portal as Korean messages, never the raw English text; an unknown error shows a Korean
// generic message with the raw text behind '자세히 보기'.
import { expect, test } from '@playwright/test';
import { CERTIFICATE_PDF, DEMO_LAWYER, DEMO_LAWYER_ID, loginAsLawyer, toast } from './helpers.ts';

const ENGLISH_SENTENCE = /\b(row-level|violates|policy|not supported|Unable to validate|invalid format|Invalid login)\b/i;

test('a photo the upload refuses: by its content, and by the upload rule (the RLS message), in Korean', async ({ page }) => {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto('/lawyer/profile');
  await expect(page.getByRole('heading', { name: '프로필', level: 1 })).toBeVisible();

  // not an image: the upload function (storage-upload) refuses the content
  await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
  await expect(toast(page)).toContainText('업로드 실패');
  await expect(toast(page)).toContainText('지원하지 않는 파일 형식입니다.');
  await expect(toast(page)).not.toContainText(ENGLISH_SENTENCE);

  // the upload rule refusing the upload answers with its English RLS message: shown in Korean
  await page.route('**/functions/v1/storage-upload**', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ statusCode: '403', error: 'access_denied', message: 'new row violates row-level security policy' }) }),
  );
  await page.locator('input[type="file"]').setInputFiles({ name: 'me2.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await expect(toast(page)).toContainText('이 작업을 할 권한이 없습니다.');
  await expect(toast(page)).not.toContainText(ENGLISH_SENTENCE);
});

test('an unknown database error: a Korean generic message, the raw text behind 자세히 보기', async ({ page }) => {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto('/lawyer/bookmarks');
  await expect(page.getByRole('heading', { name: '북마크 관리', level: 1 })).toBeVisible();
  await page.route('**/rest/v1/lawyer_bookmarks**', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'weird failure in the database', hint: null, details: null }) })
      : route.fallback(),
  );
  // the seed gives the demo lawyer bookmarks: without one this test cannot run, which is a failure
  const row = page.getByTestId('bookmark-row').first();
  await expect(row, 'a bookmark of the demo lawyer (seed data)').toBeVisible();
  await row.getByRole('button', { name: '메시지 작성' }).click();
  const dialog = page.getByRole('dialog', { name: '메시지 작성' });
  await dialog.getByRole('textbox').fill('Hello');
  await dialog.getByRole('button', { name: '전송' }).click();
  await expect(toast(page)).toContainText('알 수 없는 오류가 발생했습니다. 잠시 후 다시 시도해주세요.');
  const detail = toast(page).getByTestId('error-detail');
  await expect(detail.locator('code')).toBeHidden();
  // the notice moves while antd animates it: open the toggle from the keyboard
  await detail.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(detail.locator('code')).toContainText('weird failure in the database');
});

test('sign-up with an address the auth server refuses: the Korean message, not "Unable to validate email address"', async ({ page }) => {
  // the hosted auth server refuses such an address with this English message
  await page.route('**/auth/v1/signup**', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 400, error_code: 'validation_failed', msg: 'Unable to validate email address: invalid format' }) }),
  );
  await page.goto('/lawyer-signup');
  await page.getByLabel('한글 이름').fill('김오류');
  await page.getByLabel('영문 이름').fill('Kim Error');
  await page.getByLabel('이메일').fill('kim@invalid');
  await page.locator('#signup-password').fill('Demo-pass-2026');
  await page.locator('#signup-passwordConfirm').fill('Demo-pass-2026');
  await page.getByLabel('변호사협회 / 변리사회 등록번호').fill('E2E-ERR-1');
  await page.getByLabel('서비스 이용약관에 동의합니다.').check();
  await page.getByLabel('개인정보 처리방침에 동의합니다.').check();
  await page.locator('input[type="file"]').setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF });
  await page.getByRole('button', { name: '가입 신청하기' }).click();
  await expect(toast(page)).toContainText('올바른 이메일 주소를 입력해주세요.');
  await expect(toast(page)).not.toContainText(ENGLISH_SENTENCE);
});

test("the other languages a lawyer enters in the portal appear on the public profile as '기타 언어'", async ({ page }) => {
  await loginAsLawyer(page, DEMO_LAWYER);
  await page.goto('/lawyer/profile');
  const other = page.getByLabel('기타 언어');
  await other.fill('몽골어, 우즈베크어');
  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(toast(page)).toContainText(/저장/);
  await page.goto(`/lawyer/${DEMO_LAWYER_ID}`);
  await expect(page.getByTestId('other-languages')).toContainText('Other Languages');
  await expect(page.getByTestId('other-languages')).toContainText('몽골어, 우즈베크어');
  // in Korean
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ko');
  await expect(page.getByTestId('other-languages')).toContainText('기타 언어');
  await expect(page.getByTestId('other-languages')).toContainText('몽골어, 우즈베크어');
});
