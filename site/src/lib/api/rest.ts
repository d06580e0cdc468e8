// A small PostgREST client over fetch: the public pages read without shipping supabase-js.
// Requests carry the anon key and, when a visitor is signed in, their access token.
import { PUBLISHABLE_KEY, apiUrl } from './config.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: string | null;
  readonly hint: string | null;
  constructor(status: number, body: { code?: string; message?: string; details?: string | null; hint?: string | null; error?: string; msg?: string }) {
    super(body.message || body.msg || body.error || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code ?? String(status);
    this.details = body.details ?? null;
    this.hint = body.hint ?? null;
  }
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  /** Prefer header, e.g. 'return=representation' */
  prefer?: string;
  /** access token to send; undefined = look up the signed-in visitor's (browser only) */
  token?: string | null;
  signal?: AbortSignal;
}

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

/** The auth module registers how to get the current access token (see ../auth/session.ts). */
export function setTokenProvider(p: TokenProvider): void {
  tokenProvider = p;
}

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export async function request<T>(path: string, opts: RestOptions = {}): Promise<T> {
  const token = opts.token === undefined ? await tokenProvider() : opts.token;
  const headers: Record<string, string> = {
    apikey: PUBLISHABLE_KEY,
    Authorization: `Bearer ${token ?? PUBLISHABLE_KEY}`,
    Accept: 'application/json',
  };
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  if (opts.prefer) headers.Prefer = opts.prefer;
  const res = await fetch(`${apiUrl()}${path}${buildQuery(opts.query)}`, {
    method: opts.method ?? 'GET',
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    signal: opts.signal,
  });
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { message: text };
    }
  }
  if (!res.ok) throw new ApiError(res.status, (data ?? {}) as Record<string, string>);
  return data as T;
}

/** GET /rest/v1/{table}?select=…&filters */
export function select<T>(table: string, query: Query, opts: Omit<RestOptions, 'query' | 'method' | 'body'> = {}): Promise<T[]> {
  return request<T[]>(`/rest/v1/${table}`, { ...opts, query });
}

export function insert<T = unknown>(table: string, body: unknown, opts: Omit<RestOptions, 'body' | 'method'> = {}): Promise<T> {
  return request<T>(`/rest/v1/${table}`, { ...opts, method: 'POST', body, prefer: opts.prefer ?? 'return=minimal' });
}

export function update<T = unknown>(table: string, query: Query, body: unknown, opts: Omit<RestOptions, 'body' | 'method' | 'query'> = {}): Promise<T> {
  return request<T>(`/rest/v1/${table}`, { ...opts, method: 'PATCH', query, body, prefer: opts.prefer ?? 'return=minimal' });
}

export function remove(table: string, query: Query, opts: Omit<RestOptions, 'body' | 'method' | 'query'> = {}): Promise<unknown> {
  return request(`/rest/v1/${table}`, { ...opts, method: 'DELETE', query });
}

/** POST /rest/v1/rpc/{fn} */
export function rpc<T>(fn: string, args: Record<string, unknown> = {}, opts: Omit<RestOptions, 'body' | 'method'> = {}): Promise<T> {
  return request<T>(`/rest/v1/rpc/${fn}`, { ...opts, method: 'POST', body: args });
}

/** Quotes a value for PostgREST in.(…) lists and or=() filters. */
export function pgQuote(v: string): string {
  return `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
