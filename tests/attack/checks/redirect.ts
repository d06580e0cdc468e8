// Open redirects (issue 14). Two places send a browser onwards:
//  - the auth server's e-mail links (`/auth/v1/verify?...&redirect_to=`): checked over HTTP;
//  - the apps after log-in (`/auth?next=` on the site, `/lawyer-login?to=` in the lawyer portal):
//    decided by JavaScript in the page, so only a browser can try it against the instance. With
//    Chromium (CHROMIUM_PATH or /usr/bin/chromium) the suite logs in through those pages with known
//    bypasses and watches where the browser goes. Without one it can only run the shared rule of
//    this checkout (packages/shared/src/redirect.ts) over the same bypasses, which says nothing
//    about what the instance serves: the verdict says which of the two it is.
import fs from 'node:fs';
import { DEMO, DEMO_PASSWORD, Findings, type Check, type Ctx } from '../lib/context.ts';
import { describeAnswer } from '../lib/expect.ts';

const EVIL = 'evil.example';
/** The bypasses tried in the browser (each a full navigation with a log-in session). */
const BROWSER_BYPASSES = ['/%09/evil.example', '/%0a/evil.example', '//evil.example', '/%5Cevil.example', '/%252F%252Fevil.example', '/..//evil.example', 'https://evil.example', '/%EF%BC%8Fevil.example', 'javascript:alert(document.domain)'];
/** A wider list for the shared rule (the unit test has ≈60). */
const RULE_BYPASSES = [
  ...BROWSER_BYPASSES, '///evil.example', '/\\evil.example', '\\\\evil.example', '/\t/evil.example', '/%2F%2Fevil.example', '/.%2e//evil.example',
  'HTTPS://evil.example', 'http:evil.example', '/\uff0fevil.example', 'data:text/html,<script>alert(1)</script>', '@evil.example',
];

const serverRedirect: Check = {
  id: 'redirect/auth-email-links',
  title: 'the auth server never redirects to a foreign host (redirect_to of e-mail links)',
  async run(ctx) {
    const f = new Findings();
    const targets = ['https://evil.example/', '//evil.example/', 'https://evil.example%2F@localhost/', 'https://localhost.evil.example/', 'https://evil.example\\@localhost/', 'javascript:alert(1)'];
    // GoTrue answers an invalid link with 303 to the Site URL (the error in the fragment), or to
    // redirect_to when that is on the Site URL's host: held only when it redirects to our host; a
    // 4xx/5xx or no redirect says nothing about where a valid link would go
    const ours = new Set([new URL(ctx.opts.base).hostname, new URL(ctx.opts.api).hostname]);
    for (const t of targets) {
      const r = await ctx.api('GET', `/auth/v1/verify?token=attack-invalid&type=recovery&redirect_to=${encodeURIComponent(t)}`);
      const loc = r.headers.get('location');
      if (r.status !== 303 || !loc) {
        f.attempt(`redirect_to=${t}: ${describeAnswer(r)}${loc ? ` → ${loc.slice(0, 60)}` : ''} instead of 303 to the site`);
        continue;
      }
      let target: URL | null = null;
      try {
        target = new URL(loc, ctx.opts.api);
      } catch {
        target = null;
      }
      f.attempt(!target || target.hostname.endsWith(EVIL) || /^javascript:/i.test(loc) ? `redirect_to=${t} → ${loc.slice(0, 80)}`
        : ours.has(target.hostname) ? null : `redirect_to=${t} → ${loc.slice(0, 80)}, not the site's host (${[...ours].join(', ')})`);
    }
    return f.verdict(`${targets.length} hostile redirect_to values: 303 to the site`);
  },
};

function chromiumPath(): string | null {
  const p = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return fs.existsSync(p) ? p : null;
}

