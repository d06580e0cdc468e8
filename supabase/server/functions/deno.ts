// The Deno side of the local Edge Functions host: where the binary is, where Deno keeps the npm
// packages a function's deno.json names, and how one function's worker process is started.
//   - The binary comes from the `deno` package of the npm registry (pinned in supabase/package.json
//     to the Deno the hosted edge runtime embeds, 2.1): pnpm installs its platform build as the
//     optional dependency @deno/<platform>; deno's own postinstall (a copy of that file) is not run.
//   - DENO_DIR is <repo>/node_modules/.cache/deno (or $DENO_DIR): npm: specifiers are fetched there
//     from the npm registry ($NPM_CONFIG_REGISTRY, as Deno reads it) once, by `deno info` (which
//     builds the module graph and caches it), before a worker starts; workers run with
//     --cached-only, so a running function never downloads code.
//   - TLS: Deno trusts Mozilla's roots and the system's (a machine whose npm goes through a company
//     CA works as it does for Node); $DENO_TLS_CA_STORE / $DENO_CERT still win.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '../../..');
export const WORKER_SCRIPT = path.join(HERE, 'runtime', 'worker.ts');

export function denoDir(): string {
  return process.env.DENO_DIR || path.join(REPO_ROOT, 'node_modules', '.cache', 'deno');
}

let binary: string | null = null;
/** The deno executable of the installed `deno` package's platform build; throws when there is none. */
export function denoBinary(): string {
  if (binary) return binary;
  const fromDeno = createRequire(createRequire(import.meta.url).resolve('deno/package.json'));
  const arch = os.arch();
  const platform = os.platform();
  const target = platform === 'linux' ? `linux-${arch}-glibc` : `${platform}-${arch}`;
  const dir = path.dirname(fromDeno.resolve(`@deno/${target}/package.json`));
  const exe = path.join(dir, platform === 'win32' ? 'deno.exe' : 'deno');
  if (!fs.existsSync(exe)) throw new Error(`the deno package has no binary for ${target} (${exe})`);
  binary = exe;
  return exe;
}

/** The environment of `deno info`: Deno's own variables plus the registry, proxies and TLS files. */
export function denoToolEnv(): Record<string, string> {
  return { ...denoRuntimeEnv(), ...pick(['NPM_CONFIG_REGISTRY', 'HTTPS_PROXY', 'HTTP_PROXY', 'NO_PROXY', 'https_proxy', 'http_proxy', 'no_proxy', 'PATH', 'HOME', 'SSL_CERT_FILE', 'SSL_CERT_DIR']) };
}

function pick(names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of names) {
    const v = process.env[k];
    if (v) out[k] = v;
  }
  return out;
}

/** What a worker's Deno needs of its own (cache, TLS); the function's environment is added to it. */
export function denoRuntimeEnv(): Record<string, string> {
  return {
    DENO_DIR: denoDir(),
    DENO_NO_UPDATE_CHECK: '1',
    NO_COLOR: '1',
    DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE || 'mozilla,system',
    ...pick(['DENO_CERT']),
  };
}

export interface PreparedFunction {
  entry: string;
  /** the function's deno.json (its import map and npm: versions), or null: no config at all */
  config: string | null;
  /** the local files of the module graph: what a deploy bundles, and all a worker may read */
  files: string[];
}

function run(args: string[], cwd: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(denoBinary(), args, { cwd, env: denoToolEnv(), timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`deno ${args[0]} failed: ${stderr.trim() || err.message}`));
      else resolve(stdout);
    });
  });
}

const prepared = new Map<string, Promise<PreparedFunction>>();

/**
 * Resolves the function's module graph as a deploy would: its npm: packages fetched into DENO_DIR
 * (from the npm registry), and the list of its local files. Once per function directory and process; a failure is tried again.
 */
export function prepareFunction(dir: string, timeoutMs = 300_000): Promise<PreparedFunction> {
  let p = prepared.get(dir);
  if (!p) {
    p = (async () => {
      const entry = path.join(dir, 'index.ts');
      const configFile = ['deno.json', 'deno.jsonc'].map((f) => path.join(dir, f)).find((f) => fs.existsSync(f)) ?? null;
      const configArgs = configFile ? ['--config', configFile] : ['--no-config'];
      const info = JSON.parse(await run(['info', '--json', ...configArgs, '--no-lock', entry], dir, timeoutMs)) as { modules?: { specifier?: string }[] };
      const files = (info.modules ?? []).map((m) => m.specifier ?? '').filter((s) => s.startsWith('file:')).map((s) => fileURLToPath(s));
      return { entry, config: configFile, files };
    })();
    prepared.set(dir, p);
    p.catch(() => prepared.delete(dir));
  }
  return p;
}

/** Forgets what prepareFunction() did (benchmarks: a cold start again). */
export function forgetPrepared(): void {
  prepared.clear();
}

/** `deno run` arguments of a worker: the permissions of a hosted function, no more. */
export function workerArgs(fn: PreparedFunction, memoryMb: number): string[] {
  const read = [...new Set([...fn.files, os.tmpdir()])];
  return [
    'run',
    '--cached-only',
    '--no-lock',
    '--no-prompt',
    ...(fn.config ? ['--config', fn.config] : ['--no-config']),
    // outbound network and its environment as on the platform; files: its own modules, and /tmp
    // (the platform's only writable place); no subprocesses, FFI or system information
    '--allow-net',
    '--allow-env',
    `--allow-read=${read.join(',')}`,
    `--allow-write=${os.tmpdir()}`,
    // a checkout that itself lives under /tmp (a fresh clone there) stays out of reach of writes
    `--deny-write=${REPO_ROOT}`,
    `--v8-flags=--max-old-space-size=${memoryMb}`,
    WORKER_SCRIPT,
    pathToFileURL(fn.entry).href,
  ];
}
