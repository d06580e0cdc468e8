// Thumbnails through Storage's image transformation (issue 18): the URL of a public photo at the
// size a page shows it, and the fallback to the original where transformation is off.
import { describe, expect, it } from 'vitest';
import { storageImageSources, storageImageUrl, storagePublicUrl } from './storage.ts';

const PHOTO = '/storage/v1/object/public/lawyer-photos/00000000-0000-4000-8000-000000001008/photo.png';
const RENDER = '/storage/v1/render/image/public/lawyer-photos/00000000-0000-4000-8000-000000001008/photo.png';

describe('storageImageUrl', () => {
  it('turns a public object URL into its transformed rendition of the given size', () => {
    expect(storageImageUrl(PHOTO, { width: 64, height: 64 }, true)).toBe(`${RENDER}?width=64&height=64&resize=cover`);
    const hosted = storagePublicUrl(PHOTO, 'https://abc.supabase.co');
    expect(storageImageUrl(hosted, { width: 96, height: 120, resize: 'contain' }, true)).toBe(`https://abc.supabase.co${RENDER}?width=96&height=120&resize=contain`);
    // a base path (a proxy's /supabase) is kept
    expect(storageImageUrl(storagePublicUrl(PHOTO, 'https://klegal.example/supabase'), { width: 64, height: 64 }, true))
      .toBe(`https://klegal.example/supabase${RENDER}?width=64&height=64&resize=cover`);
  });

  it('rounds and clamps sizes to what Storage accepts (1..2500)', () => {
    expect(storageImageUrl(PHOTO, { width: 63.6, height: 0 }, true)).toBe(`${RENDER}?width=64&height=1&resize=cover`);
    expect(storageImageUrl(PHOTO, { width: 9000, height: 2500 }, true)).toBe(`${RENDER}?width=2500&height=2500&resize=cover`);
  });

  it('keeps the plain public URL when transformation is off', () => {
    expect(storageImageUrl(PHOTO, { width: 64, height: 64 }, false)).toBe(PHOTO);
    expect(storageImageUrl(`https://abc.supabase.co${PHOTO}`, { width: 64, height: 64 }, false)).toBe(`https://abc.supabase.co${PHOTO}`);
  });

  it('renders nothing for what is not a public object URL', () => {
    for (const bad of [null, undefined, '', 'https://evil.example/a.png', 'javascript:alert(1)', `${PHOTO}?x=1`, '/storage/v1/object/public/../x.png']) {
      expect(storageImageUrl(bad, { width: 64, height: 64 }, true)).toBeNull();
    }
  });
});

describe('storageImageSources', () => {
  it('gives the 1x rendition as src and 1x and 2x as srcset', () => {
    expect(storageImageSources(PHOTO, 64, true)).toEqual({
      src: `${RENDER}?width=64&height=64&resize=cover`,
      srcset: `${RENDER}?width=64&height=64&resize=cover 1x, ${RENDER}?width=128&height=128&resize=cover 2x`,
    });
  });
  it('gives the original alone without transformation', () => {
    expect(storageImageSources(PHOTO, 64, false)).toEqual({ src: PHOTO, srcset: null });
    expect(storageImageSources(null, 64, true)).toBeNull();
  });
});
