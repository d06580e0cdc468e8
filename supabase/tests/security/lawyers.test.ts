// lawyers, lawyer_directory and the link tables through the API, as each persona.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, signUp, sql, uploadCertificate, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

const DIRECTORY_COLUMNS = [
  'id', 'name_korean', 'name_english', 'qualification_type', 'bar_association_year', 'law_firm', 'school',
  'office_phone', 'office_email', 'office_address', 'bio', 'major_cases', 'other_certifications', 'other_languages',
  'free_pr', 'fee_20min', 'fee_40min', 'fee_60min', 'profile_photo_url', 'specialty_ids', 'practice_area_ids',
  'region_ids', 'language_ids', 'verified_languages', 'specialty_list', 'region_list', 'language_list', 'created_at', 'updated_at',
].sort();

describe(`lawyer_directory (the public face) on ${TEST_DB}`, () => {
  test('anonymous visitors see exactly the approved, visible lawyers with exactly the public columns', async () => {
    const rows = expectOk(await P.anon.from('lawyer_directory').select('*'));
    expect(rows.map((r: { id: string }) => r.id)).toEqual([P.lawyer.id]);
    const row = rows[0];
    expect(Object.keys(row).sort()).toEqual(DIRECTORY_COLUMNS);
    expect(row).toMatchObject({
      name_korean: 'approved 변호사', name_english: 'approved Lawyer', law_firm: 'Hanbit Law',
      office_email: 'office@hanbit.example', fee_20min: 60000, fee_40min: 100000, fee_60min: 140000,
      specialty_ids: ['immigration-visa.marriage-visa', 'criminal.dui'],
      practice_area_ids: ['criminal', 'immigration-visa'],
      region_ids: ['seoul', 'online'], language_ids: ['ko', 'en'],
    });
    expect(row.region_list).toEqual([
      { id: 'seoul', name_korean: '서울특별시', name_english: 'Seoul' },
      { id: 'online', name_korean: '온라인(전국)', name_english: 'Online (Nationwide)' },
    ]);
    expect(row.specialty_list[0]).toEqual({
      id: 'immigration-visa.marriage-visa', parent_id: 'immigration-visa', name_korean: '결혼이민 비자(F-6)',
      name_english: 'Marriage Immigration Visa (F-6)', description: 'Immigration & VISA',
    });
    // nothing private, anywhere in the row
    const text = JSON.stringify(row);
    for (const secret of [P.lawyer.email, 'verification', 'credits', 'bar_association_number']) expect(text).not.toContain(secret);
  });

  test('the directory filters like the lists do (practice area, region, name)', async () => {
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').contains('practice_area_ids', ['criminal']))).toEqual([{ id: P.lawyer.id }]);
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').contains('practice_area_ids', ['medical-dispute']))).toEqual([]);
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').contains('region_ids', ['online']))).toEqual([{ id: P.lawyer.id }]);
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').ilike('name_english', '%approved%'))).toEqual([{ id: P.lawyer.id }]);
  });

  test('nobody writes the directory directly', async () => {
    expectError(await P.lawyer.db.from('lawyer_directory').update({ fee_20min: 1000 }).eq('id', P.lawyer.id), '42501');
    expectError(await P.unapprovedLawyer.db.from('lawyer_directory').insert({ id: P.unapprovedLawyer.id, qualification_type: 'bar_exam' }), '42501');
    expectError(await P.admin.db.from('lawyer_directory').delete().eq('id', P.lawyer.id), '42501');
    expectError(await P.anon.from('lawyer_directory').delete().eq('id', P.lawyer.id), '42501');
    expect(expectOk(await P.anon.from('lawyer_directory').select('fee_20min'))).toEqual([{ fee_20min: 60000 }]);
  });

  test("the lawyer's profile edits and name changes reach the directory", async () => {
    expectOk(await P.lawyer.db.from('lawyers').update({ law_firm: 'Hanbit & Partners' }).eq('id', P.lawyer.id));
    expectOk(await P.lawyer.db.from('profiles').update({ name_english: 'Approved Lawyer' }).eq('id', P.lawyer.id));
    expect(expectOk(await P.anon.from('lawyer_directory').select('law_firm, name_english'))).toEqual([{ law_firm: 'Hanbit & Partners', name_english: 'Approved Lawyer' }]);
  });
});

