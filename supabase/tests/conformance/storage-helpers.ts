// Shared setup of the storage conformance suites: a server on the conformance fixture, users
// inserted straight into auth.users (independent of the auth module) with access tokens minted
// by hand, and supabase-js clients acting as them.
import crypto from 'node:crypto';
import http from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '../../server/jwt.ts';
import { CONFORMANCE_MIGRATIONS, startTestServer, type TestServer } from '../helpers/server.ts';

export { TEST_DB } from '../helpers/server.ts';

export function startStorageServer(): Promise<TestServer> {
  return startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS });
}

export interface TestUser {
  id: string;
  email: string;
  token: string;
  client: SupabaseClient;
}

export function tokenFor(s: TestServer, sub: string, email: string, expiresIn = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ sub, role: 'authenticated', aud: 'authenticated', email, iat: now, exp: now + expiresIn }, s.cfg.jwtSecret);
}

export function clientWithToken(s: TestServer, token: string): SupabaseClient {
  return createClient(s.url, s.anonKey, {
    global: { headers: { Authorization: `Bearer ${token}` } },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

export async function createUser(s: TestServer, label: string): Promise<TestUser> {
  const id = crypto.randomUUID();
  const email = `${label}-${id.slice(0, 8)}@example.test`;
  await s.db.query(
    `insert into auth.users (id, aud, role, email, email_confirmed_at, created_at, updated_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, 'authenticated', 'authenticated', $2, now(), now(), now(), '{}', '{}')`,
    [id, email],
  );
  const token = tokenFor(s, id, email);
  return { id, email, token, client: clientWithToken(s, token) };
}

export function anonClient(s: TestServer): SupabaseClient {
  return createClient(s.url, s.anonKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

export function serviceClient(s: TestServer): SupabaseClient {
  return createClient(s.url, s.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
}

/** Headers supabase-js would send for a given bearer (for hand-made requests). */
export function authHeaders(s: TestServer, bearer: string): Record<string, string> {
  return { apikey: s.anonKey, Authorization: `Bearer ${bearer}` };
}

/**
 * A raw HTTP request with the path sent exactly as given: fetch (and the WHATWG URL parser)
 * would normalize `..` segments away before they ever reach the server.
 */
export function rawRequest(
  s: TestServer,
  opts: { method: string; path: string; headers?: Record<string, string>; body?: Buffer | string },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: s.port, method: opts.method, path: opts.path, headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** The parts of a storage-js error a caller can branch on. */
export function errorParts(error: unknown): { status: number | undefined; statusCode: string | undefined; code: string | undefined; message: string } | null {
  if (!error) return null;
  const e = error as { status?: number; statusCode?: string; code?: string; message: string };
  return { status: e.status, statusCode: e.statusCode, code: e.code, message: e.message };
}
