import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/ko.ts';
import { checkSignup, isCertificateFile, NoUserError, signupErrorMessage, signupProblemMessage, type SignupValues } from './signup.ts';

const valid: SignupValues = {
  nameKorean: '홍길동',
  nameEnglish: 'Gildong Hong',
  email: 'hong@example.com',
  password: 'secret-123',
  passwordConfirm: 'secret-123',
  qualificationType: 'bar_exam',
  registrationNumber: '12345',
  agreeTerms: true,
  agreePrivacy: true,
  certificate: { name: 'license.PDF' },
};
const e = messages.signup.errors;

describe('lawyer sign-up validation order (spec section 5)', () => {
  it('accepts a complete form', () => expect(checkSignup(valid)).toBeNull());

  it('1. all of Korean name, English name, email, password, registration number', () => {
    for (const key of ['nameKorean', 'nameEnglish', 'email', 'password', 'registrationNumber'] as const) {
      expect(checkSignup({ ...valid, [key]: '  ' })).toBe('input');
    }
    // first failure stops: an empty name wins over a short password and everything after it
    expect(checkSignup({ ...valid, nameKorean: '', password: 'short', passwordConfirm: 'x', agreeTerms: false, certificate: null })).toBe('input');
  });
  it('2. password at least 8 characters (mix of character kinds not enforced)', () => {
    expect(checkSignup({ ...valid, password: '1234567', passwordConfirm: '1234567' })).toBe('password');
    expect(checkSignup({ ...valid, password: '12345678', passwordConfirm: '12345678' })).toBeNull();
    expect(checkSignup({ ...valid, password: 'short', passwordConfirm: 'other', agreeTerms: false })).toBe('password');
  });
  it('3. password equals its confirmation', () => {
    expect(checkSignup({ ...valid, passwordConfirm: 'secret-124', agreePrivacy: false })).toBe('mismatch');
  });
  it('4. both agreements', () => {
    expect(checkSignup({ ...valid, agreeTerms: false })).toBe('agreement');
    expect(checkSignup({ ...valid, agreePrivacy: false, certificate: null })).toBe('agreement');
  });
  it('5. a certificate file (pdf, jpg, jpeg, png)', () => {
    expect(checkSignup({ ...valid, certificate: null })).toBe('certificate');
    expect(checkSignup({ ...valid, certificate: { name: 'scan.gif' } })).toBe('certificateType');
    expect(['a.pdf', 'b.JPG', 'c.jpeg', 'd.png'].every(isCertificateFile)).toBe(true);
  });
  it("uses the spec's Korean titles and messages", () => {
    expect(signupProblemMessage('input', e)).toEqual({ title: '입력 오류', description: '모든 필수 항목을 입력해주세요.' });
    expect(signupProblemMessage('password', e)).toEqual({ title: '비밀번호 오류', description: '비밀번호는 8자 이상이어야 합니다.' });
    expect(signupProblemMessage('mismatch', e)).toEqual({ title: '비밀번호 불일치', description: '비밀번호가 일치하지 않습니다.' });
    expect(signupProblemMessage('agreement', e)).toEqual({ title: '약관 동의 필요', description: '서비스 이용약관 및 개인정보 처리방침에 동의해주세요.' });
    expect(signupProblemMessage('certificate', e)).toEqual({ title: '자격증 업로드 필요', description: '변호사/변리사 자격증을 업로드해주세요.' });
  });
});

describe('sign-up server errors (spec section 8)', () => {
  it('already registered / already exists', () => {
    expect(signupErrorMessage({ message: 'User already registered' }, e)).toBe(e.alreadyRegistered);
    expect(signupErrorMessage({ message: 'A user with this email address has already exists' }, e)).toBe(e.alreadyRegistered);
  });
  it('row-level security → file upload error', () => {
    expect(signupErrorMessage({ message: 'new row violates row-level security policy' }, e)).toBe('파일 업로드 중 오류가 발생했습니다. 다시 시도해주세요.');
  });
  it('no user returned', () => expect(signupErrorMessage(new NoUserError(), e)).toBe(e.noUser));
  it('otherwise the Korean message of the error (issue 16), else the default', () => {
    expect(signupErrorMessage({ message: 'Password is too weak' }, e)).toBe('비밀번호가 너무 약합니다. 8자 이상으로 입력해주세요.');
    expect(signupErrorMessage({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' }, e)).toBe('올바른 이메일 주소를 입력해주세요.');
    expect(signupErrorMessage({}, e)).toBe('회원가입 중 오류가 발생했습니다.');
  });
});
