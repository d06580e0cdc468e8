// After log-in the portal follows Refine's ?to= only to a path on this site (issue 14, the shared
// rule); everything else, and the log-in/sign-up pages themselves, lead to the dashboard.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const signInLawyer = vi.fn();
vi.mock('../data/auth.ts', () => ({ signInLawyer, checkAccess: vi.fn(), signOutLawyer: vi.fn() }));
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
    for (const to of ['/lawyer-login', '/lawyer-login/', '/LAWYER-LOGIN?to=/x', '/lawyer-signup#top', '/lawyer/../lawyer-login']) {
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
  it('a refused sign-in redirects nowhere', async () => {
    signInLawyer.mockResolvedValue({ ok: false, reason: 'not_lawyer' });
    const r = await authProvider.login({ email: 'l@x.co', password: 'p', to: '/lawyer/profile' });
    expect(r.success).toBe(false);
    expect(r.redirectTo).toBeUndefined();
  });
});
