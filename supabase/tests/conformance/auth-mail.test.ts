// Auth e-mails over SMTP, received by the local mail catcher and read back through its inbox API
// (GET /_inbox/email, maildev's shape): password recovery in the implicit and the PKCE flow (the
// real supabase-js with flowType 'pkce': code_challenge → ?code= → exchangeCodeForSession), the
// same answer for unknown addresses, the e-mail change confirmation, sign-up confirmation with
// MAILER_AUTOCONFIRM off, and a refused delivery.
import net from 'node:net';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { anonClient, decodeJwt, memoryStorage, raw, signedUpUser, startAuthServer, uniqueEmail } from './auth-helpers.ts';

interface InboxEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  date: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
}

async function inbox(s: TestServer, query = ''): Promise<InboxEmail[]> {
  const r = await fetch(`${s.url}/_inbox/email${query}`);
  expect(r.status).toBe(200);
  return (await r.json()) as InboxEmail[];
}

/** The messages to `email`, oldest first, read the way an e2e test or a person's script would. */
async function mailsTo(s: TestServer, email: string): Promise<InboxEmail[]> {
  return inbox(s, `?to.address=${encodeURIComponent(email)}`);
}

async function lastMailTo(s: TestServer, email: string): Promise<InboxEmail> {
  const list = await mailsTo(s, email);
  if (!list.length) throw new Error(`no mail to ${email}`);
  return list[list.length - 1];
}

/** The verify link in a message's text part. */
function linkIn(mail: InboxEmail): string {
  const m = /https?:\/\/\S+\/auth\/v1\/verify\?\S+/.exec(mail.text);
  if (!m) throw new Error(`no link in: ${mail.text}`);
  return m[0];
}

async function follow(link: string): Promise<{ status: number; location: URL }> {
  const res = await fetch(link, { redirect: 'manual' });
  return { status: res.status, location: new URL(res.headers.get('location') ?? '') };
}

