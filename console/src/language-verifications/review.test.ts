import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { REVIEW_NOTE_MAX, reviewRefusal, validateReviewNote } from './review.ts';
import { SOURCES, sortField } from '../providers/dataProvider.ts';

const t = (k: string, o?: Record<string, unknown>) => i18nProvider.translate(k, o);

describe('language review', () => {
  it('a rejection needs a note; a verification may have none; the note has a maximum', () => {
    expect(validateReviewNote('reject', '  ')).toBe('klegal.language_reviews.validation.note_required');
    expect(validateReviewNote('reject', '면접 결과 미달')).toBeNull();
    expect(validateReviewNote('verify', '')).toBeNull();
    expect(validateReviewNote('verify', 'x'.repeat(REVIEW_NOTE_MAX + 1))).toBe('klegal.language_reviews.validation.note_max');
  });
  it("the database's refusals read as Korean messages", () => {
    const err = (code: string, hint: string) => ({ body: { code, hint } });
    for (const [code, hint] of [['P0001', 'level_changed'], ['PT404', 'not_found'], ['22023', 'note_required'], ['22023', 'invalid_input']]) {
      const key = reviewRefusal(err(code!, hint!));
      expect(key, hint).not.toBeNull();
      expect(t(key!, { max: REVIEW_NOTE_MAX }), hint).toMatch(/[가-힣]/);
    }
    expect(reviewRefusal(err('42501', ''))).toBeNull();
  });
  it('every status and level has a Korean label', () => {
    for (const s of ['pending', 'verified', 'rejected']) expect(t(`klegal.language_reviews.status.${s}`)).toMatch(/[가-힣]/);
    for (const l of ['native', 'fluent', 'working']) expect(t(`klegal.language_reviews.level.${l}`)).toMatch(/[가-힣]/);
  });
});

describe('the queue as a react-admin resource', () => {
  it('sorts with the compound key as the last tie-breaker (the table has no id column)', () => {
    expect(sortField(SOURCES['language-verifications']!, 'created_at', 'ASC')).toBe('created_at.asc,lawyer_id.asc,language_id');
    expect(SOURCES['language-verifications']!.listSelect).toContain('lawyer_languages(languages(name_korean),lawyers(profiles(');
  });
});
