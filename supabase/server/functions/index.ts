// The local Edge Functions host (/functions/v1/<name>), a plug point for product code: it loads
// `<functionsDir>/<name>/index.ts`, whose default export is a web-standard `(Request) => Response`
// handler (DESIGN.md "Work outside a request"), and serves it the way the Supabase gateway and
// edge runtime do:
//   - verify_jwt (default on, `[functions.<name>] verify_jwt = false` in supabase/config.toml, as
//     the CLI reads it): a request other than OPTIONS needs a valid JWT in Authorization (the
//     gateway maps the opaque sb_ keys in `apikey` as for the other APIs), else 401
//     {"msg":"Error: Missing authorization header"} / {"msg":"Invalid JWT"};
//   - no CORS added: like hosted functions, a function answers its own OPTIONS preflight and sets
//     its own CORS headers;
//   - unknown function: 404 {"code":"NOT_FOUND","message":"Requested function was not found"};
//     a function that throws: 500 {"code":"WORKER_ERROR",...};
//   - secrets: the function reads them with `Deno.env.get` on a hosted project; here through the
//     accessor published at globalThis[Symbol.for('supabase-local.functions.env')] (see
//     supabase/functions/_shared/env.ts), which answers per request from cfg.functionsEnv plus
//     SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY, as the platform injects them.
// No product rule lives here.
import fs from 'node:fs';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiModule } from '../http/module.ts';
import { parseProjectConfig } from '../project-config.ts';
import { gatewayToken, PayloadTooLargeError, readBody, resolveToken, send, sendJson, type AppContext } from '../http/context.ts';

export type EdgeHandler = (req: Request) => Response | Promise<Response>;

export interface FunctionSettings {
  verifyJwt: boolean;
}

export const ENV_ACCESSOR = Symbol.for('supabase-local.functions.env');
const envStore = new AsyncLocalStorage<Record<string, string | undefined>>();
(globalThis as Record<symbol, unknown>)[ENV_ACCESSOR] = (name: string): string | undefined => envStore.getStore()?.[name];

/** `[functions.<name>]` tables of a supabase/config.toml (read as the CLI reads it: project-config.ts); only `verify_jwt` matters here. */
export function parseFunctionsConfig(toml: string): Record<string, Partial<FunctionSettings>> {
  return parseProjectConfig(toml).functions;
}

const NAME = /^[A-Za-z0-9_-]+$/;

export function createFunctionsModule(ctx: AppContext): ApiModule {
  const { cfg } = ctx;
  const dir = cfg.functionsDir;
  const handlers = new Map<string, Promise<EdgeHandler | null>>();
  let settings: Record<string, Partial<FunctionSettings>> = {};
  if (cfg.functionsConfigFile === cfg.configFile) settings = cfg.project.functions;
  else if (cfg.functionsConfigFile && fs.existsSync(cfg.functionsConfigFile)) {
    settings = parseFunctionsConfig(fs.readFileSync(cfg.functionsConfigFile, 'utf8'));
  }

  const load = (name: string): Promise<EdgeHandler | null> => {
    let p = handlers.get(name);
    if (!p) {
      const file = path.join(dir, name, 'index.ts');
      p = fs.existsSync(file)
        ? import(pathToFileURL(file).href).then((m: { default?: unknown }) => {
          if (typeof m.default !== 'function') throw new Error(`${file} has no default export (a (Request) => Response handler)`);
          return m.default as EdgeHandler;
        })
        : Promise.resolve(null);
      handlers.set(name, p);
      // a failed import is tried again next time
      p.catch(() => handlers.delete(name));
    }
    return p;
  };

  const envFor = (): Record<string, string | undefined> => ({
    SUPABASE_URL: cfg.functionsSupabaseUrl ?? cfg.siteUrl,
    SUPABASE_ANON_KEY: cfg.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: cfg.serviceRoleKey,
    SUPABASE_PUBLISHABLE_KEY: cfg.publishableKey,
    SUPABASE_SECRET_KEY: cfg.secretKey,
    ...cfg.functionsEnv,
  });

  return {
    async handle(req: IncomingMessage, res: ServerResponse, url: URL, subpath: string) {
      const name = subpath.split('/')[1] ?? '';
      if (!NAME.test(name) || name.startsWith('_')) {
        sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
        return;
      }
      let handler: EdgeHandler | null;
      try {
        handler = await load(name);
      } catch (e) {
        console.error(`[supabase-local] function ${name} failed to load`, e);
        sendJson(res, 500, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
        return;
      }
      if (!handler) {
        sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
        return;
      }

      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (v === undefined || k === 'host' || k === 'connection' || k === 'content-length' || k === 'transfer-encoding') continue;
        for (const one of Array.isArray(v) ? v : [v]) headers.append(k, one);
      }
      const verifyJwt = settings[name]?.verifyJwt ?? true;
      const authorization = headers.get('authorization') ?? undefined;
      const token = gatewayToken(cfg, authorization, headers.get('apikey') ?? undefined);
      if (token && (!authorization || /^bearer\s+sb_/i.test(authorization))) headers.set('authorization', `Bearer ${token}`);
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
      const request = new Request(`http://${req.headers.host ?? 'localhost'}${url.pathname}${url.search}`, {
        method: req.method,
        headers,
        body: body && body.length ? new Uint8Array(body) : undefined,
      });

      let response: Response;
      try {
        response = await envStore.run(envFor(), () => Promise.resolve(handler(request)));
        if (!(response instanceof Response)) throw new Error(`function ${name} did not return a Response`);
      } catch (e) {
        console.error(`[supabase-local] function ${name} threw`, e);
        sendJson(res, 500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
        return;
      }
      const out: Record<string, string | number> = {};
      response.headers.forEach((v, k) => {
        if (k !== 'set-cookie' && k !== 'content-length' && k !== 'content-encoding' && k !== 'transfer-encoding') out[k] = v;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) res.setHeader('Set-Cookie', cookies);
      const buf = req.method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer());
      send(res, response.status, buf, out);
    },
  };
}
