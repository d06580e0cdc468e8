// `node bench/functions.ts`: what running Edge Functions in Deno costs (issue 28 item 7). Prints
//   - cold start: the first request to a function on a fresh server (deno install + deno info of
//     its module graph, the worker's boot, the request), for a function without imports and for
//     one loading @supabase/supabase-js through its deno.json; npm packages already in DENO_DIR;
//   - the same with an empty DENO_DIR (a fresh machine: the packages come from the npm registry);
//     skipped with BENCH_FRESH=0;
//   - per request, warm, sequential: p50/p95 through the host and Deno, next to the gateway alone
//     (an unknown function's 404, which never reaches Deno).
// Bounded: a fixed number of requests, loopback only.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/http/app.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../tests/conformance/fixture');
const N = Number(process.env.BENCH_N ?? 300);

async function server() {
  const cfg = loadConfig({
    port: 0, dataDir: 'memory://', storageDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fn-')),
    migrationsDir: path.join(FIXTURE, 'none'), seedFile: null, log: false,
    functionsDir: path.join(FIXTURE, 'functions'), functionsConfigFile: path.join(FIXTURE, 'functions', 'config.toml'), functionsEnv: {},
  });
  return { cfg, running: await startServer(cfg) };
}

async function timed(url: string, init: RequestInit): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  const r = await fetch(url, init);
  await r.arrayBuffer();
  return { ms: performance.now() - t, status: r.status };
}

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function coldStarts(label: string): Promise<void> {
  const { cfg, running } = await server();
  const auth = { Authorization: `Bearer ${cfg.anonKey}` };
  try {
    for (const name of ['open-door', 'npm-import']) {
      const r = await timed(`${running.url}/functions/v1/${name}`, { method: 'POST', headers: auth });
      console.log(`cold start ${label}, ${name.padEnd(10)}: ${fmt(r.ms)} (HTTP ${r.status})`);
    }
  } finally {
    await running.close();
  }
}

// The module-level cache of prepared functions lives for this process: each cold start below uses
// a fresh process's view only for the first server, so the fresh-DENO_DIR run goes first.
if (process.env.BENCH_FRESH !== '0') {
  const saved = process.env.DENO_DIR;
  process.env.DENO_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-deno-dir-'));
  try {
    await coldStarts('(empty DENO_DIR: packages from the npm registry)');
  } finally {
    fs.rmSync(process.env.DENO_DIR, { recursive: true, force: true });
    if (saved === undefined) delete process.env.DENO_DIR;
    else process.env.DENO_DIR = saved;
  }
  // forget what that run prepared, so that the next cold start prepares again
  const { forgetPrepared } = await import('../server/functions/deno.ts');
  forgetPrepared();
}
await coldStarts('(DENO_DIR already holding the packages)');

const { cfg, running } = await server();
try {
  const auth = { Authorization: `Bearer ${cfg.anonKey}` };
  await timed(`${running.url}/functions/v1/open-door`, { method: 'POST', headers: auth });
  const through: number[] = [];
  const gateway: number[] = [];
  for (let i = 0; i < N; i++) {
    through.push((await timed(`${running.url}/functions/v1/open-door`, { method: 'POST', headers: auth })).ms);
    gateway.push((await timed(`${running.url}/functions/v1/no-such-function`, { method: 'POST', headers: auth })).ms);
  }
  console.log(`warm, ${N} sequential requests: through Deno p50 ${fmt(pct(through, 50))} p95 ${fmt(pct(through, 95))}; gateway alone (404) p50 ${fmt(pct(gateway, 50))} p95 ${fmt(pct(gateway, 95))}; the Deno hop adds ~${fmt(pct(through, 50) - pct(gateway, 50))} at p50`);
} finally {
  await running.close();
}
