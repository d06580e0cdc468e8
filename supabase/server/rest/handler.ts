// The /rest/v1 request handler: auth → schema/profile → parse → plan → one SQL statement in one
// transaction (role and JWT claims set locally, read-only for GET/HEAD) → PostgREST's statuses
// and headers. Bad input is always answered with a PostgREST error body; nothing half-written
// survives an error because everything runs in the request's transaction.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import type { AppContext, RequestAuth } from '../http/context.ts';
import { callerSettingsSql, PayloadTooLargeError, readBody, resolveAuth, withForwardedFor } from '../http/context.ts';
import { toPgError, type Queryable } from '../db/index.ts';
import {
  ambiguousRpc, columnNotFound, fromPgError, fuzzyGetOne, invalidBody, invalidRange, invalidResourcePath, invalidRpcMethod,
  jwtError, mediaTypeError, noRpc, RestError, singularityError, tableNotFound, unacceptableSchema, unsupportedMethod,
} from './errors.ts';
import { looksLikeFilter, parseQuery, type ParsedQuery } from './parser.ts';
import { planRead, qi, rootConds, type Node, type Source } from './plan.ts';
import { condSql, nodeSql, orderTermSql, Params, wrapBody, type BodyShape } from './sql.ts';
import { contentRange, isPlanType, negotiate, parsePlanMedia, parsePrefer, renderPlanMedia, type PlanMedia, parseRangeHeader, preferenceApplied, rangeStatus, type Negotiated, type Preferences } from './prefs.ts';
import { EXPOSED_SCHEMAS, findTable, suggestTable, type Column, type Routine, type SchemaCache, type Table } from './schema.ts';
import { openApiDocument } from './openapi.ts';

/** db-max-rows: config.toml `[api] max_rows` (CLI default 1000), PGRST_DB_MAX_ROWS, in-database pgrst.db_max_rows. 0 disables. */
const maxRowsOf = (r: Req): number => r.ctx.cfg.rest?.maxRows ?? 1000;

export interface CacheAccess {
  get(): Promise<SchemaCache>;
  /** Reloads unless the cache is fresher than a few hundred ms; returns the current cache. */
  refresh(): Promise<SchemaCache>;
  /** Told how many rows a request wrote to a table (keeps planner statistics fresh on PGlite). */
  written(schema: string, table: string, rows: number): void;
}

interface Req {
  ctx: AppContext;
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  method: string;
  auth: RequestAuth;
  schema: string;
  /** Whether the client named the schema (then the response echoes Content-Profile). */
  profiled: boolean;
  /** Path below /rest/v1, as PostgREST sees it behind the gateway (request.path). */
  path: string;
  prefs: Preferences;
  /** `Accept: application/vnd.pgrst.plan…` when plans are enabled: EXPLAIN instead of the result. */
  plan: PlanRequest | null;
}

type PlanRequest = PlanMedia;

interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | null;
}

/** Thrown by runOne when the request asked for the execution plan: the plan is the reply. */
class PlanDone extends Error {
  reply: Reply;
  constructor(reply: Reply) {
    super('plan');
    this.reply = reply;
  }
}

/** Thrown inside the transaction to roll it back while still answering normally. */
class Rollback extends Error {
  reply: Reply;
  constructor(reply: Reply) {
    super('rollback');
    this.reply = reply;
  }
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

export async function handleRest(ctx: AppContext, caches: CacheAccess, req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  let auth: RequestAuth | null = null;
  try {
    auth = resolveAuth(ctx.cfg, req);
    if (auth.error) throw jwtError(auth.error.kind, auth.error.message);
    const readLike = method === 'GET' || method === 'HEAD';
    // PostgREST reads Accept-Profile on GET/HEAD and Content-Profile otherwise; the default is the
    // first exposed schema.
    const exposed = ctx.cfg.rest?.schemas?.length ? ctx.cfg.rest.schemas : EXPOSED_SCHEMAS;
    const profileHeader = header(req, readLike ? 'accept-profile' : 'content-profile');
    const schema = profileHeader?.trim() || exposed[0];
    if (!exposed.includes(schema)) throw unacceptableSchema(schema, exposed);
    const r: Req = { ctx, req, res, url, method, auth, schema, profiled: !!profileHeader, path, prefs: parsePrefer(req.headers.prefer), plan: null };
    r.plan = planMedia(r);
    let reply: Reply;
    const segs = path.split('/').filter(Boolean).map(decodeSegment);
    if (segs.length === 0) reply = await openApi(r, caches);
    else if (segs[0] === 'rpc' && segs.length === 2) reply = await rpc(r, caches, segs[1]);
    else if (segs.length === 1) reply = await tableRequest(r, caches, segs[0]);
    else throw invalidResourcePath();
    if (r.profiled) reply.headers['Content-Profile'] = schema;
    send(res, reply, method === 'HEAD');
  } catch (e) {
    sendError(res, e, !!auth && auth.role !== 'anon');
  }
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    throw invalidResourcePath();
  }
}

function send(res: ServerResponse, reply: Reply, head: boolean): void {
  if (res.headersSent) return void res.end();
  for (const [k, v] of Object.entries(reply.headers)) res.setHeader(k, v);
  res.statusCode = reply.status;
  res.end(head || reply.body === null || reply.status === 204 ? undefined : reply.body);
}

