// `pnpm test:attack <url>`: the attack suite. It talks to a running instance over HTTP like an
// attacker would — signed in as the demo accounts, an account of its own, or nobody — tries the
// threats of issue 14 and the worst cases of the security matrix, and prints for each whether it
// HELD (the attack was stopped), did NOT HOLD (it got through), or was SKIPPED (and why). Exits 1
// when anything did not hold or a check could not run, 2 on bad arguments or an unreachable target.
//
//   pnpm test:attack http://localhost:4321
//   pnpm test:attack https://staging.example --api https://<ref>.supabase.co --publishable-key <key> --no-flood
//
// Options:
//   --api URL          where the Supabase API is, when not at the same origin (default: the URL in
//                      the site's Content-Security-Policy connect-src, else the same origin)
//   --publishable-key KEY  the key browsers use: the publishable key (`--anon-key`, a legacy anon JWT,
//                      works too; default: SUPABASE_PUBLISHABLE_KEY or SUPABASE_ANON_KEY, else found
//                      in the site's scripts as any visitor's browser finds it, else the Supabase
//                      CLI's local publishable key)
//   --secret-key KEY   the instance's secret key, only to check that a browser cannot use it (default:
//                      SUPABASE_SECRET_KEY, else the CLI's local one)
//   --no-flood         skip what floods or fills the instance: check-up requests up to the limit,
//                      booking holds up to the cap, failed log-ins up to the throttle (shared instances)
//   --reuse-wait S     seconds before replaying a rotated refresh token (default 11; the interval is 10)
//   --jwt-secret S     a secret to sign expired tokens with (default: the CLI's public local secret;
//                      the expiry check is skipped when the instance does not accept it)
//   --only a,b         only the checks whose id contains one of these
//   --list             print the checks and exit
//   --report FILE      also write the results as JSON (what tests/run-all.ts counts)
//
// Data it leaves: a few accounts attack-*@example.com, cancelled bookings of the demo clients,
// check-up requests from "Attack suite" (flood), audit entries. Bookings, coupons and any value an
// attack managed to change are cancelled / deleted / restored at the end.
import { authChecks, CLI_JWT_SECRET } from './checks/auth.ts';
import { bookingChecks } from './checks/bookings.ts';
import { checkupChecks } from './checks/checkups.ts';
import { couponChecks } from './checks/coupons.ts';
import { headerChecks } from './checks/headers.ts';
import { matrixChecks } from './checks/matrix.ts';
import { paymentChecks } from './checks/payments.ts';
import { photoChecks } from './checks/photos.ts';
import { realtimeChecks } from './checks/realtime.ts';
import { redirectChecks } from './checks/redirect.ts';
import { storageChecks } from './checks/storage.ts';
import fs from 'node:fs';
import { Ctx, type Check, type Options, type Outcome } from './lib/context.ts';

const ALL: Check[] = [
  ...headerChecks, ...authChecks, ...storageChecks, ...matrixChecks, ...bookingChecks,
  ...couponChecks, ...photoChecks, ...checkupChecks, ...redirectChecks, ...realtimeChecks, ...paymentChecks,
];
/** The Supabase CLI's local publishable key (what the local server and `supabase start` use by default). */
const CLI_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
const CHECK_TIMEOUT_MS = 180_000;

const HELP = `usage: pnpm test:attack <url> [options]
  --api URL         the Supabase API, when not at the pages' origin (default: the site's CSP connect-src, else <url>)
  --publishable-key KEY  the browsers' key (or --anon-key; default: SUPABASE_PUBLISHABLE_KEY / SUPABASE_ANON_KEY, else found in the site's scripts, else the CLI's local key)
  --secret-key KEY  the secret key, to check a browser cannot use it (default: SUPABASE_SECRET_KEY, else the CLI's local key)
  --no-flood        skip what fills the instance (check-up requests, booking holds, failed log-ins up to their limits)
  --reuse-wait S    seconds before replaying a rotated refresh token (default 11)
  --jwt-secret S    a secret to sign expired tokens with (default: JWT_SECRET, else the CLI's public local secret)
  --only a,b        only the checks whose id contains one of these
  --list            list the checks
  --report FILE     also write the results as JSON`;

function usage(msg?: string): never {
  if (msg) console.error(msg);
  console.error(HELP);
  process.exit(msg ? 2 : 0);
}

