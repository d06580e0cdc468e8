// Pure logic of the booking page: the choices (and their URL form, which survives the sign-in
// round trip), which dates and slots can be picked (open by the lawyer's calendar, past, taken,
// held by this client), what is wrong with a date/time from a link, the coupon labels and the live
// price. The booking rules themselves (window, slots) are the shared ones
// (@shared/bookingRules.ts); what the lawyer takes comes from lawyer_open_slots (issue 27).
import { DEFAULT_FEES, DURATIONS, TIME_SLOTS_KST, type Duration } from '@klegal/shared';
import { couponDiscount } from '@shared/discount.ts';
import { checkSlot, lastBookableDate, slotKey, type SlotCheck } from '@shared/bookingRules.ts';
import { couponApplicability, type CouponRefusal } from '@shared/couponRules.ts';
import { formatDate, formatWon, todayInKst } from '@shared/format.ts';
import type { Lawyer } from './api/types.ts';
import type { CouponRow, UserCoupon } from './api/bookings.ts';
import type { MessageKey, Vars } from './i18n/index.ts';

export { lastBookableDate, slotKey };

export interface BookingChoices {
  lawyerId: string;
  date: string;
  time: string;
  duration: Duration | null;
  /** user_coupons.id */
  couponId: string;
  note: string;
  /** the consultation's language: one of the lawyer's codes, KOREAN_INTERPRETED, or '' (the default) */
  language: string;
}

export const EMPTY_CHOICES: BookingChoices = { lawyerId: '', date: '', time: '', duration: null, couponId: '', note: '', language: '' };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseChoices(search: string): BookingChoices {
  const p = new URLSearchParams(search);
  const d = Number(p.get('duration'));
  const time = p.get('time') ?? '';
  const date = p.get('date') ?? '';
  return {
    lawyerId: p.get('lawyer') ?? '',
    date: DATE.test(date) ? date : '',
    time: (TIME_SLOTS_KST as readonly string[]).includes(time) ? time : '',
    duration: (DURATIONS as readonly number[]).includes(d) ? (d as Duration) : null,
    couponId: p.get('coupon') ?? '',
    note: (p.get('note') ?? '').slice(0, 2000),
    language: LANGUAGE_CHOICE.test(p.get('language') ?? '') ? p.get('language')! : '',
  };
}

