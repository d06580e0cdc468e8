// Image transformation (/storage/v1/render/image/...) as Storage answers it, with sharp in place of
// imgproxy (Storage src/storage/renderer/image.ts): width / height clamped to 1..2500, resize
// cover (imgproxy fill: crop to the box), contain (fit: inside the box) or fill (force: stretch),
// never enlarged; quality 20..100 (imgproxy's default 80); the output is WebP when the request's
// Accept allows it (imgproxy's WebP detection, as the Supabase CLI runs it), AVIF when asked with
// format=avif, and the source format with format=origin. Results are cached in memory per object
// version, so a page asking for the same thumbnail again gets it without re-encoding.
import type { IncomingMessage, ServerResponse } from 'node:http';
import fsp from 'node:fs/promises';
import { StorageError } from './errors.ts';
import type { ObjectRow } from './shared.ts';

export interface TransformOptions {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  format?: 'origin' | 'avif';
  quality?: number;
}

const SIZE_MIN = 1;
const SIZE_MAX = 2500;
const clamp = (n: number, lo: number, hi: number) => Math.min(Math.max(n, lo), hi);

function badQuery(message: string): StorageError {
  return new StorageError('InvalidRequest', 400, message, 'Bad Request');
}

/** Query parameters as Storage's route schema validates them (fastify messages). */
export function transformFromQuery(q: URLSearchParams): TransformOptions {
  const out: TransformOptions = {};
  const int = (name: 'width' | 'height' | 'quality'): number | undefined => {
    const v = q.get(name);
    if (v === null || v === '') return undefined;
    if (!/^-?\d+$/.test(v)) throw badQuery(`querystring/${name} must be integer`);
    return Number(v);
  };
  const width = int('width');
  const height = int('height');
  const quality = int('quality');
  if (width !== undefined) out.width = width;
  if (height !== undefined) out.height = height;
  if (quality !== undefined) {
    if (quality < 20) throw badQuery('querystring/quality must be >= 20');
    if (quality > 100) throw badQuery('querystring/quality must be <= 100');
    out.quality = quality;
  }
  const resize = q.get('resize');
  if (resize !== null) {
    if (!['cover', 'contain', 'fill'].includes(resize)) throw badQuery('querystring/resize must be equal to one of the allowed values');
    out.resize = resize as TransformOptions['resize'];
  }
  const format = q.get('format');
  if (format !== null) {
    if (!['origin', 'avif'].includes(format)) throw badQuery('querystring/format must be equal to one of the allowed values');
    out.format = format as TransformOptions['format'];
  }
  return out;
}

/** The `transform` object of POST /object/sign (storage-js createSignedUrl({transform})). */
export function transformFromBody(v: unknown): TransformOptions | null {
  if (!v || typeof v !== 'object') return null;
  const t = v as Record<string, unknown>;
  const q = new URLSearchParams();
  for (const k of ['width', 'height', 'resize', 'format', 'quality']) if (t[k] !== undefined && t[k] !== null) q.set(k, String(t[k]));
  return transformFromQuery(q);
}

/** Storage's segment list (`height:100,width:200,resize:cover,quality:80`), as signed URLs carry it. */
export function transformToString(t: TransformOptions): string {
  const segs: string[] = [];
  if (t.height) segs.push(`height:${t.height}`);
  if (t.width) segs.push(`width:${t.width}`);
  if (t.width || t.height) segs.push(`resize:${t.resize ?? 'cover'}`);
  if (t.quality) segs.push(`quality:${t.quality}`);
  if (t.format) segs.push(`format:${t.format}`);
  return segs.join(',');
}

/**
 * What a signed URL's token carries as `transformations`: Storage's
 * ImageRenderer.applyTransformation(transform, keepOriginal = true) joined with ',' (supabase/storage
 * src/storage/renderer/image.ts, src/http/routes/object/getSignedURL.ts): sizes clamped to the
 * limits, `resize:` with the value as asked (`resize:undefined` when only a size was given; the
 * renderer then takes its default, cover), the quality, and the format unless it is `origin`.
 */
export function signedTransformations(t: TransformOptions): string {
  const segs: string[] = [];
  if (t.height) segs.push(`height:${clamp(t.height, SIZE_MIN, SIZE_MAX)}`);
  if (t.width) segs.push(`width:${clamp(t.width, SIZE_MIN, SIZE_MAX)}`);
  if (t.width || t.height) segs.push(`resize:${t.resize}`);
  if (t.quality) segs.push(`quality:${t.quality}`);
  if (t.format && t.format !== 'origin') segs.push(`format:${t.format}`);
  return segs.join(',');
}

