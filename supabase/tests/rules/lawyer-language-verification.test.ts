// Verified language ability (issue 29, item 2; 20261202002000_lawyer_language_verification.sql):
// a lawyer declares languages with a level through set_lawyer_languages; only an administrator
// verifies or rejects (audited, the lawyer is told); a changed level drops the verification;
// lawyer_directory.verified_languages lists the verified codes next to language_ids.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, sql, type Personas } from '../helpers/personas.ts';
import { renderNotification } from '../../../packages/shared/src/notifications/render.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  P = await createPersonas(s);
});
afterAll(async () => { await s?.close(); });

interface Res { error: { code: string; hint: string | null; message: string } | null; status: number }
/** The exact refusal: HTTP status, SQLSTATE and hint. */
function refused(res: Res, status: number, code: string, hint?: string): void {
  expectError(res as never, code, hint);
  expect(res.status).toBe(status);
}

const directory = async () =>
  expectOk(await P.anon.from('lawyer_directory').select('language_ids, verified_languages, language_list').eq('id', P.lawyer.id).single());
const review = (verified: boolean, language_id = 'en', level = 'fluent', note: string | null = null) =>
  P.admin.db.rpc('admin_review_lawyer_language', { lawyer_id: P.lawyer.id, language_id, level, verified, note });

