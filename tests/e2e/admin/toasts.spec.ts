// Toasts and the revoke dialog (issue 16), as the administrator, at desktop and phone sizes: a
// toast covers neither the header nor the action that raised it; revoking a lawyer's approval
// asks in a dialog that names the lawyer (name and e-mail) and whose button carries the revoke's
// block icon, not a check mark or a bin.
import { expect, test } from '@playwright/test';
import { boxOf, expectNotCovering } from '../common-geometry.ts';
import { adminLogIn, api, expectToast, PASSWORD, serviceApi, unique } from './helpers.ts';

async function newPendingLawyer(nameKorean: string): Promise<{ id: string; email: string }> {
  const email = `${unique('toast-lawyer')}@example.com`;
  const sb = api();
  const up = await sb.auth.signUp({ email, password: PASSWORD, options: { data: { name_english: `Toast ${nameKorean}`, name_korean: nameKorean } } });
  expect(up.error).toBeNull();
  if (!up.data.session) await sb.auth.signInWithPassword({ email, password: PASSWORD });
  const uid = up.data.user!.id;
  const path = `${uid}/${uid}-verification.pdf`;
  const file = await sb.functions.invoke(`storage-upload?${new URLSearchParams({ bucket: 'lawyer-verifications', path })}`, { body: new Blob(['%PDF-1.4 e2e'], { type: 'application/pdf' }) });
  expect(file.error).toBeNull();
  const row = await sb.from('lawyers').insert({ id: uid, bar_association_number: '55555', bar_association_year: 2021, verification_document_url: path, is_approved: false, is_visible: false });
  expect(row.error).toBeNull();
  // applied long ago: the lawyer lists' "newest first" stay as the other journeys expect them
  expect((await serviceApi().from('lawyers').update({ created_at: '2020-01-02T00:00:00Z' }).eq('id', uid)).error).toBeNull();
  return { id: uid, email };
}

for (const size of [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`${size.name}: approve and revoke toasts stay off the header and the button; the revoke dialog names the lawyer`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    const name = `토스트${Date.now().toString(36).slice(-4)}`;
    const lawyer = await newPendingLawyer(name);
    await adminLogIn(page);
    await page.goto(`/admin/lawyers/${lawyer.id}/show`);
    const header = page.locator('header').first();

    const approve = page.getByRole('button', { name: `승인: ${name}` });
    await approve.scrollIntoViewIfNeeded();
    const approveBox = await boxOf(approve);
    await approve.click();
    await expectToast(page, '승인 완료');
    const toast = page.getByTestId('notification');
    await expectNotCovering(toast, { header: await boxOf(header), 'the approve button': approveBox });

    const revoke = page.getByRole('button', { name: `승인 취소: ${name}` });
    await revoke.scrollIntoViewIfNeeded();
    const revokeBox = await boxOf(revoke);
    const drawing = (l: typeof revoke) => l.locator('svg path').first().getAttribute('d');
    const revokeIcon = await drawing(revoke);
    expect(revokeIcon).toBeTruthy();
    await revoke.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`${name} 변호사의 승인을 취소하시겠습니까?`);
    await expect(dialog.getByTestId('revoke-who')).toHaveText(`승인을 취소할 변호사: ${name} (${lawyer.email})`);
    const confirm = dialog.getByRole('button', { name: '승인 취소' });
    // the dialog's button carries the revoke button's own icon (the same drawing), not
    // react-admin's default check mark
    expect(await drawing(confirm)).toBe(revokeIcon);
    await expect(dialog.getByTestId('revoke-who').locator('svg path')).toHaveAttribute('d', revokeIcon!);
    await confirm.click();
    await expectToast(page, '승인 취소됨');
    await expect(dialog).toBeHidden();
    await expectNotCovering(toast, { header: await boxOf(header), 'the revoke button': revokeBox });
  });
}
