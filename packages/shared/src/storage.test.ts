// Stored public-object paths and the URLs the apps render for them (issue 14: no photo may point
// at another host). The same attacks as supabase/tests/security/lawyer-photo-paths.test.ts.
import { describe, expect, it } from 'vitest';
import {
  LAWYER_PHOTO_BUCKET,
  isLawyerPhotoPath,
  isStoragePublicPath,
  parseStoragePublicPath,
  storagePublicPath,
  storagePublicUrl,
} from './storage.ts';

const ID = '00000000-0000-4000-8000-0000000000a2';
const OTHER = '00000000-0000-4000-8000-0000000000b3';
const PHOTO = `/storage/v1/object/public/lawyer-photos/${ID}/${ID}-1700000000000.webp`;

/** Values that must never be rendered (nor stored). */
const ATTACKS = [
  `https://evil.example/storage/v1/object/public/lawyer-photos/${ID}/${ID}-1.png`,
  `http://127.0.0.1:4321/storage/v1/object/public/lawyer-photos/${ID}/${ID}-1.png`,
  'https://evil.example/track.png',
  `//evil.example/storage/v1/object/public/lawyer-photos/${ID}/x.png`,
  `///evil.example/storage/v1/object/public/lawyer-photos/${ID}/x.png`,
  `/\\evil.example/storage/v1/object/public/lawyer-photos/${ID}/x.png`,
  'javascript:alert(1)',
  'JAVASCRIPT:alert(1)//storage/v1/object/public/lawyer-photos/a/b.png',
  'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  `/storage/v1/object/public/lawyer-photos/${ID}/../${OTHER}/x.png`,
  `/storage/v1/object/public/lawyer-photos/${ID}/..`,
  `/storage/v1/object/public/lawyer-photos/${ID}/a..png`,
  `/storage/v1/object/public/lawyer-photos/${ID}/.hidden`,
  `/storage/v1/object/public/lawyer-photos/${ID}/x.png.`,
  `/storage/v1/object/public/lawyer-photos/${ID}/%2e%2e/x.png`,
  `/storage/v1/object/public/lawyer-photos/${ID}/x%2Fy.png`,
  `/storage/v1/object/public/lawyer-photos//${ID}/x.png`,
  `/storage/v1/object/public/lawyer-photos/${ID}//x.png`,
  `/storage/v1/object/public/lawyer-photos/${ID}/x.png?u=visitor`,
  `/storage/v1/object/public/lawyer-photos/${ID}/x.png#frag`,
  `/storage/v1/object/public/lawyer-photos/${ID}/x y.png`,
  `/storage/v1/object/public/lawyer-photos/${ID}/x.png\n`,
  `/storage/v1/object/public/lawyer-photos/${ID}/x\\y.png`,
  `/storage/v1/object/public/lawyer-photos/${ID}/ｘ.png`,
  ` ${PHOTO}`,
  `${PHOTO} `,
  '/storage/v1/object/public/lawyer-photos',
  '/storage/v1/object/public/lawyer-photos/',
  '/storage/v1/object/sign/lawyer-photos/a/b.png',
  '/storage/v1/object/authenticated/lawyer-verifications/a/b.pdf',
  '/images/logo.png',
  '/',
  '',
];

