// Lawyer coupon issue (credits), coupon download, admin grant and credit top-up.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, book, createPersonas, expectError, expectOk, futureSlots, signUpClient, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
const members: Persona[] = [];
const bookmarks: string[] = [];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
  for (let i = 0; i < 6; i++) members.push(await signUpClient(s, `member${i}`, { name_english: `Member ${i}` }));
  for (const m of [P.clientA, P.clientB, ...members]) {
    bookmarks.push(expectOk(await m.db.from('lawyer_bookmarks').insert({ user_id: m.id, lawyer_id: P.lawyer.id }).select('id').single()).id);
  }
});
afterAll(async () => { await s?.close(); });

const kstDate = async (plusDays: number) =>
  (await sql<{ d: string }>(s, `select to_char((now() at time zone 'Asia/Seoul')::date + $1::int, 'YYYY-MM-DD') as d`, [plusDays]))[0].d;
const issue = (p: Persona, bookmarkId: string, type: string, value: number | null, validUntil: string | null) =>
  p.db.rpc('issue_lawyer_coupon', { bookmark_id: bookmarkId, discount_type: type, discount_value: value, valid_until: validUntil });
const credits = async () => (await sql<{ c: number }>(s, `select credits as c from public.lawyers where id = $1`, [P.lawyer.id]))[0].c;

