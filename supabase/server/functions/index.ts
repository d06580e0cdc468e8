// The local Edge Functions host (/functions/v1/<name>), a plug point for product code. It serves
// `<functionsDir>/<name>/index.ts` as `supabase functions serve` and the hosted platform do: the
// gateway's checks here in Node, the function itself in Deno (deno.ts, runtime/worker.ts), one
// worker process per function, kept warm across requests (workers.ts).
//   - verify_jwt (default on, `[functions.<name>] verify_jwt = false` in supabase/config.toml, as
//     the CLI reads it): a request other than OPTIONS needs a valid JWT in Authorization (only a
//     JWT: the opaque sb_ keys, in apikey or Authorization, do not pass, as on a hosted project;
//     the function sees the request's headers unchanged), else 401
//     {"msg":"Error: Missing authorization header"} / {"msg":"Invalid JWT"};
//   - no CORS added: like hosted functions, a function answers its own OPTIONS preflight and sets
//     its own CORS headers;
//   - the function sees its URL without /functions/v1 (`/<name>/...?query`), as on the platform;
//   - environment: `Deno.env` holds cfg.functionsEnv (the secrets; HOME, HOSTNAME, PATH and PWD
//     left out, as the CLI does) and what the platform injects: SUPABASE_URL, SUPABASE_ANON_KEY,
//     SUPABASE_SERVICE_ROLE_KEY, SUPABASE_PUBLISHABLE_KEYS / SUPABASE_SECRET_KEYS ({"default": key}),
//     SUPABASE_JWKS (the public signing keys, {"keys": [...]}),
//     SUPABASE_DB_URL (on PostgreSQL); a worker whose environment changed is replaced, as new
//     secrets reach new workers on a hosted project;
//   - errors in the CLI's main service's words: unknown function 404
//     {"code":"NOT_FOUND","message":"Requested function was not found"} (the hosted gateway's); a
//     function that does not boot (syntax error, an import Deno cannot resolve, a Node built-in
//     without `node:`, nothing served) 503 BOOT_ERROR; one that throws or answers no Response 500
//     WORKER_ERROR; one still running at the wall-clock limit (400 s, the CLI's) or dying (256 MB
//     heap) 546 WORKER_LIMIT, and its worker is replaced.
// No product rule lives here.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiModule } from '../http/module.ts';
import { parseProjectConfig } from '../project-config.ts';
import { jwtKeysOf } from '../config.ts';
import { bearerToken, PayloadTooLargeError, readBody, resolveToken, send, sendJson, type AppContext } from '../http/context.ts';
import { WorkerPool } from './workers.ts';

export interface FunctionSettings {
  verifyJwt: boolean;
}

/** `[functions.<name>]` tables of a supabase/config.toml (read as the CLI reads it: project-config.ts); only `verify_jwt` matters here. */
export function parseFunctionsConfig(toml: string): Record<string, Partial<FunctionSettings>> {
  return parseProjectConfig(toml).functions;
}

const NAME = /^[A-Za-z0-9_-]+$/;

