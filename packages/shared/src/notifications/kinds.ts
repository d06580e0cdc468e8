// The notification events the database writes (supabase/migrations/20261125002000_notifications.sql)
// and the parameters each carries. The worker renders e-mails from (kind, locale, params); the
// portals render the bell from the same. Keep in step with the migration: a test compares them.

export const NOTIFICATION_LOCALES = ['en', 'ko', 'zh', 'ja', 'vi'] as const;
export type NotificationLocale = (typeof NOTIFICATION_LOCALES)[number];

/** Sent to clients, in the language they last chose. */
export const CLIENT_KINDS = [
  'booking_held',
  'booking_paid',
  'booking_confirmed',
  'booking_rescheduled',
  'meeting_link',
  'reminder_24h',
  'reminder_1h',
  'booking_cancelled',
  'booking_refunded',
  'booking_expired',
  'late_payment_refunded',
  'coupon_received',
  'lawyer_message',
  'checkup_received',
  'checkup_status',
  'booking_follow_up',
] as const;

/** Sent to lawyers, in Korean. */
export const LAWYER_KINDS = [
  'lawyer_new_booking',
  'lawyer_booking_cancelled',
  'lawyer_booking_rescheduled',
  'lawyer_reminder_1h',
  'lawyer_approved',
  'lawyer_rejected',
  'lawyer_settlement_closed',
  'lawyer_settlement_paid',
  'lawyer_settlement_account_changed',
  'lawyer_language_verified',
  'lawyer_language_rejected',
] as const;

/** Sent to administrators, in Korean (admin_delivery_failed only in the app). */
export const ADMIN_KINDS = ['admin_lawyer_pending', 'admin_urgent_checkup', 'admin_delivery_failed', 'admin_payment_attention'] as const;

/** Every kind (written out rather than spread, so that bundlers can drop the module when unused). */
export const NOTIFICATION_KINDS = [
  'booking_held', 'booking_paid', 'booking_confirmed', 'booking_rescheduled', 'meeting_link', 'reminder_24h', 'reminder_1h', 'booking_cancelled',
  'booking_refunded', 'booking_expired', 'late_payment_refunded', 'coupon_received', 'lawyer_message', 'checkup_received', 'checkup_status',
  'booking_follow_up',
  'lawyer_new_booking', 'lawyer_booking_cancelled', 'lawyer_booking_rescheduled', 'lawyer_reminder_1h', 'lawyer_approved', 'lawyer_rejected',
  'lawyer_settlement_closed', 'lawyer_settlement_paid', 'lawyer_settlement_account_changed', 'lawyer_language_verified', 'lawyer_language_rejected',
  'admin_lawyer_pending', 'admin_urgent_checkup', 'admin_delivery_failed', 'admin_payment_attention',
] as const satisfies readonly (ClientKind | LawyerKind | AdminKind)[];
export type ClientKind = (typeof CLIENT_KINDS)[number];
export type LawyerKind = (typeof LAWYER_KINDS)[number];
export type AdminKind = (typeof ADMIN_KINDS)[number];
export type NotificationKind = ClientKind | LawyerKind | AdminKind;

/** private.booking_notice(): what a booking message may say (both parties see all of it). */
export interface BookingParams {
  booking_id: string;
  lawyer_id: string;
  lawyer_name_ko: string | null;
  lawyer_name_en: string | null;
  client_name: string | null;
  /** KST date, YYYY-MM-DD */
  booking_date: string;
  /** KST time, HH:MM */
  booking_time: string;
  duration_minutes: number;
  /** ISO timestamp of the start */
  starts_at: string;
  fee_amount: number;
  consultation_type: string | null;
  meeting_link: string | null;
  hold_expires_at: string | null;
  payment_status: 'pending' | 'paid' | 'refunded';
  cancelled_by: 'client' | 'lawyer' | 'system' | null;
  /** booking_cancelled only: the payment was returned */
  refunded?: boolean;
  /** the booking's status when the event happened (absent in messages queued before issue 27) */
  status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
  /** how many times the client moved the booking (absent before issue 27: 0) */
  reschedule_count?: number;
  /** ISO 639-1 code of the consultation's language (absent in messages queued before issue 29) */
  consultation_language?: string;
  /** Korean with the room's machine interpretation */
  interpretation_requested?: boolean;
}

/** booking_rescheduled, lawyer_booking_rescheduled: the booking at its new time, and the time it had (20261130004100_booking_reschedule_notifications.sql). */
export interface RescheduleParams extends BookingParams {
  /** KST date, YYYY-MM-DD */
  previous_date: string;
  /** KST time, HH:MM */
  previous_time: string;
  previous_starts_at: string;
}

/** private.coupon_notice() */
export interface CouponParams {
  coupon_id: string;
  coupon_name_ko: string;
  coupon_name_en: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  max_discount: number | null;
  min_amount: number | null;
  valid_until: string;
  /** set when a lawyer gave it */
  lawyer_id: string | null;
  lawyer_name_ko: string | null;
  lawyer_name_en: string | null;
}

/** booking_follow_up (20261202003000_booking_follow_ups.sql): the booking, and which version of the lawyer's follow-up was written (1 = the first, more = a correction). The text itself stays in the portal. */
export interface FollowUpParams extends BookingParams {
  version: number;
}

