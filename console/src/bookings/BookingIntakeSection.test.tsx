// The booking page's 상담 전 자료: the intake with the lawyer portal's labels, the 14-day urgency mark
// (shared urgentDeadlines), and documents downloaded through a signed URL of booking-documents.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type GetListParams, type GetManyReferenceParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import type { BookingDocumentRecord, BookingIntakeRecord, BookingRecord } from '../types.ts';
import { BookingIntakeSection } from './BookingIntakeSection.tsx';

const booking = { id: 'b1', booking_date: '2026-12-10' } as BookingRecord;
const intake = (o: Partial<BookingIntakeRecord> = {}): BookingIntakeRecord => ({
  id: 'b1', booking_id: 'b1', status_of_stay: 'e7', visa_expires_on: '2027-06-30', notice_date: '2026-12-01', notice_deadline: '2027-01-31',
  created_at: '2026-11-20T00:00:00Z', updated_at: '2026-11-20T00:00:00Z', ...o,
});
const doc: BookingDocumentRecord = {
  id: 'o1', booking_id: 'b1', path: 'b1/1764-notice.pdf', file_name: '1764-notice.pdf', mime_type: 'application/pdf', size_bytes: 2048, created_at: '2026-11-20T00:00:00Z',
};

function show(intakes: BookingIntakeRecord[], documents: BookingDocumentRecord[]) {
  const getList = vi.fn(async (resource: string, _params: GetListParams) => ({ data: resource === 'booking-intakes' ? intakes : [], total: intakes.length }));
  const getManyReference = vi.fn(async (resource: string, _params: GetManyReferenceParams) => ({ data: resource === 'booking-documents' ? documents : [], total: documents.length }));
  const signedUrl = vi.fn(async () => ({ data: 'https://storage.example/signed?download=' }));
  const dataProvider = { ...testDataProvider(), getList, getManyReference, signedUrl } as never;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={booking}>
        <BookingIntakeSection booking={booking} />
      </RecordContextProvider>
    </AdminContext>,
  );
  return { getList, getManyReference, signedUrl };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('상담 전 자료', () => {
  it('shows the status of stay and the dates, and reads them for this booking only', async () => {
    const { getList, getManyReference } = show([intake()], [doc]);
    expect(await screen.findByText('취업(E-7)')).toBeTruthy();
    expect(screen.getByText('2027-06-30')).toBeTruthy();
    expect(screen.getByText('2027-01-31')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '상담 전 자료' })).toBeTruthy();
    expect(getList.mock.calls[0]![0]).toBe('booking-intakes');
    expect(getList.mock.calls[0]![1].filter).toEqual({ booking_id: 'b1' });
    await waitFor(() => expect(getManyReference).toHaveBeenCalled());
    expect(getManyReference.mock.calls[0]![0]).toBe('booking-documents');
    expect(getManyReference.mock.calls[0]![1]).toMatchObject({ target: 'booking_id', id: 'b1' });
    // deadlines more than 14 days after the consultation: not urgent
    expect(screen.queryByTestId('intake-urgent')).toBeNull();
  });

  it('marks 기한 임박 when a deadline falls within 14 days of the consultation, naming it', async () => {
    show([intake({ notice_deadline: '2026-12-24' })], []);
    expect((await screen.findByTestId('intake-urgent')).textContent).toBe('기한 임박');
    expect(screen.getByTestId('intake-urgent-hint').textContent).toBe('상담일로부터 14일 이내이거나 이미 지난 기한이 있습니다: 통지·명령의 기한 2026-12-24');
  });

  it('marks an already expired visa as urgent too', async () => {
    show([intake({ visa_expires_on: '2026-11-01' })], []);
    expect(await screen.findByTestId('intake-urgent-hint')).toBeTruthy();
    expect(screen.getByTestId('intake-urgent-hint').textContent).toContain('비자 만료일 2026-11-01');
  });

  it('downloads a document through a short signed URL of booking-documents', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { signedUrl } = show([intake()], [doc]);
    const button = await screen.findByRole('button', { name: '1764-notice.pdf 내려받기' });
    expect(screen.getByText('2 KB')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://storage.example/signed?download='));
    expect(signedUrl).toHaveBeenCalledWith('booking-documents', 'b1/1764-notice.pdf', 120);
  });

  it('says so when the client added nothing', async () => {
    show([], []);
    expect(await screen.findByText('의뢰인이 아직 추가한 자료가 없습니다.')).toBeTruthy();
    expect(await screen.findByText('첨부된 서류가 없습니다.')).toBeTruthy();
    expect(screen.queryByTestId('intake-urgent')).toBeNull();
  });
});
