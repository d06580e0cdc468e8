// Lawyer management (spec §2 "Lawyer management", "Admin dashboard"; issue 7): the pending lawyer's
// full application and certificate (signed URL), approval through admin_set_lawyer_approval,
// after which the lawyer is listed on the public site; revocation; the list's fit on a 1280 px screen;
// credit top-up.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_LAWYER_ID, PENDING_LAWYER, PENDING_LAWYER_ID, adminLogIn, api, expectToast, searchList, signedIn } from './helpers.ts';

async function listed(id: string): Promise<boolean> {
  const { data, error } = await api().from('lawyer_directory').select('id').eq('id', id);
  if (error) throw new Error(error.message);
  return data.length === 1;
}

async function approvalOf(id: string): Promise<{ is_approved: boolean; is_visible: boolean; credits: number }> {
  const { sb } = await signedIn('admin@demo.test');
  const { data, error } = await sb.from('lawyers').select('is_approved,is_visible,credits').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data;
}

async function openLawyerFromList(page: Page, search: string) {
  await page.goto('/admin/lawyers');
  await page.getByPlaceholder('이름 또는 이메일 검색').fill(search);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/lawyers\/[0-9a-f-]+\/show$/);
}

test('approve the pending lawyer after opening the certificate; the lawyer appears on the public site; revoke', async ({ page }) => {
  expect(await listed(PENDING_LAWYER_ID)).toBe(false);
  await adminLogIn(page);

  // dashboard: the awaiting-approval card is highlighted and the lawyer is in the top-5 list
  const pendingCard = page.getByTestId('stat-card').filter({ hasText: '승인 대기 변호사' });
  await expect(pendingCard).toHaveAttribute('data-highlight', 'true');
  await expect(pendingCard).toContainText('승인 필요');
  await expect(page.getByTestId('pending-lawyer').filter({ hasText: PENDING_LAWYER })).toBeVisible();

  // the list: newest first (other specs add lawyers of their own, so the seeded pending lawyer need
  // not be the newest: the registration dates read down the list never increase), search by e-mail
  await page.goto('/admin/lawyers');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const registered = await page.locator('tbody tr td:nth-child(8)').allInnerTexts();
  expect(registered.length).toBeGreaterThan(1);
  for (const d of registered) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect([...registered].sort().reverse()).toEqual(registered);
  await openLawyerFromList(page, PENDING_LAWYER);

  // the full application
  for (const text of ['유하준', 'Yoo Ha-jun', '86014', '변호사시험', 'Sungkyunkwan University Law School', '출입국·비자', '서울특별시']) {
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  }
  await expect(page.getByText('승인 대기', { exact: true })).toBeVisible();

  // the certificate opens in a new tab through a short-lived signed URL of the private bucket
  const signed = page
    .context()
    .waitForEvent('response', (r) => r.request().method() === 'GET' && r.url().includes('/storage/v1/object/sign/lawyer-verifications/') && r.url().includes('token='));
  await page.getByRole('button', { name: /자격증 보기/ }).click();
  const response = await signed;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // as a download (signed URL with download): a private file never renders in a tab of the app's origin
  expect(response.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(new URL(response.url()).searchParams.get('token')).toBeTruthy();

  // approve
  await page.getByRole('button', { name: '승인: 유하준' }).click();
  await expectToast(page, '승인 완료', '변호사가 승인되었습니다.');
  await expect(page.getByText('승인됨', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: '승인 취소: 유하준' })).toBeVisible();
  expect(await approvalOf(PENDING_LAWYER_ID)).toMatchObject({ is_approved: true, is_visible: true });

  // listed publicly: the directory and the lawyer's public page
  await expect.poll(() => listed(PENDING_LAWYER_ID)).toBe(true);
  await page.goto(`/lawyer/${PENDING_LAWYER_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/Yoo Ha-jun|유하준/);

  // revoke again (with confirmation): off the public directory, back to pending
  await openLawyerFromList(page, PENDING_LAWYER);
  await page.getByRole('button', { name: '승인 취소: 유하준' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('유하준 변호사의 승인을 취소하시겠습니까?');
  await confirm.getByRole('button', { name: '승인 취소' }).click();
  await expectToast(page, '승인 취소됨');
  await expect(page.getByText('승인 대기', { exact: true })).toBeVisible();
  expect(await approvalOf(PENDING_LAWYER_ID)).toMatchObject({ is_approved: false, is_visible: false });
  expect(await listed(PENDING_LAWYER_ID)).toBe(false);
});

test('the lawyer list filters by approval status', async ({ page }) => {
  await adminLogIn(page);
  await page.goto('/admin/lawyers');
  await page.getByRole('combobox', { name: '승인 상태' }).click();
  await page.getByRole('option', { name: '승인 대기' }).click();
  await expect(page).toHaveURL(/is_approved/);
  const rows = page.locator('tbody tr');
  await expect(rows.filter({ hasText: '승인됨' })).toHaveCount(0);
  await expect(rows.filter({ hasText: '승인 대기' }).first()).toBeVisible();
});

test('the lawyer list fits its card at 1280 and 1440 px: no sideways scrolling, cut values in full on hover', async ({ page }) => {
  await adminLogIn(page);
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/lawyers');
    await expect(page.locator('tbody tr')).not.toHaveCount(0);
    const table = page.locator('table').first();
    // the table's scroll container (the nearest ancestor that does not let it overflow): as rendered,
    // then with Hangul 1 em a syllable as with Korean fonts (this machine has none: its fallback glyph is narrower)
    for (const hangul of ['as rendered', '1 em']) {
      const box = await table.evaluate((el, widen) => {
        if (widen) {
          const walk = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let n = walk.nextNode(); n; n = walk.nextNode()) n.nodeValue = (n.nodeValue ?? '').replace(/[\uAC00-\uD7A3]/g, 'W');
        }
        let scroller = el.parentElement;
        while (scroller && getComputedStyle(scroller).overflowX === 'visible') scroller = scroller.parentElement;
        return { found: Boolean(scroller), scrollWidth: scroller?.scrollWidth ?? 0, clientWidth: scroller?.clientWidth ?? 0, page: document.documentElement.scrollWidth };
      }, hangul === '1 em');
      expect(box.found, 'the table has a scroll container').toBe(true);
      expect(box.scrollWidth, `table width at ${width} px (Hangul ${hangul}), container ${box.clientWidth} px`).toBeLessThanOrEqual(box.clientWidth);
      expect(box.page, `page width at ${width} px`).toBeLessThanOrEqual(width);
    }
    // every row's action in view without scrolling
    await expect(page.locator('tbody tr').first().locator('td').last().getByRole('button')).toBeInViewport();
  }
  // at 1280 px a long school name is cut to two lines: the whole name on hover (title), none on a value that fits
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/lawyers');
  await searchList(page, '이름 또는 이메일 검색', PENDING_LAWYER);
  const school = page.locator('tbody [data-truncated-text]', { hasText: 'Sungkyunkwan University Law School' });
  await school.hover();
  await expect(school).toHaveAttribute('title', 'Sungkyunkwan University Law School');
  await searchList(page, '이름 또는 이메일 검색', 'yuna.go@demo.test');
  const short = page.locator('tbody [data-truncated-text]', { hasText: /^Gaon Legal$/ });
  await short.hover();
  await expect(short).not.toHaveAttribute('title');
});

test('top up a lawyer’s credits: balance, ledger and audit', async ({ page }) => {
  const before = (await approvalOf(DEMO_LAWYER_ID)).credits;
  await adminLogIn(page);
  await page.goto('/admin/credits');
  await page.getByRole('button', { name: '크레딧 충전' }).click();
  const dialog = page.getByRole('dialog');
  // validation
  await dialog.getByRole('button', { name: '충전' }).click();
  await expect(dialog.getByText('변호사를 선택해주세요')).toBeVisible();
  await expect(dialog.getByText('1 이상 10,000,000 이하의 정수를 입력해주세요')).toBeVisible();
  // pick the lawyer by e-mail
  await dialog.getByLabel('변호사').fill('lawyer@demo.test');
  await page.getByRole('option', { name: /\(lawyer@demo\.test\)/ }).click(); // not pending-lawyer@…
  await expect(dialog.getByText(`현재 잔액: ${before.toLocaleString('en-US')} 크레딧`)).toBeVisible();
  await dialog.getByLabel('충전 크레딧').fill('0');
  await dialog.getByRole('button', { name: '충전' }).click();
  await expect(dialog.getByText('1 이상 10,000,000 이하의 정수를 입력해주세요')).toBeVisible();
  await dialog.getByLabel('충전 크레딧').fill('250');
  await dialog.getByLabel('메모 (예: 입금 확인 번호)').fill('E2E bank transfer');
  await dialog.getByRole('button', { name: '충전' }).click();
  await expectToast(page, '크레딧 충전 완료', `충전 후 잔액: ${(before + 250).toLocaleString('en-US')} 크레딧`);
  await expect(dialog).toBeHidden();
  // the ledger (newest first) shows the movement
  const first = page.locator('tbody tr').first();
  await expect(first).toContainText('+250');
  await expect(first).toContainText('E2E bank transfer');
  await expect(first).toContainText('충전');
  expect((await approvalOf(DEMO_LAWYER_ID)).credits).toBe(before + 250);
  // the lawyer sees the new balance too
  const { sb } = await signedIn('lawyer@demo.test');
  const own = await sb.from('lawyers').select('credits').eq('id', DEMO_LAWYER_ID).single();
  expect(own.data?.credits).toBe(before + 250);
  // audit log
  const { sb: admin } = await signedIn('admin@demo.test');
  const audit = await admin.from('audit_log').select('action,details').eq('entity_id', DEMO_LAWYER_ID).eq('action', 'credits.top_up').order('created_at', { ascending: false }).limit(1);
  expect(audit.data?.[0]?.details).toMatchObject({ amount: 250, note: 'E2E bank transfer' });
});
