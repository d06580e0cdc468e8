// Uploads to the product buckets (lawyer-photos, lawyer-verifications) go through the Edge Function
// storage-upload (issue 28): it asks the database whether this user may write the object, checks
// the file's bytes against the bucket's types and size, and writes with the service role. The
// buckets take no direct write from users (no insert policy), so storage.from(...).upload would be
// refused. Its refusals are Storage-like ({statusCode, error, message}), which domain/errors.ts maps
// to the dictionary's messages (413 file_too_large, 415 file_type, 409 file_exists, 403 forbidden).
import { FunctionsHttpError } from '@supabase/supabase-js';
import { supabase } from '../providers/supabase.ts';

/** A refusal of storage-upload, with the function's fields. */
export class StorageUploadError extends Error {
  readonly statusCode: string;
  readonly error: string;
  constructor(statusCode: string, error: string, message: string) {
    super(message);
    this.name = 'StorageUploadError';
    this.statusCode = statusCode;
    this.error = error;
  }
}

/** Uploads `file` to `bucket` at `path` (never over an existing object: 409 then). */
export async function uploadThroughFunction(bucket: string, path: string, file: Blob): Promise<void> {
  const query = new URLSearchParams({ bucket, path });
  const { error } = await supabase.functions.invoke(`storage-upload?${query}`, { body: file });
  if (!error) return;
  if (error instanceof FunctionsHttpError) {
    const res = error.context as Response;
    const body = (await res.json().catch(() => null)) as { statusCode?: unknown; error?: unknown; message?: unknown } | null;
    throw new StorageUploadError(
      String(body?.statusCode ?? res.status),
      typeof body?.error === 'string' ? body.error : 'upload_failed',
      typeof body?.message === 'string' ? body.message : error.message,
    );
  }
  throw error;
}
