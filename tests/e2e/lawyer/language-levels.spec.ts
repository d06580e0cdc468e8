// The lawyer's side of verified language ability (issue 29, item 2): the profile gives each
// language a level and shows its review; a verified language saved at another level loses its
// verification (the portal warns before saving; the database decides), and the site's mark goes.
import { expect, test } from '@playwright/test';
import { ADMIN, api, loginAsLawyer, PASSWORD, signedIn, toast, unique } from './helpers.ts';

test('a verified language keeps its mark until the lawyer changes its level', async ({ page }) => {
  const tag = Date.now().toString(36).slice(-6);
  const email = `${unique('levels-lawyer')}@example.com`;
  const sb = api();
  const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name_english: `Levels ${tag}`, name_korean: `수준${tag}` } } });
  expect(up.error).toBeNull();
  if (!up.data.session) await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const uid = up.data.user!.id;
  const path = `${uid}/${uid}-verification.pdf`;
  expect((await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path })}`, { body: new Blob(['%PDF-1.4 e2e'], { type: 'application/pdf' }) })).error).toBeNull();
  expect((await sb.from('lawyers').insert({ id: uid, bar_association_number: '77777', verification_document_url: path, is_approved: false, is_visible: false })).error).toBeNull();
  expect((await sb.rpc('set_lawyer_languages', { languages: [{ language_id: 'ko', level: 'native' }, { language_id: 'en', level: 'fluent' }] })).error).toBeNull();
  const admin = await signedIn(ADMIN);
  expect((await admin.sb.rpc('admin_set_lawyer_approval', { lawyer_id: uid, approved: true })).error).toBeNull();
  expect((await admin.sb.rpc('admin_review_lawyer_language', { lawyer_id: uid, language_id: 'en', level: 'fluent', verified: true })).error).toBeNull();

  await loginAsLawyer(page, email);
  await page.goto('/lawyer/profile');
  const languages = page.getByRole('group', { name: '통역 없이 상담 가능한 언어' });
  const english = languages.locator('[data-language="en"]');
  await expect(english.getByLabel('영어 수준')).toHaveValue('fluent');
  await expect(english).toContainText('인증됨');
  await expect(languages.locator('[data-language="ko"]')).toContainText('인증 대기');
  await expect(page.getByTestId('profile-preview')).toContainText('영어 (유창함)');

  // saving without touching the languages keeps the verification
  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(toast(page)).toContainText('저장 완료');
  expect((await api().from('lawyer_directory').select('verified_languages').eq('id', uid).single()).data).toEqual({ verified_languages: ['en'] });

  // another level: warned before saving, unverified after
  await english.getByLabel('영어 수준').selectOption('native');
  await expect(english).toContainText('저장하면 인증이 해제됩니다');
  await expect(english).not.toContainText('인증됨');
  await page.getByRole('button', { name: '프로필 저장' }).click();
  await expect(toast(page)).toContainText('저장 완료');
  await expect(english).toContainText('인증 대기');
  const row = (await api().from('lawyer_directory').select('language_ids, verified_languages').eq('id', uid).single()).data;
  expect(row).toEqual({ language_ids: ['ko', 'en'], verified_languages: [] });

  await page.goto(`/lawyer/${uid}`);
  await expect(page.getByRole('heading', { name: `Levels ${tag}`, level: 1 })).toBeVisible();
  await expect(page.locator('[data-verified-language]')).toHaveCount(0);
});
