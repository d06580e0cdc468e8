// One Deno worker process per function (the CLI's `per_worker` policy): started on the function's
// first request, kept for the next ones, replaced when its environment changed, when it died or
// when a request ran past the wall-clock limit. A request is forwarded to the worker's loopback
// port as the platform forwards it: the URL without /functions/v1, the headers and body as sent.
import { spawn, type ChildProcess } from 'node:child_process';
import { denoBinary, denoRuntimeEnv, prepareFunction, workerArgs } from './deno.ts';
import { READY, WORKER_ERROR_HEADER } from './runtime/protocol.ts';

export type WorkerOutcome =
  | { kind: 'response'; response: Response }
  | { kind: 'boot_error' }
  | { kind: 'worker_error' }
  | { kind: 'worker_limit' };

export interface WorkerPoolOptions {
  /** a request still unanswered after this long ends its worker: 546 WORKER_LIMIT */
  wallClockMs: number;
  /** V8 heap of a worker (the platform's 256 MB) */
  memoryMb: number;
  /** how long a worker may take to boot, npm packages already fetched */
  bootTimeoutMs: number;
  log: (name: string, line: string) => void;
}

interface Worker {
  proc: ChildProcess;
  envKey: string;
  port: Promise<number>;
  inflight: number;
  retired: boolean;
  exited: boolean;
}

export class WorkerPool {
  private readonly workers = new Map<string, Worker>();
  private closed = false;

  private readonly opts: WorkerPoolOptions;

  constructor(opts: WorkerPoolOptions) {
    this.opts = opts;
  }

  private start(name: string, dir: string, env: Record<string, string>, envKey: string): Worker {
    const worker: Worker = { proc: null as unknown as ChildProcess, envKey, port: Promise.resolve(0), inflight: 0, retired: false, exited: false };
    worker.port = (async () => {
      const fn = await prepareFunction(dir);
      if (this.closed) throw new Error('the server is closing');
      const proc = spawn(denoBinary(), workerArgs(fn, this.opts.memoryMb), {
        cwd: dir,
        env: { ...denoRuntimeEnv(), ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      worker.proc = proc;
      return await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => { reject(new Error(`${name} did not boot in ${this.opts.bootTimeoutMs} ms`)); proc.kill('SIGKILL'); }, this.opts.bootTimeoutMs);
        let buffered = '';
        proc.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
          buffered += chunk;
          let nl: number;
          while ((nl = buffered.indexOf('\n')) !== -1) {
            const line = buffered.slice(0, nl);
            buffered = buffered.slice(nl + 1);
            if (line.startsWith(READY)) {
              clearTimeout(timer);
              resolve(Number(line.slice(READY.length)));
            } else this.opts.log(name, line);
          }
        });
        proc.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
          for (const line of chunk.split('\n')) if (line.trim()) this.opts.log(name, line);
        });
        proc.on('error', (e) => { clearTimeout(timer); reject(e); });
        proc.on('exit', (code, signal) => {
          worker.exited = true;
          clearTimeout(timer);
          if (this.workers.get(name) === worker) this.workers.delete(name);
          reject(new Error(`${name} exited (${signal ?? code}) before it served`));
        });
      });
    })();
    // a worker that failed to boot is not kept: the next request boots a new one (as the CLI does)
    worker.port.catch(() => { if (this.workers.get(name) === worker) this.workers.delete(name); });
    return worker;
  }

  private stop(worker: Worker): void {
    worker.retired = true;
    if (!worker.exited && worker.proc) worker.proc.kill('SIGKILL');
  }

  /** Serves one request with the function's worker (booted first when needed). */
  async fetch(name: string, dir: string, env: Record<string, string>, pathAndQuery: string, init: { method: string; headers: Headers; body?: Uint8Array<ArrayBuffer> }): Promise<WorkerOutcome> {
    const envKey = JSON.stringify(Object.entries(env).sort(([a], [b]) => (a < b ? -1 : 1)));
    let worker = this.workers.get(name);
    if (worker && (worker.envKey !== envKey || worker.exited)) {
      this.workers.delete(name);
      // new secrets reach a new worker; the old one finishes what it serves
      worker.retired = true;
      if (worker.inflight === 0) this.stop(worker);
      worker = undefined;
    }
    if (!worker) {
      worker = this.start(name, dir, env, envKey);
      this.workers.set(name, worker);
    }
    let port: number;
    try {
      port = await worker.port;
    } catch (e) {
      this.opts.log(name, `failed to boot: ${e instanceof Error ? e.message : String(e)}`);
      return { kind: 'boot_error' };
    }
    // Deno.serve would compress for this hop only to have fetch() decompress it again
    init.headers.delete('accept-encoding');
    worker.inflight++;
    const controller = new AbortController();
    let limited = false;
    const timer = setTimeout(() => { limited = true; controller.abort(); }, this.opts.wallClockMs);
    try {
      const res = await fetch(`http://127.0.0.1:${port}${pathAndQuery}`, {
        method: init.method,
        headers: init.headers,
        body: init.body,
        redirect: 'manual',
        signal: controller.signal,
      });
      if (res.headers.get(WORKER_ERROR_HEADER)) {
        await res.body?.cancel();
        return { kind: 'worker_error' };
      }
      // the body is read here, so that the wall clock covers it too
      const body = init.method === 'HEAD' ? null : new Uint8Array(await res.arrayBuffer());
      return { kind: 'response', response: new Response(body && body.length ? body : null, { status: res.status, headers: res.headers }) };
    } catch (e) {
      if (limited || worker.exited) {
        this.workers.delete(name);
        this.stop(worker);
        this.opts.log(name, limited ? `wall clock limit (${this.opts.wallClockMs} ms) reached: worker ended` : 'worker exited while serving');
        return { kind: 'worker_limit' };
      }
      this.opts.log(name, `request failed: ${e instanceof Error ? e.message : String(e)}`);
      return { kind: 'worker_error' };
    } finally {
      clearTimeout(timer);
      worker.inflight--;
      if (worker.retired && worker.inflight === 0) this.stop(worker);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.workers.values()];
    this.workers.clear();
    await Promise.all(all.map(async (w) => {
      await w.port.catch(() => {});
      if (w.exited || !w.proc) return;
      const gone = new Promise<void>((r) => w.proc.once('exit', () => r()));
      this.stop(w);
      await gone;
    }));
  }
}
