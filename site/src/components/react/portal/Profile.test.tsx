// The client profile form (issue 15): every error under its field with focus on the first, the
// toast kept; a future birth date refused; the database's birth-date refusal shown at the field.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToast, toasts } from '../../../lib/toast.ts';
import { portalI18n } from '../../../lib/i18n/portal/index.ts';
import { portalEn } from '../../../lib/i18n/portal/en.ts';
import { portalSession } from '../../../lib/portal/guard.ts';

const row = { id: 'u1', name_korean: null, name_english: 'Emily Carter', email: 'client@demo.test', phone: null, birth_date: '1993-04-18', gender: 'female', nationality: null, current_country: null, current_city: null };
const updateProfile = vi.fn();
vi.mock('../../../lib/portal/api.ts', () => ({
  fetchProfile: vi.fn(async () => row),
  updateProfile: (...a: unknown[]) => updateProfile(...a),
}));

import Profile from './Profile.tsx';

beforeEach(() => {
  removeToast();
  portalI18n.set({ lang: 'en', dict: portalEn });
  portalSession.set({ status: 'ready', user: { id: 'u1', email: 'client@demo.test' } } as never);
  updateProfile.mockReset();
});
afterEach(cleanup);

const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent?.trim();
const DATE_MESSAGE = portalEn['portal.profile.invalidDate'];

describe('client profile', () => {
  it('refuses a future birth date at the field and a too-long city at its own; focus on the first', async () => {
    render(<Profile />);
    const birth = await screen.findByLabelText('Date of Birth');
    fireEvent.change(birth, { target: { value: '2030-01-01' } });
    fireEvent.change(screen.getByLabelText('Current City'), { target: { value: 'x'.repeat(101) } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    await vi.waitFor(() => expect(document.activeElement).toBe(birth), { timeout: 5000 });
    expect(birth.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(birth)).toBe(DATE_MESSAGE);
    expect(screen.getByLabelText('Current City').getAttribute('aria-invalid')).toBe('true');
    expect(toasts.get()[0]).toMatchObject({ variant: 'destructive', title: portalEn['portal.profile.updateFailed'], description: DATE_MESSAGE });
    expect(updateProfile).not.toHaveBeenCalled();
    fireEvent.change(birth, { target: { value: '1990-01-01' } });
    expect(birth.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the database\'s birth-date refusal at the field', async () => {
    updateProfile.mockRejectedValueOnce(Object.assign(new Error('out of range'), { code: '23514', hint: 'birth_date_out_of_range' }));
    render(<Profile />);
    const birth = await screen.findByLabelText('Date of Birth');
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    await vi.waitFor(() => expect(birth.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    expect(errorOf(birth)).toBe(DATE_MESSAGE);
    await vi.waitFor(() => expect(document.activeElement).toBe(birth), { timeout: 5000 });
  });
});
