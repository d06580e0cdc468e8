// The admin console: react-admin + ra-supabase under /admin (BrowserRouter basename). Every
// screen and the layout are lazy chunks; the login page and the providers load first.
import { BrowserRouter, Route } from 'react-router-dom';
import { CustomRoutes, Resource } from 'react-admin';
import { getSupabase } from './providers/supabase.ts';
import { createDataProvider } from './providers/dataProvider.ts';
import { createAuthProvider } from './providers/authProvider.ts';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { theme } from './theme.ts';
import { ConsoleAdmin as Admin, Dashboard } from './layout/ConsoleAdmin.tsx';
import { NoAccess } from './login/NoAccess.tsx';
import lawyers from './lawyers/index.ts';
import lawyerApplications from './lawyer-applications/index.ts';
import users from './users/index.ts';
import bookings from './bookings/index.ts';
import coupons from './coupons/index.ts';
import freeCheckups from './free-checkups/index.ts';
import credits from './credits/index.ts';
import paymentEvents from './payment-events/index.ts';
import auditLog from './audit-log/index.ts';
import failedDeliveries from './failed-deliveries/index.ts';
import languageVerifications from './language-verifications/index.ts';
import settlements from './settlements/statements/index.ts';
import settlementEntries from './settlements/entries/index.ts';

const supabase = getSupabase();
const dataProvider = createDataProvider(supabase);
const authProvider = createAuthProvider(supabase);

export const BASENAME = '/admin';

export function App() {
  return (
    // Location changes are not transitions: react-admin's auth redirects (logout → /login)
    // re-render synchronously, otherwise the redirect loops until the transition commits.
    <BrowserRouter basename={BASENAME} useTransitions={false}>
      <Admin title="K-Legal 관리자" dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} disableTelemetry>
        <Resource name="lawyers" {...lawyers} />
        <Resource name="lawyer-applications" {...lawyerApplications} />
        <Resource name="language-verifications" {...languageVerifications} />
        <Resource name="users" {...users} />
        <Resource name="bookings" {...bookings} />
        <Resource name="coupons" {...coupons} />
        <Resource name="free-checkups" {...freeCheckups} />
        <Resource name="credits" {...credits} />
        <Resource name="settlements" {...settlements} />
        <Resource name="settlement-entries" {...settlementEntries} />
        <Resource name="payment-events" {...paymentEvents} />
        <Resource name="audit-log" {...auditLog} />
        <Resource name="failed-deliveries" {...failedDeliveries} />
        <CustomRoutes>
          <Route path="/dashboard" element={<Dashboard />} />
        </CustomRoutes>
        <CustomRoutes noLayout>
          <Route path="/no-access" element={<NoAccess />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
