// The one-origin server: /rest/v1, /auth/v1, /storage/v1, /realtime/v1 and the built apps.
import http from 'node:http';
import { EventEmitter } from 'node:events';
import type { ServerConfig } from '../config.ts';
import { openDb, type Db } from '../db/index.ts';
import { migrate, type MigrateResult } from '../db/migrate.ts';
import { applyCors } from './cors.ts';
import { createStaticHandler, sendNotFoundPage } from './static.ts';
import { secretKeyFromBrowser, SECRET_KEY_IN_BROWSER, sendJson, type AppContext } from './context.ts';
import type { ApiModule } from './module.ts';
import { createRestModule } from '../rest/index.ts';
import { createAuthModule } from '../auth/index.ts';
import { createStorageModule } from '../storage/index.ts';
import { createRealtimeModule } from '../realtime/index.ts';
import { createFunctionsModule } from '../functions/index.ts';
import { CronScheduler } from '../cron/index.ts';
import { startMailCatcher, type MailCatcher } from '../mail/catcher.ts';

export interface RunningServer {
  url: string;
  port: number;
  server: http.Server;
  db: Db;
  ctx: AppContext;
  /** The pg_cron emulation (its tick() runs due jobs now). */
  cron: CronScheduler;
  migration: MigrateResult;
  /** The local mail catcher (cfg.mailCatcher): its SMTP URL and the inbox served at /_inbox/. */
  mailCatcher: MailCatcher | null;
  /** Where mail is sent (cfg.smtpUrl, or the catcher's); null: nowhere (printed and kept in the outbox). */
  smtpUrl: string | null;
  close(): Promise<void>;
}

export async function startServer(cfg: ServerConfig, opts: { db?: Db } = {}): Promise<RunningServer> {
  const log = (m: string) => { if (cfg.log) console.log(`[supabase-local] ${m}`); };
  const db = opts.db ?? (await openDb({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir }));
  const migration = await migrate(db, { migrationsDir: cfg.migrationsDir, seedFile: cfg.seedFile, storageDir: cfg.storageDir, log });
  // The mail catcher first, so that everything sending mail (auth) finds its SMTP URL in cfg.
  const mailCatcher = cfg.mailCatcher
    ? await startMailCatcher({ smtpPort: cfg.mailCatcherSmtpPort, log: (m) => log(`mail catcher: ${m}`) })
    : null;
  if (mailCatcher && !cfg.smtpUrl) cfg.smtpUrl = mailCatcher.smtpUrl;
  const ctx: AppContext = { cfg, db, events: new EventEmitter() };
  ctx.events.setMaxListeners(0);

  const modules: Record<string, ApiModule> = {
    rest: createRestModule(ctx),
    auth: createAuthModule(ctx),
    storage: createStorageModule(ctx),
    realtime: createRealtimeModule(ctx),
    functions: createFunctionsModule(ctx),
  };
  for (const m of Object.values(modules)) await m.ready?.();
  const cron = new CronScheduler(db, { log: (m, e) => { if (cfg.log) console.error(`[supabase-local] ${m}`, e ?? ''); } });
  if (cfg.cron) cron.start();
  const handleStatic = createStaticHandler(cfg.apps);

  const server = http.createServer(async (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendJson(res, 400, { message: 'Bad request' });
      return;
    }
    const api = /^\/(rest|auth|storage|realtime|functions)\/v1(\/.*)?$/.exec(url.pathname);
    try {
      if (api) {
        // Edge Functions answer their own CORS, as on a hosted project.
        if (api[1] !== 'functions' && applyCors(req, res)) return;
        // the hosted gateway's refusal, before any service sees the request
        if (secretKeyFromBrowser(cfg, req, url)) {
          sendJson(res, SECRET_KEY_IN_BROWSER.status, SECRET_KEY_IN_BROWSER.body, SECRET_KEY_IN_BROWSER.headers);
          return;
        }
        const mod = modules[api[1]];
        await mod.handle(req, res, url, api[2] ?? '/');
        return;
      }
      if (mailCatcher && (await mailCatcher.handle(req, res, url))) return;
      if (await handleStatic(req, res, url)) return;
      if (!sendNotFoundPage(req, res, cfg.apps, url.pathname)) sendJson(res, 404, { message: 'Not found' });
    } catch (e) {
      // Last line of defence: a bug in a handler answers 500 and the process stays up.
      console.error('[supabase-local] unhandled error', req.method, req.url, e);
      if (!res.headersSent) sendJson(res, 500, { code: 'XX000', message: 'Internal server error', details: null, hint: null });
      else res.end();
    }
  });
  server.on('upgrade', (req, socket, head) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      socket.destroy();
      return;
    }
    const m = /^\/realtime\/v1(\/.*)?$/.exec(url.pathname);
    if (m && secretKeyFromBrowser(cfg, req, url)) {
      const body = JSON.stringify(SECRET_KEY_IN_BROWSER.body);
      socket.end(`HTTP/1.1 401 Unauthorized\r\nContent-Type: application/json\r\nsb-error-code: ${SECRET_KEY_IN_BROWSER.headers['sb-error-code']}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
      return;
    }
    if (m && modules.realtime.upgrade) {
      modules.realtime.upgrade(req, socket, head, url, m[1] ?? '/');
      return;
    }
    socket.destroy();
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, cfg.host, () => resolve());
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : cfg.port;
  const url = `http://localhost:${port}`;
  if (cfg.siteUrl.endsWith(':0')) cfg.siteUrl = url;
  cfg.functionsSupabaseUrl ??= url;
  return {
    url,
    port,
    server,
    db,
    ctx,
    cron,
    migration,
    mailCatcher,
    smtpUrl: cfg.smtpUrl ?? null,
    async close() {
      await cron.close();
      for (const m of Object.values(modules)) await m.close?.();
      await mailCatcher?.close();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      if (!opts.db) await db.close();
    },
  };
}
