// The lawyer's written follow-up on a completed booking's card (issue 29, item 5): write, correct
// within 7 days of the first version (every version kept, the latest marked 정정됨), the database's
// refusals shown in Korean at the field.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingFollowUp, correctableUntil, type FollowUpVersion } from './BookingFollowUp.tsx';

const state: { versions: FollowUpVersion[]; refusal: { hint: string; message: string } | null } = { versions: [], refusal: null };
const mutateAsync = vi.fn(async (_: unknown) => {
  if (state.refusal) throw state.refusal;
  return { data: {} };
});
const refetch = vi.fn(async () => ({}));
vi.mock('@refinedev/core', () => ({
  useList: () => ({ result: { data: state.versions, total: state.versions.length }, query: { isLoading: false, isError: false, refetch } }),
  useCustomMutation: () => ({ mutateAsync, mutation: { isPending: false } }),
  useNotification: () => ({ open: vi.fn() }),
}));

afterEach(() => {
  cleanup();
  state.versions = [];
  state.refusal = null;
  mutateAsync.mockClear();
});

const NOW = new Date('2026-11-25T05:00:00Z');
const v = (version: number, body: string, created_at: string): FollowUpVersion => ({ id: `f${version}`, version, body, created_at });

describe('BookingFollowUp', () => {
  it('none yet: 후속 안내 작성 opens the form; saving calls lawyer_write_follow_up with the text', async () => {
    render(<BookingFollowUp bookingId="b1" now={NOW} />);
    expect(screen.getByText('아직 작성한 후속 안내가 없습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /후속 안내 작성/ }));
    fireEvent.change(screen.getByLabelText(/요약 및 다음 단계/), { target: { value: '비자 변경 신청이 필요합니다.' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하고 의뢰인에게 알리기' }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledTimes(1));
    expect(mutateAsync.mock.calls[0]![0]).toMatchObject({ url: 'lawyer_write_follow_up', method: 'post', values: { booking_id: 'b1', body: '비자 변경 신청이 필요합니다.' } });
    await waitFor(() => expect(refetch).toHaveBeenCalled());
  });

  it('a refusal is said in Korean at the field (not_korean)', async () => {
    state.refusal = { hint: 'not_korean', message: 'The follow-up is written in Korean' };
    render(<BookingFollowUp bookingId="b1" now={NOW} />);
    fireEvent.click(screen.getByRole('button', { name: /후속 안내 작성/ }));
    fireEvent.change(screen.getByLabelText(/요약 및 다음 단계/), { target: { value: 'Apply for a new visa.' } });
    fireEvent.click(screen.getByRole('button', { name: '저장하고 의뢰인에게 알리기' }));
    expect(await screen.findByText('후속 안내는 한국어로 작성해 주세요.')).toBeTruthy();
  });

  it('corrected: the latest with 정정됨, earlier versions kept; 정정하기 until 7 days after the first', () => {
    state.versions = [v(1, '첫 번째 안내', '2026-11-20T05:00:00Z'), v(2, '정정한 안내', '2026-11-22T05:00:00Z')];
    render(<BookingFollowUp bookingId="b1" now={NOW} />);
    expect(screen.getByTestId('follow-up-body').textContent).toBe('정정한 안내');
    expect(screen.getByTestId('follow-up-corrected').textContent).toBe('정정됨');
    expect(screen.getByTestId('follow-up-versions').textContent).toContain('첫 번째 안내');
    expect(screen.getByText(/2026-11-27까지 정정할 수 있습니다/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /정정하기/ })).toBeTruthy();
  });

  it('7 days after the first version: no more corrections', () => {
    state.versions = [v(1, '첫 번째 안내', '2026-11-17T05:00:00Z')];
    render(<BookingFollowUp bookingId="b1" now={NOW} />);
    expect(screen.queryByRole('button', { name: /정정하기/ })).toBeNull();
    expect(screen.getByText(/7일이 지나 정정할 수 없습니다/)).toBeTruthy();
    expect(correctableUntil(state.versions)!.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });
});
