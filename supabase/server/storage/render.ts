// Sending an object's bytes like storage's Renderer (src/storage/renderer/renderer.ts):
// Content-Type / Cache-Control / ETag / Last-Modified from the stored metadata, `?download` →
// Content-Disposition (and only then), If-None-Match → 304, a single `Range: bytes=a-b` → 206.
// Nothing more: hosted Storage sends no X-Content-Type-Options and serves every file with its
// stored type, so what keeps a file inert is decided before it is stored (supabase/SECURITY.md).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fsp from 'node:fs/promises';
import { ERRORS } from './errors.ts';
import type { ObjectRow } from './shared.ts';

export interface RenderOptions {
  /** Value of the `download` query parameter (null when absent). */
  download: string | null;
  head: boolean;
  /** Signed URLs carry the token expiry as Expires. */
  expires?: string;
}

function contentDisposition(download: string): string {
  if (download === '') return 'attachment;';
  const enc = encodeURIComponent(download);
  return `attachment; filename=${enc}; filename*=UTF-8''${enc};`;
}


/**
 * Answers with the object's bytes. Returns false (nothing sent) when the row's version file does
 * not exist: replaced by a concurrent upload since the row was read, or a row inserted by SQL.
 */
export async function renderObject(req: IncomingMessage, res: ServerResponse, obj: ObjectRow, file: string | null, opts: RenderOptions): Promise<boolean> {
  if (!file) return false;
  let fh: fsp.FileHandle;
  let handedToStream = false;
  try {
    fh = await fsp.open(file, 'r');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw e;
  }
  try {
    const stat = await fh.stat();
    const md = obj.metadata ?? {};
    const size = stat.size;
    const headers: Record<string, string | number> = {
      'Content-Type': md.mimetype || 'application/octet-stream',
      'Cache-Control': md.cacheControl || 'no-cache',
      'Accept-Ranges': 'bytes',
      'Last-Modified': new Date(md.lastModified ?? stat.mtime).toUTCString(),
    };
    if (md.eTag) headers.ETag = md.eTag;
    if (opts.expires) headers.Expires = opts.expires;
    if (opts.download !== null) headers['Content-Disposition'] = contentDisposition(opts.download);

    const inm = req.headers['if-none-match'];
    if (md.eTag && inm && inm.split(',').some((t) => t.trim() === md.eTag || t.trim() === '*')) {
      for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
      res.statusCode = 304;
      res.end();
      return true;
    }

    let start = 0;
    let end = size - 1;
    let status = 200;
    const range = req.headers.range;
    const m = typeof range === 'string' ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
    if (m && (m[1] !== '' || m[2] !== '')) {
      if (m[1] === '') {
        start = Math.max(0, size - Number(m[2]));
      } else {
        start = Number(m[1]);
        end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
      }
      if (start >= size || start > end) {
        res.setHeader('Content-Range', `bytes */${size}`);
        throw ERRORS.InvalidRange();
      }
      status = 206;
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['Content-Length'] = size === 0 ? 0 : end - start + 1;
    for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    res.statusCode = status;
    if (opts.head || size === 0) {
      res.end();
      return true;
    }
    // From here the read stream owns the file handle and closes it (autoClose).
    const stream = fh.createReadStream({ start, end, autoClose: true });
    handedToStream = true;
    await new Promise<void>((resolve) => {
      stream.on('error', () => { res.destroy(); resolve(); });
      res.on('close', () => { stream.destroy(); resolve(); });
      stream.pipe(res);
    });
    return true;
  } finally {
    if (!handedToStream) await fh.close().catch(() => {});
  }
}
