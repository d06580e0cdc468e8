// Intake before the meeting (issue 29, item 4; supabase/migrations/20261202004000_booking_intake.sql):
// what the client adds to a paid booking before it starts (status of stay, key dates, up to 5
// documents), the urgency mark the lawyer sees, and the per-category "what to prepare" checklist
// shown on the booking confirmation and in the paid e-mail.
import { checkupCategoryFor, IMMIGRATION_STATUSES } from './checkup.ts';

/** The private bucket of a booking's documents: {booking id}/{safe file name}. */
export const BOOKING_DOCUMENT_BUCKET = 'booking-documents';
/** The bucket's types (storage-upload checks the bytes; the form checks the name first). */
export const BOOKING_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const BOOKING_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const BOOKING_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const BOOKING_DOCUMENT_MAX_FILES = 5;
/** A deadline this close to the consultation (or before it) marks the intake urgent. */
export const INTAKE_URGENT_DAYS = 14;

/** The status-of-stay values the database accepts (the free check-up's list). */
export const STATUS_OF_STAY_VALUES = IMMIGRATION_STATUSES.map((s) => s.value);
export type StatusOfStay = (typeof IMMIGRATION_STATUSES)[number]['value'];

export interface BookingIntake {
  status_of_stay: string | null;
  visa_expires_on: string | null;
  notice_date: string | null;
  notice_deadline: string | null;
}

/** Whether a file name has one of the bucket's extensions (the upload function checks the bytes). */
export function isBookingDocumentName(name: string): boolean {
  const lower = name.toLowerCase();
  return BOOKING_DOCUMENT_EXTENSIONS.some((ext) => lower.endsWith(ext));
}

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string): number | null => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(ymd);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / DAY_MS : null;
};

/**
 * The intake's deadlines (the visa's expiry, the notice's deadline) that fall within
 * INTAKE_URGENT_DAYS days after the consultation's KST date, or before it; earliest first.
 */
export function urgentDeadlines(intake: BookingIntake | null | undefined, bookingDate: string): { kind: 'visa_expires_on' | 'notice_deadline'; date: string }[] {
  const day = dayNumber(bookingDate);
  if (!intake || day === null) return [];
  const out: { kind: 'visa_expires_on' | 'notice_deadline'; date: string }[] = [];
  for (const kind of ['visa_expires_on', 'notice_deadline'] as const) {
    const date = intake[kind];
    const d = date ? dayNumber(date) : null;
    if (date && d !== null && d - day <= INTAKE_URGENT_DAYS) out.push({ kind, date });
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

export function isIntakeUrgent(intake: BookingIntake | null | undefined, bookingDate: string): boolean {
  return urgentDeadlines(intake, bookingDate).length > 0;
}

// ---------------------------------------------------------------------------------------------
// "What to prepare"

export const PREPARATION_ITEMS = [
  'passport', 'arc', 'visa_papers', 'notice', 'contract', 'pay_records', 'police_papers', 'family_papers',
  'accident_papers', 'medical_records', 'lease_papers', 'business_papers', 'evidence', 'timeline',
] as const;
export type PreparationItem = (typeof PREPARATION_ITEMS)[number];

const COMMON: PreparationItem[] = ['passport', 'arc'];
/** Per free check-up category title (checkup.ts), the documents worth having at hand. */
const BY_CATEGORY: Record<string, PreparationItem[]> = {
  'Immigrations & VISA': ['visa_papers', 'contract', 'notice'],
  'VISA Revocation & Refusal': ['notice', 'visa_papers'],
  'Refugee, Humanitarian Stay': ['notice', 'visa_papers', 'evidence'],
  'Criminal Cases': ['police_papers', 'evidence'],
  'Labor & Employment': ['contract', 'pay_records', 'evidence'],
  'Family & Marriage': ['family_papers', 'evidence'],
  'Traffic Accident & Insurance Claims': ['accident_papers', 'medical_records', 'evidence'],
  'Business, Startup & Investment': ['business_papers', 'contract'],
  'Civil, Debt & Compensation': ['contract', 'notice', 'evidence'],
  'Real Estate & Lease Disputes': ['lease_papers', 'evidence'],
  'Inheritance, Wills & Family Assets': ['family_papers', 'evidence'],
  'Tax & General Administrative': ['notice', 'evidence'],
  'Intellectual Property (Patent/Trademark/Copyright)': ['business_papers', 'contract', 'evidence'],
  'Consumer Protection & Fair Trade': ['contract', 'evidence'],
  'Medical Dispute': ['medical_records', 'evidence'],
  'Military Service & Military Law': ['family_papers', 'notice'],
};
const GENERAL: PreparationItem[] = ['notice', 'contract', 'evidence'];

/** The checklist of a booking's consultation type (a category name or id, any language the booking page stores). */
export function preparationChecklist(consultationType: string | null | undefined): PreparationItem[] {
  const category = checkupCategoryFor(consultationType)?.category;
  const specific = (category && BY_CATEGORY[category]) || GENERAL;
  return [...COMMON, ...specific, 'timeline'];
}
