// `pnpm bench:notify`: how fast the notification outbox reaches the inbox, on PGlite and on
// PostgreSQL (when reachable).
//   (a) payment → message: 100 bookings are paid one after another through the API (test mode);
//       for each, the time from the payment call's answer to the `booking_paid` e-mail in the local
//       mail catcher. Target: p95 ≤ 5 s locally.
//   (b) drain: 1,000 messages queued at once (inserted into the outbox as the platform); the time
//       until the worker has handed the last one to SMTP and recorded it.
// The local server, the worker (as `pnpm start` runs it: in-process, idle poll 1 s) and the mail
// catcher run in this process, as with `pnpm start`. Prints a table and rewrites the
// "Notifications" section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWorker, messageIdFor } from '@klegal/worker';
import { REPO_ROOT } from '../server/config.ts';
import { startMailCatcher } from '../server/mail/catcher.ts';
import { startTestServer, TEST_DB } from '../tests/helpers/server.ts';
import { book, createPersonas, futureSlots, sql } from '../tests/helpers/personas.ts';
import { enableTestModePayments, freshClient, pay } from '../tests/helpers/bookings.ts';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100);
const DRAIN = Number(process.env.BENCH_DRAIN ?? 1000);
const MIGRATIONS = path.join(REPO_ROOT, 'supabase', 'migrations');
const SITE = 'http://localhost:4321';

interface Result { backend: string; p50: number; p95: number; max: number; drainMs: number; drainRate: number }

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function run(): Promise<Result> {
  const catcher = await startMailCatcher({ maxMessages: DRAIN + BOOKINGS * 4 + 100 });
  const s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  const worker = createWorker({ supabaseUrl: s.url, secretKey: s.serviceRoleKey, smtpUrl: catcher.smtpUrl, siteUrl: SITE, log: () => {} });
  try {
    const P = await createPersonas(s);
    const slots = await futureSlots(s, BOOKINGS, 3);
    // clients hold at most 3 unpaid bookings: a client per 3 bookings, booked before measuring
    const fresh: { id: string; client: Awaited<ReturnType<typeof freshClient>> }[] = [];
    let client = await freshClient(s, 'bench');
    for (let i = 0; i < BOOKINGS; i++) {
      if (i % 3 === 0 && i > 0) client = await freshClient(s, 'bench');
      const r = await book(client, P.lawyer.id, slots[i]);
      if (r.error) throw new Error(r.error.message);
      fresh.push({ id: (r.data as { id: string }).id, client });
    }
    worker.start();
    await worker.drain(); // the hold messages of the re-created bookings
    const latencies: number[] = [];
    for (const b of fresh) {
      await pay(b.client, b.id);
      const t0 = performance.now();
      const [{ id }] = await sql<{ id: string }>(s, `select id from private.outbox where booking_id = $1 and kind = 'booking_paid'`, [b.id]);
      await catcher.waitFor((m) => m.messageId === messageIdFor(id, SITE), 30_000);
      latencies.push(performance.now() - t0);
    }
    await worker.stop();

    // (b) drain 1,000 queued messages
    catcher.clear();
    await sql(s, `update private.outbox set status = 'sent' where status = 'pending'`);
    await sql(s,
      `insert into private.outbox (kind, recipient_id, locale, params)
       select 'lawyer_approved', $1::uuid, 'ko', jsonb_build_object('lawyer_id', $1::text, 'lawyer_name_ko', '변호사', 'lawyer_name_en', 'Lawyer')
         from generate_series(1, $2::int)`, [P.lawyer.id, DRAIN]);
    const t0 = performance.now();
    await worker.drain();
    const drainMs = performance.now() - t0;
    if (catcher.list().length < DRAIN) throw new Error(`only ${catcher.list().length} of ${DRAIN} messages arrived`);
    return {
      backend: TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite',
      p50: pct(latencies, 50), p95: pct(latencies, 95), max: Math.max(...latencies),
      drainMs, drainRate: DRAIN / (drainMs / 1000),
    };
  } finally {
    await worker.stop();
    await s.close();
    await catcher.close();
  }
}

const results: Result[] = [];
results.push(await run());
if (process.env.BENCH_CHILD !== '1' && process.env.BENCH_PG !== '0') {
  // the same on PostgreSQL: startTestServer reads TEST_DB when the module loads, so a child run
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync(process.execPath, [import.meta.filename], { env: { ...process.env, TEST_DB: 'postgres', BENCH_CHILD: '1' }, encoding: 'utf8' });
  const m = /RESULT (\{.*\})/.exec(r.stdout ?? '');
  if (m) results.push(JSON.parse(m[1]) as Result);
  else console.log(`PostgreSQL run skipped or failed: ${(r.stderr || r.stdout || '').trim().split('\n').slice(-3).join(' ')}`);
}
if (process.env.BENCH_CHILD === '1') {
  console.log(`RESULT ${JSON.stringify(results[0])}`);
  process.exit(0);
}

console.log('\n| backend | payment → inbox p50 ms | p95 ms | max ms | drain 1,000 ms | messages/s |');
for (const r of results) console.log(`| ${r.backend} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.max.toFixed(0)} | ${r.drainMs.toFixed(0)} | ${r.drainRate.toFixed(0)} |`);

const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
const lines = [
  '<!-- bench:notify:start -->',
  '## Notifications (`pnpm bench:notify`)',
  '',
  `Measured ${when} UTC on ${machine}. The local server, the worker (in-process as \`pnpm start\` runs it; it polls the outbox every second when idle and drains back to back when busy) and the mail catcher (SMTP on loopback) in one process; product schema, no seed. **Payment → inbox**: ${BOOKINGS} bookings paid one after another through the API; for each, from the payment call's answer to its \`booking_paid\` e-mail in the catcher (rendered, sent over SMTP, parsed). Target p95 ≤ 5 s. **Drain**: ${DRAIN.toLocaleString('en-US')} messages queued at once, until the last is sent and recorded (one SMTP connection pool, messages sent one after another so that a crash can repeat at most one).`,
  '',
  '| backend | payment → inbox p50 ms | p95 ms | max ms | drain 1,000 ms | messages/s |',
  '|---|---:|---:|---:|---:|---:|',
  ...results.map((r) => `| ${r.backend} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.max.toFixed(0)} | ${r.drainMs.toFixed(0)} | ${r.drainRate.toFixed(0)} |`),
  '',
  'The message is in the outbox when the payment commits; an idle worker picks it up within its poll interval (1 s, `WORKER_IDLE_MS`), a busy one at once.',
  '<!-- bench:notify:end -->',
].join('\n');
const doc = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
let text = fs.readFileSync(doc, 'utf8');
const re = /<!-- bench:notify:start -->[\s\S]*<!-- bench:notify:end -->/;
text = re.test(text) ? text.replace(re, () => lines) : `${text.trimEnd()}\n\n${lines}\n`;
fs.writeFileSync(doc, text);
console.log('\nwrote docs/benchmarks.md (Notifications)');
