import { describe, expect, test } from 'vitest';
import { messages } from '../i18n/ko.ts';
import { availabilityFieldError, dateWithWeekday, feedUrl, gridFromWeekly, rangeDays, sameGrid, slotCount, toggleSlot, weeklyFromGrid, webcalUrl, wholeNumber } from './availability.ts';

const m = messages.availability.errors;

describe('the weekly grid', () => {
  test('reads the stored object (unknown keys and times dropped) and writes all seven days in time order', () => {
    const g = gridFromWeekly({ 1: ['17:00', '09:00'], 3: ['12:00', '14:00'], 9: ['09:00'], 6: 'x' });
    expect(slotCount(g)).toBe(3);
    expect(weeklyFromGrid(g)).toEqual({ 1: ['09:00', '17:00'], 2: [], 3: ['14:00'], 4: [], 5: [], 6: [], 7: [] });
    expect(weeklyFromGrid(gridFromWeekly(null))).toEqual({ 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] });
  });

  test('toggling twice gives the same grid back', () => {
    const g = gridFromWeekly({ 1: ['09:00'] });
    const off = toggleSlot(g, '1', '09:00');
    expect(off['1'].has('09:00')).toBe(false);
    expect(sameGrid(g, off)).toBe(false);
    expect(sameGrid(g, toggleSlot(off, '1', '09:00'))).toBe(true);
  });
});

describe('refusals at their field', () => {
  test.each([
    ['weekly', 'weekly'],
    ['minimum_notice_minutes', 'minimum_notice_minutes'],
    ['horizon_days', 'horizon_days'],
    ['from_date', 'from_date'],
    ['time_off_from', 'from_date'],
    ['time_off_to', 'to_date'],
    ['note', 'note'],
  ])('22023 %s → %s', (hint, field) => {
    expect(availabilityFieldError({ code: '22023', hint }, m)).toEqual({ field, message: m[field as keyof typeof m] });
  });

  test('anything else is not a field error', () => {
    expect(availabilityFieldError({ code: '42501' }, m)).toBeNull();
    expect(availabilityFieldError({ code: '22023', hint: 'invalid_range' }, m)).toBeNull();
    expect(availabilityFieldError(null, m)).toBeNull();
  });
});

test('numbers, ranges, dates, feed URLs', () => {
  expect(wholeNumber(' 120 ')).toBe(120);
  expect(wholeNumber('1.5')).toBeNull();
  expect(wholeNumber('-1')).toBeNull();
  expect(wholeNumber('')).toBeNull();
  expect(rangeDays('2026-12-31', '2027-01-02')).toBe(3);
  expect(dateWithWeekday('2026-12-25', messages.availability.weekdays)).toBe('2026-12-25 (금)');
  const url = feedUrl('https://x.supabase.co/', 'a-b_c');
  expect(url).toBe('https://x.supabase.co/functions/v1/lawyer-calendar?token=a-b_c');
  expect(webcalUrl(url)).toBe('webcal://x.supabase.co/functions/v1/lawyer-calendar?token=a-b_c');
});
