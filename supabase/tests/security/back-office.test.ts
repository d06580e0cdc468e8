// The back office's functions (issue 16, migration 20261125006000): an administrator hides and
// shows lawyers, sees who issued each coupon and who received it, lists the e-mails that failed
// for good and puts one back in the queue; every other persona is refused (42501) and learns
// nothing. audit_log stays readable by administrators only and writable by nobody.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { createPersonas, expectError, expectOk, sql, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let adminCoupon: string;
let lawyerCoupon: string;
let failedId: string;
let sentId: string;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null });
  P = await createPersonas(s);
  await sql(s, `update public.profiles set name_korean = '김변호', name_english = 'Kim Lawyer' where id = $1`, [P.lawyer.id]);
  await sql(s, `update public.profiles set name_korean = '고객A' where id = $1`, [P.clientA.id]);
  // an administrator's coupon granted to client B
  adminCoupon = expectOk(await P.admin.db.from('coupons').insert({
    code: 'BACKOFFICE1', name_korean: '테스트', name_english: 'Test', discount_type: 'fixed', discount_value: 1000,
    valid_until: new Date(Date.now() + 7 * 86400_000).toISOString(),
  }).select('id').single()).id;
  expectOk(await P.admin.db.rpc('admin_grant_coupon', { coupon_id: adminCoupon, user_ids: [P.clientB.id] }));
  // a lawyer's coupon on client A's bookmark (not downloaded yet)
  const bookmarkId = expectOk(await P.clientA.db.from('lawyer_bookmarks').insert({ user_id: P.clientA.id, lawyer_id: P.lawyer.id }).select('id').single()).id;
  expectOk(await P.admin.db.rpc('admin_top_up_credits', { lawyer_id: P.lawyer.id, amount: 1000, note: 'test' }));
  const until = (await sql<{ d: string }>(s, `select to_char((now() at time zone 'Asia/Seoul')::date + 7, 'YYYY-MM-DD') as d`))[0].d;
  lawyerCoupon = expectOk(await P.lawyer.db.rpc('issue_lawyer_coupon', { bookmark_id: bookmarkId, discount_type: 'fixed', discount_value: 10000, valid_until: until })).id;
  // two e-mails: one failed for good, one sent
  failedId = (await sql<{ id: string }>(s,
    `insert into private.outbox (kind, recipient_id, status, attempts, last_error) values ('booking_paid', $1, 'failed', 5, '550 mailbox unavailable') returning id`,
    [P.clientA.id]))[0].id;
  await sql(s, `insert into private.outbox_attempts (outbox_id, attempt, finished_at, ok, error) values ($1, 5, now(), false, '550 mailbox unavailable')`, [failedId]);
  sentId = (await sql<{ id: string }>(s,
    `insert into private.outbox (kind, recipient_email, status, attempts, sent_at) values ('checkup_received', 'x@example.com', 'sent', 1, now()) returning id`))[0].id;
});
afterAll(async () => { await s?.close(); });

const others = (): [string, Persona][] => [['client', P.clientA], ['lawyer', P.lawyer], ['unapproved lawyer', P.unapprovedLawyer]];
const lawyerRow = async (id: string) =>
  (await sql<{ is_approved: boolean; is_visible: boolean }>(s, `select is_approved, is_visible from public.lawyers where id = $1`, [id]))[0];