export function transformFromString(s: string): TransformOptions {
  const out: TransformOptions = {};
  for (const part of s.split(',')) {
    const [name, value] = part.split(':');
    if (name === 'height' || name === 'width' || name === 'quality') out[name] = parseInt(value, 10);
    // anything else (`resize:undefined` from a token) leaves the renderer's default, as imgproxy's
    else if (name === 'resize') { if (value === 'cover' || value === 'contain' || value === 'fill') out.resize = value; }
    else if (name === 'format') out.format = value as TransformOptions['format'];
  }
  return out;
}

type Sharp = typeof import('sharp').default;
let sharpModule: Promise<Sharp> | null = null;
const loadSharp = () => (sharpModule ??= import('sharp').then((m) => (m.default ?? m) as unknown as Sharp));

interface Rendered { body: Buffer; mimetype: string; transformations: string }
const CACHE_MAX = 200;
const cache = new Map<string, Rendered>();

function outputFormat(t: TransformOptions, accept: string, sourceFormat: string | undefined): string {
  if (t.format === 'avif') return 'avif';
  if (t.format !== 'origin' && /image\/webp/i.test(accept)) return 'webp';
  return sourceFormat === 'jpg' ? 'jpeg' : sourceFormat ?? 'jpeg';
}

/** Transforms the object's bytes; throws Storage's 4xx for a file that is not an image. */
async function transformImage(file: string, t: TransformOptions, accept: string): Promise<Rendered> {
  const sharp = await loadSharp();
  const input = await fsp.readFile(file);
  let meta: { format?: string };
  try {
    meta = await sharp(input).metadata();
  } catch {
    throw new StorageError('InvalidImage', 422, 'Invalid source image', 'ImageProcessingError');
  }
  const format = outputFormat(t, accept, meta.format);
  let img = sharp(input, { animated: false }).rotate();
  if (t.width || t.height) {
    const fit = t.resize === 'contain' ? 'inside' : t.resize === 'fill' ? 'fill' : 'cover';
    img = img.resize({
      width: t.width ? clamp(t.width, SIZE_MIN, SIZE_MAX) : undefined,
      height: t.height ? clamp(t.height, SIZE_MIN, SIZE_MAX) : undefined,
      fit,
      withoutEnlargement: true,
    });
  }
  const quality = t.quality ?? 80;
  const encoders: Record<string, () => typeof img> = {
    webp: () => img.webp({ quality }),
    avif: () => img.avif({ quality }),
    jpeg: () => img.jpeg({ quality }),
    png: () => img.png(),
    gif: () => img.gif(),
  };
  const enc = encoders[format] ?? encoders.jpeg;
  const body = await enc().toBuffer();
  const mime = format === 'jpeg' || !encoders[format] ? 'image/jpeg' : `image/${format}`;
  return { body, mimetype: mime, transformations: transformToString(t) };
}

export interface TransformRenderOptions {
  head: boolean;
  download: string | null;
  expires?: string;
}

/** Answers with the transformed image (cached per object version, transformation and format). */
export async function renderTransformed(req: IncomingMessage, res: ServerResponse, obj: ObjectRow, file: string, t: TransformOptions, opts: TransformRenderOptions): Promise<void> {
  const accept = t.format === 'origin' ? '' : String(req.headers.accept ?? '');
  const key = `${obj.bucket_id}/${obj.name}@${obj.version}|${transformToString(t)}|${/image\/webp/i.test(accept) ? 'webp' : ''}`;
  let out = cache.get(key);
  if (out) {
    cache.delete(key);
    cache.set(key, out);
  } else {
    out = await transformImage(file, t, accept);
    cache.set(key, out);
    if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value as string);
  }
  const md = obj.metadata ?? {};
  const etag = md.eTag ? `"${String(md.eTag).replace(/"/g, '')}-${out.transformations.length.toString(16)}"` : undefined;
  const headers: Record<string, string | number> = {
    'Content-Type': out.mimetype,
    'Content-Length': out.body.length,
    'Cache-Control': md.cacheControl || 'no-cache',
    'Last-Modified': new Date(md.lastModified ?? Date.now()).toUTCString(),
    Vary: 'Accept',
  };
  if (out.transformations) headers['X-Transformations'] = out.transformations;
  if (etag) headers.ETag = etag;
  if (opts.expires) headers.Expires = opts.expires;
  if (opts.download !== null) {
    const enc = encodeURIComponent(opts.download);
    headers['Content-Disposition'] = opts.download === '' ? 'attachment;' : `attachment; filename=${enc}; filename*=UTF-8''${enc};`;
  }
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] });
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(opts.head ? undefined : out.body);
}
