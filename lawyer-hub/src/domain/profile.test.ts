import { isLawyerPhotoPath, LAWYER_PHOTO_BUCKET, storagePublicPath } from '@klegal/shared';
import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/ko.ts';
import {
  certificatePath, groupCategories, integerOrNull, isIntegerOrBlank, photoPath, profileSaveErrorMessage, textOrNull, topLevelAreas, type CategoryRow,
} from './profile.ts';

describe('integer-or-empty fields', () => {
  it('parses whole numbers, blank becomes null', () => {
    expect(integerOrNull('2015')).toBe(2015);
    expect(integerOrNull(' 50,000 ')).toBe(50_000);
    expect(integerOrNull('')).toBeNull();
    expect(integerOrNull('  ')).toBeNull();
    expect(integerOrNull(null)).toBeNull();
    expect(integerOrNull('12.5')).toBeNull();
    expect(integerOrNull('abc')).toBeNull();
  });
  it('accepts blank or digits only', () => {
    expect(isIntegerOrBlank('')).toBe(true);
    expect(isIntegerOrBlank('90000')).toBe(true);
    expect(isIntegerOrBlank('9만')).toBe(false);
    expect(isIntegerOrBlank('-5')).toBe(false);
  });
  it('blank text becomes null', () => {
    expect(textOrNull('  ')).toBeNull();
    expect(textOrNull(' 법무법인 ')).toBe('법무법인');
  });
});

const cats: CategoryRow[] = [
  { id: 'criminal', name_korean: '형사', name_english: 'Criminal Cases', description: null, parent_id: null, sort_order: 200 },
  { id: 'visa', name_korean: '비자', name_english: 'Immigration & VISA', description: null, parent_id: null, sort_order: 100 },
  { id: 'visa.student', name_korean: '유학', name_english: 'Student', description: 'Immigration & VISA', parent_id: 'visa', sort_order: 102 },
  { id: 'visa.marriage', name_korean: '결혼', name_english: 'Marriage', description: 'Immigration & VISA', parent_id: 'visa', sort_order: 101 },
  { id: 'criminal.dui', name_korean: '음주운전', name_english: 'DUI', description: 'Criminal Cases', sort_order: 201 },
];

describe('category tree', () => {
  it('groups sub-categories under their top-level category, in order', () => {
    const g = groupCategories(cats);
    expect(g.map((x) => x.top.id)).toEqual(['visa', 'criminal']);
    expect(g[0].subs.map((x) => x.id)).toEqual(['visa.marriage', 'visa.student']);
    // without parent_id the description (= parent's English name) links them
    expect(g[1].subs.map((x) => x.id)).toEqual(['criminal.dui']);
  });
  it('dashboard areas: chosen top-level categories and parents of chosen subs, once each', () => {
    expect(topLevelAreas(['visa.student', 'visa.marriage', 'criminal'], cats).map((c) => c.id)).toEqual(['visa', 'criminal']);
    expect(topLevelAreas(['criminal.dui'], cats).map((c) => c.id)).toEqual(['criminal']);
    expect(topLevelAreas([], cats)).toEqual([]);
  });
});

describe('storage paths', () => {
  it('certificate: {uid}/{uid}-verification.{ext}', () => {
    expect(certificatePath('u1', 'My Licence.PDF')).toBe('u1/u1-verification.pdf');
  });
  it('photo: {uid}/{uid}-{timestamp}.{ext}', () => {
    expect(photoPath('u1', 'me.JPG', 1700000000000)).toBe('u1/u1-1700000000000.jpg');
  });
  it('photo: whatever the file is called, the stored path is one the database accepts', () => {
    const uid = '00000000-0000-4000-8000-0000000000a2';
    for (const name of ['../../evil.png', 'a b.jpg', 'x.png?q=1', 'noext', 'dot.', '사진.jpeg', '%2e%2e.png', 'x.PNG#f', '.hidden']) {
      const path = storagePublicPath(LAWYER_PHOTO_BUCKET, photoPath(uid, name, 1700000000000));
      expect(isLawyerPhotoPath(path, uid), name).toBe(true);
    }
  });
});

describe('profile save errors', () => {
  const m = messages.profile;
  it('a refused photo path (23514 invalid_photo_path) reads as the portal\'s sentence', () => {
    expect(profileSaveErrorMessage({ code: '23514', hint: 'invalid_photo_path', message: 'The profile photo must be ...' }, m)).toBe(m.photoInvalid);
  });
  it('no session, other errors, and errors without a message', () => {
    expect(profileSaveErrorMessage(new Error('Not authenticated'), m)).toBe(m.notAuthenticated);
    // issue 16: never the raw English text
    expect(profileSaveErrorMessage({ code: '23514', message: 'fee out of range' }, m)).toBe('입력한 값이 올바르지 않습니다.');
    expect(profileSaveErrorMessage({ name: 'StorageApiError', statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' }, m)).toBe('이 작업을 할 권한이 없습니다.');
    expect(profileSaveErrorMessage({ name: 'StorageApiError', statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }, m)).toBe('파일이 너무 큽니다. 5MB 이하의 파일을 올려주세요.');
    expect(profileSaveErrorMessage(null, m)).toBe(m.saveFailed);
    expect(profileSaveErrorMessage({}, m)).toBe(m.saveFailed);
  });
});