describe(`back office functions on ${TEST_DB}`, () => {
  test('an administrator hides and shows an approved lawyer; an unapproved one cannot be shown', async () => {
    expectOk(await P.admin.db.rpc('admin_set_lawyer_visibility', { lawyer_id: P.lawyer.id, visible: false }));
    expect(await lawyerRow(P.lawyer.id)).toEqual({ is_approved: true, is_visible: false });
    expectOk(await P.admin.db.rpc('admin_set_lawyer_visibility', { lawyer_id: P.lawyer.id, visible: true }));
    expect(await lawyerRow(P.lawyer.id)).toEqual({ is_approved: true, is_visible: true });
    expectError(await P.admin.db.rpc('admin_set_lawyer_visibility', { lawyer_id: P.unapprovedLawyer.id, visible: true }), 'P0001', 'not_approved');
    expectError(await P.admin.db.rpc('admin_set_lawyer_visibility', { lawyer_id: P.clientA.id, visible: false }), 'PT404', 'not_found');
    const audit = await sql<{ n: string }>(s, `select count(*) as n from public.audit_log where action = 'lawyer.visibility' and entity_id = $1 and actor_id = $2`, [P.lawyer.id, P.admin.id]);
    expect(Number(audit[0].n)).toBe(2);
  });

  test('no other persona may hide or show a lawyer', async () => {
    for (const [, p] of others()) {
      expectError(await p.db.rpc('admin_set_lawyer_visibility', { lawyer_id: P.lawyer.id, visible: false }), '42501');
    }
    expect(await lawyerRow(P.lawyer.id)).toEqual({ is_approved: true, is_visible: true });
  });

  test('coupon parties: issuer and recipients for the administrator', async () => {
    const rows = expectOk(await P.admin.db.rpc('admin_coupon_parties', { coupon_ids: [adminCoupon, lawyerCoupon] })) as {
      coupon_id: string; issuer_lawyer_id: string | null; issuer_name: string | null; issuer_email: string | null; recipient_count: number;
      recipients: { user_id: string; via: string; downloaded: boolean; name: string | null }[];
    }[];
    const admin = rows.find((r) => r.coupon_id === adminCoupon)!;
    expect(admin.issuer_lawyer_id).toBeNull();
    expect(admin.issuer_email).toBe(P.admin.email);
    expect(admin.recipient_count).toBe(1);
    expect(admin.recipients.map((r) => [r.user_id, r.via, r.downloaded])).toEqual([[P.clientB.id, 'grant', true]]);
    const lawyer = rows.find((r) => r.coupon_id === lawyerCoupon)!;
    expect(lawyer.issuer_lawyer_id).toBe(P.lawyer.id);
    expect(lawyer.issuer_name).toBe('김변호');
    expect(lawyer.recipients.map((r) => [r.user_id, r.via, r.downloaded, r.name])).toEqual([[P.clientA.id, 'bookmark', false, '고객A']]);
  });

  test('coupon parties: refused to every other persona, even for their own coupon', async () => {
    for (const [, p] of others()) {
      expectError(await p.db.rpc('admin_coupon_parties', { coupon_ids: [adminCoupon, lawyerCoupon] }), '42501');
    }
    expectError(await P.anon.rpc('admin_coupon_parties', { coupon_ids: [lawyerCoupon] }), '42501');
  });

  test('failed deliveries: only failed rows, with recipient, attempts and the last error', async () => {
    const rows = expectOk(await P.admin.db.rpc('admin_failed_deliveries')) as { id: string; kind: string; recipient_email: string; attempts: number; last_error: string; failed_at: string }[];
    expect(rows.map((r) => r.id)).toEqual([failedId]);
    expect(rows[0]).toMatchObject({ kind: 'booking_paid', recipient_email: P.clientA.email, attempts: 5, last_error: '550 mailbox unavailable' });
    expect(rows[0].failed_at).toBeTruthy();
    expect(rows.some((r) => r.id === sentId)).toBe(false);
  });

  test('failed deliveries and retry are refused to every other persona', async () => {
    for (const [, p] of others()) {
      expectError(await p.db.rpc('admin_failed_deliveries'), '42501');
      expectError(await p.db.rpc('admin_retry_delivery', { outbox_id: failedId }), '42501');
    }
    expectError(await P.anon.rpc('admin_failed_deliveries'), '42501');
    expectError(await P.anon.rpc('admin_retry_delivery', { outbox_id: failedId }), '42501');
    expectError(await P.anon.rpc('admin_set_lawyer_visibility', { lawyer_id: P.lawyer.id, visible: false }), '42501');
    expect((await sql<{ status: string }>(s, `select status from private.outbox where id = $1`, [failedId]))[0].status).toBe('failed');
  });

  test('"다시 보내기" queues a failed e-mail again, once; a sent one cannot be re-sent', async () => {
    expectError(await P.admin.db.rpc('admin_retry_delivery', { outbox_id: sentId }), 'P0001', 'not_failed');
    expect(expectOk(await P.admin.db.rpc('admin_retry_delivery', { outbox_id: failedId }))).toBe('pending');
    const row = (await sql<{ status: string; due: boolean }>(s, `select status, due_at <= now() as due from private.outbox where id = $1`, [failedId]))[0];
    expect(row).toEqual({ status: 'pending', due: true });
    expectError(await P.admin.db.rpc('admin_retry_delivery', { outbox_id: failedId }), 'P0001', 'not_failed');
    expect(expectOk(await P.admin.db.rpc('admin_failed_deliveries'))).toEqual([]);
    const audit = await sql<{ actor_id: string }>(s, `select actor_id from public.audit_log where action = 'delivery.retry' and entity_id = $1`, [failedId]);
    expect(audit.map((a) => a.actor_id)).toEqual([P.admin.id]);
  });

  test('audit_log: administrators read it, other personas see no row, nobody writes it', async () => {
    const mine = expectOk(await P.admin.db.from('audit_log').select('id,action,entity_type,actor_id,created_at').order('created_at', { ascending: false }).limit(50));
    expect(mine.length).toBeGreaterThan(3);
    for (const [, p] of others()) {
      expect(expectOk(await p.db.from('audit_log').select('id'))).toEqual([]);
    }
    expect((await P.anon.from('audit_log').select('id')).data ?? []).toEqual([]);
    expectError(await P.admin.db.from('audit_log').insert({ action: 'x.y', entity_type: 'x' }), '42501');
    await P.admin.db.from('audit_log').delete().gt('id', 0);
    expect(Number((await sql<{ n: string }>(s, `select count(*) as n from public.audit_log`))[0].n)).toBeGreaterThan(3);
  });
});
