// Admin log-in and the portal guard (spec §2 "Administrator log-in", §6 "Admin portal", §8 "Admin").
import { expect, test } from '@playwright/test';
import { ADMIN, CLIENT, PASSWORD, adminLogIn, browserSessionFor, expectToast } from './helpers.ts';

test('no session: every console page leads to the log-in page', async ({ page }) => {
  for (const path of ['/admin', '/admin/dashboard', '/admin/lawyers', '/admin/coupons']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  }
});

test('the log-in form requires e-mail and password', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('필수 항목입니다')).toHaveCount(2);
  await page.getByLabel('이메일').fill(ADMIN);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('필수 항목입니다')).toHaveCount(1);
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('wrong password: refused with the credentials message', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('이메일').fill(ADMIN);
  await page.getByLabel('비밀번호').fill('not-the-password');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expectToast(page, '로그인 실패', '이메일 또는 비밀번호가 올바르지 않습니다.');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('the administrator logs in, sees the dashboard, and logs out', async ({ page }) => {
  await adminLogIn(page);
  await expectToast(page, '로그인 성공', '관리자 대시보드로 이동합니다.');
  await expect(page.getByRole('heading', { name: '관리자 대시보드', level: 1 })).toBeVisible();
  // the four cards
  for (const label of ['전체 회원', '등록 변호사', '승인 대기 변호사', '전체 예약']) {
    await expect(page.getByTestId('stat-card').filter({ hasText: label })).toBeVisible();
  }
  // the sidebar of the spec
  const nav = page.getByRole('navigation', { name: '관리자 대시보드' });
  for (const item of ['대시보드', '변호사 관리', '회원 관리', '예약 관리', '쿠폰 관리', '무료 상담 신청']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  // /admin shows the dashboard too; a reload keeps the session
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: '관리자 대시보드', level: 1 })).toBeVisible();
  await nav.getByRole('button', { name: '로그아웃' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a client cannot log in: signed out again with the spec message', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('이메일').fill(CLIENT);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expectToast(page, '로그인 실패', '관리자 권한이 없습니다.');
  await expect(page).toHaveURL(/\/admin\/login$/);
  // signed out: no session left in storage
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth-token')));
  expect(keys).toEqual([]);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a signed-in client entering the console: no access, back to the site, still signed in', async ({ page }) => {
  await browserSessionFor(page, CLIENT);
  await page.goto('/admin/coupons');
  await expectToast(page, '접근 권한 없음', '관리자 권한이 필요합니다.');
  await page.waitForURL((url) => url.pathname === '/');
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('auth-token')));
  expect(keys.length).toBe(1);
});

test('English can be switched on and back', async ({ page }) => {
  await adminLogIn(page);
  await page.getByRole('button', { name: /한국어|Language|언어/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('menuitem', { name: '한국어' }).click();
  await expect(page.getByRole('heading', { name: '관리자 대시보드', level: 1 })).toBeVisible();
});
