// Storage's error model (supabase/storage src/internal/errors/codes.ts, storage-error.ts,
// src/storage/database/errors.ts): every error carries a "real" status that goes into the body
// as a string, while the HTTP status is 400 for everything except 500s.
import type { ServerResponse } from 'node:http';
import { toPgError } from '../db/index.ts';
import { sendJson } from '../http/context.ts';

export class StorageError extends Error {
  /** The logical status, rendered as the body's `statusCode` string. */
  status: number;
  /** Storage's ErrorCode (NoSuchKey, AccessDenied, ...); storage-js exposes it as `error.code`. */
  code: string;
  /** The legacy `error` string (not_found, Duplicate, ...); falls back to the code. */
  legacy: string | undefined;

  constructor(code: string, status: number, message: string, legacy?: string) {
    super(message);
    this.code = code;
    this.status = status;
    this.legacy = legacy;
  }

  /** HTTP status storage answers with: 500 stays 500, everything else is 400. */
  get httpStatus(): number {
    return this.status === 500 ? 500 : 400;
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.status), code: this.code, error: this.legacy ?? this.code, message: this.message };
  }
}

const e = (code: string, status: number, message: string, legacy?: string) => new StorageError(code, status, message, legacy);

export const ERRORS = {
  NoSuchBucket: () => e('NoSuchBucket', 404, 'Bucket not found', 'Bucket not found'),
  NoSuchKey: () => e('NoSuchKey', 404, 'Object not found', 'not_found'),
  AccessDenied: (message = 'Access denied') => e('AccessDenied', 403, message, 'Unauthorized'),
  ResourceAlreadyExists: () => e('ResourceAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  BucketAlreadyExists: () => e('BucketAlreadyExists', 409, 'The resource already exists', 'Duplicate'),
  BucketNotEmpty: () => e('ResourceNotEmpty', 409, 'The bucket you tried to delete is not empty'),
  EntityTooLarge: () => e('EntityTooLarge', 413, 'The object exceeded the maximum allowed size', 'Payload too large'),
  InvalidMimeType: (mime: string, message = `mime type ${mime} is not supported`) => e('InvalidMimeType', 415, message, 'invalid_mime_type'),
  InvalidJWT: (message = 'Invalid JWT') => e('InvalidJWT', 400, message),
  InvalidSignature: (message = 'Invalid signature') => e('InvalidSignature', 400, message),
  InvalidKey: (key: string) => e('InvalidKey', 400, `Invalid key: ${key}`),
  InvalidBucketName: () => e('InvalidBucketName', 400, 'Bucket name invalid', 'Invalid Input'),
  InvalidParameter: (name: string, message?: string) => e('InvalidParameter', 400, message ?? `Invalid Parameter ${name}`),
  MissingParameter: (name: string) => e('MissingParameter', 400, `Missing Required Parameter ${name}`),
  InvalidRequest: (message: string) => e('InvalidRequest', 400, message),
  InvalidRange: () => e('InvalidRange', 400, 'invalid range provided', 'invalid_range'),
  NotFound: (message = 'Route not found') => e('NotFound', 404, message, 'Not Found'),
  RelatedResourceNotFound: () => e('InvalidRequest', 404, 'The related resource does not exist'),
  DatabaseTimeout: () => e('DatabaseTimeout', 544, 'The connection to the database timed out'),
  InternalError: (message = 'Internal server error') => e('InternalError', 500, message, 'Internal'),
};

/** Maps a database error the way storage's DBError.fromDBError does. */
export function fromDbError(err: unknown): StorageError | null {
  const pg = toPgError(err);
  if (!pg) return null;
  switch (pg.code) {
    case '42501':
      return ERRORS.AccessDenied(pg.message.includes('row-level security') ? 'new row violates row-level security policy' : pg.message);
    case '23505':
      return ERRORS.ResourceAlreadyExists();
    case '23503':
      return ERRORS.RelatedResourceNotFound();
    case '22P02':
    case '22023':
      return ERRORS.InvalidParameter('value', pg.message || 'Invalid value format or type conversion failed');
    case '57014':
      return ERRORS.DatabaseTimeout();
    default:
      return e('DatabaseError', 500, `database error, code: ${pg.code}`);
  }
}

export function toStorageError(err: unknown): StorageError {
  if (err instanceof StorageError) return err;
  const db = fromDbError(err);
  if (db) return db;
  return ERRORS.InternalError();
}

export function sendError(res: ServerResponse, err: StorageError, head = false): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (head) {
    res.statusCode = err.httpStatus;
    res.end();
    return;
  }
  sendJson(res, err.httpStatus, err.render());
}
