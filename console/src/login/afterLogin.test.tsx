// After log-in the console follows react-admin's remembered page only if it passes the shared
// redirect rule (issue 14); otherwise, and by default, the dashboard. The page test drives the real
// form, useLogin and router: where the admin lands is read from the router afterwards.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, testDataProvider, type AuthProvider } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { AFTER_LOGIN_DEFAULT, afterLoginPath } from './afterLogin.ts';
import { LoginPage } from './LoginPage.tsx';

const BYPASSES = ['/\t/evil.example', '/%09/evil.example', '/%0a/evil.example', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', '/%5cevil.example', '/..//evil.example', 'https://evil.example', 'javascript:alert(1)', '@evil.example'];

describe('afterLoginPath', () => {
  it('falls back to the dashboard for the known bypasses', () => {
    for (const nextPathname of BYPASSES) expect(afterLoginPath({ nextPathname }), nextPathname).toBe(AFTER_LOGIN_DEFAULT);
    expect(afterLoginPath({ nextPathname: '/', nextSearch: '?x=//evil.example' })).toBe(AFTER_LOGIN_DEFAULT);
    expect(afterLoginPath({ nextPathname: '/lawyers', nextSearch: '%0a/evil' })).toBe(AFTER_LOGIN_DEFAULT);
  });
  it('falls back without a usable state, and for pages that would send the admin on again', () => {
    for (const state of [null, undefined, 'x', {}, { nextPathname: 42 }, { nextPathname: '' }]) expect(afterLoginPath(state)).toBe(AFTER_LOGIN_DEFAULT);
    for (const nextPathname of ['/', '/login', '/login/', '/no-access', '/LOGIN']) expect(afterLoginPath({ nextPathname }), nextPathname).toBe(AFTER_LOGIN_DEFAULT);
  });
  it('keeps a console page with its search (nextSearch may be missing, as after some logouts)', () => {
    expect(afterLoginPath({ nextPathname: '/lawyers', nextSearch: '?filter=%7B%7D&page=2' })).toBe('/lawyers?filter=%7B%7D&page=2');
    expect(afterLoginPath({ nextPathname: '/bookings/b1/show' })).toBe('/bookings/b1/show');
  });
});

function Landed() {
  const l = useLocation();
  return <output data-testid="landed">{l.pathname + l.search}</output>;
}

async function logInFrom(state: unknown): Promise<string> {
  const authProvider: AuthProvider = {
    login: vi.fn(async () => undefined),
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => 'admin',
  };
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <AdminContext authProvider={authProvider} dataProvider={testDataProvider()} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  fireEvent.change(await screen.findByLabelText(/이메일/), { target: { value: 'admin@demo.test' } });
  fireEvent.change(screen.getByLabelText(/비밀번호/), { target: { value: 'pw' } });
  fireEvent.click(screen.getByRole('button', { name: '로그인' }));
  return (await screen.findByTestId('landed')).textContent ?? '';
}

afterEach(cleanup);

describe('the log-in page', () => {
  it('refuses a remembered page off the site: the dashboard', async () => {
    expect(await logInFrom({ nextPathname: '/%09/evil.example', nextSearch: '' })).toBe('/dashboard');
  });
  it('returns to a remembered console page', async () => {
    expect(await logInFrom({ nextPathname: '/lawyers', nextSearch: '?page=2' })).toBe('/lawyers?page=2');
  });
  it('without one: the dashboard', async () => {
    expect(await logInFrom(undefined)).toBe('/dashboard');
  });
});