export function createFunctionsModule(ctx: AppContext): ApiModule {
  const { cfg } = ctx;
  const dir = cfg.functionsDir;
  let settings: Record<string, Partial<FunctionSettings>> = {};
  if (cfg.functionsConfigFile === cfg.configFile) settings = cfg.project.functions;
  else if (cfg.functionsConfigFile && fs.existsSync(cfg.functionsConfigFile)) {
    settings = parseFunctionsConfig(fs.readFileSync(cfg.functionsConfigFile, 'utf8'));
  }

  const pool = new WorkerPool({
    wallClockMs: cfg.functionsWallClockMs ?? 400_000,
    memoryMb: 256,
    bootTimeoutMs: 60_000,
    // what a function logs, as `supabase functions serve` shows it
    log: (name, line) => console.error(`[functions:${name}] ${line}`),
  });

  // What the CLI keeps from its environment for a worker: everything but these OS variables.
  const EXCLUDED = new Set(['HOME', 'HOSTNAME', 'PATH', 'PWD']);
  const envFor = (): Record<string, string> => {
    const out: Record<string, string> = {
      SUPABASE_URL: cfg.functionsSupabaseUrl ?? cfg.siteUrl,
      SUPABASE_ANON_KEY: cfg.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: cfg.serviceRoleKey,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: cfg.publishableKey }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: cfg.secretKey }),
      // the public keys tokens are checked against, as `functions serve` passes them
      SUPABASE_JWKS: JSON.stringify(jwtKeysOf(cfg).jwks),
      ...(cfg.databaseUrl ? { SUPABASE_DB_URL: cfg.databaseUrl } : {}),
    };
    for (const [k, v] of Object.entries(cfg.functionsEnv)) if (v !== undefined && !EXCLUDED.has(k)) out[k] = v;
    return out;
  };

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string) {
      const name = subpath.split('/')[1] ?? '';
      if (!NAME.test(name) || name.startsWith('_')) {
        sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
        return;
      }
      if (!fs.existsSync(path.join(dir, name, 'index.ts'))) {
        sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
        return;
      }

      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (v === undefined || k === 'host' || k === 'connection' || k === 'content-length' || k === 'transfer-encoding') continue;
        for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
      }
      const verifyJwt = settings[name]?.verifyJwt ?? true;
      // verify_jwt looks at the Authorization header only and accepts only a JWT (hosted: "Edge
      // Functions only support JWT verification"; the opaque sb_ keys need verify_jwt = false). The
      // function gets the headers as sent: the platform does not map the apikey for functions.
      // A legacy JWT apikey without Authorization still becomes the bearer, as the gateway does.
      const apikey = headers.get('apikey')?.trim();
      if (!headers.has('authorization') && apikey && !apikey.startsWith('sb_')) headers.set('authorization', `Bearer ${apikey}`);
      const authorization = headers.get('authorization') ?? undefined;
      const token = bearerToken(authorization);
      if (verifyJwt && req.method !== 'OPTIONS') {
        if (!token) {
          sendJson(res, 401, { msg: 'Error: Missing authorization header' });
          return;
        }
        if (resolveToken(cfg, token).error) {
          sendJson(res, 401, { msg: 'Invalid JWT' });
          return;
        }
      }

      let body: Buffer | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        try {
          body = await readBody(req, cfg.maxBodyBytes);
        } catch (e) {
          if (e instanceof PayloadTooLargeError) {
            sendJson(res, 413, { code: 'PAYLOAD_TOO_LARGE', message: 'Payload too large' });
            return;
          }
          throw e;
        }
      }
      // the platform strips /functions/v1: the function sees /<name>/...
      const outcome = await pool.fetch(name, path.join(dir, name), envFor(), `${url.pathname.replace(/^\/functions\/v1/, '')}${url.search}`, {
        method: req.method ?? 'GET',
        headers,
        body: body && body.length ? new Uint8Array(body) as Uint8Array<ArrayBuffer> : undefined,
      });
      if (outcome.kind === 'boot_error') {
        sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
        return;
      }
      if (outcome.kind === 'worker_error') {
        sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
        return;
      }
      if (outcome.kind === 'worker_limit') {
        sendJson(res, 546, { code: 'WORKER_LIMIT', message: 'Worker failed to respond due to a resource limit (please check logs)' });
        return;
      }
      const response = outcome.response;
      const out: Record<string, string | number> = {};
      response.headers.forEach((v, k) => {
        if (k !== 'set-cookie' && k !== 'content-length' && k !== 'content-encoding' && k !== 'transfer-encoding') out[k] = v;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader('Set-Cookie', cookies);
      const buf = req.method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
      send(res, response.status, buf, out);
    },
    close: () => pool.close(),
  };
}