describe(`lawyers table on ${TEST_DB}`, () => {
  test('anonymous visitors cannot read the lawyers table', async () => {
    expectError(await P.anon.from('lawyers').select('id'), '42501');
  });

  test('clients read no lawyers rows (they read the directory)', async () => {
    expect(expectOk(await P.clientA.db.from('lawyers').select('id'))).toEqual([]);
    expect(expectOk(await P.clientA.db.from('lawyer_directory').select('id'))).toEqual([{ id: P.lawyer.id }]);
  });

  test('a lawyer reads their own row with private fields, and no other lawyer row', async () => {
    const own = expectOk(await P.lawyer.db.from('lawyers').select('id, credits, bar_association_number, verification_document_url, is_approved, is_visible'));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ id: P.lawyer.id, credits: 0, is_approved: true, is_visible: true,
      verification_document_url: `${P.lawyer.id}/${P.lawyer.id}-verification.pdf` });
    expect(expectOk(await P.lawyer.db.from('lawyers').select('id').eq('id', P.unapprovedLawyer.id))).toEqual([]);
    expect(expectOk(await P.unapprovedLawyer.db.from('lawyers').select('id, is_approved'))).toEqual([{ id: P.unapprovedLawyer.id, is_approved: false }]);
  });

  test('an admin reads all lawyers with bar numbers, names and e-mails (embedding profiles)', async () => {
    const rows = expectOk(await P.admin.db.from('lawyers')
      .select('id, bar_association_number, is_approved, profiles(name_korean, email)').order('created_at', { ascending: false }));
    expect(rows).toHaveLength(2);
    const pending = rows.find((r: { id: string }) => r.id === P.unapprovedLawyer.id);
    expect(pending).toMatchObject({ is_approved: false, profiles: { name_korean: 'pending 변호사', email: P.unapprovedLawyer.email } });
    expect(pending!.bar_association_number).toMatch(/^2020-\d{5}$/);
  });

  test('a lawyer edits their own profile columns', async () => {
    const rows = expectOk(await P.unapprovedLawyer.db.from('lawyers')
      .update({ school: 'Korea University', fee_60min: 150000, qualification_type: 'patent_attorney' })
      .eq('id', P.unapprovedLawyer.id).select('school, fee_60min, qualification_type'));
    expect(rows).toEqual([{ school: 'Korea University', fee_60min: 150000, qualification_type: 'patent_attorney' }]);
  });

  test("a lawyer cannot edit another lawyer's row", async () => {
    expect(expectOk(await P.unapprovedLawyer.db.from('lawyers').update({ school: 'X' }).eq('id', P.lawyer.id).select('id'))).toEqual([]);
    expect(expectOk(await P.clientA.db.from('lawyers').update({ school: 'X' }).eq('id', P.lawyer.id).select('id'))).toEqual([]);
    const [r] = await sql<{ school: string }>(s, `select school from public.lawyers where id = $1`, [P.lawyer.id]);
    expect(r.school).toBe('Seoul National University');
  });

  test('a lawyer cannot approve themselves, show themselves, set credits, or change bar number / certificate', async () => {
    for (const patch of [{ is_approved: true }, { is_visible: true }, { credits: 100000 }, { bar_association_number: '1' },
      { verification_document_url: `${P.unapprovedLawyer.id}/${P.unapprovedLawyer.id}-verification.png` }, { approved_at: new Date().toISOString() }]) {
      expectError(await P.unapprovedLawyer.db.from('lawyers').update(patch).eq('id', P.unapprovedLawyer.id), '42501');
    }
    const [r] = await sql<{ is_approved: boolean; is_visible: boolean; credits: number }>(s,
      `select is_approved, is_visible, credits from public.lawyers where id = $1`, [P.unapprovedLawyer.id]);
    expect(r).toEqual({ is_approved: false, is_visible: false, credits: 0 });
  });

  test('profile values are validated (fees, e-mail, photo path in own folder)', async () => {
    expectError(await P.lawyer.db.from('lawyers').update({ fee_20min: -5 }).eq('id', P.lawyer.id), '23514');
    expectError(await P.lawyer.db.from('lawyers').update({ office_email: 'not an email' }).eq('id', P.lawyer.id), '23514');
    // photo paths: every attack is in lawyer-photo-paths.test.ts
    expectError(await P.lawyer.db.from('lawyers').update({ profile_photo_url: 'https://evil.example/track.png' }).eq('id', P.lawyer.id), '23514', 'invalid_photo_path');
    expectError(await P.lawyer.db.from('lawyers').update({
      profile_photo_url: `/storage/v1/object/public/lawyer-photos/${P.unapprovedLawyer.id}/${P.unapprovedLawyer.id}-1.png`,
    }).eq('id', P.lawyer.id), '23514', 'invalid_photo_path');
    const own = `/storage/v1/object/public/lawyer-photos/${P.lawyer.id}/${P.lawyer.id}-1700000000000.png`;
    expect(expectOk(await P.lawyer.db.from('lawyers').update({ profile_photo_url: own }).eq('id', P.lawyer.id).select('profile_photo_url')))
      .toEqual([{ profile_photo_url: own }]);
    expect(expectOk(await P.anon.from('lawyer_directory').select('profile_photo_url'))).toEqual([{ profile_photo_url: own }]);
  });

  test('lawyers rows are not deleted through the API', async () => {
    expectError(await P.lawyer.db.from('lawyers').delete().eq('id', P.lawyer.id), '42501');
    expectError(await P.admin.db.from('lawyers').delete().eq('id', P.unapprovedLawyer.id), '42501');
  });
});

