// free_checkups (anonymous insert-only, admins handle) and audit_log (admins read, nobody writes).
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, sql, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

const form = (over: Record<string, unknown> = {}) => ({
  category: 'Immigrations & VISA', sub_category: 'Marriage Immigration (F-6)', is_urgent: true,
  name: 'Nguyen Van A', email: `visitor-${crypto.randomBytes(3).toString('hex')}@example.com`, mobile: '010-1234-5678',
  date_of_birth: '1992-03-04', gender: 'male', nationality: 'Vietnam', preferred_language: 'vietnamese',
  is_in_korea: true, immigration_status: 'f6', issue_description: 'My spouse visa extension was refused last week.',
  privacy_policy_version: '2025-01-01',
  ...over,
});

describe(`free_checkups on ${TEST_DB}`, () => {
  test('an anonymous visitor submits a request and can read none back', async () => {
    const id = crypto.randomUUID();
    expectOk(await P.anon.from('free_checkups').insert(form({ id })));
    expectError(await P.anon.from('free_checkups').select('id'), '42501');
    expectError(await P.anon.from('free_checkups').insert(form()).select('id'), '42501');
    const [row] = await sql<{ status: string; user_id: string | null; admin_notes: string | null }>(s, `select status, user_id, admin_notes from public.free_checkups where id = $1`, [id]);
    expect(row).toEqual({ status: 'pending', user_id: null, admin_notes: null });
  });

  test('a signed-in user submits with their own user_id, not someone else\'s; reads none', async () => {
    const id = crypto.randomUUID();
    expectOk(await P.clientA.db.from('free_checkups').insert(form({ id, user_id: P.clientA.id })));
    expectError(await P.clientA.db.from('free_checkups').insert(form({ user_id: P.clientB.id })), '42501');
    expectError(await P.anon.from('free_checkups').insert(form({ user_id: P.clientB.id })), '42501');
    expect(expectOk(await P.clientA.db.from('free_checkups').select('id'))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('free_checkups').select('id'))).toEqual([]);
  });

  test('status and admin memo cannot be set by the submitter', async () => {
    expectError(await P.anon.from('free_checkups').insert(form({ status: 'completed' })), '42501');
    expectError(await P.anon.from('free_checkups').insert(form({ admin_notes: 'VIP' })), '42501');
    expectError(await P.anon.from('free_checkups').insert(form({ created_at: '2000-01-01T00:00:00Z' })), '42501');
  });

  test('the form rules are constraints', async () => {
    expectError(await P.anon.from('free_checkups').insert(form({ issue_description: 'too short' })), '23514');
    expectError(await P.anon.from('free_checkups').insert(form({ issue_description: 'x'.repeat(5001) })), '23514');
    expectError(await P.anon.from('free_checkups').insert(form({ email: 'not-an-email' })), '23514');
    expectError(await P.anon.from('free_checkups').insert(form({ name: '' })), '23514');
    expectError(await P.anon.from('free_checkups').insert(form({ name: 'x'.repeat(101) })), '23514');
    expectError(await P.anon.from('free_checkups').insert(form({ mobile: 'x'.repeat(51) })), '23514');
    expectError(await P.anon.from('free_checkups').insert(form({ category: 'Astrology' })), '23514');
    expectError(await P.anon.from('free_checkups').insert(form({ immigration_status: 'h1b' })), '23514');
    expectError(await P.anon.from('free_checkups').insert(form({ preferred_language: 'English' })), '23514');
    expectError(await P.anon.from('free_checkups').insert(form({ gender: 'x' })), '22P02');
    expectError(await P.anon.from('free_checkups').insert(form({ email: undefined })), '23502');
    // optional fields may be empty
    expectOk(await P.anon.from('free_checkups').insert(form({ sub_category: undefined, date_of_birth: null, gender: null, nationality: null,
      preferred_language: null, is_in_korea: null, immigration_status: null })));
  });

  test('at most 5 requests per e-mail per hour', async () => {
    const email = `flood-${crypto.randomBytes(3).toString('hex')}@example.com`;
    for (let i = 0; i < 5; i++) expectOk(await P.anon.from('free_checkups').insert(form({ email })));
    expectError(await P.anon.from('free_checkups').insert(form({ email: email.toUpperCase() })), 'PT429', 'rate_limited');
    expectOk(await P.anon.from('free_checkups').insert(form()));
  });

  test('admins read all requests and change status and memo through the function only', async () => {
    const rows = expectOk(await P.admin.db.from('free_checkups').select('id, name, email, status').order('created_at', { ascending: false }));
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const id = rows[0].id;
    expectError(await P.admin.db.from('free_checkups').update({ status: 'reviewed' }).eq('id', id), '42501');
    expectError(await P.admin.db.from('free_checkups').delete().eq('id', id), '42501');
    expect(expectOk(await P.admin.db.rpc('admin_update_free_checkup', { id, status: 'contacted' }))).toMatchObject({ status: 'contacted', admin_notes: null });
    expect(expectOk(await P.admin.db.rpc('admin_update_free_checkup', { id, admin_notes: 'Called on Monday' }))).toMatchObject({ status: 'contacted', admin_notes: 'Called on Monday' });
    expect(expectOk(await P.admin.db.rpc('admin_update_free_checkup', { id, status: 'pending' }))).toMatchObject({ status: 'pending', admin_notes: 'Called on Monday' });
    expect(expectOk(await P.admin.db.rpc('admin_update_free_checkup', { id, admin_notes: '' }))).toMatchObject({ admin_notes: null });
    expectError(await P.admin.db.rpc('admin_update_free_checkup', { id, status: 'archived' }), '22P02');
    expectError(await P.admin.db.rpc('admin_update_free_checkup', { id: crypto.randomUUID(), status: 'reviewed' }), 'PT404');
    for (const p of [P.clientA, P.lawyer]) expectError(await p.db.rpc('admin_update_free_checkup', { id, status: 'completed' }), '42501');
    expectError(await P.anon.rpc('admin_update_free_checkup', { id, status: 'completed' }), '42501');
    const [r] = await sql<{ status: string }>(s, `select status from public.free_checkups where id = $1`, [id]);
    expect(r.status).toBe('pending');
    const audit = expectOk(await P.admin.db.from('audit_log').select('action, before, after, details').eq('entity_id', id).order('id'));
    expect(audit[0]).toEqual({ action: 'free_checkup.update', before: { status: 'pending' }, after: { status: 'contacted' }, details: { admin_notes_changed: false } });
    expect(JSON.stringify(audit)).not.toContain('Called on Monday');
  });
});

