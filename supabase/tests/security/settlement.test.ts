// Who sees and changes settlement data (issue 26; docs/settlement.md, SECURITY.md): the ledger
// and the statements are read by their lawyer and administrators only, written by nobody through
// the API; the settlement account is private (the lawyer reads it masked, the payout path in full,
// both audited); every other person is refused or sees nothing.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, book, completeLawyerProfile, createPersonas, expectError, expectOk, futureSlots, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { freshClient, pay, enableTestModePayments } from '../helpers/bookings.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let other: Persona;
let client: Persona;
let bookingId: string;

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  await enableTestModePayments(s);
  P = await createPersonas(s);
  other = await signUpLawyer(s, 'other');
  await completeLawyerProfile(other);
  await approve(P.admin, other.id);
  const [slot] = await futureSlots(s, 1, 3);
  client = await freshClient(s, 'settle-sec');
  bookingId = (expectOk(await book(client, P.lawyer.id, slot)) as { id: string }).id;
  await pay(client, bookingId);
});
afterAll(async () => { await s?.close(); });

describe(`settlement entries and statements on ${TEST_DB}`, () => {
  test('the lawyer reads their own entry with the booking id; administrators read it; client, another lawyer and anon see none', async () => {
    const cols = 'booking_id, kind, list_fee, coupon_discount, discount_borne_by, pg_fee, platform_fee, net_amount, created_at';
    const own = expectOk(await P.lawyer.db.from('lawyer_settlement_entries').select(cols).eq('booking_id', bookingId));
    expect(own).toEqual([expect.objectContaining({ booking_id: bookingId, kind: 'payment', net_amount: 60000 })]);
    expect(expectOk(await P.admin.db.from('lawyer_settlement_entries').select(cols).eq('booking_id', bookingId))).toHaveLength(1);
    expect(expectOk(await P.service.from('lawyer_settlement_entries').select(cols).eq('booking_id', bookingId))).toHaveLength(1);
    for (const who of [client, P.clientA, other, P.unapprovedLawyer]) {
      expect(expectOk(await who.db.from('lawyer_settlement_entries').select('id'))).toEqual([]);
      expect(expectOk(await who.db.from('lawyer_settlement_statements').select('id'))).toEqual([]);
    }
    expectError(await P.anon.from('lawyer_settlement_entries').select('id'), '42501');
    expectError(await P.anon.from('lawyer_settlement_statements').select('id'), '42501');

    const st = expectOk(await P.lawyer.db.from('lawyer_settlement_statements').select('lawyer_id, status, entry_count, net_total'));
    expect(st).toEqual([{ lawyer_id: P.lawyer.id, status: 'open', entry_count: 1, net_total: 60000 }]);
    expect(expectOk(await P.admin.db.from('lawyer_settlement_statements').select('id').eq('lawyer_id', P.lawyer.id))).toHaveLength(1);
  });

  test('nobody writes them through the API: insert, update and delete are refused for every persona', async () => {
    const [{ id }] = await sql<{ id: string }>(s, `select id from public.lawyer_settlement_entries where booking_id = $1`, [bookingId]);
    for (const db of [P.anon, client.db, P.lawyer.db, P.admin.db, P.service]) {
      expectError(await db.from('lawyer_settlement_entries').update({ net_amount: 1 }).eq('id', id), '42501');
      expectError(await db.from('lawyer_settlement_entries').delete().eq('id', id), '42501');
      expectError(await db.from('lawyer_settlement_entries').insert({ lawyer_id: P.lawyer.id, kind: 'adjustment', net_amount: 1, reason: 'x' }), '42501');
      expectError(await db.from('lawyer_settlement_statements').update({ status: 'closed' }).eq('lawyer_id', P.lawyer.id), '42501');
      expectError(await db.from('lawyer_settlement_statements').delete().eq('lawyer_id', P.lawyer.id), '42501');
    }
    expect(await sql(s, `select net_amount from public.lawyer_settlement_entries where id = $1`, [id])).toEqual([{ net_amount: 60000 }]);
  });

  test('period close, corrections and payout changes are for administrators (and the service role) only', async () => {
    for (const who of [client.db, P.lawyer.db, other.db]) {
      expectError(await who.rpc('close_settlement_period', { period_end: '2026-01-31' }), '42501');
      expectError(await who.rpc('admin_adjust_settlement', { lawyer_id: P.lawyer.id, amount: 1000, reason: 'x' }), '42501');
      expectError(await who.rpc('admin_mark_settlement_paid', { statement_id: bookingId, transfer_reference: 'x' }), '42501');
      expectError(await who.rpc('admin_mark_settlement_failed', { statement_id: bookingId, reason: 'x' }), '42501');
      expectError(await who.rpc('admin_settlement_payouts', { period_end: '2026-01-31' }), '42501');
      expectError(await who.rpc('record_settlement_pg_fee', { transaction_id: 'x', fee: 1 }), '42501');
    }
    expectError(await P.anon.rpc('close_settlement_period', { period_end: '2026-01-31' }), '42501');
  });
});