describe(`lawyer sign-up on ${TEST_DB}`, () => {
  test('inserting one\'s own lawyers row (unapproved, invisible) gives the lawyer role and 0 credits', async () => {
    const p = await signUp(s, 'newlawyer', { name_korean: '새 변호사', name_english: 'New Lawyer' });
    const cert = await uploadCertificate(s, p);
    expectOk(await p.db.from('lawyers').insert({ id: p.id, bar_association_number: 'B-1', qualification_type: 'judicial_exam',
      verification_document_url: cert, is_approved: false, is_visible: false }));
    expect(expectOk(await p.db.from('user_roles').select('role'))).toEqual([{ role: 'lawyer' }]);
    expect(expectOk(await p.db.from('lawyers').select('credits, is_approved, is_visible, qualification_type')))
      .toEqual([{ credits: 0, is_approved: false, is_visible: false, qualification_type: 'judicial_exam' }]);
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').eq('id', p.id))).toEqual([]);
  });

  test('sign-up cannot be approved, visible, credited, or for someone else', async () => {
    const p = await signUp(s, 'sneaky');
    const cert = await uploadCertificate(s, p);
    const base = { id: p.id, bar_association_number: 'S-1', verification_document_url: cert };
    expectError(await p.db.from('lawyers').insert({ ...base, is_approved: true }), '42501');
    expectError(await p.db.from('lawyers').insert({ ...base, is_approved: true, is_visible: true }), '42501');
    expectError(await p.db.from('lawyers').insert({ ...base, credits: 1000 }), '42501');
    expectError(await p.db.from('lawyers').insert({ ...base, id: P.clientB.id, verification_document_url: `${P.clientB.id}/${P.clientB.id}-verification.pdf` }), '42501');
    expectError(await P.anon.from('lawyers').insert(base), '42501');
    expect(expectOk(await p.db.from('user_roles').select('role'))).toEqual([]);
  });

  test('sign-up requires the uploaded certificate at the conventional path', async () => {
    const p = await signUp(s, 'nocert');
    expectError(await p.db.from('lawyers').insert({ id: p.id, bar_association_number: 'N-1', verification_document_url: `${p.id}/${p.id}-verification.pdf` }), '23503', 'certificate_missing');
    expectError(await p.db.from('lawyers').insert({ id: p.id, bar_association_number: 'N-1', verification_document_url: `${P.lawyer.id}/${P.lawyer.id}-verification.pdf` }), '23514');
    expectError(await p.db.from('lawyers').insert({ id: p.id, bar_association_number: 'N-1', verification_document_url: 'https://example.com/cert.pdf' }), '23514');
    expectError(await p.db.from('lawyers').insert({ id: p.id, bar_association_number: 'N-1', qualification_type: 'wizard', verification_document_url: `${p.id}/${p.id}-verification.pdf` }), '22P02');
  });
});

