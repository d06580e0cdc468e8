// GoTrue's error responses (internal/api/errors.go, apierrors/*): an error code from
// apierrors/errorcode.go, an HTTP status and a message. The body depends on the request header
// X-Supabase-Api-Version: from 2024-01-01 on it is {code: "<error_code>", message} and the header is
// echoed (auth-js only trusts `code` when it can read that header); before, {code: <status>,
// error_code, msg}. Both shapes here also carry the other side's keys, so any client finds its field.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http/context.ts';

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024_01_01 = Date.UTC(2024, 0, 1);

export class AuthError extends Error {
  status: number;
  code: string;
  /** Extra top-level body keys (weak_password). */
  extra: Record<string, unknown>;
  /** Extra response headers (Retry-After). */
  headers: Record<string, string>;
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
    this.headers = headers;
  }
}

/** OAuth2-style error ({error, error_description}) GoTrue still uses for a few /token cases. */
export class OAuthError extends Error {
  error: string;
  constructor(error: string, description: string) {
    super(description);
    this.error = error;
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const forbidden = (code: string, message: string) => new AuthError(403, code, message);
export const notFound = (code: string, message: string) => new AuthError(404, code, message);
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message);
export const internal = (message: string) => new AuthError(500, 'unexpected_failure', message);

/** GoTrue's 429; `retryAfterSeconds` becomes Retry-After so clients know when to try again. */
export function rateLimited(retryAfterSeconds: number): AuthError {
  return new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached', {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
}

export function weakPasswordError(message: string, reasons: string[]): AuthError {
  return new AuthError(422, 'weak_password', message, { weak_password: { reasons } });
}

/** The API version the request asked for, as GoTrue's DetermineClosestAPIVersion: 2024-01-01 or initial. */
function requestedVersion(req: IncomingMessage): '2024-01-01' | null {
  const raw = req.headers[API_VERSION_HEADER];
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const t = Date.parse(`${v}T00:00:00Z`);
  return Number.isFinite(t) && t >= API_VERSION_2024_01_01 ? '2024-01-01' : null;
}

/** Headers every auth response carries when the client asked for a dated API version. */
export function versionHeaders(req: IncomingMessage): Record<string, string> {
  const v = requestedVersion(req);
  return v ? { 'X-Supabase-Api-Version': v } : {};
}

export function sendAuthError(req: IncomingMessage, res: ServerResponse, err: AuthError | OAuthError): void {
  const headers: Record<string, string> = { ...versionHeaders(req) };
  if (err instanceof OAuthError) {
    sendJson(res, 400, { error: err.error, error_description: err.message }, headers);
    return;
  }
  Object.assign(headers, err.headers);
  headers['x-sb-error-code'] = err.code;
  const body = requestedVersion(req)
    ? { code: err.code, error_code: err.code, message: err.message, msg: err.message, ...err.extra }
    : { code: err.status, error_code: err.code, msg: err.message, message: err.message, ...err.extra };
  sendJson(res, err.status, body, headers);
}
