// `npx pnpm@10 bench:directory`: the directory's first page with "Available:" (issue 27, item 5).
// The /lawyers page is server-rendered: its first page of 12 cards, each with the lawyer's next
// open dates, must come from ONE request to the API (the directory rows with the computed field
// next_open_dates), never one more request per card.
//
// How: `pnpm start` (tests/bench/server.ts: the production build on a fresh, seeded data
// directory at BENCH_PORT, default 4652) with SUPABASE_INTERNAL_URL pointing at a counting proxy
// in this process, which forwards to the server. Only the site's server-side rendering uses that
// URL (site/src/lib/api/config.ts), so every request the proxy sees while a page renders is one
// the page needed. Then:
//   1. the page: GET /lawyers (and /ko/lawyers) BENCH_PAGES times (default 40), one after another;
//      per render the API requests are counted and the HTML checked (12 cards, an "Available:"
//      line on each card whose lawyer has open dates in the next 14 days, as the API says);
//      latency p50/p95 of the whole page;
//   2. the API request alone (anon, keep-alive, BENCH_MS per case, default 4 s, 1 and 10 clients):
//      the directory with next_open_dates, the same without it (what the field costs), and the
//      per-card way this avoids (the directory, then lawyer_open_slots for each of the 12 first
//      lawyers: 13 round trips), for comparison.
// Both on PGlite (what `pnpm start` uses by default) and, when PG_ADMIN_URL's server answers, on
// PostgreSQL (a new database, seeded by the start and dropped afterwards).
// PASS when every render made exactly one API request, to lawyer_directory with next_open_dates
// in its select, and showed the 12 cards with their lines; MISS otherwise (exit code 0: a
// benchmark; 1 only when it could not measure). Rewrites the "Directory" section of
// docs/benchmarks.md unless BENCH_NO_DOC=1. Builds the apps when their sources changed: run it
// under the e2e lock (`flock /tmp/klegal-e2e.lock npx pnpm@10 bench:directory`).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import pg from 'pg';
import { machineInfo, startServer, stopOnExit, stopServer, writeBenchSection } from './server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4652);
const PAGES = Number(process.env.BENCH_PAGES ?? 40);
const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const HEADERS = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` };
// the columns the site selects (site/src/lib/api/lawyers.ts)
const COLUMNS = 'id,name_korean,name_english,qualification_type,bar_association_year,law_firm,school,office_phone,office_email,office_address,bio,major_cases,other_certifications,other_languages,free_pr,fee_20min,fee_40min,fee_60min,profile_photo_url,specialty_ids,practice_area_ids,region_ids,language_ids,specialty_list,region_list,language_list';
const PAGE_SIZE = 12;
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN);

// ---- the counting proxy
let seen: string[] = [];
let target = '';
const proxy = http.createServer((req, res) => {
  seen.push(`${req.method} ${req.url}`);
  const up = http.request(`${target}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (r) => {
    res.writeHead(r.statusCode ?? 502, r.headers);
    r.pipe(res);
  });
  up.on('error', () => { res.writeHead(502); res.end(); });
  req.pipe(up);
});
await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
stopOnExit.push(() => proxy.close());
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;

const machine = machineInfo();
const loadAtStart = os.loadavg().map((x) => x.toFixed(1)).join(' / ');
console.log(`bench:directory on ${machine.line}; load average ${loadAtStart}`);

interface CaseResult { name: string; trips: number; clients: number; rps: number; p50: number; p95: number; errors: number }
interface Run {
  backend: string; listed: number; withDates: number; renders: number; minReq: number; maxReq: number;
  cards: number; lines: number; expectedLines: number; pageP50: number; pageP95: number; oneTrip: boolean; allCards: boolean; results: CaseResult[];
}

