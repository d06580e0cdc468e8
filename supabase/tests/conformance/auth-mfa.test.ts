// MFA with TOTP (issue 18) through auth-js as published: enroll, challenge, verify,
// challengeAndVerify, listFactors, unenroll, getAuthenticatorAssuranceLevel, the admin factor API,
// and GoTrue's statuses, error codes and messages (internal/api/mfa.go).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { totpCode, validateTotp, base32Decode, hotp } from '../../server/auth/mfa.ts';
import type { TestServer } from '../helpers/server.ts';
import { anonClient, decodeJwt, memoryStorage, raw, serviceClient, signedUpUser, startAuthServer } from './auth-helpers.ts';

let s: TestServer;
beforeAll(async () => {
  s = await startAuthServer();
});
afterAll(async () => {
  await s?.close();
});

/** A code of the step after the current one: valid (skew 1), and never the same as `now`'s. */
const nextCode = (secret: string) => totpCode(secret, Date.now() + 30_000);

describe('RFC 6238', () => {
  test('the RFC test vector (SHA-1, 6 digits) and one step of skew', () => {
    const secret = Buffer.from('12345678901234567890');
    // RFC 6238 appendix B: T = 59 s → 94287082 (8 digits) → 287082 with 6
    expect(hotp(secret, 1)).toBe('287082');
    const b32 = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(base32Decode(b32).toString()).toBe('12345678901234567890');
    const t = 1_111_111_109_000; // → 081804
    expect(totpCode(b32, t)).toBe('081804');
    expect(validateTotp('081804', b32, t + 30_000)).toBe(true);
    expect(validateTotp('081804', b32, t + 60_000)).toBe(false);
    expect(validateTotp('81804', b32, t)).toBe(false);
  });
});

