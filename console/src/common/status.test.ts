import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUS_COLORS,
  CHECKUP_STATUS_COLORS,
  bookingClientLabel,
  bookingStatuses,
  bookingStatusKey,
  checkupStatuses,
  checkupStatusKey,
  enumLabel,
  isHttpsUrl,
  lawyerLabel,
} from './status.ts';
import { consoleKo } from '../i18n/ko.ts';
import { formatDate, formatKoreanDate, formatTime, formatWon } from './format.ts';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], consoleKo);
}

describe('booking status badges', () => {
  it('every status has a colour and a Korean label', () => {
    for (const s of bookingStatuses) {
      expect(BOOKING_STATUS_COLORS[s]).toBeTruthy();
      expect(typeof lookup(bookingStatusKey(s))).toBe('string');
    }
    expect(lookup(bookingStatusKey('pending'))).toBe('대기 중');
    expect(lookup(bookingStatusKey('cancelled'))).toBe('취소됨');
  });
});

describe('free check-up status labels (spec §4, verbatim)', () => {
  it('are 대기중 / 검토완료 / 연락완료 / 처리완료', () => {
    expect(checkupStatuses.map((s) => lookup(checkupStatusKey(s)))).toEqual(['대기중', '검토완료', '연락완료', '처리완료']);
    for (const s of checkupStatuses) expect(CHECKUP_STATUS_COLORS[s]).toBeTruthy();
  });
});

describe('booking labels', () => {
  it('client: Korean name, else e-mail', () => {
    expect(bookingClientLabel({ client_name_korean: '김민수', client_email: 'a@b.c' })).toBe('김민수');
    expect(bookingClientLabel({ client_name_korean: null, client_email: 'a@b.c' })).toBe('a@b.c');
  });
  it('lawyer: Korean name, else English name', () => {
    expect(lawyerLabel({ lawyer_name_korean: null, lawyer_name_english: 'Kim' })).toBe('Kim');
  });
});

describe('meeting link check', () => {
  it('accepts https URLs only', () => {
    expect(isHttpsUrl('https://meet.google.com/abc-defg-hij')).toBe(true);
    expect(isHttpsUrl('https://zoom.us/j/123?pwd=x')).toBe(true);
    expect(isHttpsUrl('http://zoom.us/j/123')).toBe(false);
    expect(isHttpsUrl('zoom.us/j/123')).toBe(false);
    expect(isHttpsUrl('https://')).toBe(false);
    expect(isHttpsUrl('https://localhost/x')).toBe(false);
    expect(isHttpsUrl('https://meet.example.com/a b')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('formats', () => {
  it('dates yyyy-MM-dd in KST, times HH:mm, won', () => {
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026-11-22');
    expect(formatDate('2026-11-21')).toBe('2026-11-21');
    expect(formatTime('14:00:00')).toBe('14:00');
    expect(formatWon(130000)).toBe('₩130,000');
    expect(formatKoreanDate('2026-11-21T15:30:00Z')).toBe('2026. 11. 22.');
  });
});

describe('enumeration labels (issue 16)', () => {
  // the values the database accepts, read from the migration's CHECK constraints
  const sql = readFileSync(path.resolve(import.meta.dirname, '../../../supabase/migrations/20261122000800_free_checkups.sql'), 'utf8');
  const allowed = (column: string) => {
    const m = sql.match(new RegExp(`${column} text check \\(${column} in \\(([^)]*(?:\\([^)]*\\)[^)]*)*)\\)\\)`));
    return [...(m?.[1] ?? '').matchAll(/'([^']+)'/g)].map((x) => x[1]);
  };
  const translate = (key: string, opts?: { _: string }) => {
    const v = lookup(key);
    return typeof v === 'string' ? v : (opts?._ ?? key);
  };

  it.each(['preferred_language', 'immigration_status'] as const)('every %s the database accepts has a Korean label', (name) => {
    const values = allowed(name);
    expect(values.length).toBeGreaterThan(5);
    for (const v of values) {
      const label = enumLabel(translate, name, v);
      expect(label, v).not.toBe(v);
      expect(label, v).toMatch(/[가-힣]/);
    }
  });

  it('vietnamese reads 베트남어; an unknown value stays as stored; empty is empty', () => {
    expect(enumLabel(translate, 'preferred_language', 'vietnamese')).toBe('베트남어');
    expect(enumLabel(translate, 'immigration_status', 'f6')).toBe('F-6 (결혼이민)');
    expect(enumLabel(translate, 'preferred_language', 'klingon')).toBe('klingon');
    expect(enumLabel(translate, 'preferred_language', null)).toBeNull();
  });
});
