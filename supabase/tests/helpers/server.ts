// Starts a fresh local server for a test suite: PGlite in memory by default, or a brand-new
// database on a real PostgreSQL when TEST_DB=postgres (PG_ADMIN_URL points at the cluster).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import { startServer, type RunningServer } from '../../server/http/app.ts';

export const TEST_DB: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
const PG_ADMIN_URL = process.env.PG_ADMIN_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres';

export interface TestServer extends RunningServer {
  anonKey: string;
  serviceRoleKey: string;
  cfg: ServerConfig;
}

async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const pg = (await import('pg')).default;
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(PG_ADMIN_URL);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: PG_ADMIN_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * `asDeployed`: leave the database as the migrations made it (no test-only settings), for the
 * fresh-project test of the production defaults.
 */
export async function startTestServer(opts: { migrationsDir: string; seedFile?: string | null; overrides?: Partial<ServerConfig>; asDeployed?: boolean }): Promise<TestServer> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sb-storage-'));
  let drop: (() => Promise<void>) | null = null;
  let databaseUrl: string | undefined;
  if (TEST_DB === 'postgres') {
    const fresh = await freshPostgresDatabase();
    databaseUrl = fresh.url;
    drop = fresh.drop;
  }
  const cfg = loadConfig({
    port: 0,
    dataDir: 'memory://',
    databaseUrl,
    storageDir,
    migrationsDir: opts.migrationsDir,
    seedFile: opts.seedFile ?? null,
    log: false,
    ...opts.overrides,
  });
  const running = await startServer(cfg);
  cfg.siteUrl = running.url;
  // Every persona of a suite connects from 127.0.0.1, so the per-address cap on unpaid holds (a
  // production limit, default 10) is lifted here as `pnpm start` lifts it by configuration; the
  // suite that tests the cap sets its own value.
  const product = await running.db.query<{ ok: boolean }>(`select to_regclass('private.app_settings') is not null as ok`);
  if (product.rows[0]?.ok && !opts.asDeployed) {
    await running.db.query(
      `insert into private.app_settings (key, value) values ('booking.max_holds_per_address', '100000')
       on conflict (key) do update set value = excluded.value`,
    );
  }
  return {
    ...running,
    cfg,
    anonKey: cfg.anonKey,
    serviceRoleKey: cfg.serviceRoleKey,
    async close() {
      await running.close();
      fs.rmSync(storageDir, { recursive: true, force: true });
      if (drop) await drop();
    },
  };
}

/** The conformance suite's own small schema (not the product's). */
export const CONFORMANCE_MIGRATIONS = path.resolve(import.meta.dirname, '../conformance/fixture');
