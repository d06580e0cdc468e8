// What the client portal and /my-bookings read and write (spec §7 "Client portal", "/my-bookings").
// Every read is keyed by the session user's id; RLS limits each table to the caller's own rows
// anyway. The other party's names come from the security-invoker views booking_details and
// bookmark_details (a lawyer's profile row is not readable by clients). Money and state changes
// go through database functions: download_bookmark_coupon, client_cancel_booking.
import { fetchLawyersByIds, DIRECTORY_TABLE } from '../api/lawyers.ts';
import { remove, rpc, select, update } from '../api/rest.ts';
import type { Lawyer } from '../api/types.ts';
import type { ProfileRow, ProfileUpdate } from './profile.ts';

const inList = (ids: readonly string[]) => `in.(${ids.join(',')})`;
const unique = (ids: readonly (string | null | undefined)[]) => [...new Set(ids.filter((x): x is string => Boolean(x)))];

// ---------------------------------------------------------------------------------------------
// Layout and profile

export interface NameRow {
  name_korean: string | null;
  name_english: string | null;
}

export async function fetchProfileNames(userId: string): Promise<NameRow | null> {
  const rows = await select<NameRow>('profiles', { select: 'name_korean,name_english', id: `eq.${userId}` });
  return rows[0] ?? null;
}

export async function fetchProfile(userId: string): Promise<ProfileRow> {
  const rows = await select<ProfileRow>('profiles', { select: '*', id: `eq.${userId}` });
  if (!rows[0]) throw new Error('Profile not found');
  return rows[0];
}

