// /storage/v1/object/*: upload, download, info, signed URLs, list, remove, move, copy.
// Every read and write of storage.objects runs as the caller (RLS decides), as storage does;
// only bookkeeping (the bucket lookup, the current version to clean up) runs privileged.
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import type { Queryable } from '../db/index.ts';
import { sendJson, serviceAuth } from '../http/context.ts';
import { JwtError, signJwt, verifyJwt } from '../jwt.ts';
import { ERRORS, StorageError } from './errors.ts';
import { mustBeValidBucketName, mustBeValidKey } from './disk.ts';
import { renderObject } from './render.ts';
import { renderTransformed, signedTransformations, transformFromBody, transformFromQuery, transformFromString, type TransformOptions } from './transform.ts';
import { receiveUpload } from './upload.ts';
import {
  allowStorageDelete,
  asCaller, badRequest, becomeCaller, becomeSuperuser, escapeLike, findBucket, findObject, iso, owner, readJson,
  requireJwt, testPermission, OBJECT_COLUMNS,
  type BucketRow, type Call, type ObjectMetadata, type ObjectRow, type StorageCtx,
} from './shared.ts';

const VERSION_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** storage's signedUploadUrlExpirationTime default. */
const SIGNED_UPLOAD_TTL = 2 * 60 * 60;

function fileOf(ctx: StorageCtx, obj: ObjectRow): string | null {
  if (!obj.version || !VERSION_RE.test(obj.version)) return null;
  return ctx.disk.versionPath(obj.bucket_id, obj.name, obj.version);
}

async function bucketOrThrow(ctx: StorageCtx, id: string): Promise<BucketRow> {
  mustBeValidBucketName(id);
  const b = await findBucket(ctx.db, id);
  if (!b) throw ERRORS.NoSuchBucket();
  return b;
}

// ------------------------------------------------------------------------------------------
// Upload

interface RowWrite {
  id: string;
  bucket: string;
  name: string;
  owner: string | null;
  owner_id: string | null;
  version: string;
  metadata: ObjectMetadata;
  userMetadata: Record<string, unknown> | null;
}

/** The INSERT (or upsert) storage runs as the caller; no RETURNING, so SELECT is not needed. */
async function writeRow(tx: Queryable, w: RowWrite, upsert: boolean): Promise<void> {
  await tx.query(
    `insert into storage.objects (id, bucket_id, name, owner, owner_id, version, metadata, user_metadata)
     values ($1, $2, $3, $4, $5, $6, $7, $8)` +
      (upsert
        ? ` on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
              version = excluded.version, metadata = excluded.metadata, user_metadata = excluded.user_metadata,
              updated_at = now(), last_accessed_at = now()`
        : ''),
    [w.id, w.bucket, w.name, w.owner, w.owner_id, w.version, JSON.stringify(w.metadata), w.userMetadata === null ? null : JSON.stringify(w.userMetadata)],
  );
}

/**
 * Serializes writers of the same object for the rest of the transaction (storage's
 * waitObjectLock), so the version a write replaces is known exactly and its file removed.
 * Several keys are locked in a fixed order to avoid deadlocks between opposite moves.
 */
async function lockObjects(tx: Queryable, ...keys: [string, string][]): Promise<void> {
  const ids = [...new Set(keys.map(([b, n]) => `${b}/${n}`))].sort();
  for (const id of ids) await tx.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, ['storage.objects:' + id]);
}

interface UploadTarget {
  bucket: BucketRow;
  key: string;
  upsert: boolean;
  owner: { owner: string | null; owner_id: string | null };
}

/**
 * The whole upload: permission test (rolled back) before the body is read, the body into a temp
 * file, then one transaction that writes the row as the caller and renames the file into place.
 * If that transaction fails the new file is removed; once it commits the replaced version goes.
 */
