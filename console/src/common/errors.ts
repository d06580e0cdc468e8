// The console's error mapping (issue 16): any error from the data provider, storage or auth becomes
// the key of a Korean message (klegal.errors.<kind>, i18n/ko.ts); the raw English text is never the
// message. Unknown and server errors keep it as a detail, shown behind a '자세히 보기' toggle by
// layout/SingleNotification. Screen-specific hints (coupon bounds, meeting links) are mapped first
// by their own rules; this is the fallback. The data provider rewrites every HttpError's message
// to this key (koreanHttpError), so react-admin's own error notifications are Korean too.
import { HttpError } from 'react-admin';
import { ERROR_KINDS, errorDetail, errorKind, type ErrorKind } from '@klegal/shared';

const WITH_DETAIL: ReadonlySet<ErrorKind> = new Set(['unknown', 'server']);
const PREFIX = 'klegal.errors.';

export const errorKey = (kind: ErrorKind) => `${PREFIX}${kind}`;

/** The kind of an error, reading one already rewritten by koreanHttpError from its message key. */
export function consoleErrorKind(error: unknown): ErrorKind {
  const m = (error as { message?: unknown } | null)?.message;
  if (typeof m === 'string' && m.startsWith(PREFIX)) {
    const k = m.slice(PREFIX.length);
    if ((ERROR_KINDS as readonly string[]).includes(k)) return k as ErrorKind;
  }
  return errorKind(error);
}

/** The message key and, for errors the mapping does not know, the raw detail. */
export function consoleError(error: unknown): { kind: ErrorKind; key: string; detail: string | null } {
  const kind = consoleErrorKind(error);
  const pre = (error as { body?: { detail?: unknown } } | null)?.body?.detail;
  const detail = WITH_DETAIL.has(kind) ? (typeof pre === 'string' && pre ? pre : errorDetail(error)) || null : null;
  return { kind, key: errorKey(kind), detail };
}

/** An HttpError whose message is the Korean key; status and body (code, hint, details) kept. */
export function koreanHttpError(error: unknown): unknown {
  if (error instanceof HttpError && error.message.startsWith(PREFIX)) return error;
  const kind = errorKind(error);
  const e = (error ?? {}) as { status?: unknown; body?: unknown; message?: unknown };
  const status = typeof e.status === 'number' ? e.status : kind === 'session_expired' ? 401 : 400;
  const body = e.body && typeof e.body === 'object' ? (e.body as Record<string, unknown>) : { ...(error as object) };
  const detail = WITH_DETAIL.has(kind) ? errorDetail(error) : null;
  return new HttpError(errorKey(kind), status, { ...body, rawMessage: typeof e.message === 'string' ? e.message : '', detail });
}
