// Lawyer coupons are fixed-amount only (issue 16, migration 20261125003000): a lawyer with
// credits enough for any amount tries every way to get a percentage coupon and is refused without
// losing a credit; fixed coupons still work; administrators keep percentage coupons.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, sql, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let bookmarkId: string;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
  bookmarkId = expectOk(await P.clientA.db.from('lawyer_bookmarks').insert({ user_id: P.clientA.id, lawyer_id: P.lawyer.id }).select('id').single()).id;
  expectOk(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 100_000, note: 'test' }));
});
afterAll(async () => { await s?.close(); });

const kstDate = async (days: number) =>
  (await sql<{ d: string }>(s, `select to_char((now() at time zone 'Asia/Seoul')::date + $1::int, 'YYYY-MM-DD') as d`, [days]))[0].d;
const credits = async () => (await sql<{ c: number }>(s, `select credits as c from public.lawyers where id = $1`, [P.lawyer.id]))[0].c;
const couponCount = async () => Number((await sql<{ n: string }>(s, `select count(*) as n from public.coupons where issuer_lawyer_id = $1`, [P.lawyer.id]))[0].n);

describe(`lawyer coupons are fixed-amount only on ${TEST_DB}`, () => {
  test('a percentage coupon is refused first, whatever its value, and costs nothing', async () => {
    const until = await kstDate(7);
    for (const value of [1, 10, 100, 10000, 50000]) {
      const res = await P.lawyer.db.rpc('issue_lawyer_coupon', { bookmark_id: bookmarkId, discount_type: 'percentage', discount_value: value, valid_until: until });
      expectError(res, '22023', 'lawyer_coupon_fixed_only');
      expect(res.error!.message).toBe('Lawyers can issue fixed-amount coupons only.');
    }
    expect(await credits()).toBe(100_000);
    expect(await couponCount()).toBe(0);
  });

  test('a lawyer cannot write a percentage coupon into the table directly, nor turn an issued coupon into one', async () => {
    const until = new Date(Date.now() + 7 * 86400_000).toISOString();
    const ins = await P.lawyer.db.from('coupons').insert({
      code: 'LAWYER_PCT', name_korean: '변호사 특별 쿠폰', name_english: 'Lawyer Special Coupon', discount_type: 'percentage',
      discount_value: 50, valid_until: until, max_uses: 1, is_active: true, issuer_lawyer_id: P.lawyer.id,
    });
    // issuer_lawyer_id is not among the columns users may insert (only issue_lawyer_coupon sets it)
    expectError(ins, '42501');
    expect(ins.error!.message).toBe('permission denied for table coupons');
    const fixed = expectOk(await P.lawyer.db.rpc('issue_lawyer_coupon', { bookmark_id: bookmarkId, discount_type: 'fixed', discount_value: 20000, valid_until: await kstDate(7) }));
    expect(fixed).toMatchObject({ discount_type: 'fixed', discount_value: 20000 });
    expect(await credits()).toBe(100_000 - 200);
    const upd = await P.lawyer.db.from('coupons').update({ discount_type: 'percentage', discount_value: 50 }).eq('id', fixed.id).select();
    // no update policy for lawyers: the update matches no row
    expect(expectOk(upd)).toEqual([]);
    const [row] = await sql<{ discount_type: string; discount_value: number }>(s, `select discount_type, discount_value from public.coupons where id = $1`, [fixed.id]);
    expect(row).toEqual({ discount_type: 'fixed', discount_value: 20000 });
  });

  test('a client or an unapproved lawyer is refused too; an administrator still creates percentage coupons', async () => {
    const until = await kstDate(7);
    for (const p of [P.clientA, P.unapprovedLawyer]) {
      const res = await p.db.rpc('issue_lawyer_coupon', { bookmark_id: bookmarkId, discount_type: 'percentage', discount_value: 10, valid_until: until });
      expectError(res, '22023', 'lawyer_coupon_fixed_only');
    }
    expectOk(await P.admin.db.from('coupons').insert({
      code: 'ADMINPCT', name_korean: '관리자', name_english: 'Admin', discount_type: 'percentage', discount_value: 15,
      valid_until: new Date(Date.now() + 7 * 86400_000).toISOString(), max_uses: 10, is_active: true,
    }));
  });
});
