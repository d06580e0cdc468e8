// lawyer_bookmarks, bookmark_details, coupons, user_coupons and credit_ledger through the API.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, sql, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let bookmarkA: string; // client A -> approved lawyer
let bookmarkB: string; // client B -> approved lawyer
let adminCouponId: string;
const inDays = (d: number) => new Date(Date.now() + d * 86400_000).toISOString();

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
  bookmarkA = expectOk(await P.clientA.db.from('lawyer_bookmarks').insert({ user_id: P.clientA.id, lawyer_id: P.lawyer.id }).select('id').single()).id;
  bookmarkB = expectOk(await P.clientB.db.from('lawyer_bookmarks').insert({ lawyer_id: P.lawyer.id }).select('id').single()).id;
  adminCouponId = expectOk(await P.admin.db.from('coupons').insert({
    code: 'WELCOME10', name_korean: '환영 쿠폰', name_english: 'Welcome', description: '10% off', discount_type: 'percentage',
    discount_value: 10, max_discount: 20000, valid_until: inDays(30), max_uses: 100, is_active: true,
  }).select('id').single()).id;
});
afterAll(async () => { await s?.close(); });

describe(`lawyer_bookmarks on ${TEST_DB}`, () => {
  test('a client bookmarks a listed lawyer (user_id defaults to the caller)', async () => {
    const rows = expectOk(await P.clientB.db.from('lawyer_bookmarks').select('user_id, lawyer_id, lawyer_message, coupon_id'));
    expect(rows).toEqual([{ user_id: P.clientB.id, lawyer_id: P.lawyer.id, lawyer_message: null, coupon_id: null }]);
  });

  test('cannot bookmark an unlisted lawyer, for someone else, twice, or with a message/coupon', async () => {
    expectError(await P.clientA.db.from('lawyer_bookmarks').insert({ user_id: P.clientA.id, lawyer_id: P.unapprovedLawyer.id }), '42501');
    expectError(await P.clientA.db.from('lawyer_bookmarks').insert({ user_id: P.clientB.id, lawyer_id: P.lawyer.id }), '42501');
    expectError(await P.clientA.db.from('lawyer_bookmarks').insert({ user_id: P.clientA.id, lawyer_id: P.lawyer.id }), '23505');
    expectError(await P.clientA.db.from('lawyer_bookmarks').insert({ user_id: P.clientA.id, lawyer_id: P.lawyer.id, lawyer_message: 'hi' }), '42501');
    expectError(await P.clientA.db.from('lawyer_bookmarks').insert({ user_id: P.clientA.id, lawyer_id: P.lawyer.id, coupon_id: adminCouponId }), '42501');
    expectError(await P.lawyer.db.from('lawyer_bookmarks').insert({ user_id: P.lawyer.id, lawyer_id: P.lawyer.id }), '23514');
    expectError(await P.anon.from('lawyer_bookmarks').insert({ user_id: P.clientA.id, lawyer_id: P.lawyer.id }), '42501');
  });

  test('each party reads its own bookmarks; others read none', async () => {
    expect(expectOk(await P.clientA.db.from('lawyer_bookmarks').select('id'))).toEqual([{ id: bookmarkA }]);
    expect(expectOk(await P.clientB.db.from('lawyer_bookmarks').select('id').eq('id', bookmarkA))).toEqual([]);
    const lawyerRows = expectOk(await P.lawyer.db.from('lawyer_bookmarks').select('id, user_id').order('created_at', { ascending: false }));
    expect(new Set(lawyerRows.map((r: { id: string }) => r.id))).toEqual(new Set([bookmarkA, bookmarkB]));
    expect(expectOk(await P.unapprovedLawyer.db.from('lawyer_bookmarks').select('id'))).toEqual([]);
    expect(expectOk(await P.admin.db.from('lawyer_bookmarks').select('id')).length).toBe(2);
    expectError(await P.anon.from('lawyer_bookmarks').select('id'), '42501');
  });

  test('the bookmarked lawyer writes lawyer_message; nobody else does', async () => {
    expect(expectOk(await P.lawyer.db.from('lawyer_bookmarks').update({ lawyer_message: 'Thank you for bookmarking!' }).eq('id', bookmarkA).select('lawyer_message')))
      .toEqual([{ lawyer_message: 'Thank you for bookmarking!' }]);
    expect(expectOk(await P.lawyer.db.from('lawyer_bookmarks').update({ lawyer_message: 'Rewritten' }).eq('id', bookmarkA).select('lawyer_message')))
      .toEqual([{ lawyer_message: 'Rewritten' }]);
    // the member may not write the lawyer's message, another lawyer neither
    expect(expectOk(await P.clientA.db.from('lawyer_bookmarks').update({ lawyer_message: 'fake' }).eq('id', bookmarkA).select('id'))).toEqual([]);
    expect(expectOk(await P.unapprovedLawyer.db.from('lawyer_bookmarks').update({ lawyer_message: 'spam' }).eq('id', bookmarkB).select('id'))).toEqual([]);
    // only the message column
    expectError(await P.lawyer.db.from('lawyer_bookmarks').update({ coupon_id: adminCouponId }).eq('id', bookmarkA), '42501');
    expectError(await P.lawyer.db.from('lawyer_bookmarks').update({ user_id: P.clientB.id }).eq('id', bookmarkA), '42501');
    expectError(await P.lawyer.db.from('lawyer_bookmarks').update({ lawyer_message: '   ' }).eq('id', bookmarkA), '23514');
    const rows = await sql<{ id: string; lawyer_message: string | null }>(s, `select id, lawyer_message from public.lawyer_bookmarks order by lawyer_message nulls last`);
    expect(rows).toEqual([{ id: bookmarkA, lawyer_message: 'Rewritten' }, { id: bookmarkB, lawyer_message: null }]);
  });

  test('only the member deletes their bookmark', async () => {
    expect(expectOk(await P.clientB.db.from('lawyer_bookmarks').delete().eq('id', bookmarkA).select('id'))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('lawyer_bookmarks').delete().eq('id', bookmarkA).select('id'))).toEqual([]);
    const [{ n }] = await sql<{ n: number }>(s, `select count(*)::int as n from public.lawyer_bookmarks where id = $1`, [bookmarkA]);
    expect(n).toBe(1);
    // the toggle: B removes and re-adds their own bookmark
    expect(expectOk(await P.clientB.db.from('lawyer_bookmarks').delete().eq('user_id', P.clientB.id).eq('lawyer_id', P.lawyer.id).select('id'))).toEqual([{ id: bookmarkB }]);
    bookmarkB = expectOk(await P.clientB.db.from('lawyer_bookmarks').insert({ user_id: P.clientB.id, lawyer_id: P.lawyer.id }).select('id').single()).id;
  });
});

