// Payouts through PortOne's partner settlement (issue 26, item 5; migration
// 20261129005000_settlement_portone_transfers.sql): an administrator queues a closed period, the
// worker (service role) claims, records PortOne's transfer and its status, and a paid-out transfer
// marks the statement paid; a transfer refused for good marks it failed (flagged) and may be queued
// again. Nobody else reaches any of it.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, completeLawyerProfile, createPersonas, expectError, expectOk, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let other: Persona;
let end: string;

interface Claimed {
  id: string; phase: string; attempt: number; statement_id: string; lawyer_id: string; amount: number;
  portone_bank: string | null; account_number: string | null; account_fingerprint: string | null;
  partner_id: string | null; partner_fingerprint: string | null; period_end: string;
}

const setProvider = (v: string) => sql(s, `update private.app_settings set value = $1 where key = 'settlement.payout_provider'`, [v]);
const claim = async () => expectOk(await P.service.rpc('claim_settlement_transfers', { p_limit: 10, p_lease_seconds: 60 })) as Claimed[];
const statement = async (lawyerId: string) =>
  (await sql<{ status: string; transfer_reference: string | null; failure_reason: string | null }>(s,
    `select status, transfer_reference, failure_reason from public.lawyer_settlement_statements where lawyer_id = $1 and period_end = $2`, [lawyerId, end]))[0];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  P = await createPersonas(s);
  other = await signUpLawyer(s, 'transfer-other');
  await completeLawyerProfile(other);
  await approve(P.admin, other.id);
  expectOk(await P.lawyer.db.rpc('set_settlement_account', { bank_code: '088', account_number: '110-123-456789', holder_name: '김변호' }));
  // a closed statement of last month for both lawyers; only the first has an account
  const [row] = await sql<{ day: string; end: string }>(s,
    `select to_char(d + 3, 'YYYY-MM-DD') as day, to_char((d + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD') as "end"
       from (select date_trunc('month', (now() at time zone 'Asia/Seoul')::date::timestamp - interval '1 month')::date as d) x`);
  end = row.end;
  await sql(s, `insert into public.lawyer_settlement_entries (lawyer_id, booking_id, payment_id, kind, list_fee, amount_paid, net_amount, created_at)
                values ($1, gen_random_uuid(), gen_random_uuid(), 'payment', 70000, 70000, 70000, $2::date + time '12:00'),
                       ($3, gen_random_uuid(), gen_random_uuid(), 'payment', 20000, 20000, 20000, $2::date + time '12:00')`, [P.lawyer.id, row.day, other.id]);
  expectOk(await P.admin.db.rpc('close_settlement_period', { period_end: end }));
});
afterAll(async () => { await s?.close(); });

