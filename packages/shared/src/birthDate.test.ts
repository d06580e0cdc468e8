import { describe, expect, it } from 'vitest';
import { birthDateProblem, isBirthDateRefusal, latestBirthDate } from './birthDate.ts';
import { clientSignUpSchema, FREE_CHECKUP_MESSAGES, freeCheckupSchema, SIGN_UP_MESSAGES } from './schemas.ts';
import { consentRefusal, PRIVACY_POLICY_VERSION } from './privacy.ts';

const NOW = new Date('2026-11-27T10:00:00Z');

describe('birth dates: 1900-01-01 to today (the latest calendar date on Earth)', () => {
  it('accepts none, the first day, a normal date and today', () => {
    for (const d of ['', undefined, null, '1900-01-01', '1993-04-18', '2026-11-27']) expect(birthDateProblem(d, NOW)).toBeNull();
  });
  it('refuses the future (2030, next year) and before 1900', () => {
    expect(birthDateProblem('2030-01-01', NOW)).toBe('future');
    expect(birthDateProblem('2027-11-27', NOW)).toBe('future');
    expect(birthDateProblem('1899-12-31', NOW)).toBe('tooEarly');
  });
  it('refuses what is not a real date', () => {
    for (const d of ['2026-02-30', '1990-13-01', '19900101', 'yesterday']) expect(birthDateProblem(d, NOW)).toBe('invalid');
  });
  it('"today" is the UTC+14 date: tomorrow (UTC) is fine from 10:00 UTC, the day after is not', () => {
    expect(latestBirthDate(NOW)).toBe('2026-11-28');
    expect(latestBirthDate(new Date('2026-11-27T09:59:59Z'))).toBe('2026-11-27');
    expect(birthDateProblem('2026-11-28', NOW)).toBeNull();
    expect(birthDateProblem('2026-11-29', NOW)).toBe('future');
  });
  it('reads the database refusal', () => {
    expect(isBirthDateRefusal({ code: '23514', hint: 'birth_date_out_of_range' })).toBe(true);
    expect(isBirthDateRefusal({ code: '23514', hint: 'other' })).toBe(false);
    expect(isBirthDateRefusal(null)).toBe(false);
  });
});

describe('the forms\' schemas apply the rule', () => {
  const signUp = { name: 'A', email: 'a@example.com', password: 'Demo-pass-2026' };
  it('sign-up: a future birth date is refused at birthDate with its message', () => {
    const r = clientSignUpSchema.safeParse({ ...signUp, birthDate: '2030-01-01' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['birthDate'], message: SIGN_UP_MESSAGES.birthDate });
    expect(clientSignUpSchema.safeParse({ ...signUp, birthDate: '1899-06-01' }).success).toBe(false);
    expect(clientSignUpSchema.safeParse({ ...signUp, birthDate: '1990-06-01' }).success).toBe(true);
    expect(clientSignUpSchema.safeParse({ ...signUp, birthDate: undefined }).success).toBe(true);
  });
  it('free check-up: the same rule, with the Korean message', () => {
    const base = { category: 'Criminal Cases', isUrgent: false, name: 'A', email: 'a@example.com', mobile: '1', issueDescription: 'long enough text' };
    const r = freeCheckupSchema.safeParse({ ...base, dateOfBirth: '2030-01-01' });
    expect(r.error!.issues[0]).toMatchObject({ path: ['dateOfBirth'], message: FREE_CHECKUP_MESSAGES.dateOfBirth });
    expect(freeCheckupSchema.safeParse({ ...base, dateOfBirth: '1988-08-08' }).success).toBe(true);
  });
});

describe('privacy consent', () => {
  it('the version is the policy\'s effective date', () => {
    expect(PRIVACY_POLICY_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
  it('reads the database refusals', () => {
    expect(consentRefusal({ hint: 'privacy_consent_required' })).toBe('required');
    expect(consentRefusal({ hint: 'privacy_policy_changed' })).toBe('changed');
    expect(consentRefusal({ hint: 'rate_limited' })).toBeNull();
  });
});
