// A booking's intake (issue 29, item 4): what the client added before the meeting — the
// booking_intakes row and the files listed by the booking_documents view (both limited by the
// database to the booking's client and lawyer and admins). A file opens through a short-lived
// signed URL that downloads it (Content-Disposition: attachment), never inline.
import { useList } from '@refinedev/core';
import { BOOKING_DOCUMENT_BUCKET, type BookingIntake } from '@klegal/shared/bookingIntake.ts';
import { supabase } from '../providers/supabase.ts';

export interface BookingDocument {
  path: string;
  file_name: string;
  mime_type: string | null;
  size_bytes: number | null;
  created_at: string;
}

/** READ booking_intakes and booking_documents of one booking (when `enabled`). */
export function useBookingIntake(bookingId: string, enabled: boolean) {
  const intake = useList<BookingIntake & { booking_id: string }>({
    resource: 'booking_intakes',
    filters: [{ field: 'booking_id', operator: 'eq', value: bookingId }],
    pagination: { mode: 'off' },
    meta: { select: 'booking_id,status_of_stay,visa_expires_on,notice_date,notice_deadline' },
    queryOptions: { enabled },
    errorNotification: false,
  });
  const documents = useList<BookingDocument>({
    resource: 'booking_documents',
    filters: [{ field: 'booking_id', operator: 'eq', value: bookingId }],
    sorters: [{ field: 'created_at', order: 'asc' }],
    pagination: { mode: 'off' },
    meta: { select: 'path,file_name,mime_type,size_bytes,created_at' },
    queryOptions: { enabled },
    errorNotification: false,
  });
  return {
    intake: intake.result.data?.[0] ?? null,
    documents: documents.result.data ?? [],
    isLoading: intake.query.isLoading || documents.query.isLoading,
    isError: intake.query.isError || documents.query.isError,
  };
}

/** A signed URL (60 s) that downloads the file under its own name. */
export async function documentDownloadUrl(doc: Pick<BookingDocument, 'path' | 'file_name'>): Promise<string> {
  const { data, error } = await supabase.storage.from(BOOKING_DOCUMENT_BUCKET).createSignedUrl(doc.path, 60, { download: doc.file_name });
  if (error || !data) throw error ?? new Error('no signed URL');
  return data.signedUrl;
}
