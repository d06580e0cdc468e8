// `npx pnpm@10 test`: every layer of tests, in order, with one summary line at the end.
//   0. the TypeScript compiler over every package (strict; the apps' types come from the schema)
//   1. unit tests of the workspace packages (vitest, where a package has a `test:unit` script)
//   2. the local server's conformance suite, the database security matrix and business rules,
//      on PGlite (always) and on PostgreSQL (when one is reachable at PG_ADMIN_URL; required
//      when REQUIRE_POSTGRES=1, as CI sets it)
//   3. end-to-end journeys in Chromium (where a package has a `test:e2e` script), then again with
//      the apps and the API on two origins (tests/cross-origin.config.ts)
//   4. the attack suite (`pnpm test:attack <url>`) against a fresh local server (tests/attack/layer.ts),
//      after the e2e layer, whose server builds the apps this one serves
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { attackLayer } from './attack/layer.ts';
import { packagesWithScript } from './workspace.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

interface Totals { passed: number; failed: number; skipped: number }
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Titles of failed tests, printed again at the end so a long log's tail names them. */
const failedTests: string[] = [];

function pnpmArgs(args: string[]): [string, string[]] {
  const execpath = process.env.npm_execpath;
  return execpath && /pnpm/.test(execpath) ? [process.execPath, [execpath, ...args]] : ['npx', ['-y', 'pnpm@10', ...args]];
}

/** Runs vitest in a package with a JSON report, adds its counts to the totals. */
function vitest(label: string, cwd: string, args: string[], env: Record<string, string> = {}): void {
  const report = path.join(os.tmpdir(), `vitest-${process.pid}-${label.replace(/\W+/g, '-')}.json`);
  console.log(`\n=== ${label} ===`);
  const [cmd, argv] = pnpmArgs(['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args]);
  const r = spawnSync(cmd, argv, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  let counted = false;
  if (fs.existsSync(report)) {
    const j = JSON.parse(fs.readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; numFailedTestSuites: number;
      testResults?: { name: string; status: string; message?: string; assertionResults?: { fullName: string; status: string }[] }[] };
    for (const file of j.testResults ?? []) {
      const rel = path.relative(cwd, file.name);
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      failedTests.push(...failed.map((a) => `${label}: ${rel} › ${a.fullName}`));
      if (!failed.length && file.status === 'failed') failedTests.push(`${label}: ${rel} (${(file.message ?? 'failed to run').split('\n')[0]})`);
    }
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests + (j.numFailedTests === 0 && j.numFailedTestSuites > 0 ? j.numFailedTestSuites : 0);
    totals.skipped += j.numPendingTests + j.numTodoTests;
    counted = true;
    fs.rmSync(report, { force: true });
  }
  if (r.status !== 0) {
    failures.push(label);
    if (!counted) totals.failed += 1;
  }
}

interface PlaywrightSuite { title: string; file?: string; specs?: { title: string; line?: number; tests: { status: string }[] }[]; suites?: PlaywrightSuite[] }
interface PlaywrightReport { stats: { expected: number; unexpected: number; flaky: number; skipped: number }; suites: PlaywrightSuite[]; errors?: { message?: string }[] }

/** Failed (and flaky) specs of a Playwright JSON report, as "file:line › title". */
function playwrightFailures(suites: PlaywrightSuite[], file = ''): string[] {
  const out: string[] = [];
  for (const suite of suites) {
    const f = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const statuses = spec.tests.map((t) => t.status);
      if (statuses.includes('unexpected')) out.push(`${f}:${spec.line ?? '?'} › ${spec.title}`);
      else if (statuses.includes('flaky')) out.push(`${f}:${spec.line ?? '?'} › ${spec.title} (flaky: passed on retry)`);
    }
    out.push(...playwrightFailures(suite.suites ?? [], f));
  }
  return out;
}

/** Runs a Playwright layer with a JSON report next to the list output; counts its tests. */
function playwright(label: string, args: string[]): void {
  const report = path.join(os.tmpdir(), `playwright-${process.pid}-${label.replace(/\W+/g, '-')}.json`);
  fs.rmSync(report, { force: true });
  console.log(`\n=== ${label} ===`);
  const [cmd, argv] = pnpmArgs(args);
  // the configs add the json reporter when PLAYWRIGHT_JSON_OUTPUT_NAME is set
  const r = spawnSync(cmd, argv, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
  let counted = false;
  if (fs.existsSync(report)) {
    try {
      const j = JSON.parse(fs.readFileSync(report, 'utf8')) as PlaywrightReport;
      totals.passed += j.stats.expected + j.stats.flaky;
      totals.failed += j.stats.unexpected;
      totals.skipped += j.stats.skipped;
      failedTests.push(...playwrightFailures(j.suites).map((t) => `${label}: ${t}`));
      for (const e of j.errors ?? []) failedTests.push(`${label}: ${(e.message ?? 'error outside a test').split('\n')[0]}`);
      counted = j.stats.unexpected > 0 || r.status === 0;
    } catch { /* unreadable report: counted below as one failure */ }
    fs.rmSync(report, { force: true });
  }
  if (r.status !== 0) {
    failures.push(label);
    if (!counted) totals.failed += 1;
  }
}

/** Runs a pnpm command from the root; a non-zero exit counts as one failure of the layer. */
function script(label: string, args: string[], env: Record<string, string> = {}): void {
  console.log(`\n=== ${label} ===`);
  const [cmd, argv] = pnpmArgs(args);
  const r = spawnSync(cmd, argv, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    failures.push(label);
    totals.failed += 1;
  }
}

async function postgresReachable(): Promise<boolean> {
  const u = new URL(PG_ADMIN_URL);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    s.setTimeout(1500);
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
    s.once('timeout', () => { s.destroy(); resolve(false); });
  });
}

const started = Date.now();

script('typecheck', ['run', 'typecheck']);

for (const { dir } of packagesWithScript('test:unit')) vitest(`unit: ${dir}`, path.join(ROOT, dir), []);

vitest('supabase: PGlite', path.join(ROOT, 'supabase'), [], { TEST_DB: 'pglite' });

if (await postgresReachable()) {
  vitest('supabase: PostgreSQL', path.join(ROOT, 'supabase'), [], { TEST_DB: 'postgres', PG_ADMIN_URL });
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error(`\nPostgreSQL is required (REQUIRE_POSTGRES=1) but not reachable at ${PG_ADMIN_URL}`);
  failures.push('supabase: PostgreSQL (not reachable)');
  totals.failed += 1;
} else {
  console.log(`\n=== supabase: PostgreSQL === skipped: no PostgreSQL at ${PG_ADMIN_URL} (CI runs it; see README)`);
}

for (const { pkg } of packagesWithScript('test:e2e')) playwright(`e2e: ${pkg}`, ['--filter', pkg, 'run', 'test:e2e']);

// the apps built against the API on another origin and served apart from it, as with a hosted
// project: the lifecycle journey and sign-ins through CORS (tests/cross-origin.config.ts)
playwright('e2e: cross-origin', ['--filter', '@klegal/tests', 'run', 'test:e2e:cross-origin']);

console.log('\n=== attack suite ===');
const attack = await attackLayer(ROOT, pnpmArgs);
totals.passed += attack.passed;
totals.failed += attack.failed;
totals.skipped += attack.skipped;
if (!attack.ok) failures.push(`attack suite${attack.problem ? ` (${attack.problem})` : ''}`);

const mins = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nTest layers failed: ${failures.length ? failures.join(', ') : 'none'} (${mins} min)`);
if (failedTests.length) console.log(`Failed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