async function inBrowser(ctx: Ctx, executablePath: string): Promise<{ f: Findings; note: string }> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const f = new Findings();
  const origin = new URL(ctx.opts.base).origin;
  const hits: string[] = [];
  /** A browser profile of its own (the apps share the origin's storage, so one session per app). */
  const newContext = async () => {
    const context = await browser.newContext();
    await context.route((url) => url.hostname.endsWith(EVIL), async (route) => {
      hits.push(route.request().url());
      await route.abort();
    });
    return context;
  };
  try {
    const context = await newContext();
    /** Left the log-in page (else the attempt proves nothing) and stayed on our origin. */
    const landedOk = (label: string, url: string, loginPath: string) => {
      const u = new URL(url);
      if (u.origin === origin && !hits.length && u.pathname.startsWith(loginPath)) f.attempt(`${label}: still on ${loginPath} (log-in did not complete; inconclusive)`);
      else f.attempt(u.origin === origin && !hits.length ? null : `${label} → ${url.slice(0, 80)}${hits.length ? ` (requested ${hits[0]})` : ''}`);
    };
    // the site: log in through /auth?next=<bypass>, then each bypass again with the session
    const page = await context.newPage();
    await page.goto(`${ctx.opts.base}/auth?next=${BROWSER_BYPASSES[0]}`);
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), undefined, { timeout: 20_000 });
    await page.locator('form input[type="email"]').first().fill(DEMO.clientA);
    await page.locator('form input[type="password"]').first().fill(DEMO_PASSWORD);
    await page.locator('form button[type="submit"]').first().click();
    await page.waitForURL((u) => u.pathname !== '/auth', { timeout: 20_000 });
    landedOk(`site log-in with ?next=${BROWSER_BYPASSES[0]}`, page.url(), '/auth');
    for (const next of BROWSER_BYPASSES) {
      await page.goto(`${ctx.opts.base}/auth?next=${next}`);
      await page.waitForURL((u) => u.pathname !== '/auth', { timeout: 20_000 }).catch(() => undefined);
      landedOk(`site /auth?next=${next} (signed in)`, page.url(), '/auth');
    }
    await context.close();
    // the lawyer portal: log in through /lawyer-login?to=<bypass>
    for (const to of ['//evil.example', '/%09/evil.example']) {
      const lawyerContext = await newContext();
      const lp = await lawyerContext.newPage();
      await lp.goto(`${ctx.opts.base}/lawyer-login?to=${to}`);
      await lp.getByLabel('이메일').fill(DEMO.lawyer);
      await lp.getByLabel('비밀번호', { exact: true }).fill(DEMO_PASSWORD);
      await lp.getByRole('button', { name: '로그인' }).click();
      await lp.waitForURL((u) => u.pathname !== '/lawyer-login', { timeout: 20_000 }).catch(() => undefined);
      landedOk(`lawyer portal /lawyer-login?to=${to}`, lp.url(), '/lawyer-login');
      await lawyerContext.close();
    }
  } finally {
    await browser.close();
  }
  return { f, note: `in Chromium: site log-in and ${BROWSER_BYPASSES.length} ?next= bypasses, lawyer portal log-in with 2 ?to= bypasses: all stayed on ${origin}` };
}

const clientRedirect: Check = {
  id: 'redirect/after-log-in',
  title: 'log-in pages do not follow ?next= / ?to= to another site (known bypasses)',
  async run(ctx) {
    const exe = chromiumPath();
    if (exe) {
      const { f, note } = await inBrowser(ctx, exe);
      return f.verdict(note);
    }
    const { safeRedirectPath } = await import('@klegal/shared/redirect.ts');
    const f = new Findings();
    for (const b of RULE_BYPASSES) f.attempt(safeRedirectPath(b, '/fallback') === '/fallback' ? null : `the shared rule lets ${JSON.stringify(b)} through`);
    return f.verdict(`no Chromium: only this checkout's shared rule was tried (${RULE_BYPASSES.length} bypasses fall back), not the instance's pages`);
  },
};

export const redirectChecks: Check[] = [serverRedirect, clientRedirect];
