// Record shapes of the console's resources, from the generated Database types.
import type { Database } from '@klegal/shared/database.types';

type Public = Database['public'];
export type Row<T extends keyof Public['Tables']> = Public['Tables'][T]['Row'];
export type ViewRow<T extends keyof Public['Views']> = Public['Views'][T]['Row'];
export type Enum<T extends keyof Public['Enums']> = Public['Enums'][T];

export type ProfileRow = Row<'profiles'>;

/** lawyers + the owner's profile (names and contact), as the lawyer list reads them. */
export type LawyerRecord = Row<'lawyers'> & {
  profiles: Pick<ProfileRow, 'name_korean' | 'name_english' | 'email' | 'phone'> | null;
};

/** The full application the lawyer show page reads. */
export type LawyerDetailRecord = LawyerRecord & {
  lawyer_specialties: { category_id: string; consultation_categories: { name_korean: string; description: string | null } | null }[];
  lawyer_regions: { region_id: string; regions: { name_korean: string } | null }[];
  lawyer_languages: { language_id: string; languages: { name_korean: string } | null }[];
  /** weekly hours, notice and horizon (issue 27); null before the record has loaded whole */
  lawyer_availability?: Pick<Row<'lawyer_availability'>, 'weekly' | 'minimum_notice_minutes' | 'horizon_days' | 'updated_at'> | null;
};

export type LawyerTimeOffRecord = Row<'lawyer_time_off'>;

/** A declared language under review (issue 29), with the language's and the lawyer's names. */
export type LanguageVerificationRecord = Row<'lawyer_language_verifications'> & {
  /** react-admin's id: the compound key (lawyer_id, language_id), encoded by the data provider */
  id: string;
  lawyer_languages: {
    languages: { name_korean: string } | null;
    lawyers: { profiles: Pick<ProfileRow, 'name_korean' | 'name_english' | 'email'> | null } | null;
  } | null;
};

export type UserRecord = ProfileRow & { user_roles: { role: Enum<'app_role'> }[] };

export type BookingRecord = ViewRow<'booking_details'> & { id: string };

/** The client's intake of a booking (issue 29); react-admin's id is its key, booking_id. */
export type BookingIntakeRecord = Row<'booking_intakes'> & { id: string };
/** A file the client attached to a booking (the booking_documents view over Storage). */
export type BookingDocumentRecord = ViewRow<'booking_documents'> & { id: string; path: string };
/** One version of the lawyer's written follow-up of a completed booking. */
export type BookingFollowUpRecord = Row<'booking_follow_ups'>;

/** Issuer and recipients of a coupon (admin_coupon_parties, issue 16), merged into the coupon list's records. */
export interface CouponParties {
  issuer_lawyer_id: string | null;
  issuer_name: string | null;
  issuer_email: string | null;
  recipient_count: number;
  recipients: { user_id: string; name: string | null; email: string | null; via: 'grant' | 'bookmark'; downloaded: boolean }[];
}

export type CouponRecord = Row<'coupons'> & { parties?: CouponParties | null };

export type FreeCheckupRecord = Row<'free_checkups'>;

export type CreditLedgerRecord = Row<'credit_ledger'> & {
  lawyers: { profiles: Pick<ProfileRow, 'name_korean' | 'name_english' | 'email'> | null } | null;
};

export type BookingStatus = Enum<'booking_status'>;
export type PaymentStatus = Enum<'booking_payment_status'>;
export type CheckupStatus = Enum<'free_checkup_status'>;
export type DiscountType = Enum<'discount_type'>;
export type QualificationType = Enum<'qualification_type'>;
export type CreditReason = Enum<'credit_reason'>;
