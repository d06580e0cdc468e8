// The attack suite as a layer of `pnpm test` (tests/run-all.ts): start the local server on a free
// port with a fresh throw-away data directory, wait until it answers, run `pnpm test:attack <url>`
// against it, stop the server (its whole process group) and remove the directory. The apps are
// served as they are built (SKIP_BUILD=1: the e2e layer before this one builds them; a missing
// build is still made).
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

export interface LayerResult { passed: number; failed: number; skipped: number; ok: boolean; problem?: string }

/** How to run pnpm with these arguments: [command, argv]. */
export type PnpmArgs = (args: string[]) => [string, string[]];

const START_TIMEOUT_MS = 15 * 60_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls the auth health endpoint until it answers 200; false when the server exits or time runs out. */
async function waitUntilUp(url: string, server: ChildProcess): Promise<boolean> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) return false;
    try {
      const r = await fetch(`${url}/auth/v1/health`);
      await r.arrayBuffer();
      if (r.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}

/** SIGTERM to the server's process group (pnpm and the node server under it), SIGKILL after 20 s. */
async function stop(server: ChildProcess): Promise<void> {
  if (server.pid === undefined || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const kill = (sig: NodeJS.Signals) => {
    try {
      process.kill(-server.pid!, sig);
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

export async function attackLayer(root: string, pnpmArgs: PnpmArgs): Promise<LayerResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klegal-attack-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  const reportFile = path.join(dir, 'report.json');
  const port = Number(process.env.ATTACK_PORT) || (await freePort());
  const url = `http://localhost:${port}`;
  const log = fs.openSync(logFile, 'w');
  const [cmd, argv] = pnpmArgs(['start']);
  const server = spawn(cmd, argv, {
    cwd: root,
    detached: true, // its own process group, so that stopping it stops pnpm and the server under it
    stdio: ['ignore', log, log],
    // rooms open 400 days ahead, so the room of a booking the suite makes is open now
    // (realtime/room-broadcast needs someone in a room), as the e2e layer runs it
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SKIP_BUILD: '1', LOG: '0', ROOM_OPENS_MINUTES_BEFORE: String(60 * 24 * 400) },
  });
  fs.closeSync(log);
  try {
    console.log(`starting the local server at ${url} (data in ${dataDir}) ...`);
    if (!(await waitUntilUp(url, server))) {
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      console.error(`the local server did not come up at ${url}:\n${tail}`);
      return { passed: 0, failed: 1, skipped: 0, ok: false, problem: 'server did not start' };
    }
    const [suiteCmd, suiteArgv] = pnpmArgs(['run', 'test:attack', url, '--report', reportFile]);
    const r = spawnSync(suiteCmd, suiteArgv, { cwd: root, stdio: 'inherit', env: process.env });
    if (!fs.existsSync(reportFile)) return { passed: 0, failed: 1, skipped: 0, ok: false, problem: `the suite ended (${r.status}) without a report` };
    const rep = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as { held: number; notHeld: number; errors: number; skipped: number };
    const failed = rep.notHeld + rep.errors;
    return { passed: rep.held, failed: failed || (r.status === 0 ? 0 : 1), skipped: rep.skipped, ok: r.status === 0 && failed === 0 };
  } finally {
    await stop(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
