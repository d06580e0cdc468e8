// Lighthouse (desktop preset) per route of a running server: performance and accessibility, the
// public routes first, then the signed-in ones after one log-in in the same Chromium (a persistent
// profile, whose tabs Lighthouse shares, so the pages see the session). One tool for the console
// and the lawyer portal: each calls `lighthouseCli` from its scripts/lighthouse.ts with its routes,
// log-in and targets. Uses Lighthouse and Playwright from tests/ (no dependencies here) and
// Debian's Chromium (CHROMIUM_PATH).
//   node scripts/lighthouse.ts [BASE_URL] [--json]      (default http://localhost:4321)
// ROUTES=/a,/b replaces the signed-in routes (ROUTES= with nothing: none); LH_DEBUG=1 prints main-thread and boot-up details
// and the elements of each failing accessibility audit; LH_TRACE_DIR=dir saves each run's trace
// (open in Chrome DevTools' Performance panel) to find what the main thread did.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface LogIn {
  path: string;
  /** [label, value, exact label match] filled in order */
  fields: [string, string, boolean?][];
  button: { name: string; exact?: boolean };
  /** a glob of the URL reached when signed in */
  reached: string;
}
export interface LighthouseOptions {
  app: string;
  publicRoutes: string[];
  signedInRoutes: string[];
  logIn: LogIn;
  /** remote debugging port of the measuring Chromium (LH_PORT overrides) */
  port: number;
  targets: { performance: number; accessibility: number };
  argv?: string[];
}
export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  a11yIssues: string[];
}

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
  audits: Record<string, { numericValue?: number; score: number | null; title: string; details?: { items: Record<string, unknown>[] } }>;
  runtimeError?: { code: string; message: string };
};

/** Whether a row meets the targets. */
export const meets = (r: LighthouseRow, t: LighthouseOptions['targets']) => r.performance >= t.performance && r.accessibility >= t.accessibility;

export async function lighthouseCli(o: LighthouseOptions): Promise<LighthouseRow[]> {
  const argv = o.argv ?? process.argv.slice(2);
  const base = (argv.find((a) => !a.startsWith('--')) ?? process.env.BASE_URL ?? 'http://localhost:4321').replace(/\/$/, '');
  const port = Number(process.env.LH_PORT ?? o.port);
  const req = createRequire(new URL('../../../tests/package.json', import.meta.url));
  const load = async (id: string) => import(pathToFileURL(req.resolve(id)).href);
  const pw = (await load('@playwright/test')) as { chromium?: unknown; default?: { chromium: unknown } };
  const chromium = (pw.chromium ?? pw.default?.chromium) as { launchPersistentContext(dir: string, o: object): Promise<PwContext> };
  const lighthouse = (await load('lighthouse')).default as (url: string, flags: object, config?: object) => Promise<{ lhr: Lhr; artifacts?: { Trace?: unknown } } | undefined>;
  const desktop = (await load('lighthouse/core/config/desktop-config.js')).default;

  const profile = fs.mkdtempSync(path.join(os.tmpdir(), `lh-${o.app}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });

  async function run(route: string): Promise<LighthouseRow> {
    const r = await lighthouse(`${base}${route}`, {
      port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset: true,
      // with a saved trace, the JS sampling profile too (DevTools shows the functions in it)
      ...(process.env.LH_TRACE_DIR ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    }, desktop);
    if (!r) throw new Error(`no result for ${route}`);
    const traceDir = process.env.LH_TRACE_DIR;
    if (traceDir && r.artifacts?.Trace) {
      fs.mkdirSync(traceDir, { recursive: true });
      const file = path.join(traceDir, `${o.app}${route.replace(/[^a-z0-9]+/gi, '_')}-${Date.now()}.json`);
      fs.writeFileSync(file, JSON.stringify(r.artifacts.Trace));
      fs.writeFileSync(file.replace(/\.json$/, '.lhr.json'), JSON.stringify(r.lhr));
      console.error(`[lighthouse] ${route}: trace ${file}`);
    }
    const { categories: c, audits: a } = r.lhr;
    if (r.lhr.runtimeError) console.error(`[lighthouse] ${route}: ${r.lhr.runtimeError.code} ${r.lhr.runtimeError.message}`);
    if (process.env.LH_DEBUG) {
      console.error(route, 'main thread', JSON.stringify(a['mainthread-work-breakdown']?.details?.items.map((i) => [i.groupLabel, Math.round(i.duration as number)])));
      console.error(route, 'bootup', JSON.stringify(a['bootup-time']?.details?.items.slice(0, 8).map((i) => [String(i.url).split('/').pop(), Math.round(i.scripting as number), Math.round(i.scriptParseCompile as number)])));
    }
    const failing = c.accessibility.auditRefs.filter((ref) => ref.weight > 0 && (a[ref.id]?.score ?? 1) < 1).map((ref) => ref.id);
    if (process.env.LH_DEBUG) {
      for (const id of failing) {
        for (const it of (a[id]?.details?.items ?? []).slice(0, 6)) {
          const node = (it as { node?: { snippet?: string; explanation?: string } }).node;
          console.error(route, id, node?.snippet, node?.explanation?.slice(0, 200));
        }
      }
    }
    return {
      route,
      performance: Math.round((c.performance.score ?? 0) * 100),
      accessibility: Math.round((c.accessibility.score ?? 0) * 100),
      fcpMs: Math.round(a['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(a['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(a['total-blocking-time']?.numericValue ?? 0),
      a11yIssues: failing,
    };
  }

  const results: LighthouseRow[] = [];
  try {
    for (const p of o.publicRoutes) results.push(await run(p));
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}${o.logIn.path}`);
    for (const [label, value, exact] of o.logIn.fields) await page.getByLabel(label, exact ? { exact: true } : undefined).fill(value);
    await page.getByRole('button', o.logIn.button).click();
    await page.waitForURL(o.logIn.reached);
    for (const p of process.env.ROUTES !== undefined ? process.env.ROUTES.split(',').filter(Boolean) : o.signedInRoutes) results.push(await run(p));
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }

  if (argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else {
    console.log(`${o.app} Lighthouse (desktop): performance / accessibility (targets ≥ ${o.targets.performance} / ≥ ${o.targets.accessibility})`);
    const w = Math.max(...results.map((r) => r.route.length)) + 2;
    for (const r of results) {
      console.log(
        `  ${r.route.padEnd(w)} ${String(r.performance).padStart(3)} / ${String(r.accessibility).padStart(3)}   FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms${r.a11yIssues.length ? `   a11y: ${r.a11yIssues.join(', ')}` : ''}`,
      );
    }
  }
  if (results.some((r) => !meets(r, o.targets))) process.exitCode = 1;
  return results;
}
