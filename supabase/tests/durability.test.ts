// "A crash or kill mid-write loses no committed data": the server (PGlite on disk) is killed with
// SIGKILL while inserts are in flight; after a restart on the same data directory every insert
// that was acknowledged is there, and the database opens cleanly. PostgreSQL's durability is its
// own, so this runs on PGlite only. A process kill, not a power cut: the OS page cache survives it.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { signJwt } from '../server/jwt.ts';
import { DEFAULT_ANON_KEY, DEFAULT_JWT_SECRET } from '../server/config.ts';
import { TEST_DB } from './helpers/server.ts';

const USER_ID = '22222222-2222-4222-8222-222222222222';
const token = signJwt({ sub: USER_ID, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, DEFAULT_JWT_SECRET);
const headers = { apikey: DEFAULT_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'durability-'));
const children: ChildProcess[] = [];

function startServer(): Promise<{ url: string; child: ChildProcess }> {
  // The benchmark's server process: the local server on a small schema of its own, on this data dir.
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '..', 'bench', 'server.ts')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) resolve({ url: m[1], child });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
}

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test.skipIf(TEST_DB !== 'pglite')('SIGKILL during inserts loses no acknowledged row', { timeout: 240_000 }, async () => {
  const first = await startServer();
  const acknowledged: string[] = [];
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const title = `durable-${w}-${i}`;
      try {
        const r = await fetch(`${first.url}/rest/v1/bench_items`, {
          method: 'POST',
          headers: { ...headers, Prefer: 'return=minimal' },
          body: JSON.stringify({ title, price: i, status: 'open', author_id: 1, category_id: 1, owner_id: USER_ID }),
        });
        if (r.status === 201) acknowledged.push(title);
      } catch {
        if (stop) return; // the server is gone
        await new Promise((r) => setTimeout(r, 50)); // a transient network error: try the next row
      }
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  // Kill once a good number of inserts were acknowledged, with four more in flight.
  const deadline = Date.now() + 90_000;
  while (acknowledged.length < 60) {
    if (Date.now() > deadline) throw new Error(`only ${acknowledged.length} inserts acknowledged in 90 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
  first.child.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  // It may have exited already while the writers wound down ('exit' is not emitted twice).
  if (first.child.exitCode === null && first.child.signalCode === null) await new Promise((r) => first.child.once('exit', r));

  const second = await startServer();
  const r = await fetch(`${second.url}/rest/v1/bench_items?select=title&title=like.durable-*`, { headers });
  expect(r.status).toBe(200);
  const rows = (await r.json()) as { title: string }[];
  const present = new Set(rows.map((x) => x.title));
  const lost = acknowledged.filter((t) => !present.has(t));
  expect(lost).toEqual([]);
  expect(acknowledged.length).toBeGreaterThanOrEqual(60);
  // and the database still takes writes after recovery
  const again = await fetch(`${second.url}/rest/v1/bench_items`, {
    method: 'POST',
    headers: { ...headers, Prefer: 'return=representation' },
    body: JSON.stringify({ title: 'after-restart', price: 1, status: 'open', author_id: 1, category_id: 1, owner_id: USER_ID }),
  });
  expect(again.status).toBe(201);
  second.child.kill('SIGTERM');
});
