// Free check-up requests: insert (anyone; no read-back, the table is admin-only) and documents
// uploaded afterwards to the private bucket under {request id}/ (the storage policy accepts
// uploads for a request created within the last hour, at most 5 files).
import { CHECKUP_DOCUMENT_BUCKET, checkupDocumentName } from '@shared/checkup.ts';
import { ANON_KEY, apiUrl } from './config.ts';
import { ApiError, insert } from './rest.ts';
import { getAccessToken } from '../auth/session.ts';

export interface FreeCheckupRow {
  id: string;
  user_id: string | null;
  category: string;
  sub_category: string | null;
  is_urgent: boolean;
  name: string;
  email: string;
  mobile: string;
  date_of_birth: string | null;
  gender: string | null;
  nationality: string | null;
  preferred_language: string | null;
  is_in_korea: boolean | null;
  immigration_status: string | null;
  issue_description: string;
}

export async function insertFreeCheckup(row: FreeCheckupRow): Promise<void> {
  await insert('free_checkups', row);
}

/** Uploads one document; resolves to its storage path. */
export async function uploadCheckupDocument(checkupId: string, index: number, file: File): Promise<string> {
  const path = `${checkupId}/${checkupDocumentName(index, file.name)}`;
  const token = (await getAccessToken().catch(() => null)) ?? ANON_KEY;
  const res = await fetch(`${apiUrl()}/storage/v1/object/${CHECKUP_DOCUMENT_BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': file.type || 'application/octet-stream',
      'x-upsert': 'false',
      'cache-control': 'max-age=3600',
    },
    body: file,
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string; statusCode?: string };
    throw new ApiError(Number(body.statusCode) || res.status, { message: body.message || body.error || `HTTP ${res.status}` });
  }
  return path;
}
