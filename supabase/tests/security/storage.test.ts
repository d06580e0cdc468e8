// Storage policies through the storage API, uploads through the Edge Function storage-upload
// (storage_upload_allowed decides who writes where; direct writes are refused by RLS, 403):
// certificates private (owner uploads, admins read), photos public but unlistable and
// owner-written, check-up documents upload-only.
import crypto from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectOk, PDF_BYTES, PNG_BYTES, signUp, sql, uploadViaFunction, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

/** storage-js error's HTTP-like status ('403', '409', ...), or 'ok'. */
function outcome(res: { error: unknown }): string {
  if (!res.error) return 'ok';
  const e = res.error as { statusCode?: string; status?: number; message: string };
  return e.statusCode ?? String(e.status ?? e.message);
}
const certPath = (p: Persona) => `${p.id}/${p.id}-verification.pdf`;
/** The function's HTTP status for an upload as `p` (anonymous when null). */
async function viaFunction(p: Persona | null, bucket: string, name: string, bytes: Buffer, declared?: string): Promise<string> {
  const r = await uploadViaFunction(s, p?.token, bucket, name, bytes, declared);
  return r.status === 200 ? 'ok' : String(r.status);
}

describe(`lawyer-verifications (private certificates) on ${TEST_DB}`, () => {
  test('the sign-up certificate is in the owner\'s folder', async () => {
    const rows = await sql<{ name: string }>(s, `select name from storage.objects where bucket_id = 'lawyer-verifications' and name like $1`, [`${P.lawyer.id}/%`]);
    expect(rows).toEqual([{ name: certPath(P.lawyer) }]);
  });

  test('an upload into another user\'s folder, or under another name, is refused', async () => {
    const p = await signUp(s, 'cert-uploader');
    const B = 'lawyer-verifications';
    expect(await viaFunction(p, B, `${P.clientA.id}/${P.clientA.id}-verification.pdf`, PDF_BYTES)).toBe('403');
    expect(await viaFunction(p, B, `${P.clientA.id}/${p.id}-verification.pdf`, PDF_BYTES)).toBe('403');
    expect(await viaFunction(p, B, `${p.id}/anything.pdf`, PDF_BYTES)).toBe('403');
    expect(await viaFunction(p, B, `${p.id}/sub/${p.id}-verification.pdf`, PDF_BYTES)).toBe('403');
    expect(await viaFunction(null, B, `${p.id}/${p.id}-verification.pdf`, PDF_BYTES)).toBe('403');
    // the type is limited too (the bytes decide)
    expect(await viaFunction(p, B, `${p.id}/${p.id}-verification.pdf`, Buffer.from('hello'), 'application/pdf')).toBe('415');
    // the Storage API takes no write at all, even the right file on the right path (RLS)
    expect(outcome(await p.db.storage.from(B).upload(`${p.id}/${p.id}-verification.pdf`, PDF_BYTES, { contentType: 'application/pdf' }))).toBe('403');
    // and the right path works through the function
    expect(await viaFunction(p, B, `${p.id}/${p.id}-verification.PNG`, PNG_BYTES)).toBe('ok');
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from storage.objects where bucket_id = 'lawyer-verifications' and name like $1`, [`${p.id}/%`]);
    expect(n).toBe(1);
  });

  test('the owner can neither overwrite nor read back their certificate', async () => {
    const bucket = P.lawyer.db.storage.from('lawyer-verifications');
    // the object exists (the function: 409, never an upsert); Storage's upsert needs policies the owner has not (403)
    expect(await viaFunction(P.lawyer, 'lawyer-verifications', certPath(P.lawyer), PDF_BYTES)).toBe('409');
    expect(outcome(await bucket.upload(certPath(P.lawyer), Buffer.from('%PDF-fake'), { contentType: 'application/pdf', upsert: true }))).toBe('403');
    expect(outcome(await bucket.download(certPath(P.lawyer)))).toBe('404');
    expect(outcome(await bucket.createSignedUrl(certPath(P.lawyer), 60))).toBe('404');
    expect(expectOk(await bucket.list(P.lawyer.id))).toEqual([]);
  });

  test('clients, other lawyers and anonymous visitors cannot read or list certificates', async () => {
    for (const c of [P.clientA.db, P.unapprovedLawyer.db, P.anon]) {
      const bucket = c.storage.from('lawyer-verifications');
      // what RLS hides is "not found" (statusCode 404), not any error
      expect(outcome(await bucket.download(certPath(P.lawyer)))).toBe('404');
      expect(outcome(await bucket.createSignedUrl(certPath(P.lawyer), 60))).toBe('404');
      const listed = await bucket.list(P.lawyer.id);
      expect(listed.data ?? []).toEqual([]);
      expect(outcome(await bucket.remove([certPath(P.lawyer)]))).toBe('ok');
    }
    // the public URL of a private bucket serves nothing
    const res = await fetch(`${s.url}/storage/v1/object/public/lawyer-verifications/${certPath(P.lawyer)}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from storage.objects where bucket_id = 'lawyer-verifications' and name = $1`, [certPath(P.lawyer)]);
    expect(n).toBe(1);
  });

  test('admins list, download and sign URLs for certificates', async () => {
    const bucket = P.admin.db.storage.from('lawyer-verifications');
    const listed = expectOk(await bucket.list(P.lawyer.id));
    expect(listed.map((f: { name: string }) => f.name)).toEqual([`${P.lawyer.id}-verification.pdf`]);
    const file = expectOk(await bucket.download(certPath(P.lawyer)));
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF_BYTES);
    const signed = expectOk(await bucket.createSignedUrl(certPath(P.lawyer), 60));
    const res = await fetch(signed.signedUrl);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PDF_BYTES);
  });
});

describe(`lawyer-photos (public, unlistable) on ${TEST_DB}`, () => {
  const photoPath = (p: Persona, ts = 1700000000000) => `${p.id}/${p.id}-${ts}.png`;

  test('the lawyer uploads a photo into their folder; anyone fetches it by public URL', async () => {
    expect(await viaFunction(P.lawyer, 'lawyer-photos', photoPath(P.lawyer), PNG_BYTES)).toBe('ok');
    const url = P.anon.storage.from('lawyer-photos').getPublicUrl(photoPath(P.lawyer)).data.publicUrl;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);
    // the row stores the same-origin path, not the absolute URL (lawyer-photo-paths.test.ts)
    const stored = new URL(url).pathname;
    expect(stored).toBe(`/storage/v1/object/public/lawyer-photos/${photoPath(P.lawyer)}`);
    expectOk(await P.lawyer.db.from('lawyers').update({ profile_photo_url: stored }).eq('id', P.lawyer.id));
    expect(expectOk(await P.anon.from('lawyer_directory').select('profile_photo_url'))).toEqual([{ profile_photo_url: stored }]);
  });

  test('nobody but the owner lists the bucket', async () => {
    for (const c of [P.anon, P.clientA.db, P.unapprovedLawyer.db]) {
      const bucket = c.storage.from('lawyer-photos');
      expect((await bucket.list('')).data ?? []).toEqual([]);
      expect((await bucket.list(P.lawyer.id)).data ?? []).toEqual([]);
    }
    const own = expectOk(await P.lawyer.db.storage.from('lawyer-photos').list(P.lawyer.id));
    expect(own.map((f: { name: string }) => f.name)).toEqual([`${P.lawyer.id}-1700000000000.png`]);
  });

  test('only the owning lawyer writes: not clients, not other lawyers, not into other folders', async () => {
    const B = 'lawyer-photos';
    expect(await viaFunction(P.clientA, B, photoPath(P.lawyer, 1), PNG_BYTES)).toBe('403');
    expect(await viaFunction(P.clientA, B, photoPath(P.clientA), PNG_BYTES)).toBe('403');
    expect(await viaFunction(P.unapprovedLawyer, B, `${P.lawyer.id}/${P.unapprovedLawyer.id}-1.png`, PNG_BYTES)).toBe('403');
    expect(await viaFunction(null, B, photoPath(P.lawyer, 2), PNG_BYTES)).toBe('403');
    // the Storage API: no insert, no update for anyone (RLS)
    expect(outcome(await P.lawyer.db.storage.from(B).upload(photoPath(P.lawyer, 3), PNG_BYTES, { contentType: 'image/png' }))).toBe('403');
    expect(outcome(await P.lawyer.db.storage.from(B).update(photoPath(P.lawyer), PNG_BYTES, { contentType: 'image/png' }))).toBe('403');
    expect(outcome(await P.unapprovedLawyer.db.storage.from(B).update(photoPath(P.lawyer), PNG_BYTES, { contentType: 'image/png' }))).toBe('403');
    expect(outcome(await P.clientA.db.storage.from(B).remove([photoPath(P.lawyer)]))).toBe('ok');
    expect((await fetch(P.anon.storage.from(B).getPublicUrl(photoPath(P.lawyer)).data.publicUrl)).status).toBe(200);
    expect(await viaFunction(P.unapprovedLawyer, B, photoPath(P.unapprovedLawyer), PNG_BYTES)).toBe('ok');
  });

  test('SVG (script-capable) and oversized files are refused', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await viaFunction(P.lawyer, 'lawyer-photos', `${P.lawyer.id}/${P.lawyer.id}-2.png`, svg, 'image/png')).toBe('415');
    expect(await viaFunction(P.lawyer, 'lawyer-photos', `${P.lawyer.id}/${P.lawyer.id}-3.png`, Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]), 'image/png')).toBe('413');
  });

  test('the owner adds a new photo (never overwrites one) and removes their own photos', async () => {
    const bucket = P.lawyer.db.storage.from('lawyer-photos');
    expect(outcome(await bucket.upload(photoPath(P.lawyer), PNG_BYTES, { contentType: 'image/png', upsert: true }))).toBe('403');
    expect(await viaFunction(P.lawyer, 'lawyer-photos', photoPath(P.lawyer), PNG_BYTES)).toBe('409');
    expect(await viaFunction(P.lawyer, 'lawyer-photos', photoPath(P.lawyer, 5), PNG_BYTES)).toBe('ok');
    const removed = expectOk(await bucket.remove([photoPath(P.lawyer, 5)]));
    expect(removed.map((f: { name: string }) => f.name)).toEqual([photoPath(P.lawyer, 5)]);
  });
});

describe(`free-checkup-documents (upload-only) on ${TEST_DB}`, () => {
  const form = (id: string) => ({
    id, category: 'Criminal Cases', name: 'Visitor', email: `v-${crypto.randomBytes(3).toString('hex')}@example.com`,
    mobile: '010-0000-0000', issue_description: 'I received a summons from the police.', privacy_policy_version: '2025-01-01',
  });

  test('an anonymous submitter attaches documents to their fresh request, at most 5', async () => {
    const id = crypto.randomUUID();
    expectOk(await P.anon.from('free_checkups').insert(form(id)));
    const bucket = P.anon.storage.from('free-checkup-documents');
    const B = 'free-checkup-documents';
    expect(outcome(await bucket.upload(`${id}/document-1.pdf`, PDF_BYTES, { contentType: 'application/pdf' }))).toBe('403'); // RLS: only the function writes
    for (let i = 1; i <= 5; i++) {
      expect(await viaFunction(null, B, `${id}/document-${i}.pdf`, PDF_BYTES)).toBe('ok');
    }
    expect(await viaFunction(null, B, `${id}/document-6.pdf`, PDF_BYTES)).toBe('403');
    // reading back, listing: no
    expect(outcome(await bucket.download(`${id}/document-1.pdf`))).toBe('404');
    expect((await bucket.list(id)).data ?? []).toEqual([]);
    expect((await P.clientA.db.storage.from('free-checkup-documents').list(id)).data ?? []).toEqual([]);
    // admins read them
    const listed = expectOk(await P.admin.db.storage.from('free-checkup-documents').list(id));
    expect(listed).toHaveLength(5);
    const file = expectOk(await P.admin.db.storage.from('free-checkup-documents').download(`${id}/document-1.pdf`));
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PDF_BYTES);
    // the admin console's view of a request's files
    const docs = expectOk(await P.admin.db.from('free_checkup_documents').select('free_checkup_id, path, file_name, mime_type, size_bytes')
      .eq('free_checkup_id', id).order('path'));
    expect(docs).toHaveLength(5);
    expect(docs[0]).toEqual({ free_checkup_id: id, path: `${id}/document-1.pdf`, file_name: 'document-1.pdf', mime_type: 'application/pdf', size_bytes: PDF_BYTES.length });
    expect(expectOk(await P.clientA.db.from('free_checkup_documents').select('path'))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('free_checkup_documents').select('path'))).toEqual([]);
    expect((await P.anon.from('free_checkup_documents').select('path')).error?.code).toBe('42501');
  });

  test('no upload into a folder that is not a fresh request, or with an unsafe name or type', async () => {
    const B = 'free-checkup-documents';
    expect(await viaFunction(null, B, `${crypto.randomUUID()}/a.pdf`, PDF_BYTES)).toBe('403');
    expect(await viaFunction(null, B, `not-a-uuid/a.pdf`, PDF_BYTES)).toBe('403');
    expect(await viaFunction(null, B, `a.pdf`, PDF_BYTES)).toBe('403');
    const id = crypto.randomUUID();
    expectOk(await P.clientA.db.from('free_checkups').insert(form(id)));
    expect(await viaFunction(null, B, `${id}/.hidden`, PDF_BYTES)).toBe('403');
    expect(await viaFunction(null, B, `${id}/page.html`, Buffer.from('<html>'), 'text/html')).toBe('415');
    // a request older than an hour takes no more files
    await sql(s, `update public.free_checkups set created_at = now() - interval '2 hours' where id = $1`, [id]);
    expect(await viaFunction(null, B, `${id}/late.pdf`, PDF_BYTES)).toBe('403');
  });
});