describe(`bookmark_details on ${TEST_DB}`, () => {
  test('the lawyer sees the members with exactly the bookmark screen fields (no e-mail, no phone)', async () => {
    const rows = expectOk(await P.lawyer.db.from('bookmark_details').select('*').eq('id', bookmarkA));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_id: P.clientA.id, lawyer_id: P.lawyer.id, member_name_korean: '에이', member_name_english: 'Client A',
      member_birth_date: '1990-01-02', member_gender: 'female', member_interest_categories: ['criminal'],
      lawyer_message: 'Rewritten',
    });
    const text = JSON.stringify(rows);
    expect(text).not.toContain(P.clientA.email);
    expect(text).not.toContain('010-1111-1111');
    expect(Object.keys(rows[0]).some((k) => /email|phone|nationality/.test(k))).toBe(false);
  });

  test('members see their own bookmarks with the lawyer names; nobody sees others\'', async () => {
    expect(expectOk(await P.clientA.db.from('bookmark_details').select('id, lawyer_name_english, lawyer_is_listed')))
      .toEqual([{ id: bookmarkA, lawyer_name_english: 'approved Lawyer', lawyer_is_listed: true }]);
    expect(expectOk(await P.clientB.db.from('bookmark_details').select('id').eq('id', bookmarkA))).toEqual([]);
    expect(expectOk(await P.unapprovedLawyer.db.from('bookmark_details').select('id'))).toEqual([]);
    expect(expectOk(await P.admin.db.from('bookmark_details').select('id')).length).toBe(2);
    expectError(await P.anon.from('bookmark_details').select('id'), '42501');
  });
});

