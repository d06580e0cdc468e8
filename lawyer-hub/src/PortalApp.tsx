// The lawyer portal (/lawyer/*): Refine with the Supabase data and live providers, our auth
// provider, the react-router router provider, one resource per area, the access check and the
// layout. Each area's page is its own chunk.
import { AccountBookOutlined, BookOutlined, CalendarOutlined, DashboardOutlined, ScheduleOutlined, UserOutlined } from '@ant-design/icons';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import { LawyerAccess } from './components/access/LawyerAccess.tsx';
import { LawyerLayout } from './components/layout/LawyerLayout.tsx';
import { messages as t } from './i18n/ko.ts';
import { i18nProvider } from './i18n/refine.ts';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider, liveProvider } from './providers/dataProvider.ts';
import { useNotificationProvider } from './providers/notificationProvider.tsx';

const DashboardPage = lazy(() => import('./pages/dashboard/index.tsx'));
const BookingList = lazy(() => import('./pages/bookings/list.tsx'));
const BookmarkList = lazy(() => import('./pages/bookmarks/list.tsx'));
const ProfileEdit = lazy(() => import('./pages/profile/edit.tsx'));
const SettlementPage = lazy(() => import('./pages/settlement/index.tsx'));
const AvailabilityPage = lazy(() => import('./pages/availability/index.tsx'));
const NotFound = lazy(() => import('./pages/not-found.tsx'));

// Resources per area; names are the tables or views each area reads.
export const resources = [
  { name: 'dashboard', list: '/lawyer/dashboard', meta: { label: t.nav.dashboard, icon: <DashboardOutlined /> } },
  { name: 'booking_details', list: '/lawyer/bookings', meta: { label: t.nav.bookings, icon: <CalendarOutlined /> } },
  { name: 'lawyer_availability', list: '/lawyer/availability', meta: { label: t.nav.availability, icon: <ScheduleOutlined /> } },
  { name: 'bookmark_details', list: '/lawyer/bookmarks', meta: { label: t.nav.bookmarks, icon: <BookOutlined /> } },
  { name: 'lawyers', list: '/lawyer/profile', meta: { label: t.nav.profile, icon: <UserOutlined /> } },
  { name: 'lawyer_settlement_statements', list: '/lawyer/settlement', meta: { label: t.nav.settlement, icon: <AccountBookOutlined /> } },
];

function AreaPage({ children }: { children: ReactNode }) {
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

function Portal({ children }: { children: ReactNode }) {
  return (
    <LawyerAccess>
      <LawyerLayout>
        <AreaPage>{children}</AreaPage>
      </LawyerLayout>
    </LawyerAccess>
  );
}

export default function PortalApp() {
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
        <Route element={<Portal><Outlet /></Portal>}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="bookings" element={<BookingList />} />
          <Route path="bookmarks" element={<BookmarkList />} />
          <Route path="profile" element={<ProfileEdit />} />
          <Route path="settlement" element={<SettlementPage />} />
          <Route path="availability" element={<AvailabilityPage />} />
        </Route>
        <Route path="" element={<Navigate to="/lawyer/dashboard" replace />} />
        <Route path="*" element={<Suspense fallback={null}><NotFound /></Suspense>} />
      </Routes>
    </Refine>
  );
}
