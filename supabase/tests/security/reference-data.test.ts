// Reference data (categories, regions, languages): everyone reads, nobody writes through the API.
// And the API exposes the public schema only: the private helpers are not callable.
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

describe(`reference data on ${TEST_DB}`, () => {
  test('anyone reads categories (top level and sub-categories as the lists query them), regions and languages', async () => {
    const top = expectOk(await P.anon.from('consultation_categories').select('id, name_korean, name_english').is('description', null).order('sort_order'));
    expect(top).toHaveLength(14);
    expect(top[0]).toEqual({ id: 'immigration-visa', name_korean: '출입국·비자', name_english: 'Immigration & VISA' });
    const subs = expectOk(await P.anon.from('consultation_categories').select('id, name_english').eq('description', 'Criminal Cases').order('sort_order'));
    expect(subs.length).toBeGreaterThanOrEqual(4);
    expect(subs.every((c: { id: string }) => c.id.startsWith('criminal.'))).toBe(true);
    expect(expectOk(await P.clientA.db.from('regions').select('id').order('sort_order')).length).toBe(18);
    expect(expectOk(await P.lawyer.db.from('languages').select('id, name_korean').eq('id', 'vi'))).toEqual([{ id: 'vi', name_korean: '베트남어' }]);
  });

  test('nobody writes reference data through the API, admins included', async () => {
    for (const c of [P.anon, P.clientA.db, P.lawyer.db, P.admin.db]) {
      expectError(await c.from('regions').insert({ id: 'mars', name_korean: '화성', name_english: 'Mars' }), '42501');
      expectError(await c.from('consultation_categories').update({ name_english: 'Hacked' }).eq('id', 'criminal'), '42501');
      expectError(await c.from('languages').delete().eq('id', 'en'), '42501');
    }
    const [r] = await sql<{ n: number; name: string }>(s,
      `select (select count(*)::int from public.regions) as n, (select name_english from public.consultation_categories where id = 'criminal') as name`);
    expect(r).toEqual({ n: 18, name: 'Criminal Cases' });
  });

  test('only the public schema is exposed: private helpers and tables are unreachable', async () => {
    for (const c of [P.anon, P.admin.db]) {
      // PGRST106: the schema is not exposed (only public, graphql_public)
      const rpc = await c.schema('private').rpc('is_admin');
      expectError(rpc, 'PGRST106');
      expect(rpc.data).toBeNull();
      expectError(await c.schema('private').from('app_settings').select('*'), 'PGRST106');
      expectError(await c.schema('auth').from('users').select('email'), 'PGRST106');
    }
    expectError(await P.anon.rpc('is_admin'), 'PGRST202');
  });
});
