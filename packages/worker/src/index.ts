// @klegal/worker: `createWorker(config)` builds the worker with every task the configuration
// allows. `pnpm start` runs it in-process against the local server; `pnpm notify:worker` runs it
// alone against a hosted project (cli.ts).
import { storageCleanupTask } from './storageCleanup.ts';
import { serviceClient, Worker, type WorkerTask } from './worker.ts';

export { Worker, serviceClient, type ServiceClient, type WorkerTask, type WorkerOptions } from './worker.ts';
export { storageCleanupTask } from './storageCleanup.ts';

export interface WorkerConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  idleMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export function createWorker(config: WorkerConfig): Worker {
  const db = serviceClient(config.supabaseUrl, config.serviceRoleKey);
  const tasks: WorkerTask[] = [storageCleanupTask(db)];
  return new Worker(tasks, { idleMs: config.idleMs, log: config.log });
}
