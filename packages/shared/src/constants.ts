// Business constants from the spec (section 9 of both spec files), shared by every app and by tests.

/** Consultation lengths in minutes. */
export const DURATIONS = [20, 40, 60] as const;
export type Duration = (typeof DURATIONS)[number];

/** Fees in won used when a lawyer has not set their own. */
export const DEFAULT_FEES: Record<Duration, number> = { 20: 50_000, 40: 90_000, 60: 130_000 };

/** Bookable start times, Korea Standard Time; there is no 12:00 slot. */
export const TIME_SLOTS_KST = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'] as const;

/** 100 credits = 10,000 won; a coupon of value V costs V / 100 credits. */
export const WON_PER_CREDIT = 100;
export const LAWYER_COUPON_STEP_WON = 10_000;

export const BOOKING_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const;
export const CHECKUP_STATUSES = ['pending', 'reviewed', 'contacted', 'completed'] as const;
export const QUALIFICATION_TYPES = ['judicial_exam', 'bar_exam', 'patent_attorney'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const ROLES = ['client', 'lawyer', 'admin'] as const;