describe(`verified language ability on ${TEST_DB}`, () => {
  test('the lawyer declares levels; every declaration starts unverified and the directory lists none as verified', async () => {
    const rows = expectOk(await P.lawyer.db.rpc('set_lawyer_languages', {
      languages: [{ language_id: 'ko', level: 'native' }, { language_id: 'en', level: 'fluent' }],
    }));
    expect(rows.map((r: { language_id: string; level: string }) => `${r.language_id}:${r.level}`)).toEqual(['en:fluent', 'ko:native']);
    const mine = expectOk(await P.lawyer.db.from('lawyer_language_verifications').select('language_id, level, status').order('language_id'));
    expect(mine).toEqual([{ language_id: 'en', level: 'fluent', status: 'pending' }, { language_id: 'ko', level: 'native', status: 'pending' }]);
    const d = await directory();
    expect(d.language_ids).toEqual(['ko', 'en']);
    expect(d.verified_languages).toEqual([]);
    expect(d.language_list.map((l: { id: string; level: string }) => `${l.id}:${l.level}`)).toEqual(['ko:native', 'en:fluent']);
  });

  test('the lawyer cannot verify himself: no write on the verifications, the admin function refuses', async () => {
    refused(await P.lawyer.db.from('lawyer_language_verifications').update({ verified_at: new Date().toISOString() })
      .eq('lawyer_id', P.lawyer.id).eq('language_id', 'en') as never, 403, '42501');
    refused(await P.lawyer.db.from('lawyer_language_verifications').insert({ lawyer_id: P.lawyer.id, language_id: 'ja', level: 'native', verified_at: new Date().toISOString() }) as never, 403, '42501');
    refused(await P.lawyer.db.from('lawyer_language_verifications').delete().eq('lawyer_id', P.lawyer.id) as never, 403, '42501');
    refused(await P.lawyer.db.rpc('admin_review_lawyer_language', { lawyer_id: P.lawyer.id, language_id: 'en', level: 'fluent', verified: true }) as never, 403, '42501');
    refused(await P.clientA.db.rpc('admin_review_lawyer_language', { lawyer_id: P.lawyer.id, language_id: 'en', level: 'fluent', verified: true }) as never, 403, '42501');
    refused(await P.anon.rpc('admin_review_lawyer_language', { lawyer_id: P.lawyer.id, language_id: 'en', level: 'fluent', verified: true }) as never, 401, '42501');
    // the list is private to the lawyer and administrators
    expect(expectOk(await P.clientA.db.from('lawyer_language_verifications').select('language_id'))).toEqual([]);
    refused(await P.anon.from('lawyer_language_verifications').select('language_id') as never, 401, '42501');
    // another lawyer's languages cannot be set through the function (it acts on the caller only)
    refused(await P.clientA.db.rpc('set_lawyer_languages', { languages: [{ language_id: 'en', level: 'native' }] }) as never, 404, 'PT404', 'not_a_lawyer');
    const [{ status }] = await sql<{ status: string }>(s,
      `select status from public.lawyer_language_verifications where lawyer_id = $1 and language_id = 'en'`, [P.lawyer.id]);
    expect(status).toBe('pending');
    expect((await directory()).verified_languages).toEqual([]);
  });

  test('bad input changes nothing', async () => {
    refused(await P.lawyer.db.rpc('set_lawyer_languages', { languages: [{ language_id: 'en', level: 'expert' }] }) as never, 400, '22023', 'invalid_input');
    refused(await P.lawyer.db.rpc('set_lawyer_languages', { languages: [{ language_id: 'xx', level: 'native' }] }) as never, 400, '22023', 'unknown_language');
    refused(await P.lawyer.db.rpc('set_lawyer_languages', { languages: [{ language_id: 'en', level: 'native' }, { language_id: 'en', level: 'fluent' }] }) as never, 400, '22023', 'invalid_input');
    refused(await P.lawyer.db.rpc('set_lawyer_languages', { languages: { en: 'native' } }) as never, 400, '22023', 'invalid_input');
    refused(await review(false, 'en', 'fluent', '  ') as never, 400, '22023', 'note_required');
    refused(await review(true, 'ja') as never, 404, 'PT404', 'not_found');
    expect((await directory()).language_list.map((l: { id: string; level: string }) => `${l.id}:${l.level}`)).toEqual(['ko:native', 'en:fluent']);
  });

  test('an administrator verifies: audited, the lawyer is told, the directory shows it; saving unchanged keeps it', async () => {
    const t = (await sql<{ now: string }>(s, 'select now()::text as now'))[0].now;
    const v = expectOk(await review(true, 'en', 'fluent', 'Interview 2026-12-01: fluent'));
    expect(v).toMatchObject({ language_id: 'en', status: 'verified', reviewed_by: P.admin.id, rejected_at: null });
    expect((await directory()).verified_languages).toEqual(['en']);
    const audit = await sql<{ action: string; actor_id: string; entity_id: string; after: Record<string, unknown> }>(s,
      `select action, actor_id, entity_id, after from public.audit_log where action like 'lawyer.language%' and created_at >= $1`, [t]);
    expect(audit).toEqual([{ action: 'lawyer.language_verify', actor_id: P.admin.id, entity_id: `${P.lawyer.id}:en`, after: { status: 'verified', level: 'fluent' } }]);
    const mail = await sql<{ kind: string; recipient_id: string; locale: string; params: Record<string, unknown> }>(s,
      `select kind, recipient_id, locale, params from private.outbox where kind like 'lawyer_language%' and created_at >= $1`, [t]);
    expect(mail.map((m) => `${m.kind}→${m.recipient_id}`)).toEqual([`lawyer_language_verified→${P.lawyer.id}`]);
    const bell = expectOk(await P.lawyer.db.from('notifications').select('kind, params').eq('kind', 'lawyer_language_verified'));
    expect(bell).toHaveLength(1);
    const r = renderNotification('lawyer_language_verified', 'ko', mail[0].params as never, { siteUrl: 'https://k-legal.example' });
    expect(r.subject).toContain('영어');
    expect(r.summary).toContain('인증');

    // the portal saves the whole list again, levels unchanged: the verification stays
    expectOk(await P.lawyer.db.rpc('set_lawyer_languages', {
      languages: [{ language_id: 'ko', level: 'native' }, { language_id: 'en', level: 'fluent' }, { language_id: 'ja', level: 'working' }],
    }));
    const d = await directory();
    expect(d.language_ids).toEqual(['ko', 'en', 'ja']);
    expect(d.verified_languages).toEqual(['en']);
    // the verified-speakers filter of the site
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').contains('verified_languages', ['en']))).toEqual([{ id: P.lawyer.id }]);
    expect(expectOk(await P.anon.from('lawyer_directory').select('id').contains('verified_languages', ['ja']))).toEqual([]);
  });

  test('changing a verified level drops the verification, in the database', async () => {
    // the administrator's view of the old level is refused once the lawyer changed it
    expectOk(await P.lawyer.db.rpc('set_lawyer_languages', {
      languages: [{ language_id: 'ko', level: 'native' }, { language_id: 'en', level: 'native' }, { language_id: 'ja', level: 'working' }],
    }));
    const [row] = await sql<{ status: string; level: string; verified_at: string | null; reviewed_by: string | null; review_note: string | null }>(s,
      `select status, level::text, verified_at, reviewed_by, review_note from public.lawyer_language_verifications where lawyer_id = $1 and language_id = 'en'`, [P.lawyer.id]);
    expect(row).toEqual({ status: 'pending', level: 'native', verified_at: null, reviewed_by: null, review_note: null });
    expect((await directory()).verified_languages).toEqual([]);
    refused(await review(true, 'en', 'fluent') as never, 400, 'P0001', 'level_changed');

    // also when the level changes by any other path (the trigger, not the function, decides)
    expectOk(await review(true, 'en', 'native'));
    expect((await directory()).verified_languages).toEqual(['en']);
    await sql(s, `update public.lawyer_languages set level = 'working' where lawyer_id = $1 and language_id = 'en'`, [P.lawyer.id]);
    expect((await directory()).verified_languages).toEqual([]);
  });

  test('a rejection carries its note to the lawyer only; removing a language removes its review', async () => {
    const t = (await sql<{ now: string }>(s, 'select now()::text as now'))[0].now;
    const r = expectOk(await review(false, 'ja', 'working', '면접 결과 업무 수준에 미달'));
    expect(r).toMatchObject({ status: 'rejected', review_note: '면접 결과 업무 수준에 미달', verified_at: null });
    const [audit] = await sql<{ action: string }>(s, `select action from public.audit_log where action like 'lawyer.language%' and created_at >= $1`, [t]);
    expect(audit.action).toBe('lawyer.language_reject');
    const bell = expectOk(await P.lawyer.db.from('notifications').select('params').eq('kind', 'lawyer_language_rejected'));
    expect(bell[0].params).toMatchObject({ language_id: 'ja', note: '면접 결과 업무 수준에 미달' });
    expect(JSON.stringify(await directory())).not.toContain('미달');
    expect(expectOk(await P.lawyer.db.from('lawyer_language_verifications').select('status').eq('language_id', 'ja'))).toEqual([{ status: 'rejected' }]);

    expectOk(await P.lawyer.db.rpc('set_lawyer_languages', { languages: [{ language_id: 'ko', level: 'native' }] }));
    expect(expectOk(await P.lawyer.db.from('lawyer_language_verifications').select('language_id'))).toEqual([{ language_id: 'ko' }]);
    expect((await directory()).language_ids).toEqual(['ko']);
  });

  test('the queue: an administrator lists the unverified declarations', async () => {
    // as the console reads it: the pending ones with the lawyer's name and the language's
    const pending = expectOk(await P.admin.db.from('lawyer_language_verifications')
      .select('lawyer_id, language_id, level, lawyer_languages(languages(name_korean), lawyers(profiles(name_korean)))').eq('status', 'pending'));
    expect(pending).toContainEqual({
      lawyer_id: P.lawyer.id, language_id: 'ko', level: 'native',
      lawyer_languages: { languages: { name_korean: '한국어' }, lawyers: { profiles: { name_korean: 'approved 변호사' } } },
    });
    // the lawyer reads the state of each declaration with it (the portal's profile page)
    const own = expectOk(await P.lawyer.db.from('lawyer_languages').select('language_id, level, languages(name_korean), lawyer_language_verifications(status)').eq('lawyer_id', P.lawyer.id));
    expect(own).toEqual([{ language_id: 'ko', level: 'native', languages: { name_korean: '한국어' }, lawyer_language_verifications: { status: 'pending' } }]);
    expect(pending.every((p: { lawyer_id: string }) => p.lawyer_id === P.lawyer.id)).toBe(true);
  });
});