async function measure(backend: string, env: Record<string, string>): Promise<Run> {
  const server = await startServer({ port: PORT, timeoutSeconds: Number(process.env.BENCH_START_TIMEOUT_S ?? 1200), tmpPrefix: 'klegal-bench-directory-', env: { SUPABASE_INTERNAL_URL: proxyUrl, ...env } });
  target = server.url;
  console.log(`\n${backend}: server ready in ${server.startSeconds.toFixed(0)} s at ${server.url}; proxy ${proxyUrl}`);
  try {
    // what the API says each listed lawyer's dates are (not through the proxy)
    const rows = (await (await fetch(`${server.url}/rest/v1/lawyer_directory?select=id,next_open_dates&order=id.asc`, { headers: HEADERS })).json()) as { id: string; next_open_dates: string[] }[];
    const datesOf = new Map(rows.map((r) => [r.id, r.next_open_dates]));
    console.log(`${rows.length} listed lawyers; ${rows.filter((r) => r.next_open_dates.length > 0).length} with open dates in the next 14 days`);

    // ---- 1. the page
    interface Render { path: string; ms: number; requests: string[]; cards: number; lines: number; expectedLines: number }
    const renders: Render[] = [];
    for (let i = 0; i < PAGES + 2; i++) {
      const path = i % 2 ? '/ko/lawyers' : '/lawyers';
      seen = [];
      const t = performance.now();
      const r = await fetch(`${server.url}${path}`);
      const html = await r.text();
      const ms = performance.now() - t;
      if (r.status !== 200) throw new Error(`${path} answered ${r.status}`);
      const cards = [...html.matchAll(/<article class="lawyer-card" data-lawyer-id="([^"]+)">([^]*?)<\/article>/g)];
      const lines = cards.filter((c) => c[2]!.includes('class="lc-available"')).length;
      const expectedLines = cards.filter((c) => (datesOf.get(c[1]!) ?? []).length > 0).length;
      // the first two renders warm the server up; not counted in the latency
      if (i >= 2) renders.push({ path, ms, requests: seen, cards: cards.length, lines, expectedLines });
    }
    const byRender = renders.map((r) => r.requests.length);
    const oneTrip = renders.every((r) => r.requests.length === 1 && /^GET \/rest\/v1\/lawyer_directory\?/.test(r.requests[0]!) && decodeURIComponent(r.requests[0]!).includes('next_open_dates'));
    const allCards = renders.every((r) => r.cards === PAGE_SIZE && r.lines === r.expectedLines);
    const pageMs = renders.map((r) => r.ms).sort((a, b) => a - b);
    const sample = renders[0]!;
    console.log(`\n1. the page: ${renders.length} renders of /lawyers and /ko/lawyers; API requests per render: min ${Math.min(...byRender)}, max ${Math.max(...byRender)}; ${sample.cards} cards, ${sample.lines} "Available:" lines (${sample.expectedLines} lawyers of the page have open dates)`);
    console.log(`   the request: ${decodeURIComponent(sample.requests[0] ?? '(none)').replace(COLUMNS, '<the site\'s columns>')}`);
    console.log(`   page p50 ${pct(pageMs, 50).toFixed(1)} ms, p95 ${pct(pageMs, 95).toFixed(1)} ms`);

    // ---- 2. the API request alone
    const firstPage = rows.slice(0, PAGE_SIZE).map((r) => r.id);
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const in13 = new Date(Date.parse(`${today}T00:00:00Z`) + 13 * 86_400_000).toISOString().slice(0, 10);
    const get = (q: string) => fetch(`${server.url}/rest/v1/lawyer_directory?${q}`, { headers: HEADERS }).then(async (r) => { await r.arrayBuffer(); if (r.status >= 400) throw new Error(String(r.status)); });
    const cases: [string, number, () => Promise<void>][] = [
      ['directory with next_open_dates (every listed lawyer: what the page asks)', 1, () => get(`select=${COLUMNS},next_open_dates&order=id.asc`)],
      ['directory without next_open_dates', 1, () => get(`select=${COLUMNS}&order=id.asc`)],
      ['12 lawyers with next_open_dates (limit=12)', 1, () => get(`select=${COLUMNS},next_open_dates&order=id.asc&limit=${PAGE_SIZE}`)],
      ['per card instead: directory + 12 × lawyer_open_slots', 13, async () => {
        await get(`select=${COLUMNS}&order=id.asc`);
        for (const id of firstPage) {
          const r = await fetch(`${server.url}/rest/v1/rpc/lawyer_open_slots`, { method: 'POST', headers: { ...HEADERS, 'Content-Type': 'application/json' }, body: JSON.stringify({ lawyer_id: id, from_date: today, to_date: in13 }) });
          await r.arrayBuffer();
          if (r.status >= 400) throw new Error(String(r.status));
        }
      }],
    ];
    const results: CaseResult[] = [];
    console.log(`\n2. the API request alone (${DURATION_MS / 1000} s per case, anon key, keep-alive):`);
    for (const [name, trips, run] of cases) {
      for (const clients of [1, 10]) {
        const lat: number[] = [];
        let errors = 0;
        const end = performance.now() + DURATION_MS;
        const t0 = performance.now();
        await Promise.all(Array.from({ length: clients }, async () => {
          while (performance.now() < end) {
            const t = performance.now();
            try { await run(); } catch { errors++; }
            lat.push(performance.now() - t);
          }
        }));
        lat.sort((a, b) => a - b);
        const res = { name, trips, clients, rps: lat.length / ((performance.now() - t0) / 1000), p50: pct(lat, 50), p95: pct(lat, 95), errors };
        results.push(res);
        console.log(`   ${name.padEnd(74)} ${String(clients).padStart(2)} clients  ${res.rps.toFixed(0).padStart(5)}/s  p50 ${res.p50.toFixed(1).padStart(6)} ms  p95 ${res.p95.toFixed(1).padStart(6)} ms  errors ${errors}`);
      }
    }

    const verdict = oneTrip && allCards ? 'PASS' : 'MISS';
    console.log(`\n${backend}: one round trip per render (${Math.min(...byRender)}–${Math.max(...byRender)} API requests over ${renders.length} renders), 12 cards with their "Available:" lines: ${verdict}`);
    if (!oneTrip) console.log(`requests of the renders: ${JSON.stringify(renders.map((r) => r.requests))}`);
    if (!allCards) console.log(`cards/lines: ${JSON.stringify(renders.map((r) => [r.path, r.cards, r.lines, r.expectedLines]))}`);
    return {
      backend, listed: rows.length, withDates: rows.filter((r) => r.next_open_dates.length > 0).length, renders: renders.length,
      minReq: Math.min(...byRender), maxReq: Math.max(...byRender), cards: sample.cards, lines: sample.lines, expectedLines: sample.expectedLines,
      pageP50: pct(pageMs, 50), pageP95: pct(pageMs, 95), oneTrip, allCards, results,
    };
  } finally {
    await stopServer(server);
  }
}

