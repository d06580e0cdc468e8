// The booking page's 상담 후속 안내: every version newest first with its KST time; the newest marked
// 최신, versions after the first marked 정정됨.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, testDataProvider, type GetManyReferenceParams } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import type { BookingFollowUpRecord, BookingRecord } from '../types.ts';
import { BookingFollowUpSection } from './BookingFollowUpSection.tsx';

const v = (version: number, body: string, created_at: string): BookingFollowUpRecord => ({ id: `f${version}`, booking_id: 'b1', version, body, created_at });

function show(rows: BookingFollowUpRecord[]) {
  const getManyReference = vi.fn(async (_resource: string, _params: GetManyReferenceParams) => ({ data: rows, total: rows.length }));
  render(
    <AdminContext dataProvider={{ ...testDataProvider(), getManyReference } as never} i18nProvider={i18nProvider}>
      <RecordContextProvider value={{ id: 'b1' } as BookingRecord}>
        <BookingFollowUpSection />
      </RecordContextProvider>
    </AdminContext>,
  );
  return { getManyReference };
}

afterEach(cleanup);

describe('상담 후속 안내', () => {
  it('lists every version with its time, the latest marked, corrections marked', async () => {
    const { getManyReference } = show([
      v(2, '상담 요약: 정정한 글입니다.\n다음 단계: 30일 안에 신청하세요.', '2026-11-21T01:30:00Z'),
      v(1, '상담 요약: 처음 글입니다.', '2026-11-20T15:05:00Z'),
    ]);
    await waitFor(() => expect(screen.getAllByTestId('follow-up-version')).toHaveLength(2));
    expect(getManyReference.mock.calls[0]![0]).toBe('booking-follow-ups');
    expect(getManyReference.mock.calls[0]![1]).toMatchObject({ target: 'booking_id', id: 'b1', sort: { field: 'version', order: 'DESC' } });
    const [latest, first] = screen.getAllByTestId('follow-up-version');
    expect(within(latest!).getByRole('heading').textContent).toBe('버전 2 · 2026-11-21 10:30');
    expect(within(latest!).getByTestId('follow-up-latest').textContent).toBe('최신');
    expect(within(latest!).getByTestId('follow-up-corrected').textContent).toBe('정정됨');
    expect(within(latest!).getByTestId('follow-up-body').textContent).toBe('상담 요약: 정정한 글입니다.\n다음 단계: 30일 안에 신청하세요.');
    // KST: 15:05 UTC is the next day 00:05
    expect(within(first!).getByRole('heading').textContent).toBe('버전 1 · 2026-11-21 00:05');
    expect(within(first!).queryByTestId('follow-up-latest')).toBeNull();
    expect(within(first!).queryByTestId('follow-up-corrected')).toBeNull();
  });

  it('a single first version is the latest and not corrected', async () => {
    show([v(1, '상담 요약: 처음 글입니다.', '2026-11-20T01:00:00Z')]);
    expect((await screen.findByTestId('follow-up-latest')).textContent).toBe('최신');
    expect(screen.queryByTestId('follow-up-corrected')).toBeNull();
  });

  it('says so when nothing was written', async () => {
    show([]);
    expect(await screen.findByText('아직 작성된 후속 안내가 없습니다.')).toBeTruthy();
  });
});
