// Lawyer sign-up: the form's checks in the spec's order (section 5; the first failure stops) and
// the mapping of server errors to the spec's messages (section 8).
import { QUALIFICATION_TYPES } from '@klegal/shared';
import type { Messages } from '../i18n/ko.ts';
import { koreanError } from './errors.ts';

export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

export const MIN_PASSWORD_LENGTH = 8;
export const CERTIFICATE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
export const CERTIFICATE_ACCEPT = CERTIFICATE_EXTENSIONS.map((e) => `.${e}`).join(',');

export interface SignupValues {
  nameKorean: string;
  nameEnglish: string;
  email: string;
  password: string;
  passwordConfirm: string;
  qualificationType: QualificationType;
  registrationNumber: string;
  agreeTerms: boolean;
  agreePrivacy: boolean;
  certificate: { name: string } | null;
}

export type SignupProblem = 'input' | 'password' | 'mismatch' | 'agreement' | 'certificate' | 'certificateType';

/** File extension in lower case, '' when none. */
export function extensionOf(fileName: string): string {
  const i = fileName.lastIndexOf('.');
  return i < 0 ? '' : fileName.slice(i + 1).toLowerCase();
}

export function isCertificateFile(fileName: string): boolean {
  return (CERTIFICATE_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** The first failing check, in the spec's order, or null when the form may be submitted. */
export function checkSignup(v: SignupValues): SignupProblem | null {
  const filled = [v.nameKorean, v.nameEnglish, v.email, v.password, v.registrationNumber].every((s) => (s ?? '').trim() !== '');
  if (!filled) return 'input';
  if (v.password.length < MIN_PASSWORD_LENGTH) return 'password';
  if (v.password !== v.passwordConfirm) return 'mismatch';
  if (!v.agreeTerms || !v.agreePrivacy) return 'agreement';
  if (!v.certificate) return 'certificate';
  // The file input only offers these types; a file picked some other way is refused too.
  if (!isCertificateFile(v.certificate.name)) return 'certificateType';
  return null;
}

export function signupProblemMessage(p: SignupProblem, m: Messages['signup']['errors']): { title: string; description: string } {
  switch (p) {
    case 'input':
      return { title: m.inputTitle, description: m.input };
    case 'password':
      return { title: m.passwordTitle, description: m.password };
    case 'mismatch':
      return { title: m.mismatchTitle, description: m.mismatch };
    case 'agreement':
      return { title: m.agreementTitle, description: m.agreement };
    case 'certificate':
      return { title: m.certificateTitle, description: m.certificate };
    case 'certificateType':
      return { title: m.certificateTitle, description: m.certificateType };
  }
}

/** Thrown by the sign-up flow when the auth server returned no user. */
export class NoUserError extends Error {
  constructor() {
    super('User creation failed');
    this.name = 'NoUserError';
  }
}

/** The description of the '회원가입 실패' toast for an error raised during the sign-up flow. */
export function signupErrorMessage(error: unknown, m: Messages['signup']['errors']): string {
  if (error instanceof NoUserError) return m.noUser;
  const message = typeof error === 'object' && error && 'message' in error ? String((error as { message: unknown }).message ?? '') : '';
  const lower = message.toLowerCase();
  if (lower.includes('already registered') || lower.includes('already exists')) return m.alreadyRegistered;
  if (lower.includes('row-level security')) return m.upload;
  return message ? koreanError(error).message : m.generic;
}
