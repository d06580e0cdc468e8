// The room's language (its texts and the language the chat and captions are translated into):
// the site's choice, Korean for a lawyer who never chose one, and for the client the booking's
// consultation language (issue 29) when it is one of the site's languages and the client did not
// ask for Korean with machine interpretation (then their own language is the translation's).
import { isLang, type Lang } from '../i18n/locale.ts';

export interface BookingLanguage {
  consultation_language: string | null;
  interpretation_requested: boolean | null;
}

export function roomLanguage(
  role: 'client' | 'lawyer' | null | undefined,
  chosen: string | null,
  pageLang: Lang,
  booking: BookingLanguage | null,
): Lang {
  if (role === 'client' && booking && !booking.interpretation_requested && isLang(booking.consultation_language)) {
    return booking.consultation_language;
  }
  if (!isLang(chosen) && role === 'lawyer') return 'ko';
  return pageLang;
}

/** The language the lawyer speaks in the room (the server's rule in room-message): the booking's, when the room has it and no interpretation was asked for; else Korean. */
export function lawyerLanguage(booking: BookingLanguage | null): Lang {
  return booking && !booking.interpretation_requested && isLang(booking.consultation_language) ? booking.consultation_language : 'ko';
}
