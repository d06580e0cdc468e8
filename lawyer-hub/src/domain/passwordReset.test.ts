import { describe, expect, it } from 'vitest';
import { messages } from '../i18n/ko.ts';
import { checkNewPassword, isEmail, newPasswordProblemMessage, resetRedirectUrl, tokenMethod } from './passwordReset.ts';

function jwt(claims: object): string {
  const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${b64({ alg: 'HS256' })}.${b64(claims)}.sig`;
}

describe('password reset', () => {
  it('checks the new password: at least 8 characters, at most 72 bytes, typed twice', () => {
    expect(checkNewPassword('1234567', '1234567')).toBe('short');
    expect(checkNewPassword('12345678', '12345679')).toBe('mismatch');
    expect(checkNewPassword('가'.repeat(25), '가'.repeat(25))).toBe('long'); // 75 bytes
    expect(checkNewPassword('12345678', '12345678')).toBeNull();
    expect(newPasswordProblemMessage('short', messages.reset.errors)).toEqual({ title: '비밀번호 오류', description: '비밀번호는 8자 이상이어야 합니다.' });
    expect(newPasswordProblemMessage('mismatch', messages.reset.errors)).toEqual({ title: '비밀번호 불일치', description: '비밀번호가 일치하지 않습니다.' });
  });
  it('the link leads to the portal\'s new-password page on this origin', () => {
    expect(resetRedirectUrl('http://localhost:4321')).toBe('http://localhost:4321/lawyer-login/reset-password');
  });
  it('reads the token\'s authentication method', () => {
    expect(tokenMethod(jwt({ amr: [{ method: 'recovery' }] }))).toBe('recovery');
    expect(tokenMethod('x.y')).toBeNull();
  });
  it('recognises an e-mail address', () => {
    expect(isEmail(' lawyer@demo.test ')).toBe(true);
    expect(isEmail('lawyer')).toBe(false);
  });
});
