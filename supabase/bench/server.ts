// The benchmark's server process: the local server on the bench fixture, PGlite in memory or
// PostgreSQL (DATABASE_URL). Prints READY <url> when it answers.
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { startServer } from '../server/http/app.ts';

const cfg = loadConfig({
  port: Number(process.env.PORT ?? 0),
  dataDir: process.env.DATA_DIR ?? 'memory://',
  migrationsDir: path.join(import.meta.dirname, 'fixture'),
  seedFile: null,
  log: false,
});
const running = await startServer(cfg);
console.log(`READY ${running.url}`);
process.on('SIGTERM', async () => { await running.close(); process.exit(0); });
