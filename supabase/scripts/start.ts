// `pnpm start`: builds what needs building, then serves the API and the three apps at one origin
// (PORT, default 4321) on the seeded local database, and prints the URL and the demo accounts.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { loadConfig, REPO_ROOT, type StaticApp } from '../server/config.ts';
import { startServer } from '../server/http/app.ts';
import { createWorker } from '@klegal/worker';
import { DEFAULT_BOOKING_HOLD_MINUTES } from '../../packages/shared/src/bookingRules.ts';
import { securityHeaderRules } from '../../packages/shared/src/securityPolicy.ts';
import { newestMtime } from './freshness.ts';

/** `headers`: the response headers by path (the security headers a <meta> cannot carry). */
interface AppSpec { name: string; dir: string; mount: string[]; spa: boolean; headers: StaticApp['headers'] }

// Routing at one origin (DESIGN.md): /admin/* → console; the lawyer hub's own routes → lawyer-hub;
// everything else (including /lawyer/:id, a lawyer's public page) → site.
const APPS: AppSpec[] = [
  { name: 'site', dir: 'site', mount: ['/'], spa: false, headers: securityHeaderRules('site') },
  { name: 'console', dir: 'console', mount: ['/admin'], spa: true, headers: securityHeaderRules('console') },
  {
    name: 'lawyer-hub',
    dir: 'lawyer-hub',
    mount: ['/lawyer-signup', '/lawyer-login', '/lawyer/dashboard', '/lawyer/bookings', '/lawyer/bookmarks', '/lawyer/profile', '/lawyer/settlement', '/lawyer/availability', '/lawyer-hub'],
    spa: true,
    headers: securityHeaderRules('lawyer-hub'),
  },
];


function pnpm(args: string[], cwd: string): boolean {
  // Inside a pnpm script npm_execpath points at pnpm itself; outside, fall back to npx pnpm@10.
  const execpath = process.env.npm_execpath;
  const r = execpath && /pnpm/.test(execpath)
    ? spawnSync(process.execPath, [execpath, ...args], { cwd, stdio: 'inherit' })
    : spawnSync('npx', ['-y', 'pnpm@10', ...args], { cwd, stdio: 'inherit' });
  return r.status === 0;
}

