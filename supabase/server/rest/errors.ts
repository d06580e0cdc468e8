// PostgREST-shaped errors: body `{code, message, details, hint}` (keys always present) and the
// HTTP status PostgREST picks for each (src/PostgREST/Error.hs). Texts are copied from there so
// clients that match on messages keep working.
import { PgError } from '../db/index.ts';

export class RestError extends Error {
  status: number;
  code: string;
  details: string | null;
  hint: string | null;
  headers: Record<string, string>;
  /** Extra JSON for details that PostgREST sends as an array (PGRST201). */
  detailsJson: unknown;
  /** The status line's reason phrase when PostgREST sets its own (PTxyz, RAISE 'PGRST' status_text). */
  statusText: string | null = null;
  constructor(status: number, code: string, message: string, details: string | null = null, hint: string | null = null, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.hint = hint;
    this.headers = headers;
    this.detailsJson = undefined;
  }
  body(): Record<string, unknown> {
    return { code: this.code, details: this.detailsJson !== undefined ? this.detailsJson : this.details, hint: this.hint, message: this.message };
  }
}

// ---------------------------------------------------------------------------------------------
// PGRST1xx: request errors

/** PGRST100: a query parameter does not follow the grammar. `what` is e.g. "select parameter (a,,b)". */
export function parseError(what: string, column: number, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what}" (line 1, column ${column})`, details);
}

export const invalidBody = (message: string) => new RestError(400, 'PGRST102', message);

export const invalidRange = (details: string) => new RestError(416, 'PGRST103', 'Requested range not satisfiable', details);

export const invalidRpcMethod = (method: string) => new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);

export const unacceptableSchema = (schema: string, exposed: string[]) =>
  new RestError(406, 'PGRST106', `Invalid schema: ${schema}`, null, `Only the following schemas are exposed: ${exposed.join(', ')}`);

export const mediaTypeError = (types: string[]) => new RestError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);

export const notEmbedded = (resource: string) =>
  new RestError(400, 'PGRST108', `'${resource}' is not an embedded resource in this request`, null, `Verify that '${resource}' is included in the 'select' query parameter.`);

export const singularityError = (n: number) =>
  new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);

export const unsupportedMethod = (method: string) => new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);

export const relatedOrderNotToOne = (origin: string, target: string) =>
  new RestError(400, 'PGRST118', `A related order on '${target}' is not possible`, `'${origin}' and '${target}' do not form a many-to-one or one-to-one relationship`);

export const unacceptableFilter = (target: string) =>
  new RestError(400, 'PGRST120', `Bad operator on the '${target}' embedded resource`, 'Only is null or not is null filters are allowed on embedded resources');

export const aggregatesNotAllowed = () => new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');

export const invalidResourcePath = () => new RestError(404, 'PGRST125', 'Invalid path specified in request URL');

// ---------------------------------------------------------------------------------------------
// PGRST2xx: schema cache errors

export const tableNotFound = (schema: string, name: string, suggestion: string | null) =>
  new RestError(404, 'PGRST205', `Could not find the table '${schema}.${name}' in the schema cache`, null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null);

export const columnNotFound = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`);

export function noRelBetween(parent: string, child: string, hint: string | null, schema: string, suggestion: string | null): RestError {
  return new RestError(400, 'PGRST200',
    `Could not find a relationship between '${parent}' and '${child}' in the schema cache`,
    `Searched for a foreign key relationship between '${parent}' and '${child}${hint ? `' using the hint '${hint}` : ''}' in the schema '${schema}', but no matches were found.`,
    suggestion);
}

export function ambiguousRel(parent: string, child: string, rels: { embedding: string; cardinality: string; relationship: string }[], hints: string[]): RestError {
  const e = new RestError(300, 'PGRST201',
    `Could not embed because more than one relationship was found for '${parent}' and '${child}'`, null,
    `Try changing '${child}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`);
  e.detailsJson = rels;
  return e;
}

export function noRpc(schema: string, fn: string, keys: string[], isPost: boolean, hint: string | null, media: 'json' | 'text' | 'xml' | 'octet' | 'other' = 'json'): RestError {
  const sorted = [...keys].sort();
  const prms = sorted.join(', ');
  const fmt = (p: string) => (sorted.length === 0 ? ' without parameters' : p);
  // A raw text/xml/binary body can only go to a single unnamed parameter: no parameter list, no hint.
  const onlySingle = isPost && (media === 'text' || media === 'xml' || media === 'octet');
  const func = `${schema}.${fn}`;
  const message = `Could not find the function ${func}${onlySingle ? '' : fmt(`(${prms})`)} in the schema cache`;
  const det = ` with parameter${sorted.length > 1 ? 's ' : ' '}${prms}`;
  let searched: string;
  if (isPost && media === 'text') searched = ' with a single unnamed text parameter';
  else if (isPost && media === 'xml') searched = ' with a single unnamed xml parameter';
  else if (isPost && media === 'octet') searched = ' with a single unnamed bytea parameter';
  else if (isPost && media === 'json') searched = fmt(det) + ' or with a single unnamed json/jsonb parameter';
  else searched = fmt(det);
  const details = `Searched for the function ${func}${searched}, but no matches were found in the schema cache.`;
  return new RestError(404, 'PGRST202', message, details, onlySingle ? null : hint);
}