let failed = false;
const runs: Run[] = [];
try {
  runs.push(await measure('PGlite', {}));
  // PostgreSQL: a new database, seeded by the start, dropped afterwards
  const name = `bench_directory_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  const reachable = await admin.connect().then(() => true, (e: unknown) => { console.log(`\nPostgreSQL not reachable at ${PG_ADMIN_URL} (${e instanceof Error ? e.message : String(e)}): skipped`); return false; });
  if (reachable) {
    await admin.query(`create database ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      runs.push(await measure('PostgreSQL', { DATABASE_URL: url.toString() }));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
  const verdict = runs.every((r) => r.oneTrip && r.allCards) ? 'PASS' : 'MISS';
  const claim = `${runs.map((r) => `${r.backend} ${r.minReq}–${r.maxReq} API requests per render over ${r.renders} renders, ${r.lines} of ${r.cards} cards with a line (${r.expectedLines} expected)`).join('; ')}: ${verdict}`;
  console.log(`\n${claim}`);

  if (process.env.BENCH_NO_DOC !== '1') {
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const lines = [
      '<!-- bench:directory:start -->',
      '## Directory: "Available:" in one round trip (`pnpm bench:directory`)',
      '',
      `Measured ${when} UTC on ${machine.line}, load average ${loadAtStart} when the benchmark started. \`pnpm start\` (production build, seeded demo data: ${runs[0]!.listed} listed lawyers, ${runs[0]!.withDates} with open dates in the next 14 days) on each backend, the site's server-side API calls sent through a counting proxy (\`SUPABASE_INTERNAL_URL\`, \`tests/bench/directory.ts\`).`,
      '',
      `**The page.** Server renders of \`/lawyers\` and \`/ko/lawyers\`, one after another (the first page: ${PAGE_SIZE} cards, each with its "Available:" line); every render's API requests counted. The one request is \`GET /rest/v1/lawyer_directory?select=<the site's columns>,next_open_dates&order=id.asc\`: the directory rows with the computed field \`next_open_dates\`.`,
      '',
      '| backend | renders | API requests per render | cards | with "Available:" (expected) | page p50 ms | page p95 ms |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...runs.map((r) => `| ${r.backend} | ${r.renders} | ${r.minReq === r.maxReq ? r.minReq : `${r.minReq}–${r.maxReq}`} | ${r.cards} | ${r.lines} (${r.expectedLines}) | ${r.pageP50.toFixed(1)} | ${r.pageP95.toFixed(1)} |`),
      '',
      `**The API request alone** (anon key, keep-alive fetch from the benchmark's process, ${DURATION_MS / 1000} s per case). The site reads every listed lawyer (it orders them per day and filters in the page), so the field is computed for all ${runs[0]!.listed}; the per-card way it replaces is shown for comparison.`,
      '',
      '| backend | case | round trips | clients | req/s | p50 ms | p95 ms | errors |',
      '|---|---|---:|---:|---:|---:|---:|---:|',
      ...runs.flatMap((run) => run.results.map((r) => `| ${run.backend} | ${r.name} | ${r.trips} | ${r.clients} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`)),
      '',
      `Target: the directory's first page with "Available:" for 12 lawyers in one round trip (no per-card query): ${claim}.`,
      '<!-- bench:directory:end -->',
    ];
    console.log(`wrote ${writeBenchSection('bench:directory', lines.join('\n'))}`);
  }
} catch (e) {
  console.error('bench:directory could not measure:', e);
  failed = true;
} finally {
  proxy.close();
}
process.exit(failed ? 1 : 0);