describe(`lawyer_specialties / lawyer_regions / lawyer_languages on ${TEST_DB}`, () => {
  test('anyone reads the links of listed lawyers; not those of unlisted ones', async () => {
    expectOk(await P.unapprovedLawyer.db.from('lawyer_regions').insert([{ lawyer_id: P.unapprovedLawyer.id, region_id: 'busan' }]));
    const anonRows = expectOk(await P.anon.from('lawyer_regions').select('lawyer_id, region_id'));
    expect(new Set(anonRows.map((r: { lawyer_id: string }) => r.lawyer_id))).toEqual(new Set([P.lawyer.id]));
    expect(expectOk(await P.clientA.db.from('lawyer_regions').select('region_id').eq('lawyer_id', P.unapprovedLawyer.id))).toEqual([]);
    expect(expectOk(await P.unapprovedLawyer.db.from('lawyer_regions').select('region_id').eq('lawyer_id', P.unapprovedLawyer.id))).toEqual([{ region_id: 'busan' }]);
    expect(expectOk(await P.admin.db.from('lawyer_regions').select('region_id').eq('lawyer_id', P.unapprovedLawyer.id))).toEqual([{ region_id: 'busan' }]);
    const langs = expectOk(await P.anon.from('lawyer_languages').select('language_id, languages(name_korean)').eq('lawyer_id', P.lawyer.id).order('language_id'));
    expect(langs).toEqual([{ language_id: 'en', languages: { name_korean: '영어' } }, { language_id: 'ko', languages: { name_korean: '한국어' } }]);
  });

  test("a lawyer replaces their own links (delete + insert) but never another lawyer's", async () => {
    expectOk(await P.lawyer.db.from('lawyer_specialties').delete().eq('lawyer_id', P.lawyer.id));
    expectOk(await P.lawyer.db.from('lawyer_specialties').insert([
      { lawyer_id: P.lawyer.id, category_id: 'criminal.dui' }, { lawyer_id: P.lawyer.id, category_id: 'labor-employment.unpaid-wages' },
    ]));
    expect(expectOk(await P.anon.from('lawyer_directory').select('practice_area_ids'))).toEqual([{ practice_area_ids: ['criminal', 'labor-employment'] }]);

    expectError(await P.unapprovedLawyer.db.from('lawyer_specialties').insert({ lawyer_id: P.lawyer.id, category_id: 'medical-dispute' }), '42501');
    expectError(await P.clientA.db.from('lawyer_regions').insert({ lawyer_id: P.lawyer.id, region_id: 'jeju' }), '42501');
    expectError(await P.anon.from('lawyer_languages').insert({ lawyer_id: P.lawyer.id, language_id: 'ja' }), '42501');
    const deleted = expectOk(await P.unapprovedLawyer.db.from('lawyer_specialties').delete().eq('lawyer_id', P.lawyer.id).select('category_id'));
    expect(deleted).toEqual([]);
    expectError(await P.lawyer.db.from('lawyer_regions').update({ region_id: 'jeju' }).eq('lawyer_id', P.lawyer.id), '42501');
    expectError(await P.lawyer.db.from('lawyer_specialties').insert({ lawyer_id: P.lawyer.id, category_id: 'no-such' }), '23503');
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.lawyer_specialties where lawyer_id = $1`, [P.lawyer.id]);
    expect(n).toBe(2);
  });
});

describe(`visibility and approval on ${TEST_DB}`, () => {
  test('an unapproved lawyer cannot list themselves; a client is not a lawyer', async () => {
    expectError(await P.unapprovedLawyer.db.rpc('set_lawyer_visibility', { visible: true }), 'P0001', 'not_approved');
    expectError(await P.clientA.db.rpc('set_lawyer_visibility', { visible: true }), 'PT404', 'not_a_lawyer');
    expectError(await P.anon.rpc('set_lawyer_visibility', { visible: true }), '42501');
  });

  test('an approved lawyer hides and shows themselves', async () => {
    expect(expectOk(await P.lawyer.db.rpc('set_lawyer_visibility', { visible: false }))).toMatchObject({ is_visible: false, is_approved: true });
    expect(expectOk(await P.anon.from('lawyer_directory').select('id'))).toEqual([]);
    expect(expectOk(await P.lawyer.db.rpc('set_lawyer_visibility', { visible: true }))).toMatchObject({ is_visible: true });
    expect(expectOk(await P.anon.from('lawyer_directory').select('id'))).toEqual([{ id: P.lawyer.id }]);
  });

  test('only admins approve or revoke; approval lists, revocation unlists', async () => {
    for (const p of [P.clientA, P.lawyer, P.unapprovedLawyer]) {
      expectError(await p.db.rpc('admin_set_lawyer_approval', { lawyer_id: P.unapprovedLawyer.id, approved: true }), '42501');
    }
    expectError(await P.anon.rpc('admin_set_lawyer_approval', { lawyer_id: P.unapprovedLawyer.id, approved: true }), '42501');
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').eq('id', P.unapprovedLawyer.id))).toEqual([]);

    const approved = expectOk(await P.admin.db.rpc('admin_set_lawyer_approval', { lawyer_id: P.unapprovedLawyer.id, approved: true }));
    expect(approved).toMatchObject({ id: P.unapprovedLawyer.id, is_approved: true, is_visible: true });
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').eq('id', P.unapprovedLawyer.id))).toEqual([{ id: P.unapprovedLawyer.id }]);

    const revoked = expectOk(await P.admin.db.rpc('admin_set_lawyer_approval', { lawyer_id: P.unapprovedLawyer.id, approved: false }));
    expect(revoked).toMatchObject({ is_approved: false, is_visible: false, approved_at: null });
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').eq('id', P.unapprovedLawyer.id))).toEqual([]);
    expectError(await P.admin.db.rpc('admin_set_lawyer_approval', { lawyer_id: crypto.randomUUID(), approved: true }), 'PT404');

    const audit = expectOk(await P.admin.db.from('audit_log').select('action, actor_id, before, after')
      .eq('entity_id', P.unapprovedLawyer.id).in('action', ['lawyer.approve', 'lawyer.revoke']).order('id'));
    expect(audit).toEqual([
      { action: 'lawyer.approve', actor_id: P.admin.id, before: { is_approved: false, is_visible: false }, after: { is_approved: true, is_visible: true } },
      { action: 'lawyer.revoke', actor_id: P.admin.id, before: { is_approved: true, is_visible: true }, after: { is_approved: false, is_visible: false } },
    ]);
  });
});
