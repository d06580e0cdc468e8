// Initial gzipped JS per console route (the shared tool, packages/bench/src/bundleSize.ts): the
// entry and its static imports, plus each route's lazy screen chunks; budget 300 KB.
//   node scripts/bundle-size.ts [--json] [--budget 300] [--top 15] [--forms]
// --forms also lists the routes with a form dialog open (its lazy chunk loaded on top of the
// route's): issue 16's budget is for "every list and form".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizeCli, gzipSizer, routeSizes, type Manifest } from '../../packages/bench/src/bundleSize.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist', 'admin');
const MANIFEST = path.join(DIST, '.vite', 'manifest.json');

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
  '/admin/language-verifications': [LAYOUT, 'src/language-verifications/LanguageVerificationList.tsx'],
  '/admin/settlements': [LAYOUT, 'src/settlements/statements/StatementList.tsx'],
  '/admin/settlements/:id/show': [LAYOUT, 'src/settlements/statements/StatementShow.tsx'],
  '/admin/lawyers/:id/show': [LAYOUT, 'src/lawyers/LawyerShow.tsx'],
  '/admin/users/:id/show': [LAYOUT, 'src/users/UserShow.tsx'],
  '/admin/security': [LAYOUT, 'src/security/SecurityPage.tsx'],
};

/** Routes with a dialog open whose form loads when first opened (the bookings' meeting-link form is part of its list). */
export const FORMS: Record<string, string[]> = {
  '/admin/coupons + coupon form': [...ROUTES['/admin/coupons'], 'src/coupons/CouponFormDialog.tsx'],
  '/admin/coupons + grant': [...ROUTES['/admin/coupons'], 'src/coupons/CouponGrantDialog.tsx'],
  '/admin/credits + top-up': [...ROUTES['/admin/credits'], 'src/credits/CreditTopUpDialog.tsx'],
  '/admin/free-checkups + details': [...ROUTES['/admin/free-checkups'], 'src/free-checkups/FreeCheckupShow.tsx'],
  '/admin/lawyers/:id/show + top-up': [...ROUTES['/admin/lawyers/:id/show'], 'src/credits/CreditTopUpDialog.tsx'],
  '/admin/settlements + adjust': [...ROUTES['/admin/settlements'], 'src/settlements/dialogs/AdjustDialog.tsx'],
  '/admin/settlements + transfer file': [...ROUTES['/admin/settlements'], 'src/settlements/dialogs/TransferFileDialog.tsx'],
  '/admin/settlements/:id/show + mark paid': [...ROUTES['/admin/settlements/:id/show'], 'src/settlements/dialogs/MarkPaidDialog.tsx'],
};

const BUDGET_KB = 300;
bundleSizeCli({ app: 'console', distDir: DIST, manifestPath: MANIFEST, routes: ROUTES, budgetKb: BUDGET_KB });

if (process.argv.includes('--forms')) {
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;
  const forms = routeSizes(manifest, FORMS, gzipSizer(DIST)).routes;
  console.log(`with a form open (budget ${BUDGET_KB} KB):`);
  const w = Math.max(...forms.map((r) => r.route.length)) + 2;
  for (const r of forms) {
    const kb = r.totalBytes / 1024;
    console.log(`  ${r.route.padEnd(w)} ${kb.toFixed(1).padStart(7)} KB  (${r.files.length} files)${kb > BUDGET_KB ? '  OVER' : ''}`);
    if (kb > BUDGET_KB) process.exitCode = 1;
  }
}
