// The intake before the meeting (issue 29, item 4): the client's own booking_intakes row and
// documents (RLS: the booking's client, lawyer and admins), saved through
// client_save_booking_intake; documents uploaded like the free check-up's, through the Edge
// Function storage-upload, into booking-documents/{booking id}/ (storage_upload_allowed: the
// booking's client, paid, not started, at most 5 files).
import { BOOKING_DOCUMENT_BUCKET, BOOKING_DOCUMENT_MAX_BYTES, isBookingDocumentName, type BookingIntake } from '@shared/bookingIntake.ts';
import { checkupDocumentName } from '@shared/checkup.ts';
import { PUBLISHABLE_KEY, apiUrl } from '../api/config.ts';
import { ApiError, rpc, select } from '../api/rest.ts';
import { getAccessToken } from '../auth/session.ts';

export type { BookingIntake };

export interface IntakeDocument {
  path: string;
  file_name: string;
  size_bytes: number | null;
}

export async function fetchIntake(bookingId: string): Promise<BookingIntake | null> {
  const rows = await select<BookingIntake>('booking_intakes', {
    select: 'status_of_stay,visa_expires_on,notice_date,notice_deadline',
    booking_id: `eq.${bookingId}`,
  });
  return rows[0] ?? null;
}

export function fetchIntakeDocuments(bookingId: string): Promise<IntakeDocument[]> {
  return select<IntakeDocument>('booking_documents', {
    select: 'path,file_name,size_bytes',
    booking_id: `eq.${bookingId}`,
    order: 'created_at.asc',
  });
}

export function saveIntake(bookingId: string, intake: BookingIntake): Promise<BookingIntake> {
  return rpc<BookingIntake>('client_save_booking_intake', { booking_id: bookingId, ...intake });
}

/** Why a save was refused, for the form's message. */
export type IntakeErrorKind = 'closed' | 'deadline' | 'date' | 'generic';
export function intakeErrorKind(e: unknown): IntakeErrorKind {
  if (!(e instanceof ApiError)) return 'generic';
  if (e.code === 'P0001' && ['already_started', 'booking_closed', 'not_paid'].includes(e.hint ?? '')) return 'closed';
  if (e.code === 'PT404') return 'closed';
  if (e.code === '22023' && e.hint === 'notice_deadline') return 'deadline';
  if (e.code === '22023' || e.code === '22007' || e.code === '22008') return 'date';
  return 'generic';
}

/** What the form checks before sending a file (the function checks the bytes again). */
export function documentProblem(file: File): 'type' | 'size' | null {
  if (!isBookingDocumentName(file.name)) return 'type';
  if (file.size > BOOKING_DOCUMENT_MAX_BYTES) return 'size';
  return null;
}

/** Uploads one document through storage-upload; resolves to its storage path. */
export async function uploadIntakeDocument(bookingId: string, index: number, file: File): Promise<string> {
  const path = `${bookingId}/${checkupDocumentName(index, file.name)}`;
  const token = await getAccessToken();
  if (!token) throw new ApiError(401, { error: 'unauthorized', message: 'Not signed in' });
  const query = new URLSearchParams({ bucket: BOOKING_DOCUMENT_BUCKET, path });
  const res = await fetch(`${apiUrl()}/functions/v1/storage-upload?${query}`, {
    method: 'POST',
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}`, 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  if (!res.ok) {
    // the function's refusals: {statusCode, error, message} (415 type, 413 size, 403 not allowed, 409 taken)
    const body = (await res.json().catch(() => ({}))) as { message?: string; error?: string; statusCode?: string };
    throw new ApiError(Number(body.statusCode) || res.status, { code: body.error, message: body.message || body.error || `HTTP ${res.status}` });
  }
  return path;
}

/**
 * Removes one of the booking's documents through Storage (DELETE /object/{bucket}, the storage
 * DELETE policy of migration 20261202005000: the booking's client while the intake is open).
 * Storage answers a delete its policy filters out with 200 and an empty list, not an error, so
 * nothing removed is thrown as 403 `not_removed`.
 */
export async function removeIntakeDocument(path: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const token = await getAccessToken();
  if (!token) throw new ApiError(401, { error: 'unauthorized', message: 'Not signed in' });
  const res = await fetchImpl(`${apiUrl()}/storage/v1/object/${BOOKING_DOCUMENT_BUCKET}`, {
    method: 'DELETE',
    headers: { apikey: PUBLISHABLE_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefixes: [path] }),
  });
  const body = (await res.json().catch(() => null)) as unknown;
  if (!res.ok) {
    const err = (body ?? {}) as { message?: string; error?: string; statusCode?: string };
    throw new ApiError(Number(err.statusCode) || res.status, { code: err.error, message: err.message || err.error || `HTTP ${res.status}` });
  }
  if (!Array.isArray(body) || !body.some((o) => (o as { name?: unknown }).name === path)) {
    throw new ApiError(403, { code: 'not_removed', message: 'The document was not removed' });
  }
}
