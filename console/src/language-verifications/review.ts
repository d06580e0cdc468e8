// Verifying a lawyer's declared language (issue 29, item 2): what the dialog checks before calling
// admin_review_lawyer_language, and the Korean message for each refusal of the database.
export const REVIEW_NOTE_MAX = 1000;

export type ReviewDecision = 'verify' | 'reject';

/** The note's problem as a message key, or null: a rejection needs a note (the lawyer is told why). */
export function validateReviewNote(decision: ReviewDecision, note: string): string | null {
  const n = note.trim();
  if (n.length > REVIEW_NOTE_MAX) return 'klegal.language_reviews.validation.note_max';
  if (decision === 'reject' && !n) return 'klegal.language_reviews.validation.note_required';
  return null;
}

/** The refusals admin_review_lawyer_language names (SECURITY.md), as message keys. */
export function reviewRefusal(error: unknown): string | null {
  const body = (error as { body?: { code?: unknown; hint?: unknown } } | null)?.body;
  if (body?.code === 'P0001' && body.hint === 'level_changed') return 'klegal.language_reviews.level_changed';
  if (body?.code === 'PT404' && body.hint === 'not_found') return 'klegal.language_reviews.not_found';
  if (body?.code === '22023' && body.hint === 'note_required') return 'klegal.language_reviews.validation.note_required';
  if (body?.code === '22023' && body.hint === 'invalid_input') return 'klegal.language_reviews.validation.note_max';
  return null;
}
