// Channels, joins and fan-out: the part of supabase/realtime's RealtimeChannel that
// supabase-js relies on: postgres_changes with RLS, broadcast, presence, access_token refresh.
import crypto from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Db } from '../db/index.ts';
import type { JwtClaims } from '../jwt.ts';
import { checkToken } from './auth.ts';
import type { JwtKeys } from '../jwt.ts';
import { authorizeTopic, type ChannelPolicies } from './authorize.ts';
import type { Change, ChangeCapture } from './capture.ts';
import { buildData, errorData, type ChangeData, type CheckResult } from './changes.ts';
import { FilterError, parseFilter, type ParsedFilter } from './filters.ts';
import { Connection } from './connection.ts';
import { asObject, encodeBinaryBroadcast, type Message, type Vsn } from './protocol.ts';

const MAX_CHANNELS_PER_CONNECTION = 100;
// An hour at most between token re-checks (Realtime caps its confirm_token timer the same way).
const MAX_TOKEN_TIMER_MS = 60 * 60 * 1000;

export interface PgBinding {
  id: number;
  /** The binding as the client sent it, plus `id`: echoed in the join reply. */
  echo: Record<string, unknown>;
  /** INSERT / UPDATE / DELETE or '*' */
  event: string;
  /** '*' for any schema */
  schema: string;
  /** null or '*' for any table of the schema */
  table: string | null;
  filters: ParsedFilter[];
  /** JSON of `filters`, '' when none: the database evaluates each distinct filter set once per run of changes. */
  filterKey: string;
  select: string[] | null;
  /** Set when the table or filter is unusable; such bindings never match. */
  error: string | null;
}

interface ChannelAuth {
  role: string;
  claims: JwtClaims;
  token: string;
  /** Identity key: subscribers with equal keys share one visibility check per run of changes. */
  key: string;
}

export interface Channel {
  conn: Connection;
  topic: string;
  subTopic: string;
  joinRef: string | null;
  isPrivate: boolean;
  /** Private channels: what RLS on realtime.messages allowed at join (null on public channels). */
  policies: ChannelPolicies | null;
  pg: PgBinding[];
  auth: ChannelAuth;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  /** phx_ref of this channel's tracked presence, if any */
  presenceRef: string | null;
  tokenTimer: NodeJS.Timeout | null;
  closed: boolean;
}

type PresenceMeta = Record<string, unknown> & { phx_ref: string };

function authFrom(token: string, claims: JwtClaims, role: string): ChannelAuth {
  return { role, claims, token, key: `${role}\u0000${JSON.stringify(claims)}` };
}

/** Stable id per binding params, like Realtime's :erlang.phash2(params); never 0 (realtime-js drops falsy ids). */
function bindingId(params: unknown): number {
  const text = JSON.stringify(params) ?? '';
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return ((h >>> 0) % 0x7ffffff) + 1;
}


export class Hub {
  db: Db;
  capture: ChangeCapture;
  jwtSecret: JwtKeys | string;
  log: (m: string, e?: unknown) => void;
  connections = new Set<Connection>();
  /** Channels with at least one postgres_changes binding. */
  private pgChannels = new Set<Channel>();
  /** Channels by `public|private:topic` (private and public channels of one topic are separate, as in Realtime). */
  private byTopic = new Map<string, Set<Channel>>();
  private presenceState = new Map<string, Map<string, Map<string, PresenceMeta>>>();
  private presenceCounter = 0;

  constructor(db: Db, capture: ChangeCapture, jwtSecret: JwtKeys | string, log: (m: string, e?: unknown) => void) {
    this.db = db;
    this.capture = capture;
    this.jwtSecret = jwtSecret;
    this.log = log;
  }

  hasPgSubscribers(): boolean {
    return this.pgChannels.size > 0;
  }

  accept(ws: WebSocket, vsn: Vsn, tenantToken: string): Connection {
    const conn = new Connection(this, ws, vsn, tenantToken);
    this.connections.add(conn);
    return conn;
  }

