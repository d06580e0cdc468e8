#!/usr/bin/env node
// `pnpm notify:worker`: the worker alone, for a hosted project (a deployment runs it as a process,
// or as a cron job with --once).
//   SUPABASE_URL               the project's URL
//   SUPABASE_SECRET_KEY        its secret key, sb_secret_… (server-side only, never in a browser);
//                              the legacy SUPABASE_SERVICE_ROLE_KEY is read when it is unset
//   SMTP_URL                   where e-mail goes: smtp://user:pass@host:587, smtps://user:pass@host:465
//                              (unset: storage clean-up only; e-mail waits in the outbox)
//   SITE_URL                   the product's address, for links in e-mails (default SUPABASE_URL)
//   MAIL_FROM                  the sender, "K-Legal <no-reply@example.com>" (default no-reply@<SITE_URL host>)
//   OUTBOX_BATCH_SIZE, OUTBOX_LEASE_SECONDS, WORKER_IDLE_MS   tuning (defaults 20, 60, 1000)
//   STRIPE_SECRET_KEY, PORTONE_API_SECRET   refunds through Stripe / PortOne (each outbox job by its own
//                              provider; STRIPE_API_BASE / PORTONE_API_BASE only for a local fake)
import { createWorker } from './index.ts';

/** `label`: the name the message asks for, when `name` is only its legacy fallback. */
function required(name: string, label = name): string {
  const value = process.env[name];
  if (!value) {
    console.error(`[worker] ${label} is required (see README.md, "Hosted Supabase")`);
    process.exit(2);
  }
  return value;
}

function positive(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) {
    console.error(`[worker] ${name} must be a positive number, not '${raw}'`);
    process.exit(2);
  }
  return n;
}

function sender(raw: string | undefined): { name: string; address: string } | undefined {
  if (!raw) return undefined;
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(raw);
  return m ? { name: m[1] || 'K-Legal', address: m[2] } : { name: 'K-Legal', address: raw.trim() };
}

const worker = createWorker({
  supabaseUrl: required('SUPABASE_URL'),
  secretKey: process.env.SUPABASE_SECRET_KEY || required('SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_SECRET_KEY'),
  smtpUrl: process.env.SMTP_URL || undefined,
  siteUrl: process.env.SITE_URL || undefined,
  from: sender(process.env.MAIL_FROM),
  batchSize: positive('OUTBOX_BATCH_SIZE'),
  leaseSeconds: positive('OUTBOX_LEASE_SECONDS'),
  idleMs: positive('WORKER_IDLE_MS'),
});
if (!process.env.SMTP_URL) console.warn('[worker] SMTP_URL is not set: e-mail stays in the outbox until it is');

if (process.argv.includes('--once')) {
  await worker.drain();
} else {
  worker.start();
  console.log('[worker] running; stop with Ctrl+C');
  const stop = async () => { await worker.stop(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
