// What went wrong, from any error a Supabase client hands back — PostgREST/database errors (SQLSTATE
// `code`, `hint`), Storage errors (`statusCode` / `error` / HTTP status, the policy message), Auth
// errors (`code` such as invalid_credentials, `status`), network failures — as one kind. Each
// Korean back-office app maps the kind to its own dictionary text (lawyer-hub/src/domain/errors.ts,
// console/src/common/errors.ts), never shows the raw English message as the message, and keeps the
// raw text (errorDetail) for a "자세히" toggle.

export type ErrorKind =
  | 'network'
  | 'session_expired'
  | 'invalid_credentials'
  | 'email_not_confirmed'
  | 'invalid_email'
  | 'email_taken'
  | 'weak_password'
  | 'same_password'
  | 'rate_limited'
  | 'forbidden'
  | 'not_found'
  | 'duplicate'
  | 'referenced'
  | 'required'
  | 'too_long'
  | 'invalid_value'
  | 'file_too_large'
  | 'file_type'
  | 'file_exists'
  | 'server'
  | 'unknown';

/** Every kind, for tests and dictionaries. */
export const ERROR_KINDS: readonly ErrorKind[] = [
  'network', 'session_expired', 'invalid_credentials', 'email_not_confirmed', 'invalid_email', 'email_taken', 'weak_password',
  'same_password', 'rate_limited', 'forbidden', 'not_found', 'duplicate', 'referenced', 'required', 'too_long', 'invalid_value',
  'file_too_large', 'file_type', 'file_exists', 'server', 'unknown',
];

interface Shape {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  hint?: unknown;
  status?: unknown;
  statusCode?: unknown;
  error?: unknown;
  body?: unknown;
  details?: unknown;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** The error's own fields, looking into react-admin's HttpError body and Refine's wrapped errors. */
function fields(e: unknown): { message: string; code: string; status: number; storageCode: string; name: string } {
  const o = (e && typeof e === 'object' ? e : { message: str(e) }) as Shape;
  const body = (o.body && typeof o.body === 'object' ? o.body : {}) as Shape;
  const message = str(o.message) || str(body.message);
  const code = str(body.code) || str(o.code);
  const rawStatus = Number(str(o.statusCode) || str(body.statusCode) || str(o.status));
  return { message, code, status: Number.isFinite(rawStatus) ? rawStatus : 0, storageCode: str(o.error) || str(body.error), name: str(o.name) };
}

export function errorKind(e: unknown): ErrorKind {
  if (e === null || e === undefined) return 'unknown';
  const { message, code, status, storageCode, name } = fields(e);
  const msg = message.toLowerCase();

  // network: fetch failed before any answer
  if (/failed to fetch|networkerror|network request failed|load failed|fetch failed/.test(msg) || name === 'AuthRetryableFetchError') return 'network';

  // Auth (GoTrue error codes first)
  switch (code) {
    case 'invalid_credentials':
      return 'invalid_credentials';
    case 'email_not_confirmed':
      return 'email_not_confirmed';
    case 'email_address_invalid':
      return 'invalid_email';
    case 'email_exists':
    case 'user_already_exists':
      return 'email_taken';
    case 'weak_password':
      return 'weak_password';
    case 'same_password':
      return 'same_password';
    case 'over_request_rate_limit':
    case 'over_email_send_rate_limit':
    case 'over_sms_send_rate_limit':
      return 'rate_limited';
    case 'session_not_found':
    case 'session_expired':
    case 'refresh_token_not_found':
    case 'refresh_token_already_used':
    case 'bad_jwt':
    case 'no_authorization':
    case 'PGRST301':
    case 'PGRST302':
    case 'InvalidJWT':
      return 'session_expired';
  }
  if (/invalid login credentials/.test(msg)) return 'invalid_credentials';
  if (/unable to validate email address|email address .* is invalid|invalid format/.test(msg)) return 'invalid_email';
  if (/user already registered|already been registered/.test(msg)) return 'email_taken';
  if (/password should|password is too weak|weak password/.test(msg)) return 'weak_password';
  if (/jwt expired|invalid jwt|auth session missing/.test(msg)) return 'session_expired';

  // Storage (code, legacy `error`, logical status)
  if (code === 'EntityTooLarge' || storageCode === 'Payload too large' || status === 413 || /exceeded the maximum allowed size/.test(msg)) return 'file_too_large';
  if (code === 'InvalidMimeType' || storageCode === 'invalid_mime_type' || status === 415 || /mime type .* is not supported/.test(msg)) return 'file_type';
  if (code === 'ResourceAlreadyExists' || storageCode === 'Duplicate' || /the resource already exists/.test(msg)) return 'file_exists';
  if (code === 'AccessDenied' || storageCode === 'Unauthorized') return 'forbidden';
  if (code === 'NoSuchKey' || code === 'NoSuchBucket' || storageCode === 'not_found' || /object not found|bucket not found/.test(msg)) return 'not_found';

  // Database (SQLSTATE) and PostgREST
  switch (code) {
    case '42501':
      return 'forbidden';
    case '23505':
      return 'duplicate';
    case '23503':
      return 'referenced';
    case '23502':
      return 'required';
    case '22001':
      return 'too_long';
    case '23514':
    case '22023':
    case '22P02':
    case '22007':
    case '22008':
    case '22003':
    case '23P01':
    case 'PGRST204':
      return 'invalid_value';
    // the functions' "not found" refusals answer HTTP 404 as PostgREST's custom SQLSTATE PT404
    // (PostgREST answers P0002 with 500, so no function raises it)
    case 'PT404':
    case 'PGRST116':
    case 'PGRST202':
    case '42883':
      return 'not_found';
    // the free check-up limit (HTTP 429); supabase-js errors carry the code, not the status
    case 'PT429':
      return 'rate_limited';
  }
  if (/row-level security|permission denied/.test(msg)) return 'forbidden';
  if (/duplicate key value/.test(msg)) return 'duplicate';
  if (/violates not-null constraint/.test(msg)) return 'required';
  if (/violates check constraint/.test(msg)) return 'invalid_value';

  if (status === 429) return 'rate_limited';
  if (status === 401) return 'session_expired';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status >= 500 && status < 600) return 'server';
  return 'unknown';
}

/** The raw text of an error for the detail toggle: message, then code and hint when present. */
export function errorDetail(e: unknown): string {
  if (e === null || e === undefined) return '';
  if (typeof e !== 'object') return String(e);
  const o = e as Shape;
  const body = (o.body && typeof o.body === 'object' ? o.body : {}) as Shape;
  const parts = [str(o.message) || str(body.message)];
  const code = str(body.code) || str(o.code);
  if (code) parts.push(`code: ${code}`);
  const hint = str(body.hint) || str(o.hint);
  if (hint) parts.push(`hint: ${hint}`);
  const details = str(body.details) || str(o.details);
  if (details) parts.push(`details: ${details}`);
  return parts.filter(Boolean).join(' · ');
}