  private topicKey(ch: Pick<Channel, 'isPrivate' | 'topic'>): string {
    return `${ch.isPrivate ? 'private' : 'public'}|${ch.topic}`;
  }

  // ---------------------------------------------------------------------------------------
  // join / leave / token

  async join(conn: Connection, m: Message): Promise<void> {
    const fail = (reason: string) => conn.reply(m, 'error', { reason });
    if (!m.topic.startsWith('realtime:')) {
      fail('unmatched topic');
      return;
    }
    const subTopic = m.topic.slice('realtime:'.length);
    if (!subTopic) {
      fail('TopicNameRequired: You must provide a topic name');
      return;
    }
    const existing = conn.channels.get(m.topic);
    if (existing) {
      // Phoenix closes the previous join of the same topic in favour of the new one.
      this.removeChannel(existing);
      conn.send({ join_ref: existing.joinRef, ref: existing.joinRef, topic: m.topic, event: 'phx_close', payload: {} });
    }
    if (conn.channels.size >= MAX_CHANNELS_PER_CONNECTION) {
      fail('ChannelRateLimitReached: Too many channels');
      return;
    }
    const payload = asObject(m.payload);
    const config = asObject(payload.config);
    const given = typeof payload.access_token === 'string' ? payload.access_token : typeof payload.user_token === 'string' ? payload.user_token : null;
    const token = given && !given.startsWith('sb_') ? given : conn.tenantToken;
    const checked = checkToken(token, this.jwtSecret);
    if (!checked.ok) {
      fail(`${checked.code}: ${checked.message}`);
      return;
    }
    const isPrivate = config.private === true;
    let policies: ChannelPolicies | null = null;
    if (isPrivate) {
      try {
        policies = await authorizeTopic(this.db, authFrom(token, checked.claims, checked.role), subTopic);
      } catch (e) {
        this.log('realtime: checking the channel policies failed', e);
        fail('UnableToSetPolicies: Error getting policies for connection');
        return;
      }
      if (!policies.broadcast.read && !policies.presence.read) {
        fail(`Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`);
        return;
      }
    }
    const broadcast = asObject(config.broadcast);
    const presence = asObject(config.presence);
    const pgOptions = asObject(config.postgres_changes_options);
    const waitForPg = pgOptions.wait === true;
    let pg: PgBinding[];
    try {
      pg = await this.prepareBindings(Array.isArray(config.postgres_changes) ? config.postgres_changes : []);
    } catch (e) {
      this.log('realtime: preparing postgres_changes bindings failed', e);
      fail('UnknownErrorOnChannel: Unknown Error on Channel');
      return;
    }
    const ch: Channel = {
      conn,
      topic: m.topic,
      subTopic,
      joinRef: m.join_ref ?? m.ref,
      isPrivate,
      policies,
      pg,
      auth: authFrom(token, checked.claims, checked.role),
      broadcastSelf: broadcast.self === true,
      broadcastAck: broadcast.ack === true,
      presenceKey: typeof presence.key === 'string' && presence.key ? presence.key : crypto.randomUUID(),
      presenceEnabled: presence.enabled === true,
      presenceRef: null,
      tokenTimer: null,
      closed: false,
    };
    const pgError = pg.find((b) => b.error)?.error ?? null;
    if (pgError && waitForPg) {
      fail(`RealtimeDisabledForConfiguration: ${pgError}`);
      return;
    }
    if (conn.closed) return;
    conn.channels.set(ch.topic, ch);
    const key = this.topicKey(ch);
    if (!this.byTopic.has(key)) this.byTopic.set(key, new Set());
    this.byTopic.get(key)!.add(ch);
    if (pg.length) {
      this.pgChannels.add(ch);
      // Capture must be on before the client hears "subscribed", or its first writes are lost.
      try {
        await this.syncActive();
      } catch (e) {
        this.log('realtime: enabling change capture failed', e);
      }
    }
    this.scheduleTokenCheck(ch, checked.exp);
    conn.reply(m, 'ok', { postgres_changes: pg.map((b) => b.echo) });
    if (pg.length) {
      this.systemMessage(ch, 'postgres_changes', pgError ? 'error' : 'ok', pgError ?? 'Subscribed to PostgreSQL');
    }
    if (ch.presenceEnabled) {
      conn.send({ join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'presence_state', payload: this.presenceSnapshot(key) });
    }
  }

