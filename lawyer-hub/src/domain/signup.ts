// Lawyer sign-up: the form's checks in the spec's order (section 5; the first failure stops) and
// the mapping of server errors to the spec's messages (section 8).
import { CERTIFICATE_ACCEPT, CERTIFICATE_EXTENSIONS, certificateProblem, errorKind, QUALIFICATION_TYPES, type CertificateProblem } from '@klegal/shared';
import type { Messages } from '../i18n/ko.ts';
import { koreanError } from './errors.ts';

export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

export const MIN_PASSWORD_LENGTH = 8;
// The bucket's rules (type, size), defined once in packages/shared (issue 25).
export { CERTIFICATE_ACCEPT, CERTIFICATE_EXTENSIONS };

/** The user metadata the sign-up sends so that a stopped application is known as one (issue 25). */
export const LAWYER_APPLICANT_METADATA = { applied_as: 'lawyer' } as const;

/** The certificate as the form knows it (a File, or a description of one in tests). */
export interface CertificateFile {
  name: string;
  type?: string;
  size?: number;
}

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
  certificate: CertificateFile | null;
}

export type SignupProblem = 'input' | 'password' | 'mismatch' | 'agreement' | 'certificate' | 'certificateType' | 'certificateSize' | 'certificateEmpty';

const CERTIFICATE_PROBLEMS: Record<CertificateProblem, SignupProblem> = { type: 'certificateType', size: 'certificateSize', empty: 'certificateEmpty' };

/** The check of the certificate alone (the sign-up and the page that finishes an application). */
export function checkCertificate(file: CertificateFile | null): SignupProblem | null {
  if (!file) return 'certificate';
  const p = certificateProblem(file);
  return p ? CERTIFICATE_PROBLEMS[p] : null;
}

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
  // The file input only offers these types; a file picked some other way is refused too, and so
  // is one over the bucket's size limit: before anything is created (issue 25).
  return checkCertificate(v.certificate);
}

/** The details form that finishes a stopped application: names, registration number, certificate. */
export interface ApplicationValues {
  nameKorean: string;
  nameEnglish: string;
  qualificationType: QualificationType;
  registrationNumber: string;
  certificate: CertificateFile | null;
}

export function checkApplication(v: ApplicationValues): SignupProblem | null {
  const filled = [v.nameKorean, v.nameEnglish, v.registrationNumber].every((s) => (s ?? '').trim() !== '');
  if (!filled) return 'input';
  return checkCertificate(v.certificate);
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
    case 'certificateSize':
      return { title: m.certificateTitle, description: m.certificateSize };
    case 'certificateEmpty':
      return { title: m.certificateTitle, description: m.certificateEmpty };
  }
}

/** Thrown by the sign-up flow when the auth server returned no user. */
export class NoUserError extends Error {
  constructor() {
    super('User creation failed');
    this.name = 'NoUserError';
  }
}

/** A certificate the bucket would refuse; thrown before anything is created or uploaded. */
export class CertificateRefusedError extends Error {
  readonly problem: SignupProblem;
  constructor(problem: SignupProblem) {
    super(`Certificate refused: ${problem}`);
    this.problem = problem;
    this.name = 'CertificateRefusedError';
  }
}

/**
 * Thrown when the address already has an account: GoTrue's error with e-mail confirmation off, its
 * user without identities (and no error, so as not to reveal the account) with it on.
 */
export class AlreadyRegisteredError extends Error {
  constructor() {
    super('User already registered');
    this.name = 'AlreadyRegisteredError';
  }
}

/** Whether a sign-up error means "this e-mail already has an account" (then: sign in and finish). */
export function isAlreadyRegistered(error: unknown): boolean {
  if (error instanceof AlreadyRegisteredError) return true;
  const e = (error ?? {}) as { code?: unknown; message?: unknown };
  if (e.code === 'user_already_exists' || e.code === 'email_exists') return true;
  const lower = String(e.message ?? '').toLowerCase();
  return lower.includes('already registered');
}

/** The description of the '회원가입 실패' toast for an error raised during the sign-up flow. */
export function signupErrorMessage(error: unknown, m: Messages['signup']['errors']): string {
  if (error instanceof NoUserError) return m.noUser;
  if (error instanceof CertificateRefusedError) return signupProblemMessage(error.problem, m).description;
  if (isAlreadyRegistered(error)) return m.alreadyRegistered;
  // the bucket's own refusals, in the certificate's terms (not the profile photo's 5 MB)
  const kind = errorKind(error);
  if (kind === 'file_too_large') return m.certificateSize;
  if (kind === 'file_type') return m.certificateType;
  const message = typeof error === 'object' && error && 'message' in error ? String((error as { message: unknown }).message ?? '') : '';
  const lower = message.toLowerCase();
  if (lower.includes('already registered') || lower.includes('already exists')) return m.alreadyRegistered;
  if (lower.includes('row-level security')) return m.upload;
  return message ? koreanError(error).message : m.generic;
}
