// Throttling of password guessing. GoTrue limits sign-ins and sign-ups per IP (`sign_in_sign_ups`,
// 30 per 5 minutes in the CLI) and answers 429 over_request_rate_limit "Request rate limit reached".
// Here only *failed* attempts count (normal use and test suites never hit a limit), and they are
// counted per client address and per (e-mail, client address) pair — never per e-mail alone, so a
// stranger guessing someone's password from their own address throttles only themselves and can
// never lock the account's owner out. Once a key has `limit` failures inside the window it must
// wait `backoff` after its last failure; every further failure doubles the wait (capped at the
// window). A success clears the pair (not the address: a guesser could otherwise reset its own
// counter by signing in to an account of its own).
import net from 'node:net';

/** Idle keys are swept once a window; this caps the map against floods of distinct keys in between. */
const MAX_KEYS = 100_000;

export class FailureLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly windowMs: number;
  private readonly backoffMs: number;
  private lastSweep = 0;

  constructor(windowSeconds: number, backoffSeconds: number) {
    this.windowMs = windowSeconds * 1000;
    this.backoffMs = backoffSeconds * 1000;
  }

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** Milliseconds `key` must still wait before its next attempt; 0 when it may try now (limit 0 = unlimited). */
  waitMs(key: string, limit: number, now = Date.now()): number {
    if (limit <= 0) return 0;
    const list = this.recent(key, now);
    if (list.length < limit) return 0;
    const delay = Math.min(this.backoffMs * 2 ** (list.length - limit), this.windowMs);
    return Math.max(0, list[list.length - 1] + delay - now);
  }

  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.delete(key); // re-insert so the map's order is least recently failed first
    this.hits.set(key, list);
    if (now - this.lastSweep > this.windowMs) {
      this.lastSweep = now;
      for (const k of [...this.hits.keys()]) this.recent(k, now);
    }
    while (this.hits.size > MAX_KEYS) {
      const oldest = this.hits.keys().next().value;
      if (oldest === undefined) break;
      this.hits.delete(oldest);
    }
  }

  reset(key: string): void {
    this.hits.delete(key);
  }
}

/**
 * The address a limit applies to: IPv4 as is, IPv4-mapped IPv6 as IPv4, other IPv6 by its /64
 * (one customer usually holds a whole /64, so counting single addresses would be no limit).
 */
export function throttleAddress(ip: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (v4) return v4[1];
  if (net.isIPv6(ip)) return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return ip;
}

function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail ? tail.split(':') : [];
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((g) => (Number.parseInt(g, 16) || 0).toString(16));
}

/** GoTrue's burst for the MFA limiters (SetBurst(30) in internal/api/options.go). */
export const MFA_BURST = 30;

/**
 * GoTrue's request limiter (tollbooth over golang.org/x/time/rate), as it guards MFA challenges and
 * verifications: a token bucket per key holding `burst` requests, refilled at `perMinute` a minute;
 * a request takes one token, a refused one takes none. Every request counts, successful or not. As
 * in tollbooth, a key's bucket is forgotten `ttlMs` after it was made and the next request starts a
 * full one (so a key gets at most burst + perMinute requests in its first minute, then again).
 */
