// One auth request: the parsed URL, the JSON body as GoTrue's retrieveRequestParams reads it, the
// shared state, and the answering helpers (which echo X-Supabase-Api-Version like GoTrue).
import net from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/index.ts';
import { PayloadTooLargeError, readBody, send, sendJson } from '../http/context.ts';
import { AuthError, badRequest, rateLimited, versionHeaders } from './errors.ts';
import type { Mailer } from './mail.ts';
import { throttleAddress, type AddressBucket, type AddressLimiters, type FailureLimiter, type IntervalLimiter, type RequestLimiter } from './ratelimit.ts';
import { requestInfo, type RequestInfo } from './sessions.ts';
import type { JsonObject } from './users.ts';

export interface AuthState {
  cfg: ServerConfig;
  db: Db;
  mailer: Mailer;
  limiter: FailureLimiter;
  /** GoTrue's FactorChallenge and FactorVerify limiters: one bucket per endpoint and client address. */
  mfaLimiters: { challenge: RequestLimiter; verify: RequestLimiter };
  /** GoTrue's other per-address limiters ([auth.rate_limit]); null when the config has none. */
  addressLimiters: AddressLimiters | null;
  /** The project's auth e-mails per hour (email_sent); null: no limit. */
  emailLimiter: IntervalLimiter | null;
}

export class Call {
  readonly req: IncomingMessage;
  readonly res: ServerResponse;
  readonly url: URL;
  readonly path: string;
  readonly state: AuthState;
  readonly info: RequestInfo;
  private parsed: JsonObject | null = null;

  constructor(req: IncomingMessage, res: ServerResponse, url: URL, path: string, state: AuthState) {
    this.req = req;
    this.res = res;
    this.url = url;
    this.path = path;
    this.state = state;
    this.info = requestInfo(req, state.cfg);
  }

  get cfg(): ServerConfig {
    return this.state.cfg;
  }

  /**
   * GoTrue's limitHandler / performRateLimiting for one of its per-address limiters: 429
   * over_request_rate_limit "Request rate limit reached". As GoTrue keys them by the header named in
   * GOTRUE_RATE_LIMIT_HEADER and skips them when that is unset or absent from the request, they apply
   * only when the address comes from X-Forwarded-For through trusted proxies (trustProxyHops > 0).
   */
  limitByAddress(bucket: AddressBucket): void {
    const limiters = this.state.addressLimiters;
    if (!limiters || !((this.cfg.trustProxyHops ?? 0) > 0) || !this.req.headers['x-forwarded-for']) return;
    const waitMs = limiters.take(bucket, throttleAddress(this.info.ip));
    if (waitMs > 0) throw rateLimited(waitMs / 1000);
  }

  get db(): Db {
    return this.state.db;
  }

  query(name: string): string {
    return this.url.searchParams.get(name) ?? '';
  }

  /** The JSON body; GoTrue refuses an empty or malformed one with 400 bad_json. */
  async body(): Promise<JsonObject> {
    if (this.parsed) return this.parsed;
    let buf: Buffer;
    try {
      buf = await readBody(this.req, this.cfg.maxBodyBytes);
    } catch (e) {
      if (e instanceof PayloadTooLargeError) throw new AuthError(413, 'request_too_large', 'Request body too large');
      throw e;
    }
    const text = buf.toString('utf8');
    let v: unknown;
    try {
      v = JSON.parse(text);
    } catch {
      const first = text.trim()[0];
      const why = first === undefined ? 'unexpected end of JSON input' : `invalid character '${first}' looking for beginning of value`;
      throw badRequest('bad_json', `Could not parse request body as JSON: ${why}`);
    }
    if (v === null) v = {};
    if (typeof v !== 'object' || Array.isArray(v)) {
      throw badRequest('bad_json', `Could not parse request body as JSON: json: cannot unmarshal ${Array.isArray(v) ? 'array' : typeof v} into Go value of type object`);
    }
    this.parsed = v as JsonObject;
    return this.parsed;
  }

  json(status: number, body: unknown, headers: Record<string, string> = {}): void {
    sendJson(this.res, status, body, { ...versionHeaders(this.req), ...headers });
  }

  noContent(): void {
    send(this.res, 204, null, versionHeaders(this.req));
  }

  redirect(location: string): void {
    send(this.res, 303, null, { Location: location });
  }
}

