// The admin API through supabase-js' auth.admin with the service-role key, its refusal for other
// callers, pagination headers, and the exported createUser used by scripts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { createUser } from '../../server/auth/index.ts';
import { anonClient, raw, serviceClient, signedUpUser, startAuthServer, uniqueEmail } from './auth-helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startAuthServer(); });
afterAll(async () => { await s?.close(); });

describe(`auth.admin on ${TEST_DB}`, () => {
  test('createUser → getUserById → updateUserById → deleteUser', async () => {
    const admin = serviceClient(s).auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email, password: 'initial-pass', email_confirm: true, user_metadata: { full_name: 'Made By Admin' }, app_metadata: { role: 'editor' },
    });
    expect(created.error).toBeNull();
    const user = created.data.user!;
    expect(user).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', is_anonymous: false });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'], role: 'editor' });
    expect(user.user_metadata).toEqual({ full_name: 'Made By Admin', email_verified: true });
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    // The trigger ran for admin-created users too.
    expect((await s.db.query(`select full_name from public.auth_profiles where id = $1`, [user.id])).rows).toEqual([{ full_name: 'Made By Admin' }]);
    expect((await anonClient(s).auth.signInWithPassword({ email, password: 'initial-pass' })).error).toBeNull();

    const got = await admin.getUserById(user.id);
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ id: user.id, email });

    const session = (await anonClient(s).auth.signInWithPassword({ email, password: 'initial-pass' })).data.session!;
    const newEmail = uniqueEmail('admin-renamed');
    const upd = await admin.updateUserById(user.id, {
      email: newEmail, password: 'changed-pass', user_metadata: { full_name: null, title: 'Dr' }, app_metadata: { role: 'owner' }, ban_duration: 'none',
    });
    expect(upd.error).toBeNull();
    expect(upd.data.user).toMatchObject({ email: newEmail, user_metadata: { title: 'Dr', email_verified: true }, app_metadata: { role: 'owner', provider: 'email' } });
    expect(upd.data.user!.user_metadata).not.toHaveProperty('full_name');
    expect(upd.data.user!.identities![0].identity_data).toMatchObject({ email: newEmail });
    // An admin password change signs the user out everywhere.
    expect((await raw(s, 'GET', '/user', { token: session.access_token })).body.code).toBe('session_not_found');
    expect((await anonClient(s).auth.signInWithPassword({ email: newEmail, password: 'changed-pass' })).error).toBeNull();

    const del = await admin.deleteUser(user.id);
    expect(del.error).toBeNull();
    expect(del.data.user!.id).toBe(user.id);
    expect((await s.db.query(`select 1 from auth.users where id = $1`, [user.id])).rows).toHaveLength(0);
    expect((await s.db.query(`select 1 from public.auth_profiles where id = $1`, [user.id])).rows).toHaveLength(0);
    const gone = await admin.getUserById(user.id);
    expect(gone.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User not found' });
  });

  test('createUser without email_confirm leaves the user unconfirmed; duplicate → 422 email_exists', async () => {
    const admin = serviceClient(s).auth.admin;
    const email = uniqueEmail('unconf');
    const { data } = await admin.createUser({ email, password: 'password-123' });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.user_metadata).toEqual({});
    expect((await anonClient(s).auth.signInWithPassword({ email, password: 'password-123' })).error).toMatchObject({ code: 'email_not_confirmed' });
    const dup = await admin.createUser({ email: email.toUpperCase(), password: 'password-123' });
    expect(dup.error).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
    const noEmail = await raw(s, 'POST', '/admin/users', { token: s.serviceRoleKey, body: { password: 'password-123' } });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toMatchObject({ code: 'validation_failed', message: 'Cannot create a user without either an email or phone' });
    const weak = await admin.createUser({ email: uniqueEmail('weak'), password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  test('soft delete keeps the row, obfuscated, and ends the sessions', async () => {
    const { id, email, client } = await signedUpUser(s, 'soft');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const { error } = await serviceClient(s).auth.admin.deleteUser(id, true);
    expect(error).toBeNull();
    const row = await s.db.query<{ email: string; deleted: boolean }>(`select email, deleted_at is not null as deleted from auth.users where id = $1`, [id]);
    expect(row.rows[0].deleted).toBe(true);
    expect(row.rows[0].email).not.toBe(email);
    expect((await raw(s, 'GET', '/user', { token })).body.code).toBe('session_not_found');
    expect((await anonClient(s).auth.signInWithPassword({ email, password: 'password-123' })).error).toMatchObject({ code: 'invalid_credentials' });
  });

  test('listUsers: pagination headers as GoTrue (X-Total-Count, Link), newest first', async () => {
    const admin = serviceClient(s).auth.admin;
    for (let i = 0; i < 3; i++) await admin.createUser({ email: uniqueEmail(`list${i}`), password: 'password-123', email_confirm: true });
    const total = Number((await s.db.query<{ n: number }>(`select count(*)::int as n from auth.users where aud = 'authenticated'`)).rows[0].n);
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect(data).toMatchObject({ aud: 'authenticated', total, nextPage: 2, lastPage: Math.ceil(total / 2) });
    expect(Date.parse(data.users[0].created_at)).toBeGreaterThanOrEqual(Date.parse(data.users[1].created_at));

    const r = await raw(s, 'GET', '/admin/users?page=2&per_page=2', { token: s.serviceRoleKey });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-total-count')).toBe(String(total));
    const last = Math.ceil(total / 2);
    const next = 2 < last ? `</admin/users?page=3&per_page=2>; rel="next", ` : '';
    expect(r.headers.get('link')).toBe(`${next}</admin/users?page=${last}&per_page=2>; rel="last"`);
    const all = await admin.listUsers();
    expect(all.data.users.length).toBe(Math.min(total, 50));
    const bad = await raw(s, 'GET', '/admin/users?page=x', { token: s.serviceRoleKey });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation_failed');
  });

  test('the opaque secret key works like the service-role JWT', async () => {
    const r = await raw(s, 'GET', '/admin/users?per_page=1', { apikey: s.cfg.secretKey });
    expect(r.status).toBe(200);
    expect(r.body.users).toHaveLength(1);
  });

  test('non-admin callers: anon key or a user token → 403 not_admin, no token → 401 no_authorization', async () => {
    const anon = anonClient(s).auth.admin;
    const list = await anon.listUsers();
    expect(list.error).toMatchObject({ name: 'AuthApiError', status: 403, code: 'not_admin', message: 'User not allowed' });
    const create = await anon.createUser({ email: uniqueEmail('nope'), password: 'password-123' });
    expect(create.error).toMatchObject({ status: 403, code: 'not_admin' });
    const { client, id } = await signedUpUser(s, 'notadmin');
    const token = (await client.auth.getSession()).data.session!.access_token;
    for (const [method, path] of [['GET', `/admin/users/${id}`], ['PUT', `/admin/users/${id}`], ['DELETE', `/admin/users/${id}`], ['GET', '/admin/users']]) {
      const r = await raw(s, method, path, { token, body: method === 'GET' ? undefined : {} });
      expect(r.status).toBe(403);
      expect(r.body).toMatchObject({ code: 'not_admin', message: 'User not allowed' });
    }
    const none = await raw(s, 'GET', '/admin/users', { apikey: null });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('no_authorization');
    const badId = await raw(s, 'GET', '/admin/users/not-a-uuid', { token: s.serviceRoleKey });
    expect(badId.status).toBe(404);
  });

  test('createUser() for scripts: same rows as the API, validation errors thrown', async () => {
    const email = uniqueEmail('script');
    const user = await createUser(s.db, { email, password: 'script-pass', emailConfirm: true, userMetadata: { full_name: 'Script' }, appMetadata: { role: 'admin' } });
    expect(user).toMatchObject({ email, app_metadata: { provider: 'email', providers: ['email'], role: 'admin' }, user_metadata: { full_name: 'Script', email_verified: true } });
    expect((await s.db.query(`select full_name from public.auth_profiles where id = $1`, [user.id as string])).rows).toEqual([{ full_name: 'Script' }]);
    const { data, error } = await anonClient(s).auth.signInWithPassword({ email, password: 'script-pass' });
    expect(error).toBeNull();
    expect(data.user!.app_metadata.role).toBe('admin');
    await expect(createUser(s.db, { email, password: 'script-pass' })).rejects.toMatchObject({ status: 422, code: 'email_exists' });
    await expect(createUser(s.db, { email: 'bad', password: 'script-pass' })).rejects.toMatchObject({ status: 400, code: 'validation_failed' });
  });
});
