// Coupon bounds (issue 14): expiry at most 5 years ahead, fixed discount / min_amount /
// max_discount at most 10,000,000 won, max_uses at most 1,000,000 — for the admins' table
// writes and the lawyers' issue_lawyer_coupon; rows written before the rule keep working.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, sql, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
const bookmarks: string[] = [];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
  for (const m of [P.clientA, P.clientB]) {
    bookmarks.push(expectOk(await m.db.from('lawyer_bookmarks').insert({ user_id: m.id, lawyer_id: P.lawyer.id }).select('id').single()).id);
  }
});
afterAll(async () => { await s?.close(); });

/** 'YYYY-MM-DD' in Korea, today + days (+ years). */
const kstDay = async (days: number, years = 0) =>
  (await sql<{ d: string }>(s, `select to_char(((now() at time zone 'Asia/Seoul')::date + make_interval(years => $2::int, days => $1::int))::date, 'YYYY-MM-DD') as d`, [days, years]))[0].d;
const endOfKstDay = (day: string) => new Date(`${day}T23:59:59.999+09:00`).toISOString();

let seq = 0;
const coupon = (over: Record<string, unknown> = {}) => ({
  code: `BOUND${++seq}`, name_korean: '한도', name_english: 'Bounds', discount_type: 'fixed', discount_value: 10000,
  min_amount: 0, max_discount: 0, valid_until: new Date(Date.now() + 30 * 86400_000).toISOString(), max_uses: 10, is_active: true, ...over,
});
const issue = (p: Persona, bookmarkId: string, type: string, value: number, validUntil: string) =>
  p.db.rpc('issue_lawyer_coupon', { bookmark_id: bookmarkId, discount_type: type, discount_value: value, valid_until: validUntil });
const credits = async () => (await sql<{ c: number }>(s, `select credits as c from public.lawyers where id = $1`, [P.lawyer.id]))[0].c;

describe(`admin coupon bounds on ${TEST_DB}`, () => {
  test('expiry: the year 9999 is refused; the end of the day 5 years ahead (KST) is the last accepted', async () => {
    const far = await P.admin.db.from('coupons').insert(coupon({ valid_until: '9999-12-31T23:59:59Z' }));
    expectError(far, '23514', 'valid_until_too_far');
    expect(far.error!.message).toBe('The expiry date can be at most 5 years from today.');
    expectError(await P.admin.db.from('coupons').insert(coupon({ valid_until: endOfKstDay(await kstDay(1, 5)) })), '23514', 'valid_until_too_far');
    expectOk(await P.admin.db.from('coupons').insert(coupon({ valid_until: endOfKstDay(await kstDay(0, 5)) })));
  });

  test('amounts: fixed discount, min_amount, max_discount at most 10,000,000 won; max_uses at most 1,000,000', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ discount_value: 10_000_001 }, 'discount_too_large'],
      [{ discount_value: 2_000_000_000 }, 'discount_too_large'],
      [{ min_amount: 10_000_001 }, 'min_amount_too_large'],
      [{ max_discount: 10_000_001 }, 'max_discount_too_large'],
      [{ max_uses: 1_000_001 }, 'max_uses_too_large'],
    ];
    for (const [over, hint] of cases) expectError(await P.admin.db.from('coupons').insert(coupon(over)), '23514', hint);
    expectOk(await P.admin.db.from('coupons').insert(coupon({ discount_value: 10_000_000, min_amount: 10_000_000, max_discount: 10_000_000, max_uses: 1_000_000 })));
    // a percentage stays at most 100 (the existing constraint)
    expectError(await P.admin.db.from('coupons').insert(coupon({ discount_type: 'percentage', discount_value: 101 })), '23514');
    expectOk(await P.admin.db.from('coupons').insert(coupon({ discount_type: 'percentage', discount_value: 100, max_uses: null })));
  });

  test('updates are bounded too, field by field', async () => {
    const c = expectOk(await P.admin.db.from('coupons').insert(coupon()).select('id').single());
    expectError(await P.admin.db.from('coupons').update({ valid_until: '9999-12-31T00:00:00Z' }).eq('id', c.id), '23514', 'valid_until_too_far');
    expectError(await P.admin.db.from('coupons').update({ discount_value: 50_000_000 }).eq('id', c.id), '23514', 'discount_too_large');
    expectError(await P.admin.db.from('coupons').update({ max_uses: 5_000_000 }).eq('id', c.id), '23514', 'max_uses_too_large');
    const [row] = await sql<{ discount_value: number; max_uses: number }>(s, `select discount_value, max_uses from public.coupons where id = $1`, [c.id]);
    expect(row).toEqual({ discount_value: 10000, max_uses: 10 });
  });

  test('a coupon written before the rule (out of bounds) still works and can be edited, but not pushed further', async () => {
    await sql(s, `alter table public.coupons disable trigger coupons_check_bounds`);
    const [legacy] = await sql<{ id: string }>(s,
      `insert into public.coupons (code, name_korean, name_english, discount_type, discount_value, min_amount, valid_until, max_uses)
       values ('LEGACY9999', '옛', 'Legacy', 'fixed', 50000000, 20000000, '9999-12-31', 5000000) returning id`);
    await sql(s, `alter table public.coupons enable trigger coupons_check_bounds`);
    expectOk(await P.admin.db.from('coupons').update({ is_active: false, name_english: 'Legacy (paused)' }).eq('id', legacy.id));
    await sql(s, `update public.coupons set current_uses = current_uses + 1 where id = $1`, [legacy.id]);
    expectError(await P.admin.db.from('coupons').update({ valid_until: '9999-12-30T00:00:00Z' }).eq('id', legacy.id), '23514', 'valid_until_too_far');
    // bringing it within bounds is allowed
    expectOk(await P.admin.db.from('coupons').update({ valid_until: endOfKstDay(await kstDay(30)), discount_value: 10000, min_amount: 0, max_uses: 100 }).eq('id', legacy.id));
  });

  test('other personas cannot write coupons at all (no way around the bounds)', async () => {
    for (const p of [P.clientA, P.lawyer, P.unapprovedLawyer]) {
      expectError(await p.db.from('coupons').insert(coupon()), '42501');
      // out of bounds too: the bounds rule (a trigger, before RLS's check of the new row) answers first
      expectError(await p.db.from('coupons').insert(coupon({ valid_until: '9999-12-31T00:00:00Z' })), '23514', 'valid_until_too_far');
    }
    expectError(await P.anon.from('coupons').insert(coupon()), '42501');
  });
});

