// react-admin's <Admin>, assembled from its parts (AdminContext + CoreAdminUI, as
// ra-ui-materialui's AdminUI does). The stock <Admin>/<AdminUI> import their default layout,
// login page, error page and English i18n provider statically even when replaced, which alone
// put the first load over the 300 KB budget; here every piece is ours and the layout is lazy.
// Telemetry is off (disableTelemetry).
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, localStorageStore, useLocaleState, type AuthProvider, type DataProvider, type I18nProvider, type RaThemeOptions } from 'react-admin';
import { CssBaseline } from '@mui/material';
import { SingleNotification } from './SingleNotification.tsx';
import { LoadingPage, ErrorPage } from './LoadingPage.tsx';
import { Route } from 'react-router-dom';
import { LoginPage } from '../login/LoginPage.tsx';

const LazyLayout = lazy(() => import('./Layout.tsx'));
const NotFound = lazy(() => import('./NotFound.tsx'));
const Dashboard = lazy(() => import('../dashboard/Dashboard.tsx'));
// 보안 (two-step verification, issue 18): reached from the top bar.
const SecurityPage = lazy(() => import('../security/SecurityPage.tsx'));

function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<LoadingPage />}>
      <LazyLayout>{children}</LazyLayout>
    </Suspense>
  );
}

const store = localStorageStore(undefined, 'klegal-admin');

/** Keeps <html lang> in step with the chosen language (screen readers, hyphenation). */
function HtmlLang() {
  const [locale] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

export interface ConsoleAdminProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
  theme: RaThemeOptions;
  title: string;
  disableTelemetry?: boolean;
  children: ReactNode;
}

export function ConsoleAdmin({ dataProvider, authProvider, i18nProvider, theme, title, disableTelemetry = true, children }: ConsoleAdminProps) {
  return (
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={store} theme={theme} darkTheme={null}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          title={title}
          layout={ConsoleLayout}
          loginPage={LoginPage}
          dashboard={Dashboard}
          catchAll={NotFound}
          loading={LoadingPage}
          error={ErrorPage}
          requireAuth
          disableTelemetry={disableTelemetry}
        >
          {children}
          <CustomRoutes>
            <Route path="/security" element={<SecurityPage />} />
          </CustomRoutes>
        </CoreAdminUI>
        <SingleNotification />
        <HtmlLang />
      </CssBaseline>
    </AdminContext>
  );
}

export { Dashboard };
