import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestServer, CONFORMANCE_MIGRATIONS, TEST_DB, type TestServer } from './helpers/server.ts';

let s: TestServer;
beforeAll(async () => { s = await startTestServer({ migrationsDir: CONFORMANCE_MIGRATIONS }); });
afterAll(async () => { await s?.close(); });

test(`platform bootstrap on ${TEST_DB}: roles, auth.uid(), storage helpers`, async () => {
  const r = await s.db.query<{ roles: number; uid: string | null; folder: string[] }>(
    `select (select count(*)::int from pg_roles where rolname in ('anon','authenticated','service_role','authenticator')) as roles,
            auth.uid() as uid, storage.foldername('a/b/c.png') as folder`);
  expect(r.rows[0]).toEqual({ roles: 4, uid: null, folder: ['a', 'b'] });
});
