// The booking lifecycle as the screens need it. The database enforces every rule here
// (supabase/migrations/*_booking_holds.sql, *_booking_lifecycle.sql); these helpers only decide
// which actions a screen offers, so a button is never shown for a step the database would refuse.
import { TIME_SLOTS_KST } from './constants.ts';
import { kstToInstant, todayInKst } from './format.ts';

/** Default length of the hold an unpaid booking keeps on its slot (BOOKING_HOLD_MINUTES). */
export const DEFAULT_BOOKING_HOLD_MINUTES = 15;
/** A client may hold at most this many unpaid open bookings at once (create_booking: too_many_holds). */
export const MAX_UNPAID_HOLDS = 3;
/** lawyer_busy_slots and lawyer_open_slots answer at most this many days (from_date .. to_date inclusive). */
export const BUSY_SLOTS_MAX_DAYS = 62;
export const OPEN_SLOTS_MAX_DAYS = BUSY_SLOTS_MAX_DAYS;
/**
 * No booking is ever more than this many days ahead (create_booking: too_far_ahead; also the
 * longest horizon a lawyer may set). Each lawyer's own horizon is shorter or equal and is not
 * public: what a lawyer takes is known only from lawyer_open_slots (checkSlot's `open`).
 */
export const BOOKING_WINDOW_DAYS = 365;

/** The columns of a booking these rules read. */
export interface BookingState {
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  payment_status: 'pending' | 'paid' | 'refunded';
  /** booking_date + booking_time in Asia/Seoul (ISO string). */
  starts_at: string | null;
  hold_expires_at?: string | null;
  cancelled_by?: string | null;
}

const ms = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : NaN);

/** Open and unpaid: a hold while hold_expires_at is ahead. ('confirmed' and unpaid exists only from
 * before lawyers could confirm paid bookings alone; the database treats it as a hold too.) */
const openUnpaid = (b: BookingState) => (b.status === 'pending' || b.status === 'confirmed') && b.payment_status === 'pending';

/** Unpaid, open and its hold not yet over: the slot is held for this client. */
export function isLiveHold(b: BookingState, now: Date = new Date()): boolean {
  return openUnpaid(b) && ms(b.hold_expires_at) > now.getTime();
}

/** An unpaid booking whose hold ran out (swept or not yet). */
export function isExpiredHold(b: BookingState, now: Date = new Date()): boolean {
  if (b.status === 'cancelled') return b.cancelled_by === 'system';
  return openUnpaid(b) && !(ms(b.hold_expires_at) > now.getTime());
}

/** Whole seconds left on a live hold (0 when none). */
export function holdSecondsLeft(b: BookingState, now: Date = new Date()): number {
  if (!openUnpaid(b)) return 0;
  const left = ms(b.hold_expires_at) - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** 'm:ss' for a countdown. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export interface LawyerActions {
  /** pending and paid -> confirmed */
  confirm: boolean;
  /** pending or confirmed -> cancelled (a paid booking is refunded, its coupon returned) */
  cancel: boolean;
  /** confirmed, paid and started -> completed */
  complete: boolean;
}

/** What lawyer_update_booking_status accepts for this booking now. */
export function lawyerActions(b: BookingState, now: Date = new Date()): LawyerActions {
  const open = b.status === 'pending' || b.status === 'confirmed';
  const paid = b.payment_status === 'paid';
  const started = ms(b.starts_at) <= now.getTime();
  return {
    confirm: b.status === 'pending' && paid,
    cancel: open && !isExpiredHold(b, now),
    complete: b.status === 'confirmed' && paid && started,
  };
}

/** admin_set_meeting_link accepts a link only on open, paid bookings (clearing is always allowed). */
export function canSetMeetingLink(b: Pick<BookingState, 'status' | 'payment_status'>): boolean {
  return (b.status === 'pending' || b.status === 'confirmed') && b.payment_status === 'paid';
}

export type SlotCheck = 'ok' | 'invalid_date' | 'invalid_slot' | 'past' | 'too_far_ahead' | 'unavailable';

/** The last KST date that can be booked. */
export function lastBookableDate(now: Date = new Date()): string {
  const [y, m, d] = todayInKst(now).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + BOOKING_WINDOW_DAYS)).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD HH:MM', the key of a slot in the sets of open, taken and held slots. */
export const slotKey = (date: string, time: string) => `${date} ${time.slice(0, 5)}`;

/**
 * Checks a date and a KST time (from the picker or from a URL) the way create_booking does:
 * a real date, one of the slots, in the future, within the booking window; then, when the
 * lawyer's open slots are given (lawyer_open_slots, as slotKey keys), that it is one of them
 * ('unavailable' otherwise, create_booking's slot_unavailable). Without them only the checks that
 * do not depend on the lawyer are made: the lawyer's weekly hours, time off, holidays, notice and
 * horizon are the database's alone, never guessed here.
 */
export function checkSlot(date: string, time: string, now: Date = new Date(), open?: ReadonlySet<string>): SlotCheck {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
      new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) return 'invalid_date';
  if (!(TIME_SLOTS_KST as readonly string[]).includes(time)) return 'invalid_slot';
  const start = kstToInstant(date, time).getTime();
  if (start <= now.getTime()) return 'past';
  if (date > lastBookableDate(now)) return 'too_far_ahead';
  if (open && !open.has(slotKey(date, time))) return 'unavailable';
  return 'ok';
}
