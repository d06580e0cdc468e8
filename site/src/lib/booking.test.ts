import { describe, expect, it } from 'vitest';
import { directoryRow } from '../test/fixtures.ts';
import { toLawyer } from './api/lawyers.ts';
import { bookableRange, choicesToQuery, couponLabel, dropUnbookable, effectiveLanguage, EMPTY_CHOICES, feeFor, isComplete, isDateSelectable, KOREAN_INTERPRETED, languageArgs, languageChoices, lastBookableDate, listedSlots, parseChoices, priceSummary, slotKey, slotsOn, urlSlotIssue } from './booking.ts';

// 2026-03-10 10:30 in Korea
const now = new Date('2026-03-10T01:30:00Z');

describe('booking choices in the URL', () => {
  it('round-trips', () => {
    const c = { lawyerId: 'abc', date: '2026-03-12', time: '14:00', duration: 40 as const, couponId: 'uc1', note: 'visa & work', language: 'en' };
    expect(parseChoices(choicesToQuery(c))).toEqual(c);
    expect(parseChoices(choicesToQuery({ ...c, language: KOREAN_INTERPRETED })).language).toBe(KOREAN_INTERPRETED);
    expect(parseChoices('?language=english').language).toBe('');
  });
  it('drops invalid values', () => {
    expect(parseChoices('?date=tomorrow&time=12:00&duration=30')).toEqual(EMPTY_CHOICES);
  });
  it('is complete with lawyer, date, time and duration', () => {
    expect(isComplete({ ...EMPTY_CHOICES, lawyerId: 'a', date: '2026-03-12', time: '09:00' })).toBe(false);
    expect(isComplete({ ...EMPTY_CHOICES, lawyerId: 'a', date: '2026-03-12', time: '09:00', duration: 20 })).toBe(true);
  });
});

