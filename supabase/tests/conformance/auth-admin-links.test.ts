// auth.admin.generateLink (POST /auth/v1/admin/generate_link) as auth-js sends it, against what
// GoTrue's adminGenerateLink produces (supabase/auth internal/api/mail.go; the user model from
// SignupParams.ToUserModel / signupNewUser in internal/api/signup.go; the identity from
// models.NewIdentity in internal/models/identity.go with structs.Map(provider.Claims{Subject, Email})):
// - a new user's user_metadata is `data` exactly (no sub/email/email_verified/phone_verified: unlike
//   /signup, generate_link does not copy the identity's claims into it), app_metadata is
//   { provider: 'email', providers: ['email'] }, and the identity_data is the four email claims only;
// - signup for an existing unconfirmed user merges `data` (UpdateUserMetaData), invite does not;
// - magiclink for an unknown address becomes a signup (verification_type 'signup');
// - the body is the User with action_link, email_otp, hashed_token, verification_type, redirect_to;
// - email_change_current / email_change_new (adminGenerateLink's EmailChange case; verify.go
//   emailChangeVerify, FindUserForEmailChange): new_email required and not another user's; the
//   link is type=email_change; hashed_token is sha224(email + code) for both types (for _new the
//   link's token is sha224(new_email + code)); with auto-confirm on one confirmation completes the
//   change, with it off (and secure change on, GoTrue's default) both are needed; nothing is mailed.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { anonClient, raw, serviceClient, signedUpUser, startAuthServer, uniqueEmail } from './auth-helpers.ts';

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

const sha224 = (v: string): string => crypto.createHash('sha224').update(v).digest('hex');
const SINGLE_CONFIRMATION = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

async function changeRow(id: string): Promise<Record<string, unknown>> {
  return (await s.db.query<Record<string, unknown>>(
    `select email, email_change, email_change_token_current, email_change_token_new, email_change_confirm_status::int as status,
            email_change_sent_at is not null as sent
       from auth.users where id = $1`, [id])).rows[0];
}

async function ottTypes(id: string): Promise<string[]> {
  return (await s.db.query<{ token_type: string; relates_to: string }>(
    `select token_type, relates_to from auth.one_time_tokens where user_id = $1 order by token_type`, [id])).rows
    .map((r) => `${r.token_type}:${r.relates_to}`);
}

async function outboxCount(server: TestServer, email: string): Promise<number> {
  const r = await raw(server, 'GET', `/_local/outbox?email=${encodeURIComponent(email)}`, { token: server.serviceRoleKey, apikey: server.serviceRoleKey });
  return (r.body?.messages ?? []).length;
}

async function followTo(link: string): Promise<URL> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  return new URL(res.headers.get('location') ?? '');
}

