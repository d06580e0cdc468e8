// Demo files for a freshly seeded database: every file under `supabase/seed/storage/<bucket>/<name>`
// is copied to where the storage server keeps object bytes (`<storageDir>/<bucket>/<name>/<version>`,
// see server/storage/disk.ts) and recorded in storage.objects with the metadata an upload would
// have written (eTag = quoted md5, size, mimetype, cacheControl...). The owner is the first path
// segment when it is an existing user's id (the `{uid}/...` layout of the product's buckets).
// Runs inside the seed transaction, as the superuser; files of a bucket the migrations do not
// create are skipped with a log line.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from './index.ts';

const MIME: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  json: 'application/json',
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name.startsWith('.')) continue;
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...listFiles(path.join(dir, e.name), rel));
    else if (e.isFile()) out.push(rel);
  }
  return out;
}

/** A uuid-shaped version id derived from the object's identity and bytes (stable across resets). */
function versionId(bucket: string, name: string, md5: string): string {
  const h = crypto.createHash('sha256').update(`${bucket}\0${name}\0${md5}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${((parseInt(h[16], 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function seedStorageFiles(
  tx: Queryable,
  opts: { sourceDir: string; storageDir: string; log?: (m: string) => void },
): Promise<number> {
  const log = opts.log ?? (() => {});
  if (!fs.existsSync(opts.sourceDir)) return 0;
  const buckets = new Set((await tx.query<{ id: string }>(`select id from storage.buckets`)).rows.map((r) => r.id));
  let count = 0;
  for (const bucket of fs.readdirSync(opts.sourceDir).sort()) {
    const bucketDir = path.join(opts.sourceDir, bucket);
    if (bucket.startsWith('.') || !fs.statSync(bucketDir).isDirectory()) continue;
    if (!buckets.has(bucket)) {
      log(`seed storage: no bucket '${bucket}' in the schema, its demo files are skipped`);
      continue;
    }
    for (const name of listFiles(bucketDir)) {
      const bytes = fs.readFileSync(path.join(bucketDir, name));
      const md5 = crypto.createHash('md5').update(bytes).digest('hex');
      const version = versionId(bucket, name, md5);
      const dest = path.join(opts.storageDir, bucket, name, version);
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.writeFileSync(dest, bytes);

      const first = name.split('/')[0];
      let owner: string | null = null;
      if (UUID_RE.test(first)) {
        const u = await tx.query(`select 1 from auth.users where id = $1`, [first]);
        if (u.rows.length) owner = first;
      }
      const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
      const metadata = {
        eTag: `"${md5}"`,
        size: bytes.length,
        mimetype: MIME[ext] ?? 'application/octet-stream',
        cacheControl: 'max-age=3600',
        lastModified: new Date().toISOString(),
        contentLength: bytes.length,
        httpStatusCode: 200,
      };
      await tx.query(
        `insert into storage.objects (bucket_id, name, owner, owner_id, version, metadata)
         values ($1, $2, $3, $4, $5, $6)
         on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
           version = excluded.version, metadata = excluded.metadata, updated_at = now()`,
        [bucket, name, owner, owner, version, JSON.stringify(metadata)],
      );
      count++;
    }
  }
  log(`seed storage: ${count} demo files placed in ${opts.storageDir}`);
  return count;
}
