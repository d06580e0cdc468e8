// Issue 18, Auth: GoTrue's endpoints beyond e-mail + password — POST /resend and GET
// /reauthenticate through auth-js, anonymous sign-ins switched by configuration
// (AUTH_ANONYMOUS_USERS), and, for every feature a new hosted project has off, GoTrue's own
// status, error_code and message (SSO, identity linking, Web3, ID-token sign-in, passkeys, the
// OAuth server, MFA enrolment, phone), never a 404 or a text of the local server's own.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestServer } from '../helpers/server.ts';
import { anonClient, decodeJwt, lastMail, memoryStorage, raw, serviceClient, signedUpUser, startAuthServer, uniqueEmail } from './auth-helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startAuthServer(); });
afterAll(async () => { await s?.close(); });

describe('resend and reauthenticate', () => {
  let unconfirmed: TestServer;
  beforeAll(async () => { unconfirmed = await startAuthServer({ mailerAutoconfirm: false }); });
  afterAll(async () => { await unconfirmed?.close(); });

  test('resend({type: signup}) mails the confirmation again; unknown or confirmed addresses get 200 {} and no mail', async () => {
    const client = anonClient(unconfirmed);
    const email = uniqueEmail('resend');
    expect((await client.auth.signUp({ email, password: 'password-123' })).error).toBeNull();
    const first = await lastMail(unconfirmed, email);
    // [auth.email] max_frequency (the CLI's 1s): a second confirmation sooner would be refused
    await new Promise((r) => setTimeout(r, 1100));
    const again = await client.auth.resend({ type: 'signup', email });
    expect(again.error).toBeNull();
    const second = await lastMail(unconfirmed, email);
    expect(second.type).toBe('signup');
    expect(second.token_hash).not.toBe(first.token_hash);
    // the new link confirms the account
    const v = await client.auth.verifyOtp({ type: 'signup', token_hash: second.token_hash });
    expect(v.error).toBeNull();
    expect(v.data.session).toBeTruthy();
    const confirmedAgain = await raw(unconfirmed, 'POST', '/resend', { body: { type: 'signup', email } });
    expect([confirmedAgain.status, confirmedAgain.body]).toEqual([200, {}]);
    expect((await lastMail(unconfirmed, email)).token_hash).toBe(second.token_hash);
    const nobody = await raw(unconfirmed, 'POST', '/resend', { body: { type: 'signup', email: uniqueEmail('nobody') } });
    expect([nobody.status, nobody.body]).toEqual([200, {}]);
  });

  test('resend validation and phone types: GoTrue\'s messages', async () => {
    const bad = await raw(s, 'POST', '/resend', { body: { type: 'recovery', email: 'a@example.com' } });
    expect([bad.status, bad.body.code, bad.body.message]).toEqual([400, 'validation_failed', 'Missing one of these types: signup, email_change, sms, phone_change']);
    const noEmail = await raw(s, 'POST', '/resend', { body: { type: 'signup' } });
    expect([noEmail.status, noEmail.body.message]).toEqual([400, 'Type provided requires an email address']);
    const sms = await anonClient(s).auth.resend({ type: 'sms', phone: '+821012345678' });
    expect(sms.error).toMatchObject({ status: 400, code: 'phone_provider_disabled', message: 'Phone logins are disabled' });
  });

  test('resend({type: email_change}) sends the pending change again', async () => {
    const u = await signedUpUser(s, 'change');
    const newEmail = uniqueEmail('new');
    expect((await u.client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const first = await lastMail(s, newEmail);
    await new Promise((r) => setTimeout(r, 1100)); // max_frequency, as above
    expect((await u.client.auth.resend({ type: 'email_change', email: u.email })).error).toBeNull();
    const second = await lastMail(s, newEmail);
    expect(second.type).toBe('email_change');
    expect(second.token_hash).not.toBe(first.token_hash);
  });

  test('reauthenticate() mails a 6-digit nonce to the signed-in user; anonymous callers are refused', async () => {
    const u = await signedUpUser(s, 'reauth');
    const r = await u.client.auth.reauthenticate();
    expect(r.error).toBeNull();
    const mail = await lastMail(s, u.email);
    expect(mail.type).toBe('reauthentication');
    expect(mail.otp).toMatch(/^\d{6}$/);
    const row = await s.db.query<{ t: string; sent: Date | null }>(`select reauthentication_token as t, reauthentication_sent_at as sent from auth.users where id = $1`, [u.id]);
    expect(row.rows[0].t).toHaveLength(56);
    expect(row.rows[0].sent).not.toBeNull();
    // no session: the gateway's anon key is the bearer, which has no user (GoTrue's 403 bad_jwt)
    const noToken = await raw(s, 'GET', '/reauthenticate');
    expect([noToken.status, noToken.body.code]).toEqual([403, 'bad_jwt']);
  });
});

describe('anonymous sign-ins', () => {
  test('off (as a new project): 422 anonymous_provider_disabled; /settings says so', async () => {
    const r = await anonClient(s).auth.signInAnonymously();
    expect(r.error).toMatchObject({ status: 422, code: 'anonymous_provider_disabled', message: 'Anonymous sign-ins are disabled' });
    expect((await raw(s, 'GET', '/settings')).body.external.anonymous_users).toBe(false);
  });

  test('on (AUTH_ANONYMOUS_USERS): an is_anonymous user with a session; aal1, amr anonymous; no identities', { timeout: 120_000 }, async () => {
    const on = await startAuthServer({ anonymousSignIns: true });
    try {
      expect((await raw(on, 'GET', '/settings')).body.external.anonymous_users).toBe(true);
      const client = anonClient(on, memoryStorage());
      const { data, error } = await client.auth.signInAnonymously({ options: { data: { theme: 'dark' } } });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ is_anonymous: true, role: 'authenticated', aud: 'authenticated', user_metadata: { theme: 'dark' } });
      expect(data.user!.email ?? '').toBe('');
      const claims = decodeJwt(data.session!.access_token);
      expect(claims).toMatchObject({ is_anonymous: true, role: 'authenticated', aal: 'aal1', sub: data.user!.id });
      expect(claims.amr[0].method).toBe('anonymous');
      expect((await client.auth.getUser()).data.user?.id).toBe(data.user!.id);
      // /reauthenticate has no requireNotAnonymous (internal/api/api.go): the handler's own check
      const reauth = await client.auth.reauthenticate();
      expect(reauth.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Reauthentication requires the user to have an email or a phone number' });
    } finally {
      await on.close();
    }
  });
});

describe('features a new project has off: GoTrue\'s answers', () => {
  const cases: [string, string, unknown, number, string, string][] = [
    ['POST', '/sso', { domain: 'example.com' }, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled'],
    ['GET', '/sso/saml/metadata', undefined, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled'],
    ['GET', '/user/identities/authorize?provider=github', undefined, 404, 'manual_linking_disabled', 'Manual linking is disabled'],
    ['POST', '/passkeys/authentication/options', {}, 404, 'passkey_disabled', 'Passkeys are disabled'],
    ['GET', '/oauth/authorize', undefined, 404, 'feature_disabled', 'OAuth server is disabled'],
    ['POST', '/token?grant_type=web3', { chain: 'solana' }, 422, 'web3_provider_disabled', 'Web3 provider is disabled'],
    ['POST', '/token?grant_type=id_token', { provider: 'google', id_token: 'x' }, 400, 'provider_disabled', 'Provider (issuer "https://accounts.google.com") is not enabled'],
    ['POST', '/token?grant_type=id_token', { provider: 'custom', id_token: 'x' }, 400, 'validation_failed', 'Custom OIDC provider "custom" not allowed'],
    ['POST', '/otp', { phone: '+821012345678' }, 400, 'phone_provider_disabled', 'Unsupported phone provider'],
    ['GET', '/authorize?provider=github', undefined, 400, 'validation_failed', 'Unsupported provider: provider is not enabled'],
  ];
  for (const [method, path, body, status, code, message] of cases) {
    test(`${method} ${path}: ${status} ${code}`, async () => {
      const r = await raw(s, method, path, { body });
      expect({ status: r.status, code: r.body.code, message: r.body.message, header: r.headers.get('x-sb-error-code') })
        .toEqual({ status, code, message, header: code });
    });
  }

  test('through auth-js: signInWithSSO, linkIdentity, signInWithIdToken, mfa.enroll (phone)', async () => {
    const u = await signedUpUser(s, 'features');
    expect((await u.client.auth.signInWithSSO({ domain: 'example.com' })).error).toMatchObject({ status: 404, code: 'saml_provider_disabled' });
    const link = await u.client.auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(link.error).toMatchObject({ status: 404, code: 'manual_linking_disabled', message: 'Manual linking is disabled' });
    const idt = await anonClient(s).auth.signInWithIdToken({ provider: 'apple', token: 'x' });
    expect(idt.error).toMatchObject({ status: 400, code: 'provider_disabled', message: 'Provider (issuer "https://appleid.apple.com") is not enabled' });
    // TOTP is on, as on a new hosted project (auth-mfa.test.ts); phone factors are off.
    const enroll = await u.client.auth.mfa.enroll({ factorType: 'phone', phone: '+821012345678' });
    expect(enroll.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled', message: 'MFA enroll is disabled for Phone' });
    const factors = await serviceClient(s).auth.admin.mfa.listFactors({ userId: u.id });
    expect(factors.error).toBeNull();
    expect(factors.data?.factors).toEqual([]);
  });
});