  private async prepareBindings(raw: unknown[]): Promise<PgBinding[]> {
    const out: PgBinding[] = [];
    const used = new Set<number>();
    let needRefresh = false;
    for (const item of raw) {
      const p = asObject(item);
      const event = typeof p.event === 'string' ? p.event.toUpperCase() : '*';
      const schema = typeof p.schema === 'string' && p.schema ? p.schema : 'public';
      const table = typeof p.table === 'string' && p.table ? p.table : null;
      const filter = typeof p.filter === 'string' ? p.filter : null;
      const select = Array.isArray(p.select) ? p.select.filter((x): x is string => typeof x === 'string') : null;
      let id = bindingId(item);
      while (used.has(id)) id = (id % 0x7ffffff) + 1;
      used.add(id);
      const b: PgBinding = { id, echo: { ...p, id }, event, schema, table, filters: [], filterKey: '', select, error: null };
      if (!item || typeof item !== 'object' || Array.isArray(item)) b.error = 'a binding must be an object';
      else if (!['*', 'INSERT', 'UPDATE', 'DELETE'].includes(event)) b.error = `invalid event ${String(p.event)}`;
      try {
        b.filters = parseFilter(filter);
        b.filterKey = b.filters.length ? JSON.stringify(b.filters) : '';
      } catch (e) {
        b.error = e instanceof FilterError ? e.message : String(e);
      }
      const concrete = schema !== '*' && table !== null && table !== '*';
      if (!b.error && concrete) {
        if (b.filters.length || !this.capture.published.has(`${schema}.${table}`)) {
          const r = await this.db.query<{ err: string | null }>('select _local.realtime_validate($1, $2, $3::jsonb) as err', [schema, table, JSON.stringify(b.filters)]);
          if (r.rows[0]?.err) b.error = r.rows[0].err;
        }
        if (!b.error && !this.capture.published.has(`${schema}.${table}`)) needRefresh = true;
      }
      if (b.error) {
        b.error = `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [schema: ${schema}, table: ${table ?? '*'}, filters: ${filter ?? '[]'}]. ${b.error}`;
      }
      out.push(b);
    }
    // A table may have joined the publication since the last scan.
    if (needRefresh) await this.capture.refresh();
    return out;
  }

  removeChannel(ch: Channel): void {
    if (ch.closed) return;
    ch.closed = true;
    if (ch.tokenTimer) clearTimeout(ch.tokenTimer);
    if (ch.conn.channels.get(ch.topic) === ch) ch.conn.channels.delete(ch.topic);
    const key = this.topicKey(ch);
    const set = this.byTopic.get(key);
    set?.delete(ch);
    if (set && !set.size) this.byTopic.delete(key);
    this.untrack(ch);
    if (this.pgChannels.delete(ch)) {
      this.syncActive().catch((e) => this.log('realtime: updating change capture failed', e));
    }
  }

  /** Stops a channel the way Realtime's shutdown_response does: a system error, then phx_close. */
  private shutdown(ch: Channel, message: string): void {
    this.systemMessage(ch, 'system', 'error', message);
    ch.conn.send({ join_ref: ch.joinRef, ref: ch.joinRef, topic: ch.topic, event: 'phx_close', payload: {} });
    this.removeChannel(ch);
  }

  private systemMessage(ch: Channel, extension: string, status: 'ok' | 'error', message: string): void {
    ch.conn.send({ join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'system', payload: { extension, status, message, channel: ch.subTopic } });
  }

  updateToken(ch: Channel, token: unknown): void {
    // Realtime ignores null, opaque sb_ keys and the token already in use.
    if (typeof token !== 'string' || !token || token.startsWith('sb_') || token === ch.auth.token) return;
    const checked = checkToken(token, this.jwtSecret);
    if (!checked.ok) {
      this.shutdown(ch, checked.code === 'JwtSignatureError' ? `${checked.code}: ${checked.message}` : checked.message);
      return;
    }
    ch.auth = authFrom(token, checked.claims, checked.role);
    this.scheduleTokenCheck(ch, checked.exp);
  }

