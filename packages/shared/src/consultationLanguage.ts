// The consultation's language as people read it (issue 29; docs/bookings.md "Consultation
// language"): a booking is held in one of the lawyer's languages, or in Korean with the room's
// machine interpretation. Language names come from the reader's Intl data (CLDR), so every
// ISO 639-1 code a lawyer may declare has a name in every app language without a dictionary of
// them; the sentence around it ("with machine interpretation") is each app's own text.

/** What a booking says about its language (bookings / booking_details / the notifications' parameters). */
export interface ConsultationLanguageFields {
  consultation_language?: string | null;
  interpretation_requested?: boolean | null;
}

const names = new Map<string, Intl.DisplayNames | null>();

/** The name of a language in the reader's locale: ('vi', 'ko-KR') → '베트남어'; the code when unknown. */
export function languageDisplayName(code: string, tag: string): string {
  if (!names.has(tag)) {
    let dn: Intl.DisplayNames | null = null;
    try {
      dn = new Intl.DisplayNames([tag], { type: 'language', fallback: 'none' });
    } catch {
      /* no Intl.DisplayNames (very old runtimes): codes */
    }
    names.set(tag, dn);
  }
  try {
    return names.get(tag)?.of(code) ?? code;
  } catch {
    // not a well-formed code (never from the database's check constraint)
    return code;
  }
}

/**
 * The booking's language in the reader's locale, e.g. 'English', or `interpreted('Korean')`
 * ('Korean with machine interpretation') for Korean with interpretation; null when the booking
 * carries no language (messages queued before issue 29).
 */
export function consultationLanguageLabel(
  b: ConsultationLanguageFields,
  tag: string,
  interpreted: (korean: string) => string,
): string | null {
  const code = typeof b.consultation_language === 'string' ? b.consultation_language.trim().toLowerCase() : '';
  if (!code) return null;
  const name = languageDisplayName(code, tag);
  return b.interpretation_requested && code === 'ko' ? interpreted(name) : name;
}

/** The Korean portals' wording (lawyer portal, console, the lawyer's e-mails and calendar feed). */
export function consultationLanguageKo(b: ConsultationLanguageFields): string | null {
  return consultationLanguageLabel(b, 'ko-KR', (ko) => `${ko} (기계 통역)`);
}