function sendError(res: ServerResponse, e: unknown, authed: boolean): void {
  let err: RestError;
  if (e instanceof RestError) err = e;
  else if (e instanceof PayloadTooLargeError) {
    // On Supabase the gateway (Kong request-size-limiting) answers this, not PostgREST.
    err = new RestError(413, 'PGRST413', 'Request size limit exceeded', null, null);
  } else {
    const pg = toPgError(e);
    if (pg) err = fromPgError(pg, authed);
    else {
      console.error('[rest] unexpected error', e);
      err = new RestError(500, 'PGRST000', 'Internal server error');
    }
  }
  if (res.headersSent) return void res.end();
  // Node cannot send a status outside 100-999 (a RAISE 'PGRST' detail may ask for one): say so
  // as PostgREST's own parse error rather than crash the request.
  if (!(err.status >= 100 && err.status <= 999)) {
    err = new RestError(500, 'PGRST121', `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`, `Invalid HTTP status: ${err.status}`, null);
  }
  const body = JSON.stringify(err.body());
  res.statusCode = err.status;
  if (err.statusText !== null && validStatusText(err.statusText)) res.statusMessage = err.statusText;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Proxy-Status', `PostgREST; error=${err.code}`);
  for (const [k, v] of Object.entries(err.headers)) {
    // headers raised from SQL are the function author's text: one Node refuses is left out
    try {
      validateHeaderName(k);
      validateHeaderValue(k, v);
      res.setHeader(k, v);
    } catch { /* not a valid header */ }
  }
  res.end(body);
}

/** A reason phrase Node writes as it is (no control characters, Latin-1 only). */
const validStatusText = (t: string): boolean => /^[\t\x20-\x7e\x80-\xff]*$/.test(t);

// ---------------------------------------------------------------------------------------------
// Transaction

/** PostgREST's search_path: the request's schema, then db-extra-search-path (config.toml `[api] extra_search_path`). */
function searchPathOf(r: Req): string {
  const extra = r.ctx.cfg.rest?.extraSearchPath ?? ['public', 'extensions'];
  return [...new Set([r.schema, ...extra])].map((s) => (/^[a-z_][a-z0-9_]*$/.test(s) ? s : qi(s))).join(', ');
}

function requestHeadersJson(req: IncomingMessage, trustProxyHops: number): { headers: string; cookies: string } {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k === 'cookie') continue;
    headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  withForwardedFor(headers, req, trustProxyHops);
  const cookies: Record<string, string> = {};
  for (const part of (header(req, 'cookie') ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0) cookies[part.slice(0, i).trim()] = part.slice(i + 1).trim();
  }
  return { headers: JSON.stringify(headers), cookies: JSON.stringify(cookies) };
}

/** Runs fn in the request's transaction, as the request's role. */
async function inTx(r: Req, readOnly: boolean, fn: (tx: Queryable) => Promise<Reply>): Promise<Reply> {
  try {
    return await r.ctx.db.transaction(async (tx) => {
      let reply: Reply;
      try {
        reply = await fn(tx);
      } catch (e) {
        // The plan is the answer; the transaction ends as the request's would (PostgREST's
        // optionalRollback only): EXPLAIN ANALYZE of a mutation commits it unless tx=rollback.
        if (!(e instanceof PlanDone)) throw e;
        reply = e.reply;
      }
      if (r.prefs.tx === 'rollback') throw new Rollback(reply);
      return reply;
    }, callerSettingsSql(r.auth, {
      searchPath: searchPathOf(r),
      method: r.method, path: r.path, ...requestHeadersJson(r.req, r.ctx.cfg.trustProxyHops ?? 0), readOnly,
    }));
  } catch (e) {
    if (e instanceof Rollback) return e.reply;
    throw e;
  }
}

interface Row {
  total: string | number | null;
  page_total: string | number;
  body: string | null;
  inserted?: string | number | null;
}

async function runOne(tx: Queryable, sql: string, p: Params, r?: Req): Promise<Row> {
  if (r?.plan) throw new PlanDone(await explain(tx, sql, p, r.plan));
  const out = await tx.query<Row>(sql, p.values);
  return out.rows[0];
}

// ---------------------------------------------------------------------------------------------
// Execution plans (db-plan-enabled) and planned/estimated counts

/**
 * `Accept: application/vnd.pgrst.plan…` when db-plan-enabled. Disabled, PostgREST finds no handler
 * for it and answers 406 PGRST107 naming it (negotiate does, with the type rendered as toMime).
 */
function planMedia(r: Req): PlanRequest | null {
  if (!r.ctx.cfg.rest?.plan) return null;
  const accept = header(r.req, 'accept');
  if (!accept) return null;
  // PostgREST takes the first acceptable entry by quality, then order (negotiateContent): a plan
  // only when no producible type comes before it.
  const entries = accept.split(/,(?=\s*[a-z*]+\/)/i).map((entry, i) => {
    const [type, ...params] = entry.split(';').map((x) => x.trim());
    const q = Number(params.find((x) => x.startsWith('q='))?.slice(2) ?? '1');
    return { type: type ?? '', params, q: Number.isFinite(q) ? q : 1, i };
  }).filter((e) => e.type && e.q > 0).sort((a, b) => b.q - a.q || a.i - b.i);
  for (const e of entries) {
    if (isPlanType(e.type)) return parsePlanMedia(e.type, e.params.filter((x) => !x.startsWith('q=')));
    try {
      negotiate(e.type);
      return null;
    } catch { /* not producible: look further */ }
  }
  return null;
}

/** The result's media type: a plan request's `for=` type, which must be one the resource produces. */
function negotiateReq(r: Req): Negotiated {
  if (!r.plan) return negotiate(header(r.req, 'accept'));
  try {
    return negotiate(r.plan.for);
  } catch (e) {
    if (e instanceof RestError && e.code === 'PGRST107') throw mediaTypeError([renderPlanMedia(r.plan)]);
    throw e;
  }
}