describe(`audit_log on ${TEST_DB}`, () => {
  test('admins read the audit log; nobody else does', async () => {
    const rows = expectOk(await P.admin.db.from('audit_log').select('action, actor_id, entity_id, before, after').eq('action', 'lawyer.approve'));
    expect(rows).toEqual([{ action: 'lawyer.approve', actor_id: P.admin.id, entity_id: P.lawyer.id,
      before: { is_approved: false, is_visible: false }, after: { is_approved: true, is_visible: true } }]);
    expect(expectOk(await P.clientA.db.from('audit_log').select('id'))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('audit_log').select('id'))).toEqual([]);
    expectError(await P.anon.from('audit_log').select('id'), '42501');
  });

  test('the audit log is append-only for everyone through the API, admins and service role included', async () => {
    const [{ n: before }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.audit_log`);
    expectError(await P.admin.db.from('audit_log').insert({ action: 'fake.entry', entity_type: 'x' }), '42501');
    expectError(await P.admin.db.from('audit_log').update({ action: 'fake.entry' }).eq('action', 'lawyer.approve'), '42501');
    expectError(await P.admin.db.from('audit_log').delete().eq('action', 'lawyer.approve'), '42501');
    expectError(await P.service.from('audit_log').update({ action: 'fake.entry' }).eq('action', 'lawyer.approve'), '42501');
    expectError(await P.service.from('audit_log').delete().eq('action', 'lawyer.approve'), '42501');
    expectError(await P.clientA.db.from('audit_log').insert({ action: 'fake.entry', entity_type: 'x' }), '42501');
    const [{ n: after }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.audit_log`);
    expect(after).toBe(before);
    // the service role (server-side jobs) may read it
    expect(expectOk(await P.service.from('audit_log').select('action').eq('action', 'lawyer.approve'))).toEqual([{ action: 'lawyer.approve' }]);
  });
});
