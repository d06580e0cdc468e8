// The lawyer's follow-up as the client reads it (issue 29, item 5): as the room does, a machine
// translation is labelled with the original one click away; without a translation the original,
// with a notice unless the reader reads Korean; the function's 404 means none was written.
import { describe, expect, test, vi } from 'vitest';
import { fetchFollowUp, FollowUpError, followUpView } from './followUp.ts';

describe('followUpView', () => {
  test('translated: the translation, marked, the original one click away', () => {
    expect(followUpView({ body: '비자 변경이 필요합니다.', translated_text: '[ko→en] 비자 변경이 필요합니다.' }, 'en'))
      .toEqual({ text: '[ko→en] 비자 변경이 필요합니다.', original: '비자 변경이 필요합니다.', machine: true, untranslated: false });
  });
  test('no provider: the original with a notice; a Korean reader: the original, no notice', () => {
    expect(followUpView({ body: '원문', translated_text: null }, 'vi')).toEqual({ text: '원문', original: null, machine: false, untranslated: true });
    expect(followUpView({ body: '원문', translated_text: null }, 'ko').untranslated).toBe(false);
  });
});

describe('fetchFollowUp', () => {
  const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
  test('asks follow-up-translation for the booking in the language', async () => {
    const f = answer(200, { booking_id: 'b1', body: '원문', translated_text: 'x' });
    expect(await fetchFollowUp('b1', 'ja', f as unknown as typeof fetch)).toMatchObject({ booking_id: 'b1' });
    const [url, init] = (f.mock.calls[0] as unknown as [string, RequestInit]);
    expect(url).toMatch(/\/functions\/v1\/follow-up-translation$/);
    expect(JSON.parse(String(init.body))).toEqual({ booking_id: 'b1', lang: 'ja' });
  });
  test('404: none written (null); another failure throws', async () => {
    expect(await fetchFollowUp('b1', 'en', answer(404, { code: 'not_found' }) as unknown as typeof fetch)).toBeNull();
    await expect(fetchFollowUp('b1', 'en', answer(502, {}) as unknown as typeof fetch)).rejects.toBeInstanceOf(FollowUpError);
  });
});
