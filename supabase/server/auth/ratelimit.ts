// Sign-in throttling. GoTrue limits sign-ins and sign-ups per IP (`sign_in_sign_ups`, 30 per 5
// minutes in the CLI) and answers 429 over_request_rate_limit "Request rate limit reached". Here
// the failed attempts are what is counted, per IP and per e-mail: once either reaches its limit
// inside the window, every attempt for it (even a correct one) is refused until the window slides
// past. Successful sign-ins never count, so test suites and people signing in normally never hit it.

export class FailureLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly windowMs: number;
  private lastSweep = 0;

  constructor(windowSeconds: number) {
    this.windowMs = windowSeconds * 1000;
  }

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** True when `key` already has `limit` failures in the window (limit 0 = unlimited). */
  blocked(key: string, limit: number, now = Date.now()): boolean {
    if (limit <= 0) return false;
    return this.recent(key, now).length >= limit;
  }

  fail(key: string, now = Date.now()): void {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
    // Forget idle keys now and then so the map does not grow without bound.
    if (now - this.lastSweep > this.windowMs) {
      this.lastSweep = now;
      for (const k of [...this.hits.keys()]) this.recent(k, now);
    }
  }
}
