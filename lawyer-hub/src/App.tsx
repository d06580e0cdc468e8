// The app shell: router, antd (Korean locale, theme), toasts. The log-in and sign-up screens run
// without Refine (they call the auth provider directly); the portal (/lawyer/*) loads Refine with
// its providers and resources. Everything is split by route (React.lazy).
import { ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { FlashNotice } from './components/FlashNotice.tsx';
import { FullPageSpin } from './components/FullPageSpin.tsx';
import { ScrollToTop } from './components/ScrollToTop.tsx';
import { messages as t } from './i18n/ko.ts';
import { NotificationHost } from './providers/notificationProvider.tsx';
import { theme } from './theme.ts';

dayjs.locale('ko');

const SignupPage = lazy(() => import('./pages/auth/signup.tsx'));
const LoginPage = lazy(() => import('./pages/auth/login.tsx'));
const ForgotPasswordPage = lazy(() => import('./pages/auth/forgot-password.tsx'));
const ResetPasswordPage = lazy(() => import('./pages/auth/reset-password.tsx'));
const CompleteApplicationPage = lazy(() => import('./pages/auth/complete-application.tsx'));
const PortalApp = lazy(() => import('./PortalApp.tsx'));
const NotFound = lazy(() => import('./pages/not-found.tsx'));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpin label={t.app.loading} />}>{children}</Suspense>;
}

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider locale={koKR} theme={theme}>
        <NotificationHost>
          <Routes>
            <Route path="/lawyer-signup" element={<Page><SignupPage /></Page>} />
            <Route path="/lawyer-login" element={<Page><LoginPage /></Page>} />
            <Route path="/lawyer-login/forgot-password" element={<Page><ForgotPasswordPage /></Page>} />
            <Route path="/lawyer-login/reset-password" element={<Page><ResetPasswordPage /></Page>} />
            <Route path="/lawyer-login/complete-application" element={<Page><CompleteApplicationPage /></Page>} />
            <Route path="/lawyer/*" element={<Page><PortalApp /></Page>} />
            <Route path="/lawyer-hub/*" element={<Navigate to="/lawyer/dashboard" replace />} />
            <Route path="*" element={<Page><NotFound /></Page>} />
          </Routes>
          <FlashNotice />
          <ScrollToTop />
        </NotificationHost>
      </ConfigProvider>
    </BrowserRouter>
  );
}
