// The password policy: config.passwordMinLength (AUTH_PASSWORD_MIN_LENGTH, the product's 8 by
// default) is enforced with GoTrue's 422 weak_password everywhere a password is set — sign-up,
// PUT /user, the admin API and createUser() for scripts. Each case tries a 7-character password,
// which GoTrue's own default (6) would let through.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { loadConfig } from '../../server/config.ts';
import { createUser } from '../../server/auth/index.ts';
import { anonClient, raw, serviceClient, signedUpUser, startAuthServer, uniqueEmail } from './auth-helpers.ts';

const SEVEN = 'abc-123';
const EIGHT = 'abc-1234';
const WEAK_BODY = {
  code: 'weak_password', error_code: 'weak_password', message: 'Password should be at least 8 characters.',
  msg: 'Password should be at least 8 characters.', weak_password: { reasons: ['length'] },
};

let s: TestServer;
beforeAll(async () => { s = await startAuthServer(); });
afterAll(async () => { await s?.close(); });

async function countUsers(email: string): Promise<number> {
  return (await s.db.query(`select 1 from auth.users where email = $1`, [email])).rows.length;
}

describe(`minimum password length on ${TEST_DB}`, () => {
  test('sign-up: 7 characters → 422 weak_password with reasons [length], nothing created; 8 are accepted', async () => {
    const email = uniqueEmail('short');
    const r = await raw(s, 'POST', '/signup', { body: { email, password: SEVEN } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual(WEAK_BODY);
    expect(await countUsers(email)).toBe(0);
    const legacy = await raw(s, 'POST', '/signup', { body: { email, password: SEVEN }, versioned: false });
    expect(legacy.body).toEqual({ ...WEAK_BODY, code: 422 });
    const { error } = await anonClient(s).auth.signUp({ email, password: SEVEN });
    expect(error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password', reasons: ['length'] });
    expect((await anonClient(s).auth.signUp({ email, password: EIGHT })).error).toBeNull();
  });

  test('length is counted in bytes, as GoTrue does', async () => {
    // 7 characters but 9 bytes in UTF-8.
    expect((await anonClient(s).auth.signUp({ email: uniqueEmail('bytes'), password: 'abcdé-€' })).error).toBeNull();
  });

  test('PUT /user: a signed-in user cannot change to a 7-character password; the old one keeps working', async () => {
    const { client, email, password } = await signedUpUser(s, 'change');
    const token = (await client.auth.getSession()).data.session!.access_token;
    const r = await raw(s, 'PUT', '/user', { token, body: { password: SEVEN } });
    expect(r.status).toBe(422);
    expect(r.body).toEqual(WEAK_BODY);
    const js = await client.auth.updateUser({ password: SEVEN });
    expect(js.error).toMatchObject({ name: 'AuthWeakPasswordError', code: 'weak_password' });
    expect((await anonClient(s).auth.signInWithPassword({ email, password: SEVEN })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await anonClient(s).auth.signInWithPassword({ email, password })).error).toBeNull();
    expect((await client.auth.updateUser({ password: EIGHT })).error).toBeNull();
  });

  test('admin API: create and update refuse 7 characters too', async () => {
    const admin = serviceClient(s).auth.admin;
    const email = uniqueEmail('admin-short');
    const created = await raw(s, 'POST', '/admin/users', { token: s.serviceRoleKey, apikey: s.serviceRoleKey, body: { email, password: SEVEN } });
    expect(created.status).toBe(422);
    expect(created.body).toEqual(WEAK_BODY);
    expect(await countUsers(email)).toBe(0);
    const ok = await admin.createUser({ email, password: EIGHT, email_confirm: true });
    expect(ok.error).toBeNull();
    const upd = await admin.updateUserById(ok.data.user!.id, { password: SEVEN });
    expect(upd.error).toMatchObject({ status: 422, code: 'weak_password' });
    expect((await anonClient(s).auth.signInWithPassword({ email, password: EIGHT })).error).toBeNull();
  });

  test('createUser() for scripts applies the same rule', async () => {
    await expect(createUser(s.db, { email: uniqueEmail('script-short'), password: SEVEN })).rejects.toMatchObject({ status: 422, code: 'weak_password' });
    await expect(createUser(s.db, { email: uniqueEmail('script-ok'), password: EIGHT })).resolves.toMatchObject({ aud: 'authenticated' });
  });

  test('signing in with an older, shorter password works but is reported weak (GoTrue adds weak_password)', async () => {
    const email = uniqueEmail('legacy');
    await s.db.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated', $1,
               extensions.crypt($2, extensions.gen_salt('bf')), now(), now(), now())`, [email, SEVEN]);
    const { data, error } = await anonClient(s).auth.signInWithPassword({ email, password: SEVEN });
    expect(error).toBeNull();
    expect(data.weakPassword).toEqual({ message: 'Password should be at least 8 characters.', reasons: ['length'] });
  });
});

describe('password configuration', () => {
  test('AUTH_PASSWORD_MIN_LENGTH: default 8, kept within GoTrue\'s 6..72', () => {
    const saved = process.env.AUTH_PASSWORD_MIN_LENGTH;
    try {
      delete process.env.AUTH_PASSWORD_MIN_LENGTH;
      expect(loadConfig().passwordMinLength).toBe(8);
      process.env.AUTH_PASSWORD_MIN_LENGTH = '12';
      expect(loadConfig().passwordMinLength).toBe(12);
      process.env.AUTH_PASSWORD_MIN_LENGTH = '2';
      expect(loadConfig().passwordMinLength).toBe(6);
      process.env.AUTH_PASSWORD_MIN_LENGTH = '500';
      expect(loadConfig().passwordMinLength).toBe(72);
      process.env.AUTH_PASSWORD_MIN_LENGTH = 'long';
      expect(loadConfig().passwordMinLength).toBe(8);
    } finally {
      if (saved === undefined) delete process.env.AUTH_PASSWORD_MIN_LENGTH;
      else process.env.AUTH_PASSWORD_MIN_LENGTH = saved;
    }
  });

  test(`a server configured for 12 refuses 11 on ${TEST_DB}`, { timeout: 120_000 }, async () => {
    const strict = await startAuthServer({ passwordMinLength: 12 });
    try {
      const r = await raw(strict, 'POST', '/signup', { body: { email: uniqueEmail('strict'), password: 'eleven-char' } });
      expect(r.status).toBe(422);
      expect(r.body).toMatchObject({ code: 'weak_password', message: 'Password should be at least 12 characters.', weak_password: { reasons: ['length'] } });
      expect((await raw(strict, 'POST', '/signup', { body: { email: uniqueEmail('strict'), password: 'twelve-chars' } })).status).toBe(200);
    } finally {
      await strict.close();
    }
  });
});
