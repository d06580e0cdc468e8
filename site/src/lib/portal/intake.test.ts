// Removing an intake document (migration 20261202005000): Storage answers a delete its policy
// filters out with 200 and an empty list, which must not read as success.
import { describe, expect, test, vi } from 'vitest';
import { ApiError } from '../api/rest.ts';

vi.mock('../auth/session.ts', () => ({ getAccessToken: async () => 'token-1' }));
const { removeIntakeDocument } = await import('./intake.ts');

const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status }));
const PATH = '0f8fad5b-d9cb-469f-a165-70867728950e/1-passport.pdf';

describe('removeIntakeDocument', () => {
  test('asks Storage to delete that one object of booking-documents, as the signed-in client', async () => {
    const f = answer(200, [{ bucket_id: 'booking-documents', name: PATH }]);
    await expect(removeIntakeDocument(PATH, f as unknown as typeof fetch)).resolves.toBeUndefined();
    const [url, init] = f.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/storage\/v1\/object\/booking-documents$/);
    expect(init.method).toBe('DELETE');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(JSON.parse(String(init.body))).toEqual({ prefixes: [PATH] });
  });
  test('200 with nothing deleted (refused by the policy): 403 not_removed', async () => {
    const err = await removeIntakeDocument(PATH, answer(200, []) as unknown as typeof fetch).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, code: 'not_removed' });
  });
  test('an error answer keeps its status and code', async () => {
    const err = await removeIntakeDocument(PATH, answer(400, { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' }) as unknown as typeof fetch)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 404, code: 'Bucket not found' });
  });
});
