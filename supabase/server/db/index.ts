// One database interface over two engines: PGlite (embedded, the default) and PostgreSQL
// (through DATABASE_URL). Both hand back values the same way, so the API layers behave
// identically on either; most API SQL builds its JSON inside Postgres anyway, as PostgREST does.
import fs from 'node:fs';

export interface QueryResult<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements, no parameters. */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction; commits when it resolves, rolls back when it throws. `setup`
   * (statements without parameters, e.g. set_config calls with literal values) runs first, in
   * the same round trip as BEGIN on PostgreSQL.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, setup?: string): Promise<T>;
  /** LISTEN on a channel; returns the unlisten function. */
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A database error with Postgres' fields, whichever engine raised it. */
export class PgError extends Error {
  code: string;
  detail: string | null;
  hint: string | null;
  constructor(code: string, message: string, detail?: string | null, hint?: string | null) {
    super(message);
    this.code = code;
    this.detail = detail ?? null;
    this.hint = hint ?? null;
  }
}

/** A string as an SQL literal (E'' form when it holds a backslash, so it reads the same whatever standard_conforming_strings is). */
export function sqlLiteral(v: string): string {
  const quoted = v.replace(/'/g, "''");
  return v.includes('\\') ? `E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

export function toPgError(e: unknown): PgError | null {
  if (e instanceof PgError) return e;
  if (e && typeof e === 'object' && 'code' in e && typeof (e as { code: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((e as { code: string }).code)) {
    const x = e as { code: string; message: string; detail?: string; hint?: string };
    return new PgError(x.code, x.message, x.detail ?? null, x.hint ?? null);
  }
  return null;
}

// Type OIDs whose values both engines return as strings (dates as Postgres prints them, int8
// as text so no precision is lost); booleans, int2/int4/float and json are parsed.
const TEXT_OIDS = [20, 1082, 1083, 1114, 1184, 1186, 1700];

export interface OpenDbOptions {
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' */
  dataDir?: string;
}

export async function openDb(opts: OpenDbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl);
  return openPglite(opts.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  if (!dataDir.startsWith('memory://')) fs.mkdirSync(dataDir, { recursive: true });
  const identity = (v: string) => v;
  const parsers: Record<number, (v: string) => unknown> = {};
  for (const oid of TEXT_OIDS) parsers[oid] = identity;
  const pg = await PGlite.create({ dataDir: dataDir.startsWith('memory://') ? undefined : dataDir, extensions: { pgcrypto }, parsers });
  const wrap = (q: { query: typeof pg.query; exec: typeof pg.exec }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      try {
        const r = await q.query<T>(sql, params as unknown[]);
        return { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows ?? 0 };
      } catch (e) {
        throw toPgError(e) ?? e;
      }
    },
    async exec(sql: string) {
      try {
        await q.exec(sql);
      } catch (e) {
        throw toPgError(e) ?? e;
      }
    },
  });
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    async transaction(fn, setup) {
      try {
        return await pg.transaction(async (tx) => {
          const q = wrap(tx as unknown as { query: typeof pg.query; exec: typeof pg.exec });
          if (setup) await q.exec(setup);
          return fn(q);
        });
      } catch (e) {
        throw toPgError(e) ?? e;
      }
    },
    async listen(channel, cb) {
      const unsub = await pg.listen(channel, cb);
      return async () => { await unsub(); };
    },
    async close() {
      await pg.close();
    },
  };
}

async function openPostgres(url: string): Promise<Db> {
  const pgmod = await import('pg');
  const pgdefault = (pgmod as unknown as { default: typeof import('pg') }).default ?? pgmod;
  const types = pgdefault.types;
  const identity = (v: string) => v;
  const typeParser = (oid: number, format?: string) =>
    TEXT_OIDS.includes(oid) ? identity : types.getTypeParser(oid, format as 'text');
  const pool = new pgdefault.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX ?? 10), types: { getTypeParser: typeParser } as never });
  pool.on('error', () => { /* idle client errors are reported on next use */ });
  const wrap = (c: { query: (sql: string, params?: unknown[]) => Promise<import('pg').QueryResult> }): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      try {
        const r = await c.query(sql, params);
        return { rows: r.rows as T[], fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })), affectedRows: r.rowCount ?? 0 };
      } catch (e) {
        throw toPgError(e) ?? e;
      }
    },
    async exec(sql: string) {
      try {
        await c.query(sql);
      } catch (e) {
        throw toPgError(e) ?? e;
      }
    },
  });
  const base = wrap(pool);
  const listeners = new Map<string, Set<(p: string) => void>>();
  let listenClient: import('pg').PoolClient | null = null;
  return {
    kind: 'postgres',
    ...base,
    async transaction(fn, setup) {
      const client = await pool.connect();
      try {
        // one simple-protocol round trip for BEGIN and the setup statements
        await client.query(setup ? `begin; ${setup}` : 'begin');
        const out = await fn(wrap(client));
        await client.query('commit');
        return out;
      } catch (e) {
        await client.query('rollback').catch(() => {});
        throw toPgError(e) ?? e;
      } finally {
        client.release();
      }
    },
    async listen(channel, cb) {
      if (!listenClient) {
        listenClient = await pool.connect();
        listenClient.on('notification', (n) => {
          for (const f of listeners.get(n.channel) ?? []) f(n.payload ?? '');
        });
      }
      if (!listeners.has(channel)) {
        listeners.set(channel, new Set());
        await listenClient.query(`listen "${channel.replace(/"/g, '""')}"`);
      }
      listeners.get(channel)!.add(cb);
      return async () => { listeners.get(channel)?.delete(cb); };
    },
    async close() {
      listenClient?.release();
      await pool.end();
    },
  };
}
