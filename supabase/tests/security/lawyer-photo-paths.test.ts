// Profile photo paths (issue 14): lawyers.profile_photo_url holds only the same-origin path of a
// photo in the lawyer's own folder of lawyer-photos (20261125001300_lawyer_photo_paths.sql), so no
// lawyer can plant a tracking image or foreign content on the directory's visitors.
//
// The server starts on the migrations before that one, legacy values are written as they could be
// then, and the migration is applied the way an upgrade applies it (the server's migrate()). Then
// the approved lawyer attacks through supabase-js and gets nowhere; the platform cannot bypass
// the check constraint either.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../../server/db/migrate.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import {
  approve, createPersonas, expectError, expectOk, PNG_BYTES, signUp, signUpLawyer, sql, uploadCertificate, uploadViaFunction,
  type Persona, type Personas,
} from '../helpers/personas.ts';
import { isLawyerPhotoPath, isStoragePublicPath, LAWYER_PHOTO_BUCKET, storagePublicPath, storagePublicUrl } from '../../../packages/shared/src/storage.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
const THIS_MIGRATION = '20261125001300';
const PREFIX = '/storage/v1/object/public/lawyer-photos';

let s: TestServer;
let P: Personas;
let before: string;
/** Lawyers holding legacy values when the migration runs. */
let traversal: Persona;
let alreadyPath: Persona;
const legacy: Record<string, string> = {};

