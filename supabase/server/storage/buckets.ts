// /storage/v1/bucket: list, get, create, update, delete, empty. Runs as the caller, so the
// service role (BYPASSRLS) can do anything and other roles only what storage.buckets RLS allows.
import type { Queryable } from '../db/index.ts';
import { sendJson } from '../http/context.ts';
import { ERRORS, StorageError } from './errors.ts';
import { mustBeValidBucketName } from './disk.ts';
import {
  allowStorageDelete,
  asCaller, badRequest, becomeCaller, becomeSuperuser, escapeLike, findBucket, iso, owner, readJson, requireJwt,
  type Call, type StorageCtx,
} from './shared.ts';

/**
 * Storage's parseFileSizeToBytes: `<number><gb|mb|kb|b>` with no space, in decimal units
 * (1MB = 1,000,000 bytes), rounded; anything else is "Invalid file size format".
 */
export function parseFileSizeToBytes(value: string): number {
  const m = /(^[0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!m) throw new StorageError('InvalidRequest', 400, 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
  const n = parseFloat(m[1]);
  const unit: Record<string, number> = { gb: 1e9, mb: 1e6, kb: 1000, b: 1 };
  return Math.round(n * unit[m[2].toLowerCase()]);
}

/** `file_size_limit`: bytes as an integer, or a size string as Storage parses it; null clears. */
function parseSizeLimit(ctx: StorageCtx, v: unknown): number | null | undefined {
  if (v === undefined) return undefined;
  if (v === null || v === 0 || v === '') return null;
  let n: number;
  if (typeof v === 'number' && Number.isInteger(v) && v > 0) n = v;
  else if (typeof v === 'string') n = parseFileSizeToBytes(v);
  else throw badRequest('body/file_size_limit must be integer');
  if (n > ctx.cfg.maxUploadBytes) {
    throw new StorageError('EntityTooLarge', 413, 'The bucket file size limit exceeded the global limit', 'Payload too large');
  }
  return n;
}

/** Normalizes `allowed_mime_types` as storage does: base type, lower case, no duplicates; `type/*` allowed. */
function parseMimeTypes(v: unknown): string[] | null | undefined {
  if (v === undefined) return undefined;
  if (v === null) return null;
  if (!Array.isArray(v) || v.some((m) => typeof m !== 'string')) throw badRequest('body/allowed_mime_types must be array');
  const out: string[] = [];
  for (const raw of v as string[]) {
    if (!raw.trim()) continue;
    const base = raw.split(';')[0].trim().toLowerCase();
    if (!/^[a-z0-9!#$&^_.+-]+\/([a-z0-9!#$&^_.+-]+|\*)$/.test(base) || raw.length > 255) throw ERRORS.InvalidMimeType(raw);
    if (!out.includes(base)) out.push(base);
  }
  return out;
}

function bucketIdOf(raw: string): string {
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    throw ERRORS.InvalidBucketName();
  }
  mustBeValidBucketName(id);
  return id;
}

// The bucket JSON as Storage sends it: the columns its routes select, through its bucketSchema
// (`owner` a string: "" when unset; no owner_id; `type` only in the list).
const bucketJson = (withType: boolean) => `id, name, coalesce(owner::text, '') as owner, coalesce(public, false) as public,
  ${iso('created_at')} as created_at, ${iso('updated_at')} as updated_at,
  file_size_limit::float8 as file_size_limit, allowed_mime_types${withType ? ', type' : ''}`;

async function listBuckets(ctx: StorageCtx, call: Call): Promise<void> {
  const q = call.url.searchParams;
  const sortColumn = ['id', 'name', 'created_at', 'updated_at'].includes(q.get('sortColumn') ?? '') ? q.get('sortColumn')! : 'name';
  const sortOrder = q.get('sortOrder')?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  const limit = /^\d+$/.test(q.get('limit') ?? '') ? Number(q.get('limit')) : null;
  const offset = /^\d+$/.test(q.get('offset') ?? '') ? Number(q.get('offset')) : 0;
  const search = q.get('search') ?? '';
  const rows = await asCaller(ctx, call, (tx) => tx.query(
    `select ${bucketJson(true)} from storage.buckets where name ilike $1
      order by ${sortColumn}${sortColumn === 'id' || sortColumn === 'name' ? ' collate "C"' : ''} ${sortOrder}
      limit $2 offset $3`,
    ['%' + escapeLike(search) + '%', limit, offset],
  ));
  sendJson(call.res, 200, rows.rows);
}

async function getBucket(ctx: StorageCtx, call: Call, id: string): Promise<void> {
  const b = await asCaller(ctx, call, (tx) => tx.query(`select ${bucketJson(false)} from storage.buckets where id = $1`, [id]));
  if (!b.rows[0]) throw ERRORS.NoSuchBucket();
  sendJson(call.res, 200, b.rows[0]);
}

async function createBucket(ctx: StorageCtx, call: Call): Promise<void> {
  const body = await readJson(ctx, call.req);
  if (typeof body.name !== 'string') throw badRequest("body must have required property 'name'");
  const name = body.name;
  const id = typeof body.id === 'string' && body.id ? body.id : name;
  mustBeValidBucketName(name);
  mustBeValidBucketName(id);
  if (body.public !== undefined && typeof body.public !== 'boolean') throw badRequest('body/public must be boolean');
  if (body.type !== undefined && body.type !== 'STANDARD' && body.type !== 'ANALYTICS') {
    throw badRequest('body/type must be equal to one of the allowed values');
  }
  const sizeLimit = parseSizeLimit(ctx, body.file_size_limit) ?? null;
  const mimeTypes = parseMimeTypes(body.allowed_mime_types) ?? null;
  const who = owner(call);
  await asCaller(ctx, call, (tx) => tx.query(
    `insert into storage.buckets (id, name, owner, owner_id, public, file_size_limit, allowed_mime_types, type)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [id, name, who.owner, who.owner_id, body.public === true, sizeLimit, mimeTypes, (body.type as string | undefined) ?? 'STANDARD'],
  )).catch((e) => {
    if (e && (e as { code?: string }).code === '23505') throw ERRORS.BucketAlreadyExists();
    throw e;
  });
  sendJson(call.res, 200, { name });
}

async function updateBucket(ctx: StorageCtx, call: Call, id: string): Promise<void> {
  const body = await readJson(ctx, call.req);
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (col: string, v: unknown) => { params.push(v); sets.push(`${col} = $${params.length}`); };
  if (body.public !== undefined) {
    if (typeof body.public !== 'boolean') throw badRequest('body/public must be boolean');
    set('public', body.public);
  }
  const sizeLimit = parseSizeLimit(ctx, body.file_size_limit);
  if (sizeLimit !== undefined) set('file_size_limit', sizeLimit);
  const mimeTypes = parseMimeTypes(body.allowed_mime_types);
  if (mimeTypes !== undefined) set('allowed_mime_types', mimeTypes);
  set('updated_at', new Date().toISOString());
  const r = await asCaller(ctx, call, (tx) => tx.query(`update storage.buckets set ${sets.join(', ')} where id = $1`, params));
  if (r.affectedRows === 0) throw ERRORS.NoSuchBucket();
  sendJson(call.res, 200, { message: 'Successfully updated' });
}

async function deleteBucket(ctx: StorageCtx, call: Call, id: string): Promise<void> {
  await asCaller(ctx, call, async (tx: Queryable) => {
    const visible = await tx.query(`select id from storage.buckets where id = $1 for update`, [id]);
    if (!visible.rows.length) throw ERRORS.NoSuchBucket();
    // Objects the caller cannot see still keep the bucket alive: count them privileged.
    await becomeSuperuser(tx);
    const n = await tx.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = $1`, [id]);
    if (n.rows[0].n > 0) throw ERRORS.BucketNotEmpty();
    await becomeCaller(tx, call);
    await allowStorageDelete(tx);
    const del = await tx.query(`delete from storage.buckets where id = $1`, [id]);
    if (del.affectedRows === 0) throw ERRORS.NoSuchBucket();
  });
  await ctx.disk.removeBucketDir(id).catch(() => {});
  sendJson(call.res, 200, { message: 'Successfully deleted' });
}

async function emptyBucket(ctx: StorageCtx, call: Call, id: string): Promise<void> {
  const deleted = await asCaller(ctx, call, async (tx) => {
    if (!(await findBucket(tx, id))) throw ERRORS.NoSuchBucket();
    await allowStorageDelete(tx);
    return tx.query<{ name: string; version: string | null }>(`delete from storage.objects where bucket_id = $1 returning name, version`, [id]);
  });
  for (const row of deleted.rows) await ctx.disk.removeVersion(id, row.name, row.version);
  // Storage queues the deletion and answers at once; here it is already done when this is sent.
  sendJson(call.res, 200, { message: 'Empty bucket has been queued. Completion may take up to an hour.' });
}

/** `segs` are the raw path segments after `/bucket`. Returns false when no route matched. */
export async function handleBucket(ctx: StorageCtx, call: Call, segs: string[]): Promise<boolean> {
  const method = call.req.method ?? 'GET';
  const parts = segs.filter((s, i) => !(s === '' && i === segs.length - 1)); // tolerate a trailing slash
  if (parts.length === 0) {
    if (method === 'GET') return run(() => listBuckets(ctx, call));
    if (method === 'POST') return run(() => createBucket(ctx, call));
    return false;
  }
  if (parts.length === 1) {
    const id = () => bucketIdOf(parts[0]);
    if (method === 'GET') return run(() => getBucket(ctx, call, id()));
    if (method === 'PUT') return run(() => updateBucket(ctx, call, id()));
    if (method === 'DELETE') return run(() => deleteBucket(ctx, call, id()));
    return false;
  }
  if (parts.length === 2 && parts[1] === 'empty' && method === 'POST') {
    return run(() => emptyBucket(ctx, call, bucketIdOf(parts[0])));
  }
  return false;

  async function run(fn: () => Promise<void>): Promise<boolean> {
    requireJwt(call);
    await fn();
    return true;
  }
}
