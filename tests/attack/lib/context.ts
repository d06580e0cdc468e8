// What every check gets: the target's URLs and anon key, the demo accounts signed in (lazily, once),
// a throw-away account the suite signs up itself, raw and supabase-js access to the API, and the
// verdict helpers. Nothing here uses a test-only hook of the server: only its public HTTP API.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { isLoopback } from './http.ts';

export const DEMO_PASSWORD = 'Demo-pass-2026';
export const DEMO = {
  admin: 'admin@demo.test',
  lawyer: 'lawyer@demo.test',
  pendingLawyer: 'pending-lawyer@demo.test',
  clientA: 'client@demo.test',
  clientB: 'client2@demo.test',
} as const;
export type DemoName = keyof typeof DEMO;

export interface Options {
  /** Where the pages are (the site, /admin, /lawyer-login). */
  base: string;
  /** Where the Supabase API is (/rest/v1, /auth/v1, /storage/v1, /realtime/v1); the base by default. */
  api: string;
  /** The key browsers use: the publishable key (or, during migration, a legacy anon JWT). */
  anonKey: string;
  /** How that key was found (flag, environment, the site's scripts, the local default). */
  anonKeySource: string;
  /** The instance's secret key when given (--secret-key, SUPABASE_SECRET_KEY); '' otherwise. */
  secretKey: string;
  /** Checks that flood or fill the instance (many failed log-ins, check-up requests, booking holds). */
  flood: boolean;
  /** Seconds to wait before replaying a rotated refresh token (the reuse interval is 10 s by default). */
  reuseWaitSeconds: number;
  /** Secret to try for minting tokens (the Supabase CLI's public local one by default). */
  jwtSecret: string;
  /** Only checks whose id contains one of these. */
  only: string[];
}

export interface Persona {
  email: string;
  password: string;
  id: string;
  token: string;
  refreshToken: string;
  /** supabase-js as this user (REST, Storage, RPC; the access token as is). */
  db: SupabaseClient;
}

export type Verdict = 'HELD' | 'NOT HELD' | 'SKIPPED';
export interface Outcome { verdict: Verdict; reason: string }
export const held = (reason: string): Outcome => ({ verdict: 'HELD', reason });
export const notHeld = (reason: string): Outcome => ({ verdict: 'NOT HELD', reason });
export const skipped = (reason: string): Outcome => ({ verdict: 'SKIPPED', reason });

export interface Check {
  /** Stable id, "area/name" (also what --only matches). */
  id: string;
  /** One line: the attack. */
  title: string;
  /** Floods or fills the instance: skipped with --no-flood. */
  flood?: boolean;
  /** Runs after every other check (log-in throttling: it must not throttle the suite itself). */
  last?: boolean;
  /** Runs alongside the others (it mostly waits). */
  background?: boolean;
  run(ctx: Ctx): Promise<Outcome>;
}

/**
 * Collects the attempts of one check: each that got through is a finding; the verdict is HELD when
 * none did, else NOT HELD with the first finding (and how many more).
 */
export class Findings {
  private readonly found: string[] = [];
  tried = 0;
  /** Records an attempt; `breach` is a description when it got through, null when it was stopped. */
  attempt(breach: string | null): void {
    this.tried++;
    if (breach) this.found.push(breach);
  }
  get count(): number {
    return this.found.length;
  }
  verdict(heldReason: string): Outcome {
    if (!this.found.length) return held(heldReason);
    const more = this.found.length > 1 ? ` (+${this.found.length - 1} more: ${this.found.slice(1, 3).join('; ')}${this.found.length > 3 ? '; ...' : ''})` : '';
    return notHeld(`${this.found[0]}${more}`);
  }
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

const NO_SESSION = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } as const;

export class Ctx {
  readonly opts: Options;
  /** The API is on a loopback address: the suite can connect as other clients (127.x.y.z). */
  readonly loopback: boolean;
  readonly anon: SupabaseClient;
  private readonly personas = new Map<string, Promise<Persona>>();
  private throwawayP: Promise<Persona | null> | null = null;
  /** Undo steps registered by checks, run at the end (bookings cancelled, values restored). */
  readonly cleanups: { label: string; fn: () => Promise<void> }[] = [];

  constructor(opts: Options) {
    this.opts = opts;
    this.loopback = isLoopback(new URL(opts.api).hostname);
    this.anon = createClient(opts.api, opts.anonKey, { auth: NO_SESSION });
  }

  /** supabase-js that sends `token` as the user's bearer token (the anon key as apikey). */
  clientWithToken(token: string): SupabaseClient {
    return createClient(this.opts.api, this.opts.anonKey, { auth: NO_SESSION, accessToken: async () => token });
  }

