// Administrator actions not covered elsewhere: meeting links, and the operator's admin:create.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { book, clientWithToken, createPersonas, expectError, expectOk, futureSlots, signUp, sql, type Personas } from '../helpers/personas.ts';
import { adminCreate } from '../../scripts/admin-create.ts';
import { enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  await enableTestModePayments(s);
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

describe(`meeting links on ${TEST_DB}`, () => {
  test('https links only; empty clears; every change audited with before and after', async () => {
    const [slot] = await futureSlots(s, 1);
    const b = expectOk(await book(P.clientA, P.lawyer.id, slot));
    // a link is set only on a paid booking (docs/bookings.md)
    expectOk(await P.clientA.db.rpc('pay_booking_test_mode', { booking_id: b.id }));
    const set = (link: string | null) => P.admin.db.rpc('admin_set_meeting_link', { booking_id: b.id, link });
    for (const bad of ['http://zoom.us/j/1', 'javascript:alert(1)', 'https://', 'https://zoom.us/j/1 onclick=x', 'ftp://x.example/a',
      'https://zoom.us/"><script>', `https://zoom.us/${'a'.repeat(1000)}`, 'zoom.us/j/1']) {
      expectError(await set(bad), '22023', 'invalid_link');
    }
    expect(expectOk(await set('https://zoom.us/j/123?pwd=abc'))).toMatchObject({ meeting_link: 'https://zoom.us/j/123?pwd=abc' });
    expect(expectOk(await set(' https://meet.google.com/abc-defg-hij '))).toMatchObject({ meeting_link: 'https://meet.google.com/abc-defg-hij' });
    expect(expectOk(await set(''))).toMatchObject({ meeting_link: null });
    expectError(await P.admin.db.rpc('admin_set_meeting_link', { booking_id: crypto.randomUUID(), link: 'https://x.example' }), 'PT404');
    const audit = expectOk(await P.admin.db.from('audit_log').select('before, after').eq('action', 'booking.meeting_link').eq('entity_id', b.id).order('id'));
    expect(audit).toEqual([
      { before: { meeting_link: null }, after: { meeting_link: 'https://zoom.us/j/123?pwd=abc' } },
      { before: { meeting_link: 'https://zoom.us/j/123?pwd=abc' }, after: { meeting_link: 'https://meet.google.com/abc-defg-hij' } },
      { before: { meeting_link: 'https://meet.google.com/abc-defg-hij' }, after: { meeting_link: null } },
    ]);
  });
});

describe(`admin:create (operator command) on ${TEST_DB}`, () => {
  test('grants the admin role to an existing user, once; the new admin can act', async () => {
    const p = await signUp(s, 'ops', { name: 'Ops' });
    expectError(await p.db.rpc('admin_set_lawyer_approval', { lawyer_id: P.unapprovedLawyer.id, approved: true }), '42501');
    const r = await adminCreate(s.db, { email: p.email.toUpperCase() });
    expect(r).toEqual({ userId: p.id, email: p.email, created: false, alreadyAdmin: false });
    expect((await adminCreate(s.db, { email: p.email })).alreadyAdmin).toBe(true);
    expect(expectOk(await p.db.rpc('admin_set_lawyer_approval', { lawyer_id: P.unapprovedLawyer.id, approved: true }))).toMatchObject({ is_approved: true });
    const audit = await sql<{ actor_id: string | null; after: unknown }>(s, `select actor_id, after from public.audit_log where action = 'role.grant' and entity_id = $1`, [p.id]);
    expect(audit).toEqual([{ actor_id: null, after: { user_id: p.id, role: 'admin' } }]);
  });

  test('creates the account when it does not exist and a password is given', async () => {
    await expect(adminCreate(s.db, { email: 'new-admin@example.com' })).rejects.toThrow(/No user with e-mail/);
    const r = await adminCreate(s.db, { email: 'new-admin@example.com', password: 'Correct-horse-9', name: 'New Admin' });
    expect(r).toMatchObject({ email: 'new-admin@example.com', created: true, alreadyAdmin: false });
    const [profile] = await sql<{ name_english: string; email: string }>(s, `select name_english, email from public.profiles where id = $1`, [r.userId]);
    expect(profile).toEqual({ name_english: 'New Admin', email: 'new-admin@example.com' });
    // the account signs in through auth and is an administrator
    const login = await clientWithToken(s).auth.signInWithPassword({ email: 'new-admin@example.com', password: 'Correct-horse-9' });
    expect(login.error).toBeNull();
    const token = login.data.session!.access_token;
    expect(expectOk(await clientWithToken(s, token).from('user_roles').select('role').eq('user_id', r.userId))).toEqual([{ role: 'admin' }]);
    // and, being an admin, reads every user's roles
    expect(expectOk(await clientWithToken(s, token).from('user_roles').select('role').eq('role', 'admin')).length).toBe(3);
  });
});