describe('dates and slots', () => {
  it('has the 8 KST slots and no 12:00', () => {
    expect(slotsOn('2026-03-12', now).map((s) => s.time)).toEqual(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });
  it('closes slots that have passed today (KST)', () => {
    const today = slotsOn('2026-03-10', now);
    expect(today.filter((s) => !s.available).map((s) => s.time)).toEqual(['09:00', '10:00']);
  });
  it('disables dates before today and after a year', () => {
    expect(isDateSelectable('2026-03-09', now)).toBe(false);
    expect(isDateSelectable('2026-03-10', now)).toBe(true);
    expect(isDateSelectable(lastBookableDate(now), now)).toBe(true);
    expect(isDateSelectable('2027-03-11', now)).toBe(false);
  });
  it('disables today once every slot has passed', () => {
    expect(isDateSelectable('2026-03-10', new Date('2026-03-10T08:30:00Z'))).toBe(false);
  });
});

describe('a date and time from a link, checked like the picker', () => {
  it('accepts a bookable slot, or no date and time at all', () => {
    expect(urlSlotIssue('?date=2026-03-12&time=14:00', now)).toBeNull();
    expect(urlSlotIssue('?lawyer=x', now)).toBeNull();
    expect(urlSlotIssue('?date=2026-03-12', now)).toBeNull();
  });
  it('names a past slot, today or before', () => {
    expect(urlSlotIssue('?date=2026-03-10&time=09:00', now)).toBe('past'); // 09:00 KST today has passed (10:30 KST)
    expect(urlSlotIssue('?date=2026-03-01&time=14:00', now)).toBe('past');
    expect(urlSlotIssue('?date=2026-03-01', now)).toBe('past');
    expect(urlSlotIssue('?date=2026-03-10&time=11:00', now)).toBeNull();
  });
  it('names a time that is not a slot', () => {
    expect(urlSlotIssue('?date=2026-03-12&time=12:00', now)).toBe('invalid_slot');
    expect(urlSlotIssue('?date=2026-03-12&time=9:00', now)).toBe('invalid_slot');
    expect(urlSlotIssue('?time=25:00', now)).toBe('invalid_slot');
  });
  it('names a malformed or impossible date', () => {
    expect(urlSlotIssue('?date=tomorrow&time=14:00', now)).toBe('invalid_date');
    expect(urlSlotIssue('?date=2026-02-30&time=14:00', now)).toBe('invalid_date');
    expect(urlSlotIssue('?date=2026-3-12', now)).toBe('invalid_date');
  });
  it('names a date beyond the booking window (365 days, KST)', () => {
    expect(urlSlotIssue(`?date=${lastBookableDate(now)}&time=17:00`, now)).toBeNull();
    expect(urlSlotIssue('?date=2027-03-11&time=09:00', now)).toBe('too_far_ahead');
  });
  it('keeps only what the picker would offer', () => {
    const c = { ...EMPTY_CHOICES, lawyerId: 'l', duration: 40 as const };
    expect(dropUnbookable({ ...c, date: '2026-03-12', time: '14:00' }, now)).toMatchObject({ date: '2026-03-12', time: '14:00', duration: 40 });
    expect(dropUnbookable({ ...c, date: '2026-03-01', time: '14:00' }, now)).toMatchObject({ date: '', time: '' });
    expect(dropUnbookable({ ...c, date: '2026-03-10', time: '09:00' }, now)).toMatchObject({ date: '2026-03-10', time: '' });
    expect(dropUnbookable({ ...c, date: '2026-02-30', time: '14:00' }, now)).toMatchObject({ date: '', time: '' });
  });
});

describe('slot states', () => {
  const busy = new Set([slotKey('2026-03-12', '14:00'), slotKey('2026-03-12', '15:00'), slotKey('2026-03-10', '13:00')]);
  const own = new Set([slotKey('2026-03-12', '15:00')]);
  it('marks taken, own, past and free slots', () => {
    const states = Object.fromEntries(slotsOn('2026-03-12', now, { busy, own }).map((s) => [s.time, s.state]));
    expect(states).toMatchObject({ '09:00': 'free', '14:00': 'taken', '15:00': 'own', '17:00': 'free' });
    const today = Object.fromEntries(slotsOn('2026-03-10', now, { busy, own }).map((s) => [s.time, s.state]));
    expect(today).toMatchObject({ '09:00': 'past', '10:00': 'past', '11:00': 'free', '13:00': 'taken' });
  });
  it('lets a free slot or an own hold be chosen, not a taken or past one', () => {
    const byTime = Object.fromEntries(slotsOn('2026-03-12', now, { busy, own }).map((s) => [s.time, s.available]));
    expect(byTime).toMatchObject({ '09:00': true, '14:00': false, '15:00': true });
  });
  it('closes a date whose every slot is taken or past', () => {
    const full = new Set(['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00'].map((t) => slotKey('2026-03-12', t)));
    expect(isDateSelectable('2026-03-12', now, { busy: full })).toBe(false);
    expect(isDateSelectable('2026-03-13', now, { busy: full })).toBe(true);
    // today: 09:00 and 10:00 have passed, the rest are taken
    const rest = new Set(['11:00', '13:00', '14:00', '15:00', '16:00', '17:00'].map((t) => slotKey('2026-03-10', t)));
    expect(isDateSelectable('2026-03-10', now, { busy: rest })).toBe(false);
    expect(isDateSelectable('2026-03-10', now, { busy: rest, own: new Set([slotKey('2026-03-10', '16:00')]) })).toBe(true);
  });
  it("with a lawyer chosen, offers only the lawyer's open slots (issue 27): closed, loading, and the chosen one kept in the list", () => {
    const open = new Map([['2026-03', new Set([slotKey('2026-03-12', '09:00'), slotKey('2026-03-12', '16:00')])]]);
    const states = Object.fromEntries(slotsOn('2026-03-12', now, { busy, own, open }).map((s) => [s.time, s.state]));
    // taken and own come first (a taken slot is never open); the rest is open or closed
    expect(states).toEqual({ '09:00': 'free', '10:00': 'closed', '11:00': 'closed', '13:00': 'closed', '14:00': 'taken', '15:00': 'own', '16:00': 'free', '17:00': 'closed' });
    // the day after has no open slot; a month not read yet is 'loading' and cannot be picked
    expect(isDateSelectable('2026-03-13', now, { open })).toBe(false);
    expect(slotsOn('2026-04-02', now, { open }).every((s) => s.state === 'loading' && !s.available)).toBe(true);
    expect(isDateSelectable('2026-04-02', now, { open })).toBe(false);
    // the list leaves out past and closed slots, except the chosen one (its state is said)
    const listed = (chosen: string) => listedSlots(slotsOn('2026-03-12', now, { busy, own, open }), chosen).map((s) => s.time);
    expect(listed('')).toEqual(['09:00', '14:00', '15:00', '16:00']);
    expect(listed('17:00')).toEqual(['09:00', '14:00', '15:00', '16:00', '17:00']);
  });
  it('reads the busy slots of a month clipped to the booking window', () => {
    expect(bookableRange(2026, 2, now)).toEqual({ from: '2026-03-10', to: '2026-03-31' });
    expect(bookableRange(2026, 3, now)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    expect(bookableRange(2027, 2, now)).toEqual({ from: '2027-03-01', to: lastBookableDate(now) });
    expect(bookableRange(2026, 1, now)).toBeNull();
    expect(bookableRange(2027, 3, now)).toBeNull();
  });
});

describe('price', () => {
  const lawyer = toLawyer(directoryRow());
  it('takes the fee of the duration', () => {
    expect(feeFor(lawyer, 20)).toBe(60000);
    expect(feeFor(lawyer, 60)).toBe(150000);
    expect(feeFor(null, 60)).toBe(0);
    expect(feeFor(lawyer, null)).toBe(0);
  });
  it('labels coupons as the spec says', () => {
    expect(couponLabel({ name_english: 'Welcome', discount_type: 'percentage', discount_value: 10 })).toBe('Welcome - 10% off');
    expect(couponLabel({ name_english: 'Lawyer Special Coupon', discount_type: 'fixed', discount_value: 20000 })).toBe('Lawyer Special Coupon - ₩20,000 off');
  });
  it('summarises fee, discount and total', () => {
    const coupon = { id: 'c', code: 'X', name_english: 'X', discount_type: 'percentage' as const, discount_value: 10, min_amount: null, max_discount: 5000, valid_until: '2099-01-01' };
    expect(priceSummary(110000, coupon)).toEqual({ fee: 110000, discount: 5000, total: 105000 });
    expect(priceSummary(110000, null)).toEqual({ fee: 110000, discount: 0, total: 110000 });
  });
});

describe('the consultation language (issue 29)', () => {
  const lawyer = { languageIds: ['en', 'ko', 'vi'] };
  it('offers the lawyer\'s languages, Korean first, and always Korean with machine interpretation', () => {
    expect(languageChoices(lawyer)).toEqual(['ko', 'en', 'vi', KOREAN_INTERPRETED]);
    expect(languageChoices({ languageIds: ['ja'] })).toEqual(['ja', KOREAN_INTERPRETED]);
    expect(languageChoices(null)).toEqual([KOREAN_INTERPRETED]);
  });
  it('defaults to the page\'s language when the lawyer offers it, else Korean with interpretation; keeps an offered choice', () => {
    expect(effectiveLanguage('', lawyer, 'vi')).toBe('vi');
    expect(effectiveLanguage('', lawyer, 'zh')).toBe(KOREAN_INTERPRETED);
    expect(effectiveLanguage('', { languageIds: ['en'] }, 'ko')).toBe(KOREAN_INTERPRETED);
    expect(effectiveLanguage('en', lawyer, 'vi')).toBe('en');
    // a choice another lawyer offered falls back to the default
    expect(effectiveLanguage('ja', lawyer, 'en')).toBe('en');
  });
  it('sends a language code, or Korean with interpretation', () => {
    expect(languageArgs('en')).toEqual({ consultation_language: 'en', interpretation_requested: false });
    expect(languageArgs(KOREAN_INTERPRETED)).toEqual({ consultation_language: 'ko', interpretation_requested: true });
  });
});
