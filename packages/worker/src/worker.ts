// The worker: a loop over tasks that drain queues the database fills (DESIGN.md, "Work outside a
// request"). Each task claims a batch through a service-role function, does the outside work and
// reports back; a task that fails is logged and retried on the next round, never crashes the loop.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@klegal/shared/database.types';

export type ServiceClient = SupabaseClient<Database>;

export interface WorkerTask {
  readonly name: string;
  /** Handles one batch; returns how many items it handled (0 = nothing due). */
  runOnce(): Promise<number>;
  /** Releases connections (an SMTP pool) when the worker stops. */
  close?(): void;
}

export interface WorkerOptions {
  /** How long the loop sleeps when no task had anything to do (ms). */
  idleMs?: number;
  log?: (message: string, error?: unknown) => void;
}

/** A client acting as the service role: `secretKey` is the secret key or a legacy service_role JWT. */
export function serviceClient(supabaseUrl: string, secretKey: string): ServiceClient {
  return createClient<Database>(supabaseUrl, secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export class Worker {
  private readonly tasks: WorkerTask[];
  private readonly idleMs: number;
  private readonly log: (message: string, error?: unknown) => void;
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(tasks: WorkerTask[], opts: WorkerOptions = {}) {
    this.tasks = tasks;
    this.idleMs = opts.idleMs ?? 1000;
    this.log = opts.log ?? ((m, e) => console.error(`[worker] ${m}`, e ?? ''));
  }

  /** One round over every task; returns what each handled. */
  async runOnce(): Promise<Record<string, number>> {
    const handled: Record<string, number> = {};
    for (const task of this.tasks) {
      try {
        handled[task.name] = await task.runOnce();
      } catch (e) {
        handled[task.name] = 0;
        this.log(`${task.name} failed; retrying on the next round`, e);
      }
    }
    return handled;
  }

  /** Rounds until every queue is empty (tests, benchmarks, the CLI's --once). */
  async drain(maxRounds = 1000): Promise<void> {
    for (let i = 0; i < maxRounds; i++) {
      const handled = await this.runOnce();
      if (Object.values(handled).every((n) => n === 0)) return;
    }
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.loop = (async () => {
      while (!this.stopping) {
        const handled = await this.runOnce();
        if (this.stopping) break;
        // Busy queues are drained back to back; idle ones are polled every idleMs.
        if (Object.values(handled).every((n) => n === 0)) {
          await new Promise<void>((resolve) => {
            const t = setTimeout(resolve, this.idleMs);
            this.wake = () => { clearTimeout(t); resolve(); };
          });
          this.wake = null;
        }
      }
    })();
  }

  /** Ends the loop after the batch in hand (a batch is never cut in half by a graceful stop). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.loop;
    this.loop = null;
    for (const task of this.tasks) task.close?.();
  }
}
