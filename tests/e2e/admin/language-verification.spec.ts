// Verified language ability (issue 29, item 2): a lawyer declares languages with levels; an
// administrator verifies one and rejects another (with the reason) in the console's queue; the
// site then marks the verified language on the lawyer's card and page, and the directory's
// "Verified speakers only" filter finds the lawyer by it. The lawyer is told (bell).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN, adminLogIn, api, expectToast, PASSWORD, signedIn, unique } from './helpers.ts';

/** A new listed lawyer who declares English (fluent) and Japanese (working). */
async function lawyerWithLanguages(name: string, nameKorean: string) {
  const email = `${unique('lang-lawyer')}@example.com`;
  const sb = api();
  const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name_english: name, name_korean: nameKorean } } });
  expect(up.error).toBeNull();
  if (!up.data.session) await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const uid = up.data.user!.id;
  const path = `${uid}/${uid}-verification.pdf`;
  const file = await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path })}`, { body: new Blob(['%PDF-1.4 e2e'], { type: 'application/pdf' }) });
  expect(file.error).toBeNull();
  const row = await sb.from('lawyers').insert({ id: uid, bar_association_number: '88888', bar_association_year: 2018, verification_document_url: path, is_approved: false, is_visible: false });
  expect(row.error).toBeNull();
  const langs = await sb.rpc('set_lawyer_languages', { languages: [{ language_id: 'en', level: 'fluent' }, { language_id: 'ja', level: 'working' }] });
  expect(langs.error).toBeNull();
  const admin = await signedIn(ADMIN);
  expect((await admin.sb.rpc('admin_set_lawyer_approval', { lawyer_id: uid, approved: true })).error).toBeNull();
  return { uid, sb };
}

test('an administrator verifies a language in the console; the site shows the mark and filters by it', async ({ page }) => {
  const tag = Date.now().toString(36).slice(-6);
  const name = `Lingua ${tag}`;
  const nameKorean = `언어${tag}`;
  const lawyer = await lawyerWithLanguages(name, nameKorean);

  // before any decision: no mark, and the verified-speakers filter does not find the lawyer
  await page.goto(`/lawyer/${lawyer.uid}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.locator('[data-verified-language]')).toHaveCount(0);

  await adminLogIn(page);
  await page.getByRole('navigation', { name: '관리자 대시보드' }).getByRole('link', { name: '언어 능력 인증' }).click();
  await expect(page).toHaveURL(/\/admin\/language-verifications/);
  // the queue is oldest first (the seed's declarations fill the first page): newest first instead
  await page.getByRole('button', { name: '신고일 기준 내림차순 정렬' }).click();
  // the pointer leaves the sort button, whose tooltip would otherwise still be fading when axe runs
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const rowOf = (language: string) => page.locator('tbody tr').filter({ hasText: nameKorean }).filter({ hasText: language });
  await expect(rowOf('영어')).toContainText('유창함');
  await expect(rowOf('영어')).toContainText('확인 대기');
  await page.waitForLoadState('networkidle');
  const axe = async () => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()).violations.map((v) => `${v.id}: ${v.nodes[0]?.html.slice(0, 120)}`);
  expect(await axe(), 'axe on the queue').toEqual([]);

  // verify English
  await rowOf('영어').getByRole('button', { name: `인증: ${nameKorean} 영어` }).click();
  let dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${nameKorean} 변호사의 영어 능력을 인증할까요?`);
  expect(await axe(), 'axe on the dialog').toEqual([]);
  await dialog.getByLabel('메모').fill('2026-12-01 화상 인터뷰');
  await dialog.getByRole('button', { name: '인증', exact: true }).click();
  await expectToast(page, `${nameKorean} 변호사의 영어 능력을 인증했습니다`);
  // the queue shows unverified declarations only: English has left it
  await expect(rowOf('영어')).toHaveCount(0);

  // reject Japanese: the reason is required
  await rowOf('일본어').getByRole('button', { name: `거절: ${nameKorean} 일본어` }).click();
  dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '거절', exact: true }).click();
  await expect(dialog).toContainText('거절 사유를 입력해 주세요.');
  await dialog.getByLabel('메모').fill('인터뷰 결과 업무 수준에 미달');
  await dialog.getByRole('button', { name: '거절', exact: true }).click();
  await expectToast(page, `${nameKorean} 변호사의 일본어 능력 인증을 거절했습니다`);
  await expect(rowOf('일본어')).toHaveCount(0);

  // audited, and the lawyer is told (bell)
  const admin = await signedIn(ADMIN);
  const audit = await admin.sb.from('audit_log').select('action, entity_id').like('entity_id', `${lawyer.uid}:%`).order('created_at');
  expect(audit.data).toEqual([{ action: 'lawyer.language_verify', entity_id: `${lawyer.uid}:en` }, { action: 'lawyer.language_reject', entity_id: `${lawyer.uid}:ja` }]);
  const bell = await lawyer.sb.from('notifications').select('kind').in('kind', ['lawyer_language_verified', 'lawyer_language_rejected']).order('created_at');
  expect(bell.data).toEqual([{ kind: 'lawyer_language_verified' }, { kind: 'lawyer_language_rejected' }]);

  // the site: the profile marks English only, in the page's language
  await page.goto(`/lawyer/${lawyer.uid}`);
  await expect(page.locator('[data-verified-language="en"]')).toContainText('Verified');
  await expect(page.locator('[data-verified-language]')).toHaveCount(1);
  await page.goto(`/ko/lawyer/${lawyer.uid}`);
  await expect(page.locator('[data-verified-language="en"]')).toContainText('인증됨');

  // the directory: the card's mark, and "Verified speakers only" (server-rendered from the URL)
  await page.goto(`/lawyers?q=${encodeURIComponent(name)}&lang=en&verified=1`);
  await expect(page.locator('#filter-verified-1')).toBeChecked();
  const card = page.locator('#lawyer-list .lawyer-card', { has: page.locator('.lc-name', { hasText: name }) });
  await expect(card.locator('[data-verified-language="en"]')).toHaveCount(1);
  await expect(page.locator('#active-filter-chips')).toContainText('Verified speakers');
  // Japanese is declared but not verified: not found with the filter, found without it
  await page.goto(`/lawyers?q=${encodeURIComponent(name)}&lang=ja`);
  await expect(card).toHaveCount(1);
  await page.getByLabel('Verified speakers only').first().check();
  await expect(page).toHaveURL(/verified=1/);
  await expect(card).toHaveCount(0);
  await expect(page.locator('#lawyer-count')).toHaveText('0 lawyers');
});