describe(`settlement accounts on ${TEST_DB}`, () => {
  test('the lawyer registers an account and reads it back masked; the table is not reachable through the API', async () => {
    expectError(await P.lawyer.db.rpc('set_settlement_account', { bank_code: '999', account_number: '110-123-456789', holder_name: '김변호' }), '22023', 'invalid_bank');
    expectError(await P.lawyer.db.rpc('set_settlement_account', { bank_code: '088', account_number: '12-34', holder_name: '김변호' }), '22023', 'invalid_account_number');
    expectError(await P.lawyer.db.rpc('set_settlement_account', { bank_code: '088', account_number: '110123456789', holder_name: ' ' }), '22023', 'invalid_holder');
    expectError(await client.db.rpc('set_settlement_account', { bank_code: '088', account_number: '110123456789', holder_name: '고객' }), '42501', 'not_lawyer');
    expectError(await P.anon.rpc('set_settlement_account', { bank_code: '088', account_number: '110123456789', holder_name: 'x' }), '42501');

    const set = expectOk(await P.lawyer.db.rpc('set_settlement_account', { bank_code: '088', account_number: '110-123-456789', holder_name: '김변호' }));
    expect(set).toMatchObject({ bank_code: '088', bank_name: '신한은행', account_last4: '6789', holder_name: '김변호' });
    expect(JSON.stringify(set)).not.toContain('110123');
    const mine = expectOk(await P.lawyer.db.rpc('my_settlement_account'));
    expect(mine).toEqual([expect.objectContaining({ bank_code: '088', bank_name: '신한은행', account_last4: '6789', holder_name: '김변호' })]);
    expect(JSON.stringify(mine)).not.toContain('110123');
    for (const who of [other, client, P.admin]) expect(expectOk(await who.db.rpc('my_settlement_account'))).toEqual([]);
    // private schema: PostgREST does not expose it
    expect((await P.service.schema('private' as 'public').from('lawyer_settlement_accounts').select('*')).error).not.toBeNull();
    // the bank list is reference data for signed-in users
    expect(expectOk(await P.lawyer.db.from('korean_banks').select('code').eq('code', '004'))).toEqual([{ code: '004' }]);
    expectError(await P.anon.from('korean_banks').select('code'), '42501');
  });

  test('a change is audited with the masked account only', async () => {
    expectOk(await P.lawyer.db.rpc('set_settlement_account', { bank_code: '004', account_number: '123456-01-234567', holder_name: '김변호' }));
    const audit = await sql<{ actor_id: string; before: unknown; after: unknown }>(s,
      `select actor_id, before, after from public.audit_log where action = 'settlement_account.set' and entity_id = $1 order by id`, [P.lawyer.id]);
    expect(audit).toEqual([
      { actor_id: P.lawyer.id, before: null, after: { bank_code: '088', account_last4: '6789', holder_name: '김변호' } },
      { actor_id: P.lawyer.id, before: { bank_code: '088', account_last4: '6789', holder_name: '김변호' }, after: { bank_code: '004', account_last4: '4567', holder_name: '김변호' } },
    ]);
    expect(JSON.stringify(audit)).not.toContain('12345601');
    // the same account again is no change
    expectOk(await P.lawyer.db.rpc('set_settlement_account', { bank_code: '004', account_number: '12345601234567', holder_name: '김변호' }));
    expect(await sql(s, `select 1 from public.audit_log where action = 'settlement_account.set' and entity_id = $1`, [P.lawyer.id])).toHaveLength(2);
  });

  test('the payout export gives administrators and the service role the full account of closed statements, audited', async () => {
    // a closed statement of a past month for the lawyer (lines written on a past day, as the platform writes them)
    const [{ day, end }] = await sql<{ day: string; end: string }>(s,
      `select to_char(d + 3, 'YYYY-MM-DD') as day, to_char((d + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD') as "end"
         from (select date_trunc('month', (now() at time zone 'Asia/Seoul')::date::timestamp - interval '1 month')::date as d) x`);
    await sql(s, `insert into public.lawyer_settlement_entries (lawyer_id, booking_id, payment_id, kind, list_fee, amount_paid, net_amount, created_at)
                  values ($1, gen_random_uuid(), gen_random_uuid(), 'payment', 70000, 70000, 70000, $2::date + time '12:00'),
                         ($3, gen_random_uuid(), gen_random_uuid(), 'payment', 20000, 20000, 20000, $2::date + time '12:00')`, [P.lawyer.id, day, other.id]);
    expectOk(await P.admin.db.rpc('close_settlement_period', { period_end: end }));
    const rows = expectOk(await P.admin.db.rpc('admin_settlement_payouts', { period_end: end })) as Record<string, unknown>[];
    expect(rows).toEqual([
      expect.objectContaining({ lawyer_id: P.lawyer.id, payout_amount: 70000, bank_code: '004', bank_name: 'KB국민은행', account_number: '12345601234567', holder_name: '김변호', status: 'closed' }),
      expect.objectContaining({ lawyer_id: other.id, payout_amount: 20000, bank_code: null, account_number: null }),
    ]);
    expect(expectOk(await P.service.rpc('admin_settlement_payouts', { period_end: end }))).toHaveLength(2);
    const audit = await sql(s, `select actor_id, details from public.audit_log where action = 'settlement.export' order by id`);
    expect(audit).toEqual([
      { actor_id: P.admin.id, details: { period_end: end, rows: 2 } },
      { actor_id: null, details: { period_end: end, rows: 2 } },
    ]);
  });
});
