// `pnpm bench:api`: requests/s and p50/p95/p99 latency at 1, 10 and 50 concurrent clients for
//   (a) a single-row select by id, (b) a filtered list with two embedded resources over
//   10,000 rows, (d) the same list embedding through computed relationships, (c) an insert — each
//   as an authenticated user under RLS — and (e) a transformed image (Storage's render/image:
//   first request of a size, cached, and the original) on PGlite and on PostgreSQL (when
//   reachable), plus cold start to the first answered request.
// Bookings, on the product schema (supabase/migrations) with 10,000 bookings: lawyer_busy_slots
//   for one month and lawyer_open_slots for 62 days (issue 27; PASS/MISS against p95 ≤ 10 ms at
//   10 clients) of one lawyer over HTTP (anon key) at 1 and 10 clients, and the hold sweep
//   expire_unpaid_holds() closing 10,000 expired holds in one statement (timed next to the
//   database), on both backends. Fixture: bench/bookings-fixture.ts.
// The server runs in a child process; this process only generates load. Prints a table and
// rewrites the "API" and "API: bookings" sections of docs/benchmarks.md. Bounded: fixed
// duration per case. BENCH_ONLY=rest or BENCH_ONLY=bookings (or --only=...) runs one part and
// rewrites only its section.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signJwt } from '../server/jwt.ts';
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET, DEFAULT_SERVICE_ROLE_KEY, REPO_ROOT } from '../server/config.ts';
import { BENCH_LAWYER, MIX_SQL, sweepCheckSql, sweepSql } from './bookings-fixture.ts';

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = [1, 10, 50];
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.BENCH_ONLY ?? process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length) ?? '';
if (!['', 'rest', 'bookings'].includes(ONLY)) throw new Error(`BENCH_ONLY must be rest or bookings, not ${ONLY}`);
const RUN_REST = ONLY !== 'bookings';
const RUN_BOOKINGS = ONLY !== 'rest';
const BOOKING_CONCURRENCY = [1, 10];
const SWEEP_ROUNDS = Number(process.env.BENCH_SWEEP_ROUNDS ?? 3);

interface Started { url: string; child: ChildProcess; ms: number }

const ANON_HEADERS = { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${DEFAULT_ANON_KEY}` };
// product schema: a public table anon may read
const PRODUCT_PROBE = { path: '/rest/v1/lawyer_calendar_updates?select=lawyer_id&limit=1', headers: ANON_HEADERS };

function startChild(env: Record<string, string>, probe?: { path: string; headers: Record<string, string> }): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'server.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    let buf = '';
    child.stdout!.on('data', async (d: Buffer) => {
      buf += d.toString();
      const m = /READY (\S+)/.exec(buf);
      if (!m) return;
      child.stdout!.removeAllListeners('data');
      // cold start = until the first REST request is answered, not just until listen()
      const url = m[1];
      const r = probe
        ? await fetch(url + probe.path, { headers: probe.headers })
        : await fetch(`${url}/rest/v1/bench_categories?select=id&limit=1`, { headers: { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${token()}` } });
      await r.arrayBuffer();
      if (r.status >= 400) { reject(new Error(`bench server probe answered ${r.status}`)); return; }
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

async function benchBackend(label: string, env: Record<string, string>): Promise<{ label: string; coldMs: number; results: CaseResult[]; image: ImageResult | null }> {
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
    ['(d) list, 2 computed embeds', (i) => ({
      path: `/rest/v1/bench_items?select=id,title,price,author:bench_item_author(name),category:bench_item_category(name)&status=eq.open&price=gte.${(i * 13) % 50000}&order=price.asc&limit=20`,
      init: { headers },
    })],
  ];
  const results: CaseResult[] = [];
  let image: ImageResult | null = null;
  try {
    for (const [name, make] of cases) {
      for (const c of CONCURRENCY) {
        const r = await runCase(started.url, name, c, make);
        results.push(r);
        console.log(`${label.padEnd(10)} ${name.padEnd(30)} c=${String(c).padStart(2)}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  errors ${r.errors}`);
      }
    }
    image = await benchImage(label, started.url);
  } finally {
    started.child.kill('SIGTERM');
  }
  return { label, coldMs: started.ms, results, image };
}

// (e) Image transformation: a 1200 × 1200 JPEG photo (about the size of a phone picture cropped
// square) in a public bucket, rendered as the site's thumbnails are
// (/storage/v1/render/image/public/...?width=…&height=…&resize=cover, WebP for a browser's Accept).
interface ImageResult { bytes: number; firstP50: number; firstP95: number; firstN: number; thumbBytes: number; cached: CaseResult[]; original: CaseResult }
const IMAGE_FIRST = 40;

