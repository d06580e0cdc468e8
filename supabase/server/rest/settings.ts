// PostgREST's in-database configuration (docs "In-Database Configuration"; src/PostgREST/Config/
// Database.hs queryDbSettings): `pgrst.*` settings of the role PostgREST connects as —
// `alter role authenticator [in database <db>] set pgrst.db_aggregates_enabled = 'true'` — read at
// start and again on `notify pgrst, 'reload config'` (or a bare `notify pgrst`). They override the
// file and the environment (PostgREST's precedence), the per-database setting winning over the
// role-wide one. This is how a hosted project turns aggregates and explain() on.
// Not read: the db-pre-config function, and settings the local server does not implement.
import type { RestConfig } from '../config.ts';
import type { Db } from '../db/index.ts';

/** The in-database settings the local REST API acts on (PostgREST's names without `pgrst.`). */
export const DB_SETTINGS = ['db_aggregates_enabled', 'db_plan_enabled', 'db_schemas', 'db_max_rows', 'db_extra_search_path'] as const;

/** The role PostgREST connects as on Supabase. */
export const AUTHENTICATOR = 'authenticator';

/** queryDbSettings for the authenticator role: the per-database value first, then the role-wide one. */
export async function readDbSettings(db: Db): Promise<Record<string, string>> {
  const names = DB_SETTINGS.map((n) => `'pgrst.${n}'`).join(', ');
  const r = await db.query<{ key: string; value: string }>(
    `with role_setting as (
       select setdatabase as database, unnest(setconfig) as setting
       from pg_catalog.pg_db_role_setting
       where setrole = (select oid from pg_catalog.pg_roles where rolname = '${AUTHENTICATOR}')
         and setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_catalog))
     ), kv_settings as (
       select database, substr(setting, 1, strpos(setting, '=') - 1) as k, substr(setting, strpos(setting, '=') + 1) as v
       from role_setting
     )
     select distinct on (key) replace(k, 'pgrst.', '') as key, v as value
     from kv_settings
     where k = any(array[${names}]) and v is not null
     order by key, database desc nulls last`,
  );
  return Object.fromEntries(r.rows.map((row) => [row.key, row.value]));
}

const list = (raw: string): string[] => raw.split(',').map((x) => x.trim()).filter(Boolean);

/**
 * `base` (config.toml and PGRST_* environment) with the in-database settings applied. A value
 * PostgREST could not parse fails its reload and keeps the previous configuration; here it is
 * reported in `invalid` and the base value kept.
 */
export function applyDbSettings(base: RestConfig, db: Record<string, string>): { rest: RestConfig; invalid: string[] } {
  const rest: RestConfig = { ...base };
  const invalid: string[] = [];
  const bool = (key: string, set: (v: boolean) => void) => {
    const v = db[key];
    if (v === undefined) return;
    // PostgREST's coerceBool: true / false, any case
    if (/^(true|false)$/i.test(v.trim())) set(v.trim().toLowerCase() === 'true');
    else invalid.push(`pgrst.${key}`);
  };
  bool('db_aggregates_enabled', (v) => { rest.aggregates = v; });
  bool('db_plan_enabled', (v) => { rest.plan = v; });
  if (db.db_schemas !== undefined) {
    const schemas = list(db.db_schemas);
    if (schemas.length) rest.schemas = schemas;
    else invalid.push('pgrst.db_schemas');
  }
  if (db.db_max_rows !== undefined) {
    if (/^\s*\d+\s*$/.test(db.db_max_rows)) rest.maxRows = Number(db.db_max_rows);
    else invalid.push('pgrst.db_max_rows');
  }
  if (db.db_extra_search_path !== undefined) rest.extraSearchPath = list(db.db_extra_search_path);
  return { rest, invalid };
}
