import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/ko.ts';
import { AlreadyRegisteredError, CertificateRefusedError, checkApplication, checkSignup, isAlreadyRegistered, isCertificateFile, NoUserError, signupErrorMessage, signupProblemMessage, type SignupValues } from './signup.ts';

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
  it('5. the certificate within the bucket lawyer-verifications: its types and its 10 MB limit (issue 25)', () => {
    const MB = 1024 * 1024;
    expect(checkSignup({ ...valid, certificate: { name: 'a.pdf', type: 'application/pdf', size: 10 * MB } })).toBeNull();
    expect(checkSignup({ ...valid, certificate: { name: 'a.pdf', type: 'application/pdf', size: 10 * MB + 1 } })).toBe('certificateSize');
    expect(checkSignup({ ...valid, certificate: { name: 'a.png', type: 'image/png', size: 0 } })).toBe('certificateEmpty');
    expect(checkSignup({ ...valid, certificate: { name: 'a.pdf', type: 'application/x-msdownload', size: 10 } })).toBe('certificateType');
    expect(signupProblemMessage('certificateSize', e)).toEqual({ title: '자격증 업로드 필요', description: '파일이 너무 큽니다. 10MB 이하의 파일을 올려주세요.' });
    // the form states the limit
    expect(messages.signup.certificateHint).toContain('최대 10MB');
  });
  it('finishing an application checks names, registration number and the certificate', () => {
    const details = { nameKorean: '홍길동', nameEnglish: 'Gildong Hong', qualificationType: 'bar_exam' as const, registrationNumber: '1', certificate: { name: 'a.pdf', size: 3 } };
    expect(checkApplication(details)).toBeNull();
    expect(checkApplication({ ...details, registrationNumber: ' ' })).toBe('input');
    expect(checkApplication({ ...details, certificate: null })).toBe('certificate');
    expect(checkApplication({ ...details, certificate: { name: 'a.pdf', size: 11 * 1024 * 1024 } })).toBe('certificateSize');
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
  it('a taken e-mail, with confirmation off (error) or on (a user without identities)', () => {
    expect(isAlreadyRegistered({ code: 'user_already_exists', message: 'User already registered' })).toBe(true);
    expect(isAlreadyRegistered(new AlreadyRegisteredError())).toBe(true);
    expect(isAlreadyRegistered({ message: 'Password is too weak' })).toBe(false);
    expect(signupErrorMessage(new AlreadyRegisteredError(), e)).toBe('이미 가입된 이메일입니다. 로그인 페이지로 이동하시거나 다른 이메일을 사용해주세요.');
  });
  it("the bucket's refusals in the certificate's terms: 10 MB, not the photo's 5 MB (issue 25)", () => {
    const tooLarge = { name: 'StorageApiError', statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' };
    expect(signupErrorMessage(tooLarge, e)).toBe('파일이 너무 큽니다. 10MB 이하의 파일을 올려주세요.');
    expect(signupErrorMessage({ statusCode: '415', error: 'invalid_mime_type', message: 'mime type text/html is not supported' }, e)).toBe('PDF, JPG, JPEG, PNG 파일만 올릴 수 있습니다.');
    expect(signupErrorMessage(new CertificateRefusedError('certificateSize'), e)).toBe('파일이 너무 큽니다. 10MB 이하의 파일을 올려주세요.');
  });
  it('otherwise the Korean message of the error (issue 16), else the default', () => {
    expect(signupErrorMessage({ message: 'Password is too weak' }, e)).toBe('비밀번호가 너무 약합니다. 8자 이상으로 입력해주세요.');
    expect(signupErrorMessage({ code: 'validation_failed', message: 'Unable to validate email address: invalid format' }, e)).toBe('올바른 이메일 주소를 입력해주세요.');
    expect(signupErrorMessage({}, e)).toBe('회원가입 중 오류가 발생했습니다.');
  });
});