describe('stored public-object paths', () => {
  it('parses a photo path into bucket and object name', () => {
    expect(parseStoragePublicPath(PHOTO)).toEqual({ bucket: 'lawyer-photos', name: `${ID}/${ID}-1700000000000.webp` });
    expect(isStoragePublicPath(PHOTO)).toBe(true);
    expect(isStoragePublicPath(PHOTO, LAWYER_PHOTO_BUCKET)).toBe(true);
    expect(isStoragePublicPath(PHOTO, 'other-bucket')).toBe(false);
  });

  it.each(ATTACKS)('refuses %j', (value) => {
    expect(isStoragePublicPath(value)).toBe(false);
    expect(isLawyerPhotoPath(value, ID)).toBe(false);
    expect(storagePublicUrl(value, 'https://abc.supabase.co')).toBeNull();
    expect(storagePublicUrl(value, null)).toBeNull();
  });

  it('refuses non-strings and overlong values', () => {
    for (const v of [null, undefined, 42, {}, ['a']]) expect(isStoragePublicPath(v)).toBe(false);
    expect(isStoragePublicPath(`/storage/v1/object/public/lawyer-photos/${ID}/${'a'.repeat(1000)}.png`)).toBe(false);
  });

  it('a lawyer photo is only in the lawyer\'s own folder, directly', () => {
    expect(isLawyerPhotoPath(PHOTO, ID)).toBe(true);
    expect(isLawyerPhotoPath(PHOTO, OTHER)).toBe(false);
    expect(isLawyerPhotoPath(`/storage/v1/object/public/lawyer-photos/${ID}/sub/x.png`, ID)).toBe(false);
    expect(isLawyerPhotoPath(`/storage/v1/object/public/lawyer-photos/${ID}`, ID)).toBe(false);
    expect(isLawyerPhotoPath(`/storage/v1/object/public/other/${ID}/x.png`, ID)).toBe(false);
  });

  it('builds the path to store for an uploaded object, and refuses unsafe names', () => {
    expect(storagePublicPath(LAWYER_PHOTO_BUCKET, `${ID}/${ID}-1700000000000.webp`)).toBe(PHOTO);
    expect(() => storagePublicPath(LAWYER_PHOTO_BUCKET, `${ID}/../x.png`)).toThrow();
    expect(() => storagePublicPath(LAWYER_PHOTO_BUCKET, `${ID}/x.png?a=1`)).toThrow();
    expect(() => storagePublicPath(LAWYER_PHOTO_BUCKET, '')).toThrow();
  });
});

describe('storagePublicUrl (rendering against the configured Supabase URL)', () => {
  it('resolves the path against a hosted Supabase URL', () => {
    expect(storagePublicUrl(PHOTO, 'https://abc.supabase.co')).toBe(`https://abc.supabase.co${PHOTO}`);
    expect(storagePublicUrl(PHOTO, 'https://abc.supabase.co/')).toBe(`https://abc.supabase.co${PHOTO}`);
    expect(storagePublicUrl(PHOTO, 'http://localhost:54321')).toBe(`http://localhost:54321${PHOTO}`);
  });

  it('keeps a base path, as supabase-js does (an API behind a proxy)', () => {
    expect(storagePublicUrl(PHOTO, 'https://klegal.example/supabase/')).toBe(`https://klegal.example/supabase${PHOTO}`);
  });

  it('never lets the configured URL inject a query, fragment or credentials', () => {
    expect(storagePublicUrl(PHOTO, 'https://abc.supabase.co?x=1#y')).toBe(`https://abc.supabase.co${PHOTO}`);
    expect(storagePublicUrl(PHOTO, 'https://user:pw@abc.supabase.co')).toBeNull();
  });

  it('without a configured URL: the same-origin path', () => {
    expect(storagePublicUrl(PHOTO, undefined)).toBe(PHOTO);
    expect(storagePublicUrl(PHOTO, '')).toBe(PHOTO);
  });

  it('no photo, or a misconfigured URL: nothing to render', () => {
    expect(storagePublicUrl(null, 'https://abc.supabase.co')).toBeNull();
    expect(storagePublicUrl(undefined, 'https://abc.supabase.co')).toBeNull();
    expect(storagePublicUrl(PHOTO, 'not a url')).toBeNull();
    expect(storagePublicUrl(PHOTO, 'javascript:alert(1)')).toBeNull();
    expect(storagePublicUrl(PHOTO, 'file:///etc')).toBeNull();
  });

  it('the result stays on the configured origin', () => {
    for (const base of ['https://abc.supabase.co', 'http://localhost:4321']) {
      const url = storagePublicUrl(PHOTO, base)!;
      expect(new URL(url).origin).toBe(new URL(base).origin);
    }
    // without a base, the browser resolves the path against the page's own origin
    expect(new URL(storagePublicUrl(PHOTO, null)!, 'https://klegal.example').origin).toBe('https://klegal.example');
  });
});