export interface LawyerMessageParams {
  lawyer_id: string;
  lawyer_name_ko: string | null;
  lawyer_name_en: string | null;
  message: string;
}

export interface CheckupParams {
  checkup_id: string;
  category: string;
  name: string;
  is_urgent: boolean;
  status: 'pending' | 'reviewed' | 'contacted' | 'completed';
  created_at: string;
}

/** private.lawyer_notice() (+ was_approved on decisions) */
export interface LawyerAccountParams {
  lawyer_id: string;
  lawyer_name_ko: string | null;
  lawyer_name_en: string | null;
  was_approved?: boolean;
}

/** admin_review_lawyer_language() (20261202002000_lawyer_language_verification.sql): the decision on one declared language. */
export interface LanguageReviewParams extends LawyerAccountParams {
  /** ISO 639-1 */
  language_id: string;
  language_name_ko: string | null;
  level: 'native' | 'fluent' | 'working';
  /** the administrator's note (required for a rejection) */
  note: string | null;
}

/** private.settlement_statement_notice(): a statement as the lawyer reads it (20261128020000_settlement_notifications.sql). */
export interface SettlementStatementParams extends LawyerAccountParams {
  statement_id: string;
  /** KST dates, YYYY-MM-DD */
  period_start: string;
  period_end: string;
  currency: string;
  status: 'open' | 'closed' | 'paid' | 'failed';
  entry_count: number;
  opening_balance: number;
  net_total: number;
  closing_balance: number;
  payout_amount: number;
  /** lawyer_settlement_paid: the bank transfer's reference */
  transfer_reference: string | null;
  paid_at: string | null;
}

/** lawyer_settlement_account_changed: masked accounts only (bank and the last 4 digits), never the number. */
export interface SettlementAccountParams extends LawyerAccountParams {
  bank_code: string;
  bank_name: string | null;
  account_last4: string;
  holder_name: string | null;
  /** null on the first registration */
  previous_bank_code: string | null;
  previous_bank_name: string | null;
  previous_account_last4: string | null;
  changed_at: string;
}

/** late_payment_refunded: the booking, and what is being given back (20261125004100_payment_notifications.sql). */
export interface LatePaymentParams extends BookingParams {
  refund_amount?: number | null;
  refund_currency?: string | null;
}

/** admin_payment_attention: a provider event that needs a person (public.payment_events). */
export interface PaymentAttentionParams {
  event_id: string;
  event_type: string;
  /** amount_mismatch, late_payment_refunded, double_payment, unknown_booking, refund_failed, external_refund, payout_failed (provider settlement), ... */
  outcome: string;
  booking_id?: string | null;
  transaction_id?: string | null;
  amount?: number | null;
  currency?: string | null;
}

export interface DeliveryFailedParams {
  outbox_id: string;
  kind: string;
  attempts: number;
  error: string;
}

export interface NotificationParams {
  booking_held: BookingParams;
  booking_paid: BookingParams;
  booking_confirmed: BookingParams;
  booking_rescheduled: RescheduleParams;
  meeting_link: BookingParams;
  reminder_24h: BookingParams;
  reminder_1h: BookingParams;
  booking_cancelled: BookingParams;
  booking_refunded: BookingParams;
  booking_expired: BookingParams;
  late_payment_refunded: LatePaymentParams;
  coupon_received: CouponParams;
  lawyer_message: LawyerMessageParams;
  booking_follow_up: FollowUpParams;
  checkup_received: CheckupParams;
  checkup_status: CheckupParams;
  lawyer_new_booking: BookingParams;
  lawyer_booking_cancelled: BookingParams;
  lawyer_booking_rescheduled: RescheduleParams;
  lawyer_reminder_1h: BookingParams;
  lawyer_approved: LawyerAccountParams;
  lawyer_rejected: LawyerAccountParams;
  lawyer_settlement_closed: SettlementStatementParams;
  lawyer_settlement_paid: SettlementStatementParams;
  lawyer_settlement_account_changed: SettlementAccountParams;
  lawyer_language_verified: LanguageReviewParams;
  lawyer_language_rejected: LanguageReviewParams;
  admin_lawyer_pending: LawyerAccountParams;
  admin_urgent_checkup: CheckupParams;
  admin_delivery_failed: DeliveryFailedParams;
  admin_payment_attention: PaymentAttentionParams;
}

/** A message ready to send or show. */
export interface RenderedNotification {
  /** e-mail subject; also the bell's title */
  subject: string;
  /** one or two sentences for the bell */
  summary: string;
  /** the e-mail's text part */
  text: string;
  /** the e-mail's HTML part (a full document, inline styles, no outside resources) */
  html: string;
  /** absolute link into the product (siteUrl + path) */
  link: string;
  /** e-mail attachments (booking_paid: the consultation as an .ics calendar event) */
  attachments: { filename: string; contentType: string; content: string }[];
}

export interface RenderOptions {
  /** The product's base URL (SITE_URL; default the server's own origin), without a trailing slash. */
  siteUrl: string;
  /** The recipient's time zone for the "your local time" line (IANA name); unknown → KST only. */
  timeZone?: string;
  /** The moment of rendering (the time left to pay, DTSTAMP of the .ics); default now. */
  now?: Date;
}
