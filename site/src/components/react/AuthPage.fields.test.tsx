// Sign-up and log-in (issue 15): errors under their fields with focus on the first, the toast
// kept; birth dates in the future or before 1900 refused; the show-password toggle on both forms.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToast, toasts } from '../../lib/toast.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { en } from '../../lib/i18n/en.ts';

const signUp = vi.fn();
const signInWithPassword = vi.fn();
vi.mock('../../lib/api/reference.ts', () => ({ fetchCategories: vi.fn(async () => []) }));
vi.mock('../../lib/auth/client.ts', () => ({
  getAuthClient: () => ({ signUp, signInWithPassword, signOut: async () => ({}), resetPasswordForEmail: async () => ({ error: null }) }),
}));

import AuthPage from './AuthPage.tsx';

beforeEach(() => {
  removeToast();
  i18n.set({ lang: 'en', dict: en });
  signUp.mockReset();
  signInWithPassword.mockReset();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/auth');
});

const submitButton = () => document.querySelector('form button[type=submit]') as HTMLButtonElement;
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent?.trim();

async function openSignUp() {
  window.history.replaceState(null, '', '/auth?mode=signup');
  render(<AuthPage />);
  await screen.findByRole('heading', { name: en['auth.signupTitle'] });
}
const submitSignUp = () => act(async () => { fireEvent.click(submitButton()); });

describe('sign-up', () => {
  it('shows each error under its field, focuses the first, and keeps the spec\'s toast', async () => {
    await openSignUp();
    await submitSignUp();
    const name = screen.getByLabelText(/^Name/);
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(name)).toBe('Please enter your name');
    expect(errorOf(screen.getByLabelText(/^Email/))).toBe('Please enter a valid email address');
    const password = document.getElementById(screen.getByLabelText(/^Password/).id)!;
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')!.split(' ')).toHaveLength(2); // the hint and the error
    expect(errorOf(password)).toBe('Password must be at least 8 characters');
    expect(errorOf(screen.getByLabelText(en['auth.privacy'], { exact: false }))).toBe(en['auth.privacyRequiredText']);
    expect(toasts.get()[0]).toMatchObject({ variant: 'destructive', title: en['auth.privacyRequired'] });
    expect(signUp).not.toHaveBeenCalled();
  });

  it('refuses a birth date in the future (2030) or before 1900 at the field, and sends nothing', async () => {
    await openSignUp();
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Anna Lee' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Demo-pass-2026' } });
    fireEvent.click(screen.getByLabelText(en['auth.privacy'], { exact: false }));
    const birth = screen.getByLabelText(en['auth.birthDate']);
    for (const d of ['2030-01-01', '1899-12-31']) {
      fireEvent.change(birth, { target: { value: d } });
      await submitSignUp();
      expect(document.activeElement).toBe(birth);
      expect(birth.getAttribute('aria-invalid')).toBe('true');
      expect(errorOf(birth)).toBe('Please enter a date of birth between 1900-01-01 and today');
      expect(toasts.get()[0]).toMatchObject({ title: en['auth.inputError'], description: 'Please enter a date of birth between 1900-01-01 and today' });
    }
    expect(signUp).not.toHaveBeenCalled();
    expect(birth.getAttribute('max')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(birth.getAttribute('min')).toBe('1900-01-01');
  });

  it('has the show-password toggle', async () => {
    await openSignUp();
    const input = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: en['auth.showPassword'] }));
    expect(input.type).toBe('text');
  });
});

describe('log-in', () => {
  it('shows the errors at e-mail and password and focuses the e-mail; wrong credentials at the password', async () => {
    render(<AuthPage />);
    await screen.findByRole('heading', { name: en['auth.loginTitle'] });
    await act(async () => { fireEvent.click(submitButton()); });
    const email = screen.getByLabelText(/^Email/);
    const password = screen.getByLabelText(/^Password/) as HTMLInputElement;
    expect(document.activeElement).toBe(email);
    expect(errorOf(email)).toBe('Please enter a valid email address');
    expect(errorOf(password)).toBe('Please enter your password');

    signInWithPassword.mockResolvedValueOnce({ data: {}, error: new Error('Invalid login credentials') });
    fireEvent.change(email, { target: { value: 'client@demo.test' } });
    fireEvent.change(password, { target: { value: 'wrong-password' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    await act(async () => { fireEvent.click(submitButton()); });
    await vi.waitFor(() => expect(errorOf(password)).toBe(en['auth.invalidCredentials']), { timeout: 5000 });
    await vi.waitFor(() => expect(document.activeElement).toBe(password), { timeout: 5000 });
    // the show-password toggle
    fireEvent.click(screen.getByRole('button', { name: en['auth.showPassword'] }));
    expect(password.type).toBe('text');
  });
});
