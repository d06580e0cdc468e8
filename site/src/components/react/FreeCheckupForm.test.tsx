import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeToast, toasts } from '../../lib/toast.ts';
import { PRIVACY_POLICY_VERSION } from '@shared/privacy.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { en } from '../../lib/i18n/en.ts';
import { dict as ko } from '../../lib/i18n/ko.ts';

vi.mock('../../lib/api/checkups.ts', () => ({
  insertFreeCheckup: vi.fn(async () => undefined),
  uploadCheckupDocument: vi.fn(async () => 'path'),
}));

import FreeCheckupForm, { validateFile } from './FreeCheckupForm.tsx';
import { insertFreeCheckup, uploadCheckupDocument } from '../../lib/api/checkups.ts';

// the English dictionary, whatever the page-language store starts from in a test
beforeEach(() => {
  removeToast();
  i18n.set({ lang: 'en', dict: en });
});
afterEach(cleanup);

describe('FreeCheckupForm', () => {
  it('is disabled in the server-rendered HTML, so nothing can be picked before hydration', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<FreeCheckupForm />);
    const category = host.querySelector('select') as HTMLSelectElement;
    // happy-dom does not apply a disabled fieldset to its controls (browsers do), so check the fieldset.
    expect(category.closest('fieldset')?.disabled).toBe(true);
  });

  it('is enabled once hydrated', () => {
    render(<FreeCheckupForm />);
    expect((screen.getByLabelText(/Legal Category/) as HTMLSelectElement).closest('fieldset')?.disabled).toBe(false);
  });

  it('shows the first failing message in an "input error" notification', () => {
    render(<FreeCheckupForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Free Check-up' }));
    expect(toasts.get()[0]).toMatchObject({ title: 'Input error', description: 'Please select a category', variant: 'destructive' });
    expect(insertFreeCheckup).not.toHaveBeenCalled();
  });

  it('shows the spec’s Korean messages exactly on a Korean page', async () => {
    i18n.set({ lang: 'ko', dict: { ...en, ...ko } });
    render(<FreeCheckupForm />);
    fireEvent.click(screen.getByRole('button', { name: ko['checkup.submit']! }));
    expect(toasts.get()[0]).toMatchObject({ title: '입력 오류', description: '카테고리를 선택해주세요', variant: 'destructive' });
    await vi.waitFor(() => expect(errorOf(screen.getByLabelText(new RegExp(ko['checkup.describe']!)))).toBe('최소 10자 이상 작성해주세요'));
  });

  it('lists the issues of the chosen category and resets the issue when the category changes', () => {
    render(<FreeCheckupForm />);
    const category = screen.getByLabelText(/Legal Category/) as HTMLSelectElement;
    const issue = screen.getByLabelText('Specific Issue') as HTMLSelectElement;
    expect(issue.disabled).toBe(true);
    fireEvent.change(category, { target: { value: 'Medical Dispute' } });
    expect([...issue.options].map((o) => o.value)).toEqual(['', 'Medical Malpractice', 'Hospital Fee Refunds', 'Medical Negligence Compensation', 'Others']);
    fireEvent.change(issue, { target: { value: 'Hospital Fee Refunds' } });
    fireEvent.change(category, { target: { value: 'Criminal Cases' } });
    expect(issue.value).toBe('');
  });

  it('defaults: not urgent, "in Korea" unset', () => {
    render(<FreeCheckupForm />);
    const urgent = screen.getByRole('group', { name: 'Is it urgent?' });
    expect((urgent.querySelectorAll('input')[1] as HTMLInputElement).checked).toBe(true);
    const inKorea = screen.getByRole('group', { name: 'Are you in Korea now?' });
    expect([...inKorea.querySelectorAll('input')].some((i) => (i as HTMLInputElement).checked)).toBe(false);
    expect((screen.getByLabelText(/Mobile/) as HTMLInputElement).placeholder).toBe('010-1234-5678');
  });

  it('submits, uploads the documents and shows "submitting..."', async () => {
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
    render(<FreeCheckupForm />);
    fireEvent.change(screen.getByLabelText(/Legal Category/), { target: { value: 'Criminal Cases' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText(/Mobile/), { target: { value: '010-1111-2222' } });
    fireEvent.change(screen.getByLabelText(/Preferred Language/), { target: { value: 'Chinese (Mandarin)' } });
    fireEvent.change(screen.getByLabelText(/Briefly describe/), { target: { value: 'I was stopped by the police.' } });
    const file = new File(['%PDF-1.4'], 'passport scan.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    expect(screen.getByText('passport scan.pdf')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/I agree to the collection/));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Free Check-up' }));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeTruthy();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    const row = vi.mocked(insertFreeCheckup).mock.calls[0]![0];
    expect(row).toMatchObject({ category: 'Criminal Cases', name: 'Anna', preferred_language: 'chinese (mandarin)', is_in_korea: null, is_urgent: false, user_id: null, locale: 'en', privacy_policy_version: PRIVACY_POLICY_VERSION });
    expect(vi.mocked(uploadCheckupDocument)).toHaveBeenCalledWith(row.id, 1, file);
  });

  it('has a honeypot no person sees or reaches: hidden from assistive technology, out of the tab order, no autofill', () => {
    render(<FreeCheckupForm />);
    const trap = document.querySelector('input[name=website]') as HTMLInputElement;
    expect(trap).toBeTruthy();
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    expect((trap.closest('[aria-hidden="true"]') as HTMLElement).className).toBe('sr-only');
    expect(trap.value).toBe('');
  });

  it('a filled honeypot pretends success and sends nothing', async () => {
    const assign = vi.fn();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
    vi.mocked(insertFreeCheckup).mockClear();
    vi.mocked(uploadCheckupDocument).mockClear();
    render(<FreeCheckupForm />);
    fireEvent.change(screen.getByLabelText(/Legal Category/), { target: { value: 'Criminal Cases' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Bot' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'bot@example.com' } });
    fireEvent.change(screen.getByLabelText(/Mobile/), { target: { value: '010-1111-2222' } });
    fireEvent.change(screen.getByLabelText(/Briefly describe/), { target: { value: 'Buy cheap watches at example.com now.' } });
    fireEvent.change(document.querySelector('input[name=website]')!, { target: { value: 'https://spam.example' } });
    const file = new File(['%PDF-1.4'], 'spam.pdf', { type: 'application/pdf' });
    fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Free Check-up' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(insertFreeCheckup).not.toHaveBeenCalled();
    expect(uploadCheckupDocument).not.toHaveBeenCalled();
  });

  it('over the hourly limit (rate_limited) says so instead of "try again"', async () => {
    vi.mocked(insertFreeCheckup).mockRejectedValueOnce(Object.assign(new Error('Too many requests'), { code: 'PT429', hint: 'rate_limited', status: 429 }));
    render(<FreeCheckupForm />);
    fireEvent.change(screen.getByLabelText(/Legal Category/), { target: { value: 'Criminal Cases' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText(/Mobile/), { target: { value: '010-1111-2222' } });
    fireEvent.change(screen.getByLabelText(/Briefly describe/), { target: { value: 'I was stopped by the police.' } });
    fireEvent.click(screen.getByLabelText(/I agree to the collection/));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Free Check-up' }));
    await vi.waitFor(() => expect(toasts.get()[0]).toMatchObject({ title: 'Submission failed', description: 'Too many requests. Please try again in an hour.' }));
  });

  const fillValid = () => {
    fireEvent.change(screen.getByLabelText(/Legal Category/), { target: { value: 'Criminal Cases' } });
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Anna' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText(/Mobile/), { target: { value: '010-1111-2222' } });
    fireEvent.change(screen.getByLabelText(/Briefly describe/), { target: { value: 'I was stopped by the police.' } });
  };
  const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent?.trim();

  it('shows every error under its field (aria-invalid, aria-describedby) and focuses the first', async () => {
    vi.mocked(insertFreeCheckup).mockClear();
    render(<FreeCheckupForm />);
    fireEvent.change(screen.getByLabelText(/Date of Birth/), { target: { value: '2030-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Free Check-up' }));
    const category = screen.getByLabelText(/Legal Category/);
    await vi.waitFor(() => expect(document.activeElement).toBe(category), { timeout: 5000 });
    expect(category.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(category)).toBe('Please select a category');
    expect(errorOf(screen.getByLabelText(/^Name/))).toBe('Please enter your name');
    expect(errorOf(screen.getByLabelText(/Mobile/))).toBe('Please enter a phone number');
    expect(errorOf(screen.getByLabelText(/Briefly describe/))).toBe('Please write at least 10 characters');
    expect(errorOf(screen.getByLabelText(/Date of Birth/))).toBe('Please enter a date of birth between 1900-01-01 and today');
    expect(errorOf(screen.getByLabelText(/I agree to the collection/))).toBe('Please agree to the privacy policy.');
    expect(screen.getByLabelText(/Nationality/).getAttribute('aria-invalid')).toBeNull();
    // the toast: the first message, as before
    expect(toasts.get()[0]).toMatchObject({ title: 'Input error', description: 'Please select a category' });
    // fixing a field removes its error
    fireEvent.change(category, { target: { value: 'Criminal Cases' } });
    expect(category.getAttribute('aria-invalid')).toBeNull();
    expect(category.getAttribute('aria-describedby')).toBeNull();
    expect(insertFreeCheckup).not.toHaveBeenCalled();
  });

  it('without consent nothing is sent: the error is at the consent box, which gets the focus', async () => {
    vi.mocked(insertFreeCheckup).mockClear();
    render(<FreeCheckupForm />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Submit Free Check-up' }));
    const box = screen.getByLabelText(/I agree to the collection/);
    await vi.waitFor(() => expect(document.activeElement).toBe(box), { timeout: 5000 });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(box)).toBe('Please agree to the privacy policy.');
    expect(toasts.get()[0]).toMatchObject({ variant: 'destructive', title: 'Privacy Agreement Required', description: 'Please agree to the privacy policy.' });
    expect(insertFreeCheckup).not.toHaveBeenCalled();
    const link = screen.getByRole('link', { name: /Privacy Policy/ });
    expect(link.getAttribute('href')).toBe('/privacy-policy');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('the database\'s refusals show at their field: consent (policy changed) and birth date', async () => {
    vi.mocked(insertFreeCheckup).mockRejectedValueOnce(Object.assign(new Error('changed'), { code: '23514', hint: 'privacy_policy_changed' }));
    render(<FreeCheckupForm />);
    fillValid();
    const box = screen.getByLabelText(/I agree to the collection/) as HTMLInputElement;
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Free Check-up' }));
    await vi.waitFor(() => expect(errorOf(box)).toMatch(/privacy policy has changed/), { timeout: 5000 });
    expect(box.checked).toBe(false);
    await vi.waitFor(() => expect(document.activeElement).toBe(box), { timeout: 5000 });

    vi.mocked(insertFreeCheckup).mockRejectedValueOnce(Object.assign(new Error('dob'), { code: '23514', hint: 'birth_date_out_of_range' }));
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Free Check-up' }));
    const dob = screen.getByLabelText(/Date of Birth/);
    await vi.waitFor(() => expect(dob.getAttribute('aria-invalid')).toBe('true'), { timeout: 5000 });
    expect(errorOf(dob)).toBe('Please enter a date of birth between 1900-01-01 and today');
  });

  it('checks type and size of documents', () => {
    expect(validateFile(new File(['x'], 'a.exe', { type: 'application/x-msdownload' }))).toBe('type');
    expect(validateFile(new File([new Uint8Array(11 * 1024 * 1024)], 'a.pdf', { type: 'application/pdf' }))).toBe('size');
    expect(validateFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBeNull();
  });
});

describe('FreeCheckupForm from a booking (?booking=<id>)', () => {
  it('mergePrefill fills only empty fields, and an issue only with its category', async () => {
    const { mergePrefill, INITIAL_VALUES } = await import('./FreeCheckupForm.tsx');
    const typed = { ...INITIAL_VALUES, name: 'Typed Name' };
    const merged = mergePrefill(typed, { name: 'Profile Name', email: 'a@b.co', category: 'Labor & Employment', subCategory: 'Unpaid Wages' });
    expect(merged).toMatchObject({ name: 'Typed Name', email: 'a@b.co', category: 'Labor & Employment', subCategory: 'Unpaid Wages' });
    const chosen = mergePrefill({ ...INITIAL_VALUES, category: 'Medical Dispute' }, { category: 'Labor & Employment', subCategory: 'Unpaid Wages' });
    expect(chosen).toMatchObject({ category: 'Medical Dispute', subCategory: '' });
  });
});