beforeAll(async () => {
  // the schema as it was before this migration
  before = fs.mkdtempSync(path.join(os.tmpdir(), 'photo-paths-migrations-'));
  for (const f of fs.readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql') && f.split('_')[0]! < THIS_MIGRATION)) {
    fs.copyFileSync(path.join(MIGRATIONS, f), path.join(before, f));
  }
  s = await startTestServer({ migrationsDir: before, seedFile: null });
  P = await createPersonas(s);
  [traversal, alreadyPath] = await Promise.all([signUpLawyer(s, 'traversal'), signUpLawyer(s, 'already-path')]);
  await approve(P.admin, alreadyPath.id);

  // values the old constraint accepted (written by the lawyers themselves, through the API)
  legacy[P.lawyer.id] = `https://old-cdn.example/storage/v1/object/public/lawyer-photos/${P.lawyer.id}/${P.lawyer.id}-1600000000000.png`;
  legacy[P.unapprovedLawyer.id] = '/images/tracker.gif';
  legacy[traversal.id] = `${PREFIX}/${traversal.id}/..`;
  legacy[alreadyPath.id] = `${PREFIX}/${alreadyPath.id}/${alreadyPath.id}-1600000000000.webp`;
  for (const p of [P.lawyer, P.unapprovedLawyer, traversal, alreadyPath]) {
    expectOk(await p.db.from('lawyers').update({ profile_photo_url: legacy[p.id] }).eq('id', p.id));
  }
  const dir = expectOk(await P.anon.from('lawyer_directory').select('id, profile_photo_url').eq('id', P.lawyer.id));
  expect(dir).toEqual([{ id: P.lawyer.id, profile_photo_url: legacy[P.lawyer.id] }]);

  // the upgrade
  const result = await migrate(s.db, { migrationsDir: MIGRATIONS, seedFile: null });
  expect(result.applied[0]).toMatch(/^20261125001300_lawyer_photo_paths\.sql$/);
});
afterAll(async () => {
  await s?.close();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

const photoOf = async (id: string) =>
  (await sql<{ profile_photo_url: string | null }>(s, `select profile_photo_url from public.lawyers where id = $1`, [id]))[0]!.profile_photo_url;

describe(`migrating existing photo values on ${TEST_DB}`, () => {
  test('an absolute URL of a photo in the own folder becomes its same-origin path, in lawyers and the directory', async () => {
    const expected = `${PREFIX}/${P.lawyer.id}/${P.lawyer.id}-1600000000000.png`;
    expect(await photoOf(P.lawyer.id)).toBe(expected);
    expect(expectOk(await P.anon.from('lawyer_directory').select('profile_photo_url').eq('id', P.lawyer.id))).toEqual([{ profile_photo_url: expected }]);
    const [elsewhere] = await sql<{ n: number }>(s,
      `select count(*)::int as n from public.lawyer_directory where profile_photo_url !~ '^/storage/v1/object/public/lawyer-photos/'`);
    expect(elsewhere!.n).toBe(0);
  });

  test('anything else is removed (null); a value that was already a good path is kept', async () => {
    expect(await photoOf(P.unapprovedLawyer.id)).toBeNull();
    expect(await photoOf(traversal.id)).toBeNull();
    expect(await photoOf(alreadyPath.id)).toBe(legacy[alreadyPath.id]);
    expect(expectOk(await P.anon.from('lawyer_directory').select('profile_photo_url').eq('id', alreadyPath.id)))
      .toEqual([{ profile_photo_url: legacy[alreadyPath.id] }]);
  });

  test('every change is audited as the platform, with the value before and after', async () => {
    const rows = await sql<{ action: string; actor_id: string | null; entity_id: string; before: unknown; after: unknown; details: { by: string; migration: string } }>(s,
      `select action, actor_id, entity_id, before, after, details from public.audit_log
        where entity_type = 'lawyers' and action in ('lawyer.photo_path', 'lawyer.photo_removed') order by entity_id`);
    const byId = Object.fromEntries(rows.map((r) => [r.entity_id, r]));
    expect(rows).toHaveLength(3);
    expect(byId[P.lawyer.id]).toMatchObject({
      action: 'lawyer.photo_path', actor_id: null,
      before: { profile_photo_url: legacy[P.lawyer.id] },
      after: { profile_photo_url: `${PREFIX}/${P.lawyer.id}/${P.lawyer.id}-1600000000000.png` },
      details: { by: 'system', migration: '20261125001300_lawyer_photo_paths' },
    });
    for (const p of [P.unapprovedLawyer, traversal]) {
      expect(byId[p.id]).toMatchObject({ action: 'lawyer.photo_removed', actor_id: null,
        before: { profile_photo_url: legacy[p.id] }, after: { profile_photo_url: null } });
    }
    expect(byId[alreadyPath.id]).toBeUndefined();
  });
});

describe(`photo paths cannot point anywhere else on ${TEST_DB}`, () => {
  const own = () => `${PREFIX}/${P.lawyer.id}/${P.lawyer.id}-1700000000000.png`;
  /** What the approved lawyer tries to store, and what it would do. */
  const attacks = (): [string, string][] => {
    const me = P.lawyer.id;
    const other = P.unapprovedLawyer.id;
    return [
      ['a foreign host', `https://evil.example/storage/v1/object/public/lawyer-photos/${me}/${me}-1.png`],
      ['a tracking pixel', 'https://tracker.example/pixel.gif?lawyer=1'],
      ['this server, as an absolute URL', `${s.url}${own()}`],
      ['http, this server', `http://localhost${own()}`],
      ['another lawyer\'s folder', `${PREFIX}/${other}/${other}-1.png`],
      ['another lawyer\'s folder, absolute', `${s.url}${PREFIX}/${other}/${other}-1.png`],
      ['the own id upper-cased', `${PREFIX}/${me.toUpperCase()}/${me}-1.png`],
      ['.. traversal to another folder', `${PREFIX}/${me}/../${other}/${other}-1.png`],
      ['.. as the file', `${PREFIX}/${me}/..`],
      ['. as the file', `${PREFIX}/${me}/.`],
      ['.. inside a name', `${PREFIX}/${me}/x..png`],
      ['encoded traversal', `${PREFIX}/${me}/%2e%2e/${other}/x.png`],
      ['encoded slash', `${PREFIX}/${me}/x%2Fy.png`],
      ['a sub-folder', `${PREFIX}/${me}/sub/x.png`],
      ['a double slash', `${PREFIX}//${me}/x.png`],
      ['protocol-relative', `//evil.example${own()}`],
      ['protocol-relative with a backslash', `/\\evil.example${own()}`],
      ['javascript:', 'javascript:alert(document.cookie)'],
      ['javascript: with a storage path', `javascript:alert(1)//${own()}`],
      ['data:', 'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+'],
      ['a query string', `${own()}?visitor=1`],
      ['a fragment', `${own()}#x`],
      ['a trailing newline', `${own()}\n`],
      ['a leading space', ` ${own()}`],
      ['a space in the name', `${PREFIX}/${me}/my photo.png`],
      ['a full-width letter', `${PREFIX}/${me}/ｘ.png`],
      ['a hidden file', `${PREFIX}/${me}/.png`],
      ['another bucket', `/storage/v1/object/public/lawyer-verifications/${me}/${me}-verification.pdf`],
      ['a signed-URL route', `/storage/v1/object/sign/lawyer-photos/${me}/x.png`],
      ['any page of the site', '/lawyers?utm_source=tracking'],
      ['the bucket root', `${PREFIX}/`],
      ['the own folder only', `${PREFIX}/${me}`],
      ['empty', ''],
    ];
  };

  test('the approved lawyer stores a photo they uploaded, as its path; it renders from the configured API', async () => {
    const name = `${P.lawyer.id}/${P.lawyer.id}-1700000000000.png`;
    // as the lawyer portal uploads it: through the Edge Function storage-upload
    expect((await uploadViaFunction(s, P.lawyer.token, LAWYER_PHOTO_BUCKET, name, PNG_BYTES)).status).toBe(200);
    const stored = storagePublicPath(LAWYER_PHOTO_BUCKET, name);
    expect(stored).toBe(own());
    expect(expectOk(await P.lawyer.db.from('lawyers').update({ profile_photo_url: stored }).eq('id', P.lawyer.id).select('profile_photo_url')))
      .toEqual([{ profile_photo_url: stored }]);
    expect(expectOk(await P.anon.from('lawyer_directory').select('profile_photo_url').eq('id', P.lawyer.id))).toEqual([{ profile_photo_url: stored }]);
    const res = await fetch(storagePublicUrl(stored, s.url)!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/png/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(PNG_BYTES);
    // and removing it
    expectOk(await P.lawyer.db.from('lawyers').update({ profile_photo_url: null }).eq('id', P.lawyer.id));
    expect(await photoOf(P.lawyer.id)).toBeNull();
    expectOk(await P.lawyer.db.from('lawyers').update({ profile_photo_url: stored }).eq('id', P.lawyer.id));
  });

  test('every other value is refused (23514, invalid_photo_path), and nothing changes', async () => {
    for (const [what, value] of attacks()) {
      const res = await P.lawyer.db.from('lawyers').update({ profile_photo_url: value }).eq('id', P.lawyer.id);
      try {
        expectError(res, '23514', 'invalid_photo_path');
      } catch (e) {
        throw new Error(`${what} (${JSON.stringify(value)}): ${(e as Error).message}`);
      }
      // the apps' own rule (packages/shared/src/storage.ts) agrees with the database
      expect(isLawyerPhotoPath(value, P.lawyer.id), what).toBe(false);
      // and renders nothing that leaves the configured Storage (another folder there is harmless)
      if (!isStoragePublicPath(value)) expect(storagePublicUrl(value, s.url), what).toBeNull();
      else expect(storagePublicUrl(value, s.url)!.startsWith(`${s.url}/storage/v1/object/public/`), what).toBe(true);
    }
    expect(await photoOf(P.lawyer.id)).toBe(own());
    expect(expectOk(await P.anon.from('lawyer_directory').select('profile_photo_url').eq('id', P.lawyer.id))).toEqual([{ profile_photo_url: own() }]);
    expect(isLawyerPhotoPath(own(), P.lawyer.id)).toBe(true);
  });

  test('the profile screen\'s save (every column at once) cannot carry a bad photo either', async () => {
    expectError(await P.lawyer.db.from('lawyers').update({
      law_firm: 'Evil & Co', bio: 'changed', profile_photo_url: `https://evil.example${own()}`,
    }).eq('id', P.lawyer.id), '23514', 'invalid_photo_path');
    const [row] = await sql<{ law_firm: string; bio: string }>(s, `select law_firm, bio from public.lawyers where id = $1`, [P.lawyer.id]);
    expect(row).toEqual({ law_firm: 'Hanbit Law', bio: 'Immigration and criminal defence for foreigners.' });
  });

  test('an unapproved lawyer cannot point into the listed lawyer\'s folder; sign-up cannot carry a foreign photo', async () => {
    const me = P.unapprovedLawyer;
    expectError(await me.db.from('lawyers').update({ profile_photo_url: own() }).eq('id', me.id), '23514', 'invalid_photo_path');
    expectOk(await me.db.from('lawyers').update({ profile_photo_url: `${PREFIX}/${me.id}/${me.id}-1.webp` }).eq('id', me.id));

    const p = await signUp(s, 'photo-signup', { name_korean: '사진', name_english: 'Photo' });
    const cert = await uploadCertificate(s, p);
    const row = { id: p.id, bar_association_number: 'P-1', verification_document_url: cert, is_approved: false, is_visible: false };
    expectError(await p.db.from('lawyers').insert({ ...row, profile_photo_url: 'https://evil.example/track.png' }), '23514', 'invalid_photo_path');
    expectOk(await p.db.from('lawyers').insert({ ...row, profile_photo_url: `${PREFIX}/${p.id}/${p.id}-1.png` }));
  });

  test('the platform cannot bypass the rule: the check constraint holds without the trigger', async () => {
    await sql(s, `alter table public.lawyers disable trigger lawyers_check_photo_path`);
    try {
      for (const value of [`https://evil.example${own()}`, `${PREFIX}/${P.unapprovedLawyer.id}/x.png`, `${own()}?q=1`, `${PREFIX}/${P.lawyer.id}/..`]) {
        await expect(sql(s, `update public.lawyers set profile_photo_url = $1 where id = $2`, [value, P.lawyer.id]))
          .rejects.toMatchObject({ code: '23514' });
      }
    } finally {
      await sql(s, `alter table public.lawyers enable trigger lawyers_check_photo_path`);
    }
    expect(await photoOf(P.lawyer.id)).toBe(own());
  });
});
