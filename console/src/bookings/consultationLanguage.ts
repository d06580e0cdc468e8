// The booking's consultation language (issue 29) as the console shows it: the language's name in
// the console's locale, or Korean with machine interpretation; '-' for a row without one.
import { consultationLanguageLabel } from '@klegal/shared/consultationLanguage.ts';
import type { BookingRecord } from '../types.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function bookingLanguageLabel(
  b: Pick<BookingRecord, 'consultation_language' | 'interpretation_requested'>,
  locale: string,
  translate: Translate,
): string {
  return consultationLanguageLabel(b, locale === 'en' ? 'en-US' : 'ko-KR', (korean) => translate('klegal.bookings.language_interpreted', { korean })) ?? '-';
}
