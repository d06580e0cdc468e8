// What every API module shares: the config, the database, and the caller's identity as the
// Supabase gateway (Kong) + PostgREST derive it from the apikey and Authorization headers.
import net from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { jwtKeysOf, type ServerConfig } from '../config.ts';
import { sqlLiteral, type Db, type Queryable } from '../db/index.ts';
import { JwtError, signJwt, verifyJwt, type JwtClaims } from '../jwt.ts';

export interface AppContext {
  cfg: ServerConfig;
  db: Db;
  /** Hooks modules use to talk to each other (e.g. realtime wants to know about commits). */
  events: import('node:events').EventEmitter;
}

export interface RequestAuth {
  /** Effective database role: anon, authenticated, service_role, ... */
  role: string;
  /** JWT claims with `role` forced to the effective role (PostgREST semantics). */
  claims: JwtClaims;
  /** The verified bearer token (null when the role came from no token at all). */
  token: string | null;
  /** Set when a token was presented but is invalid or expired. */
  error: JwtError | null;
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(authorization: string | undefined | null): string | null {
  if (!authorization || !/^bearer\s+/i.test(authorization)) return null;
  return authorization.replace(/^bearer\s+/i, '').trim() || null;
}

/**
 * The bearer token the gateway would forward (Supabase CLI kong.yml BearerToken logic, with the
 * hosted rule for the opaque keys, docs guides/api/api-keys "Known limitations"): a JWT in
 * Authorization goes through as is; `Bearer sb_…` counts only as the apikey it equals, so an opaque
 * key in Authorization alone (or beside a different apikey) never chooses the role; the apikey
 * header maps the secret key to the service role JWT and the publishable key to the anon JWT.
 */
export function gatewayToken(cfg: ServerConfig, authorization: string | undefined, apikey: string | undefined): string | null {
  const t = bearerToken(authorization);
  if (t && !t.startsWith('sb_')) return t;
  const key = apikey?.trim();
  if (!key) return null;
  if (key === cfg.secretKey) return cfg.serviceRoleKey;
  if (key === cfg.publishableKey) return cfg.anonKey;
  if (key.startsWith('sb_')) return null;
  return key;
}

/** What the hosted API gateway answers a secret key sent from a browser (docs guides/api/api-keys). */
export const SECRET_KEY_IN_BROWSER = {
  status: 401,
  body: {
    message: 'Forbidden use of secret API key in browser',
    hint: 'Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!',
  },
  headers: { 'sb-error-code': 'UNAUTHORIZED_INVALID_API_KEY_TYPE' },
} as const;

/**
 * Whether the request carries the secret key (the apikey header, or `?apikey=` where Realtime takes
 * it) with a browser's User-Agent. Hosted Supabase "matches on the User-Agent header" and refuses it
 * with 401 whatever the service; browsers (and tools posing as one: PowerShell, Apps Script) send
 * `Mozilla/…`, server runtimes (Node, Deno, curl) do not.
 */
export function secretKeyFromBrowser(cfg: ServerConfig, req: IncomingMessage, url?: URL): boolean {
  const ua = header(req, 'user-agent') ?? '';
  if (!/\bMozilla\//i.test(ua)) return false;
  const keys = [header(req, 'apikey'), url?.searchParams.get('apikey') ?? undefined];
  return keys.some((k) => k?.trim() === cfg.secretKey);
}

export function resolveToken(cfg: ServerConfig, token: string | null): RequestAuth {
  if (!token) return { role: 'anon', claims: { role: 'anon' }, token: null, error: null };
  try {
    const claims = verifyJwt(token, jwtKeysOf(cfg));
    const role = typeof claims.role === 'string' && claims.role ? claims.role : 'anon';
    return { role, claims: { ...claims, role }, token, error: null };
  } catch (e) {
    const err = e instanceof JwtError ? e : new JwtError('invalid', 'JWT cryptographic operation failed');
    return { role: 'anon', claims: { role: 'anon' }, token, error: err };
  }
}

export function resolveAuth(cfg: ServerConfig, req: IncomingMessage): RequestAuth {
  return resolveToken(cfg, gatewayToken(cfg, header(req, 'authorization'), header(req, 'apikey')));
}

/** A JWT for the service role, for server-internal work done "as the platform". */
export function serviceAuth(cfg: ServerConfig): RequestAuth {
  return { role: 'service_role', claims: { role: 'service_role' }, token: cfg.serviceRoleKey, error: null };
}

export const ALLOWED_ROLES = new Set(['anon', 'authenticated', 'service_role']);

export interface CallerRequest {
  method?: string;
  path?: string;
  /** request headers, as an object or already as JSON */
  headers?: Record<string, string> | string;
  /** request cookies as JSON (PostgREST's request.cookies) */
  cookies?: string;
  /** search_path (default 'public, extensions') */
  searchPath?: string;
  readOnly?: boolean;
}

/**
 * The caller's settings as PostgREST's pre-request sets them: `role`, `request.jwt.claims` and
 * the legacy per-claim GUCs (auth.uid() reads either), the request's method, path, headers and
 * cookies, all transaction-local. Literal SQL, so it can travel with BEGIN in one round trip.
 */
export function callerSettingsSql(auth: Pick<RequestAuth, 'role' | 'claims'>, req: CallerRequest = {}): string {
  const c = auth.claims;
  const settings: [string, string][] = [
    ['search_path', req.searchPath ?? 'public, extensions'],
    ['role', auth.role],
    ['request.jwt.claims', JSON.stringify({ ...c, role: auth.role })],
    ['request.jwt.claim.sub', typeof c.sub === 'string' ? c.sub : ''],
    ['request.jwt.claim.role', auth.role],
    ['request.jwt.claim.email', typeof c.email === 'string' ? c.email : ''],
    ['request.method', req.method ?? ''],
    ['request.path', req.path ?? ''],
    ['request.headers', typeof req.headers === 'string' ? req.headers : JSON.stringify(req.headers ?? {})],
    ...(req.cookies !== undefined ? [['request.cookies', req.cookies] as [string, string]] : []),
    // allowed in a fresh transaction (read-write → read-only)
    ...(req.readOnly ? [['transaction_read_only', 'on'] as [string, string]] : []),
  ];
  return `select ${settings.map(([k, v]) => `set_config(${sqlLiteral(k)}, ${sqlLiteral(v)}, true)`).join(', ')}`;
}

/** Runs fn in one transaction as the caller (callerSettingsSql). */
export function withRole<T>(
  db: Db,
  auth: Pick<RequestAuth, 'role' | 'claims'>,
  fn: (tx: Queryable) => Promise<T>,
  req: CallerRequest = {},
): Promise<T> {
  return db.transaction(fn, callerSettingsSql(auth, req));
}

/** Becomes the caller inside a transaction that is already open. */
export async function setRole(tx: Queryable, auth: Pick<RequestAuth, 'role' | 'claims'>, req: CallerRequest = {}): Promise<void> {
  await tx.exec(callerSettingsSql(auth, req));
}

export function signAccessToken(cfg: ServerConfig, claims: JwtClaims): string {
  return signJwt(claims, jwtKeysOf(cfg));
}

// ------------------------------------------------------------------------------------------
// Small HTTP helpers

export class HttpError extends Error {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export class PayloadTooLargeError extends Error {}

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new PayloadTooLargeError('Payload too large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new PayloadTooLargeError('Payload too large');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export function send(res: ServerResponse, status: number, body: string | Buffer | null, headers: Record<string, string | number> = {}): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.statusCode = status;
  res.end(body ?? undefined);
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string | number> = {}): void {
  send(res, status, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function lowerHeaders(req: IncomingMessage, trustProxyHops = 0): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined || k === 'authorization' || k === 'cookie' || k === 'apikey') continue;
    out[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  }
  return withForwardedFor(out, req, trustProxyHops);
}

/**
 * The client-address headers the database reads (request.headers), as a gateway in front of
 * PostgREST and Storage forwards them: `x-forwarded-for` and `x-real-ip` are the client's address
 * as this server determines it — the socket's, or with `trustProxyHops` = n the n-th entry from the
 * right of the X-Forwarded-For received (the rule of auth/sessions.ts clientAddress: entries
 * further left are whatever the client wrote) — so a client cannot pick the address the database's
 * rate limits count. A client's own cf-connecting-ip is dropped (on hosted Supabase Cloudflare
 * sets it to the real address, and the database believes it first).
 */
export function withForwardedFor(headers: Record<string, string>, req: IncomingMessage, trustProxyHops = 0): Record<string, string> {
  delete headers['cf-connecting-ip'];
  const socket = req.socket?.remoteAddress ?? '';
  let addr = socket;
  if (trustProxyHops > 0) {
    const chain = (headers['x-forwarded-for'] ?? '').split(',').map((x) => x.trim()).filter(Boolean);
    const candidate = chain[Math.max(0, chain.length - trustProxyHops)];
    if (candidate && net.isIP(candidate)) addr = candidate;
  }
  if (addr.startsWith('::ffff:') && addr.includes('.')) addr = addr.slice(7);
  if (addr) {
    headers['x-forwarded-for'] = addr;
    headers['x-real-ip'] = addr;
  } else {
    delete headers['x-forwarded-for'];
    delete headers['x-real-ip'];
  }
  return headers;
}
