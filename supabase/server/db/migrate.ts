// Applies the platform bootstrap, then supabase/migrations/*.sql in file-name order (each in its
// own transaction, recorded in _local.schema_migrations), then the seed on a fresh database; the
// migrations and the seed run as MIGRATION_ROLE (hosted postgres, not a superuser).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './index.ts';
import { seedStorageFiles } from './seed-storage.ts';

const BOOTSTRAP = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'bootstrap.sql'), 'utf8');
const PLATFORM_VERSION = '6';

/**
 * The role the project's migrations and the seed run as: hosted Supabase's `postgres`, which is
 * not a superuser there (db/bootstrap.sql creates it with that role's attributes, grants and
 * memberships). A migration that needs a superuser, or changes a platform table it does not own,
 * fails here as it would on `supabase db push`.
 */
export const MIGRATION_ROLE = 'supabase_migrator';

/** Runs sql as the migration role inside tx; refuses a script that leaves the role (RESET ROLE ...). */
async function execAsMigrationRole(tx: Queryable, sql: string): Promise<void> {
  await tx.exec(`set local role ${MIGRATION_ROLE}`);
  await tx.exec(sql);
  const r = await tx.query<{ who: string }>(`select current_user::text as who`);
  if (r.rows[0]?.who !== MIGRATION_ROLE) {
    throw new Error(`it changed the role to ${r.rows[0]?.who} (migrations run as ${MIGRATION_ROLE}, the hosted postgres role; SET ROLE / RESET ROLE is not available on a hosted project either)`);
  }
  await tx.exec('reset role');
}

export interface MigrateResult {
  bootstrapped: boolean;
  applied: string[];
  seeded: boolean;
}

export async function migrate(
  db: Db,
  opts: {
    migrationsDir: string;
    seedFile: string | null;
    /** Where storage keeps object bytes: the seed's demo files (`<seed dir>/seed/storage/<bucket>/<name>`) go there. */
    storageDir?: string;
    log?: (m: string) => void;
  },
): Promise<MigrateResult> {
  const log = opts.log ?? (() => {});
  const result: MigrateResult = { bootstrapped: false, applied: [], seeded: false };
  const hasState = await db.query<{ ok: boolean }>(`select to_regclass('_local.state') is not null as ok`);
  let platform: string | null = null;
  if (hasState.rows[0].ok) {
    const r = await db.query<{ value: string }>(`select value from _local.state where key = 'platform_version'`);
    platform = r.rows[0]?.value ?? null;
  }
  if (platform !== PLATFORM_VERSION) {
    log('bootstrapping platform schema (roles, auth, storage, realtime)');
    // The databases of one cluster share its roles: two bootstraps at once (parallel test suites
    // on PostgreSQL) collide on the same role rows ("tuple concurrently updated", or a duplicate
    // role name). The bootstrap is idempotent and transactional, so it is simply tried again.
    for (let attempt = 1; ; attempt++) {
      try {
        await db.transaction(async (tx) => {
          await tx.exec(BOOTSTRAP);
          await tx.query(`insert into _local.state (key, value) values ('platform_version', $1) on conflict (key) do update set value = excluded.value`, [PLATFORM_VERSION]);
        });
        break;
      } catch (e) {
        const err = e as { code?: string; message?: string };
        const race = /tuple concurrently (updated|deleted)/.test(err.message ?? '') || err.code === '23505' || err.code === '40P01';
        if (!race || attempt >= 8) throw e;
        await new Promise((r) => setTimeout(r, 50 * attempt + Math.random() * 100));
      }
    }
    result.bootstrapped = true;
  }
  const done = new Set((await db.query<{ version: string }>(`select version from _local.schema_migrations`)).rows.map((r) => r.version));
  const files = fs.existsSync(opts.migrationsDir)
    ? fs.readdirSync(opts.migrationsDir).filter((f) => f.endsWith('.sql')).sort()
    : [];
  for (const file of files) {
    const version = file.split('_')[0];
    if (done.has(version)) continue;
    const sql = fs.readFileSync(path.join(opts.migrationsDir, file), 'utf8');
    log(`applying migration ${file}`);
    try {
      await db.transaction(async (tx) => {
        await execAsMigrationRole(tx, sql);
        await tx.query(`insert into _local.schema_migrations (version, name) values ($1, $2)`, [version, file]);
      });
    } catch (e) {
      const err = e as Error & { code?: string };
      throw new Error(`migration ${file} failed: ${err.message}${err.code ? ` (${err.code})` : ''}`);
    }
    result.applied.push(file);
  }
  if (opts.seedFile && fs.existsSync(opts.seedFile)) {
    const seeded = await db.query<{ value: string }>(`select value from _local.state where key = 'seeded'`);
    if (!seeded.rows.length) {
      log('seeding demo data');
      const sql = fs.readFileSync(opts.seedFile, 'utf8');
      await db.transaction(async (tx) => {
        await execAsMigrationRole(tx, sql);
        if (opts.storageDir) {
          const sourceDir = path.join(path.dirname(opts.seedFile!), 'seed', 'storage');
          await seedStorageFiles(tx, { sourceDir, storageDir: opts.storageDir, log });
        }
        await tx.query(`insert into _local.state (key, value) values ('seeded', now()::text)`);
      });
      result.seeded = true;
    }
  }
  return result;
}
