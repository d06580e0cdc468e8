// Access to the lawyer portal: log-in flow and its errors, the access rules of /lawyer/*, logout,
// and the layout's sidebar behaviour.
import { expect, test } from '@playwright/test';
import { browserSessionFor, CLIENT, DEMO_LAWYER, loginAsLawyer, PASSWORD, toast } from './helpers.ts';

test.describe('lawyer portal access', () => {
  test('without a session the portal asks to log in and goes to /auth', async ({ page }) => {
    await page.goto('/lawyer/bookings');
    await expect(toast(page)).toContainText('로그인 필요');
    await expect(toast(page)).toContainText('변호사 대시보드는 로그인이 필요합니다.');
    await page.waitForURL((u) => u.pathname === '/auth');
  });

  test('a client cannot log in to the portal and is signed out again', async ({ page }) => {
    await page.goto('/lawyer-login');
    await page.getByLabel('이메일').fill(CLIENT);
    await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(toast(page)).toContainText('로그인 실패');
    await expect(toast(page)).toContainText('변호사 계정이 아닙니다. 일반 로그인을 이용해주세요.');
    await expect(page).toHaveURL(/\/lawyer-login$/);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth-token')));
    expect(stored).toEqual([]);
  });

  test('a client who is signed in elsewhere cannot open the portal', async ({ page }) => {
    await browserSessionFor(page, CLIENT);
    await page.goto('/lawyer/dashboard');
    await expect(toast(page)).toContainText('접근 권한 없음');
    await expect(toast(page)).toContainText('변호사만 접근할 수 있습니다.');
    await page.waitForURL((u) => u.pathname === '/');
  });

  test('wrong credentials are refused with the spec message', async ({ page }) => {
    await page.goto('/lawyer-login');
    await page.getByLabel('이메일').fill(DEMO_LAWYER);
    await page.getByLabel('비밀번호', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: '로그인' }).click();
    await expect(toast(page)).toContainText('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  test('the lawyer logs in, is greeted, is sent past the log-in page, and logs out', async ({ page }) => {
    await loginAsLawyer(page, DEMO_LAWYER);
    await expect(toast(page)).toContainText('로그인 성공');
    await expect(page.getByText('김도현 변호사님')).toBeVisible();
    // an existing lawyer session skips the log-in form
    await page.goto('/lawyer-login');
    await page.waitForURL('**/lawyer/dashboard');
    // logout: toast, then the home page
    await page.getByRole('button', { name: '로그아웃' }).click();
    await expect(toast(page)).toContainText('로그아웃 완료');
    await page.waitForURL((u) => u.pathname === '/');
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth-token')));
    expect(stored).toEqual([]);
  });

  test('the sidebar toggles with Ctrl+B and remembers its state', async ({ page }) => {
    await loginAsLawyer(page, DEMO_LAWYER);
    const nav = page.getByRole('navigation', { name: '주 메뉴' });
    await expect(nav.getByRole('link', { name: '예약 관리' })).toContainText('예약 관리');
    await page.keyboard.press('Control+b');
    // collapsed: icons only, names as accessible labels
    await expect(nav.getByRole('link', { name: '예약 관리' })).not.toContainText('예약 관리');
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lawyer_sidebar_state');
    expect(cookie?.value).toBe('collapsed');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
    await page.reload();
    await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '예약 관리' })).not.toContainText('예약 관리');
    await page.keyboard.press('Control+b');
    await expect(page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '예약 관리' })).toContainText('예약 관리');
  });

  test('below 768 px the menu is a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAsLawyer(page, DEMO_LAWYER);
    await expect(page.getByRole('navigation', { name: '주 메뉴' })).toHaveCount(0);
    await page.getByRole('button', { name: '메뉴' }).click();
    const drawer = page.getByRole('dialog', { name: '메뉴' });
    await drawer.getByRole('link', { name: '북마크 관리' }).click();
    await page.waitForURL('**/lawyer/bookmarks');
    await expect(page.getByRole('heading', { name: '북마크 관리', level: 1 })).toBeVisible();
  });
});