  /** One request to the API with fetch; `token` defaults to the anon key. */
  async api(method: string, path: string, o: { token?: string; apikey?: string; body?: unknown; headers?: Record<string, string>; redirect?: RequestRedirect } = {}): Promise<ApiResponse> {
    const apikey = o.apikey ?? this.opts.anonKey;
    const headers: Record<string, string> = { apikey, Authorization: `Bearer ${o.token ?? apikey}`, ...o.headers };
    let body: BodyInit | undefined;
    if (o.body !== undefined) {
      if (typeof o.body === 'string' || o.body instanceof Uint8Array) body = o.body as BodyInit;
      else {
        body = JSON.stringify(o.body);
        headers['content-type'] ??= 'application/json';
      }
    }
    const res = await fetch(`${this.opts.api}${path}`, { method, headers, body, redirect: o.redirect ?? 'manual' });
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  /** Signs in with a password through /auth/v1/token; throws with the server's answer on failure. */
  async signIn(email: string, password: string): Promise<Persona> {
    const r = await this.api('POST', '/auth/v1/token?grant_type=password', { body: { email, password } });
    const j = r.json as { access_token?: string; refresh_token?: string; user?: { id: string } } | undefined;
    if (r.status !== 200 || !j?.access_token || !j.user) throw new Error(`sign-in ${email}: ${r.status} ${r.text.slice(0, 160)}`);
    return { email, password, id: j.user.id, token: j.access_token, refreshToken: j.refresh_token ?? '', db: this.clientWithToken(j.access_token) };
  }

  /** A demo account, signed in once per run. */
  demo(name: DemoName): Promise<Persona> {
    let p = this.personas.get(name);
    if (!p) {
      p = this.signIn(DEMO[name], DEMO_PASSWORD);
      p.catch(() => undefined);
      this.personas.set(name, p);
    }
    return p;
  }

  /**
   * An account the suite signs up itself (a random example.com address): for what must not touch the
   * demo accounts (a session to revoke, metadata to edit, an account to guess). Null when sign-up
   * gives no session (an instance that confirms e-mail addresses first).
   */
  throwaway(): Promise<Persona | null> {
    this.throwawayP ??= this.signUp('attack-victim');
    return this.throwawayP;
  }

  /** A fresh account with a strong random password; null when the instance hands out no session. */
  async signUp(label: string): Promise<Persona | null> {
    const email = `${label}-${crypto.randomBytes(5).toString('hex')}@example.com`;
    const password = `Aa1-${crypto.randomBytes(12).toString('hex')}`;
    const r = await this.api('POST', '/auth/v1/signup', { body: { email, password, data: { name: 'Attack suite' } } });
    const j = r.json as { access_token?: string; refresh_token?: string; user?: { id: string } } | undefined;
    if (r.status !== 200 || !j?.access_token || !j.user) return null;
    return { email, password, id: j.user.id, token: j.access_token, refreshToken: j.refresh_token ?? '', db: this.clientWithToken(j.access_token) };
  }

  cleanup(label: string, fn: () => Promise<void>): void {
    this.cleanups.push({ label, fn });
  }
}

// ---- bookings: free slots found as any visitor finds them (lawyer_open_slots) ----------------

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** `n` distinct slots of `lawyerId` a client could book now (open and not held), 2-61 days ahead. */
export async function freeSlots(ctx: Ctx, lawyerId: string, n: number): Promise<{ date: string; time: string }[]> {
  // only slots the lawyer's availability opens (issue 27: weekly hours, notice, horizon, holidays),
  // shuffled so that checks running side by side rarely meet
  const from = new Date(Date.now() + 2 * 86_400_000);
  const to = new Date(Date.now() + 61 * 86_400_000);
  const open = await ctx.anon.rpc('lawyer_open_slots', { lawyer_id: lawyerId, from_date: isoDay(from), to_date: isoDay(to) });
  if (open.error) throw new Error(`lawyer_open_slots: ${open.error.message}`);
  const slots = ((open.data ?? []) as { slot_date: string; slot_time: string }[]).map((r) => ({ date: r.slot_date, time: r.slot_time.slice(0, 5) }));
  for (let i = slots.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [slots[i], slots[j]] = [slots[j]!, slots[i]!];
  }
  return slots.slice(0, n);
}

export interface Booking { id: string; fee_amount: number; list_fee: number; discount_amount: number; client_id: string }

/** create_booking as `p` (20 minutes); the booking is cancelled again at the end of the run. */
export async function book(ctx: Ctx, p: Persona, lawyerId: string, slot: { date: string; time: string }, extra: Record<string, unknown> = {}) {
  const r = await p.db.rpc('create_booking', {
    lawyer_id: lawyerId, booking_date: slot.date, booking_time: slot.time, duration_minutes: 20,
    consultation_type: 'Attack suite', case_description: 'Created by the attack suite; cancelled at the end of its run.', ...extra,
  });
  if (!r.error && r.data) {
    const b = r.data as Booking;
    ctx.cleanup(`cancel booking ${b.id}`, async () => {
      const c = await p.db.rpc('client_cancel_booking', { booking_id: b.id });
      if (c.error && c.error.hint !== 'invalid_transition') throw new Error(c.error.message);
    });
  }
  return r;
}

/** A short description of a supabase-js / PostgREST error: "42501 (hint) message". */
export function describeError(e: { code?: string; hint?: string | null; message?: string } | null | undefined): string {
  if (!e) return 'no error';
  return `${e.code ?? '?'}${e.hint ? ` (${e.hint})` : ''}: ${(e.message ?? '').slice(0, 90)}`;
}
