// "Expect this exact refusal": a check reports HELD only on the answer a working server gives when
// it stops the attack. A success means the attack got through; anything else (a 5xx, another status,
// another error code, no answer at all) is a broken or different server, which proves nothing, so
// it is a finding too. Each helper returns null when the answer is the expected one, else a
// description for Findings.attempt.

/** The answer of the API to one request (ctx.api and rawRequest give these fields). */
export interface Answer { status: number; json?: unknown; text?: string }

/** The refusal a check expects: the HTTP status and, where the API sends them, the error code and hint. */
export interface Refusal {
  status: number | readonly number[];
  /** PostgREST `code`, GoTrue `error_code` (or `code`), Storage `code`/`error`. */
  code?: string | readonly string[];
  hint?: string | readonly string[];
}

const list = <T>(v: T | readonly T[]): readonly T[] => (Array.isArray(v) ? v : [v as T]);
const show = (v: unknown) => (Array.isArray(v) ? v.join('|') : String(v));

/** The error fields of an API body: PostgREST {code, hint}, GoTrue {error_code}, Storage {statusCode, code, error}. */
export function errorOf(json: unknown): { code: string; hint: string } {
  const o = (json ?? {}) as { code?: unknown; error_code?: unknown; error?: unknown; hint?: unknown };
  const code = o.error_code ?? o.code ?? (typeof o.error === 'string' ? o.error : undefined);
  return { code: code === undefined || code === null ? '' : String(code), hint: typeof o.hint === 'string' ? o.hint : '' };
}

/** "401 42501 (hint): message" for a finding. */
export function describeAnswer(r: Answer): string {
  const { code, hint } = errorOf(r.json);
  const body = (r.text ?? (r.json === undefined ? '' : JSON.stringify(r.json))).replace(/\s+/g, ' ').slice(0, 90);
  return `${r.status}${code ? ` ${code}` : ''}${hint ? ` (${hint})` : ''}${body ? `: ${body}` : ''}`;
}

/** What `want` says, for a finding: "401 42501 (hint)". */
export function describeRefusal(want: Omit<Refusal, 'status'> & { status?: Refusal['status'] }): string {
  return [want.status === undefined ? '' : show(want.status), want.code ? show(want.code) : '', want.hint ? `(${show(want.hint)})` : ''].filter(Boolean).join(' ');
}

/** null when `r` is the refusal `want`; else "label: got through with 200 ..." or "label: 500 ... instead of 401 42501". */
export function unlessRefused(label: string, r: Answer, want: Refusal): string | null {
  const { code, hint } = errorOf(r.json);
  const statusOk = list(want.status).includes(r.status);
  const codeOk = want.code === undefined || list(want.code).includes(code);
  const hintOk = want.hint === undefined || list(want.hint).includes(hint);
  if (statusOk && codeOk && hintOk) return null;
  if (r.status >= 200 && r.status < 300) return `${label}: got through (${describeAnswer(r)})`;
  return `${label}: ${describeAnswer(r)} instead of the refusal ${describeRefusal(want)}`;
}

/** A supabase-js result (PostgREST, RPC): `error` with code/hint/message and the HTTP status. */
export interface DbResult { error: { code?: string; hint?: string | null; message?: string } | null; status: number; data?: unknown }

const dbAnswer = (r: DbResult): Answer => ({ status: r.status, json: r.error ?? r.data, text: r.error ? `${r.error.message ?? ''}` : JSON.stringify(r.data ?? null) });

/** null when the supabase-js call was refused with `code` (and `hint`); the HTTP status is not checked unless given. */
export function unlessDbRefused(label: string, r: DbResult, code: string | readonly string[], hint?: string | readonly string[], status?: number | readonly number[]): string | null {
  if (!r.error) return `${label}: got through (${r.status}${r.data === undefined || r.data === null ? '' : ` ${JSON.stringify(r.data).slice(0, 80)}`})`;
  const codeOk = list(code).includes(r.error.code ?? '');
  const hintOk = hint === undefined || list(hint).includes(r.error.hint ?? '');
  const statusOk = status === undefined || list(status).includes(r.status);
  if (codeOk && hintOk && statusOk) return null;
  return `${label}: ${describeAnswer(dbAnswer(r))} instead of the refusal ${describeRefusal({ status, code, hint })}`;
}

/**
 * null when a supabase-js read or write answered without error and with no rows (what RLS does with
 * rows the caller may not see or change); rows are a breach, an error is not this outcome.
 */
export function unlessNoRows(label: string, r: DbResult): string | null {
  if (r.error) return `${label}: ${describeAnswer(dbAnswer(r))} instead of an empty answer`;
  const n = Array.isArray(r.data) ? r.data.length : r.data === null || r.data === undefined ? 0 : 1;
  return n ? `${label}: got through (${n} row${n > 1 ? 's' : ''}: ${JSON.stringify(r.data).slice(0, 80)})` : null;
}
