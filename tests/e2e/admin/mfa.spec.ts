// Two-step verification for administrators (issue 18) in the console, on a server of its own
// (port 4740, its own data directory) with a throwaway administrator made by `pnpm admin:create`,
// so the seeded admin@demo.test that other specs sign in as never gets a factor. The administrator
// enrols an authenticator app on 보안 (QR code and setup key; the codes are computed here from the
// key, RFC 6238), is then asked for the code after the password, and removes the app again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { createClient } from '@supabase/supabase-js';
import { totpCode } from '../../../supabase/server/auth/mfa.ts';
import { PUBLISHABLE_KEY, PASSWORD } from '../common.ts';

const PORT = 4740;
const URL_ = `http://localhost:${PORT}`;
const DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'klegal-e2e-mfa-'));
const SCRIPTS = path.resolve(import.meta.dirname, '../../../supabase/scripts');
const EMAIL = 'mfa-admin@e2e.test';
let server: ChildProcess | null = null;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(600_000);
  const env = { ...process.env, PORT: String(PORT), DATA_DIR, LOG: '0', AUTH_RATE_LIMIT: '0', SKIP_BUILD: '1', SITE_URL: URL_ };
  const made = spawnSync(process.execPath, [path.join(SCRIPTS, 'admin-create.ts'), EMAIL, '--password', PASSWORD, '--name', 'MFA Admin'], { env, encoding: 'utf8', timeout: 300_000 });
  if (made.status !== 0) throw new Error(`admin:create failed: ${made.stderr}`);
  server = spawn(process.execPath, [path.join(SCRIPTS, 'start.ts')], { env, stdio: 'ignore' });
  const deadline = Date.now() + 540_000;
  for (;;) {
    try {
      if ((await fetch(`${URL_}/auth/v1/health`)).ok) break;
    } catch { /* not up yet */ }
    if (Date.now() > deadline) throw new Error('the MFA server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
});

async function passwordStep(page: Page): Promise<void> {
  await page.goto(`${URL_}/admin/login`);
  await page.getByLabel('이메일').fill(EMAIL);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
}

/** A valid code that differs from `avoid` (the next 30-second step's code is valid too). */
function codeFor(secret: string, avoid = ''): string {
  const now = totpCode(secret);
  return now !== avoid ? now : totpCode(secret, Date.now() + 30_000);
}

let secret = '';

test('enrol an authenticator app on 보안: QR code and key, a wrong code refused, the right one verifies it', async ({ page }) => {
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: '보안' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByText('등록된 인증 앱이 없습니다.')).toBeVisible();
  await page.getByLabel('이름').fill('업무용 휴대폰');
  await page.getByRole('button', { name: '인증 앱 등록' }).click();
  await expect(page.getByRole('img', { name: 'QR' })).toBeVisible();
  expect(await page.getByRole('img', { name: 'QR' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  secret = (await page.getByTestId('mfa-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const good = codeFor(secret);
  await page.getByLabel('인증 코드 (6자리)').fill(good === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '인증 코드가 올바르지 않습니다.' })).toBeVisible();
  await page.getByLabel('인증 코드 (6자리)').fill(codeFor(secret));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('인증 앱을 등록했습니다.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '업무용 휴대폰' })).toContainText('사용 중');
});

test('the database refuses admin actions to a password-only session of this administrator', async () => {
  const sb = createClient(URL_, PUBLISHABLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await sb.auth.signInWithPassword({ email: EMAIL, password: PASSWORD });
  expect(error).toBeNull();
  const me = data.user!.id;
  const refused = await sb.rpc('admin_set_lawyer_visibility', { lawyer_id: me, visible: false });
  expect(refused.error?.code).toBe('42501');
  const factors = await sb.auth.mfa.listFactors();
  const v = await sb.auth.mfa.challengeAndVerify({ factorId: factors.data!.totp[0].id, code: codeFor(secret) });
  expect(v.error).toBeNull();
  const allowed = await sb.rpc('admin_set_lawyer_visibility', { lawyer_id: me, visible: false });
  expect(allowed.error?.code).toBe('PT404'); // past the admin check: no such lawyer
});

test('log-in asks for the code after the password; a wrong code is refused; then the console works; removing the app', async ({ page }) => {
  await passwordStep(page);
  await expect(page.getByRole('heading', { name: '2단계 인증' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  // the console itself sends a password-only session back to the log-in form
  await page.goto(`${URL_}/admin/dashboard`);
  await expect(page).toHaveURL(/\/admin\/login$/);
  await passwordStep(page);
  const good = codeFor(secret);
  await page.getByLabel('인증 코드 (6자리)').fill(good === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: '인증', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '인증 코드가 올바르지 않습니다.' })).toBeVisible();
  await page.getByLabel('인증 코드 (6자리)').fill(codeFor(secret));
  await page.getByRole('button', { name: '인증', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: '관리자 대시보드', level: 1 })).toBeVisible();

  await page.getByRole('link', { name: '보안' }).click();
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('listitem').filter({ hasText: '업무용 휴대폰' }).getByRole('button', { name: '삭제' }).click();
  await expect(page.getByText('인증 앱을 삭제했습니다.')).toBeVisible();
  await expect(page.getByText('등록된 인증 앱이 없습니다.')).toBeVisible();

  // without the app, the password alone signs in again
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await passwordStep(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
