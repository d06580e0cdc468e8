// Lighthouse (desktop) per console route of a running server (the shared tool,
// packages/bench/src/lighthouse.ts), the signed-in routes as the demo administrator.
//   node scripts/lighthouse.ts [BASE_URL] [--json]      (default http://localhost:4321)
import { lighthouseCli } from '../../packages/bench/src/lighthouse.ts';

await lighthouseCli({
  app: 'console',
  port: 9334,
  publicRoutes: ['/admin/login'],
  logIn: {
    path: '/admin/login',
    fields: [
      ['이메일', process.env.ADMIN_EMAIL ?? 'admin@demo.test'],
      ['비밀번호', process.env.ADMIN_PASSWORD ?? 'Demo-pass-2026'],
    ],
    button: { name: '로그인', exact: true },
    reached: '**/admin/dashboard',
  },
  signedInRoutes: ['/admin/dashboard', '/admin/lawyers', '/admin/bookings', '/admin/coupons', '/admin/free-checkups'],
  targets: { performance: 90, accessibility: 100 },
});
