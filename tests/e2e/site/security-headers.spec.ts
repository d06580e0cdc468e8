// Content-Security-Policy and the security headers (issue 14): a page of each app — static, SSR,
// the two single-page apps signed in and out — works under its policy with no violation, and the
// server sends the headers a <meta> cannot carry. The policy itself: packages/shared/src/securityPolicy.ts.
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, CLIENT, DEMO_LAWYER, DEMO_LAWYER_ID, PASSWORD, signedIn, storeSession, waitForIslands } from './helpers.ts';

interface Violation { directive: string; blocked: string; source: string }

/**
 * Collects every CSP violation of the page: the securitypolicyviolation events (reported through a
 * binding, which the policy cannot block) and Chromium's console messages about refused loads.
 */
async function watchViolations(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  await page.exposeBinding('__cspViolation', (_src, v: Violation) => { seen.violations.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: Violation) => void }).__cspViolation({
        directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(m.text())) seen.console.push(m.text());
  });
  return seen;
}

/**
 * The page's policy: a <meta> before every script (static pages, the SPAs) or, on a server-rendered
 * page, Astro's header; either way scripts only from 'self' and hashes, never inline wholesale.
 */
async function expectPolicy(page: Page, headerPolicies: string[]): Promise<string> {
  const meta = await page.evaluate(() => {
    const el = document.querySelector('meta[http-equiv="content-security-policy" i]');
    const first = document.querySelector('script');
    const before = !!el && (!first || !!(el.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING));
    return { content: el?.getAttribute('content') ?? null, before };
  });
  if (meta.content !== null) expect(meta.before, 'the CSP <meta> comes before every script').toBe(true);
  const csp = [meta.content ?? '', ...headerPolicies].find((p) => /(?:^|;)\s*script-src /.test(p)) ?? '';
  expect(csp, 'a policy with script-src (a <meta> or a header)').not.toBe('');
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  expect(csp).toMatch(/object-src 'none'/);
  expect(csp).toMatch(/base-uri 'self'/);
  expect(csp).toMatch(/form-action 'self'/);
  expect(csp).toMatch(/connect-src 'self'/);
  expect(csp).toMatch(/img-src 'self' data: blob:/);
  return csp;
}

/** The headers of a document response (what a <meta> cannot carry). */
function expectHeaders(headers: Record<string, string>, camera: 'none' | 'self'): void {
  // (a server-rendered page also sends its full policy as a second header: both are enforced)
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const pp = headers['permissions-policy'] ?? '';
  expect(pp).toContain('geolocation=()');
  if (camera === 'self') expect(pp).toContain('camera=(self), microphone=(self)');
  else expect(pp).toContain('camera=(), microphone=()');
}

async function visit(page: Page, path: string): Promise<void> {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  const all = await res!.headersArray();
  const policies = all.filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);
  expect(policies.some((p) => p.includes("frame-ancestors 'none'")), `${path}: frame-ancestors in a header`).toBe(true);
  expectHeaders(await res!.allHeaders(), 'none');
  await expectPolicy(page, policies);
}

test('the site: home, booking (live calendar over a WebSocket), a lawyer page (SSR) and /auth, without a violation', async ({ page }) => {
  const seen = await watchViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));

  await visit(page, '/');
  await waitForIslands(page);
  await expect(page.locator('h1').first()).toBeVisible();

  await visit(page, `/booking?lawyer=${DEMO_LAWYER_ID}`);
  await waitForIslands(page);
  await expect(page.getByRole('heading', { name: 'Kim Do-hyun' }).first()).toBeVisible();
  await expect.poll(() => sockets.some((u) => u.includes('/realtime/v1/'))).toBe(true);

  await visit(page, `/lawyer/${DEMO_LAWYER_ID}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kim Do-hyun' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', `/booking?lawyer=${DEMO_LAWYER_ID}`);

  await visit(page, '/auth');
  await waitForIslands(page);
  await expect(page.locator('form input[type="email"]').first()).toBeEnabled();

  await page.waitForTimeout(300); // violations are reported asynchronously
  expect(seen.violations).toEqual([]);
  expect(seen.console).toEqual([]);
});

test('the lawyer portal: log-in and the demo lawyer\'s dashboard, without a violation', async ({ page }) => {
  const seen = await watchViolations(page);
  await visit(page, '/lawyer-login');
  await page.getByLabel('이메일').fill(DEMO_LAWYER);
  await page.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.waitForURL('**/lawyer/dashboard');
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  // a fresh load of the dashboard itself (the SPA fallback) with the session
  await visit(page, '/lawyer/dashboard');
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(seen.violations).toEqual([]);
  expect(seen.console).toEqual([]);
});

test('the admin console: log-in and the dashboard, without a violation', async ({ page }) => {
  const seen = await watchViolations(page);
  await visit(page, '/admin/login');
  await expect(page.getByRole('heading', { name: '관리자 로그인' })).toBeVisible();
  await page.getByLabel('이메일').fill(ADMIN);
  await page.getByLabel('비밀번호').fill(PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '관리자 대시보드', level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(seen.violations).toEqual([]);
  expect(seen.console).toEqual([]);
});

test('the other pages of each app, signed in as their user, without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  const seen = await watchViolations(page);
  /** Visits each page, lets it load its data, and checks it stayed there (was not sent to a log-in). */
  const tour = async (paths: string[], stays = true) => {
    for (const p of paths) {
      await visit(page, p);
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined); // a live page may never idle
      await page.waitForTimeout(300);
      if (stays) expect(new URL(page.url()).pathname, p).toBe(p);
    }
  };
  const signIn = async (email: string) => {
    const { session } = await signedIn(email);
    await page.evaluate(() => localStorage.clear());
    await storeSession(page, session);
  };
  await tour(['/lawyers', '/faq', '/free-checkup', '/languages', '/privacy-policy', '/terms-of-service', '/lawyer-signup']);
  await tour(['/no-such-page'], false);
  await signIn(CLIENT);
  await tour(['/client/dashboard', '/client/bookings', '/client/bookmarks', '/client/coupons', '/client/payments', '/client/profile', '/my-bookings']);
  await signIn(DEMO_LAWYER);
  await tour(['/lawyer/bookings', '/lawyer/bookmarks', '/lawyer/profile']);
  await signIn(ADMIN);
  await tour(['/admin/dashboard', '/admin/lawyers', '/admin/users', '/admin/bookings', '/admin/coupons', '/admin/free-checkups', '/admin/credits']);
  expect(seen.violations).toEqual([]);
  expect(seen.console).toEqual([]);
});

test('the policy is enforced: an injected inline script is refused and reported', async ({ page }) => {
  const seen = await watchViolations(page);
  await visit(page, '/');
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.head.appendChild(s);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => seen.violations.map((v) => v.directive)).toContain('script-src-elem');
});

test('camera and microphone only in the consultation room; the headers on the API-free paths', async ({ request }) => {
  const room = await request.get('/room/any-booking');
  expectHeaders(room.headers(), 'self');
  for (const path of ['/', '/lawyers', `/lawyer/${DEMO_LAWYER_ID}`, '/no-such-page', '/admin/users', '/lawyer-signup']) {
    const r = await request.get(path);
    expectHeaders(r.headers(), 'none');
  }
});
