// Sessions through supabase-js: refresh-token rotation and reuse detection (GoTrue's rules, with a
// detected reuse revoking the whole session),
// sign-out scopes, onAuthStateChange, updateUser (metadata, password, app_metadata refusal).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TEST_DB, type TestServer } from '../helpers/server.ts';
import { anonClient, decodeJwt, memoryStorage, raw, signedUpUser, startAuthServer, uniqueEmail } from './auth-helpers.ts';

let s: TestServer;
beforeAll(async () => { s = await startAuthServer(); });
afterAll(async () => { await s?.close(); });

async function refreshRaw(token: string) {
  return raw(s, 'POST', '/token?grant_type=refresh_token', { body: { refresh_token: token } });
}

describe(`refresh tokens on ${TEST_DB}`, () => {
  test('refreshSession rotates the refresh token within the same session and emits TOKEN_REFRESHED', async () => {
    const { client } = await signedUpUser(s, 'rotate');
    const events: string[] = [];
    client.auth.onAuthStateChange((e) => { events.push(e); });
    const before = (await client.auth.getSession()).data.session!;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    const after = data.session!;
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(after.refresh_token).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(decodeJwt(after.access_token).session_id).toBe(decodeJwt(before.access_token).session_id);
    expect(decodeJwt(after.access_token).amr).toEqual(decodeJwt(before.access_token).amr);
    expect(events).toContain('TOKEN_REFRESHED');
    const rows = await s.db.query<{ token: string; revoked: boolean; parent: string | null }>(
      `select token, revoked, parent from auth.refresh_tokens where token = any($1) order by id`, [[before.refresh_token, after.refresh_token]]);
    expect(rows.rows).toEqual([
      { token: before.refresh_token, revoked: true, parent: null },
      { token: after.refresh_token, revoked: false, parent: before.refresh_token },
    ]);
  });

  test('reusing the parent of the active token hands back the active token (lost response)', async () => {
    const { client } = await signedUpUser(s, 'lost');
    const r1 = (await client.auth.getSession()).data.session!.refresh_token;
    const r2 = (await client.auth.refreshSession()).data.session!.refresh_token;
    const again = await refreshRaw(r1);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(r2);
    expect(again.body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
  });

  /** Runs `fn` with another refreshTokenReuseInterval (seconds), then restores GoTrue's default. */
  async function withReuseInterval(seconds: number, fn: () => Promise<void>) {
    s.cfg.refreshTokenReuseInterval = seconds;
    try {
      await fn();
    } finally {
      s.cfg.refreshTokenReuseInterval = undefined;
    }
  }

  async function liveTokens(sessionOf: string): Promise<string[]> {
    const r = await s.db.query<{ token: string }>(
      `select token from auth.refresh_tokens where session_id = (select session_id from auth.refresh_tokens where token = $1) and not revoked`,
      [sessionOf]);
    return r.rows.map((x) => x.token);
  }

  test('inside the reuse interval an older token gets the current one back, and no second chain is started', async () => {
    const { client } = await signedUpUser(s, 'reuse');
    const r1 = (await client.auth.getSession()).data.session!.refresh_token;
    const r2 = (await refreshRaw(r1)).body.refresh_token as string;
    const r3 = (await refreshRaw(r2)).body.refresh_token as string;
    const inside = await refreshRaw(r1);
    expect(inside.status).toBe(200);
    expect(inside.body.refresh_token).toBe(r3);
    expect(await liveTokens(r1)).toEqual([r3]);
  });

  test('reuse after the interval revokes the session: refresh_token_already_used, and every newer token is refused too', async () => {
    const { client } = await signedUpUser(s, 'stolen');
    const r1 = (await client.auth.getSession()).data.session!.refresh_token;
    const r2 = (await refreshRaw(r1)).body.refresh_token as string;
    const r3 = (await refreshRaw(r2)).body.refresh_token as string;
    // A thief replays r1 after the interval (0 s here instead of waiting 10).
    await withReuseInterval(0, async () => {
      const { data, error } = await anonClient(s).auth.refreshSession({ refresh_token: r1 });
      expect(data).toEqual({ user: null, session: null });
      expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    });
    expect(await liveTokens(r1)).toEqual([]);
    // Back at the default 10 s: the tokens revoked a moment ago are not "recently rotated" ones.
    // Neither the owner's newest token nor any other one of the session gets anything.
    for (const t of [r3, r2, r1]) {
      const r = await refreshRaw(t);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' });
    }
    const owner = await client.auth.refreshSession({ refresh_token: r3 });
    expect(owner.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect(await liveTokens(r1)).toEqual([]);
  });

  test('the parent of the active token too is forgiven only inside the interval (GoTrue would hand it the active token at any time)', async () => {
    const { client } = await signedUpUser(s, 'late-parent');
    const r1 = (await client.auth.getSession()).data.session!.refresh_token;
    const r2 = (await refreshRaw(r1)).body.refresh_token as string;
    await withReuseInterval(0, async () => {
      const late = await refreshRaw(r1);
      expect(late.status).toBe(400);
      expect(late.body.code).toBe('refresh_token_already_used');
    });
    expect((await refreshRaw(r2)).body.code).toBe('refresh_token_already_used');
  });

  test('the interval is measured from the rotation (0.4 s here): forgiven before it ends, revoking after', async () => {
    const { client, email, password } = await signedUpUser(s, 'interval');
    const r1 = (await client.auth.getSession()).data.session!.refresh_token;
    const r2 = (await refreshRaw(r1)).body.refresh_token as string;
    await withReuseInterval(0.4, async () => {
      const early = await refreshRaw(r1);
      expect(early.status).toBe(200);
      expect(early.body.refresh_token).toBe(r2);
      await new Promise((r) => setTimeout(r, 500));
      expect((await refreshRaw(r1)).body.code).toBe('refresh_token_already_used');
      expect((await refreshRaw(r2)).body.code).toBe('refresh_token_already_used');
    });
    // The owner signs in again as usual: a new session.
    expect((await anonClient(s).auth.signInWithPassword({ email, password })).error).toBeNull();
  });

  test('unknown refresh token → 400 refresh_token_not_found; empty → invalid_request', async () => {
    const { error } = await anonClient(s).auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(error).toMatchObject({ status: 400, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
    const empty = await refreshRaw('');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'invalid_request', error_description: 'refresh_token required' });
  });

  test('setSession with a stored access + refresh token (ra-supabase setPassword path)', async () => {
    const { client } = await signedUpUser(s, 'setsession');
    const session = (await client.auth.getSession()).data.session!;
    const other = anonClient(s, memoryStorage());
    const { data, error } = await other.auth.setSession({ access_token: session.access_token, refresh_token: session.refresh_token });
    expect(error).toBeNull();
    expect(data.user!.id).toBe(session.user.id);
  });
});

describe(`sign-out on ${TEST_DB}`, () => {
  test('signOut (global): 204, SIGNED_OUT, storage cleared, every session of the user revoked', async () => {
    const storage = memoryStorage();
    const email = uniqueEmail('signout');
    const client = anonClient(s, storage);
    await client.auth.signUp({ email, password: 'password-123' });
    const other = anonClient(s);
    const otherSession = (await other.auth.signInWithPassword({ email, password: 'password-123' })).data.session!;
    const session = (await client.auth.getSession()).data.session!;
    const events: string[] = [];
    client.auth.onAuthStateChange((e) => { events.push(e); });

    const raw204 = await raw(s, 'POST', '/logout?scope=global', { token: otherSession.access_token });
    expect(raw204.status).toBe(204);
    expect(raw204.text).toBe('');
    // The first client's session was revoked by the global sign-out above; signOut still succeeds
    // locally (auth-js treats 403 session_not_found as "already signed out").
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();
    expect(events).toContain('SIGNED_OUT');
    expect(storage.getItem('sb-localhost-auth-token')).toBeNull();

    for (const t of [session.refresh_token, otherSession.refresh_token]) {
      const r = await refreshRaw(t);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' });
    }
    const u = await raw(s, 'GET', '/user', { token: session.access_token });
    expect(u.status).toBe(403);
    expect(u.body).toMatchObject({ code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' });
    const viaJs = await anonClient(s).auth.getUser(session.access_token);
    expect(viaJs.error).toMatchObject({ name: 'AuthSessionMissingError' });
  });

  test('scope local signs out this session only; others keeps this one', async () => {
    const email = uniqueEmail('scopes');
    const a = anonClient(s, memoryStorage());
    await a.auth.signUp({ email, password: 'password-123' });
    const b = anonClient(s, memoryStorage());
    await b.auth.signInWithPassword({ email, password: 'password-123' });
    const c = anonClient(s, memoryStorage());
    await c.auth.signInWithPassword({ email, password: 'password-123' });
    const [sa, sb, sc] = await Promise.all([a, b, c].map(async (x) => (await x.auth.getSession()).data.session!));

    expect((await b.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await refreshRaw(sb.refresh_token)).body.code).toBe('refresh_token_not_found');
    expect((await raw(s, 'GET', '/user', { token: sa.access_token })).status).toBe(200);

    expect((await a.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await raw(s, 'GET', '/user', { token: sc.access_token })).body.code).toBe('session_not_found');
    expect((await raw(s, 'GET', '/user', { token: sa.access_token })).status).toBe(200);
    expect((await a.auth.getSession()).data.session).not.toBeNull();

    const bad = await raw(s, 'POST', '/logout?scope=everything', { token: sa.access_token });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'validation_failed', message: 'Unsupported logout scope "everything"' });
    const anon = await raw(s, 'POST', '/logout');
    expect(anon.status).toBe(403);
    expect(anon.body.code).toBe('bad_jwt');
  });
});

describe(`auth state events on ${TEST_DB}`, () => {
  test('INITIAL_SESSION, SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED, SIGNED_OUT in order, session persisted', async () => {
    const storage = memoryStorage();
    const client = anonClient(s, storage);
    const events: [string, boolean][] = [];
    const { data: sub } = client.auth.onAuthStateChange((event, session) => { events.push([event, session !== null]); });
    const email = uniqueEmail('events');
    await client.auth.signUp({ email, password: 'password-123' });
    await client.auth.refreshSession();
    await client.auth.updateUser({ data: { step: 1 } });
    const stored = JSON.parse(storage.getItem('sb-localhost-auth-token')!);
    expect(stored.user.user_metadata.step).toBe(1);
    await client.auth.signOut();
    sub.subscription.unsubscribe();
    expect(events).toEqual([
      ['INITIAL_SESSION', false], ['SIGNED_IN', true], ['TOKEN_REFRESHED', true], ['USER_UPDATED', true], ['SIGNED_OUT', false],
    ]);
  });
});

describe(`updateUser on ${TEST_DB}`, () => {
  test('data is merged into user_metadata; null removes a key; new tokens carry it', async () => {
    const { client, id } = await signedUpUser(s, 'meta');
    await client.auth.updateUser({ data: { a: 1, b: { c: 2 }, keep: 'x' } });
    const { data, error } = await client.auth.updateUser({ data: { a: null, b: { d: 3 } } });
    expect(error).toBeNull();
    expect(data.user!.user_metadata).toMatchObject({ b: { d: 3 }, keep: 'x', email_verified: true });
    expect(data.user!.user_metadata).not.toHaveProperty('a');
    const row = await s.db.query<{ m: Record<string, unknown> }>(`select raw_user_meta_data as m from auth.users where id = $1`, [id]);
    expect(row.rows[0].m).toMatchObject({ b: { d: 3 }, keep: 'x' });
    const refreshed = (await client.auth.refreshSession()).data.session!;
    expect(decodeJwt(refreshed.access_token).user_metadata).toMatchObject({ b: { d: 3 }, keep: 'x' });
  });

  test('password change: the new password signs in, the old one does not, other sessions end', async () => {
    const { client, email, password } = await signedUpUser(s, 'pw');
    const elsewhere = (await anonClient(s).auth.signInWithPassword({ email, password })).data.session!;
    const { error } = await client.auth.updateUser({ password: 'brand-new-pass' });
    expect(error).toBeNull();
    expect((await anonClient(s).auth.signInWithPassword({ email, password })).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await anonClient(s).auth.signInWithPassword({ email, password: 'brand-new-pass' })).error).toBeNull();
    // The session that changed the password survives; the other one is gone.
    expect((await client.auth.getUser()).error).toBeNull();
    expect((await raw(s, 'GET', '/user', { token: elsewhere.access_token })).body.code).toBe('session_not_found');
  });

  test('same password → 422 same_password; weak → weak_password; app_metadata → 403 not_admin', async () => {
    const { client, password } = await signedUpUser(s, 'pwrules');
    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password', message: 'New password should be different from the old password.' });
    const weak = await client.auth.updateUser({ password: '123' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password' });
    const token = (await client.auth.getSession()).data.session!.access_token;
    const app = await raw(s, 'PUT', '/user', { token, body: { app_metadata: { role: 'admin' } } });
    expect(app.status).toBe(403);
    expect(app.body).toMatchObject({ code: 'not_admin', message: 'Updating app_metadata requires admin privileges' });
  });

  test('updateUser without a session → AuthSessionMissingError', async () => {
    const { error } = await anonClient(s).auth.updateUser({ data: { x: 1 } });
    expect(error).toMatchObject({ name: 'AuthSessionMissingError' });
  });
});
