// Shared by the REST conformance suites: a server on the conformance fixture, supabase-js clients
// (anon, service role, a signed-in user), users created straight in auth.users with a minted
// access token (no dependency on /auth/v1), and raw HTTP calls to /rest/v1 to see statuses,
// headers and bodies exactly.
import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../server/jwt.ts';
import { CONFORMANCE_MIGRATIONS, startTestServer, type TestServer } from '../helpers/server.ts';

export async function startRestServer(): Promise<TestServer> {
  return startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS });
}

const noSession = { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false };

export function anonClient(s: TestServer): SupabaseClient {
  return createClient(s.url, s.anonKey, { auth: noSession });
}

export function serviceClient(s: TestServer): SupabaseClient {
  return createClient(s.url, s.serviceRoleKey, { auth: noSession });
}

/** A client acting as a signed-in user: the access token goes in Authorization, anon key in apikey. */
export function userClient(s: TestServer, token: string): SupabaseClient {
  return createClient(s.url, s.anonKey, { auth: noSession, global: { headers: { Authorization: `Bearer ${token}` } } });
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

export function mintToken(s: TestServer, claims: Record<string, unknown>): string {
  return signJwt({ aud: 'authenticated', role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600, ...claims }, s.cfg.jwtSecret);
}

/** Inserts a user into auth.users (as GoTrue would) and mints an access token for it. */
export async function createUser(s: TestServer, label: string): Promise<TestUser> {
  const id = crypto.randomUUID();
  const email = `${label}-${id.slice(0, 8)}@example.com`;
  await s.db.query(
    `insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ($1, 'authenticated', 'authenticated', $2, '{}', '{}', now(), now())`,
    [id, email],
  );
  return { id, email, token: mintToken(s, { sub: id, email }) };
}

export interface RawResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

/** A request to /rest/v1 with the given headers (apikey defaults to the anon key). */
export async function rest(
  s: TestServer,
  method: string,
  path: string,
  opts: { headers?: Record<string, string>; body?: unknown; rawBody?: string | Buffer; apikey?: string | null; token?: string | null } = {},
): Promise<RawResponse> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  const apikey = opts.apikey === undefined ? s.anonKey : opts.apikey;
  if (apikey) headers.apikey = apikey;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | Buffer | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const r = await fetch(`${s.url}/rest/v1${path}`, { method, headers, body: body as BodyInit | undefined });
  const text = await r.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: r.status, headers: r.headers, body: parsed, text };
}
