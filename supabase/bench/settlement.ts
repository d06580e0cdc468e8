// `pnpm bench:settlement`: closing a settlement period (issue 26) with 1,000 lawyers and 100,000
// ledger entries on PostgreSQL (PG_ADMIN_URL; a fresh database with the product schema, no seed).
// Target: < 5 s for public.close_settlement_period, called through the API as the service role
// (the console's call is the same function), its commit included (that is when the database checks
// every closed statement's totals against its entries).
// Fixture (as the platform, not timed): the lawyers; 100,000 entries dated over last month (KST),
// every 10th a refund, so some statements close negative; the month before last closed first with
// 1,000 entries, so the opening balances are looked up for real. Prints the time and PASS/MISS and
// rewrites the "Settlement" section of docs/benchmarks.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../server/config.ts';

process.env.TEST_DB ??= 'postgres';
const { startTestServer, TEST_DB } = await import('../tests/helpers/server.ts');
const { serviceClient, sql } = await import('../tests/helpers/personas.ts');

const LAWYERS = Number(process.env.BENCH_LAWYERS ?? 1000);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const TARGET_MS = 5000;
const MIGRATIONS = path.join(REPO_ROOT, 'supabase', 'migrations');

const lawyerId = (n: string) => `('00000000-0000-4000-8011-' || lpad((${n})::text, 12, '0'))::uuid`;

const s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
let ms = 0;
let closed: Record<string, unknown> = {};
let periods: { prev: string; prevStart: string; last: string; lastStart: string };
try {
  [periods] = await sql<typeof periods>(s,
    `select to_char(d2 - 1, 'YYYY-MM-DD') as prev, to_char(d1, 'YYYY-MM-DD') as "prevStart",
            to_char(d3 - 1, 'YYYY-MM-DD') as last, to_char(d2, 'YYYY-MM-DD') as "lastStart"
       from (select (m - interval '2 months')::date as d1, (m - interval '1 month')::date as d2, m::date as d3
               from (select date_trunc('month', (now() at time zone 'Asia/Seoul')::date::timestamp) as m) x) y`);
  const t0 = performance.now();
  await sql(s, `
    insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
    select ${lawyerId('g')}, 'authenticated', 'authenticated', 'bench-settle-' || g || '@bench.test',
           '{"provider": "email", "providers": ["email"]}'::jsonb, jsonb_build_object('name_english', 'Bench Lawyer ' || g),
           now() - interval '400 days', now() - interval '400 days'
      from generate_series(1, ${LAWYERS}) g`);
  await sql(s, `
    insert into public.lawyers (id, bar_association_number, verification_document_url, is_approved, is_visible, approved_at)
    select ${lawyerId('g')}, 'BENCH-' || g, ${lawyerId('g')}::text || '/' || ${lawyerId('g')}::text || '-verification.pdf',
           true, true, now() - interval '390 days'
      from generate_series(1, ${LAWYERS}) g`);
  // the month before last: one entry per lawyer, every 7th lawyer's negative (carried into last month)
  await sql(s, `
    insert into public.lawyer_settlement_entries (lawyer_id, booking_id, payment_id, kind, list_fee, amount_paid, net_amount, created_at)
    select ${lawyerId('g')}, gen_random_uuid(), gen_random_uuid(), case when g % 7 = 0 then 'refund' else 'payment' end,
           case when g % 7 = 0 then -90000 else 50000 end, case when g % 7 = 0 then -90000 else 50000 end,
           case when g % 7 = 0 then -90000 else 50000 end,
           ($1::date + 10 + time '12:00') at time zone 'Asia/Seoul'
      from generate_series(1, ${LAWYERS}) g`, [periods.prevStart]);
  await sql(s, `select * from private.close_settlement_period($1::date)`, [periods.prev]);
  // last month: ENTRIES lines spread over the lawyers and the month's days
  for (let from = 1; from <= ENTRIES; from += 20_000) {
    const to = Math.min(ENTRIES, from + 19_999);
    await sql(s, `
      insert into public.lawyer_settlement_entries (lawyer_id, booking_id, payment_id, kind, list_fee, coupon_discount,
                                                    discount_borne_by, lawyer_discount, platform_promotion, amount_paid, net_amount, created_at)
      select ${lawyerId(`1 + g % ${LAWYERS}`)}, gen_random_uuid(), gen_random_uuid(), k.kind,
             k.sign * k.fee, k.sign * k.disc, case when k.disc > 0 then 'platform' end, 0, k.sign * k.disc,
             k.sign * (k.fee - k.disc), k.sign * k.fee,
             ($1::date + (g % 28) + time '09:00' + make_interval(secs => g % 30000)) at time zone 'Asia/Seoul'
        from generate_series(${from}, ${to}) g
        cross join lateral (select case when g % 10 = 0 then 'refund' else 'payment' end as kind,
                                   case when g % 10 = 0 then -1 else 1 end as sign,
                                   (array[50000, 90000, 130000])[1 + g % 3] as fee,
                                   case when g % 5 = 0 then 10000 else 0 end as disc) k`, [periods.lastStart]);
  }
  await sql(s, `analyze public.lawyer_settlement_entries`);
  await sql(s, `analyze public.lawyer_settlement_statements`);
  const [{ n, st }] = await sql<{ n: number; st: number }>(s,
    `select (select count(*)::int from public.lawyer_settlement_entries where created_at >= $1::date) as n,
            (select count(*)::int from public.lawyer_settlement_statements where status = 'open') as st`, [periods.lastStart]);
  console.log(`fixture: ${LAWYERS} lawyers, ${n} entries in ${st} open statements (${((performance.now() - t0) / 1000).toFixed(1)} s)`);

  const service = serviceClient(s);
  const t1 = performance.now();
  const r = await service.rpc('close_settlement_period', { period_end: periods.last });
  ms = performance.now() - t1;
  if (r.error) throw new Error(`close_settlement_period: ${r.error.code} ${r.error.message}`);
  closed = (r.data as Record<string, unknown>[])[0];
  const [check] = await sql<{ bad: number; negative: number }>(s,
    `select count(*) filter (where s.net_total <> (select coalesce(sum(e.net_amount), 0) from public.lawyer_settlement_entries e where e.statement_id = s.id))::int as bad,
            count(*) filter (where s.opening_balance < 0)::int as negative
       from public.lawyer_settlement_statements s where s.period_end = $1`, [periods.last]);
  if (check.bad !== 0) throw new Error(`${check.bad} statements differ from their entries`);
  console.log(`closed: ${JSON.stringify(closed)}; opening balances carried: ${check.negative}`);
} finally {
  await s.close();
}