async function storeUpload(ctx: StorageCtx, call: Call, t: UploadTarget): Promise<{ id: string }> {
  const dummy: RowWrite = {
    id: crypto.randomUUID(), bucket: t.bucket.id, name: t.key, ...t.owner, version: crypto.randomUUID(), metadata: {}, userMetadata: null,
  };
  await testPermission(ctx, call, (tx) => writeRow(tx, dummy, t.upsert));

  const bucketLimit = t.bucket.file_size_limit;
  const maxBytes = bucketLimit !== null && bucketLimit > 0 ? Math.min(bucketLimit, ctx.cfg.maxUploadBytes) : ctx.cfg.maxUploadBytes;
  const file = await receiveUpload(call.req, ctx.disk, { maxBytes, allowedMimeTypes: t.bucket.allowed_mime_types });

  const version = crypto.randomUUID();
  const metadata: ObjectMetadata = {
    eTag: `"${file.md5}"`,
    size: file.size,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
  let placed: string | null = null;
  let out: { id: string; replaced: string | null };
  try {
    out = await asCaller(ctx, call, async (tx) => {
      await becomeSuperuser(tx);
      await lockObjects(tx, [t.bucket.id, t.key]);
      const current = await findObject(tx, t.bucket.id, t.key, true);
      await becomeCaller(tx, call);
      await writeRow(tx, { id: crypto.randomUUID(), bucket: t.bucket.id, name: t.key, ...t.owner, version, metadata, userMetadata: file.userMetadata }, t.upsert);
      await becomeSuperuser(tx);
      const row = await findObject(tx, t.bucket.id, t.key);
      placed = await ctx.disk.commitTemp(file.tmpPath, t.bucket.id, t.key, version);
      return { id: row!.id, replaced: current?.version ?? null };
    });
  } catch (e) {
    // Rolled back: the new bytes must not stay behind.
    await fsp.rm(file.tmpPath, { force: true });
    if (placed) await ctx.disk.removeFile(placed);
    throw e;
  }
  await ctx.disk.removeVersion(t.bucket.id, t.key, out.replaced);
  return { id: out.id };
}

async function upload(ctx: StorageCtx, call: Call, bucketId: string, key: string, upsert: boolean): Promise<void> {
  requireJwt(call);
  const bucket = await bucketOrThrow(ctx, bucketId);
  mustBeValidKey(key);
  const { id } = await storeUpload(ctx, call, { bucket, key, upsert, owner: owner(call) });
  sendJson(call.res, 200, { Id: id, Key: `${bucketId}/${key}` });
}

// ------------------------------------------------------------------------------------------
// Download, HEAD, info

type Access = 'public' | 'authenticated' | 'default';

/** Finds an object the way storage's getObject/getPublicObject/getObjectInfo routes do. */
async function locate(ctx: StorageCtx, call: Call, bucketId: string, key: string, access: Access): Promise<ObjectRow> {
  mustBeValidBucketName(bucketId);
  if (access === 'authenticated') requireJwt(call);
  const bucket = await findBucket(ctx.db, bucketId);
  if (access === 'public') {
    // Public route: the bucket must be public; no RLS at all.
    if (!bucket?.public) throw ERRORS.NoSuchBucket();
  } else {
    if (!call.authenticated && !bucket?.public) throw ERRORS.AccessDenied('Access denied to this bucket');
    if (!bucket) throw ERRORS.NoSuchBucket();
  }
  mustBeValidKey(key);
  const obj = bucket.public || access === 'public'
    ? await findObject(ctx.db, bucketId, key)
    : await asCaller(ctx, call, (tx) => findObject(tx, bucketId, key));
  if (!obj) throw ERRORS.NoSuchKey();
  return obj;
}

async function download(ctx: StorageCtx, call: Call, bucketId: string, key: string, access: Access, head: boolean): Promise<void> {
  // A second look when the file vanished between reading the row and opening it (a concurrent
  // upsert committed and removed the old version): the row then names the new version.
  for (let attempt = 0; attempt < 2; attempt++) {
    const obj = await locate(ctx, call, bucketId, key, access);
    if (await renderObject(call.req, call.res, obj, fileOf(ctx, obj), { download: call.url.searchParams.get('download'), head })) return;
  }
  throw ERRORS.NoSuchKey();
}

async function info(ctx: StorageCtx, call: Call, bucketId: string, key: string, access: Access): Promise<void> {
  const obj = await locate(ctx, call, bucketId, key, access);
  const md = obj.metadata ?? {};
  sendJson(call.res, 200, {
    id: obj.id,
    version: obj.version,
    name: obj.name,
    bucket_id: obj.bucket_id,
    size: md.size ?? null,
    content_type: md.mimetype ?? null,
    cache_control: md.cacheControl ?? null,
    etag: md.eTag ?? null,
    metadata: obj.user_metadata ?? {},
    last_modified: md.lastModified ?? obj.updated_at,
    created_at: obj.created_at,
  });
}

// ------------------------------------------------------------------------------------------
// Signed URLs

function expiresInOf(body: Record<string, unknown>): number {
  const v = body.expiresIn;
  if (v === undefined) throw badRequest("body must have required property 'expiresIn'");
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw badRequest('body/expiresIn must be >= 1');
  return n;
}

function signUrlToken(ctx: StorageCtx, url: string, expiresIn: number, extra: Record<string, unknown> = {}): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ url, ...extra, iat, exp: iat + expiresIn }, ctx.cfg.jwtSecret);
}

