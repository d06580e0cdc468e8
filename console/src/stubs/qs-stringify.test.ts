// ra-data-postgrest's qs (stubs/qs-stringify.ts): stringify is qs's own, so query strings are
// what qs 6 writes (expected values from qs.stringify itself).
import { describe, expect, it } from 'vitest';
import qs from './qs-stringify.ts';

describe('qs stand-in', () => {
  it('writes PostgREST queries as qs does', () => {
    expect(qs.stringify({ 'profiles.or@': '(name_korean.ilike.*김*,email.ilike.*a@b*)', is_approved: 'eq.false', order: 'created_at.desc,id', offset: 0, limit: 25, select: '*,profiles!inner(*)' })).toBe(
      'profiles.or%40=%28name_korean.ilike.%2A%EA%B9%80%2A%2Cemail.ilike.%2Aa%40b%2A%29&is_approved=eq.false&order=created_at.desc%2Cid&offset=0&limit=25&select=%2A%2Cprofiles%21inner%28%2A%29',
    );
    expect(qs.stringify({ id: 'in.("a","b")', 'booking_date@gte': '2026-11-01' })).toBe('id=in.%28%22a%22%2C%22b%22%29&booking_date%40gte=2026-11-01');
  });
});
