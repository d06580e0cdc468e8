// Password recovery and the other e-mailed links (magic link, invite, e-mail change), completed
// locally: the "mail" is read from the outbox (GET /auth/v1/_local/outbox, service key) and the
// link followed as a browser would (GET /verify → 303 with the session in the URL fragment).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { anonClient, decodeJwt, lastMail, memoryStorage, raw, serviceClient, signedUpUser, startAuthServer, uniqueEmail } from './auth-helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startAuthServer(); });
afterAll(async () => { await s?.close(); });

/** Follows a verify link without following the redirect; returns the Location and its fragment. */
async function follow(link: string): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  return { status: res.status, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
}

describe(`password recovery on ${TEST_DB}`, () => {
  test('resetPasswordForEmail → link → session in the fragment (type=recovery) → updateUser → sign in', async () => {
    const { email } = await signedUpUser(s, 'forgot');
    const mails: unknown[] = [];
    const onMail = (m: unknown) => { mails.push(m); };
    s.ctx.events.on('auth:mail', onMail);
    const { data, error } = await anonClient(s).auth.resetPasswordForEmail(email, { redirectTo: `${s.url}/set-password` });
    s.ctx.events.off('auth:mail', onMail);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(mails).toHaveLength(1);
    const mail = await lastMail(s, email);
    expect(mail).toMatchObject({ type: 'recovery', to: email, redirect_to: `${s.url}/set-password` });
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.link).toBe(`${s.url}/auth/v1/verify?token=${mail.token_hash}&type=recovery&redirect_to=${encodeURIComponent(`${s.url}/set-password`)}`);
    const row = await s.db.query<{ sent: boolean; t: string }>(`select recovery_sent_at is not null as sent, recovery_token as t from auth.users where email = $1`, [email]);
    expect(row.rows[0]).toEqual({ sent: true, t: mail.token_hash });

    const { status, location, fragment } = await follow(mail.link);
    expect(status).toBe(303);
    expect(location.startsWith(`${s.url}/set-password#`)).toBe(true);
    expect([...fragment.keys()]).toEqual(['access_token', 'expires_at', 'expires_in', 'refresh_token', 'sb', 'token_type', 'type']);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(decodeJwt(fragment.get('access_token')!).amr[0].method).toBe('recovery');

    // What ra-supabase's set-password page does with those tokens.
    const browser = anonClient(s, memoryStorage());
    expect((await browser.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! })).error).toBeNull();
    expect((await browser.auth.updateUser({ password: 'recovered-pass' })).error).toBeNull();
    expect((await anonClient(s).auth.signInWithPassword({ email, password: 'recovered-pass' })).error).toBeNull();
    expect((await anonClient(s).auth.signInWithPassword({ email, password: 'password-123' })).error).toMatchObject({ code: 'invalid_credentials' });

    // The link is single-use: following it again redirects with GoTrue's error fragment.
    const again = await follow(mail.link);
    expect(again.status).toBe(303);
    expect(Object.fromEntries(again.fragment)).toEqual({
      error: 'access_denied', error_code: 'otp_expired', error_description: 'Email link is invalid or has expired', sb: '',
    });
  });

  test('verifyOtp with token_hash (POST /verify) returns a session', async () => {
    const { email } = await signedUpUser(s, 'tokenhash');
    await anonClient(s).auth.resetPasswordForEmail(email);
    const mail = await lastMail(s, email);
    const client = anonClient(s, memoryStorage());
    const events: string[] = [];
    client.auth.onAuthStateChange((e) => { events.push(e); });
    const { data, error } = await client.auth.verifyOtp({ type: 'recovery', token_hash: mail.token_hash });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.session!.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(events).toContain('PASSWORD_RECOVERY');
    const reused = await anonClient(s).auth.verifyOtp({ type: 'recovery', token_hash: mail.token_hash });
    expect(reused.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' });
  });

  test('verifyOtp with the 6-digit code; a wrong code → 403 otp_expired', async () => {
    const { email } = await signedUpUser(s, 'code');
    await anonClient(s).auth.resetPasswordForEmail(email);
    const mail = await lastMail(s, email);
    const wrong = await anonClient(s).auth.verifyOtp({ type: 'recovery', email, token: mail.otp === '000000' ? '111111' : '000000' });
    expect(wrong.error).toMatchObject({ status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' });
    const ok = await anonClient(s).auth.verifyOtp({ type: 'recovery', email, token: mail.otp });
    expect(ok.error).toBeNull();
    expect(ok.data.user!.email).toBe(email);
  });

  test('expired links are refused', async () => {
    const { email } = await signedUpUser(s, 'expired');
    await anonClient(s).auth.resetPasswordForEmail(email);
    const mail = await lastMail(s, email);
    await s.db.query(`update auth.users set recovery_sent_at = now() - interval '2 hours' where email = $1`, [email]);
    const r = await raw(s, 'POST', '/verify', { body: { type: 'recovery', token_hash: mail.token_hash } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: 'otp_expired' });
  });

  test('unknown addresses get the same 200; bad input is refused', async () => {
    const before = (await raw(s, 'GET', '/_local/outbox', { token: s.serviceRoleKey })).body.messages.length;
    const { data, error } = await anonClient(s).auth.resetPasswordForEmail(uniqueEmail('nobody'));
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect((await raw(s, 'GET', '/_local/outbox', { token: s.serviceRoleKey })).body.messages.length).toBe(before);
    const noEmail = await raw(s, 'POST', '/recover', { body: {} });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toMatchObject({ code: 'validation_failed', message: 'Password recovery requires an email' });
    const badType = await raw(s, 'POST', '/verify', { body: { type: 'nope', token_hash: 'x' } });
    expect(badType.status).toBe(400);
    // The outbox is for the service role only.
    expect((await raw(s, 'GET', '/_local/outbox')).status).toBe(403);
  });

  test('a foreign redirect_to falls back to the site URL', async () => {
    const { email } = await signedUpUser(s, 'redirect');
    await anonClient(s).auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.net/steal' });
    const mail = await lastMail(s, email);
    expect(mail.redirect_to).toBe(s.cfg.siteUrl);
  });
});

describe(`magic links, invites, e-mail change on ${TEST_DB}`, () => {
  test('signInWithOtp: existing user gets a magic link; a new address is signed up first', async () => {
    const { email } = await signedUpUser(s, 'magic');
    const { error } = await anonClient(s).auth.signInWithOtp({ email, options: { emailRedirectTo: `${s.url}/welcome` } });
    expect(error).toBeNull();
    const mail = await lastMail(s, email);
    expect(mail.type).toBe('magiclink');
    const { fragment, location } = await follow(mail.link);
    expect(location.startsWith(`${s.url}/welcome#`)).toBe(true);
    expect(fragment.get('type')).toBe('magiclink');
    expect(decodeJwt(fragment.get('access_token')!).email).toBe(email);

    const fresh = uniqueEmail('magic-new');
    expect((await anonClient(s).auth.signInWithOtp({ email: fresh, options: { data: { full_name: 'Fresh' } } })).error).toBeNull();
    const m2 = await lastMail(s, fresh);
    const verified = await anonClient(s).auth.verifyOtp({ email: fresh, token: m2.otp, type: 'email' });
    expect(verified.error).toBeNull();
    expect(verified.data.user!.user_metadata).toMatchObject({ full_name: 'Fresh' });
    const refused = await anonClient(s).auth.signInWithOtp({ email: uniqueEmail('magic-no'), options: { shouldCreateUser: false } });
    expect(refused.error).toMatchObject({ status: 422, code: 'otp_disabled', message: 'Signups not allowed for otp' });
  });

  test('inviteUserByEmail → invite link (type=invite) → set a password', async () => {
    const email = uniqueEmail('invited');
    const { data, error } = await serviceClient(s).auth.admin.inviteUserByEmail(email, { data: { full_name: 'Invitee' }, redirectTo: `${s.url}/set-password` });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Invitee' } });
    expect(data.user!.invited_at).toBeTruthy();
    expect(data.user!.email_confirmed_at).toBeUndefined();
    const mail = await lastMail(s, email);
    expect(mail.type).toBe('invite');
    const { fragment } = await follow(mail.link);
    expect(fragment.get('type')).toBe('invite');
    const browser = anonClient(s, memoryStorage());
    await browser.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    const u = await browser.auth.updateUser({ password: 'invited-pass' });
    expect(u.error).toBeNull();
    expect(u.data.user!.email_confirmed_at).toBeTruthy();
    expect((await anonClient(s).auth.signInWithPassword({ email, password: 'invited-pass' })).error).toBeNull();
    const again = await serviceClient(s).auth.admin.inviteUserByEmail(email);
    expect(again.error).toMatchObject({ status: 422, code: 'email_exists' });
  });

  test('admin.generateLink returns the link and code without sending anything', async () => {
    const { email } = await signedUpUser(s, 'genlink');
    const { data, error } = await serviceClient(s).auth.admin.generateLink({ type: 'recovery', email, options: { redirectTo: `${s.url}/reset` } });
    expect(error).toBeNull();
    expect(data.user!.email).toBe(email);
    expect(data.properties).toMatchObject({ verification_type: 'recovery', redirect_to: `${s.url}/reset` });
    expect(data.properties!.email_otp).toMatch(/^\d{6}$/);
    const { fragment } = await follow(data.properties!.action_link);
    expect(fragment.get('type')).toBe('recovery');
    // GoTrue answers 404 for recovery to an unknown address (a magiclink there becomes a signup: auth-admin-links.test.ts).
    const missing = await serviceClient(s).auth.admin.generateLink({ type: 'recovery', email: uniqueEmail('ghost') });
    expect(missing.error).toMatchObject({ status: 404, code: 'user_not_found' });
  });

  test('updateUser({ email }) asks for confirmation; the link to the new address switches it', async () => {
    const { client, email } = await signedUpUser(s, 'oldaddr');
    const newEmail = uniqueEmail('newaddr');
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, new_email: newEmail });
    expect(data.user!.email_change_sent_at).toBeTruthy();
    const mail = await lastMail(s, newEmail);
    expect(mail.type).toBe('email_change');
    const { fragment } = await follow(mail.link);
    expect(fragment.get('type')).toBe('email_change');
    const me = await anonClient(s).auth.getUser(fragment.get('access_token')!);
    expect(me.data.user).toMatchObject({ email: newEmail });
    expect(me.data.user!.new_email).toBeUndefined();
    expect(me.data.user!.identities![0].identity_data).toMatchObject({ email: newEmail });
    expect((await anonClient(s).auth.signInWithPassword({ email: newEmail, password: 'password-123' })).error).toBeNull();
    const other = await signedUpUser(s, 'otheraddr');
    const taken = await other.client.auth.updateUser({ email: newEmail.toUpperCase() });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists', message: 'A user with this email address has already been registered' });
  });
});
