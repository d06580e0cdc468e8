// Issue 25, item 1: the console lists incomplete lawyer applications (an account that signed up as
// a lawyer and has no lawyer record) so an administrator can help or remove them. Reached from the
// menu; one with an uploaded certificate shows it; removing takes the certificate and the account
// (the e-mail can apply again), audited.
import { expect, test } from '@playwright/test';
import { ADMIN, PASSWORD, adminLogIn, api, expectToast, signedIn, unique } from './helpers.ts';

/** A lawyer sign-up that stopped after the account (as the portal's sign-up makes it). */
async function strandedApplicant(nameKorean: string, withCertificate: boolean): Promise<{ id: string; email: string }> {
  const email = `${unique('e2e-applicant')}@example.com`;
  const sb = api();
  const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name_korean: nameKorean, name_english: `Applicant ${nameKorean}`, applied_as: 'lawyer' } } });
  expect(up.error).toBeNull();
  if (!up.data.session) await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const uid = up.data.user!.id;
  if (withCertificate) {
    const file = await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path: `${uid}/${uid}-verification.pdf` })}`, { body: new Blob(['%PDF-1.4 e2e'], { type: 'application/pdf' }) });
    expect(file.error).toBeNull();
  }
  return { id: uid, email };
}

test('the console lists incomplete lawyer applications; an administrator removes one', async ({ page }) => {
  const tag = `미완${Date.now().toString(36).slice(-5)}`;
  const plain = await strandedApplicant(`${tag}가`, false);
  const withFile = await strandedApplicant(`${tag}나`, true);

  await adminLogIn(page);
  await page.getByRole('navigation', { name: '관리자 대시보드' }).getByRole('link', { name: '미완료 변호사 신청' }).click();
  await expect(page).toHaveURL(/\/admin\/lawyer-applications/);
  await expect(page.getByRole('heading', { name: '미완료 변호사 신청' }).first()).toBeVisible();

  const rowOf = (email: string) => page.locator('tbody tr').filter({ hasText: email });
  await expect(rowOf(plain.email)).toContainText(`${tag}가`);
  await expect(rowOf(plain.email)).toContainText('인증 완료');
  await expect(rowOf(plain.email)).toContainText('미제출');
  await expect(rowOf(withFile.email).getByRole('button', { name: /자격증/ })).toBeEnabled();
  // a client or a lawyer is never listed
  await expect(page.locator('tbody tr').filter({ hasText: 'client@demo.test' })).toHaveCount(0);
  await expect(page.locator('tbody tr').filter({ hasText: 'pending-lawyer@demo.test' })).toHaveCount(0);

  // remove the one with a certificate: the file, then the account
  await rowOf(withFile.email).getByRole('button', { name: '삭제' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`${tag}나 계정을 삭제할까요?`);
  await dialog.getByRole('button', { name: '삭제' }).click();
  await expectToast(page, '미완료 신청 계정을 삭제했습니다');
  await expect(rowOf(withFile.email)).toHaveCount(0);
  await expect(rowOf(plain.email)).toHaveCount(1);

  const { error } = await api().auth.signInWithPassword({ email: withFile.email, password: PASSWORD });
  expect(error?.code).toBe('invalid_credentials');
  const admin = await signedIn(ADMIN);
  const audit = await admin.sb.from('audit_log').select('actor_id, before').eq('action', 'lawyer_application.remove').eq('entity_id', withFile.id);
  expect(audit.data).toEqual([{ actor_id: admin.uid, before: expect.objectContaining({ email: withFile.email }) }]);
  const files = await admin.sb.storage.from('lawyer-verifications').list(withFile.id);
  expect(files.data ?? []).toEqual([]);
});