export const ambiguousRpc = (sigs: string[]) =>
  new RestError(300, 'PGRST203', `Could not choose the best candidate function between: ${sigs.join(', ')}`, null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved');

// ---------------------------------------------------------------------------------------------
// PGRST3xx: JWT errors (401 with a WWW-Authenticate challenge)

export function jwtError(kind: 'invalid' | 'expired' | 'nokey', message: string): RestError {
  const code = kind === 'expired' ? 'PGRST303' : 'PGRST301';
  // Error.hs: a KeyError (no JWK for the token's kid / alg) carries this detail
  const details = kind === 'nokey' ? 'No suitable key was found to decode the JWT' : null;
  return new RestError(401, code, message, details, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description=${JSON.stringify(message)}`,
  });
}

// ---------------------------------------------------------------------------------------------
// Database errors pass through with PostgREST's SQLSTATE → HTTP mapping (Error.hs mapSQLtoHTTP).

export function pgStatus(code: string, message: string, authed: boolean): number {
  const p2 = code.slice(0, 2);
  switch (code) {
    case '23503': case '23505': return 409;
    case '25006': return 405;
    case '21000': return message.endsWith('requires a WHERE clause') ? 400 : 500;
    case '22023': return message.startsWith('role') && message.endsWith('does not exist') ? 401 : 400;
    case '53400': return 500;
    case '57P01': return 503;
    case 'P0001': return 400;
    case '42883': return message.startsWith('function xmlagg(') ? 406 : 404;
    case '42P01': return 404;
    case '42P17': return 500;
    case '42501': return authed ? 403 : 401;
  }
  switch (p2) {
    case '08': return 503;
    case '09': return 500;
    case '0L': case '0P': return 403;
    case '25': return 500;
    case '28': return 403;
    case '2D': case '38': case '39': case '3B': case '40': return 500;
    case '53': return 503;
    case '54': case '55': case '57': case '58': case 'F0': case 'HV': case 'XX': return 500;
    case 'P0': return 500;
  }
  if (code.startsWith('PT')) {
    const n = Number(code.slice(2));
    return Number.isInteger(n) && n >= 100 && n <= 599 ? n : 500;
  }
  return 400;
}

// RAISE SQLSTATE 'PGRST' (PostgREST's "Add HTTP Headers with RAISE"): MESSAGE is a JSON object with
// obligatory string keys code and message and optional details and hint; DETAIL a JSON object with
// an obligatory integer status, an obligatory headers object of string values and an optional
// status_text. Anything else is PGRST121 (500), whose details and hint say which part failed, as
// PostgREST's parseRaisePGRST and pgrstParseErrorDetails/Hint word it (Error/ApiRequestError.hs).
const PGRST121_MESSAGE = `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`;
const PGRST121_MSG_HINT = "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.";
const PGRST121_DET_HINT = "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.";

function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

// aeson's `.:?` for Maybe Text: absent or null is Nothing, a string is Just, anything else fails.
const optText = (v: unknown): string | null | undefined => (v === undefined || v === null ? null : typeof v === 'string' ? v : undefined);

function raisePgrst(e: PgError): RestError {
  const m = jsonObject(e.message);
  const details = m && optText(m.details);
  const hint = m && optText(m.hint);
  if (!m || typeof m.code !== 'string' || typeof m.message !== 'string' || details === undefined || hint === undefined) {
    return new RestError(500, 'PGRST121', PGRST121_MESSAGE, `Invalid JSON value for MESSAGE: '${e.message}'`, PGRST121_MSG_HINT);
  }
  if (e.detail === null) return new RestError(500, 'PGRST121', PGRST121_MESSAGE, 'DETAIL is missing in the RAISE statement', PGRST121_DET_HINT);
  const d = jsonObject(e.detail);
  const headers = d?.headers;
  const statusText = d && optText(d.status_text);
  // aeson reads an Int from any JSON number with an integral value (429 and 429.0 alike)
  const valid = d && typeof d.status === 'number' && Number.isInteger(d.status) && statusText !== undefined
    && headers !== null && typeof headers === 'object' && !Array.isArray(headers)
    && Object.values(headers as Record<string, unknown>).every((v) => typeof v === 'string');
  if (!valid) return new RestError(500, 'PGRST121', PGRST121_MESSAGE, `Invalid JSON value for DETAIL: '${e.detail}'`, PGRST121_DET_HINT);
  const err = new RestError(d.status as number, m.code, m.message, details, hint, { ...(headers as Record<string, string>) });
  err.statusText = statusText ?? null;
  return err;
}

export function fromPgError(e: PgError, authed: boolean): RestError {
  if (e.code === 'PGRST') return raisePgrst(e);
  const status = pgStatus(e.code, e.message, authed);
  const err = new RestError(status, e.code, e.message, e.detail, e.hint);
  // PTxyz: PostgREST builds the status from the number and the error's message (mkStatus n m), so
  // the message is also the status line's reason phrase.
  if (/^PT\d+$/.test(e.code) && status === Number(e.code.slice(2))) err.statusText = e.message;
  if (status === 401) err.headers['WWW-Authenticate'] = 'Bearer';
  return err;
}

// ---------------------------------------------------------------------------------------------
// "Perhaps you meant ..." hints of PGRST200. PostgREST uses a fuzzy set with Levenshtein re-scoring; a
// normalised Levenshtein similarity with the same thresholds gives the same suggestions for the
// typo-sized mistakes these hints are meant for.

function levenshtein(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

export function fuzzyBest(needle: string, candidates: Iterable<string>, minScore: number): string | null {
  const n = needle.toLowerCase();
  let best: string | null = null;
  let bestScore = -1;
  for (const c of candidates) {
    const l = c.toLowerCase();
    const score = 1 - levenshtein(n, l) / Math.max(n.length, l.length, 1);
    if (score > bestScore) {
      best = c;
      bestScore = score;
    }
  }
  return best !== null && bestScore >= minScore ? best : null;
}

// ---------------------------------------------------------------------------------------------
// PostgREST's function hints use the Haskell fuzzyset package (`Fuzzy.fromList`, `Fuzzy.getOne`:
// fuzzyset's Data/FuzzySet/Internal.hs getMatches): gram sizes 3 then 2, cosine similarity of the
// n-gram vectors of the normalised strings (lower case, only letters, digits, spaces and commas,
// enclosed in '-'), the best 50 re-scored by normalised Levenshtein similarity of the lower-cased
// strings, results under 0.33 dropped; an exact (case-insensitive) entry scores 1.

function gramVector(s: string, size: number): Map<string, number> {
  const norm = `-${[...s.toLowerCase()].filter((c) => /[\p{L}\p{N}\s,]/u.test(c)).join('')}-`;
  const v = new Map<string, number>();
  const chars = [...norm];
  for (let i = 0; i + size <= chars.length; i++) {
    const g = chars.slice(i, i + size).join('');
    v.set(g, (v.get(g) ?? 0) + 1);
  }
  return v;
}

const magnitude = (v: Map<string, number>): number => Math.sqrt([...v.values()].reduce((a, n) => a + n * n, 0));

/** fuzzyset's `getOne` (minimum score 0.33): the closest entry, or null. */
export function fuzzyGetOne(needle: string, entries: Iterable<string>): string | null {
  const key = needle.toLowerCase();
  const list: string[] = [];
  const byLower = new Map<string, string>();
  for (const e of entries) {
    if (byLower.has(e.toLowerCase())) continue; // fuzzyset keeps the first of equal keys
    byLower.set(e.toLowerCase(), e);
    list.push(e);
  }
  const exact = byLower.get(key);
  if (exact !== undefined) return exact;
  for (const size of [3, 2]) {
    const q = gramVector(key, size);
    const qm = magnitude(q);
    const scored: [number, string][] = [];
    for (const e of list) {
      const v = gramVector(e.toLowerCase(), size);
      let dot = 0;
      for (const [g, n] of q) dot += n * (v.get(g) ?? 0);
      if (dot > 0) scored.push([dot / (qm * magnitude(v)), e]);
    }
    if (!scored.length) continue;
    scored.sort((a, b) => b[0] - a[0]);
    const rescored = scored.slice(0, 50)
      .map(([, e]) => {
        const l = e.toLowerCase();
        return [1 - levenshtein(key, l) / Math.max(key.length, l.length, 1), e] as [number, string];
      })
      .sort((a, b) => b[0] - a[0])
      .filter(([score]) => score >= 0.33);
    if (rescored.length) return rescored[0][1];
  }
  return null;
}
