// A lawyer approved in the database appears on /lawyers without a reload, and a fee change shows
// there too, for an anonymous visitor; the free check-up's
// validation and submission with a document (stored privately, readable by admins).
import { expect, test } from '@playwright/test';
import { ADMIN, api, expectToast, PASSWORD, signedIn, unique } from './helpers.ts';

test('a lawyer approved in the database appears on /lawyers without reload', async ({ page }) => {
  // a new lawyer signs up (certificate first, then the lawyers row), unapproved
  const email = `${unique('site-lawyer')}@example.com`;
  const sb = api();
  const name = `Live Lawyer ${Date.now().toString(36)}`;
  const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name_english: name, name_korean: '실시간' } } });
  expect(up.error).toBeNull();
  if (!up.data.session) await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const uid = up.data.user!.id;
  const path = `${uid}/${uid}-verification.pdf`;
  const file = await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path })}`, { body: new Blob(['%PDF-1.4 e2e'], { type: 'application/pdf' }) });
  expect(file.error).toBeNull();
  const row = await sb.from('lawyers').insert({ id: uid, bar_association_number: '99999', bar_association_year: 2019, verification_document_url: path, is_approved: false, is_visible: false });
  expect(row.error).toBeNull();

  // 12 cards a page: the visitor has searched for the name, so the new card is on the first page
  await page.goto(`/lawyers?q=${encodeURIComponent(name)}`);
  await expect(page.locator('#lawyer-count')).toHaveText('0 lawyers');
  await expect(page.locator('#lawyer-list .lc-name', { hasText: name })).toHaveCount(0);
  // let the live subscription connect
  await page.waitForTimeout(1500);

  const admin = await signedIn(ADMIN);
  const approved = await admin.sb.rpc('admin_set_lawyer_approval', { lawyer_id: uid, approved: true });
  expect(approved.error).toBeNull();
  await expect(page.locator('#lawyer-list .lc-name', { hasText: name })).toBeVisible({ timeout: 15_000 });

  // the anonymous visitor also sees a fee change of a listed lawyer without a reload (issue 17)
  const card = page.locator('#lawyer-list .lawyer-card', { has: page.locator('.lc-name', { hasText: name }) });
  await expect(card.locator('.fees')).not.toContainText('₩73,000');
  const fee = await sb.from('lawyers').update({ fee_20min: 73000 }).eq('id', uid);
  expect(fee.error).toBeNull();
  await expect(card.locator('.fees')).toContainText('₩73,000', { timeout: 15_000 });

  const revoked = await admin.sb.rpc('admin_set_lawyer_approval', { lawyer_id: uid, approved: false });
  expect(revoked.error).toBeNull();
  await expect(page.locator('#lawyer-list .lc-name', { hasText: name })).toHaveCount(0, { timeout: 15_000 });
});

test('free check-up: validation, then submission with a document', async ({ page }) => {
  // the spec's Korean messages in the page's language (English here; forms.spec.ts checks the Korean page)
  await page.goto('/free-checkup');
  await expect(page.getByRole('heading', { name: 'Free Check-up', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Free Check-up' }).click();
  await expectToast(page, 'Input error', 'Please select a category');

  await page.getByLabel(/Legal Category/).selectOption('Labor & Employment');
  await page.getByLabel('Specific Issue').selectOption('Unpaid Wages');
  await page.getByRole('button', { name: 'Submit Free Check-up' }).click();
  await expectToast(page, 'Input error', 'Please enter your name');

  const email = `${unique('checkup')}@example.com`;
  await page.getByLabel(/^Name/).fill('Nguyen Van An');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Mobile/).fill('010-2222-3333');
  await page.getByLabel(/Briefly describe/).fill('short');
  await page.getByRole('button', { name: 'Submit Free Check-up' }).click();
  await expectToast(page, 'Input error', 'Please write at least 10 characters');

  await page.getByLabel(/Briefly describe/).fill('My employer has not paid my wages for three months.');
  await page.getByRole('group', { name: 'Is it urgent?' }).getByLabel('Yes').check();
  await page.getByLabel('Date of Birth').fill('1995-08-20');
  await page.getByRole('group', { name: 'Gender' }).getByLabel('Male', { exact: true }).check();
  await page.getByLabel('Nationality').fill('Vietnam');
  await page.getByLabel('Preferred Language').selectOption('Vietnamese');
  await page.getByRole('group', { name: 'Are you in Korea now?' }).getByLabel('Yes').check();
  await page.getByLabel('Current Immigration Status').selectOption('e7');
  await page.locator('input[type=file]').setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 employment contract') });
  await expect(page.getByText('contract.pdf')).toBeVisible();
  // the privacy consent the form requires (issue 15)
  await page.getByRole('checkbox', { name: /I agree to the collection and use of my personal information/ }).check();
  await page.getByRole('button', { name: 'Submit Free Check-up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectToast(page, 'Submitted Successfully', 'Your free consultation request has been received. We will contact you within 24 hours.');

  // the request and its document exist; only an admin can read them
  const admin = await signedIn(ADMIN);
  const req = await admin.sb.from('free_checkups').select('id,category,sub_category,is_urgent,preferred_language,is_in_korea,immigration_status,gender,status').eq('email', email).single();
  expect(req.data).toMatchObject({
    category: 'Labor & Employment',
    sub_category: 'Unpaid Wages',
    is_urgent: true,
    preferred_language: 'vietnamese',
    is_in_korea: true,
    immigration_status: 'e7',
    gender: 'male',
    status: 'pending',
  });
  const files = await admin.sb.storage.from('free-checkup-documents').list(req.data!.id);
  expect(files.data?.map((f) => f.name)).toEqual(['1-contract.pdf']);
  const anon = await api().storage.from('free-checkup-documents').download(`${req.data!.id}/1-contract.pdf`);
  expect(anon.error).not.toBeNull();
});

test('language selector opens the same page in the other language, sets <html lang> and is remembered', async ({ page }) => {
  await page.goto('/');
  await page.locator('#lang-select').selectOption('ko');
  await expect(page).toHaveURL(/\/ko\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '변호사 찾기' })).toBeVisible();
  // links keep the language
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '무료 사전상담' }).click();
  await expect(page).toHaveURL(/\/ko\/free-checkup$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('button', { name: '무료 사전상담 신청' })).toBeVisible();
  await page.locator('#lang-select').selectOption('en');
  await expect(page).toHaveURL(/\/free-checkup$/);
  await expect(page.getByRole('button', { name: 'Submit Free Check-up' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('klegal.lang'))).toBe('en');
});
