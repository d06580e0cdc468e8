// A lawyer cannot blank their Korean or English name (issue 16, migration 20261125003100); a client
// can, and other profile updates of a lawyer keep working.
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
  await sql(s, `update public.profiles set name_korean = '김변호', name_english = 'Kim Lawyer' where id in ($1, $2)`, [P.lawyer.id, P.unapprovedLawyer.id]);
});
afterAll(async () => { await s?.close(); });

const names = async (id: string) => (await sql<{ name_korean: string | null; name_english: string | null }>(s, `select name_korean, name_english from public.profiles where id = $1`, [id]))[0];

describe(`lawyer names are required on ${TEST_DB}`, () => {
  test('an approved or unapproved lawyer cannot blank either name (null, empty, spaces)', async () => {
    for (const lawyer of [P.lawyer, P.unapprovedLawyer]) {
      for (const change of [{ name_korean: null }, { name_korean: '' }, { name_korean: '   ' }, { name_english: null }, { name_english: ' ' }]) {
        const res = await lawyer.db.from('profiles').update(change).eq('id', lawyer.id);
        expectError(res, '23514', 'lawyer_name_required');
      }
      expect(await names(lawyer.id)).toEqual({ name_korean: '김변호', name_english: 'Kim Lawyer' });
    }
  });

  test('a lawyer renames and edits other fields; a client may leave names empty', async () => {
    expectOk(await P.lawyer.db.from('profiles').update({ name_korean: '김새이름' }).eq('id', P.lawyer.id));
    expectOk(await P.lawyer.db.from('profiles').update({ phone: '010-1111-2222' }).eq('id', P.lawyer.id));
    expect((await names(P.lawyer.id)).name_korean).toBe('김새이름');
    expectOk(await P.clientA.db.from('profiles').update({ name_korean: null }).eq('id', P.clientA.id));
    expect((await names(P.clientA.id)).name_korean).toBeNull();
  });

  test("an administrator cannot blank a lawyer's name either", async () => {
    // refused by the rule, or no row the admin may update (no policy): either way the name stays
    await P.admin.db.from('profiles').update({ name_english: '' }).eq('id', P.lawyer.id);
    expect((await names(P.lawyer.id)).name_english).toBe('Kim Lawyer');
  });
});
