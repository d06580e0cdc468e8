// The benchmark's server process: the local server on the bench fixture, PGlite in memory or
// PostgreSQL (DATABASE_URL). Prints READY <url> when it answers.
// BENCH_SCHEMA=product: the product's migrations (supabase/migrations) instead of the fixture,
// no seed. With an IPC channel (bench/api.ts), the parent can run SQL on the server's own
// database connection ({ id, sql, params?, exec? } → { id, rows, ms } or { id, error }); `ms` is
// the statement's time measured here, next to the database (in process for PGlite).
import path from 'node:path';
import { loadConfig, SUPABASE_DIR } from '../server/config.ts';
import { startServer } from '../server/http/app.ts';

const product = process.env.BENCH_SCHEMA === 'product';
const cfg = loadConfig({
  port: Number(process.env.PORT ?? 0),
  dataDir: process.env.DATA_DIR ?? 'memory://',
  migrationsDir: product ? path.join(SUPABASE_DIR, 'migrations') : path.join(import.meta.dirname, 'fixture'),
  seedFile: null,
  log: false,
});
const running = await startServer(cfg);

interface SqlMessage { id: number; sql: string; params?: unknown[]; exec?: boolean }
if (process.send) {
  process.on('message', async (m: SqlMessage) => {
    const t = performance.now();
    try {
      if (m.exec) {
        await running.db.exec(m.sql);
        process.send!({ id: m.id, rows: [], ms: performance.now() - t });
      } else {
        const r = await running.db.query(m.sql, m.params);
        process.send!({ id: m.id, rows: r.rows, ms: performance.now() - t });
      }
    } catch (e) {
      process.send!({ id: m.id, error: e instanceof Error ? e.message : String(e) });
    }
  });
}

console.log(`READY ${running.url}`);
process.on('SIGTERM', async () => { await running.close(); process.exit(0); });