function parseArgs(argv: string[]) {
  const out = { url: '', api: '', anonKey: '', secretKey: '', flood: true, reuseWait: 11, jwtSecret: '', only: [] as string[], list: false, report: '' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => argv[++i] ?? usage(`${a} needs a value`);
    if (a === '--') continue;
    else if (a === '--api') out.api = value();
    else if (a === '--publishable-key' || a === '--anon-key') out.anonKey = value();
    else if (a === '--secret-key') out.secretKey = value();
    else if (a === '--no-flood') out.flood = false;
    else if (a === '--reuse-wait') out.reuseWait = Number(value());
    else if (a === '--jwt-secret') out.jwtSecret = value();
    else if (a === '--only') out.only = value().split(',').filter(Boolean);
    else if (a === '--list') out.list = true;
    else if (a === '--report') out.report = value();
    else if (a === '--help' || a === '-h') usage();
    else if (a.startsWith('-')) usage(`unknown option ${a}`);
    else if (!out.url) out.url = a;
    else usage(`unexpected argument ${a}`);
  }
  if (!Number.isFinite(out.reuseWait) || out.reuseWait < 0) usage('--reuse-wait must be a number of seconds');
  return out;
}

const trimSlash = (u: string) => u.replace(/\/+$/, '');

/** The Supabase URL a deployed site names in its CSP connect-src (none when the API is same-origin). */
async function apiFromCsp(base: string): Promise<string | null> {
  const html = await (await fetch(`${base}/`)).text();
  const meta = /<meta\s+http-equiv=["']content-security-policy["']\s+content=(["'])(.*?)\1/i.exec(html)?.[2] ?? '';
  const connect = meta.split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === 'connect-src');
  const http = connect?.slice(1).find((s) => /^https?:\/\//.test(s));
  return http ? trimSlash(http) : null;
}

/** The key a visitor's browser gets (publishable, or a legacy anon JWT): in the scripts of the site, console and lawyer portal. */
async function anonKeyFromScripts(base: string): Promise<string | null> {
  const queue: string[] = [];
  const seen = new Set<string>();
  for (const page of ['/', '/admin/', '/lawyer-login']) {
    const res = await fetch(`${base}${page}`).catch(() => null);
    if (!res?.ok) continue;
    const html = await res.text();
    for (const m of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)=["']([^"']+\.m?js)["']/gi)) queue.push(new URL(m[1]!, `${base}${page}`).href);
    for (const m of html.matchAll(/(?:component|renderer)-url=["']([^"']+)["']/gi)) queue.push(new URL(m[1]!, `${base}${page}`).href);
  }
  while (queue.length && seen.size < 80) {
    const url = queue.shift()!;
    if (seen.has(url) || new URL(url).origin !== new URL(base).origin) continue;
    seen.add(url);
    const res = await fetch(url).catch(() => null);
    if (!res?.ok) continue;
    const js = await res.text();
    for (const m of js.matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      try {
        const payload = JSON.parse(Buffer.from(m[0].split('.')[1]!, 'base64url').toString('utf8')) as { role?: string };
        if (payload.role === 'anon') return m[0];
      } catch {
        // not a JWT
      }
    }
    const publishable = /sb_publishable_[A-Za-z0-9_-]{10,}/.exec(js);
    if (publishable) return publishable[0];
    for (const m of js.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) queue.push(new URL(m[1]!, url).href);
  }
  return null;
}

