// auth.admin.generateLink (POST /auth/v1/admin/generate_link) as auth-js sends it, against what
// GoTrue's adminGenerateLink produces (supabase/auth internal/api/mail.go; the user model from
// SignupParams.ToUserModel / signupNewUser in internal/api/signup.go; the identity from
// models.NewIdentity in internal/models/identity.go with structs.Map(provider.Claims{Subject, Email})):
// - a new user's user_metadata is `data` exactly (no sub/email/email_verified/phone_verified: unlike
//   /signup, generate_link does not copy the identity's claims into it), app_metadata is
//   { provider: 'email', providers: ['email'] }, and the identity_data is the four email claims only;
// - signup for an existing unconfirmed user merges `data` (UpdateUserMetaData), invite does not;
// - magiclink for an unknown address becomes a signup (verification_type 'signup');
// - the body is the User with action_link, email_otp, hashed_token, verification_type, redirect_to.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { raw, serviceClient, signedUpUser, startAuthServer, uniqueEmail } from './auth-helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startAuthServer(); });
afterAll(async () => { await s?.close(); });

const claims = (id: string, email: string) => ({ sub: id, email, email_verified: false, phone_verified: false });
const PROPERTY_KEYS = ['action_link', 'email_otp', 'hashed_token', 'redirect_to', 'verification_type'];

async function rawMeta(id: string): Promise<{ raw_user_meta_data: unknown; raw_app_meta_data: unknown }> {
  return (await s.db.query<{ raw_user_meta_data: unknown; raw_app_meta_data: unknown }>(
    `select raw_user_meta_data, raw_app_meta_data from auth.users where id = $1`, [id])).rows[0];
}

async function identityData(id: string): Promise<unknown[]> {
  return (await s.db.query<{ identity_data: unknown }>(`select identity_data from auth.identities where user_id = $1`, [id])).rows
    .map((r) => r.identity_data);
}

async function follow(link: string): Promise<URLSearchParams> {
  const res = await fetch(link, { redirect: 'manual' });
  return new URLSearchParams((res.headers.get('location') ?? '').split('#')[1] ?? '');
}

