// The portal's error mapping (issue 16): every error that reaches a screen — database (SQLSTATE and
// hint), storage (a photo refused by a policy, too large, wrong type), auth (an invalid e-mail, a
// weak password), network — becomes a Korean message from the dictionary (ko.errors); the raw
// English text is never the message. Unknown and server errors keep it as `detail`, shown behind a
// '자세히 보기' toggle. Screen-specific hints (coupon, booking, profile) are mapped first by their
// own modules; this is the fallback every screen ends in.
import { ERROR_KINDS, errorDetail, errorKind, type ErrorKind } from '@klegal/shared';
import { messages, type Messages } from '../i18n/ko.ts';

export interface KoreanError {
  kind: ErrorKind;
  /** Korean, for the toast or the field. */
  message: string;
  /** The raw error text for the detail toggle; only for errors the mapping does not know. */
  detail: string | null;
}

const WITH_DETAIL: ReadonlySet<ErrorKind> = new Set(['unknown', 'server']);

export function koreanError(error: unknown, m: Messages['errors'] = messages.errors): KoreanError {
  // already mapped by the data provider (providers/dataProvider.ts portalError)
  const pre = error as { kind?: unknown; detail?: unknown } | null;
  if (pre && typeof pre === 'object' && typeof pre.kind === 'string' && (ERROR_KINDS as readonly string[]).includes(pre.kind)) {
    const kind = pre.kind as ErrorKind;
    return { kind, message: m[kind], detail: typeof pre.detail === 'string' ? pre.detail : null };
  }
  const kind = errorKind(error);
  const detail = WITH_DETAIL.has(kind) ? errorDetail(error) || null : null;
  return { kind, message: m[kind], detail };
}

/** Just the Korean message. */
export const koreanErrorMessage = (error: unknown): string => koreanError(error).message;
