// The intake on a booking card (issue 29, item 4): what the client added, the urgency mark when a
// deadline is within 14 days of the consultation, the documents as downloads.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingIntake as Intake } from '@klegal/shared/bookingIntake.ts';
import type { BookingDocument } from '../../data/intake.ts';
import { BookingIntake } from './BookingIntake.tsx';

const state: { intake: Intake | null; documents: BookingDocument[] } = { intake: null, documents: [] };
vi.mock('../../data/intake.ts', () => ({
  useBookingIntake: () => ({ intake: state.intake, documents: state.documents, isLoading: false, isError: false }),
  documentDownloadUrl: vi.fn(),
}));
vi.mock('@refinedev/core', () => ({ useNotification: () => ({ open: vi.fn() }) }));

afterEach(() => {
  cleanup();
  state.intake = null;
  state.documents = [];
});

const intake = (o: Partial<Intake>): Intake => ({ status_of_stay: 'e7', visa_expires_on: '2027-06-30', notice_date: null, notice_deadline: null, ...o });

describe('BookingIntake', () => {
  it('nothing added yet: says so, no mark', () => {
    render(<BookingIntake bookingId="b1" bookingDate="2026-12-01" />);
    expect(screen.getByText('의뢰인이 아직 추가한 자료가 없습니다.')).toBeTruthy();
    expect(screen.queryByTestId('intake-urgent')).toBeNull();
  });

  it('a notice deadline within 14 days of the consultation: 기한 임박 with the date', () => {
    state.intake = intake({ notice_date: '2026-11-20', notice_deadline: '2026-12-15' });
    state.documents = [{ path: 'b1/1-notice.pdf', file_name: '1-notice.pdf', mime_type: 'application/pdf', size_bytes: 2048, created_at: '2026-11-25T00:00:00Z' }];
    render(<BookingIntake bookingId="b1" bookingDate="2026-12-01" />);
    expect(screen.getByTestId('intake-urgent').textContent).toContain('기한 임박');
    expect(screen.getByText(/통지·명령의 기한 2026-12-15/)).toBeTruthy();
    expect(screen.getByTestId('intake-status').textContent).toBe('취업(E-7)');
    expect(screen.getByRole('button', { name: '1-notice.pdf 내려받기' })).toBeTruthy();
  });

  it('deadlines further away: no mark', () => {
    state.intake = intake({ notice_deadline: '2026-12-16' });
    render(<BookingIntake bookingId="b1" bookingDate="2026-12-01" />);
    expect(screen.queryByTestId('intake-urgent')).toBeNull();
    expect(screen.getByText('첨부된 서류가 없습니다.')).toBeTruthy();
  });
});