export function choicesToQuery(c: BookingChoices): string {
  const p = new URLSearchParams();
  if (c.lawyerId) p.set('lawyer', c.lawyerId);
  if (c.date) p.set('date', c.date);
  if (c.time) p.set('time', c.time);
  if (c.duration) p.set('duration', String(c.duration));
  if (c.couponId) p.set('coupon', c.couponId);
  if (c.note.trim()) p.set('note', c.note);
  if (c.language) p.set('language', c.language);
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** The choice "Korean with machine interpretation" (the room's translation), always offered. */
export const KOREAN_INTERPRETED = 'ko-interpreted';
const LANGUAGE_CHOICE = /^(?:[a-z]{2}|ko-interpreted)$/;

/** The consultation languages a lawyer offers: Korean first when declared, then the others, then Korean with interpretation. */
export function languageChoices(lawyer: Pick<Lawyer, 'languageIds'> | null | undefined): string[] {
  const codes = [...new Set((lawyer?.languageIds ?? []).filter((c) => /^[a-z]{2}$/.test(c)))];
  codes.sort((a, b) => (a === 'ko' ? -1 : b === 'ko' ? 1 : 0));
  return [...codes, KOREAN_INTERPRETED];
}

/**
 * The language the booking is made in: the client's choice when the lawyer offers it; else the
 * page's language when the lawyer offers it; else Korean with interpretation (issue 29; the
 * database applies the same rule to the client's site language when none is sent).
 */
export function effectiveLanguage(choice: string, lawyer: Pick<Lawyer, 'languageIds'> | null | undefined, pageLang: string): string {
  const offered = languageChoices(lawyer);
  if (choice && offered.includes(choice)) return choice;
  return offered.includes(pageLang) ? pageLang : KOREAN_INTERPRETED;
}

/** create_booking's arguments for a language choice. */
export function languageArgs(choice: string): { consultation_language: string; interpretation_requested: boolean } {
  return choice === KOREAN_INTERPRETED
    ? { consultation_language: 'ko', interpretation_requested: true }
    : { consultation_language: choice, interpretation_requested: false };
}

export function isComplete(c: BookingChoices): boolean {
  return Boolean(c.lawyerId && c.date && c.time && c.duration);
}

/**
 * What is wrong with the date/time a link (?date=&time=) asks for, judged like the picker
 * (checkSlot): null when the link names no date and no time, or names a bookable one.
 * A date without a time is checked as a day (is any slot of it still ahead?).
 */
export function urlSlotIssue(search: string, now: Date = new Date()): Exclude<SlotCheck, 'ok'> | null {
  const p = new URLSearchParams(search);
  const date = p.get('date') ?? '';
  const time = p.get('time') ?? '';
  if (!date && !time) return null;
  if (!date) return (TIME_SLOTS_KST as readonly string[]).includes(time) ? null : 'invalid_slot';
  if (time) {
    const check = checkSlot(date, time, now);
    return check === 'ok' ? null : check;
  }
  // no time: the day itself must be bookable (its last slot still ahead)
  const check = checkSlot(date, TIME_SLOTS_KST[TIME_SLOTS_KST.length - 1]!, now);
  return check === 'ok' ? null : check;
}

/** Choices from a link with what the picker would not offer removed (the issue is shown apart). */
export function dropUnbookable(c: BookingChoices, now: Date = new Date()): BookingChoices {
  const date = c.date && checkSlot(c.date, TIME_SLOTS_KST[TIME_SLOTS_KST.length - 1]!, now) === 'ok' ? c.date : '';
  const time = date && c.time && checkSlot(date, c.time, now) === 'ok' ? c.time : '';
  return { ...c, date, time };
}

/**
 * Why a slot can or cannot be picked: open (free), already started, taken by a paid booking or
 * someone's hold, held by this client, not taken by the lawyer (outside their hours, time off, a
 * holiday, inside the notice or beyond the horizon: closed), or not known yet (the lawyer's open
 * slots of that month are still loading).
 */
export type SlotState = 'free' | 'past' | 'taken' | 'own' | 'closed' | 'loading';

export interface Slot {
  time: string;
  state: SlotState;
  /** free or held by this client: can be chosen */
  available: boolean;
}

export interface Availability {
  /** taken slots (lawyer_busy_slots), own holds included */
  busy?: ReadonlySet<string>;
  /** slots this client holds unpaid (they stay choosable: the page offers to pay) */
  own?: ReadonlySet<string>;
  /**
   * The lawyer's open slots (lawyer_open_slots) by month ('YYYY-MM' -> slotKey keys), for the
   * months read so far. Absent while no lawyer is chosen: then only the lawyer-independent rules
   * apply. A slot of a month not read yet is 'loading'.
   */
  open?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The 8 KST slots of a date with their state. */
export function slotsOn(date: string, now: Date = new Date(), avail: Availability = {}): Slot[] {
  const open = avail.open?.get(date.slice(0, 7));
  return TIME_SLOTS_KST.map((time) => {
    const key = slotKey(date, time);
    const state: SlotState =
      !date || checkSlot(date, time, now) !== 'ok' ? 'past'
      : avail.own?.has(key) ? 'own'
      : avail.busy?.has(key) ? 'taken'
      : !avail.open ? 'free'
      : !open ? 'loading'
      : checkSlot(date, time, now, open) === 'ok' ? 'free'
      : 'closed';
    return { time, state, available: state === 'free' || state === 'own' };
  });
}

/** The slots the time list shows: what can be picked or is taken (past and closed ones are left out), and the chosen one whatever it is. */
export function listedSlots(slots: readonly Slot[], chosen: string): Slot[] {
  return slots.filter((s) => s.time === chosen || (s.state !== 'past' && s.state !== 'closed'));
}

/** Dates before today (KST), beyond the booking window, or whose every slot is past or taken cannot be picked. */
export function isDateSelectable(date: string, now: Date = new Date(), avail: Availability = {}): boolean {
  return date >= todayInKst(now) && date <= lastBookableDate(now) && slotsOn(date, now, avail).some((s) => s.available);
}

/** The first and last day of a month, clipped to the bookable window (null when none of it is bookable). */
export function bookableRange(year: number, month0: number, now: Date = new Date()): { from: string; to: string } | null {
  const first = new Date(Date.UTC(year, month0, 1)).toISOString().slice(0, 10);
  const last = new Date(Date.UTC(year, month0 + 1, 0)).toISOString().slice(0, 10);
  const today = todayInKst(now);
  const end = lastBookableDate(now);
  const from = first < today ? today : first;
  const to = last > end ? end : last;
  return from <= to ? { from, to } : null;
}

export function feeFor(lawyer: Lawyer | null | undefined, duration: Duration | null): number {
  if (!lawyer || !duration) return 0;
  if (duration === 20) return lawyer.fee20min ?? DEFAULT_FEES[20];
  if (duration === 40) return lawyer.fee40min ?? DEFAULT_FEES[40];
  return lawyer.fee60min ?? DEFAULT_FEES[60];
}

/** 'name - X% off' or 'name - ₩X off' (spec §2 Booking). */
export function couponLabel(c: Pick<CouponRow, 'name_english' | 'discount_type' | 'discount_value'>): string {
  return c.discount_type === 'percentage'
    ? `${c.name_english} - ${c.discount_value}% off`
    : `${c.name_english} - ${formatWon(c.discount_value)} off`;
}

export function priceSummary(fee: number, coupon: Pick<CouponRow, 'discount_type' | 'discount_value' | 'min_amount' | 'max_discount'> | null | undefined) {
  const discount = couponDiscount(fee, coupon ?? null);
  return { fee, discount, total: fee - discount };
}

/** A held coupon judged against the chosen lawyer and duration (the database's rule, @shared/couponRules.ts). */
export interface JudgedCoupon {
  held: UserCoupon;
  reason: CouponRefusal | null;
}

/**
 * Every held coupon with why it does not apply (null: it does), applicable ones first. The lawyer
 * rule waits for a lawyer and the minimum for a duration, so nothing is greyed for a choice not made.
 */
export function judgeCoupons(coupons: readonly UserCoupon[], lawyer: Lawyer | null | undefined, duration: Duration | null, now: Date = new Date()): JudgedCoupon[] {
  const ctx = { lawyerId: lawyer?.id ?? null, fee: lawyer && duration ? feeFor(lawyer, duration) : null, now };
  const judged = coupons.map((held) => {
    const r = couponApplicability({ is_used: held.is_used, coupon: held.coupons }, ctx);
    return { held, reason: r.ok ? null : r.reason };
  });
  return [...judged.filter((j) => !j.reason), ...judged.filter((j) => j.reason)];
}

type Translate = (key: MessageKey, vars?: Vars) => string;

/** Why a coupon does not apply, in the page's language; `min` from the database's refusal when it gave one. */
export function couponReasonText(t: Translate, reason: CouponRefusal, coupon: Pick<CouponRow, 'min_amount' | 'valid_from'> | null, locale: string, min?: number | null): string {
  switch (reason) {
    case 'min_not_reached':
      return t('booking.couponReason.min_not_reached', { min: formatWon(min ?? coupon?.min_amount ?? 0) });
    case 'not_yet_valid':
      return t('booking.couponReason.not_yet_valid', { date: coupon ? formatDate(todayInKst(new Date(coupon.valid_from)), locale) : '' });
    default:
      return t(`booking.couponReason.${reason}`);
  }
}