describe(`coupons on ${TEST_DB}`, () => {
  test('admins create, edit and delete coupons through the table; every change is audited', async () => {
    const c = expectOk(await P.admin.db.from('coupons').insert({
      code: 'TEMP2026', name_korean: '임시', name_english: 'Temp', discount_type: 'fixed', discount_value: 5000, valid_until: inDays(10),
    }).select('id, current_uses, issuer_lawyer_id, created_by').single());
    expect(c).toMatchObject({ current_uses: 0, issuer_lawyer_id: null, created_by: P.admin.id });
    expect(expectOk(await P.admin.db.from('coupons').update({ discount_value: 7000, is_active: false }).eq('id', c.id).select('discount_value, is_active')))
      .toEqual([{ discount_value: 7000, is_active: false }]);
    expectOk(await P.admin.db.from('coupons').delete().eq('id', c.id));
    const audit = expectOk(await P.admin.db.from('audit_log').select('action, actor_id').eq('entity_id', c.id).order('id'));
    expect(audit).toEqual([
      { action: 'coupon.create', actor_id: P.admin.id }, { action: 'coupon.update', actor_id: P.admin.id }, { action: 'coupon.delete', actor_id: P.admin.id },
    ]);
  });

  test('the coupon rules are constraints', async () => {
    const base = { code: 'RULES1', name_korean: '규칙', name_english: 'Rules', discount_type: 'fixed', discount_value: 1000, valid_until: inDays(5) };
    expectError(await P.admin.db.from('coupons').insert({ ...base, code: 'lower1' }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, code: 'AB' }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, code: 'A'.repeat(21) }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, code: 'HAS-DASH' }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, discount_value: 0 }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, discount_type: 'percentage', discount_value: 101 }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, valid_from: inDays(6) }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, max_uses: 0 }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, min_amount: -1 }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, name_korean: '' }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, description: 'x'.repeat(501) }), '23514');
    expectError(await P.admin.db.from('coupons').insert({ ...base, discount_type: 'bogus' }), '22P02');
    expectError(await P.admin.db.from('coupons').insert({ ...base, code: 'WELCOME10' }), '23505');
    expect(expectOk(await P.admin.db.from('coupons').insert({ ...base, discount_type: 'percentage', discount_value: 100, code: 'FREE100' }).select('code'))).toEqual([{ code: 'FREE100' }]);
  });

  test('nobody bumps current_uses or sets the issuer through the table', async () => {
    expectError(await P.admin.db.from('coupons').update({ current_uses: 99 }).eq('id', adminCouponId), '42501');
    expectError(await P.admin.db.from('coupons').insert({ code: 'FAKELAW', name_korean: 'x', name_english: 'x', discount_type: 'fixed', discount_value: 1, valid_until: inDays(1), issuer_lawyer_id: P.lawyer.id }), '42501');
    expectError(await P.admin.db.from('coupons').insert({ code: 'PREUSED', name_korean: 'x', name_english: 'x', discount_type: 'fixed', discount_value: 1, valid_until: inDays(1), current_uses: 5 }), '42501');
  });

  test('clients and lawyers cannot create, edit or delete coupons', async () => {
    expectError(await P.clientA.db.from('coupons').insert({ code: 'HACK1', name_korean: 'x', name_english: 'x', discount_type: 'fixed', discount_value: 100000, valid_until: inDays(1) }), '42501');
    expectError(await P.lawyer.db.from('coupons').insert({ code: 'HACK2', name_korean: 'x', name_english: 'x', discount_type: 'fixed', discount_value: 100000, valid_until: inDays(1) }), '42501');
    expectError(await P.anon.from('coupons').insert({ code: 'HACK3', name_korean: 'x', name_english: 'x', discount_type: 'fixed', discount_value: 1, valid_until: inDays(1) }), '42501');
    expect(expectOk(await P.clientA.db.from('coupons').update({ discount_value: 100 }).eq('id', adminCouponId).select('id'))).toEqual([]);
    expect(expectOk(await P.clientA.db.from('coupons').delete().eq('id', adminCouponId).select('id'))).toEqual([]);
    const [c] = await sql<{ discount_value: number }>(s, `select discount_value from public.coupons where id = $1`, [adminCouponId]);
    expect(c.discount_value).toBe(10);
  });

  test('coupon visibility: admins all; holders theirs; others none; anonymous nothing', async () => {
    expectError(await P.anon.from('coupons').select('id'), '42501');
    expect(expectOk(await P.clientA.db.from('coupons').select('id'))).toEqual([]);
    expect(expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: adminCouponId, user_ids: [P.clientA.id] }))).toBe(1);
    expect(expectOk(await P.clientA.db.from('coupons').select('code'))).toEqual([{ code: 'WELCOME10' }]);
    expect(expectOk(await P.clientB.db.from('coupons').select('code'))).toEqual([]);
    expect(expectOk(await P.admin.db.from('coupons').select('code')).length).toBeGreaterThanOrEqual(2);
  });
});

describe(`user_coupons on ${TEST_DB}`, () => {
  test('holders read their own; nobody writes the table', async () => {
    const held = expectOk(await P.clientA.db.from('user_coupons').select('id, user_id, is_used, coupons(code)'));
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({ user_id: P.clientA.id, is_used: false, coupons: { code: 'WELCOME10' } });
    expect(expectOk(await P.clientB.db.from('user_coupons').select('id'))).toEqual([]);
    expectError(await P.anon.from('user_coupons').select('id'), '42501');
    expectError(await P.clientB.db.from('user_coupons').insert({ user_id: P.clientB.id, coupon_id: adminCouponId }), '42501');
    expectError(await P.admin.db.from('user_coupons').insert({ user_id: P.clientB.id, coupon_id: adminCouponId }), '42501');
    expectError(await P.clientA.db.from('user_coupons').update({ is_used: false }).eq('id', held[0].id), '42501');
    expectError(await P.clientA.db.from('user_coupons').delete().eq('id', held[0].id), '42501');
    expect(expectOk(await P.admin.db.from('user_coupons').select('user_id')).map((r: { user_id: string }) => r.user_id)).toEqual([P.clientA.id]);
  });

  test('the admin grant function is for admins only', async () => {
    for (const p of [P.clientA, P.lawyer]) {
      expectError(await p.db.rpc('admin_grant_coupon', { coupon_id: adminCouponId, user_ids: [p.id] }), '42501');
    }
    expectError(await P.anon.rpc('admin_grant_coupon', { coupon_id: adminCouponId, user_ids: [P.clientB.id] }), '42501');
    expect(expectOk(await P.clientB.db.from('user_coupons').select('id'))).toEqual([]);
  });
});

