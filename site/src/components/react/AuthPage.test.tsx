import { describe, expect, it } from 'vitest';
import { profileUpdate, safeNext } from './AuthPage.tsx';

describe('auth helpers', () => {
  it('follows only same-site paths after log-in', () => {
    expect(safeNext('/booking?lawyer=1&date=2026-01-01')).toBe('/booking?lawyer=1&date=2026-01-01');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext('/\\evil.example')).toBe('/');
    expect(safeNext('/auth?next=/x')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
  it('saves only the filled optional fields', () => {
    expect(profileUpdate({ name: ' Anna ', email: 'a@b.co', password: 'x', phone: '', birthDate: '', gender: '', nationality: ' ', interestCategories: [] })).toEqual({ name_english: 'Anna' });
    expect(
      profileUpdate({ name: 'Anna', email: 'a@b.co', password: 'x', phone: '010', birthDate: '1990-01-01', gender: 'other', nationality: 'Kenya', interestCategories: ['criminal'] }),
    ).toEqual({ name_english: 'Anna', phone: '010', birth_date: '1990-01-01', gender: 'other', nationality: 'Kenya', interest_categories: ['criminal'] });
  });
});
