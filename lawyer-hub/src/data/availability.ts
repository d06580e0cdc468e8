// The lawyer's availability (docs/bookings.md "Availability"): read through the tables (RLS: own
// rows), changed only through the database functions (useCustomMutation → RPC, see
// providers/dataProvider.ts): lawyer_set_availability, lawyer_add_time_off /
// lawyer_remove_time_off, lawyer_set_holiday_open; lawyer_availability_conflicts before a change;
// lawyer_calendar_token / lawyer_rotate_calendar_token for the feed.
import { useCustomMutation, useInvalidate, useList } from '@refinedev/core';
import { addDays } from '../domain/availability.ts';

export interface AvailabilityRow {
  lawyer_id: string;
  weekly: Record<string, string[]>;
  minimum_notice_minutes: number;
  horizon_days: number;
  updated_at: string;
}

export interface TimeOffRow {
  id: string;
  lawyer_id: string;
  from_date: string;
  to_date: string;
  note: string | null;
}

export interface HolidayRow {
  holiday_date: string;
  names: string[];
}

/** A row of lawyer_availability_conflicts. */
export interface Conflict {
  booking_id: string;
  booking_date: string;
  booking_time: string;
  duration_minutes: number;
  status: 'pending' | 'confirmed';
  fee_amount: number;
  has_coupon: boolean;
  client_name: string | null;
  reason: 'weekly' | 'time_off';
}

/** A row of lawyer_calendar_token / lawyer_rotate_calendar_token (token only when just made). */
export interface FeedToken {
  token: string | null;
  created_at: string;
  last_used_at: string | null;
}

export const AVAILABILITY_RESOURCE = 'lawyer_availability';
export const TIME_OFF_RESOURCE = 'lawyer_time_off';
export const OVERRIDES_RESOURCE = 'lawyer_holiday_overrides';
export const HOLIDAYS_RESOURCE = 'public_holidays';

/** The lawyer's one lawyer_availability row (created with the lawyer). */
export function useAvailability(lawyerId: string) {
  const { result, query } = useList<AvailabilityRow & { id?: never }>({
    resource: AVAILABILITY_RESOURCE,
    filters: [{ field: 'lawyer_id', operator: 'eq', value: lawyerId }],
    pagination: { mode: 'off' },
    meta: { select: 'lawyer_id,weekly,minimum_notice_minutes,horizon_days,updated_at' },
    errorNotification: false,
  });
  return { row: (result.data?.[0] as AvailabilityRow | undefined) ?? null, isLoading: query.isLoading, isError: query.isError };
}

/** The lawyer's time off that has not ended (KST), soonest first; `limit` for the dashboard. */
export function useUpcomingTimeOff(lawyerId: string, today: string, limit?: number) {
  const { result, query } = useList<TimeOffRow>({
    resource: TIME_OFF_RESOURCE,
    filters: [
      { field: 'lawyer_id', operator: 'eq', value: lawyerId },
      { field: 'to_date', operator: 'gte', value: today },
    ],
    sorters: [
      { field: 'from_date', order: 'asc' },
      { field: 'to_date', order: 'asc' },
    ],
    pagination: limit ? { currentPage: 1, pageSize: limit } : { mode: 'off' },
    meta: { select: 'id,lawyer_id,from_date,to_date,note' },
    errorNotification: false,
  });
  return { rows: result.data ?? [], isLoading: query.isLoading, isError: query.isError };
}

/** The public holidays from today (KST) to a year ahead, and which of them the lawyer opened. */
export function useComingHolidays(lawyerId: string, today: string) {
  const holidays = useList<HolidayRow & { id?: never }>({
    resource: HOLIDAYS_RESOURCE,
    filters: [
      { field: 'holiday_date', operator: 'gte', value: today },
      { field: 'holiday_date', operator: 'lte', value: addDays(today, 365) },
    ],
    sorters: [{ field: 'holiday_date', order: 'asc' }],
    pagination: { mode: 'off' },
    meta: { select: 'holiday_date,names' },
    queryOptions: { staleTime: 30 * 60_000 },
    errorNotification: false,
  });
  const overrides = useList<{ holiday_date: string; id?: never }>({
    resource: OVERRIDES_RESOURCE,
    filters: [
      { field: 'lawyer_id', operator: 'eq', value: lawyerId },
      { field: 'holiday_date', operator: 'gte', value: today },
    ],
    pagination: { mode: 'off' },
    meta: { select: 'holiday_date' },
    errorNotification: false,
  });
  return {
    holidays: (holidays.result.data ?? []) as HolidayRow[],
    opened: new Set((overrides.result.data ?? []).map((o) => o.holiday_date)),
    isLoading: holidays.query.isLoading || overrides.query.isLoading,
    isError: holidays.query.isError || overrides.query.isError,
  };
}

/** Calls a database function; the error (code, hint, Korean message) is thrown as is. */
export function useRpc() {
  const { mutateAsync } = useCustomMutation();
  return async <T,>(fn: string, values: Record<string, unknown>): Promise<T> => {
    const r = await mutateAsync({ url: fn, method: 'post', values, successNotification: false, errorNotification: false });
    return r.data as T;
  };
}

/** Re-reads the availability tables after a change. */
export function useInvalidateAvailability() {
  const invalidate = useInvalidate();
  return (resource: string) => invalidate({ resource, invalidates: ['list'] });
}