describe(`lawyer coupon issue on ${TEST_DB}`, () => {
  test('the form rules, with the spec texts', async () => {
    const until = await kstDate(7);
    expectError(await issue(P.lawyer, bookmarks[0], 'fixed', null, until), '22023', 'missing_fields');
    expectError(await issue(P.lawyer, bookmarks[0], 'fixed', 10000, null), '22023', 'missing_fields');
    const notMultiple = await issue(P.lawyer, bookmarks[0], 'fixed', 15000, until);
    expectError(notMultiple, '22023', 'not_multiple_of_10000');
    expect(notMultiple.error!.message).toBe('Please enter the coupon amount in units of 10,000 won.');
    expectError(await issue(P.lawyer, bookmarks[0], 'fixed', 0, until), '22023', 'not_multiple_of_10000');
    expectError(await issue(P.lawyer, bookmarks[0], 'fixed', -10000, until), '22023', 'not_multiple_of_10000');
    // lawyers issue fixed-amount coupons only (issue 16, migration 20261125003000)
    expectError(await issue(P.lawyer, bookmarks[0], 'percentage', 10, until), '22023', 'lawyer_coupon_fixed_only');
    expectError(await issue(P.lawyer, bookmarks[0], 'percentage', 10000, until), '22023', 'lawyer_coupon_fixed_only');
    expectError(await issue(P.lawyer, bookmarks[0], 'fixed', 10000, await kstDate(-1)), '22023', 'valid_until_past');
    expectError(await issue(P.lawyer, bookmarks[0], 'bogus', 10000, until), '22P02');
    expect(await credits()).toBe(0);
  });

  test('not enough credits: the spec message with needed and held', async () => {
    const res = await issue(P.lawyer, bookmarks[0], 'fixed', 20000, await kstDate(7));
    expectError(res, 'P0001', 'insufficient_credits');
    expect(res.error!.message).toBe('Not enough credits. Needed: 200 credits, held: 0 credits');
    expect(JSON.parse(res.error!.details!)).toEqual({ needed: 200, held: 0 });
  });

  test('issue: credits deducted (value / 100), ledgered, coupon created per spec and attached once', async () => {
    expect(expectOk(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 500, note: 'pack' }))).toBe(500);
    const today = await kstDate(0);
    const before = Date.now();
    const c = expectOk(await issue(P.lawyer, bookmarks[0], 'fixed', 30000, today));
    expect(c).toMatchObject({
      name_korean: '변호사 특별 쿠폰', name_english: 'Lawyer Special Coupon', discount_type: 'fixed', discount_value: 30000,
      is_active: true, max_uses: 1, current_uses: 0, issuer_lawyer_id: P.lawyer.id, min_amount: null, max_discount: null,
    });
    expect(c.code).toMatch(/^LAWYER_\d{13}$/);
    const ms = Number(c.code.slice(7));
    expect(ms).toBeGreaterThanOrEqual(before - 5000);
    expect(ms).toBeLessThanOrEqual(Date.now() + 5000);
    expect(Math.abs(new Date(c.valid_from).getTime() - Date.now())).toBeLessThan(60_000);
    // valid until the end of the chosen day in Korea (valid-until = today is allowed)
    const [{ end }] = await sql<{ end: boolean }>(s,
      `select $1::timestamptz = (($2::date + 1)::timestamp at time zone 'Asia/Seoul') - interval '1 microsecond' as end`, [c.valid_until, today]);
    expect(end).toBe(true);
    expect(await credits()).toBe(200);
    expect(expectOk(await P.lawyer.db.from('lawyer_bookmarks').select('coupon_id').eq('id', bookmarks[0]))).toEqual([{ coupon_id: c.id }]);
    expect(expectOk(await P.lawyer.db.from('credit_ledger').select('delta, balance_after, reason, coupon_id').eq('reason', 'coupon_purchase')))
      .toEqual([{ delta: -300, balance_after: 200, reason: 'coupon_purchase', coupon_id: c.id }]);
    // once per bookmark
    expectError(await issue(P.lawyer, bookmarks[0], 'fixed', 10000, today), '23505', 'coupon_already_issued');
    expect(await credits()).toBe(200);
  });

  test('exact balance is enough; one credit short is not', async () => {
    expect(await credits()).toBe(200);
    expectError(await issue(P.lawyer, bookmarks[1], 'fixed', 30000, await kstDate(3)), 'P0001', 'insufficient_credits');
    expectOk(await issue(P.lawyer, bookmarks[1], 'fixed', 20000, await kstDate(3)));
    expect(await credits()).toBe(0);
  });

  test('two parallel issues against a balance for one: exactly one succeeds, never overdrawn', async () => {
    for (const [round, pair] of [[0, [2, 3]], [1, [4, 5]]] as const) {
      expectOk(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 100 }));
      expect(await credits()).toBe(100);
      const until = await kstDate(5 + round);
      const results = await Promise.all(pair.map((i) => issue(P.lawyer, bookmarks[i], 'fixed', 10000, until)));
      expect(results.filter((r) => !r.error)).toHaveLength(1);
      for (const r of results.filter((x) => x.error)) expectError(r, 'P0001', 'insufficient_credits');
      expect(await credits()).toBe(0);
      const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.lawyer_bookmarks where id = any($1::uuid[]) and coupon_id is not null`, [pair.map((i) => bookmarks[i])]);
      expect(n).toBe(1);
    }
    // the ledger adds up to the balance
    const [{ sum, last }] = await sql<{ sum: number; last: number }>(s,
      `select sum(delta)::int as sum, (array_agg(balance_after order by id desc))[1] as last from public.credit_ledger where lawyer_id = $1`, [P.lawyer.id]);
    expect(sum).toBe(0);
    expect(last).toBe(0);
  });

  test('two parallel issues on the same bookmark: one coupon, one charge', async () => {
    expectOk(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 1000 }));
    const until = await kstDate(5);
    const results = await Promise.all([issue(P.lawyer, bookmarks[6], 'fixed', 10000, until), issue(P.lawyer, bookmarks[6], 'fixed', 10000, until)]);
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expectError(results.find((r) => r.error)!, '23505', 'coupon_already_issued');
    expect(await credits()).toBe(900);
  });
});

describe(`coupon download on ${TEST_DB}`, () => {
  test('the member downloads the coupon of their bookmark once, and uses it', async () => {
    const held = expectOk(await P.clientA.db.rpc('download_bookmark_coupon', { bookmark_id: bookmarks[0] }));
    expect(held).toMatchObject({ user_id: P.clientA.id, is_used: false });
    const again = await P.clientA.db.rpc('download_bookmark_coupon', { bookmark_id: bookmarks[0] });
    expectError(again, '23505', 'already_have');
    expect(again.error!.message).toBe('You already have this coupon');
    const offered = expectOk(await P.clientA.db.from('user_coupons')
      .select('id, coupon_id, coupons(code, name_english, discount_type, discount_value, min_amount, max_discount, valid_until)').eq('is_used', false));
    expect(offered).toHaveLength(1);
    expect(offered[0].coupons).toMatchObject({ name_english: 'Lawyer Special Coupon', discount_type: 'fixed', discount_value: 30000 });
    const audit = expectOk(await P.admin.db.from('audit_log').select('actor_id').eq('action', 'coupon.download').eq('entity_id', held.id));
    expect(audit).toEqual([{ actor_id: P.clientA.id }]);
  });

  test("a lawyer's coupon discounts only that lawyer's consultations", async () => {
    const held = expectOk(await P.clientA.db.from('user_coupons').select('id').eq('is_used', false).single());
    const other = await signUpLawyer(s, 'other-lawyer');
    await approve(P.admin, other.id);
    const [slot] = await futureSlots(s, 1);
    expectError(await book(P.clientA, other.id, slot, 20, { user_coupon_id: held.id }), 'P0001', 'coupon_wrong_lawyer');
    expect(expectOk(await P.clientA.db.from('user_coupons').select('is_used').eq('id', held.id))).toEqual([{ is_used: false }]);
    // with its lawyer: 30,000 off the lawyer's 40-minute fee of 100,000
    expect(expectOk(await book(P.clientA, P.lawyer.id, slot, 40, { user_coupon_id: held.id })))
      .toMatchObject({ list_fee: 100000, discount_amount: 30000, fee_amount: 70000 });
  });

  test('no coupon yet, a deactivated or an expired coupon cannot be downloaded', async () => {
    const noCoupon = bookmarks[7];
    expectError(await members[5].db.rpc('download_bookmark_coupon', { bookmark_id: noCoupon }), 'PT404', 'no_coupon');
    const [{ coupon_id }] = await sql<{ coupon_id: string }>(s, `select coupon_id from public.lawyer_bookmarks where id = $1`, [bookmarks[1]]);
    await sql(s, `update public.coupons set is_active = false where id = $1`, [coupon_id]);
    expectError(await P.clientB.db.rpc('download_bookmark_coupon', { bookmark_id: bookmarks[1] }), 'P0001', 'coupon_unavailable');
    await sql(s, `update public.coupons set is_active = true, valid_from = now() - interval '3 days', valid_until = now() - interval '1 day' where id = $1`, [coupon_id]);
    expectError(await P.clientB.db.rpc('download_bookmark_coupon', { bookmark_id: bookmarks[1] }), 'P0001', 'coupon_unavailable');
    expect(expectOk(await P.clientB.db.from('user_coupons').select('id'))).toEqual([]);
  });
});

describe(`admin grant and top-up on ${TEST_DB}`, () => {
  test('grant to many users skips current holders and unknown ids, and is audited', async () => {
    const coupon = expectOk(await P.admin.db.from('coupons').insert({
      code: 'SPRING', name_korean: '봄', name_english: 'Spring', discount_type: 'fixed', discount_value: 5000,
      valid_until: new Date(Date.now() + 7 * 86400_000).toISOString(),
    }).select('id').single());
    expect(expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: coupon.id, user_ids: [members[0].id, members[1].id] }))).toBe(2);
    expect(expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: coupon.id, user_ids: [members[0].id, members[2].id, crypto.randomUUID(), members[2].id] }))).toBe(1);
    const holders = expectOk(await P.admin.db.from('user_coupons').select('user_id').eq('coupon_id', coupon.id));
    expect(new Set(holders.map((h: { user_id: string }) => h.user_id))).toEqual(new Set([members[0].id, members[1].id, members[2].id]));
    const empty = await P.admin.db.rpc('admin_grant_coupon', { coupon_id: coupon.id, user_ids: [] });
    expectError(empty, '22023', 'no_users');
    expect(empty.error!.message).toBe('Please select at least one user.');
    expectError(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: crypto.randomUUID(), user_ids: [members[3].id] }), 'PT404');
    const audit = expectOk(await P.admin.db.from('audit_log').select('after, details').eq('action', 'coupon.grant').eq('entity_id', coupon.id).order('id'));
    expect(audit[0].details).toEqual({ requested: 2, granted: 2 });
    expect(audit[1]).toEqual({ after: { granted_to: [members[2].id] }, details: { requested: 4, granted: 1 } });
  });

  test('top-up amounts are validated and ledgered', async () => {
    for (const amount of [0, -100, 10000001]) {
      expectError(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount }), '22023', 'invalid_amount');
    }
    expectError(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.clientA.id, amount: 100 }), 'PT404');
    const before = await credits();
    expect(expectOk(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 250 }))).toBe(before + 250);
    const audit = expectOk(await P.admin.db.from('audit_log').select('actor_id, before, after').eq('action', 'credits.top_up').order('id', { ascending: false }).limit(1));
    expect(audit).toEqual([{ actor_id: P.admin.id, before: { credits: before }, after: { credits: before + 250 } }]);
  });
});
