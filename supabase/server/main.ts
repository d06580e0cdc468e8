// Starts the API alone (no apps): `node server/main.ts`. `pnpm start` (scripts/start.ts) adds the apps.
import { loadConfig } from './config.ts';
import { startServer } from './http/app.ts';

// Without SMTP_URL the local mail catcher receives the auth e-mails (inbox at /_inbox/).
const running = await startServer(loadConfig({ mailCatcher: !process.env.SMTP_URL }));
console.log(`Supabase-compatible API at ${running.url}`);
if (running.mailCatcher) console.log(`Inbox at ${running.url}/_inbox/ (SMTP_URL=${running.smtpUrl})`);
const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