  private scheduleTokenCheck(ch: Channel, exp: number): void {
    if (ch.tokenTimer) clearTimeout(ch.tokenTimer);
    const ms = Math.min(MAX_TOKEN_TIMER_MS, Math.max(0, exp * 1000 - Date.now()));
    ch.tokenTimer = setTimeout(() => {
      ch.tokenTimer = null;
      if (ch.closed) return;
      const checked = checkToken(ch.auth.token, this.jwtSecret);
      if (checked.ok) this.scheduleTokenCheck(ch, checked.exp);
      else this.shutdown(ch, checked.message);
    }, ms + 50);
    ch.tokenTimer.unref();
  }

  // ---------------------------------------------------------------------------------------
  // postgres_changes

  /** Tables the capture trigger must record for the current subscribers. */
  private desiredRelids(): Set<string> {
    const out = new Set<string>();
    const published = [...this.capture.published.values()];
    for (const ch of this.pgChannels) {
      for (const b of ch.pg) {
        if (b.error) continue;
        if (b.schema === '*') {
          for (const t of published) out.add(t.relid);
        } else if (b.table === null || b.table === '*') {
          for (const t of published) if (t.schema === b.schema) out.add(t.relid);
        } else {
          const t = this.capture.published.get(`${b.schema}.${b.table}`);
          if (t) out.add(t.relid);
        }
      }
    }
    return out;
  }

  syncActive(): Promise<void> {
    return this.capture.setActive(this.desiredRelids());
  }

  /** Periodic upkeep: pick up tables added to (or removed from) the publication. */
  async maintain(): Promise<void> {
    if (!this.pgChannels.size) return;
    await this.capture.refresh();
    await this.syncActive();
  }

  private static matches(b: PgBinding, change: Change): boolean {
    if (b.error) return false;
    if (b.event !== '*' && b.event !== change.type) return false;
    if (b.schema !== '*' && b.schema !== change.schema) return false;
    if (b.table !== null && b.table !== '*' && b.table !== change.table) return false;
    return true;
  }

  /** Fans a drained batch out; consecutive changes to one table share one database round trip. */
  async dispatch(changes: Change[]): Promise<void> {
    let start = 0;
    for (let i = 1; i <= changes.length; i++) {
      if (i === changes.length || changes[i].relid !== changes[start].relid) {
        await this.dispatchRun(changes.slice(start, i));
        start = i;
      }
    }
  }

