// Status values, their labels (message keys) and badge colours.
import { BOOKING_STATUSES, CHECKUP_STATUSES } from '@klegal/shared';
import type { BookingStatus, CheckupStatus, PaymentStatus } from '../types.ts';

export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export const BOOKING_STATUS_COLORS: Record<BookingStatus, ChipColor> = {
  pending: 'warning',
  confirmed: 'info',
  completed: 'success',
  cancelled: 'default',
};

export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, ChipColor> = {
  pending: 'default',
  paid: 'success',
  refunded: 'secondary',
};

export const CHECKUP_STATUS_COLORS: Record<CheckupStatus, ChipColor> = {
  pending: 'warning',
  reviewed: 'info',
  contacted: 'primary',
  completed: 'success',
};

export const bookingStatuses = BOOKING_STATUSES as readonly BookingStatus[];
export const checkupStatuses = CHECKUP_STATUSES as readonly CheckupStatus[];

export const bookingStatusKey = (s: BookingStatus) => `klegal.bookings.status.${s}`;
export const paymentStatusKey = (s: PaymentStatus) => `klegal.bookings.payment.${s}`;
export const checkupStatusKey = (s: CheckupStatus) => `klegal.checkups.status.${s}`;

/** The client column of the booking table: Korean name, else e-mail (spec §2). */
export function bookingClientLabel(b: { client_name_korean: string | null; client_email: string | null; client_name_english?: string | null }): string {
  return b.client_name_korean || b.client_email || b.client_name_english || '-';
}

/** A lawyer's display name: Korean name, else English name. */
export function lawyerLabel(b: { lawyer_name_korean: string | null; lawyer_name_english?: string | null }): string {
  return b.lawyer_name_korean || b.lawyer_name_english || '-';
}

/** https URL check of the meeting-link dialog (the database function checks the same). */
export function isHttpsUrl(value: string): boolean {
  const v = value.trim();
  if (v.length > 1000 || !/^https:\/\/[A-Za-z0-9.-]+(:[0-9]+)?(\/[^\s<>"']*)?$/.test(v)) return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname.includes('.');
  } catch {
    return false;
  }
}

/** Enumerations stored as raw values, shown with Korean labels (issue 16): check-ups' preferred language and stay status. */
export type EnumName = 'preferred_language' | 'immigration_status';

/** The message key of an enumeration value; the value itself when the dictionary has no label. */
export const enumLabelKey = (name: EnumName, value: string) => `klegal.enums.${name}.${value.toLowerCase()}`;

/** The label: translated, else the raw value (a value added to the database before the dictionary). */
export function enumLabel(translate: (key: string, opts?: { _: string }) => string, name: EnumName, value: string | null | undefined): string | null {
  if (!value) return null;
  return translate(enumLabelKey(name, value), { _: value });
}
