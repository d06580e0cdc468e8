// `pnpm db:reset`: deletes the local PGlite data directory (database and stored files); the next
// `pnpm start` migrates and seeds from scratch.
// For a real PostgreSQL (DATABASE_URL), recreate the database yourself.
import fs from 'node:fs';
import { loadConfig } from '../server/config.ts';

const cfg = loadConfig();
if (cfg.databaseUrl) {
  console.error('DATABASE_URL is set: db:reset only resets the embedded PGlite database. Drop and recreate your PostgreSQL database instead.');
  process.exit(1);
}
fs.rmSync(cfg.dataDir, { recursive: true, force: true });
console.log(`Removed ${cfg.dataDir}. The next start migrates and seeds a fresh database.`);
