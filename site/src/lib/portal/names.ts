// Names as each screen shows them (spec §2).
const text = (v: string | null | undefined): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** Portal header: the Korean name, else the English name (else the e-mail, else ''). */
export function headerName(p: { name_korean?: string | null; name_english?: string | null } | null, email?: string | null): string {
  return text(p?.name_korean) ?? text(p?.name_english) ?? text(email) ?? '';
}

/** /client/bookings: English, else Korean, else the fallback ('Lawyer'). */
export function lawyerNameEnglishFirst(english: string | null | undefined, korean: string | null | undefined, fallback: string): string {
  return text(english) ?? text(korean) ?? fallback;
}

/** /my-bookings: Korean, else English, else the fallback ('변호사 정보 없음'). */
export function lawyerNameKoreanFirst(korean: string | null | undefined, english: string | null | undefined, fallback: string): string {
  return text(korean) ?? text(english) ?? fallback;
}

/** A default for an empty optional text. */
export function orDefault(v: string | null | undefined, fallback: string): string {
  return text(v) ?? fallback;
}
