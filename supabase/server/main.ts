// Starts the API alone (no apps): `node server/main.ts`. `pnpm start` (scripts/start.ts) adds the apps.
import { loadConfig } from './config.ts';
import { startServer } from './http/app.ts';
import { ProjectConfigError } from './project-config.ts';

let cfg;
try {
  // Without SMTP_URL the local mail catcher receives the auth e-mails (inbox at /_inbox/).
  cfg = loadConfig({ mailCatcher: !process.env.SMTP_URL });
} catch (e) {
  // A config.toml the CLI would refuse: its message names the key; no stack trace.
  if (!(e instanceof ProjectConfigError)) throw e;
  console.error(e.message);
  process.exit(1);
}
const running = await startServer(cfg);
console.log(`Supabase-compatible API at ${running.url}`);
if (running.mailCatcher) console.log(`Inbox at ${running.url}/_inbox/ (SMTP_URL=${running.smtpUrl})`);
const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
