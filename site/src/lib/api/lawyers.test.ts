import { describe, expect, it } from 'vitest';
import { directoryRow } from '../../test/fixtures.ts';
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
