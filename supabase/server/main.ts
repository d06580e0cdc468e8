// Starts the API alone (no apps): `node server/main.ts`. `pnpm start` (scripts/start.ts) adds the apps.
import { loadConfig } from './config.ts';
import { startServer } from './http/app.ts';

const running = await startServer(loadConfig());
console.log(`Supabase-compatible API at ${running.url}`);
const stop = async () => {
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