export class RequestLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number; created: number }>();
  private readonly perMinute: number;
  private readonly perMs: number;
  private readonly burst: number;
  private readonly ttlMs: number;
  private lastSweep = 0;

  private readonly zeroIsUnlimited: boolean;

  /** `zeroIsUnlimited` false: a rate of 0 leaves the burst and never refills (tollbooth with max 0). */
  constructor(perMinute: number, burst: number, ttlMs = 60_000, zeroIsUnlimited = true) {
    this.perMinute = perMinute;
    this.perMs = perMinute / 60_000;
    this.burst = burst;
    this.ttlMs = ttlMs;
    this.zeroIsUnlimited = zeroIsUnlimited;
  }

  /** Takes a token for `key`: 0 when the request may go on, else the milliseconds until it could (perMinute 0 = unlimited unless built otherwise). */
  take(key: string, now = Date.now()): number {
    if (this.perMinute <= 0 && this.zeroIsUnlimited) return 0;
    this.sweep(now);
    let b = this.buckets.get(key);
    if (!b || now - b.created >= this.ttlMs) b = { tokens: this.burst, at: now, created: now };
    else b = { ...b, tokens: Math.min(this.burst, b.tokens + (now - b.at) * this.perMs), at: now };
    this.buckets.delete(key); // re-insert: the map's order is least recently used first
    this.buckets.set(key, b);
    while (this.buckets.size > MAX_KEYS) {
      const oldest = this.buckets.keys().next().value;
      if (oldest === undefined) break;
      this.buckets.delete(oldest);
    }
    // refilled enough, or forgotten and started afresh, whichever comes first
    if (b.tokens < 1) return Math.max(1, Math.min(Math.ceil((1 - b.tokens) / this.perMs), b.created + this.ttlMs - now));
    b.tokens -= 1;
    return 0;
  }

  /** Drops buckets past their time to live, once per ttl. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.ttlMs) return;
    this.lastSweep = now;
    for (const [k, b] of this.buckets) if (now - b.created >= this.ttlMs) this.buckets.delete(k);
  }
}

/**
 * GoTrue's request limiters keyed by client address, from config.toml `[auth.rate_limit]`
 * (internal/api/apilimiter/apilimiter.go New; tollbooth token buckets that forget a key after an
 * hour): `sign_in_sign_ups` (GOTRUE_RATE_LIMIT_OTP) feeds one bucket each for sign-ups, /recover,
 * /resend, /magiclink, /otp and PUT /user; `token_refresh` the /token grants; `token_verifications`
 * /verify; `web3` the web3 grant; each `n` per 5 minutes with bursts of 30. `anonymous_users` is
 * `n` an hour with bursts of `n`.
 */
export type AddressBucket = 'signups' | 'anonymous' | 'recover' | 'resend' | 'magicLink' | 'otp' | 'user' | 'token' | 'verify' | 'web3';

export interface AddressLimits {
  signInSignUps: number;
  tokenRefresh: number;
  tokenVerifications: number;
  anonymousUsers: number;
  web3: number;
}

const HOUR_MS = 3_600_000;
/** newLimiterPer5mOver1h: `n` per 5 minutes, burst 30, keys forgotten after an hour. */
const per5m = (n: number) => new RequestLimiter(n / 5, 30, HOUR_MS, false);

export class AddressLimiters {
  private readonly buckets: Record<AddressBucket, RequestLimiter>;

  constructor(l: AddressLimits) {
    this.buckets = {
      signups: per5m(l.signInSignUps),
      recover: per5m(l.signInSignUps),
      resend: per5m(l.signInSignUps),
      magicLink: per5m(l.signInSignUps),
      otp: per5m(l.signInSignUps),
      user: per5m(l.signInSignUps),
      token: per5m(l.tokenRefresh),
      verify: per5m(l.tokenVerifications),
      web3: per5m(l.web3),
      anonymous: new RequestLimiter(l.anonymousUsers / 60, l.anonymousUsers, HOUR_MS, false),
    };
  }

  /** 0 when `key` may go on through `bucket`, else the milliseconds until it could. */
  take(bucket: AddressBucket, key: string, now = Date.now()): number {
    return this.buckets[bucket].take(key, now);
  }
}

/**
 * GoTrue's IntervalLimiter (internal/ratelimit/interval.go), which counts the auth e-mails of the
 * whole project (`email_sent`, GOTRUE_RATE_LIMIT_EMAIL_SENT, per hour): at most `limit` per
 * interval, the count starting afresh at each interval boundary counted from creation.
 */
export class IntervalLimiter {
  private last: number;
  private count = 0;
  private readonly limit: number;
  private readonly intervalMs: number;

  constructor(limit: number, intervalMs: number, now = Date.now()) {
    this.limit = limit;
    this.intervalMs = intervalMs;
    this.last = now;
  }

  allow(now = Date.now()): boolean {
    const ivals = Math.floor((now - this.last) / this.intervalMs);
    if (ivals > 0) {
      this.last += ivals * this.intervalMs;
      this.count = 0;
    }
    if (this.count < this.limit) {
      this.count++;
      return true;
    }
    return false;
  }
}
