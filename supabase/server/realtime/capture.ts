// Change capture bookkeeping on the server side: installs the SQL (sql.ts), keeps the capture
// trigger on every published table, tells the trigger which tables have subscribers, and drains
// the queue in order whenever the database NOTIFYs (plus a slow poll as a safety net).
import type { Db } from '../db/index.ts';
import { INSTALL_SQL, NOTIFY_CHANNEL } from './sql.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface Change {
  id: string;
  relid: string;
  schema: string;
  table: string;
  type: ChangeType;
  record: Record<string, unknown> | null;
  old_record: Record<string, unknown> | null;
  commit_timestamp: string;
}

export interface PublishedTable {
  relid: string;
  schema: string;
  table: string;
}

const DRAIN_BATCH = 100;
const POLL_MS = 2000;

export class ChangeCapture {
  private db: Db;
  private onBatch: (changes: Change[]) => Promise<void>;
  private log: (m: string, e?: unknown) => void;
  private unlisten: (() => Promise<void>) | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private drainAgain = false;
  private refreshing: Promise<PublishedTable[]> | null = null;
  private activeSynced = new Set<string>();
  private activeChain: Promise<void> = Promise.resolve();
  private closed = false;
  /** Published tables as of the last refresh, keyed `schema.table`. */
  published = new Map<string, PublishedTable>();

  constructor(db: Db, onBatch: (changes: Change[]) => Promise<void>, log: (m: string, e?: unknown) => void) {
    this.db = db;
    this.onBatch = onBatch;
    this.log = log;
  }

  async install(): Promise<void> {
    await this.db.exec(INSTALL_SQL);
    // Whatever a previous run left behind belongs to subscribers that no longer exist.
    await this.db.exec('delete from _local.realtime_active; delete from _local.realtime_changes;');
    this.unlisten = await this.db.listen(NOTIFY_CHANNEL, () => this.kick());
    await this.refresh();
    this.pollTimer = setInterval(() => {
      if (this.activeSynced.size) this.kick();
    }, POLL_MS);
    this.pollTimer.unref();
  }

  /** Re-scans the publication, (un)installing capture triggers; concurrent callers share one scan. */
  refresh(): Promise<PublishedTable[]> {
    if (this.closed) return Promise.resolve([...this.published.values()]);
    if (!this.refreshing) {
      this.refreshing = (async () => {
        try {
          const r = await this.db.query<{ relid: string; schema_name: string; table_name: string }>(
            'select relid, schema_name, table_name from _local.realtime_sync_triggers()',
          );
          const next = new Map<string, PublishedTable>();
          for (const row of r.rows) next.set(`${row.schema_name}.${row.table_name}`, { relid: row.relid, schema: row.schema_name, table: row.table_name });
          this.published = next;
          return [...next.values()];
        } finally {
          this.refreshing = null;
        }
      })();
    }
    return this.refreshing;
  }

  /** Makes the trigger capture exactly these tables; calls are applied in order. */
  setActive(relids: Set<string>): Promise<void> {
    const run = async () => {
      if (this.closed) return;
      const same = relids.size === this.activeSynced.size && [...relids].every((r) => this.activeSynced.has(r));
      if (same) return;
      const list = [...relids];
      await this.db.transaction(async (tx) => {
        await tx.query('delete from _local.realtime_active where relid <> all($1::oid[])', [list]);
        await tx.query('insert into _local.realtime_active (relid) select unnest($1::oid[]) on conflict do nothing', [list]);
      });
      this.activeSynced = new Set(list);
    };
    this.activeChain = this.activeChain.then(run, run);
    return this.activeChain;
  }

  /** Drains the queue now (coalesces with a drain already running). */
  kick(): void {
    if (this.closed) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.drainLoop().finally(() => {
      this.draining = null;
    });
  }

  /** Resolves once everything queued so far has been handed to onBatch. */
  async flush(): Promise<void> {
    this.kick();
    while (this.draining) await this.draining;
  }

  private async drainLoop(): Promise<void> {
    try {
      do {
        this.drainAgain = false;
        let n: number;
        do {
          const rows = await this.db.query<{
            id: string; relid: string; schema_name: string; table_name: string; action: ChangeType;
            record: Record<string, unknown> | null; old_record: Record<string, unknown> | null; commit_timestamp: string;
          }>(
            `with d as (
               delete from _local.realtime_changes
                where id in (select id from _local.realtime_changes order by id limit $1)
               returning *)
             select id::text, relid::text, schema_name, table_name, action, record, old_record, commit_timestamp
               from d order by d.id`,
            [DRAIN_BATCH],
          );
          n = rows.rows.length;
          if (!n || this.closed) break;
          try {
            await this.onBatch(rows.rows.map((row) => ({
              id: row.id,
              relid: row.relid,
              schema: row.schema_name,
              table: row.table_name,
              type: row.action,
              record: row.record,
              old_record: row.old_record,
              commit_timestamp: row.commit_timestamp,
            })));
          } catch (e) {
            this.log('dispatching changes failed', e);
          }
        } while (n === DRAIN_BATCH && !this.closed);
      } while (this.drainAgain && !this.closed);
    } catch (e) {
      if (!this.closed) this.log('draining the change queue failed', e);
    }
  }

  async close(): Promise<void> {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
    // Let an in-flight drain/refresh finish before the database goes away.
    this.closed = true;
    await this.draining?.catch(() => {});
    await this.refreshing?.catch(() => {});
    await this.activeChain.catch(() => {});
    try {
      await this.unlisten?.();
      await this.db.exec('delete from _local.realtime_active; delete from _local.realtime_changes;');
    } catch {
      /* the database may already be closing */
    }
  }
}
