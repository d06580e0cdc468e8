// Shared by the auth conformance suites: a server on the conformance fixture, supabase-js clients
// that keep their session in memory, raw HTTP calls to /auth/v1 (to see statuses, headers and
// bodies exactly), and the local outbox where "sent" e-mails land.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { ServerConfig } from '../../server/config.ts';
import { CONFORMANCE_MIGRATIONS, startTestServer, type TestServer } from '../helpers/server.ts';

export async function startAuthServer(overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  return startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS, overrides });
}

/** A Storage-like object (localStorage) kept in memory, so session persistence can be observed. */
export function memoryStorage(): { store: Map<string, string>; getItem(k: string): string | null; setItem(k: string, v: string): void; removeItem(k: string): void } {
  const store = new Map<string, string>();
  return {
    store,
    getItem: (k) => store.get(k) ?? null,
    setItem: (k, v) => { store.set(k, v); },
    removeItem: (k) => { store.delete(k); },
  };
}

export function anonClient(s: TestServer, storage?: ReturnType<typeof memoryStorage>): SupabaseClient {
  return createClient(s.url, s.anonKey, {
    auth: storage
      ? { persistSession: true, storage, autoRefreshToken: false, detectSessionInUrl: false }
      : { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export function serviceClient(s: TestServer): SupabaseClient {
  return createClient(s.url, s.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

export function uniqueEmail(label: string): string {
  return `${label}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

export interface RawResponse {
  status: number;
  headers: Headers;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

/** A request to /auth/v1 with the anon key as apikey (as the clients send), versioned errors by default. */
export async function raw(
  s: TestServer,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string | null; apikey?: string | null; versioned?: boolean; rawBody?: string; redirect?: 'manual' | 'follow' } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = {};
  const apikey = opts.apikey === undefined ? s.anonKey : opts.apikey;
  if (apikey) headers.apikey = apikey;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.versioned !== false) headers['x-supabase-api-version'] = '2024-01-01';
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['content-type'] = 'application/json;charset=UTF-8';
  const res = await fetch(`${s.url}/auth/v1${path}`, { method, headers, body, redirect: opts.redirect ?? 'follow' });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

export function decodeJwt(token: string): Record<string, any> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

export interface Mail {
  type: string;
  to: string;
  link: string;
  otp: string;
  token_hash: string;
  redirect_to: string;
}

/** The last mail the server "sent" to `email` (GET /auth/v1/_local/outbox with the service key). */
export async function lastMail(s: TestServer, email: string): Promise<Mail> {
  const r = await raw(s, 'GET', `/_local/outbox?email=${encodeURIComponent(email)}`, { token: s.serviceRoleKey, apikey: s.serviceRoleKey });
  const list = (r.body?.messages ?? []) as Mail[];
  if (!list.length) throw new Error(`no mail for ${email} (${r.status} ${r.text})`);
  return list[list.length - 1];
}

/** Signs up a fresh confirmed user through the API; returns the client holding its session. */
export async function signedUpUser(s: TestServer, label: string, password = 'password-123'): Promise<{ client: SupabaseClient; email: string; password: string; id: string }> {
  const client = anonClient(s, memoryStorage());
  const email = uniqueEmail(label);
  const { data, error } = await client.auth.signUp({ email, password });
  if (error || !data.user) throw error ?? new Error('sign-up returned no user');
  return { client, email, password, id: data.user.id };
}
