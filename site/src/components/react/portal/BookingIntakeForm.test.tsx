// The intake on a portal booking (issue 29, item 4): read when opened, saved through the database
// function, its refusals as one clear message (never a raw error), files checked before upload.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/rest.ts';
import { portalI18n } from '../../../lib/i18n/portal/index.ts';
import { portalEn } from '../../../lib/i18n/portal/en.ts';

const saveIntake = vi.fn();
const uploadIntakeDocument = vi.fn();
vi.mock('../../../lib/portal/intake.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/portal/intake.ts')>()),
  fetchIntake: vi.fn(async () => ({ status_of_stay: 'e7', visa_expires_on: '2027-01-10', notice_date: null, notice_deadline: null })),
  fetchIntakeDocuments: vi.fn(async () => []),
  saveIntake: (...a: unknown[]) => saveIntake(...a),
  uploadIntakeDocument: (...a: unknown[]) => uploadIntakeDocument(...a),
}));

import { BookingIntakeForm } from './BookingIntakeForm.tsx';

beforeEach(() => {
  portalI18n.set({ lang: 'en', dict: portalEn });
  saveIntake.mockReset();
  uploadIntakeDocument.mockReset();
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
});