describe(`auth.admin.generateLink email_change_current / email_change_new on ${TEST_DB}`, () => {
  test('email_change_current: GoTrue\'s shape and columns, no mail; the link completes the change (auto-confirm on)', async () => {
    const u = await signedUpUser(s, 'genlink-chg-cur');
    const newEmail = uniqueEmail('genlink-chg-cur-new');
    const { data: out, error } = await serviceClient(s).auth.admin.generateLink({
      type: 'email_change_current', email: u.email, newEmail, options: { redirectTo: `${s.url}/account` },
    });
    expect(error).toBeNull();
    expect(out.user).toMatchObject({ id: u.id, email: u.email, new_email: newEmail });
    expect(out.user!.email_change_sent_at).toBeTruthy();
    expect(Object.keys(out.properties!).sort()).toEqual(PROPERTY_KEYS);
    const { email_otp: otp, hashed_token: hashed, action_link: link } = out.properties!;
    expect(out.properties).toMatchObject({ verification_type: 'email_change_current', redirect_to: `${s.url}/account` });
    expect(otp).toMatch(/^\d{6}$/);
    expect(hashed).toBe(sha224(u.email + otp));
    const url = new URL(link);
    expect(url.pathname).toBe('/auth/v1/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: hashed, type: 'email_change', redirect_to: `${s.url}/account` });
    expect(await changeRow(u.id)).toEqual({
      email: u.email, email_change: newEmail, email_change_token_current: hashed, email_change_token_new: '', status: 0, sent: true,
    });
    expect(await ottTypes(u.id)).toEqual([`email_change_token_current:${u.email}`]);
    expect(await outboxCount(s, u.email)).toBe(0);
    expect(await outboxCount(s, newEmail)).toBe(0);

    const location = await followTo(link);
    expect(location.pathname).toBe('/account');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    const me = await anonClient(s).auth.getUser(fragment.get('access_token')!);
    expect(me.data.user).toMatchObject({ id: u.id, email: newEmail });
    expect(me.data.user!.new_email).toBeUndefined();
    expect(me.data.user!.identities![0].identity_data).toMatchObject({ email: newEmail });
    expect((await anonClient(s).auth.signInWithPassword({ email: newEmail, password: u.password })).error).toBeNull();
  });

  test('email_change_new: the link\'s token is sha224(new_email + code), hashed_token sha224(email + code); the code completes the change', async () => {
    const u = await signedUpUser(s, 'genlink-chg-new');
    const newEmail = uniqueEmail('genlink-chg-new-to');
    const { data: out, error } = await serviceClient(s).auth.admin.generateLink({ type: 'email_change_new', email: u.email, newEmail });
    expect(error).toBeNull();
    expect(out.user).toMatchObject({ id: u.id, email: u.email, new_email: newEmail });
    const { email_otp: otp, hashed_token: hashed, action_link: link } = out.properties!;
    expect(out.properties).toMatchObject({ verification_type: 'email_change_new', redirect_to: s.url });
    expect(hashed).toBe(sha224(u.email + otp));
    const token = sha224(newEmail + otp);
    expect(new URL(link).searchParams.get('token')).toBe(token);
    expect(new URL(link).searchParams.get('type')).toBe('email_change');
    expect(await changeRow(u.id)).toMatchObject({ email_change: newEmail, email_change_token_current: '', email_change_token_new: token, status: 0 });
    expect(await ottTypes(u.id)).toEqual([`email_change_token_new:${newEmail}`]);
    expect(await outboxCount(s, newEmail)).toBe(0);
    // As on GoTrue, hashed_token is not this link's token: verifying it fails.
    const byHash = await anonClient(s).auth.verifyOtp({ token_hash: hashed, type: 'email_change' });
    expect(byHash.error).toMatchObject({ status: 403, code: 'otp_expired' });
    // The code with the current address does not match either (it was issued for the new one).
    const wrong = await anonClient(s).auth.verifyOtp({ email: u.email, token: otp, type: 'email_change' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const { data, error: verr } = await anonClient(s).auth.verifyOtp({ email: newEmail, token: otp, type: 'email_change' });
    expect(verr).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({ id: u.id, email: newEmail });
    expect(await changeRow(u.id)).toMatchObject({ email: newEmail, email_change: '', email_change_token_new: '', email_change_token_current: '' });
  });

  test('email_change_current: the code with the current address completes the change (auto-confirm on)', async () => {
    const u = await signedUpUser(s, 'genlink-chg-otp');
    const newEmail = uniqueEmail('genlink-chg-otp-to');
    const { data: out, error } = await serviceClient(s).auth.admin.generateLink({ type: 'email_change_current', email: u.email, newEmail });
    expect(error).toBeNull();
    const { data, error: verr } = await anonClient(s).auth.verifyOtp({ email: u.email, token: out.properties!.email_otp, type: 'email_change' });
    expect(verr).toBeNull();
    expect(data.user).toMatchObject({ id: u.id, email: newEmail });
    // Used: the same code again is refused.
    const again = await anonClient(s).auth.verifyOtp({ email: u.email, token: out.properties!.email_otp, type: 'email_change' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  test('errors: missing or invalid new_email 400, an address another user holds 422 email_exists, an unknown user 404', async () => {
    const u = await signedUpUser(s, 'genlink-chg-err');
    const other = await signedUpUser(s, 'genlink-chg-taken');
    const admin = serviceClient(s).auth.admin;
    for (const type of ['email_change_current', 'email_change_new'] as const) {
      const res = await raw(s, 'POST', '/admin/generate_link', { token: s.serviceRoleKey, apikey: s.serviceRoleKey, body: { type, email: u.email } });
      expect([res.status, res.body.code, res.body.message]).toEqual([400, 'validation_failed', 'An email address is required']);
      const bad = await admin.generateLink({ type, email: u.email, newEmail: 'not-an-address' });
      expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Unable to validate email address: invalid format' });
      const taken = await admin.generateLink({ type, email: u.email, newEmail: other.email.toUpperCase() });
      expect(taken.error).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
      const ghost = await admin.generateLink({ type, email: uniqueEmail('genlink-chg-ghost'), newEmail: uniqueEmail('genlink-chg-ghost-to') });
      expect(ghost.error).toMatchObject({ status: 404, code: 'user_not_found', message: 'User with this email not found' });
    }
    // None of them touched the user.
    expect(await changeRow(u.id)).toMatchObject({ email: u.email, email_change: '', email_change_token_current: '', email_change_token_new: '', sent: false });
  });
});

describe(`generateLink email_change with auto-confirm off (secure change: both confirmations) on ${TEST_DB}`, () => {
  let off: TestServer;
  beforeAll(async () => { off = await startAuthServer({ mailerAutoconfirm: false }); });
  afterAll(async () => { await off?.close(); });

  async function confirmedUser(label: string): Promise<{ id: string; email: string }> {
    const email = uniqueEmail(label);
    const { data, error } = await serviceClient(off).auth.admin.createUser({ email, password: 'password-123', email_confirm: true });
    if (error || !data.user) throw error ?? new Error('no user');
    return { id: data.user.id, email };
  }

  async function bothLinks(u: { email: string }, newEmail: string) {
    const admin = serviceClient(off).auth.admin;
    const cur = await admin.generateLink({ type: 'email_change_current', email: u.email, newEmail });
    const neu = await admin.generateLink({ type: 'email_change_new', email: u.email, newEmail });
    expect(cur.error).toBeNull();
    expect(neu.error).toBeNull();
    return { cur: cur.data.properties!, neu: neu.data.properties! };
  }

  async function emailOf(id: string): Promise<string> {
    return (await off.db.query<{ email: string }>(`select email from auth.users where id = $1`, [id])).rows[0].email;
  }

  test('the current address\'s link is accepted alone with GoTrue\'s message; the new address\'s code then completes', async () => {
    const u = await confirmedUser('genlink-sec');
    const newEmail = uniqueEmail('genlink-sec-to');
    const { cur, neu } = await bothLinks(u, newEmail);
    const res = await fetch(cur.action_link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin + location.pathname).toBe(`${off.url}/`);
    expect(Object.fromEntries(new URLSearchParams(location.hash.slice(1)))).toEqual({ message: SINGLE_CONFIRMATION, sb: '' });
    expect(await emailOf(u.id)).toBe(u.email);
    const row = (await off.db.query(`select email_change_confirm_status::int as status, email_change_token_current as cur from auth.users where id = $1`, [u.id])).rows[0];
    expect(row).toEqual({ status: 1, cur: '' });

    const { data, error } = await anonClient(off).auth.verifyOtp({ email: newEmail, token: neu.email_otp, type: 'email_change' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user).toMatchObject({ id: u.id, email: newEmail });
  });

  test('the new address\'s code alone answers {msg, code} without a session; the current address\'s code then completes', async () => {
    const u = await confirmedUser('genlink-sec2');
    const newEmail = uniqueEmail('genlink-sec2-to');
    const { cur, neu } = await bothLinks(u, newEmail);
    const first = await raw(off, 'POST', '/verify', { body: { type: 'email_change', email: newEmail, token: neu.email_otp } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ msg: SINGLE_CONFIRMATION, code: '200' });
    expect(await emailOf(u.id)).toBe(u.email);
    // The same code again: its token is gone.
    const again = await anonClient(off).auth.verifyOtp({ email: newEmail, token: neu.email_otp, type: 'email_change' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });

    const { data, error } = await anonClient(off).auth.verifyOtp({ email: u.email, token: cur.email_otp, type: 'email_change' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: u.id, email: newEmail });
  });

  test('supabase-js verifyOtp on the first confirmation: no error, no session, no user', async () => {
    const u = await confirmedUser('genlink-sec3');
    const newEmail = uniqueEmail('genlink-sec3-to');
    const { cur } = await bothLinks(u, newEmail);
    const { data, error } = await anonClient(off).auth.verifyOtp({ token_hash: cur.hashed_token, type: 'email_change' });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    expect(await emailOf(u.id)).toBe(u.email);
  });

  test('a change asked for with updateUser still completes with its one link (only the new address is mailed)', async () => {
    const email = uniqueEmail('genlink-sec-put');
    await serviceClient(off).auth.admin.createUser({ email, password: 'password-123', email_confirm: true });
    const client = anonClient(off);
    expect((await client.auth.signInWithPassword({ email, password: 'password-123' })).error).toBeNull();
    const newEmail = uniqueEmail('genlink-sec-put-to');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const r = await raw(off, 'GET', `/_local/outbox?email=${encodeURIComponent(newEmail)}`, { token: off.serviceRoleKey, apikey: off.serviceRoleKey });
    const mail = r.body.messages.at(-1);
    const location = await followTo(mail.link);
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('email_change');
    const { data } = await anonClient(off).auth.getUser(new URLSearchParams(location.hash.slice(1)).get('access_token')!);
    expect(data.user!.email).toBe(newEmail);
  });
});
