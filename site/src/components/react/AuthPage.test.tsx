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
  it('falls back for the known bypasses, read from ?next= as the page reads it (issue 14)', () => {
    const next = (query: string) => safeNext(new URLSearchParams(query).get('next'));
    for (const query of [
      'next=/%09/evil.example', // the reported one: a tab, which the URL parser drops
      'next=/%0a/evil.example',
      'next=/%250d/evil.example',
      'next=/%252F%252Fevil.example',
      'next=%2F%5Cevil.example',
      'next=/..//evil.example',
      'next=javascript:alert(1)',
      'next=http:evil.example',
      'next=@evil.example',
      'next=/%2e%2e/auth',
      'next=/AUTH#x',
    ]) {
      expect(next(query), query).toBe('/');
    }
    expect(next('next=%2Fclient%2Fbookings%3Fx%3D1%23a')).toBe('/client/bookings?x=1#a');
  });
  it('saves only the filled optional fields', () => {
    expect(profileUpdate({ name: ' Anna ', email: 'a@b.co', password: 'x', phone: '', birthDate: '', gender: '', nationality: ' ', interestCategories: [] })).toEqual({ name_english: 'Anna' });
    expect(
      profileUpdate({ name: 'Anna', email: 'a@b.co', password: 'x', phone: '010', birthDate: '1990-01-01', gender: 'other', nationality: 'Kenya', interestCategories: ['criminal'] }),
    ).toEqual({ name_english: 'Anna', phone: '010', birth_date: '1990-01-01', gender: 'other', nationality: 'Kenya', interest_categories: ['criminal'] });
  });
});
