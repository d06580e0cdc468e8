// Issue 25, item 1, with e-mail confirmation on (a hosted project's default): the lawyer sign-up
// gets a user and no session, so nothing after the sign-up can happen yet. After confirming, the
// applicant signs in, is known as an incomplete application and finishes with the sign-up's own
// calls. Applying again with the address answers as GoTrue does with confirmation on: before the
// confirmation the same user again and the link mailed again (the portal says: confirm, then sign
// in); after it a user without identities and no error, which the portal reads as "already
// registered" (then: sign in and finish).
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { anonClient, clientWithToken, expectOk, PDF_BYTES, sql, uniqueEmail, uploadViaFunction } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { mailerAutoconfirm: false } });
});
afterAll(async () => { await s?.close(); });

describe(`an application with e-mail confirmation on, on ${TEST_DB}`, () => {
  test('no session at sign-up; after confirming, the account signs in, is incomplete and finishes', async () => {
    const email = uniqueEmail('confirm-applicant');
    const password = 'Confirm-pass-25';
    const metadata = { name_korean: '인증대기', name_english: 'Pending Confirmation', applied_as: 'lawyer' };
    const up = await anonClient(s).auth.signUp({ email, password, options: { data: metadata } });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    const uid = up.data.user!.id;
    expect(up.data.user!.identities).toHaveLength(1);

    // applying again before confirming: the same account, no session, the link sent again — once
    // [auth.email] max_frequency has passed (the CLI's 1 s; sooner is GoTrue's 429 over_email_send_rate_limit)
    await new Promise((r) => setTimeout(r, 1100));
    const again = await anonClient(s).auth.signUp({ email, password, options: { data: metadata } });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.id).toBe(uid);
    expect(again.data.user?.identities).toHaveLength(1);

    // not confirmed yet: the log-in is refused as GoTrue refuses it
    const early = await anonClient(s).auth.signInWithPassword({ email, password });
    expect(early.error?.code).toBe('email_not_confirmed');

    // the confirmation link is followed (what /verify records), then the first log-in
    await sql(s, `update auth.users set email_confirmed_at = now() where id = $1`, [uid]);
    // applying again after confirming: GoTrue's obfuscated answer (no error, no identities)
    const taken = await anonClient(s).auth.signUp({ email, password, options: { data: metadata } });
    expect(taken.error).toBeNull();
    expect(taken.data.session).toBeNull();
    expect(taken.data.user?.id).not.toBe(uid);
    expect(taken.data.user?.identities).toEqual([]);
    const login = await anonClient(s).auth.signInWithPassword({ email, password });
    expect(login.error).toBeNull();
    const db = clientWithToken(s, login.data.session!.access_token);
    expect(expectOk(await db.rpc('lawyer_application_incomplete'))).toBe(true);

    // finishing: the sign-up's steps 2-4
    const certificate = `${uid}/${uid}-verification.pdf`;
    const token = login.data.session!.access_token;
    expect((await uploadViaFunction(s, token, 'lawyer-verifications', certificate, PDF_BYTES)).status).toBe(200);
    // a second upload of the same path (a retry after a later step failed) is a 409 the portal passes over
    const dup = await uploadViaFunction(s, token, 'lawyer-verifications', certificate, PDF_BYTES);
    expect(dup).toMatchObject({ status: 409, body: { statusCode: '409', error: 'duplicate' } });
    expectOk(await db.from('profiles').update({ name_korean: '인증대기', name_english: 'Pending Confirmation' }).eq('id', uid).select('id'));
    expectOk(await db.from('lawyers').insert({ id: uid, bar_association_number: '31415', qualification_type: 'bar_exam', verification_document_url: certificate, is_approved: false, is_visible: false }).select('id'));
    expect(expectOk(await db.rpc('lawyer_application_incomplete'))).toBe(false);
    expect(expectOk(await db.from('user_roles').select('role').eq('user_id', uid))).toEqual([{ role: 'lawyer' }]);
  });
});
