// Planner statistics. PGlite has no autovacuum, and a freshly migrated PostgreSQL database has not
// been auto-analyzed yet, so tables loaded by migrations/seeds would be planned without statistics
// (e.g. sorting every matching row instead of walking an index for `order=…&limit=20`). This does
// the minimum autovacuum would: ANALYZE never-analyzed tables at start and, on PGlite, re-ANALYZE a
// table after it has changed by more than 50 rows + 10 % of its size (autovacuum's defaults).
import type { Db } from '../db/index.ts';

export interface StatsKeeper {
  /** ANALYZE the exposed tables that have no statistics yet. */
  analyzeMissing(): Promise<void>;
  /** Records rows written by a request; may schedule a background ANALYZE. */
  written(schema: string, table: string, rows: number): void;
}

export function createStatsKeeper(db: Db, schemas: string[]): StatsKeeper {
  const changed = new Map<string, { rows: number; size: number }>();
  const running = new Set<string>();
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  return {
    async analyzeMissing() {
      const r = await db.query<{ schema: string; name: string }>(
        `select n.nspname as schema, c.relname as name
           from pg_class c join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = any($1::text[]) and c.relkind in ('r', 'p', 'm')
            and not exists (select 1 from pg_statistic s where s.starelid = c.oid)`, [schemas]);
      for (const t of r.rows) await db.query(`analyze ${quote(t.schema)}.${quote(t.name)}`).catch(() => {});
    },
    written(schema, table, rows) {
      if (db.kind !== 'pglite' || rows <= 0) return;
      const key = `${schema}.${table}`;
      const entry = changed.get(key) ?? { rows: 0, size: -1 };
      entry.rows += rows;
      changed.set(key, entry);
      if (running.has(key)) return;
      running.add(key);
      // Outside the request: queued behind the requests on PGlite's single connection.
      setImmediate(async () => {
        try {
          if (entry.size < 0) {
            const s = await db.query<{ n: number }>(`select greatest(reltuples, 0)::float8 as n from pg_class where oid = to_regclass($1)`, [`${quote(schema)}.${quote(table)}`]);
            entry.size = Number(s.rows[0]?.n ?? 0);
          }
          if (entry.rows > 50 + 0.1 * entry.size) {
            await db.query(`analyze ${quote(schema)}.${quote(table)}`);
            entry.size += entry.rows;
            entry.rows = 0;
          }
        } catch {
          // statistics are an optimisation; a failure here changes nothing for clients
        } finally {
          running.delete(key);
        }
      });
    },
  };
}
