import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE_FORM, formToUpdate, profileToForm, sameForm, validateProfile } from './profile.ts';

describe('profile form', () => {
  it('reads a profile into text fields', () => {
    const f = profileToForm({ id: 'x', name_korean: null, name_english: 'Emily Carter', email: 'client@demo.test', phone: null, birth_date: '1990-04-12', gender: 'female', nationality: null, current_country: null, current_city: 'Seoul' });
    expect(f).toEqual({ ...EMPTY_PROFILE_FORM, name_english: 'Emily Carter', email: 'client@demo.test', birth_date: '1990-04-12', gender: 'female', current_city: 'Seoul' });
  });

  it('saves empty birth date, gender, nationality, country and city as null', () => {
    const u = formToUpdate({ ...EMPTY_PROFILE_FORM, name_english: ' Emily ', phone: '010-1234-5678' });
    expect(u).toEqual({ name_korean: null, name_english: 'Emily', phone: '010-1234-5678', birth_date: null, gender: null, nationality: null, current_country: null, current_city: null });
  });

  it('never sends the e-mail and only known genders', () => {
    const u = formToUpdate({ ...EMPTY_PROFILE_FORM, email: 'new@example.com', gender: 'robot' });
    expect(u).not.toHaveProperty('email');
    expect(u.gender).toBeNull();
    expect(formToUpdate({ ...EMPTY_PROFILE_FORM, gender: 'other' }).gender).toBe('other');
  });

  it('validates lengths and the birth date', () => {
    expect(validateProfile(EMPTY_PROFILE_FORM, '2026-01-01')).toBeNull();
    expect(validateProfile({ ...EMPTY_PROFILE_FORM, phone: '1'.repeat(51) }, '2026-01-01')).toEqual({ field: 'phone', kind: 'tooLong', max: 50 });
    expect(validateProfile({ ...EMPTY_PROFILE_FORM, birth_date: '2026-01-02' }, '2026-01-01')).toEqual({ field: 'birth_date', kind: 'date' });
    expect(validateProfile({ ...EMPTY_PROFILE_FORM, birth_date: '1899-12-31' }, '2026-01-01')?.kind).toBe('date');
    expect(validateProfile({ ...EMPTY_PROFILE_FORM, birth_date: '1990-04-12' }, '2026-01-01')).toBeNull();
  });

  it('compares forms', () => {
    expect(sameForm(EMPTY_PROFILE_FORM, { ...EMPTY_PROFILE_FORM })).toBe(true);
    expect(sameForm(EMPTY_PROFILE_FORM, { ...EMPTY_PROFILE_FORM, city: 'x' } as never)).toBe(true);
    expect(sameForm(EMPTY_PROFILE_FORM, { ...EMPTY_PROFILE_FORM, current_city: 'x' })).toBe(false);
  });
});