const verdict = ms < TARGET_MS ? 'PASS' : 'MISS';
console.log(`close_settlement_period(${periods!.last}) on ${TEST_DB}: ${ms.toFixed(0)} ms (target < ${TARGET_MS} ms) ${verdict}`);

const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}, Node ${process.version}`;
const load = os.loadavg()[0].toFixed(1);
const lines = [
  '<!-- bench:settlement:start -->',
  '## Settlement (`pnpm bench:settlement`)',
  '',
  `Measured ${when} UTC on ${machine}, load average (1 min) ${load}; ${TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'}, fresh database with the product schema, no seed. ${LAWYERS.toLocaleString('en-US')} lawyers; ${Number(closed.closed_entries ?? 0).toLocaleString('en-US')} ledger entries dated over last month (KST; every 10th a refund, every 5th with a platform coupon) in ${Number(closed.closed_statements ?? 0).toLocaleString('en-US')} open statements; the month before closed first, every 7th lawyer negative, so opening balances are carried. Timed: \`close_settlement_period\` through the API as the service role, its commit included (the constraint trigger checks each closed statement's totals against its entries). Target < 5 s.`,
  '',
  '| backend | lawyers | entries | statements closed | close ms | verdict |',
  '|---|---:|---:|---:|---:|---|',
  `| ${TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${LAWYERS} | ${closed.closed_entries ?? 0} | ${closed.closed_statements ?? 0} | ${ms.toFixed(0)} | ${verdict} |`,
  '<!-- bench:settlement:end -->',
].join('\n');
const doc = path.join(REPO_ROOT, 'docs', 'benchmarks.md');
let text = fs.readFileSync(doc, 'utf8');
const re = /<!-- bench:settlement:start -->[\s\S]*<!-- bench:settlement:end -->/;
text = re.test(text) ? text.replace(re, () => lines) : `${text.trimEnd()}\n\n${lines}\n`;
fs.writeFileSync(doc, text);
console.log('wrote docs/benchmarks.md (Settlement)');
process.exit(verdict === 'PASS' ? 0 : 1);
