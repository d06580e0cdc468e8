import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

// The page being opened starts downloading its lazy chunks (the layout and the screen) now, in
// parallel with the shell's evaluation and the session check, instead of after them: the same
// import() calls as the lazy() screens, so React finds the modules already loaded (Lighthouse:
// LCP of the lists waited for auth → layout chunk → list chunk → data, one after the other).
const SCREENS: Record<string, { list?: () => Promise<unknown>; show?: () => Promise<unknown> }> = {
  '': { list: () => import('./dashboard/Dashboard.tsx') },
  dashboard: { list: () => import('./dashboard/Dashboard.tsx') },
  security: { list: () => import('./security/SecurityPage.tsx') },
  lawyers: { list: () => import('./lawyers/LawyerList.tsx'), show: () => import('./lawyers/LawyerShow.tsx') },
  users: { list: () => import('./users/UserList.tsx'), show: () => import('./users/UserShow.tsx') },
  bookings: { list: () => import('./bookings/BookingList.tsx') },
  coupons: { list: () => import('./coupons/CouponList.tsx') },
  'free-checkups': { list: () => import('./free-checkups/FreeCheckupList.tsx') },
  credits: { list: () => import('./credits/CreditList.tsx') },
  settlements: { list: () => import('./settlements/statements/StatementList.tsx'), show: () => import('./settlements/statements/StatementShow.tsx') },
  'payment-events': { list: () => import('./payment-events/PaymentEventList.tsx') },
  'audit-log': { list: () => import('./audit-log/AuditLogList.tsx') },
  'failed-deliveries': { list: () => import('./failed-deliveries/FailedDeliveryList.tsx') },
};
const [section = '', , action] = location.pathname.replace(/^\/admin\/?/, '').split('/');
const screen = SCREENS[section];
if (screen) {
  void import('./layout/Layout.tsx').catch(() => undefined);
  void (action === 'show' ? screen.show : screen.list)?.().catch(() => undefined);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