async function explain(tx: Queryable, sql: string, p: Params, plan: PlanRequest): Promise<Reply> {
  const opts = [`FORMAT ${plan.format.toUpperCase()}`, ...plan.options.map((o) => o.toUpperCase())].join(', ');
  const out = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (${opts}) ${sql}`, p.values);
  const rows = out.rows.map((row) => row['QUERY PLAN']);
  const body = plan.format === 'json'
    ? JSON.stringify(typeof rows[0] === 'string' ? JSON.parse(rows[0] as string) : rows[0])
    : rows.join('\n');
  return {
    status: 200,
    headers: { 'Content-Type': `${renderPlanMedia(plan)}; charset=utf-8` },
    body,
  };
}

/** The planner's row estimate for a query (count=planned), from EXPLAIN's top node. */
async function plannedCount(tx: Queryable, sql: string, p: Params): Promise<number> {
  const out = await tx.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, p.values);
  const raw = out.rows[0]['QUERY PLAN'];
  const doc = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: { 'Plan Rows': number } }[];
  return Math.round(doc[0]?.Plan?.['Plan Rows'] ?? 0);
}

/**
 * count=planned / count=estimated as PostgREST answers them (Query.hs resultSetWTotal): planned is
 * the planner's row estimate for the count query; estimated counts exactly up to max-rows + 1 rows
 * and, past max-rows, answers the larger of that and the estimate. Without max-rows the count is
 * not capped and, as in PostgREST (`Just n > Nothing`), the larger of both is answered too.
 */
async function estimateTotal(tx: Queryable, r: Req, countSql: string, p: Params): Promise<number | null> {
  if (r.prefs.count !== 'planned' && r.prefs.count !== 'estimated') return null;
  if (r.prefs.count === 'planned') return plannedCount(tx, countSql, p);
  const maxRows = maxRowsOf(r);
  const limited = maxRows > 0 ? `${countSql} LIMIT ${maxRows + 1}` : countSql;
  const exact = Number((await tx.query<{ n: string | number }>(`SELECT pg_catalog.count(*) AS n FROM (${limited}) AS pgrst_c`, p.values)).rows[0].n);
  if (maxRows > 0 && exact <= maxRows) return exact;
  return Math.max(exact, await plannedCount(tx, countSql, p));
}

// ---------------------------------------------------------------------------------------------
// Helpers

async function lookupTable(caches: CacheAccess, schema: string, name: string): Promise<Table> {
  let cache = await caches.get();
  let t = findTable(cache, schema, name);
  if (!t) {
    cache = await caches.refresh();
    t = findTable(cache, schema, name);
  }
  if (!t) throw tableNotFound(schema, name, suggestTable(cache, schema, name));
  return t;
}

/** Plans, reloading the cache once when an embed names something the cache does not know. */
async function withFreshCache<T>(caches: CacheAccess, fn: (cache: SchemaCache) => T | Promise<T>): Promise<T> {
  try {
    return await fn(await caches.get());
  } catch (e) {
    if (e instanceof RestError && (e.code === 'PGRST200' || e.code === 'PGRST202')) {
      const before = await caches.get();
      const after = await caches.refresh();
      if (after !== before) return fn(after);
    }
    throw e;
  }
}

function tableSource(t: Table, from?: string): Source {
  return { from: from ?? `${qi(t.schema)}.${qi(t.name)}`, alias: t.name, table: t, columns: t.columns, name: t.name };
}

function jsonHeaders(neg: Negotiated): Record<string, string> {
  return { 'Content-Type': neg.kind === 'object' ? 'application/vnd.pgrst.object+json; charset=utf-8' : 'application/json; charset=utf-8' };
}

const num = (v: string | number | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

/** Applies the Range header and max-rows to the root's limit/offset; returns the offset. */
function applyRootRange(r: Req, root: Node, allowRangeHeader: boolean): number {
  let offset = root.offset ?? 0;
  let limit = root.limit;
  const hdr = allowRangeHeader ? parseRangeHeader(header(r.req, 'range')) : null;
  if (hdr) {
    // Intersect [offset, offset+limit) with the header's range.
    const lo = Math.max(offset, hdr.offset);
    const hiA = limit === null ? Infinity : offset + limit;
    const hiB = hdr.limit === null ? Infinity : hdr.offset + hdr.limit;
    const hi = Math.min(hiA, hiB);
    offset = lo;
    limit = hi === Infinity ? null : Math.max(0, hi - lo);
  }
  const maxRows = maxRowsOf(r);
  if (maxRows > 0) limit = limit === null ? maxRows : Math.min(limit, maxRows);
  root.offset = offset;
  root.limit = limit;
  return offset;
}

function finishBody(neg: Negotiated, body: string | null, headers: Record<string, string>): string | null {
  if (neg.kind === 'csv') headers['Content-Type'] = 'text/csv; charset=utf-8';
  return body;
}

function shapeFor(neg: Negotiated, head: boolean): BodyShape {
  if (head) return 'none';
  return neg.kind === 'object' ? 'object' : neg.kind === 'csv' ? 'csv' : 'array';
}

// ---------------------------------------------------------------------------------------------
// OpenAPI root

async function openApi(r: Req, caches: CacheAccess): Promise<Reply> {
  if (r.method !== 'GET' && r.method !== 'HEAD') throw unsupportedMethod(r.method);
  negotiate(header(r.req, 'accept'), true);
  const cache = await caches.get();
  const doc = openApiDocument(cache, r.schema, header(r.req, 'host'));
  return { status: 200, headers: { 'Content-Type': 'application/openapi+json; charset=utf-8' }, body: JSON.stringify(doc) };
}

// ---------------------------------------------------------------------------------------------
// Tables and views

async function tableRequest(r: Req, caches: CacheAccess, name: string): Promise<Reply> {
  const table = await lookupTable(caches, r.schema, name);
  switch (r.method) {
    case 'GET':
    case 'HEAD':
      return read(r, caches, table);
    case 'POST':
      return insert(r, caches, table);
    case 'PATCH':
      return update(r, caches, table);
    case 'DELETE':
      return remove(r, caches, table);
    default:
      throw unsupportedMethod(r.method);
  }
}

async function read(r: Req, caches: CacheAccess, table: Table): Promise<Reply> {
  const neg = negotiateReq(r);
  const q = parseQuery(r.url.searchParams, undefined, { aggregates: r.ctx.cfg.rest?.aggregates });
  const root = await withFreshCache(caches, async (cache) => planRead(tableSource(findTable(cache, table.schema, table.name) ?? table), q, { schema: r.schema }));
  const offset = applyRootRange(r, root, true);
  const p = new Params();
  const exactCount = r.prefs.count === 'exact';
  // planned/estimated counts run as statements of their own, with parameters of their own
  const pc = new Params();
  const countSql = r.prefs.count ? nodeSql(exactCount ? p : pc, root, { mode: 'count' }) : '';
  const total = exactCount ? `(SELECT pg_catalog.count(*) FROM (${countSql}) AS pgrst_c)` : undefined;
  const sql = wrapBody(nodeSql(p, root, { mode: 'select' }), shapeFor(neg, r.method === 'HEAD'), { total, stripNulls: neg.stripNulls });
  return inTx(r, true, async (tx) => {
    const row = await runOne(tx, sql, p, r);
    if (!exactCount && r.prefs.count) row.total = await estimateTotal(tx, r, countSql, pc);
    return readReply(r, neg, row, offset);
  });
}

function readReply(r: Req, neg: Negotiated, row: Row, offset: number): Reply {
  const pageTotal = Number(row.page_total);
  const total = num(row.total);
  if (neg.kind === 'object' && pageTotal !== 1) throw singularityError(pageTotal);
  const { status, contentRange: cr } = rangeStatus(offset, pageTotal, total);
  if (status === 416) throw invalidRange(`An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`);
  const headers: Record<string, string> = { ...jsonHeaders(neg), 'Content-Range': cr };
  const applied = preferenceApplied(r.prefs, ['count', 'tx', 'handling']);
  if (applied) headers['Preference-Applied'] = applied;
  return { status, headers, body: finishBody(neg, row.body, headers) };
}

// ---------------------------------------------------------------------------------------------
// Mutations

async function readJson(r: Req): Promise<{ value: unknown; text: string }> {
  const buf = await readBody(r.req, r.ctx.cfg.maxBodyBytes);
  const text = buf.toString('utf8');
  if (!text.trim()) throw invalidBody('Empty or invalid json');
  try {
    return { value: JSON.parse(text), text };
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The node that shapes `return=representation` output: the select applied to the affected rows. */
function returningNode(r: Req, cache: SchemaCache, table: Table, q: ParsedQuery): Node {
  const sel: ParsedQuery = { ...q, filters: [], logic: [], order: q.order.filter((o) => o.path.length > 0), ranges: new Map([...q.ranges].filter(([k]) => k !== '')) };
  return planRead(tableSource(findTable(cache, table.schema, table.name) ?? table, 'pgrst_source'), sel, { schema: r.schema });
}

function columnDefs(table: Table, cols: string[]): string {
  return cols.map((c) => `${qi(c)} ${table.columnMap.get(c)!.type}`).join(', ');
}

function checkMaxAffected(r: Req, n: number): void {
  if (r.prefs.handling === 'strict' && r.prefs.maxAffected !== null && n > r.prefs.maxAffected) {
    throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${n} rows`);
  }
}