async function benchImage(label: string, url: string): Promise<ImageResult> {
  const sharp = (await import('sharp')).default;
  const W = 1200;
  const raw = Buffer.alloc(W * W * 3);
  for (let y = 0; y < W; y++) for (let x = 0; x < W; x++) {
    const o = (y * W + x) * 3;
    const n = (x * 7919 + y * 104729) % 23;
    raw[o] = (x * 255) / W + n; raw[o + 1] = (y * 255) / W + n; raw[o + 2] = ((x + y) * 127) / W + n;
  }
  const jpeg = await sharp(raw, { raw: { width: W, height: W, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
  const service = { apikey: DEFAULT_SERVICE_ROLE_KEY, Authorization: `Bearer ${DEFAULT_SERVICE_ROLE_KEY}` };
  const up = await fetch(`${url}/storage/v1/object/bench-photos/photo.jpg`, { method: 'POST', headers: { ...service, 'Content-Type': 'image/jpeg' }, body: jpeg });
  if (!up.ok) throw new Error(`upload of the bench photo answered ${up.status}: ${await up.text()}`);
  const accept = { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' };
  const render = (size: number) => `/storage/v1/render/image/public/bench-photos/photo.jpg?width=${size}&height=${size}&resize=cover`;
  // first request of a rendition: each size once, one after another (nothing cached yet)
  const first: number[] = [];
  let thumbBytes = 0;
  for (let i = 0; i < IMAGE_FIRST; i++) {
    const t = performance.now();
    const r = await fetch(url + render(64 + i), { headers: accept });
    const body = await r.arrayBuffer();
    first.push(performance.now() - t);
    if (r.status !== 200) throw new Error(`render answered ${r.status}`);
    if (i === 0) thumbBytes = body.byteLength;
  }
  first.sort((a, b) => a - b);
  const cached: CaseResult[] = [];
  for (const c of [1, 10]) {
    const r = await runCase(url, '(e) transformed image, cached', c, () => ({ path: render(128), init: { headers: accept } }));
    cached.push(r);
    console.log(`${label.padEnd(10)} ${r.name.padEnd(30)} c=${String(c).padStart(2)}  ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  errors ${r.errors}`);
  }
  const original = await runCase(url, '(e) original image', 10, () => ({ path: '/storage/v1/object/public/bench-photos/photo.jpg', init: { headers: accept } }));
  console.log(`${label.padEnd(10)} (e) first render of a size       p50 ${pct(first, 50).toFixed(1)} ms  p95 ${pct(first, 95).toFixed(1)} ms (${IMAGE_FIRST} sizes); original ${jpeg.length} B, 64 px thumbnail ${thumbBytes} B`);
  return { bytes: jpeg.length, firstP50: pct(first, 50), firstP95: pct(first, 95), firstN: IMAGE_FIRST, thumbBytes, cached, original };
}

// SQL on the server child's own database connection (bench/server.ts, IPC).
type Sql = <T = Record<string, unknown>>(sql: string, params?: unknown[], exec?: boolean) => Promise<{ rows: T[]; ms: number }>;
function sqlChannel(child: ChildProcess): Sql {
  let next = 0;
  const waiting = new Map<number, { resolve: (v: { rows: never[]; ms: number }) => void; reject: (e: Error) => void }>();
  child.on('message', (m: { id: number; rows?: never[]; ms?: number; error?: string }) => {
    const w = waiting.get(m.id);
    if (!w) return;
    waiting.delete(m.id);
    if (m.error !== undefined) w.reject(new Error(m.error));
    else w.resolve({ rows: m.rows ?? [], ms: m.ms ?? NaN });
  });
  return ((sql: string, params?: unknown[], exec?: boolean) => new Promise((resolve, reject) => {
    const id = next++;
    waiting.set(id, { resolve, reject });
    child.send({ id, sql, params, exec });
  })) as Sql;
}

// CPU time (user + system) of a process in ms, from /proc (Linux; null elsewhere or when unreadable).
function procCpuMs(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return null;
  }
}
function sumCpu(pids: number[]): number | null {
  let total = 0;
  for (const pid of pids) {
    const ms = procCpuMs(pid);
    if (ms === null) return null;
    total += ms;
  }
  return pids.length ? total : null;
}
interface CpuPerRequest { concurrency: number; server: number | null; db: number | null; gen: number }

interface SweepResult { round: number; expired: number; closed: number; ms: number; swept: number; couponsStillUsed: number; couponUses: number; audited: number }
interface BookingsRun {
  label: string;
  fixture: { bookings: number; onLawyer: number; liveHolds: number; expiredUnswept: number; paid: number; cancelled: number; ms: number };
  range: { from: string; to: string; slots: number };
  inDb: { p50: number; p95: number; planNode: string; execMs: number };
  results: CaseResult[];
  cpu: CpuPerRequest[];
  open: OpenSlotsRun;
  preSwept: number;
  sweeps: SweepResult[];
}

/** lawyer_open_slots over 62 days (issue 27): the same measurements as lawyer_busy_slots. */
interface OpenSlotsRun {
  range: { from: string; to: string; slots: number; taken: number };
  inDb: { p50: number; p95: number; planNode: string; execMs: number };
  results: CaseResult[];
  cpu: CpuPerRequest[];
}

async function benchBookings(label: string, env: Record<string, string>): Promise<BookingsRun> {
  // CRON=0: the pg_cron emulation would otherwise sweep the expired holds of the fixture
  const started = await startChild({ ...env, BENCH_SCHEMA: 'product', CRON: '0' }, PRODUCT_PROBE);
  const sql = sqlChannel(started.child);
  try {
    const mix = await sql(MIX_SQL, undefined, true);
    const [f] = (await sql<Record<string, number>>(`
      select count(*)::integer as bookings,
             (count(*) filter (where lawyer_id = $1))::integer as on_lawyer,
             (count(*) filter (where status = 'pending' and payment_status = 'pending' and hold_expires_at > now()))::integer as live,
             (count(*) filter (where status = 'pending' and payment_status = 'pending' and hold_expires_at <= now()))::integer as expired,
             (count(*) filter (where payment_status = 'paid'))::integer as paid,
             (count(*) filter (where status = 'cancelled'))::integer as cancelled
        from public.bookings`, [BENCH_LAWYER])).rows;
    const fixture = { bookings: f.bookings, onLawyer: f.on_lawyer, liveHolds: f.live, expiredUnswept: f.expired, paid: f.paid, cancelled: f.cancelled, ms: mix.ms };
    console.log(`${label.padEnd(10)} bookings fixture: ${fixture.bookings} bookings (${fixture.onLawyer} on the measured lawyer; ${fixture.paid} paid, ${fixture.liveHolds} live holds, ${fixture.expiredUnswept} expired holds not swept, ${fixture.cancelled} cancelled) in ${fixture.ms.toFixed(0)} ms`);

    // next month, in the database's calendar
    const [r] = (await sql<{ from_date: string; to_date: string }>(`
      select (date_trunc('month', current_date) + interval '1 month')::date::text as from_date,
             (date_trunc('month', current_date) + interval '2 months' - interval '1 day')::date::text as to_date`)).rows;
    const args = [BENCH_LAWYER, r.from_date, r.to_date];
    const [{ n: slots }] = (await sql<{ n: number }>(`select count(*)::integer as n from public.lawyer_busy_slots($1::uuid, $2::date, $3::date)`, args)).rows;

    // the function in the database alone (no HTTP): 200 calls
    const dbMs: number[] = [];
    for (let i = 0; i < 200; i++) dbMs.push((await sql(`select * from public.lawyer_busy_slots($1::uuid, $2::date, $3::date)`, args)).ms);
    dbMs.sort((a, b) => a - b);
    // the plan of the function's query (same predicates, the arguments as parameters)
    const plan = (await sql<{ 'QUERY PLAN': string }>(`explain (analyze, costs off)
      select b.booking_date, b.booking_time from public.bookings b
       where b.lawyer_id = '${BENCH_LAWYER}'::uuid and b.booking_date between '${r.from_date}'::date and '${r.to_date}'::date
         and b.status <> 'cancelled'
         and (b.payment_status = 'paid' or (b.payment_status = 'pending' and b.hold_expires_at > now()))
         and exists (select 1 from public.lawyers l where l.id = '${BENCH_LAWYER}'::uuid and l.is_approved and l.is_visible)
       order by b.booking_date, b.booking_time`)).rows.map((x) => x['QUERY PLAN']);
    if (process.env.BENCH_EXPLAIN) console.log(plan.join('\n'));
    const scan = plan.find((l) => /Scan.* on bookings/.test(l))?.trim().replace(/^->\s*/, '').replace(/\s*\(actual.*$/, '') ?? '?';
    const execMs = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN);
    const inDb = { p50: pct(dbMs, 50), p95: pct(dbMs, 95), planNode: scan, execMs };
    console.log(`${label.padEnd(10)} lawyer_busy_slots ${r.from_date}..${r.to_date}: ${slots} taken slots; in the database p50 ${inDb.p50.toFixed(2)} ms p95 ${inDb.p95.toFixed(2)} ms; plan: ${scan}, execution ${execMs} ms`);

    const body = JSON.stringify({ lawyer_id: BENCH_LAWYER, from_date: r.from_date, to_date: r.to_date });
    const headers = { ...ANON_HEADERS, 'Content-Type': 'application/json' };
    const check = await fetch(`${started.url}/rest/v1/rpc/lawyer_busy_slots`, { method: 'POST', headers, body });
    const checkRows = await check.json() as unknown[];
    if (check.status !== 200 || !Array.isArray(checkRows) || checkRows.length !== slots) {
      throw new Error(`lawyer_busy_slots over HTTP answered ${check.status} with ${JSON.stringify(checkRows).slice(0, 200)}, expected ${slots} rows`);
    }
    const results: CaseResult[] = [];
    const cpu: CpuPerRequest[] = [];
    // warm-up: 10 requests at a time, so the server's connection pool has grown before the runs
    for (let i = 0; i < 20; i++) {
      await Promise.all(Array.from({ length: 10 }, async () => (await fetch(`${started.url}/rest/v1/rpc/lawyer_busy_slots`, { method: 'POST', headers, body })).arrayBuffer()));
    }
    // PostgreSQL on this machine: its backends for this database, to read their CPU time
    const backendPids = env.DATABASE_URL
      ? (await sql<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database()`)).rows.map((x) => x.pid)
      : [];
    for (const c of BOOKING_CONCURRENCY) {
      const before = { server: procCpuMs(started.child.pid), db: sumCpu(backendPids), gen: process.cpuUsage() };
      const res = await runCase(started.url, 'lawyer_busy_slots, 1 month', c, () => ({ path: '/rest/v1/rpc/lawyer_busy_slots', init: { method: 'POST', headers, body } }));
      const gen = process.cpuUsage(before.gen);
      const per = (a: number | null, b: number | null) => (a === null || b === null ? null : (b - a) / res.requests);
      const u = { concurrency: c, server: per(before.server, procCpuMs(started.child.pid)), db: env.DATABASE_URL ? per(before.db, sumCpu(backendPids)) : null, gen: (gen.user + gen.system) / 1000 / res.requests };
      results.push(res);
      cpu.push(u);
      const f = (x: number | null) => (x === null ? '–' : x.toFixed(2));
      console.log(`${label.padEnd(10)} ${res.name.padEnd(30)} c=${String(c).padStart(2)}  ${res.rps.toFixed(0).padStart(6)} req/s  p50 ${res.p50.toFixed(1).padStart(6)} ms  p95 ${res.p95.toFixed(1).padStart(6)} ms  p99 ${res.p99.toFixed(1).padStart(6)} ms  errors ${res.errors}  CPU ms/request: server ${f(u.server)}${env.DATABASE_URL ? `, PostgreSQL ${f(u.db)}` : ' (PGlite inside)'}, load generator ${f(u.gen)}`);
    }

    const open = await benchOpenSlots(label, env, started, sql);

    // The sweep. First the mix's own expired holds (untimed), so each timed sweep closes exactly
    // the round's 10,000.
    const [{ n: preSwept }] = (await sql<{ n: number }>(`select public.expire_unpaid_holds() as n`)).rows;
    const sweeps: SweepResult[] = [];
    for (let round = 1; round <= SWEEP_ROUNDS; round++) {
      await sql(sweepSql(round), undefined, true);
      const [{ n: expired }] = (await sql<{ n: number }>(`select count(*)::integer as n from public.bookings
        where status = 'pending' and payment_status = 'pending' and hold_expires_at <= now()`)).rows;
      const run = await sql<{ n: number }>(`select public.expire_unpaid_holds() as n`);
      const [c] = (await sql<Record<string, number>>(sweepCheckSql(round))).rows;
      const s: SweepResult = { round, expired, closed: run.rows[0].n, ms: run.ms, swept: c.swept, couponsStillUsed: c.coupons_still_used, couponUses: c.coupon_uses, audited: c.audited };
      sweeps.push(s);
      const ok = s.closed === 10000 && s.swept === 10000 && c.holds === 10000 && s.couponsStillUsed === 0 && s.couponUses === 0 && s.audited === 10000;
      console.log(`${label.padEnd(10)} expire_unpaid_holds() round ${round}: ${s.closed} holds closed in ${s.ms.toFixed(0)} ms; cancelled by system ${s.swept}/10000, coupons still used ${s.couponsStillUsed}, coupon uses left ${s.couponUses}, audited ${s.audited}${ok ? '' : '  CHECK FAILED'}`);
      if (!ok) process.exitCode = 1;
    }
    return { label, fixture, range: { from: r.from_date, to: r.to_date, slots }, inDb, results, cpu, open, preSwept, sweeps };
  } finally {
    started.child.kill('SIGTERM');
  }
}

// lawyer_open_slots for 62 days (the most one call may ask) of the measured lawyer, from tomorrow
// (KST): his default availability (Mon-Fri, all eight slots, 120 minutes' notice, 90 days' horizon)
// against the 10,000 bookings of the mix, before the sweep rounds add theirs. In the database
// alone (200 calls, and the plan of the function's anti-join to bookings), then over HTTP.
async function benchOpenSlots(label: string, env: Record<string, string>, started: Started, sql: Sql): Promise<OpenSlotsRun> {
  const [r] = (await sql<{ from_date: string; to_date: string }>(`
    select ((now() at time zone 'Asia/Seoul')::date + 1)::text as from_date,
           ((now() at time zone 'Asia/Seoul')::date + 62)::text as to_date`)).rows;
  const args = [BENCH_LAWYER, r.from_date, r.to_date];
  const [{ n: slots }] = (await sql<{ n: number }>(`select count(*)::integer as n from public.lawyer_open_slots($1::uuid, $2::date, $3::date)`, args)).rows;
  const [{ n: taken }] = (await sql<{ n: number }>(`select count(*)::integer as n from public.lawyer_busy_slots($1::uuid, $2::date, $3::date)`, args)).rows;
  const dbMs: number[] = [];
  for (let i = 0; i < 200; i++) dbMs.push((await sql(`select * from public.lawyer_open_slots($1::uuid, $2::date, $3::date)`, args)).ms);
  dbMs.sort((a, b) => a - b);
  // the function's query (20261130007100_lawyer_open_slots_speed), its arguments inlined: the
  // range's taken slots, anti-joined to the available ones
  const plan = (await sql<{ 'QUERY PLAN': string }>(`explain (analyze, costs off)
    with taken as materialized (
      select b.booking_date, b.booking_time
        from public.bookings b
       where b.lawyer_id = '${BENCH_LAWYER}'::uuid
         and b.booking_date between '${r.from_date}'::date and '${r.to_date}'::date
         and b.status <> 'cancelled'
         and (b.payment_status <> 'pending' or not private.booking_hold_expired(b.status, b.payment_status, b.hold_expires_at))
    )
    select a.slot_date, a.slot_time
      from private.lawyer_available_slots('${BENCH_LAWYER}'::uuid, '${r.from_date}'::date, '${r.to_date}'::date) a
     where not exists (select 1 from taken t where t.booking_date = a.slot_date and t.booking_time = a.slot_time)
     order by a.slot_date, a.slot_time`)).rows.map((x) => x['QUERY PLAN']);
  if (process.env.BENCH_EXPLAIN) console.log(plan.join('\n'));
  const scan = plan.find((l) => /Scan.* on bookings/.test(l))?.trim().replace(/^->\s*/, '').replace(/\s*\(actual.*$/, '') ?? '?';
  const execMs = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN);
  const inDb = { p50: pct(dbMs, 50), p95: pct(dbMs, 95), planNode: scan, execMs };
  console.log(`${label.padEnd(10)} lawyer_open_slots ${r.from_date}..${r.to_date}: ${slots} open slots (${taken} taken); in the database p50 ${inDb.p50.toFixed(2)} ms p95 ${inDb.p95.toFixed(2)} ms; plan: ${scan}, execution ${execMs} ms`);

  const body = JSON.stringify({ lawyer_id: BENCH_LAWYER, from_date: r.from_date, to_date: r.to_date });
  const headers = { ...ANON_HEADERS, 'Content-Type': 'application/json' };
  const call = () => fetch(`${started.url}/rest/v1/rpc/lawyer_open_slots`, { method: 'POST', headers, body });
  const check = await call();
  const checkRows = await check.json() as unknown[];
  if (check.status !== 200 || !Array.isArray(checkRows) || checkRows.length !== slots || slots === 0) {
    throw new Error(`lawyer_open_slots over HTTP answered ${check.status} with ${JSON.stringify(checkRows).slice(0, 200)}, expected ${slots} rows`);
  }
  for (let i = 0; i < 20; i++) await Promise.all(Array.from({ length: 10 }, async () => (await call()).arrayBuffer()));
  const backendPids = env.DATABASE_URL
    ? (await sql<{ pid: number }>(`select pid from pg_stat_activity where datname = current_database()`)).rows.map((x) => x.pid)
    : [];
  const results: CaseResult[] = [];
  const cpu: CpuPerRequest[] = [];
  for (const c of BOOKING_CONCURRENCY) {
    const before = { server: procCpuMs(started.child.pid), db: sumCpu(backendPids), gen: process.cpuUsage() };
    const res = await runCase(started.url, 'lawyer_open_slots, 62 days', c, () => ({ path: '/rest/v1/rpc/lawyer_open_slots', init: { method: 'POST', headers, body } }));
    const gen = process.cpuUsage(before.gen);
    const per = (a: number | null, b: number | null) => (a === null || b === null ? null : (b - a) / res.requests);
    const u = { concurrency: c, server: per(before.server, procCpuMs(started.child.pid)), db: env.DATABASE_URL ? per(before.db, sumCpu(backendPids)) : null, gen: (gen.user + gen.system) / 1000 / res.requests };
    results.push(res);
    cpu.push(u);
    const f = (x: number | null) => (x === null ? '–' : x.toFixed(2));
    const verdict = c === 10 ? `  ${res.p95 <= 10 ? 'PASS' : 'MISS'} (p95 ≤ 10 ms at 10 clients${env.DATABASE_URL ? '' : '; the target is for PostgreSQL'})` : '';
    console.log(`${label.padEnd(10)} ${res.name.padEnd(30)} c=${String(c).padStart(2)}  ${res.rps.toFixed(0).padStart(6)} req/s  p50 ${res.p50.toFixed(1).padStart(6)} ms  p95 ${res.p95.toFixed(1).padStart(6)} ms  p99 ${res.p99.toFixed(1).padStart(6)} ms  errors ${res.errors}  CPU ms/request: server ${f(u.server)}${env.DATABASE_URL ? `, PostgreSQL ${f(u.db)}` : ' (PGlite inside)'}, load generator ${f(u.gen)}${verdict}`);
  }
  return { range: { from: r.from_date, to: r.to_date, slots, taken }, inDb, results, cpu };
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

const loadAtStart = os.loadavg().map((x) => x.toFixed(1)).join(' / ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`;
console.log(`bench:api on ${machine}; load average ${loadAtStart}; ${DURATION_MS / 1000} s per case\n`);

const runs = [];
const bookingRuns: BookingsRun[] = [];
let first: Started | null = null;
let warm: Started | null = null;
if (RUN_REST) {
  // Warm start: an already-migrated PGlite data directory (what `pnpm start` does after the first time).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  first = await startChild({ DATA_DIR: dataDir });
  first.child.kill('SIGTERM');
  await new Promise((r) => first!.child.once('exit', r));
  warm = await startChild({ DATA_DIR: dataDir });
  warm.child.kill('SIGTERM');
  await new Promise((r) => warm!.child.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
  console.log(`cold start, fresh PGlite data dir (bootstrap + migrations + 10,000 rows): ${first.ms.toFixed(0)} ms`);
  console.log(`cold start, existing PGlite data dir: ${warm.ms.toFixed(0)} ms\n`);

  runs.push(await benchBackend('PGlite', { DATA_DIR: 'memory://' }));
}
if (RUN_BOOKINGS) {
  if (RUN_REST) console.log('');
  bookingRuns.push(await benchBookings('PGlite', { DATA_DIR: 'memory://' }));
}
let pgSkipped: string | null = null;
if (await postgresReachable()) {
  // A server that answers but refuses us (wrong password, no createdb right) skips, like no server.
  const onPostgres = async <T>(fn: (url: string) => Promise<T>): Promise<T | null> => {
    const db = await pgDatabase().catch((e: unknown) => {
      pgSkipped = `PostgreSQL at ${PG_ADMIN_URL} refused: ${e instanceof Error ? e.message : String(e)}; skipped`;
      console.log(`\n${pgSkipped}`);
      return null;
    });
    if (!db) return null;
    try {
      return await fn(db.url);
    } finally {
      await db.drop();
    }
  };
  if (RUN_REST) {
    console.log('');
    const run = await onPostgres((url) => benchBackend('PostgreSQL', { DATABASE_URL: url }));
    if (run) runs.push(run);
  }
  if (RUN_BOOKINGS && !pgSkipped) {
    console.log('');
    const run = await onPostgres((url) => benchBookings('PostgreSQL', { DATABASE_URL: url }));
    if (run) bookingRuns.push(run);
  }
} else {
  pgSkipped = `PostgreSQL not reachable at ${PG_ADMIN_URL}: skipped`;
  console.log(`\n${pgSkipped}`);
}

// Record in docs/benchmarks.md (the sections of the parts that ran; other sections are kept).
const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const doc = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
let text = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# Benchmarks\n\nNumbers printed by the benchmark scripts; each script rewrites its own section.\n\n';
function putBlock(name: string, block: string, after?: string): void {
  const re = new RegExp(`<!-- bench:${name}:start -->[\\s\\S]*<!-- bench:${name}:end -->`);
  if (re.test(text)) text = text.replace(re, () => block);
  else if (after && text.includes(`<!-- bench:${after}:end -->`)) text = text.replace(`<!-- bench:${after}:end -->`, () => `<!-- bench:${after}:end -->\n\n${block}`);
  else text = `${text.trimEnd()}\n\n${block}\n`;
}

if (RUN_REST) {
  const lines: string[] = [];
  lines.push('<!-- bench:api:start -->');
  lines.push(`## API (\`pnpm bench:api\`)`);
  lines.push('');
  lines.push(`Measured ${when} UTC on ${machine}, load average ${loadAtStart} when the benchmark started. The server runs in its own process; the load generator (keep-alive fetch) in another, on the same machine. ${DURATION_MS / 1000} s per case, authenticated user, row-level security on.`);
  const load1 = Number(loadAtStart.split(' / ')[0]);
  if (load1 > os.cpus().length) {
    lines.push('');
    lines.push(`The machine was busy with other work (load average above its ${os.cpus().length} CPUs): compare the cases within this run, not with runs recorded on an idle machine.`);
  }
  lines.push('');
  lines.push('Cold start to the first answered request:');
  lines.push('');
  lines.push(`- PGlite, fresh data directory (platform bootstrap, migrations, 10,000 rows): ${first!.ms.toFixed(0)} ms`);
  lines.push(`- PGlite, existing data directory: ${warm!.ms.toFixed(0)} ms`);
  for (const run of runs) lines.push(`- ${run.label}, benchmark database (${run.label === 'PGlite' ? 'in memory' : 'new database'}, migrations and 10,000 rows): ${run.coldMs.toFixed(0)} ms`);
  lines.push('');
  lines.push('| backend | case | clients | req/s | p50 ms | p95 ms | p99 ms | errors |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const run of runs) {
    for (const r of run.results) lines.push(`| ${run.label} | ${r.name} | ${r.concurrency} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
  lines.push('');
  lines.push('(d) is the list of (b) with its two embeds through **computed relationships** (functions taking a `bench_items` row and returning the author or category row, `rows 1`, as PostgREST embeds them: `author:bench_item_author(name)`), fixture `supabase/bench/fixture/20240101000002_bench_computed_and_photos.sql`.');
  const img = runs.find((r) => r.image)?.image;
  if (img) {
    lines.push('');
    lines.push(`**(e) Image transformation** (Storage's \`/render/image/public/…?width=…&height=…&resize=cover\`, sharp; what the site's directory and profile thumbnails request): a ${(img.bytes / 1024).toFixed(0)} KB 1200 × 1200 JPEG in a public bucket, a browser's \`Accept\` (WebP answered; the 64 px thumbnail is ${(img.thumbBytes / 1024).toFixed(1)} KB). *First request*: ${img.firstN} sizes (64…${63 + img.firstN} px), each requested once, one after another: the decode, resize and encode. *Cached*: the same 128 px rendition again and again (the server keeps renditions in memory per object version), ${DURATION_MS / 1000} s per case; the original object for comparison.`);
    lines.push('');
    lines.push('| backend | case | clients | req/s | p50 ms | p95 ms | errors |');
    lines.push('|---|---|---:|---:|---:|---:|---:|');
    for (const run of runs) {
      const m = run.image;
      if (!m) continue;
      lines.push(`| ${run.label} | first request of a size | 1 | – | ${m.firstP50.toFixed(1)} | ${m.firstP95.toFixed(1)} | 0 |`);
      for (const r of [...m.cached, m.original]) lines.push(`| ${run.label} | ${r.name.replace('(e) ', '')} | ${r.concurrency} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.errors} |`);
    }
  }
  lines.push('<!-- bench:api:end -->');
  putBlock('api', lines.join('\n'));
}

if (RUN_BOOKINGS) {
  const lines: string[] = [];
  const b0 = bookingRuns[0];
  lines.push('<!-- bench:api-bookings:start -->');
  lines.push(`## API: bookings (\`pnpm bench:api\`)`);
  lines.push('');
  lines.push(`Measured ${when} UTC on ${machine}, load average ${loadAtStart} when the benchmark started. Product schema (\`supabase/migrations\`, no seed), the pg_cron emulation off; a new database per backend (PGlite in memory). Fixture (\`supabase/bench/bookings-fixture.ts\`, inserted as the platform with \`generate_series\`, then \`analyze\`): 50 approved, visible lawyers, 500 clients, ${b0.fixture.bookings.toLocaleString('en-US')} bookings over the year around today — ${b0.fixture.paid.toLocaleString('en-US')} paid, ${b0.fixture.liveHolds} live holds, ${b0.fixture.expiredUnswept} expired holds not yet swept, ${b0.fixture.cancelled.toLocaleString('en-US')} cancelled (by client, lawyer or system); ${b0.fixture.onLawyer} of them on the measured lawyer.`);
  lines.push('');
  lines.push(`**\`lawyer_busy_slots\`** for one month (next month, ${b0.range.from} .. ${b0.range.to}: ${b0.range.slots} taken slots) of the measured lawyer: \`POST /rest/v1/rpc/lawyer_busy_slots\` with the anon key, keep-alive fetch from another process, ${DURATION_MS / 1000} s per case. Target: p95 ≤ 10 ms at 10 clients on PostgreSQL.`);
  lines.push('');
  lines.push('| backend | case | clients | req/s | p50 ms | p95 ms | p99 ms | errors |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|');
  for (const run of bookingRuns) {
    for (const r of run.results) lines.push(`| ${run.label} | ${r.name} | ${r.concurrency} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`);
  }
  lines.push('');
  lines.push('CPU time per request during those runs (user + system, from `/proc`): the server process (HTTP, JWT, SQL building; with PGlite also the database), the PostgreSQL backends of the benchmark database, and the load generator.');
  lines.push('');
  lines.push('| backend | clients | server ms | PostgreSQL ms | load generator ms |');
  lines.push('|---|---:|---:|---:|---:|');
  const f2 = (x: number | null) => (x === null ? '–' : x.toFixed(2));
  for (const run of bookingRuns) for (const u of run.cpu) lines.push(`| ${run.label} | ${u.concurrency} | ${f2(u.server)} | ${run.label === 'PGlite' ? '(in the server)' : f2(u.db)} | ${f2(u.gen)} |`);
  lines.push('');
  lines.push('The same call in the database alone (`select * from public.lawyer_busy_slots(...)` on the server\'s connection, 200 calls one after another, no HTTP), and the plan of the function\'s query (`explain analyze`):');
  lines.push('');
  lines.push('| backend | p50 ms | p95 ms | plan | execution ms |');
  lines.push('|---|---:|---:|---|---:|');
  for (const run of bookingRuns) lines.push(`| ${run.label} | ${run.inDb.p50.toFixed(2)} | ${run.inDb.p95.toFixed(2)} | ${run.inDb.planNode} | ${run.inDb.execMs.toFixed(3)} |`);
  lines.push('');
  const o0 = b0.open;
  lines.push(`**\`lawyer_open_slots\`** (issue 27) for 62 days, the most one call may ask (tomorrow to 62 days ahead, KST: ${o0.range.from} .. ${o0.range.to}), of the measured lawyer with the default availability (Monday–Friday, all eight slots, 120 minutes' notice, 90 days' horizon): ${o0.range.slots} open slots, ${o0.range.taken} taken, with the mix's 10,000 bookings in the table (before the sweep rounds add theirs). \`POST /rest/v1/rpc/lawyer_open_slots\` with the anon key, as above. Target: p95 ≤ 10 ms at 10 clients on PostgreSQL.`);
  lines.push('');
  lines.push('| backend | case | clients | req/s | p50 ms | p95 ms | p99 ms | errors | server CPU ms | PostgreSQL CPU ms |');
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const run of bookingRuns) {
    run.open.results.forEach((r, i) => {
      const u = run.open.cpu[i];
      lines.push(`| ${run.label} | ${r.name} | ${r.concurrency} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} | ${f2(u?.server ?? null)} | ${run.label === 'PGlite' ? '(in the server)' : f2(u?.db ?? null)} |`);
    });
  }
  lines.push('');
  lines.push('In the database alone (`select * from public.lawyer_open_slots(...)`, 200 calls one after another), and the plan of the function\'s query (the available slots anti-joined to `bookings`, `explain analyze`):');
  lines.push('');
  lines.push('| backend | p50 ms | p95 ms | plan (bookings) | execution ms |');
  lines.push('|---|---:|---:|---|---:|');
  for (const run of bookingRuns) lines.push(`| ${run.label} | ${run.open.inDb.p50.toFixed(2)} | ${run.open.inDb.p95.toFixed(2)} | ${run.open.inDb.planNode} | ${run.open.inDb.execMs.toFixed(3)} |`);
  lines.push('');
  lines.push(`**The hold sweep** \`select public.expire_unpaid_holds()\` closing 10,000 expired holds (pending, unpaid, \`hold_expires_at\` within the last hour; 2,000 of them with a coupon, so the coupon return runs), one statement, timed on the server's connection next to the database; ${SWEEP_ROUNDS === 1 ? 'one round' : `${SWEEP_ROUNDS} rounds`}, each on 10,000 new holds in a table that keeps the earlier rounds (the fixture's own expired holds are swept first, untimed). Checked after each round: all 10,000 \`cancelled\` with \`cancelled_by = 'system'\`, every coupon given back (\`user_coupons.is_used\` false, \`coupons.current_uses\` 0), one \`booking.expire\` audit row each. Target: under 1 s on PostgreSQL.`);
  lines.push('');
  lines.push('| backend | round | expired holds | closed | ms | cancelled by system | coupons still used | audited |');
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const run of bookingRuns) {
    for (const sw of run.sweeps) lines.push(`| ${run.label} | ${sw.round} | ${sw.expired.toLocaleString('en-US')} | ${sw.closed.toLocaleString('en-US')} | ${sw.ms.toFixed(0)} | ${sw.swept.toLocaleString('en-US')} | ${sw.couponsStillUsed} | ${sw.audited.toLocaleString('en-US')} |`);
  }
  lines.push('');
  const pg = bookingRuns.find((r) => r.label === 'PostgreSQL');
  if (pg) {
    const p95 = pg.results.find((r) => r.concurrency === 10)?.p95 ?? NaN;
    const worst = Math.max(...pg.sweeps.map((x) => x.ms));
    const openP95 = pg.open.results.find((r) => r.concurrency === 10)?.p95 ?? NaN;
    lines.push(`Targets on PostgreSQL: \`lawyer_busy_slots\` p95 at 10 clients ${p95.toFixed(1)} ms (≤ 10 ms): ${p95 <= 10 ? 'PASS' : 'MISS'}; \`lawyer_open_slots\` (62 days) p95 at 10 clients ${openP95.toFixed(1)} ms (≤ 10 ms): ${openP95 <= 10 ? 'PASS' : 'MISS'}; sweep of 10,000 holds, slowest round ${worst.toFixed(0)} ms (< 1000 ms): ${worst < 1000 ? 'PASS' : 'MISS'}.`);
  } else {
    lines.push(`Targets on PostgreSQL: not measured (${pgSkipped ?? 'skipped'}).`);
  }
  lines.push('<!-- bench:api-bookings:end -->');
  putBlock('api-bookings', lines.join('\n'), 'api');
}
fs.writeFileSync(doc, text);
console.log(`\nwritten to ${path.relative(process.cwd(), doc)}`);
