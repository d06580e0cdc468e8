// Lighthouse (desktop) per lawyer-portal route of a running server (the shared tool,
// packages/bench/src/lighthouse.ts), the portal routes as the demo lawyer.
//   node scripts/lighthouse.ts [BASE_URL] [--json]      (default http://localhost:4321)
import { lighthouseCli } from '../../packages/bench/src/lighthouse.ts';

await lighthouseCli({
  app: 'lawyer-hub',
  port: 9333,
  publicRoutes: ['/lawyer-login', '/lawyer-signup'],
  logIn: {
    path: '/lawyer-login',
    fields: [
      ['이메일', process.env.LAWYER_EMAIL ?? 'lawyer@demo.test'],
      ['비밀번호', process.env.LAWYER_PASSWORD ?? 'Demo-pass-2026', true],
    ],
    button: { name: '로그인' },
    reached: '**/lawyer/dashboard',
  },
  signedInRoutes: ['/lawyer/dashboard', '/lawyer/bookings', '/lawyer/bookmarks', '/lawyer/profile'],
  targets: { performance: 90, accessibility: 100 },
});
