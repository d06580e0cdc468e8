// Intake before the meeting (issue 29, item 4; supabase/migrations/20261202004000_booking_intake.sql):
// what the client adds to a paid booking before it starts (status of stay, key dates, up to 5
// documents), the urgency mark the lawyer sees, and the per-category "what to prepare" checklist
// shown on the booking confirmation and in the paid e-mail.
// (no import of ./checkup.ts: the e-mail renderer, which the portals' bells bundle, uses this
// module, and the check-up lists are large)

/** The private bucket of a booking's documents: {booking id}/{safe file name}. */
export const BOOKING_DOCUMENT_BUCKET = 'booking-documents';
/** The bucket's types (storage-upload checks the bytes; the form checks the name first). */
export const BOOKING_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const BOOKING_DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;
export const BOOKING_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const BOOKING_DOCUMENT_MAX_FILES = 5;
/** A deadline this close to the consultation (or before it) marks the intake urgent. */
export const INTAKE_URGENT_DAYS = 14;

export interface BookingIntake {
  /** one of the free check-up's IMMIGRATION_STATUSES values (./checkup.ts), as the database checks */
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
/** Per consultation category id, the documents worth having at hand. */
const BY_CATEGORY: Record<string, PreparationItem[]> = {
  'immigration-visa': ['visa_papers', 'contract', 'notice'],
  criminal: ['police_papers', 'evidence'],
  'labor-employment': ['contract', 'pay_records', 'evidence'],
  'family-marriage': ['family_papers', 'evidence'],
  'traffic-insurance': ['accident_papers', 'medical_records', 'evidence'],
  'business-startup-investment': ['business_papers', 'contract'],
  'civil-debt-compensation': ['contract', 'notice', 'evidence'],
  'real-estate-lease': ['lease_papers', 'evidence'],
  'inheritance-family-assets': ['family_papers', 'evidence'],
  'tax-administrative': ['notice', 'evidence'],
  'intellectual-property': ['business_papers', 'contract', 'evidence'],
  'consumer-protection': ['contract', 'evidence'],
  'medical-dispute': ['medical_records', 'evidence'],
  'military-nationality': ['family_papers', 'notice'],
};
/** A booking stores the category's English or Korean name (or its id, or a sub-category's id). */
const BY_NAME: Record<string, string> = {
  'immigration & visa': 'immigration-visa', '출입국·비자': 'immigration-visa',
  'criminal cases': 'criminal', '형사 사건': 'criminal',
  'labor & employment': 'labor-employment', '노동·고용': 'labor-employment',
  'family & marriage': 'family-marriage', '가족·혼인': 'family-marriage',
  'traffic accident & insurance': 'traffic-insurance', '교통사고·보험': 'traffic-insurance',
  'business, startup & investment': 'business-startup-investment', '기업·창업·투자': 'business-startup-investment',
  'civil, debt & compensation': 'civil-debt-compensation', '민사·채권·손해배상': 'civil-debt-compensation',
  'real estate & lease': 'real-estate-lease', '부동산·임대차': 'real-estate-lease',
  'inheritance & family assets': 'inheritance-family-assets', '상속·가족재산': 'inheritance-family-assets',
  'tax & administrative': 'tax-administrative', '조세·행정': 'tax-administrative',
  'intellectual property': 'intellectual-property', '지식재산권': 'intellectual-property',
  'consumer protection': 'consumer-protection', '소비자 보호': 'consumer-protection',
  'medical dispute': 'medical-dispute', '의료 분쟁': 'medical-dispute',
  'military & nationality': 'military-nationality', '병역·국적': 'military-nationality',
};
const GENERAL: PreparationItem[] = ['notice', 'contract', 'evidence'];

/** The checklist of a booking's consultation type (a category name or id, any language the booking page stores). */
export function preparationChecklist(consultationType: string | null | undefined): PreparationItem[] {
  const key = (consultationType ?? '').trim().toLowerCase();
  const id = BY_NAME[key] ?? key.split('.')[0]!;
  const specific = BY_CATEGORY[id] ?? GENERAL;
  return [...COMMON, ...specific, 'timeline'];
}
