// The validation rules and messages of spec §5 (packages/shared/src/schemas.ts).
import { describe, expect, it } from 'vitest';
import { clientLogInSchema, clientSignUpSchema, firstIssueMessage, FREE_CHECKUP_MESSAGES, freeCheckupSchema } from '@shared/schemas.ts';

const valid = {
  category: 'Criminal Cases',
  isUrgent: false,
  name: 'Anna',
  email: 'anna@example.com',
  mobile: '010-1234-5678',
  issueDescription: 'I was stopped by the police last night.',
};

describe('free check-up schema', () => {
  it('accepts a valid request', () => {
    expect(freeCheckupSchema.safeParse(valid).success).toBe(true);
  });
  it('reports the first failing message, in Korean', () => {
    const r = freeCheckupSchema.safeParse({ ...valid, category: '', name: '' });
    expect(firstIssueMessage(r)).toBe(FREE_CHECKUP_MESSAGES.category);
    expect(FREE_CHECKUP_MESSAGES.category).toBe('카테고리를 선택해주세요');
  });
  it.each([
    ['name', { name: ' ' }, FREE_CHECKUP_MESSAGES.name],
    ['email', { email: 'not-an-email' }, FREE_CHECKUP_MESSAGES.email],
    ['long email', { email: `${'a'.repeat(250)}@x.com` }, FREE_CHECKUP_MESSAGES.email],
    ['mobile', { mobile: '' }, FREE_CHECKUP_MESSAGES.mobile],
    ['issue', { issueDescription: 'too short' }, FREE_CHECKUP_MESSAGES.issue],
    ['nationality', { nationality: 'x'.repeat(101) }, FREE_CHECKUP_MESSAGES.nationalityTooLong],
  ])('%s', (_label, patch, message) => {
    expect(firstIssueMessage(freeCheckupSchema.safeParse({ ...valid, ...patch }))).toBe(message);
  });
});

describe('client sign-up schema', () => {
  const ok = { name: 'Anna', email: 'anna@example.com', password: 'long-enough' };
  it.each([
    [{ name: '  ' }, 'Please enter your name'],
    [{ name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ email: 'bad' }, 'Please enter a valid email address'],
    [{ email: `${'a'.repeat(250)}@x.com` }, 'Email must be less than 255 characters'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'x'.repeat(101) }, 'Password must be less than 100 characters'],
  ])('%o → %s', (patch, message) => {
    expect(firstIssueMessage(clientSignUpSchema.safeParse({ ...ok, ...patch }))).toBe(message);
  });
  it('trims and accepts optional fields', () => {
    const r = clientSignUpSchema.safeParse({ ...ok, email: ' anna@example.com ', gender: 'other', interestCategories: ['criminal'] });
    expect(r.success && r.data.email).toBe('anna@example.com');
    expect(clientSignUpSchema.safeParse({ ...ok, gender: 'robot' }).success).toBe(false);
  });
});

describe('client log-in schema', () => {
  it('requires a password', () => {
    expect(firstIssueMessage(clientLogInSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('Please enter your password');
    expect(clientLogInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});