async function mutationTail(r: Req, caches: CacheAccess, table: Table, q: ParsedQuery, neg: Negotiated, p: Params, extra?: string): Promise<{ select: string; returning: string }> {
  const ret = r.prefs.return;
  if (ret === 'representation') {
    const node = await withFreshCache(caches, (cache) => returningNode(r, cache, table, q));
    return { returning: `RETURNING ${qi(table.name)}.*`, select: wrapBody(nodeSql(p, node, { mode: 'select' }), shapeFor(neg, false), { stripNulls: neg.stripNulls, extra }) };
  }
  if (ret === 'headers-only' && table.pk.length) {
    const pkSel = `SELECT ${table.pk.map((c) => `${qi(table.name)}.${qi(c)}`).join(', ')} FROM pgrst_source AS ${qi(table.name)}`;
    return { returning: `RETURNING ${qi(table.name)}.*`, select: wrapBody(pkSel, 'array', { extra }) };
  }
  // Without representation nothing is read back, so RLS SELECT policies do not apply (RETURNING 1).
  return { returning: 'RETURNING 1', select: wrapBody('SELECT 1 FROM pgrst_source', 'none', { extra }) };
}

function locationHeader(table: Table, body: string | null): string | null {
  if (!body || !table.pk.length) return null;
  const rows = JSON.parse(body) as Record<string, unknown>[];
  if (!rows.length) return null;
  const qs = table.pk.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(rows[0][c]))}`).join('&');
  return `/${table.name}?${qs}`;
}

async function insert(r: Req, caches: CacheAccess, table: Table): Promise<Reply> {
  const neg = negotiateReq(r);
  const q = parseQuery(r.url.searchParams, undefined, { aggregates: r.ctx.cfg.rest?.aggregates });
  const { value, text } = await readJson(r);
  const rows = Array.isArray(value) ? value : [value];
  if (!rows.every(isPlainObject)) throw invalidBody('Empty or invalid json');
  let cols: string[];
  if (q.columns) cols = q.columns;
  else {
    cols = rows.length ? Object.keys(rows[0] as object) : [];
    const keySet = [...cols].sort().join('\u0000');
    if (rows.some((row) => Object.keys(row as object).sort().join('\u0000') !== keySet)) throw invalidBody('All object keys must match');
  }
  cols = [...new Set(cols)];
  for (const c of cols) if (!table.columnMap.has(c)) throw columnNotFound(table.name, c);
  if (r.prefs.missing === 'default') {
    // A column no object names takes its default from Postgres itself (identity, generated and
    // serial columns included), so it is left out of the INSERT.
    const provided = new Set(rows.flatMap((row) => Object.keys(row as object)));
    cols = cols.filter((c) => provided.has(c));
  }

  const p = new Params();
  const target = `${qi(table.schema)}.${qi(table.name)} AS ${qi(table.name)}`;
  const bodyParam = p.add(Array.isArray(value) ? text : `[${text}]`);
  const conflictCols = q.onConflict ?? table.pk;
  const resolution = conflictCols.length ? r.prefs.resolution : null;
  const merge = resolution === 'merge-duplicates';
  // Upserts count genuinely inserted rows (201 vs 200) with a transaction-local counter: +1 per
  // candidate row, -1 per conflict update, as PostgREST does.
  const counter = `coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0)`;
  let source: string;
  if (cols.length === 0) {
    source = `SELECT FROM json_array_elements(${bodyParam}::json)`;
  } else {
    let records = `${bodyParam}::json`;
    let fn = 'json_to_recordset';
    if (r.prefs.missing === 'default') {
      // Columns absent from an object take the column default, evaluated per row.
      // Columns absent from some objects: the column default, an identity column its sequence.
      const defaultOf = (c: Column): string | null => c.default ?? (c.identity
        ? `nextval(pg_get_serial_sequence(${p.add(`${qi(table.schema)}.${qi(table.name)}`)}, ${p.add(c.name)}))`
        : null);
      const defs = cols.map((c) => table.columnMap.get(c)!).filter((c) => c.default !== null || c.identity);
      if (defs.length) {
        const build = defs.map((c) => `${p.add(c.name)}::text, ${defaultOf(c)}`).join(', ');
        records = `(SELECT jsonb_agg(jsonb_build_object(${build}) || pgrst_e) FROM jsonb_array_elements(${bodyParam}::jsonb) AS pgrst_e)`;
        fn = 'jsonb_to_recordset';
      }
    }
    source = `SELECT ${cols.map((c) => `pgrst_body.${qi(c)}`).join(', ')} FROM ${fn}(${records}) AS pgrst_body(${columnDefs(table, cols)})`;
  }
  if (merge) source += ` WHERE set_config('pgrst.inserted', (${counter} + 1)::text, true) <> '0'`;
  let onConflict = '';
  if (resolution) {
    const target2 = `(${conflictCols.map(qi).join(', ')})`;
    if (resolution === 'ignore-duplicates' || cols.length === 0) onConflict = ` ON CONFLICT ${target2} DO NOTHING`;
    else {
      onConflict = ` ON CONFLICT ${target2} DO UPDATE SET ${cols.map((c) => `${qi(c)} = EXCLUDED.${qi(c)}`).join(', ')}`;
      onConflict += ` WHERE set_config('pgrst.inserted', (${counter} - 1)::text, true) <> '-1'`;
    }
  }
  const extra = merge ? `nullif(current_setting('pgrst.inserted', true), '')::int AS inserted` : undefined;
  const tail = await mutationTail(r, caches, table, q, neg, p, extra);
  const colList = cols.length ? ` (${cols.map(qi).join(', ')})` : '';
  const sql = `WITH pgrst_source AS (INSERT INTO ${target}${colList} ${source}${onConflict} ${tail.returning}) ${tail.select}`;

  return inTx(r, false, async (tx) => {
    const row = await runOne(tx, sql, p, r);
    const n = Number(row.page_total);
    if (neg.kind === 'object' && n !== 1) throw singularityError(n);
    checkMaxAffected(r, n);
    caches.written(table.schema, table.name, n);
    const inserted = merge ? Number(row.inserted ?? 0) : n;
    const status = merge && inserted <= 0 ? 200 : 201;
    const headers: Record<string, string> = { 'Content-Range': contentRange(1, 0, r.prefs.count ? n : null) };
    const applied = preferenceApplied({ ...r.prefs, resolution }, ['resolution', 'return', 'count', 'tx', 'missing', 'handling']);
    if (applied) headers['Preference-Applied'] = applied;
    if (r.prefs.return === 'headers-only') {
      const loc = locationHeader(table, row.body);
      if (loc) headers['Location'] = loc;
      return { status, headers, body: null };
    }
    if (r.prefs.return !== 'representation') return { status, headers, body: null };
    Object.assign(headers, jsonHeaders(neg));
    return { status, headers, body: finishBody(neg, row.body, headers) };
  });
}

/** pg-safeupdate (which Supabase loads for the API) rejects UPDATE/DELETE without a WHERE. */
function requireWhere(kind: 'UPDATE' | 'DELETE', where: string[], q: ParsedQuery): void {
  if (where.length === 0 && (q.ranges.get('')?.limit ?? null) === null) {
    throw new RestError(400, '21000', `${kind} requires a WHERE clause`);
  }
}

/** `WHERE` for UPDATE/DELETE: root filters; with limit/offset, the ctids of the first matching rows. */
function mutationWhere(p: Params, table: Table, q: ParsedQuery): string[] {
  const node: Node = { source: tableSource(table), items: [], embeds: [], where: rootConds(q), order: [], limit: null, offset: null };
  const where = node.where.map((c) => condSql(p, node, c));
  const range = q.ranges.get('');
  if (range && (range.limit !== null || range.offset !== null)) {
    const t = qi(table.name);
    const order = (q.order.find((o) => o.path.length === 0)?.value ?? []).map((term) => orderTermSql(p, table.name, term, table.columns));
    let inner = `SELECT ${t}.ctid FROM ${qi(table.schema)}.${t} AS ${t}`;
    if (where.length) inner += ` WHERE ${where.join(' AND ')}`;
    if (order.length) inner += ` ORDER BY ${order.join(', ')}`;
    if (range.limit !== null) inner += ` LIMIT ${p.add(String(range.limit))}::bigint`;
    if (range.offset !== null) inner += ` OFFSET ${p.add(String(range.offset))}::bigint`;
    return [`${t}.ctid = ANY(ARRAY(${inner}))`];
  }
  return where;
}

async function update(r: Req, caches: CacheAccess, table: Table): Promise<Reply> {
  const neg = negotiateReq(r);
  const q = parseQuery(r.url.searchParams, undefined, { aggregates: r.ctx.cfg.rest?.aggregates });
  const { value, text } = await readJson(r);
  if (!isPlainObject(value)) throw invalidBody('Empty or invalid json');
  let cols = q.columns ?? Object.keys(value);
  cols = [...new Set(cols)];
  for (const c of cols) if (!table.columnMap.has(c)) throw columnNotFound(table.name, c);
  const p = new Params();
  const where = mutationWhere(p, table, q);
  requireWhere('UPDATE', where, q);
  const tail = await mutationTail(r, caches, table, q, neg, p);
  let mutation: string;
  if (cols.length === 0) {
    // Nothing to set: affect no rows (PostgREST selects from the table WHERE false).
    mutation = `SELECT ${qi(table.name)}.* FROM ${qi(table.schema)}.${qi(table.name)} AS ${qi(table.name)} WHERE false`;
  } else {
    const bodyParam = p.add(text);
    mutation = `UPDATE ${qi(table.schema)}.${qi(table.name)} AS ${qi(table.name)} SET ${cols.map((c) => `${qi(c)} = pgrst_body.${qi(c)}`).join(', ')}`
      + ` FROM json_to_record(${bodyParam}::json) AS pgrst_body(${columnDefs(table, cols)})`
      + (where.length ? ` WHERE ${where.join(' AND ')}` : '') + ` ${tail.returning}`;
  }
  const sql = `WITH pgrst_source AS (${mutation}) ${tail.select}`;
  return inTx(r, false, async (tx) => {
    const row = await runOne(tx, sql, p, r);
    const n = Number(row.page_total);
    if (neg.kind === 'object' && n !== 1) throw singularityError(n);
    checkMaxAffected(r, n);
    caches.written(table.schema, table.name, n);
    const headers: Record<string, string> = { 'Content-Range': contentRange(0, n - 1, r.prefs.count ? n : null) };
    const applied = preferenceApplied(r.prefs, ['return', 'count', 'tx', 'missing', 'handling', 'max-affected']);
    if (applied) headers['Preference-Applied'] = applied;
    if (r.prefs.return !== 'representation') return { status: 204, headers, body: null };
    Object.assign(headers, jsonHeaders(neg));
    return { status: 200, headers, body: finishBody(neg, row.body, headers) };
  });
}

async function remove(r: Req, caches: CacheAccess, table: Table): Promise<Reply> {
  const neg = negotiateReq(r);
  const q = parseQuery(r.url.searchParams, undefined, { aggregates: r.ctx.cfg.rest?.aggregates });
  const p = new Params();
  const where = mutationWhere(p, table, q);
  requireWhere('DELETE', where, q);
  const tail = await mutationTail(r, caches, table, q, neg, p);
  const sql = `WITH pgrst_source AS (DELETE FROM ${qi(table.schema)}.${qi(table.name)} AS ${qi(table.name)}`
    + (where.length ? ` WHERE ${where.join(' AND ')}` : '') + ` ${tail.returning}) ${tail.select}`;
  return inTx(r, false, async (tx) => {
    const row = await runOne(tx, sql, p, r);
    const n = Number(row.page_total);
    if (neg.kind === 'object' && n !== 1) throw singularityError(n);
    checkMaxAffected(r, n);
    caches.written(table.schema, table.name, n);
    const headers: Record<string, string> = { 'Content-Range': contentRange(1, 0, r.prefs.count ? n : null) };
    const applied = preferenceApplied(r.prefs, ['return', 'count', 'tx', 'handling', 'max-affected']);
    if (applied) headers['Preference-Applied'] = applied;
    if (r.prefs.return !== 'representation') return { status: 204, headers, body: null };
    Object.assign(headers, jsonHeaders(neg));
    return { status: 200, headers, body: finishBody(neg, row.body, headers) };
  });
}

// ---------------------------------------------------------------------------------------------
// RPC

const JSONISH = new Set(['json', 'jsonb']);

/** The request body's media type as PostgREST tells them apart for RPC (absent: JSON). */
type BodyMedia = 'json' | 'text' | 'xml' | 'octet' | 'other';

function bodyMedia(contentType: string | undefined): BodyMedia {
  const t = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (t === '' || t === 'application/json' || t === '*/*') return 'json';
  if (t === 'text/plain') return 'text';
  if (t === 'text/xml') return 'xml';
  if (t === 'application/octet-stream') return 'octet';
  return 'other';
}

const RAW_TYPES: Record<BodyMedia, string[]> = { json: ['json', 'jsonb'], text: ['text'], xml: ['xml'], octet: ['bytea'], other: [] };

interface Call {
  routine: Routine;
  /** Named arguments, or the whole body as the single (unnamed or single-object) parameter. */
  args: { kind: 'named'; values: Record<string, unknown> } | { kind: 'single'; value: string | Buffer };
}

/**
 * PostgREST's findProc (Plan.hs): the overloads whose parameters the argument names fit (all
 * required ones given, the rest optional ones; a function without parameters only with no
 * arguments and no raw body); failing that, on POST, a function with a single parameter of the
 * body's media type (json/jsonb for JSON, text, xml, bytea), which takes the whole body when it is
 * unnamed. More than one candidate at either step is ambiguous (300 PGRST203, candidates in the
 * schema cache's order). None: 404 PGRST202 with noRpcHint's suggestion (Error.hs).
 */
function chooseRoutine(candidates: Routine[], schema: string, fn: string, keys: string[], isPost: boolean, singleObject: boolean, media: BodyMedia, cache: SchemaCache): Routine {
  const rawBody = isPost && (media === 'text' || media === 'xml' || media === 'octet');
  const keySet = new Set(keys);
  const matchesParams = (c: Routine): boolean => {
    if (singleObject) return c.params.length === 1 && JSONISH.has(c.params[0].type);
    if (c.params.length === 0) return keys.length === 0 && !rawBody;
    const req = new Set(c.params.filter((p) => !p.hasDefault).map((p) => p.name));
    const opt = new Set(c.params.filter((p) => p.hasDefault).map((p) => p.name));
    const rest = [...keySet].filter((k) => !opt.has(k));
    return rest.length === req.size && rest.every((k) => req.has(k));
  };
  // hasSingleUnnamedParam: PostgREST checks the one parameter's type, not its name.
  const singleParam = (c: Routine): boolean => isPost && c.params.length === 1 && RAW_TYPES[media].includes(c.params[0].type);
  const named: Routine[] = [];
  const fallback: Routine[] = [];
  for (const c of candidates) {
    if (matchesParams(c)) named.push(c);
    else if (singleParam(c)) fallback.push(c);
  }
  const pick = named.length ? named : fallback;
  if (pick.length === 1) return pick[0];
  if (pick.length > 1) throw ambiguousRpc(pick.map((m) => `${m.schema}.${m.name}(${m.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`));
  throw noRpc(schema, fn, keys, isPost, rawBody ? null : noRpcHint(cache, schema, fn, keys, candidates), media);
}

/**
 * Error.hs noRpcHint: with no function of that name, the closest function name in the schema;
 * otherwise the closest of the overloads' parameter lists, each written `(a, b)` sorted, against
 * the argument names written the same way.
 */
function noRpcHint(cache: SchemaCache, schema: string, fn: string, keys: string[], overloads: Routine[]): string | null {
  const listToText = (names: string[]) => `(${[...names].sort().join(', ')})`;
  let found: string | null;
  if (overloads.length === 0) {
    const names = [...cache.routines.values()].filter((l) => l[0]?.schema === schema).map((l) => l[0].name);
    found = fuzzyGetOne(fn, names);
  } else {
    const best = fuzzyGetOne(listToText(keys), overloads.map((o) => listToText(o.params.map((p) => p.name))));
    found = best === null ? null : `${fn}${best}`;
  }
  return found === null ? null : `Perhaps you meant to call the function ${schema}.${found}`;
}

function callSql(p: Params, schema: string, call: Call): { from: string; callExpr: string } {
  const fn = `${qi(schema)}.${qi(call.routine.name)}`;
  if (call.args.kind === 'single') {
    return { from: '', callExpr: `${fn}(${p.add(call.args.value)}::${call.routine.params[0].type})` };
  }
  const values = call.args.values;
  const used = call.routine.params.filter((prm) => prm.name in values);
  if (used.length === 0) return { from: '', callExpr: `${fn}()` };
  const argsParam = p.add(JSON.stringify(values));
  const defs = used.map((prm) => `${qi(prm.name)} ${prm.type}`).join(', ');
  const named = used.map((prm) => `${prm.variadic ? 'VARIADIC ' : ''}${qi(prm.name)} := pgrst_args.${qi(prm.name)}`).join(', ');
  return { from: `json_to_record(${argsParam}::json) AS pgrst_args(${defs})`, callExpr: `${fn}(${named})` };
}

async function rpc(r: Req, caches: CacheAccess, fnName: string): Promise<Reply> {
  if (!['GET', 'HEAD', 'POST'].includes(r.method)) throw invalidRpcMethod(r.method);
  const neg = negotiateReq(r);
  const isPost = r.method === 'POST';
  const media = bodyMedia(header(r.req, 'content-type'));
  let bodyArgs: Record<string, unknown> = {};
  let bodyText = '{}';
  let rawBody: Buffer | null = null;
  let singleObject = r.prefs.params === 'single-object';
  if (isPost) {
    const buf = await readBody(r.req, r.ctx.cfg.maxBodyBytes);
    if (media === 'text' || media === 'xml' || media === 'octet') rawBody = buf;
    else {
      bodyText = buf.toString('utf8');
      if (bodyText.trim() === '') bodyText = '{}';
      let parsed: unknown;
      try {
        parsed = JSON.parse(bodyText);
      } catch {
        throw invalidBody('Empty or invalid json');
      }
      if (isPlainObject(parsed)) bodyArgs = parsed;
      else if (Array.isArray(parsed)) singleObject = true; // only a single json param can take an array
      else throw invalidBody('Empty or invalid json');
    }
  }
  const plan = await withFreshCache(caches, (cache) => {
    const candidates = cache.routines.get(`${r.schema}.${fnName}`) ?? [];
    // QueryParams.hs: a plain key whose value carries no operator is an argument (on POST the
    // body's keys are, and such query parameters are ignored); the others filter the result.
    const q = parseQuery(r.url.searchParams, (_k, v) => !looksLikeFilter(v), { aggregates: r.ctx.cfg.rest?.aggregates });
    const values: Record<string, unknown> = isPost ? bodyArgs : {};
    if (!isPost) {
      for (const [k, v] of q.rpcArgs) {
        // Repeated keys build an array (for array / variadic parameters).
        values[k] = k in values ? ([] as unknown[]).concat(values[k], v) : v;
      }
    }
    const routine = chooseRoutine(candidates, r.schema, fnName, Object.keys(values), isPost, singleObject, media, cache);
    return { routine, q, values };
  });
  const { routine, q } = plan;
  // A function with one unnamed parameter (or params=single-object) is called positionally with
  // the whole body: its text for JSON, the raw bytes/text otherwise (PostgREST's OnePosParam).
  const positional = singleObject || (routine.params.length === 1 && routine.params[0].name === '');
  const single = rawBody !== null
    ? (routine.params[0]?.type === 'bytea' ? rawBody : rawBody.toString('utf8'))
    : isPost ? bodyText : JSON.stringify(plan.values);
  const call: Call = { routine, args: positional ? { kind: 'single', value: single } : { kind: 'named', values: plan.values } };
  // max-affected counts the rows a function returns, so it needs SETOF/TABLE (PGRST128).
  const ret0 = routine.returns;
  const strictMax = r.prefs.handling === 'strict' && r.prefs.maxAffected !== null;
  if (strictMax && !(ret0.kind !== 'void' && ret0.setof)) {
    throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
  }
  const p = new Params();
  const { from, callExpr } = callSql(p, r.schema, call);
  const head = r.method === 'HEAD';
  const ret = routine.returns;
  let sql: string;
  let offset = 0;
  let rpcCountSql = '';
  const rpcCountParams = new Params();
  if (ret.kind === 'void' || ret.kind === 'scalar') {
    const inner = `SELECT ${callExpr} AS ${qi('pgrst_scalar')}${from ? ` FROM ${from}` : ''}`;
    const shape: BodyShape = head || ret.kind === 'void' ? 'none' : ret.setof ? 'scalarArray' : 'scalar';
    sql = wrapBody(inner, shape);
  } else {
    const fromItem = from ? `${from}, LATERAL ${callExpr}` : callExpr;
    const source: Source = ret.kind === 'table'
      ? { from: fromItem, alias: routine.name, table: ret.table, columns: ret.table.columns, name: routine.name }
      : { from: fromItem, alias: routine.name, table: null, columns: ret.columns, name: routine.name };
    const root = await withFreshCache(caches, () => planRead(source, q, { schema: r.schema }));
    if (ret.setof) offset = applyRootRange(r, root, true);
    if (r.prefs.count === 'exact') rpcCountSql = nodeSql(p, root, { mode: 'count' });
    else if (r.prefs.count) {
      // its own statement: the call's arguments (already in p) and the count's own parameters
      rpcCountParams.values = [...p.values];
      rpcCountSql = nodeSql(rpcCountParams, root, { mode: 'count' });
    }
    const total = r.prefs.count === 'exact' ? `(SELECT pg_catalog.count(*) FROM (${rpcCountSql}) AS pgrst_c)` : undefined;
    const shape: BodyShape = head ? 'none' : neg.kind === 'object' || !ret.setof ? 'object' : shapeFor(neg, false);
    sql = wrapBody(nodeSql(p, root, { mode: 'select' }), shape, { total, stripNulls: neg.stripNulls });
  }
  // GET/HEAD calls run read-only, as PostgREST does (a writing function then fails with 25006 → 405).
  return inTx(r, !isPost, async (tx) => {
    const row = await runOne(tx, sql, p, r);
    const pageTotal = Number(row.page_total);
    if (strictMax) checkMaxAffected(r, pageTotal);
    if (rpcCountSql && (r.prefs.count === 'planned' || r.prefs.count === 'estimated')) row.total = await estimateTotal(tx, r, rpcCountSql, rpcCountParams);
    // Scalar results are never paged, so their total is the page.
    const total = ret.kind === 'scalar' && r.prefs.count ? pageTotal : num(row.total);
    if (neg.kind === 'object' && (ret.kind === 'table' || ret.kind === 'composite') && ret.setof && pageTotal !== 1) throw singularityError(pageTotal);
    const { status, contentRange: cr } = rangeStatus(offset, pageTotal, total);
    if (status === 416) throw invalidRange(`An offset of ${offset} was requested, but there are only ${total ?? 0} rows.`);
    const headers: Record<string, string> = { 'Content-Range': cr };
    const applied = preferenceApplied(r.prefs, ['count', 'tx', 'handling', 'max-affected']);
    if (applied) headers['Preference-Applied'] = applied;
    if (ret.kind === 'void') return { status: 204, headers, body: null };
    Object.assign(headers, jsonHeaders(neg));
    return { status, headers, body: finishBody(neg, row.body, headers) };
  });
}
