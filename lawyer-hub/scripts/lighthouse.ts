// Lighthouse (desktop preset) on the lawyer hub of a running server: performance and
// accessibility per route. The portal routes are measured signed in as the demo lawyer (the log-in
// runs in the same Chromium, which Lighthouse then drives over CDP).
//   node scripts/lighthouse.ts [BASE_URL]      (default http://localhost:4321)
// Uses Lighthouse and Playwright from tests/ (no extra dependencies here); Debian's Chromium.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BASE = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:4321').replace(/\/$/, '');
const PORT = 9333;
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
const chromium = (pw.chromium ?? pw.default?.chromium) as { launchPersistentContext(dir: string, o: object): Promise<PwContext> };
const lighthouse = (await import(pathToFileURL(req.resolve('lighthouse')).href)).default as (url: string, flags: object, config?: object) => Promise<{ lhr: { categories: Record<string, { score: number | null }>; audits: Record<string, { numericValue?: number; score: number | null; title: string }> } } | undefined>;
const desktop = (await import(pathToFileURL(req.resolve('lighthouse/core/config/desktop-config.js')).href)).default;

// A persistent context is Chromium's default profile, which the tabs Lighthouse opens share
// (so the portal pages see the signed-in session).
const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-lawyer-hub-'));
const context = await chromium.launchPersistentContext(profile, {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function run(path: string) {
  const r = await lighthouse(`${BASE}${path}`, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true }, desktop);
  if (!r) throw new Error(`no result for ${path}`);
  const lhr = r.lhr as unknown as { runtimeError?: { code: string; message: string }; finalDisplayedUrl?: string };
  if (lhr.runtimeError) console.error(`[lighthouse] ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const c = r.lhr.categories;
  if (process.env.LH_DEBUG) {
    const mt = r.lhr.audits['mainthread-work-breakdown'] as unknown as { details?: { items: { groupLabel: string; duration: number }[] } };
    const bt = r.lhr.audits['bootup-time'] as unknown as { details?: { items: { url: string; scripting: number; scriptParseCompile: number; total: number }[] } };
    console.error(path, 'main thread', JSON.stringify(mt.details?.items.map((i) => [i.groupLabel, Math.round(i.duration)])));
    console.error(path, 'bootup', JSON.stringify(bt.details?.items.slice(0, 8).map((i) => [i.url.split('/').pop(), Math.round(i.scripting), Math.round(i.scriptParseCompile)])));
  }
  const refs = (r.lhr.categories.accessibility as unknown as { auditRefs: { id: string; weight: number }[] }).auditRefs;
  const failing = refs.filter((ref) => ref.weight > 0 && (r.lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
  return {
    route: path,
    performance: Math.round((c.performance.score ?? 0) * 100),
    accessibility: Math.round((c.accessibility.score ?? 0) * 100),
    lcpMs: Math.round(r.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(r.lhr.audits['total-blocking-time']?.numericValue ?? 0),
    a11yIssues: failing,
  };
}

const results = [];
results.push(await run('/lawyer-login'));
results.push(await run('/lawyer-signup'));

// sign in once in this browser (the session lives in its localStorage), then measure the portal
const page = context.pages()[0] ?? (await context.newPage());
await page.goto(`${BASE}/lawyer-login`);
await page.getByLabel('이메일').fill(process.env.LAWYER_EMAIL ?? 'lawyer@demo.test');
await page.getByLabel('비밀번호', { exact: true }).fill(process.env.LAWYER_PASSWORD ?? 'Demo-pass-2026');
await page.getByRole('button', { name: '로그인' }).click();
await page.waitForURL('**/lawyer/dashboard');
for (const p of (process.env.ROUTES ?? '/lawyer/dashboard,/lawyer/bookings,/lawyer/bookmarks,/lawyer/profile').split(',')) results.push(await run(p));
await context.close();
fs.rmSync(profile, { recursive: true, force: true });

if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
else {
  console.log('lawyer-hub Lighthouse (desktop): performance / accessibility (targets ≥ 85 / ≥ 95)');
  for (const r of results) console.log(`  ${r.route.padEnd(20)} perf ${String(r.performance).padStart(3)}  a11y ${String(r.accessibility).padStart(3)}  LCP ${r.lcpMs} ms  TBT ${r.tbtMs} ms${r.a11yIssues.length ? `  issues: ${r.a11yIssues.join(', ')}` : ''}`);
}
if (results.some((r) => r.performance < 85 || r.accessibility < 95)) process.exitCode = 1;