async function withTimeout<T>(p: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([p, new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${label}: timed out after ${ms / 1000} s`)), ms); })]);
  } finally {
    clearTimeout(timer);
  }
}

type Row = { check: Check; outcome: Outcome | { verdict: 'ERROR'; reason: string }; ms: number };

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const selected = ALL.filter((c) => !args.only.length || args.only.some((o) => c.id.includes(o)));
  if (args.list) {
    for (const c of ALL) console.log(`${c.id.padEnd(38)} ${c.flood ? '[flood] ' : ''}${c.title}`);
    return;
  }
  if (!args.url) usage('the URL of the instance is required');
  const base = trimSlash(args.url);
  try {
    const probe = await fetch(`${base}/`);
    await probe.arrayBuffer();
  } catch (e) {
    console.error(`cannot reach ${base}: ${(e as Error).message}`);
    process.exit(2);
  }
  const api = args.api ? trimSlash(args.api) : (await apiFromCsp(base)) ?? base;
  let anonKey = args.anonKey || process.env.SUPABASE_PUBLISHABLE_KEY || process.env.SUPABASE_ANON_KEY || '';
  let anonKeySource = args.anonKey ? '--publishable-key' : process.env.SUPABASE_PUBLISHABLE_KEY ? 'SUPABASE_PUBLISHABLE_KEY' : anonKey ? 'SUPABASE_ANON_KEY' : '';
  if (!anonKey) {
    const found = await anonKeyFromScripts(base);
    if (found) [anonKey, anonKeySource] = [found, "the site's scripts"];
    else [anonKey, anonKeySource] = [CLI_PUBLISHABLE_KEY, "the Supabase CLI's local default"];
  }
  const opts: Options = {
    base, api, anonKey, anonKeySource, secretKey: args.secretKey || process.env.SUPABASE_SECRET_KEY || '',
    flood: args.flood, reuseWaitSeconds: args.reuseWait,
    jwtSecret: args.jwtSecret || process.env.JWT_SECRET || CLI_JWT_SECRET, only: args.only,
  };
  const health = await fetch(`${api}/rest/v1/lawyer_directory?select=id&limit=1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  await health.arrayBuffer();
  if (health.status !== 200) {
    console.error(`the API at ${api} does not answer the browsers' key from ${anonKeySource} (${health.status}); pass --api / --publishable-key`);
    process.exit(2);
  }
  const ctx = new Ctx(opts);
  console.log(`Attack suite against ${base}${api !== base ? ` (API ${api})` : ''}; browsers' key from ${anonKeySource}${ctx.loopback ? '; loopback: other clients are 127.x addresses' : ''}${opts.flood ? '' : '; --no-flood'}\n`);

  const rows: Row[] = [];
  const width = Math.max(...selected.map((c) => c.id.length));
  const print = (r: Row) => {
    const v = r.outcome.verdict.padEnd(8);
    console.log(`${v}  ${r.check.id.padEnd(width)}  ${r.outcome.reason}  (${(r.ms / 1000).toFixed(1)} s)`);
  };
  const runOne = async (check: Check): Promise<Row> => {
    const t = Date.now();
    let outcome: Row['outcome'];
    if (check.flood && !opts.flood) outcome = { verdict: 'SKIPPED', reason: '--no-flood' };
    else {
      const first = ctx.cleanups.length;
      try {
        outcome = await withTimeout(check.run(ctx), CHECK_TIMEOUT_MS, check.id);
      } catch (e) {
        outcome = { verdict: 'ERROR', reason: `could not run: ${(e as Error).message.split('\n')[0]}` };
      }
      // undo what this check set up right away (so bookings do not pile up into the hold cap)
      if (!check.background) await runCleanups(ctx, first);
    }
    const row = { check, outcome, ms: Date.now() - t };
    rows.push(row);
    print(row);
    return row;
  };

  const background = selected.filter((c) => c.background).map(runOne);
  for (const c of selected.filter((x) => !x.background && !x.last)) await runOne(c);
  await Promise.all(background);
  for (const c of selected.filter((x) => !x.background && x.last)) await runOne(c);
  await runCleanups(ctx, 0);

  const count = (v: string) => rows.filter((r) => r.outcome.verdict === v).length;
  const bad = rows.filter((r) => r.outcome.verdict === 'NOT HELD' || r.outcome.verdict === 'ERROR');
  console.log(`\n${count('HELD')} held, ${count('NOT HELD')} not held, ${count('ERROR')} could not run, ${count('SKIPPED')} skipped (of ${rows.length})`);
  if (args.report) {
    const report = {
      target: base, held: count('HELD'), notHeld: count('NOT HELD'), errors: count('ERROR'), skipped: count('SKIPPED'),
      checks: rows.map((r) => ({ id: r.check.id, verdict: r.outcome.verdict, reason: r.outcome.reason, ms: r.ms })),
    };
    fs.writeFileSync(args.report, JSON.stringify(report, null, 2));
  }
  if (bad.length) {
    console.log('Did not hold:');
    for (const r of bad) console.log(`  ${r.check.id}: ${r.outcome.reason}`);
  }
  process.exit(bad.length ? 1 : 0);
}

async function runCleanups(ctx: Ctx, from: number): Promise<void> {
  const steps = ctx.cleanups.splice(from);
  for (const step of steps.reverse()) {
    try {
      await step.fn();
    } catch (e) {
      console.log(`  (clean-up "${step.label}" failed: ${(e as Error).message})`);
    }
  }
}

await main();
