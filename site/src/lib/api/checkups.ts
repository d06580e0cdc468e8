// Free check-up requests: insert (anyone; no read-back, the table is admin-only) and documents
// uploaded afterwards to the private bucket under {request id}/ through the Edge Function
// storage-upload (storage_upload_allowed accepts uploads for a request created within the last
// hour, at most 5 files).
import { CHECKUP_DOCUMENT_BUCKET, checkupDocumentName } from '@shared/checkup.ts';
import { PUBLISHABLE_KEY, apiUrl } from './config.ts';
import { ApiError, insert } from './rest.ts';
import type { Tables } from './types.ts';
import { getAccessToken } from '../auth/session.ts';

/** What the form inserts (id generated in the browser, so documents can be filed under it). */
export type FreeCheckupRow = Required<Pick<Tables<'free_checkups'>['Insert'], 'id' | 'category' | 'name' | 'email' | 'mobile' | 'issue_description' | 'is_urgent'>> &
  Omit<Tables<'free_checkups'>['Insert'], 'status' | 'admin_notes' | 'created_at' | 'updated_at'>;

export async function insertFreeCheckup(row: FreeCheckupRow): Promise<void> {
  await insert('free_checkups', row);
}

/**
 * Uploads one document through the Edge Function storage-upload, which checks the file's bytes
 * (PDF, JPEG, PNG, WebP: the bucket's types, whatever the browser declared) and stores it: the
 * bucket takes no direct upload (issue 28). Resolves to its storage path.
 */
export async function uploadCheckupDocument(checkupId: string, index: number, file: File): Promise<string> {
  const path = `${checkupId}/${checkupDocumentName(index, file.name)}`;
  const token = (await getAccessToken().catch(() => null)) ?? PUBLISHABLE_KEY;
  const query = new URLSearchParams({ bucket: CHECKUP_DOCUMENT_BUCKET, path });
  const res = await fetch(`${apiUrl()}/functions/v1/storage-upload?${query}`, {
    method: 'POST',
    headers: {
      apikey: PUBLISHABLE_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': file.type || 'application/octet-stream',
    },
    body: file,
  });
  if (!res.ok) {
    // the function's refusals: {statusCode, error, message} (415 type, 413 size, 403 not allowed)
    const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string; statusCode?: string };
    throw new ApiError(Number(body.statusCode) || res.status, { code: body.error, message: body.message || body.error || `HTTP ${res.status}` });
  }
  return path;
}
