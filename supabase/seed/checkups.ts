// Demo free check-up requests, in every status, anonymous and from members. Categories and
// issues are the spec's free check-up lists (stored as their titles); languages lowercased.
import { DEMO_IDS, clientId } from './lawyers.ts';

export interface DemoCheckup {
  id: string;
  userId: string | null;
  category: string;
  subCategory: string | null;
  isUrgent: boolean;
  name: string;
  email: string;
  mobile: string;
  dateOfBirth: string | null;
  gender: 'male' | 'female' | null;
  nationality: string | null;
  preferredLanguage: string | null;
  isInKorea: boolean | null;
  immigrationStatus: string | null;
  issue: string;
  status: 'pending' | 'reviewed' | 'contacted' | 'completed';
  adminNotes: string | null;
  /** Submitted this many days before the seed runs (at least 1), at `time` (a time of day), ... */
  daysAgo?: number;
  time?: string;
  /** ... or this many hours before the seed runs (recent requests: a time of day "today" may
   * still be ahead of the moment the seed runs). */
  hoursAgo?: number;
}

/** 00000000-0000-4000-8000-0000000050NN */
export const checkupId = (n: number) => `00000000-0000-4000-8000-${String(5000 + n).padStart(12, '0')}`;

export const CHECKUPS: DemoCheckup[] = [
  {
    id: checkupId(1), userId: null, category: 'VISA Revocation & Refusal', subCategory: 'Appeal for Denied or Revoked Visa / Residency', isUrgent: true,
    name: 'Tran Van Minh', email: 'tran.minh@example.com', mobile: '010-3321-7788', dateOfBirth: '1994-06-12', gender: 'male', nationality: 'Vietnam',
    preferredLanguage: 'vietnamese', isInKorea: true, immigrationStatus: 'e7',
    issue: 'My E-7 visa extension was refused last week and I was told to leave Korea within 30 days. My employer says the refusal is a mistake. What can I do before the deadline?',
    status: 'pending', adminNotes: null, hoursAgo: 3,
  },
  {
    id: checkupId(2), userId: DEMO_IDS.client, category: 'Real Estate & Lease Disputes', subCategory: 'Deposit Refund Claims', isUrgent: false,
    name: 'Emily Carter', email: 'client@demo.test', mobile: '010-5123-8890', dateOfBirth: '1993-04-18', gender: 'female', nationality: 'United States',
    preferredLanguage: 'english', isInKorea: true, immigrationStatus: 'e7',
    issue: 'My lease ended two months ago and the landlord still has not returned my 50,000,000 won deposit. He says he has to find a new tenant first. Is that legal?',
    status: 'pending', adminNotes: null, daysAgo: 1, time: '19:05',
  },
  {
    id: checkupId(3), userId: null, category: 'Labor & Employment', subCategory: 'Unpaid Wages', isUrgent: false,
    name: 'Rahim Uddin', email: 'rahim.uddin@example.com', mobile: '010-8890-1123', dateOfBirth: null, gender: 'male', nationality: 'Bangladesh',
    preferredLanguage: 'english', isInKorea: true, immigrationStatus: 'other',
    issue: 'The factory I worked at closed and did not pay my last three months of salary. Several coworkers are in the same situation.',
    status: 'pending', adminNotes: null, daysAgo: 2, time: '12:20',
  },
  {
    id: checkupId(4), userId: DEMO_IDS.client2, category: 'Family & Marriage', subCategory: 'Divorce and Alimony', isUrgent: false,
    name: 'Nguyen Thi Lan', email: 'client2@demo.test', mobile: '010-7781-2034', dateOfBirth: '1996-09-02', gender: 'female', nationality: 'Vietnam',
    preferredLanguage: 'vietnamese', isInKorea: true, immigrationStatus: 'f6',
    issue: 'I want to know what happens to my F-6 visa if I divorce my husband, and whether I can keep living in Korea with my son.',
    status: 'reviewed', adminNotes: 'Matched with family-law lawyers who speak Vietnamese (Jung Ha-eun, Ryu Min-su). Reply sent by e-mail.', daysAgo: 6, time: '10:15',
  },
  {
    id: checkupId(5), userId: null, category: 'Criminal Cases', subCategory: 'DUI', isUrgent: true,
    name: 'James O\'Neill', email: 'james.oneill@example.com', mobile: '+44 7700 900123', dateOfBirth: '1987-02-03', gender: 'male', nationality: 'United Kingdom',
    preferredLanguage: 'english', isInKorea: true, immigrationStatus: 'temporary',
    issue: 'I was stopped by the police after a company dinner and the breath test was just over the limit. I have a police interview on Friday. Do I need a lawyer present?',
    status: 'contacted', adminNotes: 'Called on the day of the request; booked with Kang Tae-hyun for Thursday.', daysAgo: 9, time: '23:10',
  },
  {
    id: checkupId(6), userId: clientId(3), category: 'Intellectual Property (Patent/Trademark/Copyright)', subCategory: 'IP Registration and Appeal', isUrgent: false,
    name: 'Yuki Tanaka', email: 'yuki.tanaka@demo.test', mobile: '010-2210-5567', dateOfBirth: '1990-07-30', gender: null, nationality: 'Japan',
    preferredLanguage: 'japanese', isInKorea: true, immigrationStatus: 'd8',
    issue: 'Someone registered a trademark very similar to my brand in Korea. Can I oppose it or register mine anyway?',
    status: 'contacted', adminNotes: 'Forwarded to the patent attorneys; Kim Ha-rin will reply.', daysAgo: 14, time: '15:45',
  },
  {
    id: checkupId(7), userId: null, category: 'Medical Dispute', subCategory: 'Hospital Fee Refunds', isUrgent: false,
    name: 'Olga Petrova', email: 'olga.petrova@example.com', mobile: '+7 912 555 0147', dateOfBirth: '1979-12-30', gender: 'female', nationality: 'Russia',
    preferredLanguage: 'russian', isInKorea: false, immigrationStatus: null,
    issue: 'I paid in advance for a treatment package at a Busan clinic but cancelled before travelling. The clinic refuses to refund the deposit.',
    status: 'completed', adminNotes: 'Lee Chae-young consulted; the clinic refunded 80% of the deposit. Closed.', daysAgo: 30, time: '09:00',
  },
  {
    id: checkupId(8), userId: null, category: 'Immigrations & VISA', subCategory: 'Student Visa (D-2 / D-4)', isUrgent: false,
    name: 'Siti Nurhaliza', email: 'siti.n@example.com', mobile: '010-4477-3390', dateOfBirth: '2001-05-21', gender: 'female', nationality: 'Indonesia',
    preferredLanguage: 'indonesian', isInKorea: true, immigrationStatus: 'd4',
    issue: 'I finished my language course and was accepted into a university. How do I change from D-4 to D-2 without leaving Korea?',
    status: 'reviewed', adminNotes: null, daysAgo: 4, time: '14:30',
  },
];

/** A supporting document a submitter attached (bucket free-checkup-documents, folder = request id). */
export const CHECKUP_DOCUMENT = {
  checkup: checkupId(1),
  fileName: 'visa-refusal-notice.pdf',
};