  private async dispatchRun(run: Change[]): Promise<void> {
    // Candidate bindings per change, distinct filter sets and distinct identities.
    const filterIndex = new Map<string, number>();
    const filterSets: ParsedFilter[][] = [];
    const identIndex = new Map<string, number>();
    const checks: { role: string; claims: JwtClaims; f: number[] }[] = [];
    const plans: { ch: Channel; b: PgBinding; fi: number; ii: number }[][] = run.map(() => []);
    let any = false;
    run.forEach((change, ci) => {
      for (const ch of this.pgChannels) {
        for (const b of ch.pg) {
          if (!Hub.matches(b, change)) continue;
          let fi = -1;
          if (b.filterKey) {
            if (!filterIndex.has(b.filterKey)) {
              filterIndex.set(b.filterKey, filterSets.length);
              filterSets.push(b.filters);
            }
            fi = filterIndex.get(b.filterKey)!;
          }
          let ii = identIndex.get(ch.auth.key);
          if (ii === undefined) {
            ii = checks.length;
            identIndex.set(ch.auth.key, ii);
            checks.push({ role: ch.auth.role, claims: { ...ch.auth.claims, role: ch.auth.role }, f: [] });
          }
          if (!checks[ii].f.includes(fi)) checks[ii].f.push(fi);
          plans[ci].push({ ch, b, fi, ii });
          any = true;
        }
      }
    });
    if (!any) return;

    const r = await this.db.query<{ r: CheckResult | null }>(
      'select _local.realtime_check($1::oid, $2::text[], $3::jsonb, $4::jsonb, $5::jsonb) as r',
      [
        run[0].relid,
        run.map((c) => c.type),
        JSON.stringify(run.map((c) => (c.type === 'DELETE' ? c.old_record : c.record) ?? {})),
        JSON.stringify(filterSets),
        JSON.stringify(checks),
      ],
    );
    const result = r.rows[0]?.r;
    if (!result) return; // the table is gone
    const visible = result.visible.map((rows) => new Set(rows));
    const hasPk = result.cols.some((c) => c.pk);

    run.forEach((change, ci) => {
      const writes = change.type !== 'DELETE';
      // Per channel (in subscription order), the bindings that get this change, grouped by the
      // payload they need (role × column selection, or an error payload).
      const perChannel = new Map<Channel, Map<string, { ids: number[]; data: () => ChangeData }>>();
      const dataCache = new Map<string, ChangeData>();
      for (const { ch, b, fi, ii } of plans[ci]) {
        if (fi !== -1 && result.filters[fi]?.[ci] !== true) continue;
        const role = ch.auth.role;
        const roleCols = result.roles[role];
        // A filter may only look at columns the subscriber can read (no probing hidden values).
        if (b.filters.length && (!roleCols || b.filters.some((f) => !roleCols.includes(f.col)))) continue;
        let variant: string;
        let make: () => ChangeData;
        if (writes && !hasPk) {
          variant = 'e400';
          make = () => errorData(change, 'Error 400: Bad Request, no primary key');
        } else if (writes && roleCols && !result.cols.every((c) => !c.pk || roleCols.includes(c.name))) {
          variant = 'e401';
          make = () => errorData(change, 'Error 401: Unauthorized');
        } else if (roleCols && visible[ii].has(ci)) {
          const sel = b.select ? [...b.select].sort() : null;
          variant = `${role}\u0000${sel ? sel.join(',') : '*'}`;
          make = () => buildData(change, result, roleCols, sel);
        } else {
          continue;
        }
        let groups = perChannel.get(ch);
        if (!groups) perChannel.set(ch, (groups = new Map()));
        let g = groups.get(variant);
        if (!g) {
          const key = variant;
          groups.set(key, (g = {
            ids: [],
            data: () => {
              let d = dataCache.get(key);
              if (!d) dataCache.set(key, (d = make()));
              return d;
            },
          }));
        }
        g.ids.push(b.id);
      }
      for (const [ch, groups] of perChannel) {
        if (ch.closed) continue;
        for (const g of groups.values()) {
          ch.conn.send({ join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'postgres_changes', payload: { ids: g.ids, data: g.data() } });
        }
      }
    });
  }

  // ---------------------------------------------------------------------------------------
  // broadcast

  clientBroadcast(ch: Channel, event: string, payload: unknown, binary: boolean, ref: string | null): void {
    // a private channel's member sends only where RLS let them insert (Realtime drops the rest)
    if (ch.policies && !ch.policies.broadcast.write) return;
    this.fanOutBroadcast(this.topicKey(ch), ch.topic, event, payload, binary, ch);
    if (ch.broadcastAck && ref) ch.conn.reply({ join_ref: ch.joinRef, ref, topic: ch.topic }, 'ok', {});
  }

  /** REST broadcast (`POST /realtime/v1/api/broadcast`): topic without the `realtime:` prefix. */
  httpBroadcast(subTopic: string, event: string, payload: unknown, isPrivate: boolean): void {
    const topic = `realtime:${subTopic}`;
    this.fanOutBroadcast(`${isPrivate ? 'private' : 'public'}|${topic}`, topic, event, payload, false, null);
  }