function wrongType(key: string, v: unknown, want: string): AuthError {
  const got = Array.isArray(v) ? 'array' : typeof v;
  return badRequest('bad_json', `Could not parse request body as JSON: json: cannot unmarshal ${got} into Go struct field .${key} of type ${want}`);
}

/** A string field: '' when absent or null. */
export function str(body: JsonObject, key: string): string {
  const v = body[key];
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw wrongType(key, v, 'string');
  return v;
}

/** A string field that may be absent (undefined) — GoTrue's *string. */
export function optStr(body: JsonObject, key: string): string | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string') throw wrongType(key, v, 'string');
  return v;
}

export function bool(body: JsonObject, key: string): boolean | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'boolean') throw wrongType(key, v, 'bool');
  return v;
}

/** An object field (map[string]interface{}); undefined when absent or null. */
export function obj(body: JsonObject, key: string): JsonObject | undefined {
  const v = body[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'object' || Array.isArray(v)) throw wrongType(key, v, 'map[string]interface {}');
  return v as JsonObject;
}

/**
 * One `additional_redirect_urls` pattern as GoTrue compiles it (glob.Compile(uri, '.', '/'),
 * gobwas/glob): `**` any text, `*` any text without '.' or '/', `?` one such character, `{a,b}`
 * alternatives; the rest literal.
 */
export function redirectPattern(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '*' && glob[i + 1] === '*') { re += '.*'; i++; }
    else if (ch === '*') re += '[^./]*';
    else if (ch === '?') re += '[^./]';
    else if (ch === '{') {
      const close = glob.indexOf('}', i);
      if (close === -1) { re += '\\{'; continue; }
      re += '(?:' + glob.slice(i + 1, close).split(',').map((alt) => alt.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') + ')';
      i = close;
    } else re += ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

/**
 * The host as Go's url.Parse leaves it (Hostname(), brackets dropped): WHATWG URL would rewrite
 * `2130706433` or `0x7f.1` into 127.0.0.1, which GoTrue sees, and refuses, as written.
 */
function hostOf(u: URL, raw?: string): string {
  const authority = raw ? /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(raw)?.[1] : undefined;
  if (authority === undefined) return u.hostname.replace(/^\[(.*)\]$/, '$1');
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  const v6 = /^\[([^\]]*)\]/.exec(host);
  return (v6 ? v6[1] : host.replace(/:\d*$/, '')).toLowerCase();
}
const isLoopbackIp = (h: string): boolean => net.isIPv4(h) ? h.startsWith('127.') : net.isIPv6(h) && (h === '::1' || h === '0:0:0:0:0:0:0:1');
const isLocalhost = (h: string): boolean => h === 'localhost' || isLoopbackIp(h);

/**
 * GoTrue's IsRedirectURLValid (internal/utilities/request.go): the site URL's scheme, host and port
 * (any port on a loopback host), an IP literal only when loopback, else a match of config.toml's
 * additional_redirect_urls (without the fragment).
 */
export function isRedirectUrlValid(cfg: Pick<ServerConfig, 'siteUrl' | 'additionalRedirectUrls'>, raw: string): boolean {
  if (!raw || /[\x00-\x20\x7f]/.test(raw)) return false;
  let base: URL;
  try {
    base = new URL(cfg.siteUrl);
  } catch {
    return false;
  }
  let ref: URL | null = null;
  try {
    ref = new URL(raw);
  } catch {
    if (/^https?:\/\//i.test(raw)) return false;
  }
  if (ref) {
    const host = hostOf(ref, raw);
    if (hostOf(base) === host && base.protocol === ref.protocol && (base.port === ref.port || isLocalhost(host))) return true;
    const http = ref.protocol === 'http:' || ref.protocol === 'https:';
    if (/^[0-9]+$/.test(host)) return false;
    if (net.isIP(host)) return isLoopbackIp(host);
    if (http && !/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
  }
  const target = raw.split('#')[0];
  return (cfg.additionalRedirectUrls ?? []).some((p) => redirectPattern(p).test(target));
}

/** redirect_to as GoTrue's getReferrer takes it: when not allowed, the site URL (no open redirect). */
export function safeRedirect(cfg: ServerConfig, raw: string): string {
  return isRedirectUrlValid(cfg, raw) ? raw : cfg.siteUrl;
}
