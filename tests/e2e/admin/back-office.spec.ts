// What a back office is expected to do (issue 16), as the administrator: bulk approve / list / hide
// lawyers with a result per row and a Korean summary, CSV export with Korean headers, coupons
// showing who issued them and to whom, bulk deactivation of coupons, the audit log (filterable,
// read-only) and the e-mails that failed for good with "다시 보내기".
import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, PASSWORD, adminLogIn, api, newClient, serviceApi, signedIn, unique, uniqueCode } from './helpers.ts';

/** A lawyer who signed up (certificate and lawyers row) and awaits approval. */
async function newPendingLawyer(nameKorean: string): Promise<{ id: string; email: string }> {
  const email = `${unique('bo-lawyer')}@example.com`;
  const sb = api();
  const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name_english: `BO ${nameKorean}`, name_korean: nameKorean } } });
  expect(up.error).toBeNull();
  if (!up.data.session) await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const uid = up.data.user!.id;
  const path = `${uid}/${uid}-verification.pdf`;
  const file = await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path })}`, { body: new Blob(['%PDF-1.4 e2e'], { type: 'application/pdf' }) });
  expect(file.error).toBeNull();
  const row = await sb.from('lawyers').insert({ id: uid, bar_association_number: '77777', bar_association_year: 2020, verification_document_url: path, is_approved: false, is_visible: false });
  expect(row.error).toBeNull();
  // applied long ago: the lawyer lists' "newest first" stay as the other journeys expect them
  const aged = await serviceApi().from('lawyers').update({ created_at: '2020-01-01T00:00:00Z' }).eq('id', uid);
  expect(aged.error).toBeNull();
  return { id: uid, email };
}

async function lawyerState(id: string) {
  const admin = await signedIn(ADMIN);
  const { data } = await admin.sb.from('lawyers').select('is_approved,is_visible').eq('id', id).single();
  return data;
}

async function openResult(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

test('lawyers: bulk approve, list and hide, each row with its result and a Korean summary; CSV export', async ({ page }) => {
  const tag = `벌크${Date.now().toString(36).slice(-5)}`;
  const a = await newPendingLawyer(`${tag}가`);
  const b = await newPendingLawyer(`${tag}나`);
  await adminLogIn(page);
  await page.goto('/admin/lawyers');
  await page.getByPlaceholder('이름 또는 이메일 검색').fill(tag);
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);

  // approve both
  await page.getByRole('checkbox', { name: '모두 선택' }).first().check();
  await page.getByTestId('bulk-approve').click();
  let dialog = await openResult(page);
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('선택 승인: 2건 완료, 0건 건너뜀, 0건 실패');
  await expect(dialog.getByTestId('bulk-row').and(page.locator('[data-status="done"]'))).toHaveCount(2);
  await dialog.getByRole('button', { name: '닫기' }).click();
  expect(await lawyerState(a.id)).toEqual({ is_approved: true, is_visible: true });
  expect(await lawyerState(b.id)).toEqual({ is_approved: true, is_visible: true });

  // a third, unapproved: listing all three → two already listed, one refused by the database
  const c = await newPendingLawyer(`${tag}다`);
  await page.reload();
  await page.getByPlaceholder('이름 또는 이메일 검색').fill(tag);
  await expect(rows).toHaveCount(3);
  await page.getByRole('checkbox', { name: '모두 선택' }).first().check();
  await page.getByTestId('bulk-show').click();
  dialog = await openResult(page);
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('선택 공개: 0건 완료, 2건 건너뜀, 1건 실패');
  const failed = dialog.locator('[data-testid="bulk-row"][data-status="failed"]');
  await expect(failed).toContainText(`${tag}다`);
  await expect(failed).toContainText('승인되지 않은 변호사는 공개할 수 없습니다');
  await expect(dialog.locator('[data-status="skipped"]').first()).toContainText('이미 공개된 변호사입니다');
  await dialog.getByRole('button', { name: '닫기' }).click();

  // hide all three (asks first): two hidden, one already hidden
  await page.getByRole('checkbox', { name: '모두 선택' }).first().check();
  page.once('dialog', (d) => {
    expect(d.message()).toContain('3명');
    void d.accept();
  });
  await page.getByTestId('bulk-hide').click();
  dialog = await openResult(page);
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('선택 숨기기: 2건 완료, 1건 건너뜀, 0건 실패');
  await dialog.getByRole('button', { name: '닫기' }).click();
  expect(await lawyerState(a.id)).toEqual({ is_approved: true, is_visible: false });
  expect(await lawyerState(c.id)).toEqual({ is_approved: false, is_visible: false });
  await expect(rows.filter({ hasText: `${tag}가` })).toContainText('비공개');

  // CSV: Korean headers, Korean labels, the filtered rows
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '내보내기' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lawyers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await fs.readFile((await file.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('한글 이름,영문 이름,이메일,연락처,소속 법무법인,출신 학교,등록번호,자격 시험,승인 상태,공개 여부,크레딧,신청일,승인일');
  expect(lines).toHaveLength(4);
  expect(lines.find((l) => l.startsWith(`${tag}가,`))).toContain(',승인됨,비공개,');
  expect(lines.find((l) => l.startsWith(`${tag}다,`))).toContain(',승인 대기,비공개,');
});

test('coupons: who issued each and to whom; bulk deactivation; CSV export', async ({ page }) => {
  const admin = await signedIn(ADMIN);
  const prefix = uniqueCode('BO').slice(0, 12);
  const until = new Date(Date.now() + 30 * 86400_000).toISOString();
  const ids: string[] = [];
  for (const n of ['1', '2']) {
    const { data, error } = await admin.sb.from('coupons').insert({
      code: `${prefix}${n}`, name_korean: `벌크 쿠폰 ${n}`, name_english: `Bulk ${n}`, discount_type: 'fixed', discount_value: 1000, valid_until: until,
    }).select('id').single();
    expect(error).toBeNull();
    ids.push(data!.id);
  }
  const client = await newClient({ name_english: 'Coupon Holder', name_korean: '쿠폰받은이' });
  expect((await admin.sb.rpc('admin_grant_coupon', { coupon_id: ids[0], user_ids: [client.uid] })).error).toBeNull();

  await adminLogIn(page);
  await page.goto('/admin/coupons');
  await page.getByPlaceholder('코드 또는 이름 검색').fill(prefix);
  const cards = page.getByTestId('coupon-card');
  await expect(cards).toHaveCount(2);
  const first = cards.filter({ hasText: `${prefix}1` });
  await expect(first).toContainText('발급자');
  await expect(first).toContainText('관리자 (관리자)');
  await expect(first.getByTestId('coupon-recipients')).toContainText('받은 사람 (1명)');
  await expect(first.getByTestId('coupon-recipients')).toContainText('쿠폰받은이 (관리자 지급)');
  await expect(cards.filter({ hasText: `${prefix}2` }).getByTestId('coupon-recipients')).toContainText('없음');

  // select both, deactivate (asks first)
  for (const card of await cards.all()) await card.getByTestId('coupon-select').locator('input').check();
  await expect(page.getByTestId('coupon-bulk-bar')).toContainText('2개 선택됨');
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('bulk-deactivate').click();
  const dialog = await openResult(page);
  await expect(dialog.getByTestId('bulk-summary')).toHaveText('선택 비활성화: 2건 완료, 0건 건너뜀, 0건 실패');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(cards.filter({ hasText: '비활성' })).toHaveCount(2);
  const { data: after } = await admin.sb.from('coupons').select('is_active').in('id', ids);
  expect(after!.map((c) => c.is_active)).toEqual([false, false]);

  // CSV: the issuer and the recipients, Korean headers
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '내보내기' }).click();
  const csv = await fs.readFile((await (await download).path())!, 'utf8');
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toContain('쿠폰 코드,한글 이름,영문 이름,할인 유형');
  expect(lines[0]).toContain('발급자,받은 사람');
  const line = lines.find((l) => l.startsWith(`${prefix}1,`))!;
  expect(line).toContain('금액 할인 (원)');
  expect(line).toContain('비활성');
  expect(line).toContain('관리자 (관리자),쿠폰받은이 (관리자 지급)');
});

test('audit log: who changed what and when, filtered; read-only', async ({ page }) => {
  const lawyer = await newPendingLawyer(`감사${Date.now().toString(36).slice(-5)}`);
  const admin = await signedIn(ADMIN);
  expect((await admin.sb.rpc('admin_set_lawyer_approval', { lawyer_id: lawyer.id, approved: true })).error).toBeNull();
  expect((await admin.sb.rpc('admin_set_lawyer_visibility', { lawyer_id: lawyer.id, visible: false })).error).toBeNull();

  await adminLogIn(page);
  await page.goto('/admin/audit-log');
  await expect(page.getByRole('navigation', { name: '관리자 대시보드' }).getByRole('link', { name: '감사 로그' })).toBeVisible();
  await page.getByPlaceholder('작업, 대상 또는 대상 ID 검색').fill(lawyer.id);
  const rows = page.locator('tbody tr:not(.RaDatagrid-expandedPanel)');
  await expect(rows).toHaveCount(4); // role, registration, approval, hidden: newest first
  await expect(rows.nth(3)).toContainText('역할 부여');
  await expect(rows.nth(2)).toContainText('변호사 가입');
  await expect(rows.nth(0)).toContainText('변호사 공개 여부 변경');
  await expect(rows.nth(0)).toContainText('관리자');
  await expect(rows.nth(0)).toContainText('is_visible: true → false');
  await expect(rows.nth(1)).toContainText('변호사 승인');
  await expect(rows.nth(1)).toContainText('is_approved: false → true');

  // the action filter
  await page.getByRole('combobox', { name: '작업', exact: true }).click();
  await page.getByRole('option', { name: '변호사 승인', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('변호사');
  // opening the row shows before / after in full
  await rows.first().click();
  await expect(page.getByTestId('audit-detail')).toContainText('"is_approved": true');
  // read-only: no create, edit or delete anywhere on the page
  await expect(page.getByRole('button', { name: /삭제|수정|만들기/ })).toHaveCount(0);

  // a date range that ends before today shows nothing of it
  await page.getByLabel('종료일').fill('2020-01-01');
  await expect(rows).toHaveCount(0);
});

test('failed e-mails: listed for administrators, and 다시 보내기 queues one again', async ({ page }) => {
  // a member whose address is gone: the coupon e-mail fails for good on its first attempt
  const client = await newClient({ name_english: 'No Address', name_korean: `주소없음${Date.now().toString(36).slice(-4)}` });
  const cleared = await serviceApi().from('profiles').update({ email: null }).eq('id', client.uid);
  expect(cleared.error).toBeNull();
  const admin = await signedIn(ADMIN);
  const { data: coupon } = await admin.sb.from('coupons').insert({
    code: uniqueCode('FAIL'), name_korean: '실패 쿠폰', name_english: 'Fail', discount_type: 'fixed', discount_value: 1000,
    valid_until: new Date(Date.now() + 30 * 86400_000).toISOString(),
  }).select('id').single();
  expect((await admin.sb.rpc('admin_grant_coupon', { coupon_id: coupon!.id, user_ids: [client.uid] })).error).toBeNull();
  const name = (await client.sb.from('profiles').select('name_korean').eq('id', client.uid).single()).data!.name_korean!;
  await expect.poll(async () => {
    const { data } = await admin.sb.rpc('admin_failed_deliveries');
    return (data ?? []).filter((d: { recipient_name: string | null }) => d.recipient_name === name).length;
  }, { timeout: 20_000 }).toBe(1);

  await adminLogIn(page);
  await page.getByRole('navigation', { name: '관리자 대시보드' }).getByRole('link', { name: '발송 실패 메일' }).click();
  await expect(page).toHaveURL(/\/admin\/failed-deliveries/);
  const row = page.locator('tbody tr').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('쿠폰 지급');
  await expect(row).toContainText('the recipient has no e-mail address');
  await expect(row.locator('td').nth(4)).toHaveText('1');

  await row.getByRole('button', { name: '다시 보내기' }).click();
  await expect(page.getByTestId('notification')).toContainText('다시 보내기 대기열에 넣었습니다');
  // the worker tries again (still no address): failed again after a second attempt
  await expect(async () => {
    await page.reload();
    await expect(page.locator('tbody tr').filter({ hasText: name }).locator('td').nth(4)).toHaveText('2', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  // the retry is in the audit log
  const { data: audit } = await admin.sb.from('audit_log').select('action,actor_id').eq('action', 'delivery.retry').eq('actor_id', admin.uid);
  expect(audit!.length).toBeGreaterThan(0);
});
