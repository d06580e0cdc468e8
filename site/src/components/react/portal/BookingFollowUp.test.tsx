// The follow-up on a completed booking's card (issue 29, item 5): labelled machine translation with
// the original one click away; corrected and earlier versions; without a translation, the original
// with a notice; nothing when the lawyer wrote none.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { portalI18n } from '../../../lib/i18n/portal/index.ts';
import { portalEn } from '../../../lib/i18n/portal/en.ts';
import { portalDict as portalVi } from '../../../lib/i18n/portal/vi.ts';
import type { FollowUp } from '../../../lib/portal/followUp.ts';

const answer: { value: FollowUp | null } = { value: null };
const fetchFollowUp = vi.fn(async () => answer.value);
vi.mock('../../../lib/portal/followUp.ts', async (orig) => ({
  ...(await orig<typeof import('../../../lib/portal/followUp.ts')>()),
  fetchFollowUp: (...a: unknown[]) => fetchFollowUp(...(a as [])),
}));

import { BookingFollowUp } from './BookingFollowUp.tsx';

const followUp = (o: Partial<FollowUp> = {}): FollowUp => ({
  booking_id: 'b1', version: 1, body: '비자 변경 신청이 필요합니다.', original_lang: 'ko',
  created_at: '2026-11-20T05:00:00Z', first_created_at: '2026-11-20T05:00:00Z', corrected: false,
  translated_text: '[ko→en] 비자 변경 신청이 필요합니다.', translated_lang: 'en', translation_provider: 'libretranslate',
  versions: [{ version: 1, body: '비자 변경 신청이 필요합니다.', created_at: '2026-11-20T05:00:00Z' }], ...o,
});

beforeEach(() => { portalI18n.set({ lang: 'en', dict: portalEn }); fetchFollowUp.mockClear(); });
afterEach(cleanup);

describe('BookingFollowUp (client portal)', () => {
  it('the translation, labelled, with the original one click away; asked in the page language', async () => {
    answer.value = followUp();
    render(<BookingFollowUp bookingId="b1" />);
    expect((await screen.findByTestId('follow-up-text')).textContent).toBe('[ko→en] 비자 변경 신청이 필요합니다.');
    expect(fetchFollowUp).toHaveBeenCalledWith('b1', 'en');
    expect(screen.getByTestId('follow-up-mt').textContent).toBe('Machine translation');
    fireEvent.click(screen.getByRole('button', { name: 'Show original' }));
    expect(screen.getByTestId('follow-up-text').textContent).toBe('비자 변경 신청이 필요합니다.');
    expect(screen.getByTestId('follow-up-text').getAttribute('lang')).toBe('ko');
    fireEvent.click(screen.getByRole('button', { name: 'Show translation' }));
    expect(screen.getByTestId('follow-up-text').textContent).toBe('[ko→en] 비자 변경 신청이 필요합니다.');
  });

  it('corrected: marked, with the earlier versions; in Vietnamese', async () => {
    portalI18n.set({ lang: 'vi', dict: { ...portalEn, ...portalVi } });
    answer.value = followUp({
      version: 2, corrected: true, created_at: '2026-11-22T05:00:00Z', translated_text: '[ko→vi] 정정', translated_lang: 'vi',
      versions: [{ version: 1, body: '첫 안내', created_at: '2026-11-20T05:00:00Z' }, { version: 2, body: '정정', created_at: '2026-11-22T05:00:00Z' }],
    });
    render(<BookingFollowUp bookingId="b1" />);
    expect((await screen.findByTestId('follow-up-text')).textContent).toBe('[ko→vi] 정정');
    expect(screen.getByText('Đã chỉnh sửa')).toBeTruthy();
    expect(screen.getByTestId('follow-up-versions').textContent).toContain('첫 안내');
    expect(screen.getByTestId('follow-up-mt').textContent).toBe('Bản dịch máy');
  });

  it('no translation: the original with the notice', async () => {
    answer.value = followUp({ translated_text: null, translated_lang: null, translation_provider: 'none' });
    render(<BookingFollowUp bookingId="b1" />);
    expect((await screen.findByTestId('follow-up-text')).textContent).toBe('비자 변경 신청이 필요합니다.');
    expect(screen.getByTestId('follow-up-untranslated').textContent).toContain('no translation service is configured');
    expect(screen.queryByTestId('follow-up-mt')).toBeNull();
  });

  it('none written: nothing shown', async () => {
    answer.value = null;
    const view = render(<BookingFollowUp bookingId="b1" />);
    await vi.waitFor(() => expect(fetchFollowUp).toHaveBeenCalled());
    expect(view.container.textContent).toBe('');
  });
});
