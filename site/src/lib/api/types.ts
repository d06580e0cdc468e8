// Row shapes the site reads, tied to the generated Database types where they exist
// (@klegal/shared/database.types, generated from supabase/migrations).
import type { Database } from '@klegal/shared/database.types';

export type Tables<T extends keyof Database['public']['Tables']> = Database['public']['Tables'][T];
export type Functions<F extends keyof Database['public']['Functions']> = Database['public']['Functions'][F];
export type Role = Database['public']['Enums']['app_role'];

export interface Category {
  id: string;
  name_korean: string;
  name_english: string;
  description: string | null;
  parent_id?: string | null;
}

export interface Region {
  id: string;
  name_korean: string;
  name_english: string;
}

export interface Language {
  id: string;
  name_korean: string;
  name_english: string;
}

/** A lawyer as lists, detail and booking show it (spec §3 "Lawyer as shown ... (derived)"). */
export interface Lawyer {
  id: string;
  nameEnglish: string;
  nameKorean: string;
  /** English name of the first top-level specialty; 'General' */
  specialty: string;
  /** Category id of `specialty` (null for 'General'): its name in the page's language (lib/i18n/names.ts) */
  specialtyId?: string | null;
  specialties: string[];
  specialtyIds: string[];
  /** top-level categories of the specialties */
  practiceAreaIds: string[];
  region: string;
  regionId: string | null;
  regions: string[];
  regionIds: string[];
  languages: string[];
  languageIds: string[];
  /** of languageIds, those an administrator verified after an interview (issue 29) */
  verifiedLanguageIds?: string[];
  barAssociationYear: number;
  otherCertifications: string | null;
  /** Languages the lawyer typed in the portal besides the listed ones ('기타 언어'). */
  otherLanguages: string | null;
  specialNotes: string | null;
  bio: string | null;
  freePr: string | null;
  lawFirm: string | null;
  school: string | null;
  majorCases: string | null;
  officeAddress: string | null;
  officePhone: string | null;
  officeEmail: string | null;
  fee20min: number;
  fee40min: number;
  fee60min: number;
  imageUrl: string | null;
  availableDates: string[];
  /** What the platform observed (one lawyer's page only; null in lists): never combined into a score. */
  observed?: ObservedIndicators | null;
}

/** lawyer_directory's computed fields consultations_completed, consultations_completed_12m, member_since. */
export interface ObservedIndicators {
  completed: number;
  completed12m: number;
  /** KST date (YYYY-MM-DD) of the approval */
  memberSince: string | null;
  /** lawyer_directory.verified_languages: the languages an administrator verified after an interview */
  verifiedLanguageIds: string[];
}
