// Lighthouse (desktop preset) on the admin console of a running server: performance and
// accessibility per route. The console routes are measured signed in as the demo administrator
// (the log-in runs in the same Chromium, which Lighthouse then drives over CDP).
//   node scripts/lighthouse.ts [BASE_URL] [--json]      (default http://localhost:4321)
// Uses Lighthouse and Playwright from tests/ (no extra dependencies here); Debian's Chromium.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BASE = (process.argv.slice(2).find((a) => !a.startsWith('--')) ?? process.env.BASE_URL ?? 'http://localhost:4321').replace(/\/$/, '');
const PORT = Number(process.env.LH_PORT ?? 9334);
const req = createRequire(new URL('../../tests/package.json', import.meta.url));
const pw = (await import(pathToFileURL(req.resolve('@playwright/test')).href)) as { chromium?: unknown; default?: { chromium: unknown } };
interface PwPage {
  goto(url: string): Promise<unknown>;
  getByLabel(text: string, opts?: object): { fill(v: string): Promise<void> };
  getByRole(role: string, opts: object): { click(): Promise<void> };
  waitForURL(url: string): Promise<void>;
}
interface PwContext {
  pages(): PwPage[];
  newPage(): Promise<PwPage>;
  close(): Promise<void>;
}
type Lhr = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
  runtimeError?: { code: string; message: string };
};
const chromium = (pw.chromium ?? pw.default?.chromium) as { launchPersistentContext(dir: string, o: object): Promise<PwContext> };
const lighthouse = (await import(pathToFileURL(req.resolve('lighthouse')).href)).default as (url: string, flags: object, config?: object) => Promise<{ lhr: Lhr } | undefined>;
const desktop = (await import(pathToFileURL(req.resolve('lighthouse/core/config/desktop-config.js')).href)).default;

// A persistent context is Chromium's default profile, which the tabs Lighthouse opens share (so
// the console pages see the signed-in session).
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-console-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function run(route: string) {
  const r = await lighthouse(`${BASE}${route}`, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true }, desktop);
  if (!r) throw new Error(`no result for ${route}`);
  if (r.lhr.runtimeError) console.error(`[lighthouse] ${route}: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
  const c = r.lhr.categories;
  if (process.env.LH_DEBUG) {
    const a = r.lhr.audits as unknown as Record<string, { details?: { items: Record<string, unknown>[] } }>;
    console.error(route, 'main thread', JSON.stringify(a['mainthread-work-breakdown']?.details?.items.map((i) => [i.groupLabel, Math.round(i.duration as number)])));
    console.error(route, 'bootup', JSON.stringify(a['bootup-time']?.details?.items.slice(0, 6).map((i) => [String(i.url).split('/').pop(), Math.round(i.scripting as number), Math.round(i.scriptParseCompile as number)])));
    for (const id of ['color-contrast', 'aria-required-children']) {
      const items = a[id]?.details?.items ?? [];
      for (const it of items.slice(0, 6)) console.error(route, id, JSON.stringify((it as { node?: { snippet?: string; explanation?: string } }).node?.snippet), (it as { node?: { explanation?: string } }).node?.explanation?.slice(0, 160));
    }
  }
  const failing = c.accessibility.auditRefs.filter((ref) => ref.weight > 0 && (r.lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  return {
    route,
    performance: Math.round((c.performance.score ?? 0) * 100),
    accessibility: Math.round((c.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(r.lhr.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(r.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(r.lhr.audits['total-blocking-time']?.numericValue ?? 0),
    a11yIssues: failing,
  };
}

const results = [];
results.push(await run('/admin/login'));

// sign in once in this browser (the session lives in its localStorage), then measure the console
const page = context.pages()[0] ?? (await context.newPage());
await page.goto(`${BASE}/admin/login`);
await page.getByLabel('이메일').fill(process.env.ADMIN_EMAIL ?? 'admin@demo.test');
await page.getByLabel('비밀번호').fill(process.env.ADMIN_PASSWORD ?? 'Demo-pass-2026');
await page.getByRole('button', { name: '로그인', exact: true }).click();
await page.waitForURL('**/admin/dashboard');
for (const p of (process.env.ROUTES ?? '/admin/dashboard,/admin/lawyers,/admin/bookings,/admin/coupons,/admin/free-checkups').split(',')) results.push(await run(p));
await context.close();
fs.rmSync(profile, { recursive: true, force: true });

if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
else {
  console.log('console Lighthouse (desktop): performance / accessibility (targets ≥ 85 / ≥ 95)');
  for (const r of results) {
    console.log(
      `  ${r.route.padEnd(22)} ${String(r.performance).padStart(3)} / ${String(r.accessibility).padStart(3)}   FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms${r.a11yIssues.length ? `   a11y: ${r.a11yIssues.join(', ')}` : ''}`,
    );
  }
}
if (results.some((r) => r.performance < 85 || r.accessibility < 95)) process.exitCode = 1;
