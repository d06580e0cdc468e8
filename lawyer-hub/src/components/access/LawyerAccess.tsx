// Access to /lawyer/*: a loading state while the session and the lawyer role are checked; no
// session → toast '로그인 필요' and /auth; not a lawyer → toast '접근 권한 없음' and /; any other
// error → /. A sign-out event (e.g. in another tab) sends the user to /, a sign-in re-checks.
// These pages live in other apps, so the move is a full page load, made after a short pause
// that leaves the toast readable.
import { useGetIdentity, useInvalidateAuthStore, useIsAuthenticated, useNotification } from '@refinedev/core';
import { Button } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { isLoggingOut } from '../../data/auth.ts';
import type { Identity } from '../../data/lawyers.ts';
import { messages as t } from '../../i18n/ko.ts';
import { supabase } from '../../providers/supabase.ts';
import { FullPageSpin } from '../FullPageSpin.tsx';
import { useLoggingOut } from '../../hooks/useLoggingOut.ts';
import { Notice } from '../Notice.tsx';
import { LawyerSessionContext } from './session.tsx';

export const EXTERNAL_REDIRECT_DELAY_MS = 1200;

export function LawyerAccess({ children }: { children: ReactNode }) {
  // While the portal's own logout runs, neither check is sent again (Refine's logout invalidates
  // them, and the identity query would fail with 401 once the session is gone): the last answers
  // stay and the layout shows that the lawyer is being signed out.
  const loggingOut = useLoggingOut();
  const check = useIsAuthenticated({ queryOptions: { retry: false, refetchOnWindowFocus: false, enabled: !loggingOut } });
  const authenticated = check.data?.authenticated === true;
  const identity = useGetIdentity<Identity | null>({ queryOptions: { enabled: authenticated && !loggingOut, retry: false } });
  const invalidateAuth = useInvalidateAuthStore();
  const { open } = useNotification();
  const redirected = useRef(false);

  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === 'SIGNED_OUT' && !isLoggingOut()) window.location.assign('/');
      else if (event === 'SIGNED_IN') void invalidateAuth();
    });
    return () => data.subscription.unsubscribe();
  }, [invalidateAuth]);

  const identityFailed = authenticated && (identity.isError || (identity.isSuccess && !identity.data));
  const failed = (check.isSuccess && !authenticated) || identityFailed;
  const redirectTo = check.data?.redirectTo ?? '/';
  const error = check.data?.error as { name?: string; message?: string } | undefined;

  useEffect(() => {
    if (!failed && !check.isError) return;
    if (redirected.current || isLoggingOut()) return;
    redirected.current = true;
    if (error?.message) {
      open?.({ key: 'access', type: 'error', message: error.name ?? '', description: error.message });
      const timer = setTimeout(() => window.location.replace(redirectTo), EXTERNAL_REDIRECT_DELAY_MS);
      return () => clearTimeout(timer);
    }
    window.location.replace(check.isError ? '/' : redirectTo);
  }, [failed, check.isError, error, redirectTo, open]);

  if (loggingOut) {
    if (!identity.data) return <FullPageSpin label={t.app.redirecting} />;
    return <LawyerSessionContext.Provider value={identity.data}>{children}</LawyerSessionContext.Provider>;
  }
  if (failed || check.isError) {
    if (!error?.message || identityFailed) return <FullPageSpin label={t.app.redirecting} />;
    const toLogin = redirectTo === '/auth';
    return (
      <Notice
        tone={toLogin ? 'info' : 'warning'}
        title={error.name ?? ''}
        subtitle={error.message}
        action={
          <Button type="primary" href={redirectTo}>
            {toLogin ? t.access.goLogin : t.access.goHome}
          </Button>
        }
      />
    );
  }
  if (!authenticated || !identity.data) {
    return <FullPageSpin label={t.app.checkingAccess} />;
  }
  return <LawyerSessionContext.Provider value={identity.data}>{children}</LawyerSessionContext.Provider>;
}
