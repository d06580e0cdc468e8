// Administrators with two-step verification (issue 18, migration 20261125007000): private.is_admin()
// holds only when the administrator has no verified MFA factor or the access token says aal2
// (auth.jwt() ->> 'aal'). Checked through the local server with supabase-js: an admin without a
// factor at aal1, an admin with an unverified factor, with a verified factor at aal1 (treated as
// a non-administrator: functions refused, only its own rows) and at aal2 (everything again).
import crypto from 'node:crypto';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { totpCode } from '../../server/auth/mfa.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { clientWithToken, expectError, makeAdmin, signUp, signUpClient, type Persona } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let client: Persona;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  client = await signUpClient(s, 'mfa-client');
});
afterAll(async () => { await s?.close(); });

function authClient(): SupabaseClient {
  return createClient(s.url, s.anonKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
}

async function signIn(p: Persona): Promise<SupabaseClient> {
  const c = authClient();
  const r = await c.auth.signInWithPassword({ email: p.email, password: p.password });
  if (r.error) throw r.error;
  return c;
}

async function tokenOf(c: SupabaseClient): Promise<string> {
  return (await c.auth.getSession()).data.session!.access_token;
}

const aalOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).aal as string;

/** What an administrator's token may do: an admin function and reading others' rows. */
async function adminPowers(token: string): Promise<{ fn: string; seesOthers: boolean; isAdmin: boolean }> {
  const db = clientWithToken(s, token);
  const fn = await db.rpc('admin_set_lawyer_visibility', { lawyer_id: crypto.randomUUID(), visible: false });
  const roles = await db.from('user_roles').select('user_id').eq('user_id', client.id);
  return { fn: fn.error?.code ?? 'ok', seesOthers: (roles.data ?? []).length > 0, isAdmin: !roles.error };
}

describe(`admin actions require aal2 once the administrator has a verified factor (${TEST_DB})`, () => {
  test('without a factor (or with an unverified one) an administrator works at aal1', async () => {
    const admin = await makeAdmin(s, await signUp(s, 'mfa-admin-plain'));
    const c = await signIn(admin);
    const t = await tokenOf(c);
    expect(aalOf(t)).toBe('aal1');
    expect(await adminPowers(t)).toMatchObject({ fn: 'PT404', seesOthers: true });
    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    expect(await adminPowers(await tokenOf(c))).toMatchObject({ fn: 'PT404', seesOthers: true });
  });

  test('with a verified factor: aal1 is refused (42501, no other rows), aal2 works; its own role row stays readable', async () => {
    const admin = await makeAdmin(s, await signUp(s, 'mfa-admin'));
    const c = await signIn(admin);
    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'app' });
    if (!enrolled.data || enrolled.data.type !== 'totp') throw enrolled.error;
    const { id, totp } = enrolled.data;
    const verified = await c.auth.mfa.challengeAndVerify({ factorId: id, code: totpCode(totp.secret) });
    expect(verified.error).toBeNull();
    const aal2 = verified.data!.access_token;
    expect(aalOf(aal2)).toBe('aal2');
    expect(await adminPowers(aal2)).toMatchObject({ fn: 'PT404', seesOthers: true });

    // a new sign-in is aal1 until the code is given
    const again = await signIn(admin);
    const aal1 = await tokenOf(again);
    expect(aalOf(aal1)).toBe('aal1');
    expect(await adminPowers(aal1)).toMatchObject({ fn: '42501', seesOthers: false });
    const db1 = clientWithToken(s, aal1);
    const own = await db1.from('user_roles').select('role').eq('user_id', admin.id);
    expect(own.data).toEqual([{ role: 'admin' }]);
    expectError(await db1.rpc('admin_top_up_credits', { lawyer_id: crypto.randomUUID(), amount: 100, note: 'x' }), '42501');
    expect((await db1.from('audit_log').select('id').limit(1)).data).toEqual([]);

    const raised = await again.auth.mfa.challengeAndVerify({ factorId: id, code: totpCode(totp.secret) });
    expect(raised.error).toBeNull();
    expect(await adminPowers(raised.data!.access_token)).toMatchObject({ fn: 'PT404', seesOthers: true });
    // the refreshed token stays aal2
    const refreshed = await again.auth.refreshSession();
    expect(await adminPowers(refreshed.data.session!.access_token)).toMatchObject({ fn: 'PT404', seesOthers: true });

    // removing the factor (at aal2) gives back aal1 access
    expect((await again.auth.mfa.unenroll({ factorId: id })).error).toBeNull();
    const plain = await signIn(admin);
    expect(await adminPowers(await tokenOf(plain))).toMatchObject({ fn: 'PT404', seesOthers: true });
  });

  test('a non-administrator gains nothing from aal2', async () => {
    const c = await signIn(client);
    const enrolled = await c.auth.mfa.enroll({ factorType: 'totp' });
    if (!enrolled.data || enrolled.data.type !== 'totp') throw enrolled.error;
    const v = await c.auth.mfa.challengeAndVerify({ factorId: enrolled.data.id, code: totpCode(enrolled.data.totp.secret) });
    expect(aalOf(v.data!.access_token)).toBe('aal2');
    expect(await adminPowers(v.data!.access_token)).toMatchObject({ fn: '42501' });
  });

  test('admin_aal_ok() is not callable to learn about other users (no arguments) and auth.mfa_factors is not readable', async () => {
    const c = await signIn(client);
    const db = clientWithToken(s, await tokenOf(c));
    const r = await db.schema('auth' as 'public').from('mfa_factors').select('*');
    expect(r.status).toBe(406);
    expect(r.error).toMatchObject({ code: 'PGRST106', message: 'Invalid schema: auth' });
  });
});
