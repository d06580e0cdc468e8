// After log-in the portal follows Refine's ?to= only to a path on this site (issue 14, the shared
// rule); everything else, and the log-in/sign-up pages themselves, lead to the dashboard.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const signInLawyer = vi.fn();
const requestPasswordReset = vi.fn();
const setNewPassword = vi.fn();
const checkAccess = vi.fn();
vi.mock('../data/auth.ts', () => ({ signInLawyer, checkAccess, signOutLawyer: vi.fn(), requestPasswordReset, setNewPassword }));
vi.mock('../data/lawyers.ts', () => ({ getIdentity: vi.fn() }));
vi.mock('../data/signup.ts', () => ({ registerLawyer: vi.fn() }));

const { afterLoginPath, authProvider, ROUTES } = await import('./authProvider.ts');

const BYPASSES = [
  '/\t/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '//evil.example',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5cevil.example',
  '/..//evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  '@evil.example',
];

describe('afterLoginPath', () => {
  it('falls back to the dashboard for the known bypasses and a missing ?to=', () => {
    for (const to of [...BYPASSES, null, undefined, '']) expect(afterLoginPath(to), String(to)).toBe(ROUTES.dashboard);
  });
  it('keeps a portal path with its query and hash', () => {
    expect(afterLoginPath('/lawyer/bookings?status=pending#b1')).toBe('/lawyer/bookings?status=pending#b1');
  });
  it('never goes back to the log-in or sign-up page', () => {
    for (const to of ['/lawyer-login', '/lawyer-login/', '/LAWYER-LOGIN?to=/x', '/lawyer-signup#top', '/lawyer/../lawyer-login', '/lawyer-login/reset-password', '/lawyer-login/forgot-password?email=x']) {
      expect(afterLoginPath(to), to).toBe(ROUTES.dashboard);
    }
  });
});

describe('authProvider.login', () => {
  beforeEach(() => {
    signInLawyer.mockReset();
    signInLawyer.mockResolvedValue({ ok: true, uid: 'u1' });
  });
  it('answers with the checked ?to= as redirectTo', async () => {
    await expect(authProvider.login({ email: 'l@x.co', password: 'p', to: '/%09/evil.example' })).resolves.toEqual({ success: true, redirectTo: ROUTES.dashboard });
    await expect(authProvider.login({ email: 'l@x.co', password: 'p', to: '/lawyer/profile' })).resolves.toEqual({ success: true, redirectTo: '/lawyer/profile' });
    await expect(authProvider.login({ email: 'l@x.co', password: 'p' })).resolves.toEqual({ success: true, redirectTo: ROUTES.dashboard });
  });
  it('an account whose application stopped (no lawyer record) goes to finish it (issue 25)', async () => {
    signInLawyer.mockResolvedValue({ ok: true, uid: 'u1', applicationIncomplete: true });
    await expect(authProvider.login({ email: 'l@x.co', password: 'p', to: '/lawyer/profile' })).resolves.toEqual({ success: true, redirectTo: '/lawyer-login/complete-application' });
  });
  it('a refused sign-in redirects nowhere', async () => {
    signInLawyer.mockResolvedValue({ ok: false, reason: 'not_lawyer' });
    const r = await authProvider.login({ email: 'l@x.co', password: 'p', to: '/lawyer/profile' });
    expect(r.success).toBe(false);
    expect(r.redirectTo).toBeUndefined();
  });
});

describe('authProvider.check', () => {
  beforeEach(() => checkAccess.mockReset());
  it('sends an applicant without a lawyer record to finish the application, anyone else without the role home', async () => {
    checkAccess.mockResolvedValue({ kind: 'applicant', uid: 'u1' });
    await expect(authProvider.check()).resolves.toMatchObject({ authenticated: false, redirectTo: ROUTES.completeApplication, error: { name: '가입 신청 미완료' } });
    checkAccess.mockResolvedValue({ kind: 'not_lawyer' });
    await expect(authProvider.check()).resolves.toMatchObject({ authenticated: false, redirectTo: '/', error: { message: '변호사만 접근할 수 있습니다.' } });
  });
});

describe('authProvider.forgotPassword and updatePassword', () => {
  beforeEach(() => {
    requestPasswordReset.mockReset();
    setNewPassword.mockReset();
    checkAccess.mockReset();
  });
  it('sends the link to the new-password page on this origin; refuses a malformed address', async () => {
    requestPasswordReset.mockResolvedValue(undefined);
    await expect(authProvider.forgotPassword!({ email: ' lawyer@demo.test ' })).resolves.toEqual({ success: true });
    expect(requestPasswordReset).toHaveBeenCalledWith('lawyer@demo.test', `${window.location.origin}/lawyer-login/reset-password`);
    const bad = await authProvider.forgotPassword!({ email: 'nope' });
    expect(bad).toMatchObject({ success: false, error: { name: '입력 오류' } });
    expect(requestPasswordReset).toHaveBeenCalledTimes(1);
  });
  it('checks the new password before saving it, then sends a lawyer to the dashboard', async () => {
    await expect(authProvider.updatePassword!({ password: 'short', confirmPassword: 'short' })).resolves.toMatchObject({
      success: false, error: { name: '비밀번호 오류', message: '비밀번호는 8자 이상이어야 합니다.' },
    });
    await expect(authProvider.updatePassword!({ password: 'long-enough', confirmPassword: 'long-enougH' })).resolves.toMatchObject({
      success: false, error: { name: '비밀번호 불일치' },
    });
    expect(setNewPassword).not.toHaveBeenCalled();
    checkAccess.mockResolvedValue({ kind: 'lawyer', uid: 'u1' });
    await expect(authProvider.updatePassword!({ password: 'long-enough', confirmPassword: 'long-enough' })).resolves.toMatchObject({
      success: true, redirectTo: ROUTES.dashboard, successNotification: { message: '비밀번호 변경 완료' },
    });
    setNewPassword.mockRejectedValue(Object.assign(new Error('New password should be different from the old password.'), { code: 'same_password' }));
    await expect(authProvider.updatePassword!({ password: 'long-enough', confirmPassword: 'long-enough' })).resolves.toMatchObject({
      success: false, error: { message: '새 비밀번호는 이전 비밀번호와 달라야 합니다.' },
    });
  });
});
