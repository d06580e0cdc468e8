// The caller's settings travel as literal SQL (one round trip with BEGIN), so every value must
// come back from the database exactly as sent, whatever quotes and backslashes it holds.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDb, type Db } from '../db/index.ts';
import { callerSettingsSql } from './context.ts';

let db: Db;
beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await db.exec(`create role authenticated nologin`);
});
afterAll(async () => { await db.close(); });

const nasty = [
  `it's`, `a\\b`, `\\'; drop table x; --`, `''''`, `$$ $x$`, `E'\\x41'`, `line\nbreak\ttab`, `유니코드 😀`, `\\\\`, ``,
];

describe('callerSettingsSql', () => {
  test.each(nasty)('round-trips %j in every setting', async (v) => {
    const got = await db.transaction(async (tx) => {
      const r = await tx.query<Record<string, string>>(
        `select current_user::text as role, current_setting('request.jwt.claims') as claims,
                current_setting('request.jwt.claim.email') as email, current_setting('request.path') as path,
                current_setting('request.headers') as headers, current_setting('request.cookies') as cookies`,
      );
      await tx.exec('reset role');
      return r.rows[0];
    }, callerSettingsSql(
      { role: 'authenticated', claims: { sub: 'u1', email: v, note: v } },
      { method: 'GET', path: v, headers: { 'x-h': v }, cookies: JSON.stringify({ c: v }) },
    ));
    expect(got.role).toBe('authenticated');
    expect(JSON.parse(got.claims)).toEqual({ sub: 'u1', email: v, note: v, role: 'authenticated' });
    expect(got.email).toBe(v);
    expect(got.path).toBe(v);
    expect(JSON.parse(got.headers)).toEqual({ 'x-h': v });
    expect(JSON.parse(got.cookies)).toEqual({ c: v });
  });

  test('readOnly makes the transaction read-only', async () => {
    await expect(db.transaction((tx) => tx.exec('create table t (x int)'), callerSettingsSql({ role: 'authenticated', claims: {} }, { readOnly: true })))
      .rejects.toMatchObject({ code: '25006' });
  });
});
