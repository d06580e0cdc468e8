// How the auth server talks to the database: like GoTrue, as `supabase_auth_admin` (which owns
// the auth tables, see db/bootstrap.sql) with search_path `auth`. So triggers on auth.users run
// with exactly the rights they have on a hosted project: one that writes to public without
// `security definer` fails here too, and surfaces as "Database error saving new user".
import type { Db, Queryable } from '../db/index.ts';

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export function authTx<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', 'supabase_auth_admin', true), set_config('search_path', 'auth', true)`);
    return fn(tx);
  });
}

/** A timestamptz column as GoTrue's JSON prints it (RFC 3339, UTC), still to be trimmed by goTime. */
export function tsSql(expr: string): string {
  return `to_char((${expr}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Go's RFC3339Nano: fraction without trailing zeros, none at all when zero. */
export function goTime(v: string | null | undefined): string | undefined {
  if (!v) return undefined;
  return v.replace(/\.(\d*?)0+Z$/, (_m, d: string) => (d ? `.${d}Z` : 'Z'));
}
