import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.ts';
import { DICTS } from '../i18n/server.ts';
import { safeNext } from './next.ts';

describe('safeNext keeps the page language', () => {
  it('on a Chinese page: home, paths and /auth in Chinese; other apps untouched', () => {
    i18n.set({ lang: 'zh', dict: DICTS.zh });
    expect(safeNext(null)).toBe('/zh/');
    expect(safeNext('https://evil.example')).toBe('/zh/');
    expect(safeNext('/client/bookings?booking=1')).toBe('/zh/client/bookings?booking=1');
    expect(safeNext('/zh/booking?lawyer=1')).toBe('/zh/booking?lawyer=1');
    expect(safeNext('/zh/auth?mode=signup')).toBe('/zh/');
    expect(safeNext('/lawyer/dashboard')).toBe('/lawyer/dashboard');
  });
  it('on an English page nothing changes', () => {
    expect(safeNext('/client/bookings')).toBe('/client/bookings');
    expect(safeNext('/auth')).toBe('/');
  });
});
