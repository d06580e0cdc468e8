// Initial gzipped JS per lawyer-portal route (the shared tool, packages/bench/src/bundleSize.ts):
// the entry and its static imports, plus each route's lazy page chunks; budget 280 KB.
//   node scripts/bundle-size.ts [--json] [--budget 280] [--top 15]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleSizeCli } from '../../packages/bench/src/bundleSize.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The lazy modules each route loads at once, after the shell.
const PORTAL = 'src/PortalApp.tsx';
export const ROUTES: Record<string, string[]> = {
  '/lawyer-login': ['src/pages/auth/login.tsx'],
  '/lawyer-signup': ['src/pages/auth/signup.tsx'],
  '/lawyer/dashboard': [PORTAL, 'src/pages/dashboard/index.tsx'],
  '/lawyer/bookings': [PORTAL, 'src/pages/bookings/list.tsx'],
  '/lawyer/bookmarks': [PORTAL, 'src/pages/bookmarks/list.tsx'],
  '/lawyer/profile': [PORTAL, 'src/pages/profile/edit.tsx'],
  '/lawyer/settlement': [PORTAL, 'src/pages/settlement/index.tsx'],
  '/lawyer/availability': [PORTAL, 'src/pages/availability/index.tsx'],
};

// the manifest is moved out of the served folder after the build (vite.config.ts)
bundleSizeCli({ app: 'lawyer-hub', distDir: path.join(ROOT, 'dist', 'lawyer-hub'), manifestPath: path.join(ROOT, 'dist', 'manifest.json'), routes: ROUTES, budgetKb: 280 });
