// "Forgot your password?", the new-password page and the show-password toggle.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPasswordSchema, firstIssueMessage, passwordResetRequestSchema } from '@shared/schemas.ts';
import { removeToast, toasts } from '../../lib/toast.ts';

const resetPasswordForEmail = vi.fn(async (_email: string, _opts: { redirectTo?: string }) => ({ data: {}, error: null }));
vi.mock('../../lib/auth/client.ts', () => ({
  getAuthClient: () => ({ resetPasswordForEmail }),
}));
vi.mock('../../lib/api/reference.ts', () => ({ fetchCategories: vi.fn(async () => []) }));

import AuthPage, { resetRedirectUrl } from './AuthPage.tsx';
import { PasswordField } from './PasswordField.tsx';
import { tokenMethod } from './ResetPasswordPage.tsx';

beforeEach(() => {
  removeToast();
  resetPasswordForEmail.mockClear();
  window.history.replaceState(null, '', '/auth');
});
afterEach(cleanup);

function jwt(claims: object): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
}

describe('password reset helpers', () => {
  it('the reset link leads to /auth/reset-password on this origin, keeping a same-site next', () => {
    expect(resetRedirectUrl('http://localhost:4321', '/')).toBe('http://localhost:4321/auth/reset-password');
    expect(resetRedirectUrl('https://k-legal.example', '/booking?lawyer=1')).toBe('https://k-legal.example/auth/reset-password?next=%2Fbooking%3Flawyer%3D1');
    // in the page's language: the new-password page in it, its home left out like '/'
    expect(resetRedirectUrl('https://k-legal.example', '/zh/', 'zh')).toBe('https://k-legal.example/zh/auth/reset-password');
    expect(resetRedirectUrl('https://k-legal.example', '/zh/client/bookings', 'zh')).toBe('https://k-legal.example/zh/auth/reset-password?next=%2Fzh%2Fclient%2Fbookings');
  });
  it('reads the authentication method of an access token', () => {
    expect(tokenMethod(jwt({ amr: [{ method: 'recovery', timestamp: 1 }] }))).toBe('recovery');
    expect(tokenMethod(jwt({ amr: [{ method: 'password' }] }))).toBe('password');
    expect(tokenMethod('garbage')).toBeNull();
  });
  it('new password: the sign-up rule, typed twice', () => {
    expect(newPasswordSchema.safeParse({ password: 'long-enough', confirm: 'long-enough' }).success).toBe(true);
    expect(firstIssueMessage(newPasswordSchema.safeParse({ password: 'short', confirm: 'short' }))).toBe('Password must be at least 8 characters');
    expect(firstIssueMessage(newPasswordSchema.safeParse({ password: 'x'.repeat(101), confirm: 'x'.repeat(101) }))).toBe('Password must be less than 100 characters');
    expect(firstIssueMessage(newPasswordSchema.safeParse({ password: 'long-enough', confirm: 'long-enougH' }))).toBe('Passwords do not match');
    expect(firstIssueMessage(passwordResetRequestSchema.safeParse({ email: 'nope' }))).toBe('Please enter a valid email address');
  });
});

describe('show-password toggle', () => {
  it('switches the input between hidden and shown, and says so', () => {
    render(<><label htmlFor="pw">Password</label><PasswordField id="pw" value="secret-1" onValue={() => {}} /></>);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('pw');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('Forgot your password?', () => {
  it('sends the link and shows the same "check your inbox" message for any address', async () => {
    window.history.replaceState(null, '', '/auth?next=%2Fclient%2Fbookings');
    render(<AuthPage />);
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(window.location.search).toContain('mode=forgot');
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('ada@example.com');
    expect(resetPasswordForEmail).toHaveBeenCalledWith('ada@example.com', {
      redirectTo: `${window.location.origin}/auth/reset-password?next=%2Fclient%2Fbookings`,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Back to log-in' }));
    expect(screen.getByRole('heading', { name: 'Log in to K-Legal' })).toBeTruthy();
  });

  it('refuses an invalid address without calling the server', () => {
    window.history.replaceState(null, '', '/auth?mode=forgot');
    render(<AuthPage />);
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(toasts.get()[0]).toMatchObject({ variant: 'destructive', description: 'Please enter a valid email address' });
    expect(resetPasswordForEmail).not.toHaveBeenCalled();
  });
});
