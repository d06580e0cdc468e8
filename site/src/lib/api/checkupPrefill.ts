// /free-checkup?booking=<id>: what the form can fill in from a signed-in client's own booking (the
// link in the booking e-mail). The category (and issue) from the booking's consultation type where
// it maps to a check-up category, the case description the client wrote for the booking, and the
// client's own contact details from their profile; never anything of another member (the booking
// is read under RLS, so another client's id finds nothing).
import { checkupCategoryFor } from '@shared/checkup.ts';
import { select } from './rest.ts';

export interface CheckupPrefill {
  category: string;
  subCategory: string;
  name: string;
  email: string;
  mobile: string;
  dateOfBirth: string;
  gender: '' | 'female' | 'male';
  nationality: string;
  issueDescription: string;
  /** for the note above the form */
  lawyerNameEnglish: string | null;
  lawyerNameKorean: string | null;
  bookingDate: string;
}

interface BookingRow {
  id: string;
  consultation_type: string | null;
  case_description: string | null;
  booking_date: string;
  lawyer_name_english: string | null;
  lawyer_name_korean: string | null;
}

interface ProfileRow {
  name_english: string | null;
  name_korean: string | null;
  email: string | null;
  phone: string | null;
  nationality: string | null;
  birth_date: string | null;
  gender: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function fetchCheckupPrefill(bookingId: string, userId: string, sessionEmail?: string): Promise<CheckupPrefill | null> {
  if (!UUID.test(bookingId)) return null;
  const [bookings, profiles] = await Promise.all([
    select<BookingRow>('booking_details', {
      select: 'id,consultation_type,case_description,booking_date,lawyer_name_english,lawyer_name_korean',
      id: `eq.${bookingId}`,
      client_id: `eq.${userId}`,
    }),
    select<ProfileRow>('profiles', { select: 'name_english,name_korean,email,phone,nationality,birth_date,gender', id: `eq.${userId}` }),
  ]);
  const b = bookings[0];
  if (!b) return null;
  const p = profiles[0];
  const mapped = checkupCategoryFor(b.consultation_type);
  const text = (v: string | null | undefined) => (v ?? '').trim();
  return {
    category: mapped?.category ?? '',
    subCategory: mapped?.issue ?? '',
    name: text(p?.name_english) || text(p?.name_korean),
    email: text(p?.email) || text(sessionEmail),
    mobile: text(p?.phone),
    dateOfBirth: text(p?.birth_date),
    gender: p?.gender === 'female' || p?.gender === 'male' ? p.gender : '',
    nationality: text(p?.nationality),
    issueDescription: text(b.case_description),
    lawyerNameEnglish: b.lawyer_name_english,
    lawyerNameKorean: b.lawyer_name_korean,
    bookingDate: b.booking_date,
  };
}