describe(`credits and credit_ledger on ${TEST_DB}`, () => {
  test('only admins top up; the lawyer reads their own ledger; others nothing', async () => {
    for (const p of [P.lawyer, P.clientA]) {
      expectError(await p.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 1000 }), '42501');
    }
    expectError(await P.anon.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 1000 }), '42501');
    expect(expectOk(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 300, note: 'welcome pack' }))).toBe(300);
    expect(expectOk(await P.lawyer.db.from('credit_ledger').select('delta, balance_after, reason, note, actor_id')))
      .toEqual([{ delta: 300, balance_after: 300, reason: 'top_up', note: 'welcome pack', actor_id: P.admin.id }]);
    expect(expectOk(await P.unapprovedLawyer.db.from('credit_ledger').select('id'))).toEqual([]);
    expect(expectOk(await P.clientA.db.from('credit_ledger').select('id'))).toEqual([]);
    expect(expectOk(await P.admin.db.from('credit_ledger').select('lawyer_id'))).toEqual([{ lawyer_id: P.lawyer.id }]);
    expectError(await P.anon.from('credit_ledger').select('id'), '42501');
  });

  test('nobody writes credits or the ledger directly', async () => {
    expectError(await P.lawyer.db.from('lawyers').update({ credits: 999999 }).eq('id', P.lawyer.id), '42501');
    expectError(await P.lawyer.db.from('credit_ledger').insert({ lawyer_id: P.lawyer.id, delta: 1000, balance_after: 1300, reason: 'top_up' }), '42501');
    expectError(await P.admin.db.from('credit_ledger').delete().eq('lawyer_id', P.lawyer.id), '42501');
    expect(expectOk(await P.lawyer.db.from('lawyers').select('credits'))).toEqual([{ credits: 300 }]);
  });

  test("the lawyer issues a coupon only on their own bookmark; the member downloads it, others can't", async () => {
    expectError(await P.unapprovedLawyer.db.rpc('issue_lawyer_coupon', { bookmark_id: bookmarkA, discount_type: 'fixed', discount_value: 10000, valid_until: inDays(7).slice(0, 10) }), 'PT404');
    expectError(await P.clientA.db.rpc('issue_lawyer_coupon', { bookmark_id: bookmarkA, discount_type: 'fixed', discount_value: 10000, valid_until: inDays(7).slice(0, 10) }), 'PT404');
    const coupon = expectOk(await P.lawyer.db.rpc('issue_lawyer_coupon', { bookmark_id: bookmarkA, discount_type: 'fixed', discount_value: 10000, valid_until: inDays(7).slice(0, 10) }));
    expect(coupon.code).toMatch(/^LAWYER_\d{13}$/);
    // the member sees the attached coupon before downloading it (bookmarks screen)
    expect(expectOk(await P.clientA.db.from('coupons').select('id, code, is_active').eq('id', coupon.id))).toEqual([{ id: coupon.id, code: coupon.code, is_active: true }]);
    expect(expectOk(await P.clientB.db.from('coupons').select('id').eq('id', coupon.id))).toEqual([]);
    expect(expectOk(await P.lawyer.db.from('coupons').select('id, issuer_lawyer_id').eq('id', coupon.id))).toEqual([{ id: coupon.id, issuer_lawyer_id: P.lawyer.id }]);
    // someone else's bookmark: not found
    expectError(await P.clientB.db.rpc('download_bookmark_coupon', { bookmark_id: bookmarkA }), 'PT404');
    expectError(await P.anon.rpc('download_bookmark_coupon', { bookmark_id: bookmarkA }), '42501');
    const held = expectOk(await P.clientA.db.rpc('download_bookmark_coupon', { bookmark_id: bookmarkA }));
    expect(held).toMatchObject({ user_id: P.clientA.id, coupon_id: coupon.id, is_used: false });
    expectError(await P.clientA.db.rpc('download_bookmark_coupon', { bookmark_id: bookmarkA }), '23505', 'already_have');
    expect(expectOk(await P.clientB.db.from('user_coupons').select('id'))).toEqual([]);
  });
});