describe('TOTP factors through auth-js', () => {
  test('enrol: id, type, QR code (SVG), secret, otpauth URI; unverified in listFactors().all only', async () => {
    const u = await signedUpUser(s, 'mfa-enrol');
    const { data, error } = await u.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone', issuer: 'K-Legal' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'phone' });
    if (!data || data.type !== 'totp') throw new Error('no totp');
    expect(data.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    expect(data.totp.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.totp.uri).toBe(`otpauth://totp/K-Legal:${encodeURIComponent(u.email)}?algorithm=SHA1&digits=6&issuer=K-Legal&period=30&secret=${data.totp.secret}`);
    const list = await u.client.auth.mfa.listFactors();
    expect(list.error).toBeNull();
    expect(list.data?.all).toHaveLength(1);
    expect(list.data?.all[0]).toMatchObject({ id: data.id, friendly_name: 'phone', factor_type: 'totp', status: 'unverified' });
    expect(list.data?.totp).toEqual([]);
    // the same friendly name again
    const again = await u.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(again.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict', message: 'A factor with the friendly name "phone" for this user already exists' });
  });

  test('challenge + verify: a new session with aal2 and totp in amr; refresh keeps aal2', async () => {
    const storage = memoryStorage();
    const first = await signedUpUser(s, 'mfa-verify');
    const client = anonClient(s, storage);
    await client.auth.signInWithPassword({ email: first.email, password: first.password });
    // another aal1 session of the same user is signed out when the factor is verified
    const aal = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(aal.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    if (!enrolled.data || enrolled.data.type !== 'totp') throw enrolled.error;
    const { id, totp } = enrolled.data;

    const ch = await client.auth.mfa.challenge({ factorId: id });
    expect(ch.error).toBeNull();
    expect(ch.data).toMatchObject({ type: 'totp' });
    expect(ch.data!.expires_at).toBeGreaterThan(Date.now() / 1000 + 290);
    const bad = await client.auth.mfa.verify({ factorId: id, challengeId: ch.data!.id, code: '000000' === totpCode(totp.secret) ? '111111' : '000000' });
    expect(bad.error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' });

    const ok = await client.auth.mfa.verify({ factorId: id, challengeId: ch.data!.id, code: nextCode(totp.secret) });
    expect(ok.error).toBeNull();
    const claims = decodeJwt(ok.data!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((x: { method: string }) => x.method).sort()).toEqual(['password', 'totp']);
    expect(ok.data!.user.factors).toEqual([expect.objectContaining({ id, status: 'verified', factor_type: 'totp' })]);
    const level = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });

    // a verified challenge cannot be used twice
    const reuse = await client.auth.mfa.verify({ factorId: id, challengeId: ch.data!.id, code: nextCode(totp.secret) });
    expect(reuse.error).toMatchObject({ status: 422, code: 'mfa_ip_address_mismatch' });

    // the first session (aal1) was invalidated (InvalidateSessionsWithAALLessThan)
    const oldToken = (await first.client.auth.getSession()).data.session!.access_token;
    const old = await raw(s, 'GET', '/user', { token: oldToken });
    expect({ status: old.status, code: old.body.code }).toEqual({ status: 403, code: 'session_not_found' });

    // refresh keeps aal2
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(decodeJwt(refreshed.data.session!.access_token).aal).toBe('aal2');

    const list = await client.auth.mfa.listFactors();
    expect(list.data?.totp.map((f) => f.id)).toEqual([id]);

    // a new sign-in is aal1 with nextLevel aal2; challengeAndVerify raises it
    const other = anonClient(s, memoryStorage());
    await other.auth.signInWithPassword({ email: first.email, password: first.password });
    expect((await other.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // enrolling a second factor needs aal2
    const second = await other.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(second.error).toMatchObject({ status: 403, code: 'insufficient_aal', message: 'AAL2 required to enroll a new factor' });
    // unenrolling a verified factor needs aal2
    const un1 = await other.auth.mfa.unenroll({ factorId: id });
    expect(un1.error).toMatchObject({ status: 422, code: 'insufficient_aal', message: 'AAL2 required to unenroll verified factor' });
    const cv = await other.auth.mfa.challengeAndVerify({ factorId: id, code: totpCode(totp.secret) });
    expect(cv.error).toBeNull();
    expect(decodeJwt(cv.data!.access_token).aal).toBe('aal2');

    const un = await other.auth.mfa.unenroll({ factorId: id });
    expect(un.error).toBeNull();
    expect(un.data).toEqual({ id });
    const after = await other.auth.refreshSession();
    expect(decodeJwt(after.data.session!.access_token).aal).toBe('aal1');
    expect((await other.auth.mfa.listFactors()).data?.all).toEqual([]);
  });

  test('errors: unknown factor, someone else\'s factor, unknown challenge, empty code, expired challenge', async () => {
    const a = await signedUpUser(s, 'mfa-a');
    const b = await signedUpUser(s, 'mfa-b');
    const fa = await a.client.auth.mfa.enroll({ factorType: 'totp' });
    const id = fa.data!.id;
    const unknown = await a.client.auth.mfa.challenge({ factorId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' });
    const theirs = await b.client.auth.mfa.challenge({ factorId: id });
    expect(theirs.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    expect((await b.client.auth.mfa.unenroll({ factorId: id })).error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
    const noChallenge = await a.client.auth.mfa.verify({ factorId: id, challengeId: '00000000-0000-4000-8000-000000000000', code: '123456' });
    expect(noChallenge.error).toMatchObject({ status: 422, code: 'mfa_factor_not_found', message: 'MFA factor with the provided challenge ID not found' });
    const ch = await a.client.auth.mfa.challenge({ factorId: id });
    const empty = await a.client.auth.mfa.verify({ factorId: id, challengeId: ch.data!.id, code: '' });
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Code needs to be non-empty' });
    await s.db.query(`update auth.mfa_challenges set created_at = now() - interval '10 minutes' where id = $1`, [ch.data!.id]);
    const expired = await a.client.auth.mfa.verify({ factorId: id, challengeId: ch.data!.id, code: '123456' });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired', message: `MFA challenge ${ch.data!.id} has expired, verify against another challenge or create a new challenge.` });
    // an unverified factor is removed without aal2
    expect((await a.client.auth.mfa.unenroll({ factorId: id })).data).toEqual({ id });
    // bad factor types
    const r = await raw(s, 'POST', '/factors', { body: { factor_type: 'sms' }, token: (await a.client.auth.getSession()).data.session!.access_token });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 'validation_failed', message: 'factor_type needs to be totp, phone, or webauthn' });
  });

  test('admin API: listFactors and deleteFactor', async () => {
    const u = await signedUpUser(s, 'mfa-admin');
    const f = await u.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'app' });
    const admin = serviceClient(s).auth.admin.mfa;
    const list = await admin.listFactors({ userId: u.id });
    expect(list.error).toBeNull();
    expect(list.data?.factors).toEqual([expect.objectContaining({ id: f.data!.id, friendly_name: 'app', status: 'unverified' })]);
    const del = await admin.deleteFactor({ userId: u.id, id: f.data!.id });
    expect(del.error).toBeNull();
    expect((await admin.listFactors({ userId: u.id })).data?.factors).toEqual([]);
    const again = await admin.deleteFactor({ userId: u.id, id: f.data!.id });
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' });
  });
});
