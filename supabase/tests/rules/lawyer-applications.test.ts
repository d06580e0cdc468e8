// Incomplete lawyer applications (issue 25, item 1): an account that applied as a lawyer but has
// no lawyers row (the certificate upload failed, or there was no session with e-mail
// confirmation on) can find out about itself and finish; administrators list and remove such
// accounts; nobody else can. The certificate rules the forms check (packages/shared) are the
// bucket's.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CERTIFICATE_EXTENSIONS, CERTIFICATE_MAX_BYTES, CERTIFICATE_MIME_TYPES } from '../../../packages/shared/src/certificate.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  anonClient, createPersonas, expectError, expectOk, PDF_BYTES, signUp, signUpClient, sql, uploadCertificate, uploadViaFunction, type Persona, type Personas,
} from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

/** What the portal's sign-up sends (applied_as since issue 25). */
const applicant = (label: string) => signUp(s, label, { name_korean: `${label} 신청`, name_english: `${label} Applicant`, applied_as: 'lawyer' });

type Row = { id: string; email: string; name_korean: string | null; name_english: string | null; certificate_path: string | null; email_confirmed_at: string | null };
const listed = async (admin: Persona = P.admin) => expectOk(await admin.db.rpc('admin_incomplete_lawyer_applications')) as Row[];

describe(`the certificate rules are the bucket's on ${TEST_DB}`, () => {
  test('packages/shared states the size limit, types and extensions of lawyer-verifications', async () => {
    const [bucket] = await sql<{ file_size_limit: string; allowed_mime_types: string[] }>(
      s, `select file_size_limit::text, allowed_mime_types from storage.buckets where id = 'lawyer-verifications'`);
    expect(Number(bucket!.file_size_limit)).toBe(CERTIFICATE_MAX_BYTES);
    expect([...bucket!.allowed_mime_types].sort()).toEqual([...CERTIFICATE_MIME_TYPES].sort());
    // the upload rule's and lawyers' path rule: {uid}/{uid}-verification.(pdf|jpg|jpeg|png)
    // (storage_upload_allowed, which the upload function asks; the bucket has no insert policy)
    const [rule] = await sql<{ def: string }>(s, `select pg_get_functiondef('public.storage_upload_allowed(text, text)'::regprocedure) as def`);
    expect(rule!.def).toContain(`-verification\\.(${CERTIFICATE_EXTENSIONS.join('|')})`);
  });
});

describe(`lawyer_application_incomplete() on ${TEST_DB}`, () => {
  test('true for an account that applied as a lawyer and has no lawyer record, false for everyone else', async () => {
    const a = await applicant('own');
    expect(expectOk(await a.db.rpc('lawyer_application_incomplete'))).toBe(true);
    // accounts stranded before applied_as: the spec's lawyer metadata {name_korean, name_english}
    const legacy = await signUp(s, 'legacy', { name_korean: '옛신청', name_english: 'Legacy Applicant' });
    expect(expectOk(await legacy.db.rpc('lawyer_application_incomplete'))).toBe(true);
    // a client (role 'client'), even one whose metadata names a lawyer's names, is never one
    const client = await signUpClient(s, 'client');
    expect(await client.db.rpc('lawyer_application_incomplete')).toMatchObject({ data: false, error: null });
    const namedClient = await signUp(s, 'named', { name_korean: '의뢰', name_english: 'Named', applied_as: 'lawyer' });
    expectOk(await namedClient.db.from('user_roles').insert({ user_id: namedClient.id, role: 'client' }));
    expect(await namedClient.db.rpc('lawyer_application_incomplete')).toMatchObject({ data: false, error: null });
    // the client sign-up's own metadata ({name}) without a role yet (e-mail confirmation on)
    const unconfirmedClient = await signUp(s, 'plain-client', { name: 'Plain Client' });
    expect(await unconfirmedClient.db.rpc('lawyer_application_incomplete')).toMatchObject({ data: false, error: null });
    for (const p of [P.lawyer, P.unapprovedLawyer, P.admin, P.clientA]) {
      expect(await p.db.rpc('lawyer_application_incomplete')).toMatchObject({ data: false, error: null });
    }
  });

  test('anonymous callers are refused (no execute privilege)', async () => {
    const r = await anonClient(s).rpc('lawyer_application_incomplete');
    expectError(r, '42501');
    expect(r.status).toBe(401);
    expect(r.error!.message).toBe('permission denied for function lawyer_application_incomplete');
  });

  test('finishing the application (certificate, profile names, lawyers row) makes a pending lawyer', async () => {
    const a = await applicant('finish');
    expect((await listed()).map((r) => r.id)).toContain(a.id);
    const certificate = await uploadCertificate(s, a);
    expect((await listed()).find((r) => r.id === a.id)?.certificate_path).toBe(certificate);
    expectOk(await a.db.from('lawyers').insert({
      id: a.id, bar_association_number: '2024-55555', qualification_type: 'patent_attorney',
      verification_document_url: certificate, is_approved: false, is_visible: false,
    }));
    expect(await a.db.rpc('lawyer_application_incomplete')).toMatchObject({ data: false, error: null });
    expect((await listed()).map((r) => r.id)).not.toContain(a.id);
    expect(expectOk(await P.admin.db.from('lawyers').select('is_approved, is_visible').eq('id', a.id).single())).toEqual({ is_approved: false, is_visible: false });
  });
});