function pkceClient(s: TestServer, storage = memoryStorage()): SupabaseClient {
  return createClient(s.url, s.anonKey, {
    auth: { flowType: 'pkce', persistSession: true, storage, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

let s: TestServer;
beforeAll(async () => { s = await startAuthServer({ mailCatcher: true }); });
afterAll(async () => { await s?.close(); });

describe(`auth e-mails through the mail catcher on ${TEST_DB}`, () => {
  test('the catcher is the SMTP URL; the inbox page and API are served at /_inbox/', async () => {
    expect(s.mailCatcher).not.toBeNull();
    expect(s.smtpUrl).toBe(s.mailCatcher!.smtpUrl);
    expect(s.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(`${s.url}/_inbox/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('<script src="inbox.js"');
    expect((await fetch(`${s.url}/_inbox/inbox.js`)).status).toBe(200);
    const redirect = await fetch(`${s.url}/_inbox`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/_inbox/');
    const config = await (await fetch(`${s.url}/_inbox/config`)).json();
    expect(config.smtpUrl).toBe(s.smtpUrl);
  });

  test('recovery (implicit flow): SMTP message with subject, text and HTML → link → session in the fragment → new password', async () => {
    const { email } = await signedUpUser(s, 'smtp-forgot');
    const { error } = await anonClient(s).auth.resetPasswordForEmail(email, { redirectTo: `${s.url}/auth/reset-password` });
    expect(error).toBeNull();
    const mails = await mailsTo(s, email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.subject).toBe('Reset Your Password');
    expect(mail.to).toEqual([{ address: email, name: '' }]);
    expect(mail.from[0].address).toBe(s.cfg.smtpAdminEmail);
    expect(Date.parse(mail.date)).toBeGreaterThan(Date.now() - 60_000);
    const link = linkIn(mail);
    expect(link).toMatch(new RegExp(`^${s.url}/auth/v1/verify\\?token=[0-9a-f]{56}&type=recovery&redirect_to=`));
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
    expect(mail.text).toMatch(/enter the code: \d{6}/);
    // The same message, one by one.
    const one = await (await fetch(`${s.url}/_inbox/email/${mail.id}`)).json();
    expect(one).toMatchObject({ id: mail.id, subject: mail.subject, read: true });

    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(`${location.origin}${location.pathname}`).toBe(`${s.url}/auth/reset-password`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(decodeJwt(fragment.get('access_token')!).amr[0].method).toBe('recovery');
    const browser = anonClient(s, memoryStorage());
    await browser.auth.setSession({ access_token: fragment.get('access_token')!, refresh_token: fragment.get('refresh_token')! });
    expect((await browser.auth.updateUser({ password: 'smtp-new-pass' })).error).toBeNull();
    expect((await anonClient(s).auth.signInWithPassword({ email, password: 'smtp-new-pass' })).error).toBeNull();
  });

  test('recovery (PKCE flow): code_challenge → link redirects with ?code= → exchangeCodeForSession (PASSWORD_RECOVERY) → new password', async () => {
    const { email } = await signedUpUser(s, 'pkce-forgot');
    const storage = memoryStorage();
    const client = pkceClient(s, storage);
    const events: string[] = [];
    client.auth.onAuthStateChange((e) => { events.push(e); });
    const redirectTo = `${s.url}/auth/reset-password?next=%2Fclient%2Fprofile`;
    const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    const mail = await lastMailTo(s, email);
    const link = linkIn(mail);
    expect(new URL(link).searchParams.get('token')).toMatch(/^pkce_[0-9a-f]{56}$/);
    const flow = await s.db.query<{ n: number }>(
      `select count(*)::int as n from auth.flow_state f join auth.users u on u.id = f.user_id
        where u.email = $1 and f.authentication_method = 'recovery' and f.auth_code_issued_at is null`,
      [email],
    );
    expect(flow.rows[0].n).toBe(1);

    const { status, location } = await follow(link);
    expect(status).toBe(303);
    expect(location.hash).toBe('');
    expect(location.pathname).toBe('/auth/reset-password');
    expect(location.searchParams.get('next')).toBe('/client/profile');
    const code = location.searchParams.get('code')!;
    expect(code).toMatch(/^[0-9a-f-]{36}$/);

    // Someone else's client (no verifier) cannot use the code; a wrong verifier is refused.
    const thief = await pkceClient(s).auth.exchangeCodeForSession(code);
    // (it has no verifier to send: supabase-js stops before asking the server)
    expect(thief.error).toMatchObject({ name: 'AuthPKCECodeVerifierMissingError', code: 'pkce_code_verifier_not_found' });
    const wrong = await raw(s, 'POST', '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'x'.repeat(64) } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'bad_code_verifier' });

    const { data, error: exchangeError } = await client.auth.exchangeCodeForSession(code);
    expect(exchangeError).toBeNull();
    expect(data.session!.user.email).toBe(email);
    expect((data as { redirectType?: string | null }).redirectType).toBe('recovery');
    expect(events).toContain('PASSWORD_RECOVERY');
    expect(decodeJwt(data.session!.access_token).amr[0].method).toBe('recovery');
    expect((await client.auth.updateUser({ password: 'pkce-new-pass' })).error).toBeNull();
    expect((await anonClient(s).auth.signInWithPassword({ email, password: 'pkce-new-pass' })).error).toBeNull();

    // The code is single-use, and so is the link (its error goes in the query and the fragment).
    const again = await raw(s, 'POST', '/token?grant_type=pkce', { body: { auth_code: code, code_verifier: 'y'.repeat(64) } });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'flow_state_not_found' });
    const reused = await follow(link);
    expect(reused.location.searchParams.get('error_code')).toBe('otp_expired');
    expect(new URLSearchParams(reused.location.hash.slice(1)).get('error_code')).toBe('otp_expired');
    expect(reused.location.searchParams.get('code')).toBeNull();
  });

  test('PKCE: an issued code expires after 5 minutes; a malformed challenge is refused', async () => {
    const { email } = await signedUpUser(s, 'pkce-late');
    const client = pkceClient(s);
    await client.auth.resetPasswordForEmail(email, { redirectTo: `${s.url}/auth/reset-password` });
    const { location } = await follow(linkIn(await lastMailTo(s, email)));
    const code = location.searchParams.get('code')!;
    await s.db.query(`update auth.flow_state set auth_code_issued_at = now() - interval '6 minutes' where auth_code = $1`, [code]);
    const late = await client.auth.exchangeCodeForSession(code);
    expect(late.error).toMatchObject({ status: 400, code: 'flow_state_expired' });

    const short = await raw(s, 'POST', '/recover', { body: { email, code_challenge: 'abc', code_challenge_method: 's256' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'validation_failed', message: 'code challenge has to be between 43 and 128 characters' });
    const half = await raw(s, 'POST', '/recover', { body: { email, code_challenge: 'a'.repeat(43) } });
    expect(half.status).toBe(400);
    expect(half.body).toMatchObject({ message: 'PKCE flow requires code_challenge_method and code_challenge' });
  });

  test('an unknown address gets the same answer as a known one, and no mail', async () => {
    const { email } = await signedUpUser(s, 'known');
    const unknown = uniqueEmail('unknown');
    const a = await raw(s, 'POST', '/recover', { body: { email: unknown } });
    const b = await raw(s, 'POST', '/recover', { body: { email } });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.text).toBe(b.text);
    expect(a.body).toEqual({});
    const headers = (h: Headers) => [...h.keys()].filter((k) => k !== 'date' && k !== 'content-length').sort();
    expect(headers(a.headers)).toEqual(headers(b.headers));
    expect(await mailsTo(s, email)).toHaveLength(1);
    expect(await mailsTo(s, unknown)).toHaveLength(0);
    // The same with a PKCE client.
    const pk = await pkceClient(s).auth.resetPasswordForEmail(uniqueEmail('unknown-pkce'));
    expect(pk).toEqual({ data: {}, error: null });
  });

  test('an e-mail change mails a confirmation to the new address; its link switches the address', async () => {
    const { client, email } = await signedUpUser(s, 'change-old');
    const newEmail = uniqueEmail('change-new');
    expect((await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: `${s.url}/client/profile` })).error).toBeNull();
    expect(await mailsTo(s, email)).toHaveLength(0);
    const mail = await lastMailTo(s, newEmail);
    expect(mail.subject).toBe('Confirm Email Change');
    expect(mail.text).toContain(`from ${email} to ${newEmail}`);
    const { location } = await follow(linkIn(mail));
    expect(location.pathname).toBe('/client/profile');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    expect((await anonClient(s).auth.getUser(fragment.get('access_token')!)).data.user!.email).toBe(newEmail);
  });

  test('PKCE e-mail change: the link redirects with ?code=', async () => {
    const storage = memoryStorage();
    const client = pkceClient(s, storage);
    const email = uniqueEmail('pkce-change');
    expect((await client.auth.signUp({ email, password: 'password-123' })).error).toBeNull();
    const newEmail = uniqueEmail('pkce-changed');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const { location } = await follow(linkIn(await lastMailTo(s, newEmail)));
    const { data, error } = await client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user!.email).toBe(newEmail);
  });

  test('DELETE /_inbox/email/all empties the inbox', async () => {
    expect((await inbox(s)).length).toBeGreaterThan(0);
    const r = await fetch(`${s.url}/_inbox/email/all`, { method: 'DELETE' });
    expect(r.status).toBe(200);
    expect(await inbox(s)).toEqual([]);
  });
});

describe(`sign-up confirmation (AUTH_MAILER_AUTOCONFIRM=false) on ${TEST_DB}`, () => {
  let c: TestServer;
  beforeAll(async () => { c = await startAuthServer({ mailCatcher: true, mailerAutoconfirm: false }); });
  afterAll(async () => { await c?.close(); });

  test('settings say so', async () => {
    expect((await raw(c, 'GET', '/settings')).body.mailer_autoconfirm).toBe(false);
  });

  test('sign-up answers the user without a session and mails a confirmation; its link confirms and signs in', async () => {
    const email = uniqueEmail('confirm-me');
    const { data, error } = await anonClient(c).auth.signUp({
      email, password: 'password-123', options: { data: { full_name: 'Conf Irm' }, emailRedirectTo: `${c.url}/welcome` },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Conf Irm' } });
    expect(data.user!.email_confirmed_at).toBeUndefined();
    expect(data.user!.confirmation_sent_at).toBeTruthy();
    const early = await anonClient(c).auth.signInWithPassword({ email, password: 'password-123' });
    expect(early.error).toMatchObject({ status: 400, code: 'email_not_confirmed' });

    const mail = await lastMailTo(c, email);
    expect(mail.subject).toBe('Confirm Your Signup');
    const { location } = await follow(linkIn(mail));
    expect(location.pathname).toBe('/welcome');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    expect(decodeJwt(fragment.get('access_token')!).email).toBe(email);
    expect((await anonClient(c).auth.signInWithPassword({ email, password: 'password-123' })).error).toBeNull();

    // Signing up again with a confirmed address: a look-alike user, no session, no mail.
    const again = await anonClient(c).auth.signUp({ email, password: 'other-pass-1' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user!.id).not.toBe(data.user!.id);
    expect(again.data.user!.identities).toEqual([]);
    expect(await mailsTo(c, email)).toHaveLength(1);
  });

  test('an unconfirmed address signing up again gets the confirmation again', async () => {
    const email = uniqueEmail('confirm-twice');
    const first = await anonClient(c).auth.signUp({ email, password: 'password-123' });
    // [auth.email] max_frequency (the CLI's 1s): a second confirmation sooner is refused (auth-ratelimit)
    await new Promise((r) => setTimeout(r, 1100));
    const second = await anonClient(c).auth.signUp({ email, password: 'password-123' });
    expect(second.data.user!.id).toBe(first.data.user!.id);
    const mails = await mailsTo(c, email);
    expect(mails).toHaveLength(2);
    // Only the newest link works.
    expect((await follow(linkIn(mails[0]))).location.hash).toContain('error_code=otp_expired');
    expect((await follow(linkIn(mails[1]))).location.hash).toContain('type=signup');
  });

  test('PKCE sign-up: the confirmation link redirects with ?code=', async () => {
    const client = pkceClient(c);
    const email = uniqueEmail('confirm-pkce');
    expect((await client.auth.signUp({ email, password: 'password-123', options: { emailRedirectTo: `${c.url}/welcome` } })).error).toBeNull();
    const { location } = await follow(linkIn(await lastMailTo(c, email)));
    expect(location.pathname).toBe('/welcome');
    const { data, error } = await client.auth.exchangeCodeForSession(location.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user!.email_confirmed_at).toBeTruthy();
  });
});

describe(`a refused delivery on ${TEST_DB}`, () => {
  let d: TestServer;
  beforeAll(async () => {
    // A port nothing listens on.
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    d = await startAuthServer({ smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => { await d?.close(); });

  test('recover answers 500 "Error sending recovery email" when the SMTP server cannot be reached', async () => {
    const { email } = await signedUpUser(d, 'no-smtp');
    const r = await raw(d, 'POST', '/recover', { body: { email } });
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ code: 'unexpected_failure', message: 'Error sending recovery email' });
    expect(d.mailCatcher).toBeNull();
    expect((await fetch(`${d.url}/_inbox/email`)).status).toBe(404);
  });
});
