// The lawyer's bookings: read from the `booking_details` view (bookings + the client's name and
// e-mail, limited by the database to the caller's own bookings), status changes through the
// database function lawyer_update_booking_status, live refresh from the `bookings` table.
import { useCustomMutation, useInvalidate, useList, useOne, useSubscription, type LiveEvent } from '@refinedev/core';
import { useEffect } from 'react';

export const BOOKINGS_RESOURCE = 'booking_details';

export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';
export type PaymentStatus = 'pending' | 'paid' | 'refunded';

export interface BookingDetail {
  id: string;
  client_id: string;
  lawyer_id: string;
  booking_date: string;
  booking_time: string;
  duration_minutes: number;
  fee_amount: number;
  status: BookingStatus;
  payment_status: PaymentStatus;
  /** booking_date + booking_time in Korea, as an instant (generated column). */
  starts_at: string | null;
  /** End of the hold of an unpaid booking (docs/bookings.md). */
  hold_expires_at: string | null;
  /** 'client', 'lawyer' or 'system' (an expired hold) once cancelled. */
  cancelled_by: string | null;
  /** 'expired' for an expired hold (swept or not yet), else the status (the database's rule). */
  display_status: string | null;
  /** Set when the client used a coupon (given back on cancellation). */
  user_coupon_id: string | null;
  consultation_type: string | null;
  case_description: string | null;
  meeting_link: string | null;
  created_at: string;
  client_name_korean: string | null;
  client_name_english: string | null;
  client_email: string | null;
  /** ISO 639-1 code of the consultation's language (issue 29); absent in rows read before it existed */
  consultation_language?: string | null;
  /** Korean with the room's machine interpretation */
  interpretation_requested?: boolean | null;
}

const SELECT =
  'id,client_id,lawyer_id,booking_date,booking_time,duration_minutes,fee_amount,status,payment_status,starts_at,hold_expires_at,cancelled_by,display_status,user_coupon_id,consultation_type,case_description,meeting_link,created_at,client_name_korean,client_name_english,client_email,consultation_language,interpretation_requested';

/** READ bookings with the client's name and e-mail where lawyer_id = user, by date and time, newest first. */
export function useLawyerBookings(uid: string | undefined) {
  const { result, query } = useList<BookingDetail>({
    resource: BOOKINGS_RESOURCE,
    filters: [{ field: 'lawyer_id', operator: 'eq', value: uid }],
    sorters: [
      { field: 'booking_date', order: 'desc' },
      { field: 'booking_time', order: 'desc' },
    ],
    pagination: { mode: 'off' },
    meta: { select: SELECT },
    queryOptions: { enabled: Boolean(uid) },
    errorNotification: false,
  });
  // load failure: logged only, no message (spec section 8)
  useEffect(() => {
    if (query.isError) console.error('[lawyer-hub] bookings load failed', query.error);
  }, [query.isError, query.error]);
  return { bookings: result.data ?? [], isLoading: query.isLoading, isFetching: query.isFetching, isError: query.isError, refetch: query.refetch };
}

/** READ one booking of the lawyer by id (a link to it, e.g. from the calendar feed, may name one
 * that the list has not loaded). */
export function useLawyerBooking(id: string | null) {
  const { result, query } = useOne<BookingDetail>({
    resource: BOOKINGS_RESOURCE,
    id: id ?? '',
    meta: { select: SELECT },
    queryOptions: { enabled: Boolean(id) },
    errorNotification: false,
  });
  return { booking: id ? result ?? null : null, isLoading: Boolean(id) && query.isLoading };
}

/** Live: refetch the lawyer's bookings when one arrives or changes (realtime on `bookings`). */
export function useBookingsLive(uid: string | undefined, onEvent?: (e: LiveEvent) => void) {
  const invalidate = useInvalidate();
  useSubscription({
    channel: 'resources/bookings',
    types: ['*'],
    enabled: Boolean(uid),
    params: { filters: [{ field: 'lawyer_id', operator: 'eq', value: uid }] },
    onLiveEvent: (e) => {
      void invalidate({ resource: BOOKINGS_RESOURCE, invalidates: ['list', 'many', 'detail'] });
      onEvent?.(e);
    },
  });
}

/** UPDATE bookings {status} through lawyer_update_booking_status(booking_id, new_status). */
export function useUpdateBookingStatus() {
  const { mutateAsync, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const update = async (bookingId: string, status: Exclude<BookingStatus, 'pending'>) => {
    await mutateAsync({
      url: 'lawyer_update_booking_status',
      method: 'post',
      values: { booking_id: bookingId, new_status: status },
      successNotification: false,
      errorNotification: false,
    });
    await invalidate({ resource: BOOKINGS_RESOURCE, invalidates: ['list'] });
  };
  return { update, isPending: mutation.isPending };
}