async function createSignedUrl(ctx: StorageCtx, call: Call, bucketId: string, key: string): Promise<void> {
  requireJwt(call);
  const body = await readJson(ctx, call.req);
  const expiresIn = expiresInOf(body);
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  // Signing needs read access: the object is looked up as the caller.
  const obj = await asCaller(ctx, call, (tx) => findObject(tx, bucketId, key));
  if (!obj) throw ERRORS.NoSuchKey();
  const url = `${bucketId}/${key}`;
  // As Storage's getSignedURL.ts and ObjectStorage.signObjectUrl: the token carries
  // `transformations` (signedTransformations) and `format` (`transform.format || ''`), each only
  // when not empty; with transformations the URL is the image renderer's, else the object's (a
  // lone `format: 'origin'` signs a plain object URL).
  const transform = transformFromBody(body.transform) ?? {};
  const claims: Record<string, string> = {};
  const transformations = signedTransformations(transform);
  if (transformations) claims.transformations = transformations;
  if (transform.format) claims.format = transform.format;
  const route = transformations ? 'render/image' : 'object';
  sendJson(call.res, 200, { signedURL: `/${route}/sign/${url}?token=${signUrlToken(ctx, url, expiresIn, claims)}` });
}

async function createSignedUrls(ctx: StorageCtx, call: Call, bucketId: string): Promise<void> {
  requireJwt(call);
  const body = await readJson(ctx, call.req);
  const expiresIn = expiresInOf(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.some((p) => typeof p !== 'string')) {
    throw badRequest("body must have required property 'paths'");
  }
  mustBeValidBucketName(bucketId);
  const visible = await asCaller(ctx, call, (tx) =>
    tx.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name = any($2::text[])`, [bucketId, paths]));
  const found = new Set(visible.rows.map((r) => r.name));
  sendJson(call.res, 200, (paths as string[]).map((p) => {
    if (!found.has(p)) return { error: 'Either the object does not exist or you do not have access to it', path: p, signedURL: null };
    const url = `${bucketId}/${p}`;
    return { error: null, path: p, signedURL: `/object/sign/${url}?token=${signUrlToken(ctx, url, expiresIn)}` };
  }));
}

function verifyUrlToken(ctx: StorageCtx, call: Call, bucketId: string, key: string): Record<string, unknown> {
  const token = call.url.searchParams.get('token');
  if (!token) throw badRequest("querystring must have required property 'token'");
  let claims: Record<string, unknown>;
  try {
    claims = verifyJwt(token, ctx.cfg.jwtSecret);
  } catch (e) {
    const msg = e instanceof JwtError && e.kind === 'expired' ? 'jwt expired'
      : e instanceof JwtError && e.message.startsWith('Expected 3 parts') ? 'jwt malformed' : 'invalid signature';
    throw ERRORS.InvalidJWT(msg);
  }
  if (claims.url !== `${bucketId}/${key}`) throw ERRORS.InvalidSignature('The url do not match the signature');
  return claims;
}

async function getSigned(ctx: StorageCtx, call: Call, bucketId: string, key: string, head: boolean): Promise<void> {
  const claims = verifyUrlToken(ctx, call, bucketId, key);
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  // The token is the permission: read without RLS, as storage does.
  for (let attempt = 0; attempt < 2; attempt++) {
    const obj = await findObject(ctx.db, bucketId, key);
    if (!obj) break;
    const sent = await renderObject(call.req, call.res, obj, fileOf(ctx, obj), {
      download: call.url.searchParams.get('download'),
      head,
      expires: typeof claims.exp === 'number' ? new Date(claims.exp * 1000).toUTCString() : undefined,
    });
    if (sent) return;
  }
  throw ERRORS.NoSuchKey();
}

async function createSignedUploadUrl(ctx: StorageCtx, call: Call, bucketId: string, key: string): Promise<void> {
  requireJwt(call);
  const bucket = await bucketOrThrow(ctx, bucketId);
  mustBeValidKey(key);
  const upsert = call.req.headers['x-upsert'] === 'true';
  const who = owner(call);
  await testPermission(ctx, call, (tx) => writeRow(tx, {
    id: crypto.randomUUID(), bucket: bucket.id, name: key, ...who, version: crypto.randomUUID(), metadata: {}, userMetadata: null,
  }, upsert));
  const url = `${bucketId}/${key}`;
  const token = signUrlToken(ctx, url, SIGNED_UPLOAD_TTL, { owner: who.owner_id ?? undefined, upsert });
  sendJson(call.res, 200, { url: `/object/upload/sign/${url}?token=${token}`, token });
}

async function uploadToSignedUrl(ctx: StorageCtx, call: Call, bucketId: string, key: string): Promise<void> {
  const claims = verifyUrlToken(ctx, call, bucketId, key);
  const bucket = await bucketOrThrow(ctx, bucketId);
  mustBeValidKey(key);
  // The token stands for the permission checked when it was made: write as the platform,
  // recording the owner named in the token.
  const sub = typeof claims.owner === 'string' ? claims.owner : null;
  const platform: Call = { ...call, auth: serviceAuth(ctx.cfg), authenticated: true };
  const isUuid = !!sub && VERSION_RE.test(sub.toLowerCase());
  const { id } = await storeUpload(ctx, platform, {
    bucket, key, upsert: claims.upsert === true, owner: { owner: isUuid ? sub : null, owner_id: sub },
  });
  sendJson(call.res, 200, { Id: id, Key: `${bucketId}/${key}` });
}

// ------------------------------------------------------------------------------------------
// List (storage.search semantics: one folder level under `prefix`, folders first)

const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

async function list(ctx: StorageCtx, call: Call, bucketId: string): Promise<void> {
  requireJwt(call);
  mustBeValidBucketName(bucketId);
  const body = await readJson(ctx, call.req);
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  if (body.prefix === undefined) throw badRequest("body must have required property 'prefix'");
  // storage: a non-empty prefix is always a folder.
  if (prefix.length > 0 && !prefix.endsWith('/')) prefix += '/';
  const levels = prefix ? prefix.split('/').length : 1;
  const limit = Number.isInteger(body.limit) && (body.limit as number) > 0 ? (body.limit as number) : 100;
  const offset = Number.isInteger(body.offset) && (body.offset as number) >= 0 ? (body.offset as number) : 0;
  const search = typeof body.search === 'string' ? body.search : '';
  const sortBy = (body.sortBy && typeof body.sortBy === 'object' ? body.sortBy : {}) as { column?: unknown; order?: unknown };
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const order = typeof sortBy.order === 'string' && sortBy.order.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const pattern = escapeLike(prefix) + escapeLike(search) + '%';
  const sortTs = column === 'name' ? 'null::timestamptz' : column;
  const rows = await asCaller(ctx, call, (tx) => tx.query(
    `with matching as (
       select * from storage.objects where bucket_id = $3 and name ilike $2
     ), entries as (
       select distinct on (path_tokens[$1]) 0 as kind, path_tokens[$1] as name, null::uuid as id,
              null::timestamptz as updated_at, null::timestamptz as created_at, null::timestamptz as last_accessed_at,
              null::jsonb as metadata, null::timestamptz as sort_ts
         from matching where array_length(path_tokens, 1) <> $1
       union all
       select 1, path_tokens[$1], id, updated_at, created_at, last_accessed_at, metadata, ${sortTs}
         from matching where array_length(path_tokens, 1) = $1
     )
     select name, id, ${iso('updated_at')} as updated_at, ${iso('created_at')} as created_at,
            ${iso('last_accessed_at')} as last_accessed_at, metadata
       from entries
      order by kind, sort_ts ${order} nulls last, name collate "C" ${order}
      limit $4 offset $5`,
    [levels, pattern, bucketId, limit, offset],
  ));
  sendJson(call.res, 200, rows.rows);
}

// ------------------------------------------------------------------------------------------
// List v2 (POST /object/list-v2/{bucket}): current Storage's listObjectsV2 — a raw name prefix,
// a cursor instead of an offset; with `with_delimiter` one level (folders `a/b/`, then objects),
// without it every object under the prefix. `name` is the full key, `key` its last segment.

interface V2Cursor { startAfter: string; sortOrder?: string; sortColumn?: string; sortColumnAfter?: string }
const CURSOR_PARTS: Record<string, keyof V2Cursor> = { l: 'startAfter', o: 'sortOrder', c: 'sortColumn', a: 'sortColumnAfter' };

function encodeCursor(c: V2Cursor): string {
  let out = '';
  for (const [k, v] of Object.entries(CURSOR_PARTS)) if (c[v]) out += `${k}:${c[v]}\n`;
  return Buffer.from(out.slice(0, -1)).toString('base64');
}

function decodeCursor(token: string): V2Cursor {
  const out: V2Cursor = { startAfter: '', sortOrder: 'asc' };
  for (const part of Buffer.from(token, 'base64').toString().split('\n')) {
    const m = /^(\S):(.*)/.exec(part);
    if (!m || !(m[1] in CURSOR_PARTS)) throw new StorageError('InvalidParameter', 400, 'Invalid Parameter continuation token');
    out[CURSOR_PARTS[m[1]]] = m[2];
  }
  return out;
}

async function listV2(ctx: StorageCtx, call: Call, bucketId: string): Promise<void> {
  requireJwt(call);
  mustBeValidBucketName(bucketId);
  const body = await readJson(ctx, call.req);
  if (body.prefix !== undefined && typeof body.prefix !== 'string') throw badRequest('body/prefix must be string');
  if (body.limit !== undefined && !(Number.isInteger(body.limit) && (body.limit as number) >= 1)) throw badRequest('body/limit must be >= 1');
  if (body.cursor !== undefined && typeof body.cursor !== 'string') throw badRequest('body/cursor must be string');
  const sortBy = body.sortBy as { column?: unknown; order?: unknown } | undefined;
  if (sortBy !== undefined) {
    if (typeof sortBy !== 'object' || sortBy === null || typeof sortBy.column !== 'string') throw badRequest("body/sortBy must have required property 'column'");
    if (!['name', 'updated_at', 'created_at'].includes(sortBy.column)) throw badRequest('body/sortBy/column must be equal to one of the allowed values');
    if (sortBy.order !== undefined && sortBy.order !== 'asc' && sortBy.order !== 'desc') throw badRequest('body/sortBy/order must be equal to one of the allowed values');
  }
  const prefix = (body.prefix as string | undefined) ?? '';
  const delimited = body.with_delimiter === true;
  const limit = Math.min((body.limit as number | undefined) ?? 1000, 1000);
  const cursor = body.cursor ? decodeCursor(body.cursor as string) : undefined;
  const column = cursor?.sortColumn ?? (sortBy?.column as string | undefined) ?? 'name';
  const order = (cursor?.sortOrder ?? (sortBy?.order as string | undefined) ?? 'asc') === 'desc' ? 'desc' : 'asc';
  const level = prefix.split('/').length;
  const cmp = order === 'asc' ? '>' : '<';
  const ts = column === 'name' ? 'null::timestamptz' : `date_trunc('milliseconds', ${column})`;
  // Entries: objects (and, delimited, the folders at this level); then order, cursor and page.
  const rows = await asCaller(ctx, call, (tx) => tx.query<Record<string, unknown>>(
    `with matching as (
       select * from storage.objects where bucket_id = $1 and left(name, length($2)) = $2
     ), entries as (
       ${delimited ? `select distinct on (split_part(name, '/', $3))
              split_part(name, '/', $3) as key,
              array_to_string((string_to_array(name, '/'))[1:$3], '/') || '/' as name,
              null::uuid as id, null::timestamptz as updated_at, null::timestamptz as created_at,
              null::timestamptz as last_accessed_at, null::jsonb as metadata
         from matching where array_length(string_to_array(name, '/'), 1) > $3
       union all
       select split_part(name, '/', $3), name, id, updated_at, created_at, last_accessed_at, metadata
         from matching where array_length(string_to_array(name, '/'), 1) = $3`
       : `select split_part(name, '/', array_length(string_to_array(name, '/'), 1)) as key, name, id, updated_at, created_at, last_accessed_at, metadata
         from matching where $3::int > 0`}
     )
     select key, name, id, ${iso('updated_at')} as updated_at, ${iso('created_at')} as created_at,
            ${iso('last_accessed_at')} as last_accessed_at, metadata
       from entries
      where $4 = '' or (coalesce(${ts}, 'epoch'::timestamptz), name collate "C") ${cmp} (coalesce(nullif($5, '')::timestamptz, 'epoch'::timestamptz), $4::text collate "C")
      order by coalesce(${ts}, 'epoch'::timestamptz) ${order}, name collate "C" ${order}
      limit $6`,
    [bucketId, prefix, level, cursor?.startAfter ?? '', cursor?.sortColumnAfter ?? '', limit + 1],
  ));
  const all = rows.rows;
  const hasNext = all.length > limit;
  const page = hasNext ? all.slice(0, limit) : all;
  const folders = page.filter((r) => r.id === null);
  const objects = page.filter((r) => r.id !== null);
  const out: Record<string, unknown> = { hasNext, folders, objects };
  if (hasNext) {
    const last = page[page.length - 1];
    out.nextCursor = encodeCursor({
      startAfter: String(last.name),
      sortOrder: cursor?.sortOrder ?? (sortBy?.order as string | undefined),
      sortColumn: column === 'name' && !sortBy?.column && !cursor?.sortColumn ? undefined : column,
      sortColumnAfter: column !== 'name' && last[column] ? new Date(String(last[column])).toISOString() : undefined,
    });
  }
  sendJson(call.res, 200, out);
}

// ------------------------------------------------------------------------------------------
// Remove

async function removeMany(ctx: StorageCtx, call: Call, bucketId: string): Promise<void> {
  requireJwt(call);
  mustBeValidBucketName(bucketId);
  const body = await readJson(ctx, call.req);
  const raw = body.prefixes;
  if (!Array.isArray(raw)) throw badRequest("body must have required property 'prefixes'");
  if (raw.length === 0) throw badRequest('body/prefixes must NOT have fewer than 1 items');
  if (raw.length > 1000) throw badRequest('body/prefixes must NOT have more than 1000 items');
  // Entries are names, or {path, versionId} objects in newer clients.
  const names = raw.map((p) => (typeof p === 'string' ? p : p && typeof p === 'object' && typeof (p as { path?: unknown }).path === 'string' ? (p as { path: string }).path : null));
  if (names.some((n) => n === null)) throw badRequest('body/prefixes must be an array of strings');
  // Rows RLS hides are silently skipped (DELETE ... RETURNING as the caller).
  const deleted = await asCaller(ctx, call, async (tx) => {
    await allowStorageDelete(tx);
    return tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, names],
    );
  });
  for (const row of deleted.rows) await ctx.disk.removeVersion(row.bucket_id, row.name, row.version);
  sendJson(call.res, 200, deleted.rows);
}

async function removeOne(ctx: StorageCtx, call: Call, bucketId: string, key: string): Promise<void> {
  requireJwt(call);
  mustBeValidBucketName(bucketId);
  mustBeValidKey(key);
  const deleted = await asCaller(ctx, call, async (tx) => {
    await allowStorageDelete(tx);
    return tx.query<{ version: string | null }>(
      `delete from storage.objects where bucket_id = $1 and name = $2 returning version`, [bucketId, key]);
  });
  if (!deleted.rows.length) throw ERRORS.NoSuchKey();
  await ctx.disk.removeVersion(bucketId, key, deleted.rows[0].version);
  sendJson(call.res, 200, { message: 'Successfully deleted' });
}

// ------------------------------------------------------------------------------------------
// Move and copy

interface Transfer {
  bucketId: string;
  sourceKey: string;
  destBucket: string;
  destKey: string;
  body: Record<string, unknown>;
}

async function transferArgs(ctx: StorageCtx, call: Call): Promise<Transfer> {
  requireJwt(call);
  const body = await readJson(ctx, call.req);
  for (const k of ['bucketId', 'sourceKey', 'destinationKey']) {
    if (typeof body[k] !== 'string') throw badRequest(`body must have required property '${k}'`);
  }
  const t: Transfer = {
    bucketId: body.bucketId as string,
    sourceKey: body.sourceKey as string,
    destBucket: typeof body.destinationBucket === 'string' && body.destinationBucket ? body.destinationBucket : (body.bucketId as string),
    destKey: body.destinationKey as string,
    body,
  };
  mustBeValidBucketName(t.bucketId);
  mustBeValidKey(t.sourceKey);
  mustBeValidKey(t.destKey);
  if (t.destBucket !== t.bucketId) await bucketOrThrow(ctx, t.destBucket);
  return t;
}

/**
 * Move = UPDATE of the row (name, bucket, version, owner) as the caller, which needs SELECT on
 * the source and UPDATE allowing the new row. The bytes get a new version file (hard link) before
 * commit; the old one is removed after.
 */
async function move(ctx: StorageCtx, call: Call): Promise<void> {
  const t = await transferArgs(ctx, call);
  const version = crypto.randomUUID();
  const who = owner(call);
  let placed: string | null = null;
  let old: ObjectRow;
  try {
    old = await asCaller(ctx, call, async (tx) => {
      if (!(await findObject(tx, t.bucketId, t.sourceKey))) throw ERRORS.NoSuchKey();
      await becomeSuperuser(tx);
      await lockObjects(tx, [t.bucketId, t.sourceKey], [t.destBucket, t.destKey]);
      const src = await findObject(tx, t.bucketId, t.sourceKey, true);
      if (!src) throw ERRORS.NoSuchKey();
      await becomeCaller(tx, call);
      const upd = await tx.query(
        `update storage.objects set bucket_id = $3, name = $4, version = $5, owner = $6, owner_id = $7,
                metadata = coalesce(metadata, '{}'::jsonb) || jsonb_build_object('lastModified', $8::text),
                updated_at = now()
          where bucket_id = $1 and name = $2`,
        [t.bucketId, t.sourceKey, t.destBucket, t.destKey, version, who.owner, who.owner_id, new Date().toISOString()],
      );
      if (upd.affectedRows === 0) throw ERRORS.NoSuchKey();
      const from = fileOf(ctx, src);
      if (from) placed = await ctx.disk.cloneVersion(from, t.destBucket, t.destKey, version).catch(missingAsNoSuchKey);
      return src;
    });
  } catch (e) {
    if (placed) await ctx.disk.removeFile(placed);
    throw e;
  }
  await ctx.disk.removeVersion(old.bucket_id, old.name, old.version);
  sendJson(call.res, 200, { message: 'Successfully moved' });
}

/** Copy = read the source as the caller, then INSERT (upsert with x-upsert) the destination as the caller. */
async function copy(ctx: StorageCtx, call: Call): Promise<void> {
  const t = await transferArgs(ctx, call);
  const upsert = call.req.headers['x-upsert'] === 'true';
  const version = crypto.randomUUID();
  const who = owner(call);
  let placed: string | null = null;
  let out: { row: ObjectRow; replaced: string | null };
  try {
    out = await asCaller(ctx, call, async (tx) => {
      const src = await findObject(tx, t.bucketId, t.sourceKey);
      if (!src) throw ERRORS.NoSuchKey();
      await becomeSuperuser(tx);
      await lockObjects(tx, [t.destBucket, t.destKey]);
      const current = await findObject(tx, t.destBucket, t.destKey, true);
      await becomeCaller(tx, call);
      const userMetadata = t.body.copyMetadata === false
        ? (t.body.metadata && typeof t.body.metadata === 'object' ? t.body.metadata as Record<string, unknown> : null)
        : src.user_metadata;
      const metadata = { ...(src.metadata ?? {}), lastModified: new Date().toISOString() };
      await writeRow(tx, { id: crypto.randomUUID(), bucket: t.destBucket, name: t.destKey, ...who, version, metadata, userMetadata }, upsert);
      await becomeSuperuser(tx);
      const row = await findObject(tx, t.destBucket, t.destKey);
      const from = fileOf(ctx, src);
      if (from) placed = await ctx.disk.cloneVersion(from, t.destBucket, t.destKey, version).catch(missingAsNoSuchKey);
      return { row: row!, replaced: current?.version ?? null };
    });
  } catch (e) {
    if (placed) await ctx.disk.removeFile(placed);
    throw e;
  }
  await ctx.disk.removeVersion(t.destBucket, t.destKey, out.replaced);
  sendJson(call.res, 200, { Id: out.row.id, Key: `${t.destBucket}/${t.destKey}` });
}

function missingAsNoSuchKey(e: unknown): never {
  if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw ERRORS.NoSuchKey();
  throw e;
}

// ------------------------------------------------------------------------------------------
// Routing of /object/...

function decode(raw: string, onError: StorageError): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw onError;
  }
}

// ------------------------------------------------------------------------------------------
// Image transformation: /render/image/{public|authenticated|sign}/{bucket}/{key} (transform.ts)

async function renderImage(ctx: StorageCtx, call: Call, access: 'public' | 'authenticated' | 'sign', bucketId: string, key: string, head: boolean): Promise<void> {
  let t: TransformOptions;
  let expires: string | undefined;
  let obj: ObjectRow | null;
  if (access === 'sign') {
    const claims = verifyUrlToken(ctx, call, bucketId, key);
    mustBeValidBucketName(bucketId);
    mustBeValidKey(key);
    t = transformFromString(typeof claims.transformations === 'string' ? claims.transformations : '');
    expires = typeof claims.exp === 'number' ? new Date(claims.exp * 1000).toUTCString() : undefined;
    obj = await findObject(ctx.db, bucketId, key);
  } else {
    t = transformFromQuery(call.url.searchParams);
    obj = await locate(ctx, call, bucketId, key, access);
  }
  if (!obj) throw ERRORS.NoSuchKey();
  const file = fileOf(ctx, obj);
  if (!file) throw ERRORS.NoSuchKey();
  try {
    await renderTransformed(call.req, call.res, obj, file, t, { head, download: call.url.searchParams.get('download'), expires });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw ERRORS.NoSuchKey();
    throw e;
  }
}

/** `segs` are the raw path segments after `/render`. Returns false when no route matched. */
export async function handleRender(ctx: StorageCtx, call: Call, segs: string[]): Promise<boolean> {
  const method = call.req.method ?? 'GET';
  const head = method === 'HEAD';
  if ((method !== 'GET' && !head) || segs[0] !== 'image' || segs.length < 4) return false;
  const access = segs[1];
  if (access !== 'public' && access !== 'authenticated' && access !== 'sign') return false;
  const bucket = decode(segs[2], ERRORS.InvalidBucketName());
  const key = decode(segs.slice(3).join('/'), ERRORS.InvalidKey(segs.slice(3).join('/')));
  await renderImage(ctx, call, access, bucket, key, head);
  return true;
}

/** `segs` are the raw path segments after `/object`. Returns false when no route matched. */
export async function handleObject(ctx: StorageCtx, call: Call, segs: string[]): Promise<boolean> {
  const method = call.req.method ?? 'GET';
  const head = method === 'HEAD';
  const bucketAndKey = (parts: string[]): [string, string] => {
    const bucket = decode(parts[0] ?? '', ERRORS.InvalidBucketName());
    const key = decode(parts.slice(1).join('/'), ERRORS.InvalidKey(parts.slice(1).join('/')));
    return [bucket, key];
  };
  const [first, ...rest] = segs;
  switch (first) {
    case 'list':
      if (method === 'POST' && rest.length === 1) return list(ctx, call, bucketAndKey(rest)[0]).then(() => true);
      return false;
    case 'list-v2':
      if (method === 'POST' && rest.length === 1) return listV2(ctx, call, bucketAndKey(rest)[0]).then(() => true);
      return false;
    case 'move':
      if (method === 'POST' && rest.length === 0) return move(ctx, call).then(() => true);
      return false;
    case 'copy':
      if (method === 'POST' && rest.length === 0) return copy(ctx, call).then(() => true);
      return false;
    case 'sign': {
      if (method === 'POST' && rest.length === 1) return createSignedUrls(ctx, call, bucketAndKey(rest)[0]).then(() => true);
      if (rest.length < 2) return false;
      const [b, k] = bucketAndKey(rest);
      if (method === 'POST') return createSignedUrl(ctx, call, b, k).then(() => true);
      if (method === 'GET' || head) return getSigned(ctx, call, b, k, head).then(() => true);
      return false;
    }
    case 'upload': {
      if (rest[0] !== 'sign' || rest.length < 3) return false;
      const [b, k] = bucketAndKey(rest.slice(1));
      if (method === 'POST') return createSignedUploadUrl(ctx, call, b, k).then(() => true);
      if (method === 'PUT') return uploadToSignedUrl(ctx, call, b, k).then(() => true);
      return false;
    }
    case 'info': {
      if (method !== 'GET') return false;
      const access: Access = rest[0] === 'public' ? 'public' : rest[0] === 'authenticated' ? 'authenticated' : 'default';
      const parts = access === 'default' ? rest : rest.slice(1);
      if (parts.length < 2) return false;
      const [b, k] = bucketAndKey(parts);
      return info(ctx, call, b, k, access).then(() => true);
    }
    case 'public':
    case 'authenticated': {
      if ((method !== 'GET' && !head) || rest.length < 2) return false;
      const [b, k] = bucketAndKey(rest);
      return download(ctx, call, b, k, first, head).then(() => true);
    }
    default: {
      if (first === undefined || first === '') return false;
      if (rest.length === 0 || (rest.length === 1 && rest[0] === '')) {
        if (method === 'DELETE') return removeMany(ctx, call, bucketAndKey(segs)[0]).then(() => true);
        return false;
      }
      const [b, k] = bucketAndKey(segs);
      switch (method) {
        case 'POST':
          return upload(ctx, call, b, k, call.req.headers['x-upsert'] === 'true').then(() => true);
        case 'PUT':
          return upload(ctx, call, b, k, true).then(() => true);
        case 'GET':
        case 'HEAD':
          return download(ctx, call, b, k, 'default', head).then(() => true);
        case 'DELETE':
          return removeOne(ctx, call, b, k).then(() => true);
        default:
          return false;
      }
    }
  }
}
