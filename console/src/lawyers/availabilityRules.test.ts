import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { daysBetween, isIsoDate, kstToday, timeOffRefusal, validateTimeOff, weeklySlots } from './availabilityRules.ts';

const t = (k: string, o?: Record<string, unknown>) => i18nProvider.translate(k, o);
// 2026-11-29 23:30 UTC is already 2026-11-30 in Korea
const NOW = new Date('2026-11-29T23:30:00Z');

describe('availability display', () => {
  it('weekly hours Monday first, missing or malformed weekdays closed', () => {
    expect(weeklySlots({ 1: ['09:00', '10:00'], 3: ['14:00'], 6: 'x' })).toEqual([
      { weekday: '1', slots: ['09:00', '10:00'] }, { weekday: '2', slots: [] }, { weekday: '3', slots: ['14:00'] },
      { weekday: '4', slots: [] }, { weekday: '5', slots: [] }, { weekday: '6', slots: [] }, { weekday: '7', slots: [] },
    ]);
    expect(weeklySlots(null).every((d) => d.slots.length === 0)).toBe(true);
    expect(t('klegal.availability.weekdays.1')).toBe('월요일');
    expect(t('klegal.availability.weekdays.7')).toBe('일요일');
  });
  it('dates', () => {
    expect(kstToday(NOW)).toBe('2026-11-30');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
  });
});

describe('time off input (the rules of admin_add_lawyer_time_off)', () => {
  const ok = { from_date: '2026-12-01', to_date: '2026-12-03', note: '' };
  it('accepts a valid entry, one day, 366 days, a 200-character note, an entry ending today (KST)', () => {
    expect(validateTimeOff(ok, NOW)).toEqual({});
    expect(validateTimeOff({ ...ok, to_date: '2026-12-01' }, NOW)).toEqual({});
    expect(validateTimeOff({ ...ok, to_date: '2027-12-01' }, NOW)).toEqual({});
    expect(validateTimeOff({ ...ok, note: 'x'.repeat(200) }, NOW)).toEqual({});
    expect(validateTimeOff({ from_date: '2026-11-20', to_date: '2026-11-30', note: '' }, NOW)).toEqual({});
  });
  it('names the wrong field with a Korean message', () => {
    const cases: [Partial<typeof ok>, string, string][] = [
      [{ from_date: '' }, 'from_date', '필수 항목입니다.'],
      [{ to_date: '' }, 'to_date', '필수 항목입니다.'],
      [{ from_date: '2026-02-30' }, 'from_date', '올바른 날짜를 입력하세요.'],
      [{ to_date: '2026-11-30', from_date: '2026-12-01' }, 'to_date', '종료일은 시작일 이후여야 합니다.'],
      [{ to_date: '2027-12-02' }, 'to_date', '휴무는 최대 366일까지 등록할 수 있습니다.'],
      [{ from_date: '2026-11-20', to_date: '2026-11-29' }, 'to_date', '이미 지난 기간은 등록할 수 없습니다.'],
      [{ note: 'x'.repeat(201) }, 'note', '메모는 200자 이내로 입력하세요.'],
    ];
    for (const [change, field, text] of cases) {
      const errors = validateTimeOff({ ...ok, ...change }, NOW) as Record<string, string>;
      expect(Object.keys(errors), JSON.stringify(change)).toEqual([field]);
      expect(t(errors[field]!, { max: 200 })).toBe(text);
    }
  });
  it("maps the database's refusals to the field they name", () => {
    const refusal = (code: string, hint: string) => ({ status: 400, body: { code, hint } });
    expect(timeOffRefusal(refusal('22023', 'to_date'))).toEqual({ field: 'to_date', key: 'klegal.availability.validation.to_date_refused' });
    expect(timeOffRefusal(refusal('22023', 'note'))).toEqual({ field: 'note', key: 'klegal.availability.validation.note_max' });
    expect(timeOffRefusal(refusal('22023', 'from_date'))).toEqual({ field: 'from_date', key: 'klegal.availability.validation.date' });
    expect(timeOffRefusal(refusal('PT404', 'not_found'))).toEqual({ field: null, key: 'klegal.availability.lawyer_not_found' });
    expect(timeOffRefusal(refusal('42501', ''))).toBeNull();
    expect(timeOffRefusal(new Error('network'))).toBeNull();
  });
});