describe(`auth.admin.generateLink metadata on ${TEST_DB}`, () => {
  test('signup: user_metadata is the data as sent, identity_data the email claims, properties as GoTrue', async () => {
    const email = uniqueEmail('genlink-signup');
    const data = { full_name: 'Link Signup', nested: { a: 1 } };
    const { data: out, error } = await serviceClient(s).auth.admin.generateLink({
      type: 'signup', email, password: 'link-signup-pass', options: { data, redirectTo: `${s.url}/welcome` },
    });
    expect(error).toBeNull();
    const user = out.user!;
    expect(user.user_metadata).toEqual(data);
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.email_confirmed_at ?? null).toBeNull();
    expect(user.confirmation_sent_at).toBeTruthy();
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({ provider: 'email', id: user.id, user_id: user.id, identity_data: claims(user.id, email) });
    expect(Object.keys(out.properties!).sort()).toEqual(PROPERTY_KEYS);
    expect(out.properties).toMatchObject({ verification_type: 'signup', redirect_to: `${s.url}/welcome` });
    expect(out.properties!.email_otp).toMatch(/^\d{6}$/);
    expect(out.properties!.hashed_token).toMatch(/^[0-9a-f]{56}$/);
    expect(new URL(out.properties!.action_link).searchParams.get('type')).toBe('signup');

    expect(await rawMeta(user.id)).toEqual({ raw_user_meta_data: data, raw_app_meta_data: { provider: 'email', providers: ['email'] } });
    expect(await identityData(user.id)).toEqual([claims(user.id, email)]);
    // The profile trigger saw the metadata as sent.
    expect((await s.db.query(`select full_name from public.auth_profiles where id = $1`, [user.id])).rows).toEqual([{ full_name: 'Link Signup' }]);

    // Following the link confirms: User.Confirm adds email_verified to user_metadata, nothing else.
    const fragment = await follow(out.properties!.action_link);
    expect(fragment.get('type')).toBe('signup');
    expect((await rawMeta(user.id)).raw_user_meta_data).toEqual({ ...data, email_verified: true });
    const again = await serviceClient(s).auth.admin.generateLink({ type: 'signup', email, password: 'link-signup-pass' });
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('the raw body carries the user fields and the five link fields at top level', async () => {
    const email = uniqueEmail('genlink-raw');
    const res = await raw(s, 'POST', '/admin/generate_link', {
      token: s.serviceRoleKey, apikey: s.serviceRoleKey, body: { type: 'signup', email, password: 'link-raw-pass', data: { k: 'v' } },
    });
    expect(res.status).toBe(200);
    for (const key of [...PROPERTY_KEYS, 'id', 'aud', 'role', 'email', 'app_metadata', 'user_metadata', 'identities', 'created_at', 'updated_at', 'is_anonymous']) {
      expect(res.body).toHaveProperty(key);
    }
    expect(res.body).not.toHaveProperty('properties');
    expect(res.body).toMatchObject({ email, aud: 'authenticated', role: 'authenticated', user_metadata: { k: 'v' }, verification_type: 'signup' });
  });

  test('signup again while unconfirmed merges the new data into user_metadata (null deletes a key)', async () => {
    const email = uniqueEmail('genlink-merge');
    const admin = serviceClient(s).auth.admin;
    const first = await admin.generateLink({ type: 'signup', email, password: 'link-merge-pass', options: { data: { a: 1, b: 2 } } });
    expect(first.error).toBeNull();
    const second = await admin.generateLink({ type: 'signup', email, password: 'link-merge-pass', options: { data: { b: null, c: 3 } } });
    expect(second.error).toBeNull();
    expect(second.data.user!.id).toBe(first.data.user!.id);
    expect(second.data.user!.user_metadata).toEqual({ a: 1, c: 3 });
    expect(await identityData(first.data.user!.id)).toEqual([claims(first.data.user!.id, email)]);
  });

  test('invite: user_metadata is the data, identity_data the email claims, invited_at set; a second invite keeps the data', async () => {
    const email = uniqueEmail('genlink-invite');
    const admin = serviceClient(s).auth.admin;
    const { data: out, error } = await admin.generateLink({ type: 'invite', email, options: { data: { full_name: 'Invited Person' } } });
    expect(error).toBeNull();
    const user = out.user!;
    expect(user.user_metadata).toEqual({ full_name: 'Invited Person' });
    expect(user.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user.invited_at).toBeTruthy();
    expect(user.identities![0].identity_data).toEqual(claims(user.id, email));
    expect(out.properties).toMatchObject({ verification_type: 'invite' });
    const again = await admin.generateLink({ type: 'invite', email, options: { data: { full_name: 'Other' } } });
    expect(again.error).toBeNull();
    expect(again.data.user!.user_metadata).toEqual({ full_name: 'Invited Person' });
  });

  test('an unknown link type: 400 validation_failed with GoTrue\'s message; signup without a password likewise', async () => {
    const email = uniqueEmail('genlink-bad-type');
    const res = await fetch(`${s.url}/auth/v1/admin/generate_link`, {
      method: 'POST',
      headers: { apikey: s.serviceRoleKey, Authorization: `Bearer ${s.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'magic', email }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error_code: 'validation_failed', msg: 'Invalid email action link type requested: magic' });
    const noPassword = await serviceClient(s).auth.admin.generateLink({ type: 'signup', email, password: '' });
    expect(noPassword.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Signup requires a valid password' });
  });

  test('inviteUserByEmail: as invite.go, the data in user_metadata only, identity_data the email claims', async () => {
    const email = uniqueEmail('invite-endpoint');
    const admin = serviceClient(s).auth.admin;
    const { data, error } = await admin.inviteUserByEmail(email, { data: { full_name: 'Invited Person', locale: 'vi' } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toEqual({ full_name: 'Invited Person', locale: 'vi' });
    expect(data.user!.identities![0].identity_data).toEqual(claims(data.user!.id, email));
    expect(await identityData(data.user!.id)).toEqual([claims(data.user!.id, email)]);
  });

  test('magiclink: an unknown address becomes a signup with empty metadata; a known one stays magiclink', async () => {
    const admin = serviceClient(s).auth.admin;
    const email = uniqueEmail('genlink-magic-new');
    const { data: out, error } = await admin.generateLink({ type: 'magiclink', email });
    expect(error).toBeNull();
    expect(out.properties).toMatchObject({ verification_type: 'signup' });
    expect(new URL(out.properties!.action_link).searchParams.get('type')).toBe('signup');
    expect(out.user!.user_metadata).toEqual({});
    expect(out.user!.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(out.user!.identities![0].identity_data).toEqual(claims(out.user!.id, email));

    const known = await signedUpUser(s, 'genlink-magic-known');
    const before = await rawMeta(known.id);
    const k = await admin.generateLink({ type: 'magiclink', email: known.email });
    expect(k.error).toBeNull();
    expect(k.data.properties).toMatchObject({ verification_type: 'magiclink' });
    expect(await rawMeta(known.id)).toEqual(before);

    const missing = await admin.generateLink({ type: 'recovery', email: uniqueEmail('ghost') });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });
});
