import { BookOutlined, CalendarOutlined, DashboardOutlined, UserOutlined } from '@ant-design/icons';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import koKR from 'antd/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes } from 'react-router';
import { FullPageSpin, LawyerAccess } from './components/access/LawyerAccess.tsx';
import { FlashNotice } from './components/FlashNotice.tsx';
import { LawyerLayout } from './components/layout/LawyerLayout.tsx';
import { messages as t } from './i18n/ko.ts';
import { i18nProvider } from './i18n/refine.ts';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider, liveProvider } from './providers/dataProvider.ts';
import { useNotificationProvider } from './providers/notificationProvider.tsx';
import { theme } from './theme.ts';

dayjs.locale('ko');

// Code-split by route: each area is its own chunk.
const SignupPage = lazy(() => import('./pages/auth/signup.tsx'));
const LoginPage = lazy(() => import('./pages/auth/login.tsx'));
const DashboardPage = lazy(() => import('./pages/dashboard/index.tsx'));
const BookingList = lazy(() => import('./pages/bookings/list.tsx'));
const BookmarkList = lazy(() => import('./pages/bookmarks/list.tsx'));
const ProfileEdit = lazy(() => import('./pages/profile/edit.tsx'));
const NotFound = lazy(() => import('./pages/not-found.tsx'));

// Resources per area; names are the tables (or views) each area reads.
const resources = [
  { name: 'dashboard', list: '/lawyer/dashboard', meta: { label: t.nav.dashboard, icon: <DashboardOutlined /> } },
  { name: 'lawyer_bookings', list: '/lawyer/bookings', meta: { label: t.nav.bookings, icon: <CalendarOutlined /> } },
  { name: 'lawyer_bookmarks', list: '/lawyer/bookmarks', meta: { label: t.nav.bookmarks, icon: <BookOutlined /> } },
  { name: 'lawyers', list: '/lawyer/profile', meta: { label: t.nav.profile, icon: <UserOutlined /> } },
];

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpin label={t.app.loading} />}>{children}</Suspense>;
}

function PortalPage({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div role="status" aria-live="polite" className="lh-muted" style={{ padding: 24 }}>
          {t.app.loading}
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

function RefineApp() {
  return (
    <Refine
      dataProvider={dataProvider}
      liveProvider={liveProvider}
      authProvider={authProvider}
      routerProvider={routerProvider}
      notificationProvider={useNotificationProvider}
      i18nProvider={i18nProvider}
      resources={resources}
      options={{
        disableTelemetry: true,
        syncWithLocation: false,
        warnWhenUnsavedChanges: false,
        liveMode: 'off',
        reactQuery: { clientConfig: { defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } } },
        title: { text: t.app.title },
      }}
    >
      <Routes>
        <Route path="/lawyer-signup" element={<Page><SignupPage /></Page>} />
        <Route path="/lawyer-login" element={<Page><LoginPage /></Page>} />
        <Route
          element={
            <LawyerAccess>
              <LawyerLayout>
                <Outlet />
              </LawyerLayout>
            </LawyerAccess>
          }
        >
          <Route path="/lawyer/dashboard" element={<PortalPage><DashboardPage /></PortalPage>} />
          <Route path="/lawyer/bookings" element={<PortalPage><BookingList /></PortalPage>} />
          <Route path="/lawyer/bookmarks" element={<PortalPage><BookmarkList /></PortalPage>} />
          <Route path="/lawyer/profile" element={<PortalPage><ProfileEdit /></PortalPage>} />
        </Route>
        <Route path="/lawyer-hub" element={<Navigate to="/lawyer/dashboard" replace />} />
        <Route path="/lawyer-hub/*" element={<Navigate to="/lawyer/dashboard" replace />} />
        <Route path="*" element={<Page><NotFound /></Page>} />
      </Routes>
      <FlashNotice />
    </Refine>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <ConfigProvider locale={koKR} theme={theme}>
        <AntdApp notification={{ maxCount: 1, placement: 'topRight' }}>
          <RefineApp />
        </AntdApp>
      </ConfigProvider>
    </BrowserRouter>
  );
}
