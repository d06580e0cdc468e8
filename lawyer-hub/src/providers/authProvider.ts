// Refine auth provider of the lawyer portal. The flows follow the spec (sections 6–8); the
// database (RLS and functions) is the security boundary, these checks are only UX.
import type { AuthProvider } from '@refinedev/core';
import { safeRedirectPath } from '@klegal/shared';
import { checkAccess, requestPasswordReset, setNewPassword, signInLawyer, signOutLawyer } from '../data/auth.ts';
import { getIdentity } from '../data/lawyers.ts';
import { registerLawyer, type LawyerApplication } from '../data/signup.ts';
import { checkNewPassword, isEmail, newPasswordProblemMessage, RESET_PATHS, resetRedirectUrl } from '../domain/passwordReset.ts';
import { isAlreadyRegistered, signupErrorMessage } from '../domain/signup.ts';
import { messages as t } from '../i18n/ko.ts';
import { koreanError } from '../domain/errors.ts';

export const ROUTES = {
  dashboard: '/lawyer/dashboard',
  login: '/lawyer-login',
  /** An account without a lawyer record finishes its application here (issue 25). */
  completeApplication: '/lawyer-login/complete-application',
  signup: '/lawyer-signup',
  forgotPassword: RESET_PATHS.forgot,
  resetPassword: RESET_PATHS.reset,
  clientLogin: '/auth',
  home: '/',
} as const;

/**
 * Where a lawyer goes after log-in: Refine's ?to= if it is a path on this site (the shared rule
 * against open redirects), else the dashboard; never back to the log-in or sign-up page, which
 * would send a signed-in lawyer on again and again (nor to the password pages under the log-in).
 */
export function afterLoginPath(to: string | null | undefined): string {
  const target = safeRedirectPath(to, ROUTES.dashboard);
  const path = target.split(/[?#]/, 1)[0]?.replace(/\/+$/, '').toLowerCase() ?? '';
  return path === ROUTES.login || path.startsWith(`${ROUTES.login}/`) || path === ROUTES.signup ? ROUTES.dashboard : target;
}

export const authProvider: AuthProvider = {
  login: async ({ email, password, to }: { email?: string; password?: string; to?: string | null }) => {
    if (!email?.trim() || !password) {
      return { success: false, error: { name: t.login.errors.failedTitle, message: t.login.errors.required } };
    }
    const r = await signInLawyer(email, password);
    if (r.ok && r.applicationIncomplete) return { success: true, redirectTo: ROUTES.completeApplication };
    if (r.ok) return { success: true, redirectTo: afterLoginPath(to) };
    const message =
      r.reason === 'invalid' ? t.login.errors.invalid : r.reason === 'not_lawyer' ? t.login.errors.notLawyer : r.message || t.login.errors.generic;
    return { success: false, error: { name: t.login.errors.failedTitle, message } };
  },

  /**
   * The sign-up. Without a session (e-mail confirmation on) the account waits for its first
   * log-in at /lawyer-login, which finishes the application; a taken e-mail is told to sign in
   * there (`alreadyRegistered`), which also finishes an application that stopped.
   */
  register: async (application: LawyerApplication) => {
    try {
      const r = await registerLawyer(application);
      if (r.status === 'confirm_email') {
        return {
          success: true,
          redirectTo: ROUTES.login,
          successNotification: { message: t.signup.confirmEmailTitle, description: t.signup.confirmEmail },
        };
      }
      return {
        success: true,
        redirectTo: ROUTES.dashboard,
        successNotification: { message: t.signup.successTitle, description: t.signup.success },
      };
    } catch (e) {
      return {
        success: false,
        alreadyRegistered: isAlreadyRegistered(e),
        error: { name: t.signup.errors.failedTitle, message: signupErrorMessage(e, t.signup.errors) },
      };
    }
  },

  /** "비밀번호를 잊으셨나요?": the same success whether an account exists for the address or not. */
  forgotPassword: async ({ email }: { email?: string }) => {
    const address = (email ?? '').trim();
    if (!isEmail(address)) return { success: false, error: { name: t.reset.errors.emailTitle, message: t.reset.errors.email } };
    try {
      await requestPasswordReset(address, resetRedirectUrl(window.location.origin));
      return { success: true };
    } catch (e) {
      return { success: false, error: { name: t.reset.errors.sendTitle, message: e ? koreanError(e).message : t.reset.errors.send } };
    }
  },

  /** The new password, on the page a recovery link opened (the session is the recovery one). */
  updatePassword: async ({ password, confirmPassword }: { password?: string; confirmPassword?: string }) => {
    const problem = checkNewPassword(password ?? '', confirmPassword ?? '');
    if (problem) {
      const m = newPasswordProblemMessage(problem, t.reset.errors);
      return { success: false, error: { name: m.title, message: m.description } };
    }
    try {
      await setNewPassword(password ?? '');
      const access = await checkAccess();
      return {
        success: true,
        redirectTo: access.kind === 'lawyer' ? ROUTES.dashboard : access.kind === 'applicant' ? ROUTES.completeApplication : ROUTES.home,
        successNotification: { message: t.reset.successTitle, description: t.reset.success },
      };
    } catch (e) {
      const err = e as { code?: string; name?: string; message?: string };
      if (err.name === 'AuthSessionMissingError' || err.code === 'session_not_found' || err.code === 'bad_jwt') {
        return { success: false, redirectTo: ROUTES.resetPassword, error: { name: t.reset.invalidTitle, message: t.reset.invalid } };
      }
      const message = err.code === 'same_password' ? t.reset.errors.same : err.code === 'weak_password' ? t.reset.errors.short : err.message ? koreanError(err).message : t.reset.errors.save;
      return { success: false, error: { name: t.reset.errors.saveTitle, message } };
    }
  },

  logout: async () => {
    try {
      await signOutLawyer();
      return { success: true, successNotification: { message: t.logout.done } };
    } catch (e) {
      return { success: false, error: { name: t.logout.failed, message: koreanError(e).message } };
    }
  },

  check: async () => {
    const access = await checkAccess();
    switch (access.kind) {
      case 'lawyer':
        return { authenticated: true };
      case 'no_session':
        return {
          authenticated: false,
          redirectTo: ROUTES.clientLogin,
          error: { name: t.access.loginRequiredTitle, message: t.access.loginRequired },
        };
      case 'applicant':
        // signed in, application not finished: finish it first (issue 25)
        return {
          authenticated: false,
          redirectTo: ROUTES.completeApplication,
          error: { name: t.finish.noticeTitle, message: t.finish.notice },
        };
      case 'not_lawyer':
        return {
          authenticated: false,
          redirectTo: ROUTES.home,
          error: { name: t.access.lawyersOnlyTitle, message: t.access.lawyersOnly },
        };
      default:
        // any other error during the check: to the home page, without a message (spec)
        return { authenticated: false, redirectTo: ROUTES.home };
    }
  },

  getIdentity: async () => getIdentity(),

  getPermissions: async () => null,

  onError: async (error: { statusCode?: number; status?: number; code?: string }) => {
    const status = error?.statusCode ?? error?.status;
    if (status === 401 || error?.code === 'PGRST301' || error?.code === 'PGRST303') {
      return { logout: true, redirectTo: ROUTES.home, error: error as never };
    }
    return { error: error as never };
  },
};
