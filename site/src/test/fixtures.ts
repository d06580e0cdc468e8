// Test data shaped like lawyer_directory rows.
import type { DirectoryRow } from '../lib/api/lawyers.ts';

/** A stored profile photo as the database holds it: a same-origin path into the lawyer's own folder. */
export const PHOTO_PATH = '/storage/v1/object/public/lawyer-photos/00000000-0000-4000-8000-0000000000a2/00000000-0000-4000-8000-0000000000a2-1700000000000.webp';

export function directoryRow(over: Partial<DirectoryRow> = {}): DirectoryRow {
  return {
    id: '00000000-0000-4000-8000-0000000000a2',
    name_korean: '김도현',
    name_english: 'Kim Do-hyun',
    qualification_type: 'judicial_exam',
    bar_association_year: 2012,
    law_firm: 'Hanbit Law Group',
    school: 'Seoul National University',
    office_phone: '02-3476-1200',
    office_email: 'dohyun.kim@hanbitlaw.example',
    office_address: 'Seocho-daero 320, Seoul',
    bio: 'Former prosecutor.',
    major_cases: 'Case A\nCase B',
    other_certifications: 'Certified Immigration Administrative Agent',
    other_languages: null,
    free_pr: 'First 10 minutes of follow-up questions are free.',
    fee_20min: 60000,
    fee_40min: 110000,
    fee_60min: 150000,
    profile_photo_url: null, // or PHOTO_PATH
    specialty_ids: ['immigration-visa', 'criminal.dui'],
    practice_area_ids: ['criminal', 'immigration-visa'],
    region_ids: ['seoul', 'gyeonggi'],
    language_ids: ['ko', 'en'],
    verified_languages: [],
    specialty_list: [
      { id: 'immigration-visa', parent_id: null, name_korean: '출입국·비자', name_english: 'Immigration & VISA', description: null },
      { id: 'criminal.dui', parent_id: 'criminal', name_korean: '음주운전', name_english: 'Drunk Driving (DUI)', description: 'Criminal Cases' },
    ],
    region_list: [
      { id: 'seoul', name_korean: '서울', name_english: 'Seoul' },
      { id: 'gyeonggi', name_korean: '경기', name_english: 'Gyeonggi-do' },
    ],
    language_list: [
      { id: 'ko', name_korean: '한국어', name_english: 'Korean' },
      { id: 'en', name_korean: '영어', name_english: 'English' },
    ],
    ...over,
  };
}
