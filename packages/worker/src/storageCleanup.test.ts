import { describe, expect, test } from 'vitest';
import { storageCleanupTask } from './storageCleanup.ts';
import type { ServiceClient } from './worker.ts';

/** A stand-in for the service client that records what the task asks of the database and Storage. */
function fakeClient(claimed: { id: number; bucket_id: string; name: string }[], refuse: Set<string>) {
  const calls: { fn: string; args: unknown }[] = [];
  const client = {
    rpc: async (fn: string, args: unknown) => {
      calls.push({ fn, args });
      return fn === 'claim_storage_deletions' ? { data: claimed.splice(0), error: null } : { data: null, error: null };
    },
    storage: {
      from: (bucket: string) => ({
        remove: async (names: string[]) => {
          calls.push({ fn: `remove:${bucket}`, args: names });
          return refuse.has(bucket) ? { data: null, error: { message: 'The resource was not found' } } : { data: names.map((name) => ({ name })), error: null };
        },
      }),
    },
  };
  return { client: client as unknown as ServiceClient, calls };
}

describe('storageCleanupTask', () => {
  test('removes claimed paths bucket by bucket, completes what was removed and records why the rest was refused', async () => {
    const { client, calls } = fakeClient([
      { id: 1, bucket_id: 'docs', name: 'a/1.pdf' },
      { id: 2, bucket_id: 'gone', name: 'b/2.pdf' },
      { id: 3, bucket_id: 'docs', name: 'a/3.pdf' },
    ], new Set(['gone']));
    const task = storageCleanupTask(client, { batchSize: 10, leaseSeconds: 60 });
    expect(await task.runOnce()).toBe(3);
    expect(calls).toEqual([
      { fn: 'claim_storage_deletions', args: { p_limit: 10, p_lease_seconds: 60 } },
      { fn: 'remove:docs', args: ['a/1.pdf', 'a/3.pdf'] },
      { fn: 'complete_storage_deletions', args: { p_ids: [1, 3] } },
      { fn: 'remove:gone', args: ['b/2.pdf'] },
      { fn: 'fail_storage_deletions', args: { p_ids: [2], p_error: 'The resource was not found' } },
    ]);
    // nothing claimed: nothing else asked
    expect(await task.runOnce()).toBe(0);
    expect(calls.at(-1)).toEqual({ fn: 'claim_storage_deletions', args: { p_limit: 10, p_lease_seconds: 60 } });
  });
});
