// Form validation shared by the apps (spec §5). Messages are verbatim requirements: the free
// check-up's are Korean, the client sign-up's and log-in's English. Forms show the first failing
// message (see firstIssueMessage).
import './zodConfig.ts'; // first: before any schema is built
import { z } from 'zod';
import { GENDERS } from './constants.ts';
import { birthDateProblem } from './birthDate.ts';

export const FREE_CHECKUP_MESSAGES = {
  category: '카테고리를 선택해주세요',
  name: '이름을 입력해주세요',
  nameTooLong: '이름은 100자 이하로 입력해주세요',
  email: '올바른 이메일을 입력해주세요',
  mobile: '연락처를 입력해주세요',
  mobileTooLong: '연락처는 50자 이하로 입력해주세요',
  nationalityTooLong: '국적은 100자 이하로 입력해주세요',
  issue: '최소 10자 이상 작성해주세요',
  issueTooLong: '5000자 이하로 작성해주세요',
  dateOfBirth: '생년월일은 1900-01-01부터 오늘 사이로 입력해주세요',
} as const;

/** An optional birth date: empty, or from 1900-01-01 to today (birthDate.ts; the database's rule too). */
const optionalBirthDate = (message: string) => z.string().optional().refine((v) => birthDateProblem(v) === null, message);

const M = FREE_CHECKUP_MESSAGES;

export const freeCheckupSchema = z.object({
  category: z.string().min(1, M.category),
  subCategory: z.string().optional(),
  isUrgent: z.boolean(),
  name: z.string().trim().min(1, M.name).max(100, M.nameTooLong),
  email: z.string().trim().max(255, M.email).pipe(z.email(M.email)),
  mobile: z.string().trim().min(1, M.mobile).max(50, M.mobileTooLong),
  dateOfBirth: optionalBirthDate(M.dateOfBirth),
  gender: z.string().optional(),
  nationality: z.string().max(100, M.nationalityTooLong).optional(),
  preferredLanguage: z.string().optional(),
  isInKorea: z.boolean().optional(),
  immigrationStatus: z.string().optional(),
  issueDescription: z.string().trim().min(10, M.issue).max(5000, M.issueTooLong),
});
export type FreeCheckupInput = z.input<typeof freeCheckupSchema>;

export const SIGN_UP_MESSAGES = {
  name: 'Please enter your name',
  nameTooLong: 'Name must be less than 100 characters',
  email: 'Please enter a valid email address',
  emailTooLong: 'Email must be less than 255 characters',
  passwordShort: 'Password must be at least 8 characters',
  passwordLong: 'Password must be less than 100 characters',
  gender: 'Please choose male, female or other',
  password: 'Please enter your password',
  birthDate: 'Please enter a date of birth between 1900-01-01 and today',
} as const;

const S = SIGN_UP_MESSAGES;

export const clientSignUpSchema = z.object({
  name: z.string().trim().min(1, S.name).max(100, S.nameTooLong),
  email: z.string().trim().max(255, S.emailTooLong).pipe(z.email(S.email)),
  password: z.string().min(8, S.passwordShort).max(100, S.passwordLong),
  phone: z.string().trim().max(50).optional(),
  birthDate: optionalBirthDate(S.birthDate),
  gender: z.union([z.enum(GENDERS, S.gender), z.literal('')]).optional(),
  nationality: z.string().trim().max(100).optional(),
  interestCategories: z.array(z.string()).optional(),
});
export type ClientSignUpInput = z.input<typeof clientSignUpSchema>;

export const clientLogInSchema = z.object({
  email: z.string().trim().max(255, S.emailTooLong).pipe(z.email(S.email)),
  password: z.string().min(1, S.password),
});
export type ClientLogInInput = z.input<typeof clientLogInSchema>;

export const PASSWORD_RESET_MESSAGES = {
  passwordMismatch: 'Passwords do not match',
} as const;

/** "Forgot your password?": the address to send the link to. */
export const passwordResetRequestSchema = z.object({
  email: z.string().trim().max(255, S.emailTooLong).pipe(z.email(S.email)),
});

/** The new password after a recovery link: the sign-up rule (8 to 100 characters), typed twice. */
export const newPasswordSchema = z
  .object({
    password: z.string().min(8, S.passwordShort).max(100, S.passwordLong),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: PASSWORD_RESET_MESSAGES.passwordMismatch, path: ['confirm'] });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

/** The first failing message of a zod result, or null when it passed. */
export function firstIssueMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string | null {
  if (result.success) return null;
  return result.error?.issues[0]?.message ?? null;
}
