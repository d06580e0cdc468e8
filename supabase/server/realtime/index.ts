// /realtime/v1: Supabase Realtime's websocket (Phoenix channels) with postgres_changes fed by
// trigger-based change capture (see sql.ts, capture.ts), broadcast and presence; plus the REST
// broadcast endpoint realtime-js falls back to.
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { gatewayToken, readBody, resolveToken, sendJson, send, PayloadTooLargeError, type AppContext } from '../http/context.ts';
import type { ApiModule } from '../http/module.ts';
import { checkToken } from './auth.ts';
import { jwtKeysOf } from '../config.ts';
import { canBroadcast } from './authorize.ts';
import { ChangeCapture } from './capture.ts';
import { Hub } from './hub.ts';
import { parseVsn } from './protocol.ts';

const MAINTENANCE_MS = 3000;
const PING_MS = 30_000;
const MAX_FRAME_BYTES = 4 * 1024 * 1024;

export interface RealtimeModule extends ApiModule {
  /** Re-scans the publication now (tables added later get captured) and waits for it. */
  refresh(): Promise<void>;
  /** Resolves once every change committed so far has been dispatched to subscribers. */
  flush(): Promise<void>;
}

function rejectUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function createRealtimeModule(ctx: AppContext): RealtimeModule {
  const log = (m: string, e?: unknown) => {
    if (ctx.cfg.log) console.error(`[supabase-local] ${m}`, e ?? '');
  };
  const capture: ChangeCapture = new ChangeCapture(ctx.db, (changes): Promise<void> => hub.dispatch(changes), log);
  const hub: Hub = new Hub(ctx.db, capture, jwtKeysOf(ctx.cfg), log);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  let ready = false;
  let closing = false;
  let maintenance: NodeJS.Timeout | null = null;
  let maintaining = false;

  // Dead peers (no pong since the last ping) are dropped.
  const pinger = setInterval(() => {
    for (const conn of hub.connections) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      try {
        conn.ws.ping();
      } catch {
        /* closing */
      }
    }
  }, PING_MS);
  pinger.unref();

  return {
    async ready() {
      await capture.install();
      ready = true;
      maintenance = setInterval(() => {
        if (maintaining || closing) return;
        maintaining = true;
        hub.maintain().catch((e: unknown) => log('realtime: publication re-scan failed', e)).finally(() => { maintaining = false; });
      }, MAINTENANCE_MS);
      maintenance.unref();
    },

    async refresh() {
      await capture.refresh();
      await hub.syncActive();
    },

    async flush() {
      await capture.flush();
    },

    upgrade(req, socket, head, url, path) {
      socket.on('error', () => {});
      if (path !== '/websocket' && path !== '/websocket/') {
        rejectUpgrade(socket, 404, 'Not found');
        return;
      }
      if (!ready || closing) {
        rejectUpgrade(socket, 503, 'Realtime is not ready');
        return;
      }
      // The apikey query param (or header) mapped like the gateway does: opaque keys → JWTs.
      const apikey = url.searchParams.get('apikey') ?? headerValue(req, 'apikey') ?? headerValue(req, 'x-api-key');
      if (!apikey) {
        rejectUpgrade(socket, 401, 'No API key found in request');
        return;
      }
      const token = gatewayToken(ctx.cfg, undefined, apikey);
      const checked = token ? checkToken(token, jwtKeysOf(ctx.cfg)) : null;
      if (!token || !checked || !checked.ok) {
        rejectUpgrade(socket, 403, checked && !checked.ok ? `${checked.code}: ${checked.message}` : 'Invalid API key');
        return;
      }
      const vsn = parseVsn(url.searchParams.get('vsn'));
      wss.handleUpgrade(req, socket, head, (ws) => {
        if (closing) {
          ws.terminate();
          return;
        }
        hub.accept(ws, vsn, token);
      });
    },

    async handle(req, res, _url, path) {
      if (path === '/api/broadcast' && req.method === 'POST') {
        const auth = resolveToken(ctx.cfg, gatewayToken(ctx.cfg, headerValue(req, 'authorization'), headerValue(req, 'apikey')));
        if (!auth.token || auth.error) {
          sendJson(res, 401, { message: auth.error ? auth.error.message : 'No API key found in request' });
          return;
        }
        let body: unknown;
        try {
          body = JSON.parse((await readBody(req, ctx.cfg.maxBodyBytes)).toString('utf8'));
        } catch (e) {
          if (e instanceof PayloadTooLargeError) sendJson(res, 413, { message: 'Payload too large' });
          else sendJson(res, 400, { message: 'Invalid JSON body' });
          return;
        }
        const messages = body && typeof body === 'object' && Array.isArray((body as { messages?: unknown }).messages) ? (body as { messages: unknown[] }).messages : null;
        if (!messages) {
          sendJson(res, 400, { message: 'messages must be an array' });
          return;
        }
        // As Realtime.Tenants.BatchBroadcast: public messages go out as they are; private ones only
        // when RLS on realtime.messages lets the caller insert a broadcast for the topic (checked
        // once per topic). A refused or failed check drops the topic's messages silently: the
        // answer is 202 either way, so it tells nobody whether a room exists or who may use it.
        const privateByTopic = new Map<string, { event: string; payload: unknown }[]>();
        for (const raw of messages) {
          const msg = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
          if (typeof msg.topic !== 'string' || typeof msg.event !== 'string') continue;
          if (msg.private !== true) {
            hub.httpBroadcast(msg.topic, msg.event, msg.payload ?? {}, false);
            continue;
          }
          const list = privateByTopic.get(msg.topic) ?? [];
          list.push({ event: msg.event, payload: msg.payload ?? {} });
          privateByTopic.set(msg.topic, list);
        }
        for (const [topic, list] of privateByTopic) {
          let allowed = false;
          try {
            allowed = await canBroadcast(ctx.db, auth, topic);
          } catch (e) {
            log('realtime: checking a REST broadcast against the channel policies failed', e);
          }
          if (!allowed) continue;
          for (const m of list) hub.httpBroadcast(topic, m.event, m.payload, true);
        }
        send(res, 202, null);
        return;
      }
      if (path === '/websocket' || path === '/websocket/') {
        sendJson(res, 400, { message: 'Expected a WebSocket upgrade' });
        return;
      }
      sendJson(res, 404, { message: 'Not found' });
    },

    async close() {
      closing = true;
      clearInterval(pinger);
      if (maintenance) clearInterval(maintenance);
      for (const conn of hub.connections) conn.ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      await capture.close();
    },
  };
}