export async function updateProfile(userId: string, patch: ProfileUpdate): Promise<ProfileRow> {
  const rows = await update<ProfileRow[]>('profiles', { id: `eq.${userId}`, select: '*' }, patch, { prefer: 'return=representation' });
  if (!Array.isArray(rows) || !rows[0]) throw new Error('Profile not found');
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Bookings

export interface DashboardBooking {
  id: string;
  status: string;
  /** 'expired' for an expired hold (swept or not yet), else the status: the database's rule */
  display_status: string | null;
  meeting_link: string | null;
  booking_date: string;
  booking_time: string;
}

/**
 * Dashboard: status, meeting_link, booking_date, booking_time of the client's bookings, from
 * booking_details for its display_status (the counts leave out a hold whose time is up).
 */
export function fetchDashboardBookings(userId: string): Promise<DashboardBooking[]> {
  return select<DashboardBooking>('booking_details', {
    select: 'id,status,display_status,meeting_link,booking_date,booking_time',
    client_id: `eq.${userId}`,
    order: 'booking_date.asc,booking_time.asc',
  });
}

export interface ClientBooking {
  id: string;
  lawyer_id: string;
  booking_date: string;
  booking_time: string;
  duration_minutes: number;
  status: string;
  payment_status: string;
  list_fee: number;
  discount_amount: number;
  fee_amount: number;
  coupon_id: string | null;
  consultation_type: string | null;
  case_description: string | null;
  meeting_link: string | null;
  created_at: string;
  lawyer_name_korean: string | null;
  lawyer_name_english: string | null;
  /** when an unpaid booking stops holding its slot (docs/bookings.md) */
  hold_expires_at: string | null;
  /** 'system' for an expired hold */
  cancelled_by: string | null;
  /** 'expired' for an expired hold (swept or not yet), else the status: the database's rule */
  display_status: string | null;
  /** how many times the client moved it (client_reschedule_booking; at most 2) */
  reschedule_count: number | null;
  /** ISO 639-1 code of the consultation's language; 'ko' with interpretation_requested = Korean with machine interpretation (issue 29) */
  consultation_language: string | null;
  interpretation_requested: boolean | null;
}

const BOOKING_COLUMNS = [
  'id', 'lawyer_id', 'booking_date', 'booking_time', 'duration_minutes', 'status', 'payment_status', 'list_fee',
  'discount_amount', 'fee_amount', 'coupon_id', 'consultation_type', 'case_description', 'meeting_link', 'created_at',
  'lawyer_name_korean', 'lawyer_name_english', 'hold_expires_at', 'cancelled_by', 'display_status', 'reschedule_count',
  'consultation_language', 'interpretation_requested',
].join(',');

/** The client's bookings with the lawyer's names; newest first (date, then time, descending). */
export function fetchClientBookings(userId: string): Promise<ClientBooking[]> {
  return select<ClientBooking>('booking_details', {
    select: BOOKING_COLUMNS,
    client_id: `eq.${userId}`,
    order: 'booking_date.desc,booking_time.desc',
  });
}

/** Cancels through the database function (rules, refund and coupon release are enforced there). */
export function cancelBooking(bookingId: string): Promise<{ id: string; status: string; payment_status: string }> {
  return rpc('client_cancel_booking', { booking_id: bookingId });
}

// ---------------------------------------------------------------------------------------------
// Payments

export interface PaymentRecord {
  id: string;
  booking_id: string;
  amount: number;
  currency: string;
  payment_method: string | null;
  provider: string | null;
  transaction_id: string | null;
  payment_status: string;
  paid_at: string | null;
  refunded_at: string | null;
  created_at: string;
  bookings: { booking_date: string; booking_time: string } | null;
}

export function fetchPayments(userId: string): Promise<PaymentRecord[]> {
  return select<PaymentRecord>('payment_history', {
    select: '*,bookings(booking_date,booking_time)',
    client_id: `eq.${userId}`,
    order: 'created_at.desc',
  });
}

// ---------------------------------------------------------------------------------------------
// Coupons

export interface CouponTermsRow {
  id: string;
  code: string;
  name_english: string;
  name_korean: string;
  description: string | null;
  discount_type: 'percentage' | 'fixed' | string;
  discount_value: number;
  min_amount: number | null;
  max_discount: number | null;
  valid_from: string;
  valid_until: string;
  issuer_lawyer_id: string | null;
}

export interface HeldCoupon {
  id: string;
  is_used: boolean;
  used_at: string | null;
  created_at: string;
  coupon_id: string;
  coupons: CouponTermsRow | null;
  /** who issued it: the lawyer of the bookmark it came with (null: unknown, e.g. a platform coupon) */
  issuer: { lawyerId: string; name: string | null } | null;
}

interface IssuerRow {
  coupon_id: string;
  lawyer_id: string;
  lawyer_name_english: string | null;
  lawyer_name_korean: string | null;
}

/**
 * The client's coupons, newest first, with the issuing lawyer: the lawyer of the client's
 * bookmark that carries the coupon; failing that (bookmark removed since), the coupon's issuing
 * lawyer as the public directory names them.
 */
export async function fetchHeldCoupons(userId: string): Promise<HeldCoupon[]> {
  const rows = await select<Omit<HeldCoupon, 'issuer'>>('user_coupons', {
    select: 'id,is_used,used_at,created_at,coupon_id,coupons(id,code,name_english,name_korean,description,discount_type,discount_value,min_amount,max_discount,valid_until,valid_from,issuer_lawyer_id)',
    user_id: `eq.${userId}`,
    order: 'created_at.desc',
  });
  const couponIds = unique(rows.map((r) => r.coupon_id));
  const byCoupon = new Map<string, { lawyerId: string; name: string | null }>();
  if (couponIds.length > 0) {
    const issuers = await select<IssuerRow>('bookmark_details', {
      select: 'coupon_id,lawyer_id,lawyer_name_english,lawyer_name_korean',
      user_id: `eq.${userId}`,
      coupon_id: inList(couponIds),
    });
    for (const i of issuers) byCoupon.set(i.coupon_id, { lawyerId: i.lawyer_id, name: i.lawyer_name_english || i.lawyer_name_korean || null });
  }
  const missing = unique(rows.filter((r) => !byCoupon.has(r.coupon_id)).map((r) => r.coupons?.issuer_lawyer_id));
  const directory = new Map<string, string | null>();
  if (missing.length > 0) {
    const names = await select<{ id: string; name_english: string | null; name_korean: string | null }>(DIRECTORY_TABLE, {
      select: 'id,name_english,name_korean',
      id: inList(missing),
    });
    for (const n of names) directory.set(n.id, n.name_english || n.name_korean || null);
  }
  return rows.map((r) => {
    const fromBookmark = byCoupon.get(r.coupon_id);
    const lawyerId = r.coupons?.issuer_lawyer_id;
    const issuer = fromBookmark ?? (lawyerId ? { lawyerId, name: directory.get(lawyerId) ?? null } : null);
    return { ...r, issuer };
  });
}

// ---------------------------------------------------------------------------------------------
// Bookmarks

export interface BookmarkRow {
  id: string;
  lawyer_id: string;
  lawyer_message: string | null;
  coupon_id: string | null;
  created_at: string;
}

export interface BookmarkCoupon {
  id: string;
  code: string;
  name_korean: string;
  name_english: string;
  discount_type: string;
  discount_value: number;
  valid_until: string;
}

export interface BookmarkCard {
  bookmark: BookmarkRow;
  lawyer: Lawyer;
  /** the attached coupon when it exists and is active */
  coupon: BookmarkCoupon | null;
  /** the client already holds that coupon */
  held: boolean;
}

/** One card per bookmarked lawyer who is approved and visible (the directory lists only those). */
export async function fetchBookmarkCards(userId: string): Promise<BookmarkCard[]> {
  const bookmarks = await select<BookmarkRow>('lawyer_bookmarks', {
    select: 'id,lawyer_id,lawyer_message,coupon_id,created_at',
    user_id: `eq.${userId}`,
    order: 'created_at.desc',
  });
  if (bookmarks.length === 0) return [];
  const couponIds = unique(bookmarks.map((b) => b.coupon_id));
  const [coupons, held, lawyers] = await Promise.all([
    couponIds.length
      ? select<BookmarkCoupon>('coupons', {
          select: 'id,code,name_korean,name_english,discount_type,discount_value,valid_until',
          id: inList(couponIds),
          is_active: 'eq.true',
        })
      : Promise.resolve([]),
    couponIds.length
      ? select<{ coupon_id: string }>('user_coupons', { select: 'coupon_id', user_id: `eq.${userId}`, coupon_id: inList(couponIds) })
      : Promise.resolve([]),
    fetchLawyersByIds(unique(bookmarks.map((b) => b.lawyer_id))),
  ]);
  const couponById = new Map(coupons.map((c) => [c.id, c]));
  const heldIds = new Set(held.map((h) => h.coupon_id));
  const lawyerById = new Map(lawyers.map((l) => [l.id, l]));
  const cards: BookmarkCard[] = [];
  for (const b of bookmarks) {
    const lawyer = lawyerById.get(b.lawyer_id);
    if (!lawyer) continue;
    const coupon = b.coupon_id ? couponById.get(b.coupon_id) ?? null : null;
    cards.push({ bookmark: b, lawyer, coupon, held: Boolean(coupon && heldIds.has(coupon.id)) });
  }
  return cards;
}

export function downloadBookmarkCoupon(bookmarkId: string): Promise<{ id: string; coupon_id: string }> {
  return rpc('download_bookmark_coupon', { bookmark_id: bookmarkId });
}

export async function removeBookmark(userId: string, bookmarkId: string): Promise<void> {
  await remove('lawyer_bookmarks', { id: `eq.${bookmarkId}`, user_id: `eq.${userId}` });
}

// ---------------------------------------------------------------------------------------------
// /my-bookings

export interface MyBookingRow {
  id: string;
  booking_date: string;
  booking_time: string;
  duration_minutes: number;
  fee_amount: number;
  status: string;
  payment_status: string;
  hold_expires_at: string | null;
  cancelled_by: string | null;
  consultation_type: string | null;
  case_description: string | null;
  lawyer_name_english: string | null;
  lawyer_name_korean: string | null;
  /** how many times the client moved it (client_reschedule_booking) */
  reschedule_count: number | null;
  /** the consultation's language (issue 29): ISO 639-1, Korean with interpretation when requested */
  consultation_language: string | null;
  interpretation_requested: boolean | null;
}

/** /my-bookings: the user's bookings, newest booking_date first. */
export function fetchMyBookings(userId: string): Promise<MyBookingRow[]> {
  return select<MyBookingRow>('booking_details', {
    select: 'id,booking_date,booking_time,duration_minutes,fee_amount,status,payment_status,hold_expires_at,cancelled_by,consultation_type,case_description,lawyer_name_english,lawyer_name_korean,reschedule_count,consultation_language,interpretation_requested',
    client_id: `eq.${userId}`,
    order: 'booking_date.desc,booking_time.desc',
  });
}
