// profiles and user_roles through the API, as each persona: own rows, others' rows, escalations.
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

describe(`profiles on ${TEST_DB}`, () => {
  test('anonymous visitors read no profile at all (but do read reference data)', async () => {
    expectError(await P.anon.from('profiles').select('id, email'), '42501');
    const regions = expectOk(await P.anon.from('regions').select('id').eq('id', 'seoul'));
    expect(regions).toEqual([{ id: 'seoul' }]);
  });

  test('a client reads exactly their own profile, with their e-mail', async () => {
    const rows = expectOk(await P.clientA.db.from('profiles').select('id, email, name_english, phone, birth_date, gender, interest_categories'));
    expect(rows).toEqual([{
      id: P.clientA.id, email: P.clientA.email, name_english: 'Client A', phone: '010-1111-1111',
      birth_date: '1990-01-02', gender: 'female', interest_categories: ['criminal'],
    }]);
    expect(expectOk(await P.clientA.db.from('profiles').select('id').eq('id', P.clientB.id))).toEqual([]);
  });

  test('a lawyer cannot read a client profile (nor a client a lawyer profile) through the table', async () => {
    expect(expectOk(await P.lawyer.db.from('profiles').select('id').eq('id', P.clientA.id))).toEqual([]);
    expect(expectOk(await P.clientA.db.from('profiles').select('id').eq('id', P.lawyer.id))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('profiles').select('id'))).toEqual([{ id: P.lawyer.id }]);
  });

  test('an admin reads every profile (user management), newest first', async () => {
    const rows = expectOk(await P.admin.db.from('profiles').select('id, email, phone').order('created_at', { ascending: false }));
    const ids = rows.map((r: { id: string }) => r.id);
    for (const p of [P.clientA, P.clientB, P.lawyer, P.unapprovedLawyer, P.admin]) expect(ids).toContain(p.id);
    expect(rows.find((r: { id: string }) => r.id === P.clientB.id)).toEqual({ id: P.clientB.id, email: P.clientB.email, phone: '010-2222-2222' });
  });

  test('a client updates their own profile fields', async () => {
    const rows = expectOk(await P.clientA.db.from('profiles')
      .update({ current_country: 'Korea', current_city: 'Seoul', nationality: 'United States' })
      .eq('id', P.clientA.id).select('current_country, current_city, nationality'));
    expect(rows).toEqual([{ current_country: 'Korea', current_city: 'Seoul', nationality: 'United States' }]);
  });

  test("a client cannot update another user's profile (no row matches)", async () => {
    const rows = expectOk(await P.clientA.db.from('profiles').update({ name_english: 'Hacked' }).eq('id', P.clientB.id).select('id'));
    expect(rows).toEqual([]);
    const [b] = await sql<{ name_english: string }>(s, `select name_english from public.profiles where id = $1`, [P.clientB.id]);
    expect(b.name_english).toBe('Client B');
  });

  test('the e-mail (and id) cannot be changed by the user', async () => {
    expectError(await P.clientA.db.from('profiles').update({ email: 'evil@example.com' }).eq('id', P.clientA.id), '42501');
    expectError(await P.clientA.db.from('profiles').update({ id: P.clientB.id }).eq('id', P.clientA.id), '42501');
    const [a] = await sql<{ email: string }>(s, `select email from public.profiles where id = $1`, [P.clientA.id]);
    expect(a.email).toBe(P.clientA.email);
  });

  test('profiles are neither inserted nor deleted through the API', async () => {
    expectError(await P.clientA.db.from('profiles').insert({ id: crypto.randomUUID(), email: 'x@example.com' }), '42501');
    expectError(await P.clientA.db.from('profiles').delete().eq('id', P.clientA.id), '42501');
    expectError(await P.admin.db.from('profiles').delete().eq('id', P.clientB.id), '42501');
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.profiles where id in ($1, $2)`, [P.clientA.id, P.clientB.id]);
    expect(n).toBe(2);
  });

  test('values are validated: gender, lengths, interest category ids', async () => {
    expectError(await P.clientA.db.from('profiles').update({ gender: 'unknown' }).eq('id', P.clientA.id), '22P02');
    expectError(await P.clientA.db.from('profiles').update({ name_english: 'x'.repeat(101) }).eq('id', P.clientA.id), '23514');
    expectError(await P.clientA.db.from('profiles').update({ interest_categories: ['no-such-category'] }).eq('id', P.clientA.id), '23503');
    const ok = expectOk(await P.clientA.db.from('profiles').update({ interest_categories: ['criminal', 'family-marriage'] }).eq('id', P.clientA.id).select('interest_categories'));
    expect(ok).toEqual([{ interest_categories: ['criminal', 'family-marriage'] }]);
  });
});

describe(`user_roles on ${TEST_DB}`, () => {
  test('a user reads only their own roles; an admin reads all', async () => {
    expect(expectOk(await P.clientA.db.from('user_roles').select('user_id, role'))).toEqual([{ user_id: P.clientA.id, role: 'client' }]);
    expect(expectOk(await P.clientA.db.from('user_roles').select('role').eq('user_id', P.admin.id))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('user_roles').select('role').eq('user_id', P.lawyer.id))).toEqual([{ role: 'lawyer' }]);
    const all = expectOk(await P.admin.db.from('user_roles').select('user_id, role'));
    expect(all).toEqual(expect.arrayContaining([
      { user_id: P.admin.id, role: 'admin' }, { user_id: P.clientB.id, role: 'client' },
      { user_id: P.unapprovedLawyer.id, role: 'lawyer' },
    ]));
    expectError(await P.anon.from('user_roles').select('role'), '42501');
  });

  test("a user may give themselves the role 'client' and no other", async () => {
    // the lawyer (no client role yet) may add 'client'
    expectOk(await P.lawyer.db.from('user_roles').insert({ user_id: P.lawyer.id, role: 'client' }));
    expectError(await P.clientA.db.from('user_roles').insert({ user_id: P.clientA.id, role: 'admin' }), '42501');
    expectError(await P.clientA.db.from('user_roles').insert({ user_id: P.clientA.id, role: 'lawyer' }), '42501');
    expectError(await P.lawyer.db.from('user_roles').insert({ user_id: P.lawyer.id, role: 'admin' }), '42501');
    // nor any role for someone else
    expectError(await P.clientA.db.from('user_roles').insert({ user_id: P.clientB.id, role: 'client' }), '42501');
    // twice is a conflict
    expectError(await P.clientA.db.from('user_roles').insert({ user_id: P.clientA.id, role: 'client' }), '23505');
    expectError(await P.anon.from('user_roles').insert({ user_id: P.clientA.id, role: 'client' }), '42501');
    const roles = await sql<{ role: string }>(s, `select role::text from public.user_roles where user_id = $1 order by role`, [P.clientA.id]);
    expect(roles).toEqual([{ role: 'client' }]);
  });

  test('not even an admin grants the admin role through the API (operator command only)', async () => {
    expectError(await P.admin.db.from('user_roles').insert({ user_id: P.clientB.id, role: 'admin' }), '42501');
    expectError(await P.admin.db.from('user_roles').insert({ user_id: P.admin.id, role: 'lawyer' }), '42501');
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.user_roles where role = 'admin'`);
    expect(n).toBe(1);
  });

  test('roles are neither changed nor removed through the API', async () => {
    expectError(await P.clientA.db.from('user_roles').update({ role: 'admin' }).eq('user_id', P.clientA.id), '42501');
    expectError(await P.lawyer.db.from('user_roles').delete().eq('user_id', P.lawyer.id), '42501');
    expectError(await P.admin.db.from('user_roles').delete().eq('user_id', P.lawyer.id), '42501');
    const roles = await sql<{ role: string }>(s, `select role::text from public.user_roles where user_id = $1 order by role`, [P.lawyer.id]);
    expect(roles).toEqual([{ role: 'client' }, { role: 'lawyer' }]);
  });

  test('user metadata is not authorisation: "role: admin" in user_metadata grants nothing', async () => {
    // what auth.updateUser({ data: { role: 'admin' } }) stores
    await sql(s, `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"role":"admin","is_admin":true}' where id = $1`, [P.clientB.id]);
    const res = await P.clientB.db.rpc('admin_set_lawyer_approval', { lawyer_id: P.unapprovedLawyer.id, approved: true });
    expectError(res, '42501');
    expect(expectOk(await P.clientB.db.from('profiles').select('id'))).toEqual([{ id: P.clientB.id }]);
  });

  test('role grants are audited', async () => {
    const rows = expectOk(await P.admin.db.from('audit_log').select('action, actor_id, after').eq('action', 'role.grant').eq('entity_id', P.lawyer.id));
    expect(rows).toEqual(expect.arrayContaining([
      { action: 'role.grant', actor_id: P.lawyer.id, after: { user_id: P.lawyer.id, role: 'lawyer' } },
      { action: 'role.grant', actor_id: P.lawyer.id, after: { user_id: P.lawyer.id, role: 'client' } },
    ]));
  });
});