  private fanOutBroadcast(key: string, topic: string, event: string, payload: unknown, binary: boolean, sender: Channel | null): void {
    const targets = this.byTopic.get(key);
    if (!targets) return;
    let frameBin: Buffer | null = null;
    for (const t of targets) {
      if (t === sender && !t.broadcastSelf) continue;
      if (t.policies && !t.policies.broadcast.read) continue;
      if (binary) {
        // Raw-bytes payloads only exist in the vsn 2 binary framing.
        if (t.conn.vsn !== '2.0.0') continue;
        frameBin ??= encodeBinaryBroadcast({ topic, event, payload: payload as Buffer, meta: null });
        if (frameBin) t.conn.sendRaw(frameBin);
      } else {
        t.conn.send({ join_ref: null, ref: null, topic, event: 'broadcast', payload: { type: 'broadcast', event, payload } });
      }
    }
  }

  // ---------------------------------------------------------------------------------------
  // presence (in memory, one node)

  private presenceSnapshot(key: string): Record<string, { metas: PresenceMeta[] }> {
    const out: Record<string, { metas: PresenceMeta[] }> = {};
    for (const [pkey, metas] of this.presenceState.get(key) ?? []) out[pkey] = { metas: [...metas.values()] };
    return out;
  }

  private presenceDiff(key: string, topic: string, joins: Record<string, { metas: PresenceMeta[] }>, leaves: Record<string, { metas: PresenceMeta[] }>): void {
    for (const t of this.byTopic.get(key) ?? []) {
      if (!t.presenceEnabled) continue;
      t.conn.send({ join_ref: t.joinRef, ref: null, topic, event: 'presence_diff', payload: { joins, leaves } });
    }
  }

  presence(ch: Channel, m: Message, payload: Record<string, unknown>): void {
    const key = this.topicKey(ch);
    if (payload.event === 'track' && ch.policies && !ch.policies.presence.write) {
      ch.conn.reply(m, 'error', { reason: 'Unauthorized: You do not have permissions to track presence on this Channel topic' });
      return;
    }
    if (payload.event === 'track') {
      const meta = asObject(payload.payload);
      const wasEnabled = ch.presenceEnabled;
      ch.presenceEnabled = true;
      if (!wasEnabled) {
        // Tracking enables presence for this channel; it needs the current state first.
        ch.conn.send({ join_ref: ch.joinRef, ref: null, topic: ch.topic, event: 'presence_state', payload: this.presenceSnapshot(key) });
      }
      const leaves = this.untrack(ch, false);
      const ref = `${Date.now().toString(36)}${(++this.presenceCounter).toString(36)}`;
      const entry: PresenceMeta = { ...meta, phx_ref: ref };
      if (leaves) entry.phx_ref_prev = leaves.phx_ref;
      if (!this.presenceState.has(key)) this.presenceState.set(key, new Map());
      const state = this.presenceState.get(key)!;
      if (!state.has(ch.presenceKey)) state.set(ch.presenceKey, new Map());
      state.get(ch.presenceKey)!.set(ref, entry);
      ch.presenceRef = ref;
      this.presenceDiff(key, ch.topic, { [ch.presenceKey]: { metas: [entry] } }, leaves ? { [ch.presenceKey]: { metas: [leaves] } } : {});
      ch.conn.reply(m, 'ok', {});
      return;
    }
    if (payload.event === 'untrack') {
      this.untrack(ch);
      ch.conn.reply(m, 'ok', {});
      return;
    }
    ch.conn.reply(m, 'error', { reason: 'Presence track payload must be a map' });
  }

  /** Removes the channel's tracked presence; announces it unless `announce` is false. Returns the removed meta. */
  private untrack(ch: Channel, announce = true): PresenceMeta | null {
    if (!ch.presenceRef) return null;
    const key = this.topicKey(ch);
    const state = this.presenceState.get(key);
    const metas = state?.get(ch.presenceKey);
    const meta = metas?.get(ch.presenceRef) ?? null;
    metas?.delete(ch.presenceRef);
    if (metas && !metas.size) state!.delete(ch.presenceKey);
    if (state && !state.size) this.presenceState.delete(key);
    ch.presenceRef = null;
    if (meta && announce) this.presenceDiff(key, ch.topic, {}, { [ch.presenceKey]: { metas: [meta] } });
    return meta;
  }
}