/** Builds an app when its sources (or the shared package) changed since the last build. */
function ensureBuilt(app: AppSpec): string {
  const dir = path.join(REPO_ROOT, app.dir);
  const dist = path.join(dir, 'dist');
  const stamp = path.join(dist, '.build-stamp');
  const sources = Math.max(newestMtime(dir), newestMtime(path.join(REPO_ROOT, 'packages')));
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  // The settings a build bakes in (the site's Content-Security-Policy allows PortOne only when built
  // with it; the publishable key): a build made with other values is made again.
  const buildEnv = JSON.stringify({
    PORTONE_STORE_ID: process.env.PORTONE_STORE_ID ?? '',
    PORTONE_CSP_SOURCES: process.env.PORTONE_CSP_SOURCES ?? '',
    PUBLISHABLE_KEY: process.env.PUBLIC_SUPABASE_PUBLISHABLE_KEY ?? '',
  });
  const builtWith = built ? fs.readFileSync(stamp, 'utf8') : '';
  // SKIP_BUILD=1 serves the existing build as it is (several test runs at once must not rebuild
  // the same dist/ under each other); a missing build is still made.
  const skip = process.env.SKIP_BUILD === '1' && built > 0;
  if (!skip && (built < sources || builtWith !== buildEnv || process.env.FORCE_BUILD === '1')) {
    console.log(`[start] building ${app.name} ...`);
    const t = Date.now();
    if (!pnpm(['--filter', `./${app.dir}`, 'run', 'build'], REPO_ROOT)) {
      console.error(`[start] building ${app.name} failed`);
      process.exit(1);
    }
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(stamp, buildEnv);
    console.log(`[start] built ${app.name} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }
  return dist;
}

async function loadSsrHandler(dist: string): Promise<StaticApp['handler']> {
  // An Astro node adapter build in middleware mode exposes `handler(req, res, next)`.
  const entry = path.join(dist, 'server', 'entry.mjs');
  if (!fs.existsSync(entry)) return undefined;
  const mod = (await import(entry)) as { handler?: (req: unknown, res: unknown, next: (err?: unknown) => void) => void };
  const h = mod.handler;
  if (!h) return undefined;
  return (req, res) => new Promise<boolean>((resolve, reject) => {
    h(req, res, (err?: unknown) => (err ? reject(err) : resolve(false)));
    res.once('finish', () => resolve(true));
  });
}

const started = Date.now();
// The apps are browsers' code: they get the publishable key, as on a hosted project (the secret key
// stays in this process: the worker, the functions host). A server started with its own
// SUPABASE_PUBLISHABLE_KEY builds the apps with that key; unset, they carry the CLI's local one.
if (process.env.SUPABASE_PUBLISHABLE_KEY) {
  process.env.PUBLIC_SUPABASE_PUBLISHABLE_KEY ??= process.env.SUPABASE_PUBLISHABLE_KEY;
  process.env.VITE_SUPABASE_PUBLISHABLE_KEY ??= process.env.SUPABASE_PUBLISHABLE_KEY;
}
const apps: StaticApp[] = [];
// API_ONLY=1: the Supabase API alone, no app built or served (the apps served elsewhere against it,
// as with a hosted project: tests/cross-origin.config.ts, docs/deploy.md).
const apiOnly = process.env.API_ONLY === '1';
for (const app of apiOnly ? [] : APPS) {
  const dist = ensureBuilt(app);
  const clientDir = fs.existsSync(path.join(dist, 'client')) ? path.join(dist, 'client') : dist;
  apps.push({ mount: app.mount, dir: clientDir, spa: app.spa, headers: app.headers, handler: await loadSsrHandler(dist) });
}

// How long an unpaid booking holds its slot: BOOKING_HOLD_MINUTES (default 15; fractions allowed),
// written into the database setting the booking functions read (docs/bookings.md).
const holdMinutes = Number(process.env.BOOKING_HOLD_MINUTES ?? DEFAULT_BOOKING_HOLD_MINUTES);
if (!Number.isFinite(holdMinutes) || holdMinutes <= 0) {
  console.error(`[start] BOOKING_HOLD_MINUTES must be a positive number of minutes, not '${process.env.BOOKING_HOLD_MINUTES}'`);
  process.exit(1);
}

// Settings the database rules read, from the environment: abuse limits (issue 14: free check-ups
// per client address and per e-mail per rolling hour, production defaults 20 and 5; unpaid booking
// holds open at once from one client address, default 10) and the room's opening (issue 17).
const LIMITS = [
  { env: 'FREE_CHECKUP_MAX_PER_ADDRESS_PER_HOUR', key: 'free_checkups.max_per_address_per_hour', fallback: 20 },
  { env: 'FREE_CHECKUP_MAX_PER_EMAIL_PER_HOUR', key: 'free_checkups.max_per_email_per_hour', fallback: 5 },
  { env: 'BOOKING_MAX_HOLDS_PER_ADDRESS', key: 'booking.max_holds_per_address', fallback: 10 },
  // the consultation room opens this many minutes before the start (issue 17; a test opens the
  // room of a booking weeks ahead with a large value)
  { env: 'ROOM_OPENS_MINUTES_BEFORE', key: 'room.opens_minutes_before', fallback: 10 },
].map(({ env, key, fallback }) => {
  const value = Number(process.env[env] ?? fallback);
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`[start] ${env} must be a positive whole number, not '${process.env[env]}'`);
    process.exit(1);
  }
  return { key, value };
});

// Mail: without SMTP_URL the local mail catcher receives everything sent (inbox at /_inbox/).
const cfg = loadConfig({
  apps,
  mailCatcher: !process.env.SMTP_URL,
  smtpSenderName: process.env.SMTP_SENDER_NAME ?? 'K-Legal',
});
const running = await startServer(cfg);
// Whatever else sends mail from this process (the worker) uses the same SMTP server: SMTP_URL, or
// the catcher's (running.smtpUrl).
if (running.smtpUrl) process.env.SMTP_URL ??= running.smtpUrl;
await running.db.query(
  `insert into private.app_settings (key, value) values ('booking.hold_minutes', $1)
   on conflict (key) do update set value = excluded.value`,
  [String(holdMinutes)],
);
// Payments (issue 19, docs/deploy.md): with STRIPE_SECRET_KEY the site takes card payments through
// Stripe Checkout (the create-checkout Edge Function) and the worker sends refunds; the
// stripe-webhook function needs only STRIPE_WEBHOOK_SECRET. Both functions read these (and
// STRIPE_API_BASE) from this environment. Without them test mode works as before.
const stripeConfigured = Boolean(process.env.STRIPE_SECRET_KEY);
await running.db.query(
  `insert into private.app_settings (key, value) values ('payments.stripe', $1)
   on conflict (key) do update set value = excluded.value`,
  [stripeConfigured ? 'enabled' : 'disabled'],
);
// Test-mode payments (pay_booking_test_mode: a booking marked paid, no money moves) are on for
// every local start: the demo, the e2e journeys and the attack suite pay that way. The migrations
// leave them off (20261201001000_payments_test_mode_off.sql), so a hosted project never has them
// on unless an operator turns them on.
await running.db.query(
  `insert into private.app_settings (key, value) values ('payments.test_mode', 'enabled')
   on conflict (key) do update set value = excluded.value`,
);
// PortOne (issue 26, docs/deploy.md "PortOne"): on when the API secret, the store id and at least
// one channel are set (the same rule as the functions' _shared/portone.ts); portone-prepare,
// portone-complete and portone-webhook read PORTONE_* (and PORTONE_API_BASE, tests only) from this
// environment, and the worker sends PortOne's refunds with PORTONE_API_SECRET.
const portoneChannels = (process.env.PORTONE_CHANNEL_KEYS ?? '').split(',').filter((c) => c.trim()).length;
const portoneConfigured = Boolean(process.env.PORTONE_API_SECRET && process.env.PORTONE_STORE_ID && portoneChannels > 0);
await running.db.query(
  `insert into private.app_settings (key, value) values ('payments.portone', $1)
   on conflict (key) do update set value = excluded.value`,
  [portoneConfigured ? 'enabled' : 'disabled'],
);
// Payouts through PortOne's partner settlement (docs/settlement.md): with the API secret and the
// platform contract the console hands closed periods to PortOne and the worker transfers them;
// otherwise statements are paid by hand (the bank file, "지급 완료").
const portonePayouts = Boolean(process.env.PORTONE_API_SECRET && process.env.PORTONE_PLATFORM_CONTRACT_ID);
await running.db.query(
  `insert into private.app_settings (key, value) values ('settlement.payout_provider', $1)
   on conflict (key) do update set value = excluded.value`,
  [portonePayouts ? 'portone' : 'manual'],
);
// Where Stripe and PortOne send the client back after paying (SITE_URL, default this server).
cfg.functionsEnv.SITE_URL ??= process.env.SITE_URL ?? running.url;
for (const { key, value } of LIMITS) {
  await running.db.query(
    `insert into private.app_settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value`,
    [key, String(value)],
  );
}
// The worker (packages/worker) drains what the database queues for outside delivery, in-process
// here; a hosted deployment runs it as its own process (`pnpm notify:worker`).
// E-mail goes to SMTP_URL (the catcher's unless set); links in it point at SITE_URL (default this
// server's own origin).
const worker = createWorker({
  supabaseUrl: running.url,
  secretKey: cfg.secretKey,
  smtpUrl: process.env.SMTP_URL,
  siteUrl: process.env.SITE_URL ?? running.url,
  from: { name: cfg.smtpSenderName, address: cfg.smtpAdminEmail },
  log: (m, e) => console.error(`[worker] ${m}`, e ?? ''),
});
worker.start();
// Server-side rendered pages (the site's lawyer pages) call the API in-process over loopback.
process.env.SUPABASE_INTERNAL_URL ??= running.url;
const secs = ((Date.now() - started) / 1000).toFixed(1);
console.log(`
K-Legal is running at ${running.url}   (ready in ${secs} s; database: ${cfg.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${path.relative(process.cwd(), cfg.dataDir) || cfg.dataDir}`})

${apiOnly ? `  (API_ONLY=1: no app served here; build them with PUBLIC_SUPABASE_URL / VITE_SUPABASE_URL set to this URL)
` : `  Public site       ${running.url}/
  Lawyer portal     ${running.url}/lawyer-login
  Admin console     ${running.url}/admin
`}  Supabase API      ${running.url}
  Publishable key   ${cfg.publishableKey}   (browsers and the apps)
  Secret key        ${cfg.secretKey}   (servers only; refused from a browser)
  Inbox             ${running.mailCatcher ? `${running.url}/_inbox/   (every e-mail sent; SMTP_URL=${running.smtpUrl})` : `none: mail goes to SMTP_URL`}

Demo accounts (password: Demo-pass-2026)
  admin@demo.test            administrator
  lawyer@demo.test           approved lawyer, 1,000 credits
  pending-lawyer@demo.test   lawyer awaiting approval
  client@demo.test           client
  client2@demo.test          client

Unpaid bookings hold their slot for ${holdMinutes} min (BOOKING_HOLD_MINUTES).
Payments: ${[
  stripeConfigured ? `Stripe Checkout (STRIPE_SECRET_KEY${process.env.STRIPE_API_BASE ? `, API at ${process.env.STRIPE_API_BASE}` : ''}); webhook ${running.url}/functions/v1/stripe-webhook${process.env.STRIPE_WEBHOOK_SECRET ? '' : ' (set STRIPE_WEBHOOK_SECRET)'}` : null,
  portoneConfigured ? `PortOne (store ${process.env.PORTONE_STORE_ID}, ${portoneChannels} channel${portoneChannels === 1 ? '' : 's'}${process.env.PORTONE_API_BASE ? `, API at ${process.env.PORTONE_API_BASE}` : ''}); webhook ${running.url}/functions/v1/portone-webhook${process.env.PORTONE_WEBHOOK_SECRET ? '' : ' (set PORTONE_WEBHOOK_SECRET)'}` : null,
].filter(Boolean).join('\n          ') || 'test mode (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET for Stripe; PORTONE_API_SECRET, PORTONE_STORE_ID, PORTONE_CHANNEL_KEYS and PORTONE_WEBHOOK_SECRET for PortOne)'}
Payouts: ${portonePayouts ? `PortOne partner settlement (contract ${process.env.PORTONE_PLATFORM_CONTRACT_ID}${process.env.PORTONE_PLATFORM_TEST === 'true' ? ', test mode' : ''})` : 'by hand from the console (bank file, 지급 완료); set PORTONE_API_SECRET and PORTONE_PLATFORM_CONTRACT_ID for PortOne partner settlement'}
Stop with Ctrl+C. Start over with: npx pnpm@10 db:reset
`);

const stop = async () => {
  await worker.stop();
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
