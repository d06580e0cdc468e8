// Pure logic of the booking page: the choices (and their URL form, which survives the sign-in
// round trip), which dates and slots can be picked, the coupon labels and the live price.
import { DEFAULT_FEES, DURATIONS, TIME_SLOTS_KST, type Duration } from '@klegal/shared';
import { couponDiscount } from '@shared/discount.ts';
import { formatWon, kstToInstant, todayInKst } from '@shared/format.ts';
import type { Lawyer } from './api/types.ts';
import type { CouponRow } from './api/bookings.ts';

export interface BookingChoices {
  lawyerId: string;
  date: string;
  time: string;
  duration: Duration | null;
  /** user_coupons.id */
  couponId: string;
  note: string;
}

export const EMPTY_CHOICES: BookingChoices = { lawyerId: '', date: '', time: '', duration: null, couponId: '', note: '' };
export const MAX_DAYS_AHEAD = 365;

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
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function isComplete(c: BookingChoices): boolean {
  return Boolean(c.lawyerId && c.date && c.time && c.duration);
}

/** The last KST date that can be booked. */
export function lastBookableDate(now: Date = new Date()): string {
  const [y, m, d] = todayInKst(now).split('-').map(Number);
  const last = new Date(Date.UTC(y, m - 1, d + MAX_DAYS_AHEAD));
  return last.toISOString().slice(0, 10);
}

/** Dates before today (KST) or beyond the booking horizon cannot be picked. */
export function isDateSelectable(date: string, now: Date = new Date()): boolean {
  return date >= todayInKst(now) && date <= lastBookableDate(now) && slotsOn(date, now).some((s) => s.available);
}

/** The 8 KST slots of a date, with those already in the past marked unavailable. */
export function slotsOn(date: string, now: Date = new Date()): { time: string; available: boolean }[] {
  return TIME_SLOTS_KST.map((time) => ({ time, available: Boolean(date) && kstToInstant(date, time).getTime() > now.getTime() }));
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

export function priceSummary(fee: number, coupon: CouponRow | null | undefined) {
  const discount = couponDiscount(fee, coupon ?? null);
  return { fee, discount, total: fee - discount };
}
