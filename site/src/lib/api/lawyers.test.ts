import { afterEach, describe, expect, it, vi } from 'vitest';
import { directoryRow, PHOTO_PATH } from '../../test/fixtures.ts';
import { isUuid, toLawyer } from './lawyers.ts';

describe('toLawyer (spec §3, derived lawyer)', () => {
  it('maps the directory row', () => {
    const l = toLawyer(directoryRow());
    expect(l.nameEnglish).toBe('Kim Do-hyun');
    expect(l.specialty).toBe('Immigration & VISA');
    expect(l.specialties).toEqual(['Immigration & VISA', 'Drunk Driving (DUI)']);
    expect(l.region).toBe('Seoul');
    expect(l.regionId).toBe('seoul');
    expect(l.languages).toEqual(['Korean', 'English']);
    expect(l.fee40min).toBe(110000);
    expect(l.availableDates).toEqual([]);
  });

  it('applies the spec defaults', () => {
    const l = toLawyer(
      directoryRow({ name_english: null, name_korean: ' ', bar_association_year: null, fee_20min: null, fee_40min: null, fee_60min: null, specialty_list: [], region_list: [] }),
    );
    expect(l.nameEnglish).toBe('N/A');
    expect(l.nameKorean).toBe('N/A');
    expect(l.barAssociationYear).toBe(2020);
    expect(l.specialty).toBe('General');
    expect(l.region).toBe('Seoul');
    expect([l.fee20min, l.fee40min, l.fee60min]).toEqual([50000, 90000, 130000]);
  });

  it('takes the parent of a sub-category when no top-level specialty is listed', () => {
    const l = toLawyer(directoryRow({ specialty_list: [{ id: 'criminal.dui', parent_id: 'criminal', name_korean: '음주운전', name_english: 'Drunk Driving (DUI)', description: 'Criminal Cases' }] }));
    expect(l.specialty).toBe('Criminal Cases');
  });

  it('recognises uuids', () => {
    expect(isUuid('00000000-0000-4000-8000-0000000000a2')).toBe(true);
    expect(isUuid('garbage')).toBe(false);
  });
});

describe('toLawyer: the profile photo (issue 14)', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('renders the stored path from the configured Supabase API (another origin when hosted)', () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'https://abc.supabase.co');
    expect(toLawyer(directoryRow({ profile_photo_url: PHOTO_PATH })).imageUrl).toBe(`https://abc.supabase.co${PHOTO_PATH}`);
  });

  it('without a configured API: from the page\'s own origin (the one-origin server)', () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', '');
    expect(toLawyer(directoryRow({ profile_photo_url: PHOTO_PATH })).imageUrl).toBe(`${window.location.origin}${PHOTO_PATH}`);
  });

  it('no photo, or anything but a stored path (a foreign host, javascript:, a traversal): no image', () => {
    vi.stubEnv('PUBLIC_SUPABASE_URL', 'https://abc.supabase.co');
    for (const v of [null, '', 'https://evil.example/track.png', `https://evil.example${PHOTO_PATH}`, `//evil.example${PHOTO_PATH}`,
      'javascript:alert(1)', `${PHOTO_PATH}?visitor=1`, '/storage/v1/object/public/lawyer-photos/a/../b/c.png']) {
      expect(toLawyer(directoryRow({ profile_photo_url: v })).imageUrl, String(v)).toBeNull();
    }
  });
});
