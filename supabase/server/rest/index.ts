// /rest/v1: a PostgREST-compatible API over the local database.
//   parser.ts  query-string grammar → AST          plan.ts    embeds resolved via the schema cache
//   sql.ts     plan → one parameterised statement  handler.ts HTTP: auth, prefs, transaction, statuses
//   schema.ts  schema cache from pg_catalog        errors.ts  PostgREST error bodies and statuses
//   prefs.ts   Prefer / Accept / Range             openapi.ts the Swagger document at GET /
//   stats.ts   planner statistics (PGlite has no autovacuum)
// Behaviour follows PostgREST v12–14 as Supabase runs it: reads capped at 1000 rows
// (PGRST_DB_MAX_ROWS, 0 = no cap), unfiltered UPDATE/DELETE refused as pg-safeupdate does.
// Configured as PostgREST is (cfg.rest): exposed schemas (PGRST_DB_SCHEMAS), execution plans
// (PGRST_DB_PLAN_ENABLED) and aggregates in select (PGRST_DB_AGGREGATES_ENABLED; off: PGRST123),
// both off as on Supabase. Not implemented: PUT, GeoJSON, CSV request bodies, per-role
// statement_timeout, aggregates combined with to-one embeds in one GROUP BY.
import type { AppContext } from '../http/context.ts';
import type { ApiModule } from '../http/module.ts';
import { handleRest, type CacheAccess } from './handler.ts';
import { EXPOSED_SCHEMAS, loadSchemaCache, type SchemaCache } from './schema.ts';
import { createStatsKeeper } from './stats.ts';

export interface RestModule extends ApiModule {
  /** Reloads the schema cache (after DDL); PostgREST's `NOTIFY pgrst, 'reload schema'` does the same. */
  reload(): Promise<void>;
}

/** A miss (unknown table / relationship / function) reloads the cache unless it is this fresh. */
const MIN_RELOAD_INTERVAL_MS = 100;

export function createRestModule(ctx: AppContext): RestModule {
  let cache: SchemaCache | null = null;
  let loading: Promise<SchemaCache> | null = null;
  let unlisten: (() => Promise<void>) | null = null;
  const schemas = ctx.cfg.rest?.schemas?.length ? ctx.cfg.rest.schemas : EXPOSED_SCHEMAS;
  const stats = createStatsKeeper(ctx.db, schemas);

  // Single flight: concurrent reload requests share one catalog read.
  const load = (): Promise<SchemaCache> => {
    loading ??= loadSchemaCache(ctx.db, schemas)
      .then((c) => (cache = c))
      .finally(() => { loading = null; });
    return loading;
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

  return {
    async ready() {
      await stats.analyzeMissing().catch(() => {});
      await load();
      try {
        unlisten = await ctx.db.listen('pgrst', (payload) => {
          if (payload === '' || payload.includes('reload schema')) void load().catch(() => {});
        });
      } catch {
        // LISTEN is a convenience; the cache still reloads on misses.
      }
    },
    async reload() {
      await load();
    },
    async handle(req, res, url, path) {
      await handleRest(ctx, caches, req, res, url, path);
    },
    async close() {
      await unlisten?.().catch(() => {});
    },
  };
}
