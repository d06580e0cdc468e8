// Edge Functions run in Deno, as on the hosted edge runtime (Deno 2.1) and `supabase functions
// serve`: Deno.env with the secrets and the platform's SUPABASE_* values (not the host's HOME, PATH,
// PWD, HOSTNAME: the CLI's main.ts leaves them out), npm: packages through the function's deno.json,
// the Web APIs, the permissions of a hosted function; and what would not run there fails here with
// the CLI's answers (internal/functions/serve/templates/main.ts; docs guides/functions/status-codes):
// 503 {"code":"BOOT_ERROR"} for a function that does not boot, 500 {"code":"WORKER_ERROR"} for one
// that throws, 546 {"code":"WORKER_LIMIT"} at the wall-clock limit.
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const FIXTURE = path.resolve(import.meta.dirname, 'fixture');
const CONFIG_TOML = path.resolve(import.meta.dirname, '../../config.toml');
let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({
    migrationsDir: path.join(FIXTURE, 'none'),
    seedFile: null,
    overrides: {
      functionsDir: path.join(FIXTURE, 'functions'),
      functionsConfigFile: path.join(FIXTURE, 'functions', 'config.toml'),
      functionsEnv: { FIXTURE_SECRET: 'first', HOME: '/root', PATH: '/usr/bin', PWD: '/work', HOSTNAME: 'host' },
      functionsWallClockMs: 3_000,
    },
  });
});
afterAll(async () => { await s?.close(); });

const call = (name: string, init: RequestInit = {}) => fetch(`${s.url}/functions/v1/${name}`, {
  method: 'POST',
  ...init,
  headers: { Authorization: `Bearer ${s.anonKey}`, ...(init.headers as Record<string, string> | undefined) },
});

describe('the runtime a function finds', () => {
  test('Deno 2.1 (the edge runtime\'s), its secrets and the platform\'s values in Deno.env, not the host\'s OS variables', async () => {
    const r = await call('deno-env', { body: JSON.stringify({ configFile: CONFIG_TOML }) });
    expect(r.status).toBe(200);
    const body = await r.json();
    expect(body.deno).toMatch(/^2\.1\./);
    expect(body.secret).toBe('first');
    expect(body.supabaseUrl).toBe(s.url);
    expect(body.publishableKeys).toEqual({ default: s.cfg.publishableKey });
    expect(body.envKeys).toEqual(expect.arrayContaining(['SUPABASE_URL', 'SUPABASE_ANON_KEY', 'SUPABASE_SERVICE_ROLE_KEY', 'SUPABASE_PUBLISHABLE_KEYS', 'SUPABASE_SECRET_KEYS', 'SUPABASE_JWKS', 'FIXTURE_SECRET']));
    for (const os of ['HOME', 'PATH', 'PWD', 'HOSTNAME']) expect(body.envKeys).not.toContain(os);
  });

  test('the Web APIs: SubtleCrypto, randomUUID, URLPattern, structuredClone, streams', async () => {
    const body = await (await call('deno-env', { body: JSON.stringify({ configFile: CONFIG_TOML }) })).json();
    expect(body.web).toMatchObject({
      sha256: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
      urlPattern: '7',
      clone: 2,
      stream: 'xy',
    });
    expect(body.web.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('a hosted function\'s permissions: /tmp is writable; the project\'s files and subprocesses are not reachable', async () => {
    const body = await (await call('deno-env', { body: JSON.stringify({ configFile: CONFIG_TOML }) })).json();
    expect(body.writeTmp).toBeNull();
    expect(body.writeProjectFile).toBe('NotCapable');
    // reads: a function may read its own modules and /tmp; a checkout that itself lives under /tmp
    // (a fresh clone there) cannot be told apart from /tmp, so only elsewhere is its config unreadable
    if (!CONFIG_TOML.startsWith(os.tmpdir() + path.sep)) expect(body.readProjectFile).toBe('NotCapable');
    expect(body.subprocess).toBe('NotCapable');
  });

  test('npm: packages through the function\'s deno.json, talking to the server that runs it', async () => {
    const r = await call('npm-import');
    expect(r.status).toBe(200);
    // PostgREST's answer for an unknown table, through supabase-js loaded by Deno from the npm registry
    expect(await r.json()).toEqual({ status: 404, code: 'PGRST205' });
  });

  test('export default { fetch } is served too (the edge runtime accepts it)', async () => {
    const r = await call('fetch-default');
    expect(r.status).toBe(200);
    expect(await r.text()).toBe('fetch POST');
  });
});

describe('what would not run on a hosted project fails here', () => {
  const bootError = { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' };

  test('a Node built-in imported without node: does not boot: 503 BOOT_ERROR', async () => {
    const r = await call('bare-import');
    expect(r.status).toBe(503);
    expect(await r.json()).toEqual(bootError);
  });

  test('a package no deno.json maps (only the workspace\'s node_modules has it) does not boot: 503 BOOT_ERROR', async () => {
    const r = await call('no-import-map');
    expect(r.status).toBe(503);
    expect(await r.json()).toEqual(bootError);
  });

  test('a module that only exports a handler function (no Deno.serve, no { fetch }) does not boot: 503 BOOT_ERROR', async () => {
    const r = await call('no-serve');
    expect(r.status).toBe(503);
    expect(await r.json()).toEqual(bootError);
  });

  test('Node\'s Buffer global is not there: the request fails with 500 WORKER_ERROR, and the worker serves on', async () => {
    const r = await call('node-only');
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
    expect((await call('node-only')).status).toBe(500);
  });
});

describe('workers', () => {
  test('a request past the wall-clock limit: 546 WORKER_LIMIT, and a new worker serves the next one', async () => {
    const first = await (await call('sleepy?ms=0')).json() as { pid: number };
    const again = await (await call('sleepy?ms=0')).json() as { pid: number };
    expect(again.pid).toBe(first.pid); // kept warm between requests
    const started = Date.now();
    const r = await call('sleepy?ms=20000');
    expect(r.status).toBe(546);
    expect(await r.json()).toEqual({ code: 'WORKER_LIMIT', message: 'Worker failed to respond due to a resource limit (please check logs)' });
    expect(Date.now() - started).toBeLessThan(10_000);
    const next = await call('sleepy?ms=0');
    expect(next.status).toBe(200);
    expect((await next.json() as { pid: number }).pid).not.toBe(first.pid);
  });

  test('a changed secret reaches the function (a new worker), as `supabase secrets set` does', async () => {
    s.cfg.functionsEnv.FIXTURE_SECRET = 'second';
    try {
      const body = await (await call('echo')).json();
      expect(body.secret).toBe('second');
    } finally {
      s.cfg.functionsEnv.FIXTURE_SECRET = 'first';
    }
  });

  test('CORS preflight of a product function, answered by its own code in Deno (the gateway adds nothing)', { timeout: 120_000 }, async () => {
    const product = await startTestServer({ migrationsDir: path.join(FIXTURE, 'none'), seedFile: null });
    try {
      const r = await fetch(`${product.url}/functions/v1/room-message`, {
        method: 'OPTIONS',
        headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, content-type' },
      });
      expect(r.status).toBe(200);
      expect(await r.text()).toBe('ok');
      expect(r.headers.get('access-control-allow-origin')).toBe('*');
      expect(r.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      // and without a token, anything else is the gateway's 401
      const post = await fetch(`${product.url}/functions/v1/room-message`, { method: 'POST' });
      expect(post.status).toBe(401);
      expect(await post.json()).toEqual({ msg: 'Error: Missing authorization header' });
    } finally {
      await product.close();
    }
  });
});
