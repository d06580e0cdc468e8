// The consultation language on /admin/bookings and in its CSV (issue 29, item 1).
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { BOOKING_CSV } from './bookingCsv.ts';
import { bookingLanguageLabel } from './consultationLanguage.ts';
import type { BookingRecord } from '../types.ts';

const t = (k: string, o?: Record<string, unknown>) => i18nProvider.translate(k, o);

describe('bookingLanguageLabel', () => {
  it('names the language in the console\'s locale, and Korean with machine interpretation', () => {
    expect(bookingLanguageLabel({ consultation_language: 'en', interpretation_requested: false }, 'ko', t)).toBe('영어');
    expect(bookingLanguageLabel({ consultation_language: 'ko', interpretation_requested: true }, 'ko', t)).toBe('한국어 (기계 통역)');
    // the English console: the name in English (the sentence is the dictionary's)
    expect(bookingLanguageLabel({ consultation_language: 'ja', interpretation_requested: false }, 'en', t)).toBe('Japanese');
    expect(bookingLanguageLabel({ consultation_language: null, interpretation_requested: null }, 'ko', t)).toBe('-');
  });

  it('is a column of the bookings CSV, in Korean', () => {
    const col = BOOKING_CSV.find((c) => c.header === 'resources.bookings.fields.consultation_language')!;
    expect(t(col.header)).toBe('상담 언어');
    expect(col.value({ consultation_language: 'vi', interpretation_requested: false } as BookingRecord, t)).toBe('베트남어');
  });
});
