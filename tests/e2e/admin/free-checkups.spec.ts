// Free check-up requests (spec §2 "Free consultation request management", §8): title and count,
// the table, the inline status select through every status, the details dialog with the
// attached document (signed URL) and the memo.
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { adminLogIn, api, expectToast, signedIn, unique } from './helpers.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('a request goes through every status and gets a memo', async ({ page }) => {
  const id = randomUUID();
  const name = unique('E2E Checkup');
  const anon = api();
  const ins = await anon.from('free_checkups').insert({
    id,
    name,
    email: `${unique('checkup')}@example.com`,
    mobile: '010-1234-5678',
    category: 'Labor & Employment',
    sub_category: 'Unpaid Wages',
    is_urgent: true,
    nationality: 'Viet Nam',
    preferred_language: 'vietnamese',
    is_in_korea: true,
    immigration_status: 'e7',
    issue_description: 'My employer has not paid two months of wages. (admin e2e)',
    privacy_policy_version: '2025-01-01',
  });
  expect(ins.error).toBeNull();
  // as the site does: through the Edge Function storage-upload (the bucket takes no direct upload)
  const up = await anon.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'free-checkup-documents', path: `${id}/payslip.pdf` })}`, { body: new Blob([PDF]) });
  expect(up.error).toBeNull();

  await adminLogIn(page);
  await page.goto('/admin/free-checkups');
  await expect(page.getByRole('heading', { name: '무료 상담 신청 관리', level: 1 })).toBeVisible();
  await expect(page.getByTestId('checkup-total')).toHaveText(/^총 \d+개의 신청이 있습니다\.$/);
  await page.getByPlaceholder('이름, 이메일, 휴대폰, 분야 검색').fill(name);
  const row = page.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('checkup-total')).toHaveText('총 1개의 신청이 있습니다.');
  await expect(row).toContainText(name);
  await expect(row).toContainText('긴급');
  await expect(row).toContainText('Labor & Employment');
  await expect(row).toContainText('Unpaid Wages');
  await expect(row).toContainText('010-1234-5678');
  // Korean-locale date
  await expect(row.locator('td.column-created_at')).toHaveText(/^\d{4}\. \d{1,2}\. \d{1,2}\.$/);

  const select = row.getByRole('combobox', { name: `${name} 신청의 상태` });
  await expect(select).toHaveText('대기중');
  const { sb: admin } = await signedIn('admin@demo.test');
  for (const [label, value] of [
    ['검토완료', 'reviewed'],
    ['연락완료', 'contacted'],
    ['처리완료', 'completed'],
    ['대기중', 'pending'],
  ] as const) {
    await select.click();
    await page.getByRole('option', { name: label, exact: true }).click();
    await expectToast(page, '상태 업데이트 완료', '상태가 성공적으로 변경되었습니다.');
    await expect(select).toHaveText(label);
    await expect.poll(async () => (await admin.from('free_checkups').select('status').eq('id', id).single()).data?.status).toBe(value);
  }

  // details: every field, the document, the memo
  await row.getByRole('button', { name: `상세보기: ${name}` }).click();
  const dialog = page.getByRole('dialog');
  // enumerations in Korean (issue 16): the preferred language and the stay status
  for (const text of [name, '010-1234-5678', 'Viet Nam', '베트남어', 'E-7 (특정활동)', '긴급', 'Labor & Employment', 'Unpaid Wages', 'two months of wages']) {
    await expect(dialog).toContainText(text);
  }
  await expect(dialog).not.toContainText('vietnamese');
  await expect(dialog.getByText('한국 거주')).toBeVisible();
  // the privacy consent the request was sent with (issue 15)
  await expect(dialog.getByText('개인정보 동의')).toBeVisible();
  await expect(dialog).toContainText('동의 (개인정보처리방침 2025-01-01)');
  const doc = page.context().waitForEvent('response', (r) => r.request().method() === 'GET' && r.url().includes('/object/sign/free-checkup-documents/') && r.url().includes('token='));
  await dialog.getByRole('button', { name: /payslip\.pdf/ }).click();
  expect((await doc).status()).toBe(200);
  // a private document is opened as a download (signed URL with download), never rendered in the app's tab
  expect((await doc).headers()['content-disposition']).toMatch(/^attachment;/);

  const memo = dialog.getByPlaceholder('관리자 메모를 입력하세요...');
  await memo.fill('Called back on Monday; forwarded to a labour lawyer.');
  await dialog.getByRole('button', { name: '메모 저장' }).click();
  await expectToast(page, '메모 저장 완료', '관리자 메모가 저장되었습니다.');
  await expect(dialog).toBeHidden();
  const saved = await admin.from('free_checkups').select('admin_notes').eq('id', id).single();
  expect(saved.data?.admin_notes).toBe('Called back on Monday; forwarded to a labour lawyer.');
  // reopened: the memo is there
  await row.getByRole('button', { name: `상세보기: ${name}` }).click();
  await expect(page.getByRole('dialog').getByPlaceholder('관리자 메모를 입력하세요...')).toHaveValue('Called back on Monday; forwarded to a labour lawyer.');
});
