// Removes the storage objects the database queued for deletion (private.storage_deletions, filled
// by the retention purge), through the Storage API: on hosted Supabase only the API deletes both
// the object row and its bytes.
import type { ServiceClient, WorkerTask } from './worker.ts';

export interface StorageCleanupOptions {
  batchSize?: number;
  /** How long a claimed path is ours before another worker may take it (s). */
  leaseSeconds?: number;
}

export function storageCleanupTask(db: ServiceClient, opts: StorageCleanupOptions = {}): WorkerTask {
  const batchSize = opts.batchSize ?? 100;
  const leaseSeconds = opts.leaseSeconds ?? 300;
  return {
    name: 'storage-cleanup',
    async runOnce() {
      const { data, error } = await db.rpc('claim_storage_deletions', { p_limit: batchSize, p_lease_seconds: leaseSeconds });
      if (error) throw new Error(`claim_storage_deletions: ${error.message}`);
      const claimed = data ?? [];
      if (claimed.length === 0) return 0;

      const byBucket = new Map<string, { ids: number[]; names: string[] }>();
      for (const row of claimed) {
        const group = byBucket.get(row.bucket_id) ?? { ids: [], names: [] };
        group.ids.push(row.id);
        group.names.push(row.name);
        byBucket.set(row.bucket_id, group);
      }
      for (const [bucket, { ids, names }] of byBucket) {
        // remove() answers with the objects it deleted; objects already gone are simply absent,
        // so a path removed before a crash is completed the second time round.
        const removed = await db.storage.from(bucket).remove(names);
        if (removed.error) {
          await db.rpc('fail_storage_deletions', { p_ids: ids, p_error: removed.error.message });
          continue;
        }
        const done = await db.rpc('complete_storage_deletions', { p_ids: ids });
        if (done.error) throw new Error(`complete_storage_deletions: ${done.error.message}`);
      }
      return claimed.length;
    },
  };
}
