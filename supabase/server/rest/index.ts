// /rest/v1: a PostgREST-compatible API over the local database.
//   parser.ts  query-string grammar → AST          plan.ts    embeds resolved via the schema cache
//   sql.ts     plan → one parameterised statement  handler.ts HTTP: auth, prefs, transaction, statuses
//   schema.ts  schema cache from pg_catalog        errors.ts  PostgREST error bodies and statuses
//   prefs.ts   Prefer / Accept / Range             openapi.ts the Swagger document at GET /
//   stats.ts   planner statistics (PGlite has no autovacuum)
//   settings.ts PostgREST's in-database configuration (pgrst.* settings of authenticator)
// Behaviour follows PostgREST v12–14 as Supabase runs it: reads capped at max-rows (config.toml
// `[api] max_rows`, 1000; 0 = no cap), unfiltered UPDATE/DELETE refused as pg-safeupdate does.
// Configured as PostgREST is (cfg.rest: config.toml `[api]` < PGRST_* environment < in-database
// settings, reloaded on `notify pgrst, 'reload config'`): exposed schemas, extra search path, max
// rows, execution plans and aggregates in select (off: PGRST123), both off as on Supabase. Not implemented: PUT, GeoJSON, CSV request bodies, per-role
// statement_timeout.
import type { AppContext } from '../http/context.ts';
import type { ApiModule } from '../http/module.ts';
import { handleRest, type CacheAccess } from './handler.ts';
import { EXPOSED_SCHEMAS, loadSchemaCache, type SchemaCache } from './schema.ts';
import { applyDbSettings, readDbSettings } from './settings.ts';
import { createStatsKeeper } from './stats.ts';

export interface RestModule extends ApiModule {
  /** Reloads the schema cache (after DDL); PostgREST's `NOTIFY pgrst, 'reload schema'` does the same. */
  reload(): Promise<void>;
  /** Re-reads the in-database configuration; PostgREST's `NOTIFY pgrst, 'reload config'` does the same. */
  reloadConfig(): Promise<void>;
}

/** A miss (unknown table / relationship / function) reloads the cache unless it is this fresh. */
const MIN_RELOAD_INTERVAL_MS = 100;

export function createRestModule(ctx: AppContext): RestModule {
  let cache: SchemaCache | null = null;
  let loading: Promise<SchemaCache> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  // The file and environment's settings; the in-database ones are applied over them into ctx.cfg.rest
  // (which the handler reads per request) at start and on each config reload.
  const base = { ...ctx.cfg.rest };
  const schemasOf = () => (ctx.cfg.rest?.schemas?.length ? ctx.cfg.rest.schemas : EXPOSED_SCHEMAS);
  const stats = createStatsKeeper(ctx.db, schemasOf());

  // Single flight: concurrent reload requests share one catalog read, unless the exposed schemas
  // changed since that read began (a config reload must not adopt a cache of the old schemas).
  let loadingFor = '';
  const load = (): Promise<SchemaCache> => {
    const schemas = schemasOf();
    if (loading && loadingFor === schemas.join(',')) return loading;
    loadingFor = schemas.join(',');
    const p: Promise<SchemaCache> = loadSchemaCache(ctx.db, schemas)
      .then((c) => { if (loading === p) cache = c; return c; })
      .finally(() => { if (loading === p) loading = null; });
    loading = p;
    return p;
  };

  const caches: CacheAccess = {
    async get() {
      return cache ?? (await load());
    },
    async refresh() {
      if (cache && Date.now() - cache.loadedAt < MIN_RELOAD_INTERVAL_MS) return cache;
      return load();
    },
    written: (schema, table, rows) => stats.written(schema, table, rows),
  };

  /**
   * Applies the in-database settings. When the exposed schemas change, the new schema cache is read
   * first and swapped in together with the settings, so no request sees the new settings (max rows,
   * plans) with the old schemas' cache, as PostgREST swaps its whole configuration at once.
   */
  const loadConfig = async (): Promise<void> => {
    const before = schemasOf().join(',');
    const { rest, invalid } = applyDbSettings(base, await readDbSettings(ctx.db));
    if (invalid.length && ctx.cfg.log) console.error(`[supabase-local] rest: ignored invalid in-database settings: ${invalid.join(', ')}`);
    if (rest.schemas.join(',') === before || !cache) {
      ctx.cfg.rest = rest;
      return;
    }
    const next = await loadSchemaCache(ctx.db, rest.schemas);
    ctx.cfg.rest = rest;
    cache = next;
    loading = null;
  };

  return {
    async ready() {
      await loadConfig();
      await stats.analyzeMissing().catch(() => {});
      await load();
      try {
        // PostgREST's listener: 'reload schema', 'reload config', or an empty payload for both.
        unlisten = await ctx.db.listen('pgrst', (payload) => {
          const config = payload === '' || payload.includes('reload config');
          const schema = payload === '' || payload.includes('reload schema');
          void (async () => {
            if (config) await loadConfig();
            if (schema) await load();
          })().catch(() => {});
        });
      } catch {
        // LISTEN is a convenience; the cache still reloads on misses.
      }
    },
    async reload() {
      await load();
    },
    async reloadConfig() {
      await loadConfig();
    },
    async handle(req, res, url, path) {
      await handleRest(ctx, caches, req, res, url, path);
    },
    async close() {
      await unlisten?.().catch(() => {});
    },
  };
}
