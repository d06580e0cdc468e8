// What the browser benchmarks share (bench:site, bench:room): `pnpm start` (supabase/scripts/start.ts)
// on a fresh, throw-away data directory at the benchmark's own port, waited for until it prints
// "is running at", stopped (and its data removed) when the benchmark ends or is interrupted.
// start.ts builds the apps whose sources changed first (through pnpm), unless SKIP_BUILD=1.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

export interface Server { url: string; child: ChildProcess; dataDir: string; logFile: string; startSeconds: number }

export interface StartOptions {
  port: number;
  /** seconds to wait for the server (the first start may build the apps) */
  timeoutSeconds: number;
  /** prefix of the temporary data directory, e.g. 'klegal-bench-site-' */
  tmpPrefix: string;
  /** extra environment for the server (on top of PORT, DATA_DIR, AUTH_RATE_LIMIT=0, LOG=0) */
  env?: Record<string, string>;
  /** the script to run instead of supabase/scripts/start.ts (one that imports it, e.g. with a test translator) */
  script?: string;
  /** where the server's "[start] …" progress lines go (default console.log) */
  log?: (line: string) => void;
}

/** Functions run when the process exits (the server, browsers): a benchmark that dies leaves nothing behind. */
export const stopOnExit: (() => void)[] = [];
process.on('exit', () => { for (const f of stopOnExit) try { f(); } catch { /* already gone */ } });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

export async function startServer(o: StartOptions): Promise<Server> {
  if (!(await portFree(o.port))) throw new Error(`port ${o.port} is in use (set BENCH_PORT)`);
  const log = o.log ?? ((s: string) => console.log(s));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), o.tmpPrefix));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.createWriteStream(logFile);
  const started = Date.now();
  const timeoutMs = o.timeoutSeconds * 1000;
  // start.ts builds the apps whose sources changed (through pnpm; npm_execpath is pnpm's when this
  // runs as `pnpm bench:…`), then serves them and the API.
  const child = spawn(process.execPath, [o.script ?? path.join(ROOT, 'supabase', 'scripts', 'start.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(o.port), DATA_DIR: path.join(dataDir, 'db'), AUTH_RATE_LIMIT: '0', LOG: '0', ...o.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stopOnExit.push(() => { if (child.exitCode === null) child.kill('SIGTERM'); });
  return new Promise<Server>((resolve, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error(`server not ready after ${timeoutMs / 1000} s (log: ${logFile})`)), timeoutMs);
    child.stderr!.on('data', (d: Buffer) => out.write(d));
    child.stdout!.on('data', (d: Buffer) => {
      out.write(d);
      const s = d.toString();
      buf += s;
      // show build progress (start.ts prints "[start] building x ..." / "built x in N s")
      for (const line of s.split('\n')) if (/^\[start\]/.test(line)) log(`  ${line}`);
      const m = /is running at (http:\/\/\S+)/.exec(buf);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1].replace(/\/$/, ''), child, dataDir, logFile, startSeconds: (Date.now() - started) / 1000 });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      const last = tail(logFile);
      // nothing to stop: leave no data behind (the error carries the log's end)
      fs.rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server exited with code ${code} before it was ready; last output:\n${last}`));
    });
  });
}

export function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Stops the server (SIGTERM, then SIGKILL after 8 s) and removes its data directory. */
export async function stopServer(s: Server): Promise<void> {
  if (s.child.exitCode === null) {
    const exited = new Promise((r) => s.child.once('exit', r));
    s.child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
    if (s.child.exitCode === null) s.child.kill('SIGKILL');
  }
  fs.rmSync(s.dataDir, { recursive: true, force: true });
}

/** The machine, for the benchmark's header and document. */
export function machineInfo() {
  const m = {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model?.trim() ?? 'unknown CPU',
    ramGiB: os.totalmem() / 2 ** 30,
    node: process.version,
    os: `${os.platform()} ${os.release()}`,
  };
  return { ...m, line: `${m.cores} cores × ${m.cpu}, ${m.ramGiB.toFixed(1)} GiB RAM, ${m.os}, Node ${m.node}` };
}

/** Replaces the block between `<!-- name:start -->` and `<!-- name:end -->` of docs/benchmarks.md (or appends it). */
export function writeBenchSection(name: string, block: string, replaceAlso?: RegExp): string {
  const doc = path.join(ROOT, 'docs', 'benchmarks.md');
  fs.mkdirSync(path.dirname(doc), { recursive: true });
  let text = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '# Benchmarks\n\nNumbers printed by the benchmark scripts; each script rewrites its own section.\n\n';
  const re = new RegExp(`<!-- ${name}:start -->[\\s\\S]*<!-- ${name}:end -->`);
  if (re.test(text)) text = text.replace(re, () => block);
  else if (replaceAlso && replaceAlso.test(text)) text = text.replace(replaceAlso, () => `${block}\n`);
  else text = `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(doc, text);
  return doc;
}