describe(`admin_incomplete_lawyer_applications() on ${TEST_DB}`, () => {
  test('lists incomplete applications only, newest first, with names, e-mail and certificate', async () => {
    const first = await applicant('first');
    const second = await applicant('second');
    const rows = await listed();
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(rows.find((r) => r.id === first.id)).toMatchObject({ email: first.email, name_korean: 'first 신청', name_english: 'first Applicant', certificate_path: null });
    for (const p of [P.clientA, P.clientB, P.lawyer, P.unapprovedLawyer, P.admin]) expect(ids).not.toContain(p.id);
  });

  test('clients, lawyers and anonymous callers are refused', async () => {
    for (const p of [P.clientA, P.lawyer, P.unapprovedLawyer, await applicant('nosy')]) {
      const r = await p.db.rpc('admin_incomplete_lawyer_applications');
      expectError(r, '42501');
      expect(r.status).toBe(403);
      expect(r.error!.message).toBe('Administrator rights required');
    }
    const r = await P.anon.rpc('admin_incomplete_lawyer_applications');
    expectError(r, '42501');
    expect(r.status).toBe(401);
    expect(r.error!.message).toBe('permission denied for function admin_incomplete_lawyer_applications');
  });
});

describe(`admin_remove_incomplete_lawyer_application() on ${TEST_DB}`, () => {
  test('clients, lawyers, the applicant itself and anonymous callers are refused; nothing is removed', async () => {
    const a = await applicant('keep');
    for (const p of [P.clientA, P.lawyer, P.unapprovedLawyer, a]) {
      const r = await p.db.rpc('admin_remove_incomplete_lawyer_application', { user_id: a.id });
      expectError(r, '42501');
      expect(r.status).toBe(403);
      expect(r.error!.message).toBe('Administrator rights required');
    }
    const r = await P.anon.rpc('admin_remove_incomplete_lawyer_application', { user_id: a.id });
    expectError(r, '42501');
    expect(r.status).toBe(401);
    expect(await sql(s, `select id from auth.users where id = $1`, [a.id])).toHaveLength(1);
  });

  test('only an incomplete application is removed; an unknown id is not found', async () => {
    for (const p of [P.clientA, P.lawyer, P.unapprovedLawyer, P.admin]) {
      expectError(await P.admin.db.rpc('admin_remove_incomplete_lawyer_application', { user_id: p.id }), 'P0001', 'not_incomplete');
    }
    expectError(await P.admin.db.rpc('admin_remove_incomplete_lawyer_application', { user_id: crypto.randomUUID() }), 'PT404', 'not_found');
    expect(await sql(s, `select id from auth.users where id = any($1::uuid[])`, [[P.clientA.id, P.lawyer.id, P.unapprovedLawyer.id]])).toHaveLength(3);
  });

  test('a stored certificate is removed first through Storage; then the account goes, audited', async () => {
    const a = await applicant('remove');
    const certificate = await uploadCertificate(s, a);
    expectError(await P.admin.db.rpc('admin_remove_incomplete_lawyer_application', { user_id: a.id }), 'P0001', 'certificate_present');
    expect(await sql(s, `select id from auth.users where id = $1`, [a.id])).toHaveLength(1);
    // as the console does it: list the folder and remove its files (admins' delete policy)
    const files = expectOk(await P.admin.db.storage.from('lawyer-verifications').list(a.id));
    expect(files.map((f) => `${a.id}/${f.name}`)).toEqual([certificate]);
    expectOk(await P.admin.db.storage.from('lawyer-verifications').remove([certificate]));
    expect(await P.admin.db.rpc('admin_remove_incomplete_lawyer_application', { user_id: a.id })).toMatchObject({ error: null });
    expect(await sql(s, `select id from auth.users where id = $1`, [a.id])).toEqual([]);
    expect(await sql(s, `select id from public.profiles where id = $1`, [a.id])).toEqual([]);
    expect((await listed()).map((r) => r.id)).not.toContain(a.id);
    const audit = expectOk(await P.admin.db.from('audit_log').select('actor_id, entity_type, before, after').eq('action', 'lawyer_application.remove').eq('entity_id', a.id));
    expect(audit).toEqual([{ actor_id: P.admin.id, entity_type: 'users', after: null,
      before: expect.objectContaining({ email: a.email, name_korean: 'remove 신청', name_english: 'remove Applicant' }) }]);
    // the e-mail may apply again
    const again = await anonClient(s).auth.signUp({ email: a.email, password: 'Another-pass-25', options: { data: { applied_as: 'lawyer', name_korean: '다시', name_english: 'Again' } } });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).not.toBe(a.id);
  });

  test('an applicant cannot upload into another applicant folder', async () => {
    const a = await applicant('folder');
    const other = await applicant('other');
    const name = `${other.id}/${other.id}-verification.pdf`;
    expect(await uploadViaFunction(s, a.token, 'lawyer-verifications', name, PDF_BYTES)).toMatchObject({ status: 403, body: { error: 'access_denied' } });
    // nor directly through Storage (no insert policy: RLS)
    const up = await a.db.storage.from('lawyer-verifications').upload(name, PDF_BYTES, { contentType: 'application/pdf' });
    expect(up.error).toMatchObject({ statusCode: '403' });
  });
});
