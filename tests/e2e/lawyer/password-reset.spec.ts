// Password recovery in the lawyer portal (issue 13): "비밀번호를 잊으셨나요?" on /lawyer-login → the
// e-mail in the local inbox (/_inbox/email) → its link → /lawyer-login/reset-password → a new
// password → the dashboard → log-in with it. A new lawyer of its own (the demo accounts stay as seeded).
import { expect, test, type Page } from '@playwright/test';
import { api, baseUrl, CERTIFICATE_PDF, loginAsLawyer, PASSWORD, toast, unique } from './helpers.ts';

async function newLawyer(): Promise<string> {
  const email = `${unique('e2e-reset-lawyer')}@example.com`;
  const sb = api();
  const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name_korean: '재설정', name_english: 'Reset Lawyer' } } });
  if (up.error || !up.data.user) throw new Error(`sign-up: ${up.error?.message}`);
  const uid = up.data.user.id;
  const path = `${uid}/${uid}-verification.pdf`;
  const file = await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path })}`, { body: new Blob([CERTIFICATE_PDF]) });
  if (file.error) throw new Error(file.error.message);
  const ins = await sb.from('lawyers').insert({ id: uid, bar_association_number: '77777', qualification_type: 'bar_exam', verification_document_url: path, is_approved: false, is_visible: false });
  if (ins.error) throw new Error(ins.error.message);
  await sb.auth.signOut();
  return email;
}

async function mailsTo(page: Page, email: string): Promise<{ subject: string; text: string }[]> {
  const res = await page.request.get(`${baseUrl()}/_inbox/email?to.address=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return res.json();
}

test('비밀번호를 잊으셨나요? → e-mail → link → new password → dashboard → log in with it', async ({ page }) => {
  const email = await newLawyer();
  const newPassword = 'Lawyer-new-2026';
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) violations.push(m.text());
  });

  await page.goto('/lawyer-login');
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
  await page.waitForURL((u) => u.pathname === '/lawyer-login/forgot-password');
  await expect(page.getByRole('heading', { name: '비밀번호 재설정' })).toBeVisible();
  await expect(page.getByLabel('이메일')).toHaveValue(email);
  await page.getByRole('button', { name: '재설정 링크 보내기' }).click();
  await expect(page.getByRole('heading', { name: '메일함을 확인하세요' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);

  await expect.poll(async () => (await mailsTo(page, email)).length).toBe(1);
  const [mail] = await mailsTo(page, email);
  expect(mail.subject).toBe('Reset Your Password');
  const link = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text)?.[0] ?? '';
  expect(new URL(link).searchParams.get('redirect_to')).toBe(`${baseUrl()}/lawyer-login/reset-password`);

  await page.goto(link);
  await page.waitForURL((u) => u.pathname === '/lawyer-login/reset-password');
  await expect(page.getByRole('heading', { name: '새 비밀번호 설정' })).toBeVisible();
  await expect(page.getByText(`${email} 계정의 새 비밀번호를 입력하세요.`)).toBeVisible();
  const first = page.getByLabel('새 비밀번호', { exact: true });
  await first.fill(newPassword);
  await page.getByLabel('새 비밀번호 확인').fill('something-else');
  await expect(first).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: '비밀번호 보기' }).first().click();
  await expect(first).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: '비밀번호 저장' }).click();
  await expect(toast(page)).toContainText('비밀번호 불일치');
  await page.getByLabel('새 비밀번호 확인').fill(newPassword);
  await page.getByRole('button', { name: '비밀번호 저장' }).click();
  await page.waitForURL('**/lawyer/dashboard');
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await expect(toast(page)).toContainText('비밀번호 변경 완료');

  // The link is single-use.
  await page.goto(link);
  await page.waitForURL((u) => u.pathname === '/lawyer-login/reset-password');
  await expect(page.getByRole('heading', { name: '링크가 유효하지 않거나 만료되었습니다' })).toBeVisible();

  // The new password signs in; the old one no longer does.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/lawyer-login');
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(toast(page)).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
  await loginAsLawyer(page, email, newPassword);
  expect(violations).toEqual([]);
});
