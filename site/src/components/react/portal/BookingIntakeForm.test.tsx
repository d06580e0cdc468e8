// The intake on a portal booking (issue 29, item 4): read when opened, saved through the database
// function, its refusals as one clear message (never a raw error), files checked before upload.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/rest.ts';
import { portalI18n } from '../../../lib/i18n/portal/index.ts';
import { portalEn } from '../../../lib/i18n/portal/en.ts';

const saveIntake = vi.fn();
const uploadIntakeDocument = vi.fn();
const fetchIntakeDocuments = vi.fn();
const removeIntakeDocument = vi.fn();
vi.mock('../../../lib/portal/intake.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/portal/intake.ts')>()),
  fetchIntake: vi.fn(async () => ({ status_of_stay: 'e7', visa_expires_on: '2027-01-10', notice_date: null, notice_deadline: null })),
  fetchIntakeDocuments: (...a: unknown[]) => fetchIntakeDocuments(...a),
  removeIntakeDocument: (...a: unknown[]) => removeIntakeDocument(...a),
  saveIntake: (...a: unknown[]) => saveIntake(...a),
  uploadIntakeDocument: (...a: unknown[]) => uploadIntakeDocument(...a),
}));

import { BookingIntakeForm } from './BookingIntakeForm.tsx';

beforeEach(() => {
  portalI18n.set({ lang: 'en', dict: portalEn });
  saveIntake.mockReset();
  uploadIntakeDocument.mockReset();
  fetchIntakeDocuments.mockReset();
  fetchIntakeDocuments.mockResolvedValue([]);
  removeIntakeDocument.mockReset();
});
afterEach(cleanup);

async function open() {
  render(<BookingIntakeForm bookingId="b1" consultationType="labor-employment" />);
  const details = screen.getByTestId('booking-intake') as HTMLDetailsElement;
  await act(async () => {
    details.open = true;
    fireEvent(details, new Event('toggle'));
  });
  return screen.findByLabelText('Status of stay');
}

describe('BookingIntakeForm', () => {
  it('loads the saved intake when opened and saves the whole intake', async () => {
    const status = (await open()) as HTMLSelectElement;
    expect(status.value).toBe('e7');
    fireEvent.change(screen.getByLabelText('Date of a notice or order you received'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Deadline set by the notice or order'), { target: { value: '2026-12-20' } });
    saveIntake.mockImplementation(async (_id: string, v: unknown) => v);
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(saveIntake).toHaveBeenCalledWith('b1', { status_of_stay: 'e7', visa_expires_on: '2027-01-10', notice_date: '2026-12-01', notice_deadline: '2026-12-20' });
    expect(screen.getByTestId('intake-message').textContent).toBe(portalEn['portal.intake.saved']);
  });

  it('the database refusing after the start: one clear message', async () => {
    await open();
    saveIntake.mockRejectedValue(new ApiError(400, { code: 'P0001', hint: 'already_started', message: 'The consultation has started' }));
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(screen.getByTestId('intake-message').textContent).toBe(portalEn['portal.intake.errorClosed']);
  });

  it('a deadline before the notice is refused before sending', async () => {
    await open();
    fireEvent.change(screen.getByLabelText('Date of a notice or order you received'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Deadline set by the notice or order'), { target: { value: '2026-11-01' } });
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Save' })); });
    expect(saveIntake).not.toHaveBeenCalled();
    expect(screen.getByTestId('intake-message').textContent).toBe(portalEn['portal.intake.errorDeadline']);
  });

  it('a file of another type is not sent', async () => {
    await open();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await act(async () => { fireEvent.change(input, { target: { files: [new File(['x'], 'notes.docx')] } }); });
    expect(uploadIntakeDocument).not.toHaveBeenCalled();
    expect(screen.getByTestId('intake-message').textContent).toBe('notes.docx: only PDF, JPEG or PNG files can be attached.');
  });

  it('shows what to prepare for the category', async () => {
    await open();
    expect(screen.getByTestId('preparation-list').textContent).toContain('Pay slips');
  });
  describe('removing a document', () => {
    const passport = { path: 'b1/1-passport.pdf', file_name: '1-passport.pdf', size_bytes: 10 };
    const notice = { path: 'b1/2-notice.pdf', file_name: '2-notice.pdf', size_bytes: 10 };

    async function askToRemove() {
      // (opening may read the list twice: the toggle event)
      fetchIntakeDocuments.mockResolvedValue([passport, notice]);
      await open();
      fireEvent.click(screen.getByRole('button', { name: 'Remove 1-passport.pdf' }));
      expect(removeIntakeDocument).not.toHaveBeenCalled();
      expect(screen.getByText(portalEn['portal.intake.removeText'].replace('{name}', '1-passport.pdf'))).toBeTruthy();
    }

    it('after a confirmation: removed, the list refreshed, a new file can be added', async () => {
      await askToRemove();
      removeIntakeDocument.mockResolvedValue(undefined);
      fetchIntakeDocuments.mockResolvedValue([notice]);
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Remove document' })); });
      expect(removeIntakeDocument).toHaveBeenCalledWith('b1/1-passport.pdf');
      expect(screen.getByTestId('intake-message').textContent).toBe('1-passport.pdf was removed.');
      expect(screen.queryByRole('button', { name: 'Remove 1-passport.pdf' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Remove 2-notice.pdf' })).toBeTruthy();
      expect(screen.getByText('Documents (1 of 5)')).toBeTruthy();
      expect((screen.getByRole('button', { name: 'Attach a document' }) as HTMLButtonElement).disabled).toBe(false);
    });

    it('"Keep it" removes nothing', async () => {
      await askToRemove();
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Keep it' })); });
      expect(removeIntakeDocument).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Remove 1-passport.pdf' })).toBeTruthy();
    });

    it('refused by Storage (the consultation has started): one clear message, the file still listed', async () => {
      await askToRemove();
      removeIntakeDocument.mockRejectedValue(new ApiError(403, { code: 'not_removed', message: 'The document was not removed' }));
      fetchIntakeDocuments.mockResolvedValue([passport, notice]);
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Remove document' })); });
      expect(screen.getByTestId('intake-message').textContent).toBe(portalEn['portal.intake.errorRemoveClosed']);
      expect(screen.getByRole('button', { name: 'Remove 1-passport.pdf' })).toBeTruthy();
    });

    it('a network failure: the file named in the message', async () => {
      await askToRemove();
      removeIntakeDocument.mockRejectedValue(new TypeError('Failed to fetch'));
      fetchIntakeDocuments.mockResolvedValue([passport, notice]);
      await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Remove document' })); });
      expect(screen.getByTestId('intake-message').textContent).toBe('1-passport.pdf could not be removed. Please try again.');
    });
  });
});
