// Reading an upload body into a temp file, as storage's Uploader does: a raw body (mimetype from
// Content-Type, Cache-Control header, x-metadata header) or multipart/form-data (the first file
// part, whatever its field name, plus the `cacheControl`/`metadata` fields sent before it).
// Size and the declared mime type are checked as storage does (the declared type before any byte
// is stored, the size while streaming); the content itself is not inspected, as on hosted
// Storage. On any failure the temp file is removed and the rest of the request is drained so the
// connection can still carry the error.
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import crypto from 'node:crypto';
import busboy from 'busboy';
import { ERRORS, StorageError, toStorageError } from './errors.ts';
import type { Disk } from './disk.ts';

export interface ReceivedFile {
  tmpPath: string;
  size: number;
  md5: string;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

export interface UploadLimits {
  /** Largest accepted object in bytes (bucket limit capped by the server-wide one). */
  maxBytes: number;
  allowedMimeTypes: string[] | null;
}

/** `image/*` and exact matches, ignoring parameters and case (storage's validateMimeType). */
export function isMimeAllowed(mimetype: string, allowed: readonly string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, sub] = mimetype.split(';')[0].trim().toLowerCase().split('/');
  if (!type || !sub) return false;
  return allowed.some((a) => {
    const [t, s] = a.split(';')[0].trim().toLowerCase().split('/');
    return t === type && (s === '*' || s === sub);
  });
}

export function checkMime(mimetype: string, allowed: string[] | null): void {
  if (!isMimeAllowed(mimetype, allowed)) throw ERRORS.InvalidMimeType(mimetype);
}

function parseUserMetadata(raw: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (raw === undefined || raw === '') return null;
  try {
    const v: unknown = JSON.parse(base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw ERRORS.InvalidParameter('metadata');
}

function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}

export function isMultipart(req: IncomingMessage): boolean {
  return (header(req, 'content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * Streams `source` into `tmp`, counting and hashing; fails with EntityTooLarge past maxBytes.
 * On failure the source is unpiped and drained (never destroyed: for a raw body that would kill
 * the socket before the error answer), and the temp file is removed once its stream is closed.
 */
function sink(source: Readable, tmp: string, maxBytes: number, req: IncomingMessage): Promise<{ size: number; md5: string }> {
  return new Promise((resolve, reject) => {
    const hash = crypto.createHash('md5');
    const out = fs.createWriteStream(tmp, { flags: 'wx' });
    let size = 0;
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      source.unpipe(out);
      source.resume();
      const cleanUp = () => { void fsp.rm(tmp, { force: true }).finally(() => reject(err)); };
      // Refused after 'finish' the stream may already be closed: no 'close' would come.
      if (out.closed) cleanUp();
      else out.once('close', cleanUp);
      out.destroy();
    };
    source.on('data', (chunk: Buffer) => {
      if (failed) return;
      size += chunk.length;
      if (size > maxBytes) return fail(ERRORS.EntityTooLarge());
      hash.update(chunk);
    });
    source.on('error', fail);
    out.on('error', fail);
    // A client that goes away mid-body: the source never ends, so stop waiting for it.
    const onClose = () => { if (!req.complete) fail(new Error('request aborted')); };
    req.once('close', onClose);
    out.on('finish', () => {
      req.off('close', onClose);
      if (!failed) resolve({ size, md5: hash.digest('hex') });
    });
    source.pipe(out);
  });
}

export async function receiveRaw(req: IncomingMessage, disk: Disk, limits: UploadLimits): Promise<ReceivedFile> {
  const mimetype = header(req, 'content-type') || 'application/octet-stream';
  const cacheControl = header(req, 'cache-control') ?? 'no-cache';
  const userMetadata = parseUserMetadata(header(req, 'x-metadata'), true);
  checkMime(mimetype, limits.allowedMimeTypes);
  const declared = Number(header(req, 'content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limits.maxBytes) throw ERRORS.EntityTooLarge();
  const tmpPath = disk.newTempPath();
  const { size, md5 } = await sink(req, tmpPath, limits.maxBytes, req);
  return { tmpPath, size, md5, mimetype, cacheControl, userMetadata };
}

export function receiveMultipart(req: IncomingMessage, disk: Disk, limits: UploadLimits): Promise<ReceivedFile> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { files: 1, fields: 50, fieldSize: 1024 * 1024, fileSize: limits.maxBytes } });
    } catch {
      reject(ERRORS.InvalidRequest('Malformed multipart/form-data request'));
      return;
    }
    const fields: Record<string, string> = {};
    let error: StorageError | null = null;
    let filePart: Readable | null = null;
    let written: Promise<Omit<ReceivedFile, 'cacheControl' | 'userMetadata'>> | null = null;
    let finished = false;

    bb.on('field', (name, value) => {
      // storage reads the fields sent before the file; later ones are ignored, as there.
      if (!filePart) fields[name] = value;
    });
    bb.on('file', (_name, stream, info) => {
      if (filePart || error) {
        stream.resume();
        return;
      }
      filePart = stream;
      const mimetype = info.mimeType || 'application/octet-stream';
      try {
        checkMime(mimetype, limits.allowedMimeTypes);
      } catch (e) {
        error = toStorageError(e);
        stream.resume();
        return;
      }
      stream.on('limit', () => { error ??= ERRORS.EntityTooLarge(); });
      const tmpPath = disk.newTempPath();
      written = sink(stream, tmpPath, limits.maxBytes, req).then((r) => ({ ...r, tmpPath, mimetype }));
      written.catch(() => {}); // settled in finish()
    });
    bb.on('error', () => {
      error ??= ERRORS.InvalidRequest('Malformed multipart/form-data request');
      req.unpipe(bb);
      req.resume();
      filePart?.destroy(new Error('malformed'));
      void finish();
    });
    bb.on('close', () => void finish());
    req.once('close', () => {
      if (req.complete) return;
      error ??= ERRORS.InvalidRequest('Request aborted');
      filePart?.destroy(new Error('request aborted'));
      void finish();
    });
    req.pipe(bb);

    async function finish() {
      if (finished) return;
      finished = true;
      let file: Awaited<NonNullable<typeof written>> | null = null;
      if (written) {
        try {
          file = await written;
        } catch (e) {
          error ??= toStorageError(e);
        }
      }
      if (!error && !file) error = ERRORS.InvalidRequest('No file provided');
      let userMetadata: Record<string, unknown> | null = null;
      if (!error) {
        try {
          userMetadata = parseUserMetadata(fields.metadata, false);
        } catch (e) {
          error = toStorageError(e);
        }
      }
      if (error) {
        if (file) await fsp.rm(file.tmpPath, { force: true });
        reject(error);
        return;
      }
      const cacheTime = fields.cacheControl;
      resolve({ ...file!, cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache', userMetadata });
    }
  });
}

export function receiveUpload(req: IncomingMessage, disk: Disk, limits: UploadLimits): Promise<ReceivedFile> {
  return isMultipart(req) ? receiveMultipart(req, disk, limits) : receiveRaw(req, disk, limits);
}
