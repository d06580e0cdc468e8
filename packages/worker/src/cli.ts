#!/usr/bin/env node
// `pnpm notify:worker`: the worker alone, for a hosted project (a deployment runs it as a process).
//   SUPABASE_URL               the project's URL
//   SUPABASE_SERVICE_ROLE_KEY  its service-role key (never ship it to a browser)
//   --once                     drain every queue once and exit (a cron job instead of a process)
import { createWorker } from './index.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`[worker] ${name} is required (see README.md, "Hosted Supabase")`);
    process.exit(2);
  }
  return value;
}

const worker = createWorker({
  supabaseUrl: required('SUPABASE_URL'),
  serviceRoleKey: required('SUPABASE_SERVICE_ROLE_KEY'),
});

if (process.argv.includes('--once')) {
  await worker.drain();
} else {
  worker.start();
  console.log('[worker] running; stop with Ctrl+C');
  const stop = async () => { await worker.stop(); process.exit(0); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
