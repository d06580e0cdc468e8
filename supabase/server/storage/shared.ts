// What every storage route shares: the caller (as storage's jwt plugin sees it), JSON bodies,
// transactions as the caller, and the SQL shapes of buckets and objects.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext, RequestAuth } from '../http/context.ts';
import { lowerHeaders, readBody, resolveAuth, setRole, withRole, PayloadTooLargeError } from '../http/context.ts';
import type { Queryable } from '../db/index.ts';
import { JwtError } from '../jwt.ts';
import { ERRORS, StorageError } from './errors.ts';
import type { Disk } from './disk.ts';

export interface StorageCtx extends AppContext {
  disk: Disk;
}

export interface Call {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  /** Role and claims used for RLS (anon when the token is missing or invalid). */
  auth: RequestAuth;
  /** Whether a valid JWT was presented (storage's request.isAuthenticated). */
  authenticated: boolean;
  /** GUCs storage sets besides the JWT ones (request.method, request.path, request.headers). */
  extra: { method: string; path: string; headers: Record<string, string> };
}

export function makeCall(ctx: StorageCtx, req: IncomingMessage, res: ServerResponse, url: URL, path: string): Call {
  const auth = storageAuth(ctx, req);
  return {
    req,
    res,
    url,
    auth,
    authenticated: !!auth.token && !auth.error,
    extra: { method: req.method ?? 'GET', path: '/storage/v1' + path, headers: lowerHeaders(req, ctx.cfg.trustProxyHops ?? 0) },
  };
}

/**
 * The caller as Storage sees it. The gateway forwards any Authorization header that is not
 * `Bearer sb_…` unchanged (Supabase CLI kong.yml BearerToken: the apikey stands in only when the
 * header is absent), and Storage's jwt plugin takes `authorization.replace(/^Bearer\s+/i, '')` as the
 * token (supabase/storage src/http/plugins/jwt.ts). So a header that is not a bearer token
 * ("Basic …", a bare "Bearer", an empty value) is verified as it stands and refused, never
 * replaced by the apikey's role.
 */
function storageAuth(ctx: StorageCtx, req: IncomingMessage): RequestAuth {
  const raw = req.headers.authorization;
  const authorization = Array.isArray(raw) ? raw[0] : raw;
  if (authorization !== undefined && !/^bearer\s+\S/i.test(authorization)) {
    const token = authorization.replace(/^Bearer\s+/i, '');
    return { role: 'anon', claims: { role: 'anon' }, token, error: new JwtError('invalid', 'not a bearer token') };
  }
  return resolveAuth(ctx.cfg, req);
}

/** Wording of the JWT errors storage's clients know (jsonwebtoken's messages). */
function jwtMessage(auth: RequestAuth): string {
  if (!auth.token) return 'jwt must be provided';
  if (auth.error?.kind === 'expired') return 'jwt expired';
  const parts = auth.token.split('.');
  if (parts.length !== 3) return 'jwt malformed';
  // jsonwebtoken's order: an undecodable header or payload, then the algorithm, then the signature.
  const part = (x: string): Record<string, unknown> | null => {
    try {
      const v = JSON.parse(Buffer.from(x, 'base64url').toString('utf8'));
      return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
    } catch {
      return null;
    }
  };
  const header = part(parts[0]);
  if (!header || !part(parts[1])) return 'invalid token';
  // the algorithms Storage accepts with the project's JWKS (auth/jwt.ts getJWTAlgorithms)
  if (header.alg !== 'HS256' && header.alg !== 'ES256' && header.alg !== 'RS256') return 'invalid algorithm';
  return 'invalid signature';
}

/** Routes without storage's `allowInvalidJwt`: a missing or bad token is AccessDenied (403). */
export function requireJwt(call: Call): void {
  if (!call.authenticated) throw ERRORS.AccessDenied(jwtMessage(call.auth));
}

export function owner(call: Call): { owner: string | null; owner_id: string | null } {
  const sub = typeof call.auth.claims.sub === 'string' && call.authenticated ? call.auth.claims.sub : null;
  // `owner` is a uuid column (deprecated); `owner_id` keeps any sub.
  const isUuid = !!sub && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sub);
  return { owner: isUuid ? sub : null, owner_id: sub };
}

/** Fastify-style validation error (HTTP 400, body statusCode "400"). */
export function badRequest(message: string): StorageError {
  return new StorageError('InvalidRequest', 400, message, 'Bad Request');
}

export async function readJson(ctx: StorageCtx, req: IncomingMessage): Promise<Record<string, unknown>> {
  let buf: Buffer;
  try {
    buf = await readBody(req, ctx.cfg.maxBodyBytes);
  } catch (e) {
    if (e instanceof PayloadTooLargeError) throw new StorageError('EntityTooLarge', 413, 'Request body is too large', 'Payload too large');
    throw e;
  }
  if (buf.length === 0) return {};
  let v: unknown;
  try {
    v = JSON.parse(buf.toString('utf8'));
  } catch {
    throw badRequest('Body is not valid JSON');
  }
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw badRequest('body must be object');
  return v as Record<string, unknown>;
}

/** One transaction as the caller (role + JWT claims GUCs), as storage's per-request scope. */
export function asCaller<T>(ctx: StorageCtx, call: Call, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return withRole(ctx.db, call.auth, fn, call.extra);
}

/**
 * Lets this transaction delete rows of storage.objects and storage.buckets: Storage's
 * storage.protect_delete() trigger refuses a DELETE there unless storage.allow_delete_query is
 * set, which only the Storage API does (db/bootstrap.sql). Call it right before the delete.
 */
export async function allowStorageDelete(tx: Queryable): Promise<void> {
  await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
}

/** Back to the connection's own (privileged) role inside a caller transaction. */
export async function becomeSuperuser(tx: Queryable): Promise<void> {
  await tx.query('set local role none');
}

export async function becomeCaller(tx: Queryable, call: Call): Promise<void> {
  await setRole(tx, call.auth, call.extra);
}

/** Sentinel used to roll back a permission test. */
class Rollback extends Error {}

/** Runs fn as the caller and rolls back: storage's testPermission (RLS errors surface as thrown). */
export async function testPermission(ctx: StorageCtx, call: Call, fn: (tx: Queryable) => Promise<void>): Promise<void> {
  try {
    await asCaller(ctx, call, async (tx) => {
      await fn(tx);
      throw new Rollback();
    });
  } catch (e) {
    if (!(e instanceof Rollback)) throw e;
  }
}

/** Timestamps as JavaScript's toISOString prints them (what storage's JSON carries). */
export const iso = (col: string) => `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const OBJECT_COLUMNS = `id, bucket_id, name, owner, owner_id, version, metadata, user_metadata,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at, ${iso('last_accessed_at')} as last_accessed_at`;

export interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
}

export interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
}

export async function findObject(q: Queryable, bucket: string, name: string, forUpdate = false): Promise<ObjectRow | null> {
  const r = await q.query<ObjectRow>(
    `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2${forUpdate ? ' for update' : ''}`,
    [bucket, name],
  );
  return r.rows[0] ?? null;
}

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  public: boolean;
  type: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string | null;
  updated_at: string | null;
}

export const BUCKET_COLUMNS = `id, name, owner, owner_id, coalesce(public, false) as public, type,
  file_size_limit::float8 as file_size_limit, allowed_mime_types,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at`;

export async function findBucket(q: Queryable, id: string): Promise<BucketRow | null> {
  const r = await q.query<BucketRow>(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** `%` and `_` taken literally in a LIKE pattern. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);
