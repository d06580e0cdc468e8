// Sign-up: the profile trigger reads the metadata the apps send and tolerates bad values; the
// login e-mail is copied and kept in sync; roles come only from the allowed paths.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { expectError, expectOk, signUp, signUpClient, signUpLawyer, sql } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
beforeAll(async () => { s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null }); });
afterAll(async () => { await s?.close(); });

type Profile = { email: string; name_korean: string | null; name_english: string | null; phone: string | null; birth_date: string | null;
  gender: string | null; nationality: string | null; interest_categories: string[] };
const profileOf = async (id: string) => (await sql<Profile>(s,
  `select email, name_korean, name_english, phone, birth_date::text, gender::text, nationality, interest_categories from public.profiles where id = $1`, [id]))[0];

describe(`profile creation on ${TEST_DB}`, () => {
  test('client sign-up metadata {name} becomes the English name; the e-mail is copied', async () => {
    const p = await signUp(s, 'plain', { name: 'Jane Doe' });
    expect(await profileOf(p.id)).toEqual({ email: p.email, name_korean: null, name_english: 'Jane Doe', phone: null,
      birth_date: null, gender: null, nationality: null, interest_categories: [] });
  });

  test('lawyer sign-up metadata {name_korean, name_english}', async () => {
    const p = await signUp(s, 'lawyer-meta', { name_korean: '홍길동', name_english: 'Gildong Hong' });
    expect(await profileOf(p.id)).toMatchObject({ name_korean: '홍길동', name_english: 'Gildong Hong' });
  });

  test('all optional fields when sent', async () => {
    const p = await signUp(s, 'full', { name_english: 'Full Name', name: 'ignored', phone: '010-9999-0000', birth_date: '1991-12-31',
      gender: 'Other', nationality: 'Philippines', interest_categories: ['criminal', 'family-marriage'] });
    expect(await profileOf(p.id)).toEqual({ email: p.email, name_korean: null, name_english: 'Full Name', phone: '010-9999-0000',
      birth_date: '1991-12-31', gender: 'other', nationality: 'Philippines', interest_categories: ['criminal', 'family-marriage'] });
  });

  test('bad or missing metadata never blocks a sign-up: bad values are dropped', async () => {
    const p = await signUp(s, 'messy', { name_korean: '   ', name_english: 'x'.repeat(300), phone: 12345, birth_date: 'yesterday',
      gender: 'robot', nationality: { nested: true }, interest_categories: ['criminal', 'no-such', 7, null, { id: 'x' }] });
    expect(await profileOf(p.id)).toEqual({ email: p.email, name_korean: null, name_english: 'x'.repeat(100), phone: '12345',
      birth_date: null, gender: null, nationality: null, interest_categories: ['criminal'] });
    const q = await signUp(s, 'impossible-date', { birth_date: '2001-02-30', interest_categories: 'criminal' });
    expect(await profileOf(q.id)).toMatchObject({ birth_date: null, interest_categories: [] });
    const r = await signUp(s, 'no-meta');
    expect(await profileOf(r.id)).toMatchObject({ email: r.email, name_korean: null, name_english: null });
  });

  test('the profile follows a confirmed e-mail change made through auth', async () => {
    const p = await signUp(s, 'mover', { name: 'Mover' });
    const next = `moved-${p.email}`;
    await sql(s, `update auth.users set email = $2 where id = $1`, [p.id, next]);
    expect((await profileOf(p.id)).email).toBe(next);
  });

  test('sign-up metadata cannot carry a role', async () => {
    const p = await signUp(s, 'wannabe', { name: 'Wannabe', role: 'admin', roles: ['admin', 'lawyer'], is_admin: true });
    expect(expectOk(await p.db.from('user_roles').select('role'))).toEqual([]);
    expectError(await p.db.rpc('admin_top_up_credits', { lawyer_id: p.id, amount: 1 }), '42501');
  });
});

describe(`roles at sign-up on ${TEST_DB}`, () => {
  test('the client flow yields exactly the client role', async () => {
    const p = await signUpClient(s, 'client-flow', { phone: '010-1', gender: 'male' });
    expect(expectOk(await p.db.from('user_roles').select('role'))).toEqual([{ role: 'client' }]);
    expect(await profileOf(p.id)).toMatchObject({ phone: '010-1', gender: 'male' });
  });

  test('the lawyer flow yields exactly the lawyer role, unapproved, invisible, no credits, audited', async () => {
    const p = await signUpLawyer(s, 'lawyer-flow', { qualification: 'patent_attorney', barNumber: 'P-2019-001' });
    expect(expectOk(await p.db.from('user_roles').select('role'))).toEqual([{ role: 'lawyer' }]);
    expect(expectOk(await p.db.from('lawyers').select('qualification_type, bar_association_number, is_approved, is_visible, credits')))
      .toEqual([{ qualification_type: 'patent_attorney', bar_association_number: 'P-2019-001', is_approved: false, is_visible: false, credits: 0 }]);
    const audit = await sql<{ action: string; actor_id: string }>(s,
      `select action, actor_id::text from public.audit_log where entity_id = $1 and action in ('lawyer.register', 'role.grant') order by id`, [p.id]);
    expect(audit).toEqual([{ action: 'role.grant', actor_id: p.id }, { action: 'lawyer.register', actor_id: p.id }]);
  });

  test('a second lawyers row for the same user is a conflict', async () => {
    const p = await signUpLawyer(s, 'twice');
    expectError(await p.db.from('lawyers').insert({ id: p.id, bar_association_number: 'again', verification_document_url: `${p.id}/${p.id}-verification.pdf` }), '23505');
  });
});
