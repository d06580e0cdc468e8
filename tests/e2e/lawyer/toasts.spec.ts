// Toasts of the lawyer portal (issue 16), at desktop and phone sizes: a toast covers neither the
// header (menu, bell, the lawyer's name) nor the action that raised it.
import { expect, test } from '@playwright/test';
import { boxOf, expectNotCovering } from '../common-geometry.ts';
import { DEMO_LAWYER, loginAsLawyer, toast } from './helpers.ts';

for (const size of [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }]) {
  test(`${size.name}: the log-in and save toasts stay below the header and off the save button`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await loginAsLawyer(page, DEMO_LAWYER);
    await expect(toast(page)).toContainText('로그인 성공');
    const header = page.locator('.lh-header');
    await expectNotCovering(toast(page), { header: await boxOf(header), bell: await boxOf(page.locator('.lh-bell')) });

    // saving the profile unchanged: its toast, raised by 프로필 저장
    await page.goto('/lawyer/profile');
    const save = page.getByRole('button', { name: '프로필 저장' });
    await save.scrollIntoViewIfNeeded();
    const saveBox = await boxOf(save);
    await save.click();
    await expect(toast(page)).toContainText('저장');
    await expect(toast(page)).toHaveClass(/ant-notification-notice-success/);
    await expectNotCovering(toast(page), { header: await boxOf(header), 'the save button': saveBox });
  });
}
