// Uploads go through the Edge Function storage-upload; its refusals reach the screens as the
// dictionary's messages (domain/errors.ts), never as the function's English text.
import { FunctionsHttpError } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const invoke = vi.fn();
vi.mock('../providers/supabase.ts', () => ({ supabase: { functions: { invoke } } }));

const { uploadThroughFunction, StorageUploadError } = await import('./upload.ts');
const { koreanError } = await import('../domain/errors.ts');
const { messages } = await import('../i18n/ko.ts');

const refused = (status: number, error: string, message: string) => ({
  data: null,
  error: new FunctionsHttpError(new Response(JSON.stringify({ statusCode: String(status), error, message }), { status, headers: { 'Content-Type': 'application/json' } })),
});

beforeEach(() => invoke.mockReset());

describe('uploadThroughFunction', () => {
  it('posts the file to storage-upload with the bucket and path in the query', async () => {
    invoke.mockResolvedValue({ data: { path: 'u/u-1.png' }, error: null });
    const file = new File([new Uint8Array([1])], 'me.png', { type: 'image/png' });
    await uploadThroughFunction('lawyer-photos', 'u/u-1.png', file);
    expect(invoke).toHaveBeenCalledWith('storage-upload?bucket=lawyer-photos&path=u%2Fu-1.png', { body: file });
  });

  it.each([
    // the function's bodies (supabase/functions/storage-upload)
    [415, 'invalid_mime_type', 'The file\'s content is not one of the types this bucket takes (image/png)', 'file_type'],
    [413, 'payload_too_large', 'The file is larger than 5242880 bytes', 'file_too_large'],
    [409, 'duplicate', 'The resource already exists', 'file_exists'],
    [403, 'access_denied', 'new row violates row-level security policy', 'forbidden'],
  ] as const)('a %i %s refusal is the Korean message', async (status, error, message, kind) => {
    invoke.mockResolvedValue(refused(status, error, message));
    const e = await uploadThroughFunction('lawyer-photos', 'u/u-1.png', new Blob(['x'])).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(StorageUploadError);
    expect(e).toMatchObject({ statusCode: String(status), error });
    expect(koreanError(e)).toMatchObject({ kind, message: messages.errors[kind] });
  });
});