describe(`lawyer coupon bounds on ${TEST_DB}`, () => {
  test('issue_lawyer_coupon refuses an expiry beyond 5 years and a value over 10,000,000 won, before touching credits', async () => {
    expect(expectOk(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 100, note: 'bounds' }))).toBe(100);
    const far = await issue(P.lawyer, bookmarks[0], 'fixed', 10000, '9999-12-31');
    expectError(far, '22023', 'valid_until_too_far');
    expect(far.error!.message).toBe('The expiry date can be at most 5 years from today.');
    expectError(await issue(P.lawyer, bookmarks[0], 'fixed', 10000, await kstDay(1, 5)), '22023', 'valid_until_too_far');
    // checked before the credits (which would be short by far)
    expectError(await issue(P.lawyer, bookmarks[0], 'fixed', 20_000_000, await kstDay(7)), '22023', 'discount_too_large');
    expect(await credits()).toBe(100);
    const [b] = await sql<{ coupon_id: string | null }>(s, `select coupon_id from public.lawyer_bookmarks where id = $1`, [bookmarks[0]]);
    expect(b.coupon_id).toBeNull();
  });

  test('the last accepted day is today + 5 years (KST), ending 23:59:59.999 KST', async () => {
    const day = await kstDay(0, 5);
    const c = expectOk(await issue(P.lawyer, bookmarks[0], 'fixed', 10000, day));
    expect(new Date(c.valid_until).toISOString()).toBe(endOfKstDay(day));
    expect(await credits()).toBe(0);
  });

  test('a client or another lawyer cannot issue at all', async () => {
    expectError(await issue(P.clientA, bookmarks[1], 'fixed', 10000, await kstDay(7)), 'PT404', 'not_found');
    expectError(await issue(P.unapprovedLawyer, bookmarks[1], 'fixed', 10000, await kstDay(7)), 'PT404', 'not_found');
    expectError(await P.anon.rpc('issue_lawyer_coupon', { bookmark_id: bookmarks[1], discount_type: 'fixed', discount_value: 10000, valid_until: await kstDay(7) }), '42501');
  });
});
