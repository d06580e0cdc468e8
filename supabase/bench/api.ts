// `pnpm bench:api`: requests/s and p50/p95/p99 latency at 1, 10 and 50 concurrent clients for
//   (a) a single-row select by id, (b) a filtered list with two embedded resources over
//   10,000 rows, (c) an insert — each as an authenticated user under RLS — on PGlite and on
//   PostgreSQL (when reachable), plus cold start to the first answered request.
// The server runs in a child process; this process only generates load. Prints a table and
// rewrites the "API" section of docs/benchmarks.md. Bounded: fixed duration per case.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signJwt } from '../server/jwt.ts';
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET, REPO_ROOT } from '../server/config.ts';

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = [1, 10, 50];
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

interface Started { url: string; child: ChildProcess; ms: number }

function startChild(env: Record<string, string>): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', async (d: Buffer) => {
      buf += d.toString();
      const m = /READY (\S+)/.exec(buf);
      if (!m) return;
      child.stdout!.removeAllListeners('data');
      // cold start = until the first REST request is answered, not just until listen()
      const url = m[1];
      const r = await fetch(`${url}/rest/v1/bench_categories?select=id&limit=1`, { headers: { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${token()}` } });
      await r.arrayBuffer();
      resolve({ url, child, ms: performance.now() - t0 });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

const USER_ID = '11111111-1111-4111-8111-111111111111';
function token(): string {
  return signJwt({ sub: USER_ID, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, process.env.JWT_SECRET ?? DEFAULT_JWT_SECRET);
}

interface CaseResult { name: string; concurrency: number; rps: number; p50: number; p95: number; p99: number; errors: number; requests: number }

function pct(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function runCase(url: string, name: string, concurrency: number, make: (i: number) => { path: string; init: RequestInit }): Promise<CaseResult> {
  const latencies: number[] = [];
  let errors = 0;
  let i = 0;
  const end = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < end) {
      const { path: p, init } = make(i++);
      const t = performance.now();
      try {
        const r = await fetch(url + p, init);
        await r.arrayBuffer();
        if (r.status >= 400) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const secs = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { name, concurrency, rps: latencies.length / secs, p50: pct(latencies, 50), p95: pct(latencies, 95), p99: pct(latencies, 99), errors, requests: latencies.length };
}

async function benchBackend(label: string, env: Record<string, string>): Promise<{ label: string; coldMs: number; results: CaseResult[] }> {
  const started = await startChild(env);
  const headers = { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${token()}`, 'Content-Type': 'application/json' };
  const cases: [string, (i: number) => { path: string; init: RequestInit }][] = [
    ['(a) select one row by id', (i) => ({ path: `/rest/v1/bench_items?select=*&id=eq.${1 + (i * 7919) % 10000}`, init: { headers } })],
    ['(b) filtered list, 2 embeds', (i) => ({
      path: `/rest/v1/bench_items?select=id,title,price,author:bench_authors(name),category:bench_categories(name)&status=eq.open&price=gte.${(i * 13) % 50000}&order=price.asc&limit=20`,
      init: { headers },
    })],
    ['(c) insert', (i) => ({
      path: '/rest/v1/bench_items',
      init: { method: 'POST', headers: { ...headers, Prefer: 'return=minimal' }, body: JSON.stringify({ title: `bench ${i}`, price: i % 1000, status: 'open', author_id: 1 + (i % 200), category_id: 1 + (i % 20), owner_id: USER_ID }) },
    })],
  ];
  const results: CaseResult[] = [];
  try {
    for (const [name, make] of cases) {
      for (const c of CONCURRENCY) {
        const r = await runCase(started.url, name, c, make);
        results.push(r);
        console.log(`${label.padEnd(10)} ${name.padEnd(30)} c=${String(c).padStart(2)}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  errors ${r.errors}`);
      }
    }
  } finally {
    started.child.kill('SIGTERM');
  }
  return { label, coldMs: started.ms, results };
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

async function pgDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const pg = (await import('pg')).default;
  const name = `bench_${crypto.randomBytes(4).toString('hex')}`;
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const d = new pg.Client({ connectionString: PG_ADMIN_URL });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
console.log(`bench:api on ${machine}; ${DURATION_MS / 1000} s per case\n`);

const runs = [];
// Warm start: an already-migrated PGlite data directory (what `pnpm start` does after the first time).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
const first = await startChild({ DATA_DIR: dataDir });
first.child.kill('SIGTERM');
await new Promise((r) => first.child.once('exit', r));
const warm = await startChild({ DATA_DIR: dataDir });
warm.child.kill('SIGTERM');
await new Promise((r) => warm.child.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`cold start, fresh PGlite data dir (bootstrap + migrations + 10,000 rows): ${first.ms.toFixed(0)} ms`);
console.log(`cold start, existing PGlite data dir: ${warm.ms.toFixed(0)} ms\n`);

runs.push(await benchBackend('PGlite', { DATA_DIR: 'memory://' }));
if (await postgresReachable()) {
  // A server that answers but refuses us (wrong password, no createdb right) skips, like no server.
  const db = await pgDatabase().catch((e: unknown) => {
    console.log(`\nPostgreSQL at ${PG_ADMIN_URL} refused: ${e instanceof Error ? e.message : String(e)}; skipped`);
    return null;
  });
  if (db) {
    try {
      runs.push(await benchBackend('PostgreSQL', { DATABASE_URL: db.url }));
    } finally {
      await db.drop();
    }
  }
} else {
  console.log(`\nPostgreSQL not reachable at ${PG_ADMIN_URL}: skipped`);
}

// Record in docs/benchmarks.md (the API section only; other sections are kept).
const lines: string[] = [];
lines.push('<!-- bench:api:start -->');
lines.push(`## API (\`pnpm bench:api\`)`);
lines.push('');
lines.push(`Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine}. The server runs in its own process; the load generator (keep-alive fetch) in another, on the same machine. ${DURATION_MS / 1000} s per case, authenticated user, row-level security on.`);
lines.push('');
lines.push('Cold start to the first answered request:');
lines.push('');
lines.push(`- PGlite, fresh data directory (platform bootstrap, migrations, 10,000 rows): ${first.ms.toFixed(0)} ms`);
lines.push(`- PGlite, existing data directory: ${warm.ms.toFixed(0)} ms`);
for (const run of runs) lines.push(`- ${run.label}, benchmark database (${run.label === 'PGlite' ? 'in memory' : 'new database'}, migrations and 10,000 rows): ${run.coldMs.toFixed(0)} ms`);
lines.push('');
lines.push('| backend | case | clients | req/s | p50 ms | p95 ms | p99 ms | errors |');
lines.push('|---|---|---:|---:|---:|---:|---:|---:|');
for (const run of runs) {
  for (const r of run.results) lines.push(`| ${run.label} | ${r.name} | ${r.concurrency} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
}
lines.push('<!-- bench:api:end -->');
const doc = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
let text = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# Benchmarks\n\nNumbers printed by the benchmark scripts; each script rewrites its own section.\n\n';
const block = lines.join('\n');
text = /<!-- bench:api:start -->[\s\S]*<!-- bench:api:end -->/.test(text)
  ? text.replace(/<!-- bench:api:start -->[\s\S]*<!-- bench:api:end -->/, block)
  : `${text.trimEnd()}\n\n${block}\n`;
fs.writeFileSync(doc, text);
console.log(`\nwritten to ${path.relative(process.cwd(), doc)}`);
