import { isLawyerPhotoPath, LAWYER_PHOTO_BUCKET, storagePublicPath } from '@klegal/shared';
import { describe, expect, it } from 'vitest';
import { photoPath } from '../../domain/profile.ts';
import { messages } from '../../i18n/ko.ts';
import { languageTexts } from '../../i18n/profileLanguages.ts';
import type { LawyerAccount } from '../../data/lawyers.ts';
import { toFormValues, toSavePayload, validateProfile, verificationsDropped, type ProfileFormValues } from './form.ts';

const base: ProfileFormValues = {
  name_korean: '김변호',
  name_english: 'Kim',
  law_firm: '',
  school: ' 서울대 ',
  qualification_type: 'bar_exam',
  bar_association_year: '2015',
  office_phone: '',
  office_email: '',
  office_address: '',
  fee_20min: '',
  fee_40min: '90000',
  fee_60min: '130,000',
  specialties: ['visa', 'visa'],
  regions: ['seoul'],
  languages: [],
  language_levels: {},
  bio: '',
  major_cases: '',
  other_certifications: '',
  other_languages: '',
  free_pr: '',
};

describe('profile form', () => {
  it('saves integers or empty, blanks as empty, links without duplicates', () => {
    const photo = storagePublicPath(LAWYER_PHOTO_BUCKET, photoPath('u1', 'me.JPG', 1700000000000));
    const s = toSavePayload(base, photo);
    expect(s.lawyer.bar_association_year).toBe(2015);
    expect(s.lawyer.fee_20min).toBeNull();
    expect(s.lawyer.fee_40min).toBe(90_000);
    expect(s.lawyer.fee_60min).toBe(130_000);
    expect(s.lawyer.law_firm).toBeNull();
    expect(s.lawyer.school).toBe('서울대');
    // the stored path, never an absolute URL (the database accepts only this form)
    expect(s.lawyer.profile_photo_url).toBe('/storage/v1/object/public/lawyer-photos/u1/u1-1700000000000.jpg');
    expect(isLawyerPhotoPath(s.lawyer.profile_photo_url, 'u1')).toBe(true);
    expect(toSavePayload(base, null).lawyer.profile_photo_url).toBeNull();
    expect(s.specialties).toEqual(['visa']);
    expect(s.profile).toEqual({ name_korean: '김변호', name_english: 'Kim' });
  });
  it('refuses non-integers, out-of-range values and a malformed office e-mail', () => {
    const m = messages.profile;
    expect(validateProfile(base, m)).toEqual({});
    expect(validateProfile({ ...base, fee_20min: '5만' }, m)).toEqual({ fee_20min: m.integerOnly });
    expect(validateProfile({ ...base, fee_20min: '500' }, m)).toEqual({ fee_20min: m.feeRange });
    expect(validateProfile({ ...base, bar_association_year: '15' }, m)).toEqual({ bar_association_year: m.yearRange });
    expect(validateProfile({ ...base, office_email: 'office' }, m)).toEqual({ office_email: m.invalidEmail });
  });
  it('refuses what is not a plain positive amount, and blank names (issue 16), each at its field', () => {
    const m = messages.profile;
    expect(validateProfile({ ...base, fee_20min: '1e5' }, m)).toEqual({ fee_20min: m.integerOnly });
    expect(validateProfile({ ...base, fee_40min: '-10000' }, m)).toEqual({ fee_40min: m.integerOnly });
    expect(validateProfile({ ...base, fee_60min: '10000.5' }, m)).toEqual({ fee_60min: m.integerOnly });
    expect(validateProfile({ ...base, fee_20min: '70,000' }, m)).toEqual({});
    expect(validateProfile({ ...base, name_korean: '  ' }, m)).toEqual({ name_korean: '한글 이름을 입력해주세요.' });
    expect(validateProfile({ ...base, name_english: '' }, m)).toEqual({ name_english: '영문 이름을 입력해주세요.' });
  });
});

describe('languages with levels (issue 29)', () => {
  const lang = (language_id: string, level: 'native' | 'fluent' | 'working', status: 'pending' | 'verified' | 'rejected') =>
    ({ language_id, level, languages: null, lawyer_language_verifications: { status, review_note: null } });
  const account = { lawyer_languages: [lang('en', 'fluent', 'verified'), lang('ja', 'working', 'pending')] } as unknown as LawyerAccount;

  it('reads the saved levels and saves each ticked language with its level (a new one: working)', () => {
    const v = toFormValues({ ...account, profile: null, lawyer_specialties: [], lawyer_regions: [] } as unknown as LawyerAccount);
    expect(v.languages).toEqual(['en', 'ja']);
    expect(v.language_levels).toEqual({ en: 'fluent', ja: 'working' });
    const s = toSavePayload({ ...base, languages: ['en', 'vi', 'en'], language_levels: { en: 'native' } }, null);
    expect(s.languages).toEqual([{ language_id: 'en', level: 'native' }, { language_id: 'vi', level: 'working' }]);
  });

  it('flags the verified languages the save would un-verify: another level, or removed', () => {
    expect([...verificationsDropped(account, { languages: ['en', 'ja'], language_levels: { en: 'fluent', ja: 'native' } })]).toEqual([]);
    expect([...verificationsDropped(account, { languages: ['en'], language_levels: { en: 'native' } })]).toEqual(['en']);
    expect([...verificationsDropped(account, { languages: ['ja'], language_levels: {} })]).toEqual(['en']);
  });

  it('every level and review status has a Korean label', () => {
    for (const l of ['native', 'fluent', 'working'] as const) expect(languageTexts.languageLevel[l]).toMatch(/[가-힣]/);
    for (const s of ['pending', 'verified', 'rejected'] as const) expect(languageTexts.languageStatus[s]).toMatch(/[가-힣]/);
  });
});
