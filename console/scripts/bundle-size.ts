// Initial gzipped JS per console route (the shared tool, packages/bench/src/bundleSize.ts): the
// entry and its static imports, plus each route's lazy screen chunks; budget 300 KB.
//   node scripts/bundle-size.ts [--json] [--budget 300] [--top 15]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizeCli } from '../../packages/bench/src/bundleSize.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist', 'admin');

// Signed-in routes also load the lazy layout (app bar, sidebar, menu).
const LAYOUT = 'src/layout/Layout.tsx';
export const ROUTES: Record<string, string[]> = {
  '/admin/login': [],
  '/admin/dashboard': [LAYOUT, 'src/dashboard/Dashboard.tsx'],
  '/admin/lawyers': [LAYOUT, 'src/lawyers/LawyerList.tsx'],
  '/admin/users': [LAYOUT, 'src/users/UserList.tsx'],
  '/admin/bookings': [LAYOUT, 'src/bookings/BookingList.tsx'],
  '/admin/coupons': [LAYOUT, 'src/coupons/CouponList.tsx'],
  '/admin/free-checkups': [LAYOUT, 'src/free-checkups/FreeCheckupList.tsx'],
  '/admin/credits': [LAYOUT, 'src/credits/CreditList.tsx'],
  '/admin/payment-events': [LAYOUT, 'src/payment-events/PaymentEventList.tsx'],
  '/admin/audit-log': [LAYOUT, 'src/audit-log/AuditLogList.tsx'],
  '/admin/failed-deliveries': [LAYOUT, 'src/failed-deliveries/FailedDeliveryList.tsx'],
  '/admin/lawyers/:id/show': [LAYOUT, 'src/lawyers/LawyerShow.tsx'],
  '/admin/users/:id/show': [LAYOUT, 'src/users/UserShow.tsx'],
  '/admin/security': [LAYOUT, 'src/security/SecurityPage.tsx'],
};

bundleSizeCli({ app: 'console', distDir: DIST, manifestPath: path.join(DIST, '.vite', 'manifest.json'), routes: ROUTES, budgetKb: 300 });
