// ra-supabase-core 3.5.2's supabaseAuthProvider (what the console app uses) against the local
// auth server: login, logout, checkAuth (incl. the recovery redirect), checkError, getIdentity,
// getPermissions, resetPassword and setPassword. The provider reads window.location, so a minimal
// window is stubbed per test.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { supabaseAuthProvider } from 'ra-supabase-core';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { signJwt } from '../../server/jwt.ts';
import { anonClient, decodeJwt, lastMail, memoryStorage, raw, serviceClient, startAuthServer, uniqueEmail } from './auth-helpers.ts';

let s: TestServer;
let email: string;
beforeAll(async () => {
  s = await startAuthServer();
  email = uniqueEmail('ra-user');
  const { error } = await serviceClient(s).auth.admin.createUser({
    email, password: 'ra-password', email_confirm: true, user_metadata: { full_name: 'Ra User' }, app_metadata: { role: 'editor' },
  });
  expect(error).toBeNull();
});
afterAll(async () => { await s?.close(); });
afterEach(() => { vi.unstubAllGlobals(); });

// ra-supabase-core's typings resolve supabase-js' CommonJS types; the client is the same class.
type RaClient = Parameters<typeof supabaseAuthProvider>[0];
const asRaClient = (c: ReturnType<typeof anonClient>) => c as unknown as RaClient;

function stubLocation(loc: { pathname?: string; hash?: string; search?: string } = {}) {
  vi.stubGlobal('window', { location: { pathname: loc.pathname ?? '/', hash: loc.hash ?? '', search: loc.search ?? '' } });
}

function provider(client = anonClient(s, memoryStorage())) {
  const ap = supabaseAuthProvider(asRaClient(client), {
    getIdentity: async (user) => ({ id: user.id, fullName: user.user_metadata.full_name as string }),
    getPermissions: async (user) => user.app_metadata.role,
  });
  return { ap, client };
}

describe(`ra-supabase authProvider on ${TEST_DB}`, () => {
  test('login, checkAuth, getIdentity, getPermissions, logout', async () => {
    stubLocation();
    const { ap, client } = provider();
    await expect(ap.checkAuth({})).rejects.toBeUndefined();
    await expect(ap.login({ email, password: 'ra-password' })).resolves.toBeUndefined();
    await expect(ap.checkAuth({})).resolves.toBeUndefined();
    const session = (await client.auth.getSession()).data.session!;
    expect(decodeJwt(session.access_token).email).toBe(email);
    await expect(ap.getIdentity!()).resolves.toEqual({ id: session.user.id, fullName: 'Ra User' });
    await expect(ap.getPermissions!({})).resolves.toBe('editor');

    await expect(ap.logout({})).resolves.toBeUndefined();
    expect((await client.auth.getSession()).data.session).toBeNull();
    await expect(ap.checkAuth({})).rejects.toBeUndefined();
    // logout revoked the refresh token on the server
    const r = await raw(s, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: session.refresh_token } });
    expect(r.body.code).toBe('refresh_token_not_found');
    // no session left: ra-supabase-core's getIdentity throws its bare Error when getUser finds no user
    expect((await client.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
    await expect(ap.getIdentity!()).rejects.toThrow(new Error(''));
  });

  test('login with a wrong password rejects with the AuthApiError', async () => {
    stubLocation();
    const { ap } = provider();
    await expect(ap.login({ email, password: 'not-the-password' })).rejects.toMatchObject({
      name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials',
    });
  });

  test('checkError logs out on 401/403 and on a missing session, not on other errors', async () => {
    stubLocation();
    const { ap, client } = provider();
    await ap.login({ email, password: 'ra-password' });
    const session = (await client.auth.getSession()).data.session!;
    // A real 403 from the server: an expired token on GET /user.
    const expired = signJwt({ ...decodeJwt(session.access_token), exp: Math.floor(Date.now() / 1000) - 5 }, s.cfg.jwtSecret);
    const forbidden = (await anonClient(s).auth.getUser(expired)).error!;
    expect(forbidden.status).toBe(403);
    await expect(ap.checkError(forbidden)).rejects.toBeUndefined();
    // The session ended elsewhere: supabase-js turns session_not_found into AuthSessionMissingError (400).
    await raw(s, 'POST', '/logout?scope=global', { token: session.access_token });
    const missing = (await anonClient(s).auth.getUser(session.access_token)).error!;
    expect(missing).toMatchObject({ name: 'AuthSessionMissingError', status: 400 });
    await expect(ap.checkError(missing)).rejects.toBeUndefined();
    await expect(ap.checkError({ status: 401 })).rejects.toBeUndefined();
    const badLogin = (await anonClient(s).auth.signInWithPassword({ email, password: 'nope-nope' })).error!;
    await expect(ap.checkError(badLogin)).resolves.toBeUndefined();
    await expect(ap.checkError({ status: 500 })).resolves.toBeUndefined();
  });

  test('resetPassword → recovery link → checkAuth redirects to /set-password → setPassword', async () => {
    stubLocation();
    const resetEmail = uniqueEmail('ra-reset');
    await serviceClient(s).auth.admin.createUser({ email: resetEmail, password: 'old-password', email_confirm: true });
    const { ap } = provider();
    await expect(ap.resetPassword({ email: resetEmail, redirectTo: `${s.url}/auth-callback` })).resolves.toBeUndefined();
    const mail = await lastMail(s, resetEmail);
    const res = await fetch(mail.link, { redirect: 'manual' });
    const location = res.headers.get('location')!;
    expect(location.startsWith(`${s.url}/auth-callback#`)).toBe(true);

    // The browser lands on the callback page with the tokens in the hash.
    stubLocation({ pathname: '/auth-callback', hash: `#${location.split('#')[1]}` });
    const redirect = await ap.checkAuth({}).then(() => null, (e: { redirectTo: () => { pathname: string; search: string }; message: boolean }) => e);
    expect(redirect).not.toBeNull();
    expect(redirect!.message).toBe(false);
    const target = redirect!.redirectTo();
    expect(target.pathname).toBe('/set-password');
    const params = new URLSearchParams(target.search);
    expect(params.get('type')).toBe('recovery');
    const callback = await ap.handleCallback!();
    expect((callback as { redirectTo: () => { pathname: string } }).redirectTo().pathname).toBe('/set-password');

    stubLocation({ pathname: '/set-password', search: `?${target.search}` });
    await expect(ap.checkAuth({})).resolves.toBeUndefined();
    await expect(ap.setPassword({
      access_token: params.get('access_token')!, refresh_token: params.get('refresh_token')!, password: 'new-password',
    })).resolves.toBeUndefined();
    stubLocation();
    const fresh = provider().ap;
    await expect(fresh.login({ email: resetEmail, password: 'new-password' })).resolves.toBeUndefined();
    await expect(provider().ap.login({ email: resetEmail, password: 'old-password' })).rejects.toMatchObject({ code: 'invalid_credentials' });
  });

  test('getIdentity reading a profile row through REST (auth_profiles, RLS own row)', async () => {
    stubLocation();
    const client = anonClient(s, memoryStorage());
    const ap = supabaseAuthProvider(asRaClient(client), {
      getIdentity: async (user) => {
        const { data, error } = await client.from('auth_profiles').select('id, full_name').eq('id', user.id).single();
        if (error) throw error;
        return { id: data.id as string, fullName: data.full_name as string };
      },
    });
    await ap.login({ email, password: 'ra-password' });
    const userId = (await client.auth.getUser()).data.user!.id;
    await expect(ap.getIdentity!()).resolves.toEqual({ id: userId, fullName: 'Ra User' });
  });
});