describe(`payouts through PortOne on ${TEST_DB}`, () => {
  test('not configured: queueing is refused and nothing is written', async () => {
    expectError(await P.admin.db.rpc('admin_queue_settlement_transfers', { period_end: end }), 'P0001', 'provider_disabled');
    expect(await sql(s, `select 1 from private.settlement_transfers`)).toEqual([]);
  });

  test('only administrators queue and read transfers; only the service role claims and records them', async () => {
    await setProvider('portone');
    for (const db of [P.lawyer.db, P.clientA.db, other.db]) {
      expectError(await db.rpc('admin_queue_settlement_transfers', { period_end: end }), '42501');
      expectError(await db.rpc('admin_settlement_transfers', { period_end: end }), '42501');
      expectError(await db.rpc('claim_settlement_transfers', { p_limit: 10, p_lease_seconds: 60 }), '42501');
      expectError(await db.rpc('record_portone_partner', { p_lawyer_id: P.lawyer.id, p_partner_id: 'x', p_account_fingerprint: 'y' }), '42501');
    }
    expectError(await P.admin.db.rpc('claim_settlement_transfers', { p_limit: 10, p_lease_seconds: 60 }), '42501');
    expectError(await P.anon.rpc('admin_queue_settlement_transfers', { period_end: end }), '42501');
    expect(await sql(s, `select 1 from private.settlement_transfers`)).toEqual([]);
    expect(await sql(s, `select 1 from private.portone_partners`)).toEqual([]);
  });

  test('queue → claim → transfer created → paid out: the statement is paid with the transfer id', async () => {
    const queued = expectOk(await P.admin.db.rpc('admin_queue_settlement_transfers', { period_end: end }));
    expect(queued).toEqual([{ queued: 1, without_account: 1, already_queued: 0 }]);
    // queueing again changes nothing
    expect(expectOk(await P.admin.db.rpc('admin_queue_settlement_transfers', { period_end: end })))
      .toEqual([{ queued: 0, without_account: 1, already_queued: 1 }]);

    const [job] = await claim();
    expect(job).toMatchObject({ phase: 'create', attempt: 1, lawyer_id: P.lawyer.id, amount: 70000, portone_bank: 'SHINHAN',
      account_number: '110123456789', partner_id: null, period_end: end });
    expect(await claim()).toEqual([]); // leased
    expectOk(await P.service.rpc('record_portone_partner', { p_lawyer_id: P.lawyer.id, p_partner_id: 'klegal-p1', p_account_fingerprint: job.account_fingerprint! }));
    expect(expectOk(await P.service.rpc('record_settlement_transfer', { p_id: job.id, p_attempt: job.attempt, p_partner_id: 'klegal-p1',
      p_transfer_id: 'tr-1', p_provider_status: 'SCHEDULED', p_next_check_at: new Date(Date.now() - 1000).toISOString() }))).toBe('scheduled');
    expect((await statement(P.lawyer.id)).status).toBe('closed');

    const [poll] = await claim();
    expect(poll).toMatchObject({ id: job.id, phase: 'poll', attempt: 1, partner_id: 'klegal-p1', partner_fingerprint: job.account_fingerprint });
    expect(expectOk(await P.service.rpc('record_settlement_transfer', { p_id: poll.id, p_attempt: poll.attempt, p_partner_id: null,
      p_transfer_id: 'tr-1', p_provider_status: 'PAID_OUT', p_next_check_at: null }))).toBe('paid');
    expect(await statement(P.lawyer.id)).toEqual({ status: 'paid', transfer_reference: 'PortOne tr-1', failure_reason: null });
    expect(expectOk(await P.admin.db.rpc('admin_settlement_transfers', { period_end: end })))
      .toEqual([expect.objectContaining({ status: 'paid', provider_status: 'PAID_OUT', transfer_id: 'tr-1' })]);
    expect(await claim()).toEqual([]);
    const audit = await sql(s, `select action from public.audit_log where action like 'settlement.%' order by id`);
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['settlement.transfer_queue', 'settlement.paid']));
  });

  test('a transfer refused for good fails the statement (flagged), a lost lease changes nothing, and it can be queued again', async () => {
    expectOk(await other.db.rpc('set_settlement_account', { bank_code: '004', account_number: '12345601234567', holder_name: '이변호' }));
    expect(expectOk(await P.admin.db.rpc('admin_queue_settlement_transfers', { period_end: end })))
      .toEqual([{ queued: 1, without_account: 0, already_queued: 0 }]); // the paid one is no longer due
    const [job] = await claim();
    expect(job).toMatchObject({ lawyer_id: other.id, portone_bank: 'KOOKMIN', attempt: 1 });
    // a stale attempt number (another worker's lease) changes nothing
    expect(expectOk(await P.service.rpc('fail_settlement_transfer', { p_id: job.id, p_attempt: 7, p_error: 'x', p_retry_at: null }))).toBe(null);
    expect(expectOk(await P.service.rpc('fail_settlement_transfer', { p_id: job.id, p_attempt: 1, p_error: 'timeout', p_retry_at: new Date(Date.now() - 1000).toISOString() }))).toBe('queued');
    const [again] = await claim();
    expect(again).toMatchObject({ id: job.id, phase: 'create', attempt: 2 });
    expect(expectOk(await P.service.rpc('fail_settlement_transfer', { p_id: again.id, p_attempt: 2, p_error: 'PlatformPartnerNotFound', p_retry_at: null }))).toBe('failed');
    expect(await statement(other.id)).toMatchObject({ status: 'failed', failure_reason: 'PortOne: PlatformPartnerNotFound' });
    expect(await sql(s, `select outcome, needs_attention from public.payment_events where provider = 'settlement'`))
      .toEqual([{ outcome: 'payout_failed', needs_attention: true }]);

    expect(expectOk(await P.admin.db.rpc('admin_queue_settlement_transfers', { period_end: end })))
      .toEqual([{ queued: 1, without_account: 0, already_queued: 0 }]);
    expect(await claim()).toEqual([expect.objectContaining({ id: job.id, phase: 'create', attempt: 1 })]);
  });
});
