// The payout worker against PortOne's platform API (issue 26, item 5): the real SDK
// (@portone/server-sdk) and packages/worker/src/portoneTransfers.ts against a local fake of
// PortOne's platform endpoints (helpers/fakePortOnePlatform.ts). A queued statement makes the
// lawyer a partner with their account, becomes one manual transfer, and is paid when PortOne pays
// it out; a lost answer never transfers twice; a changed account is sent before the next
// transfer; a refusal for good fails and flags the statement.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Worker } from '@klegal/worker';
import { portoneTransfersTask } from '../../../packages/worker/src/portoneTransfers.ts';
import { serviceClient as workerClient } from '../../../packages/worker/src/worker.ts';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, completeLawyerProfile, createPersonas, expectOk, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { FakePortOnePlatform } from '../helpers/fakePortOnePlatform.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let fake: FakePortOnePlatform;
let lawyers: Persona[];
let month = 0;

const worker = () => new Worker([portoneTransfersTask(workerClient(s.url, s.serviceRoleKey), {
  apiSecret: fake.apiSecret, apiBase: fake.url, contractId: fake.contractId, test: true, pollSeconds: 0, backoffMs: () => 0, maxAttempts: 3,
})], { log: () => {} });
const runOnce = async () => { await worker().runOnce(); };

/** A closed statement for `who` in a past month (the n-th month back), queued for PortOne. */
async function closedStatement(who: Persona, amount: number): Promise<{ id: string; end: string }> {
  month += 1;
  const [row] = await sql<{ day: string; end: string }>(s,
    `select to_char(d + 3, 'YYYY-MM-DD') as day, to_char((d + interval '1 month' - interval '1 day')::date, 'YYYY-MM-DD') as "end"
       from (select date_trunc('month', (now() at time zone 'Asia/Seoul')::date::timestamp - make_interval(months => $1))::date as d) x`, [13 - month]);
  await sql(s, `insert into public.lawyer_settlement_entries (lawyer_id, booking_id, payment_id, kind, list_fee, amount_paid, net_amount, created_at)
                values ($1, gen_random_uuid(), gen_random_uuid(), 'payment', $2, $2, $2, $3::date + time '12:00')`, [who.id, amount, row.day]);
  expectOk(await P.admin.db.rpc('close_settlement_period', { period_end: row.end }));
  expectOk(await P.admin.db.rpc('admin_queue_settlement_transfers', { period_end: row.end }));
  const [st] = await sql<{ id: string }>(s, `select id from public.lawyer_settlement_statements where lawyer_id = $1 and period_end = $2`, [who.id, row.end]);
  return { id: st.id, end: row.end };
}
const statement = async (id: string) => (await sql<{ status: string; transfer_reference: string | null; failure_reason: string | null }>(s,
  `select status, transfer_reference, failure_reason from public.lawyer_settlement_statements where id = $1`, [id]))[0];

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  P = await createPersonas(s);
  fake = await new FakePortOnePlatform().start();
  await sql(s, `update private.app_settings set value = 'portone' where key = 'settlement.payout_provider'`);
  lawyers = [P.lawyer];
  for (const name of ['po-2', 'po-3']) {
    const l = await signUpLawyer(s, name);
    await completeLawyerProfile(l);
    await approve(P.admin, l.id);
    lawyers.push(l);
  }
  expectOk(await lawyers[0].db.rpc('set_settlement_account', { bank_code: '088', account_number: '110-123-456789', holder_name: '김변호' }));
  expectOk(await lawyers[1].db.rpc('set_settlement_account', { bank_code: '090', account_number: '3333-01-2345678', holder_name: '이변호' }));
  expectOk(await lawyers[2].db.rpc('set_settlement_account', { bank_code: '004', account_number: '12345601234567', holder_name: '박변호' }));
});
afterAll(async () => { await s?.close(); await fake?.close(); });

describe(`the PortOne payout worker on ${TEST_DB}`, () => {
  test('partner with the account, one transfer of the payout, paid when PortOne pays it out', async () => {
    const st = await closedStatement(lawyers[0], 70000);
    await runOnce();
    const partner = fake.partners.get(`klegal-${lawyers[0].id}`);
    expect(partner).toMatchObject({ account: { bank: 'SHINHAN', number: '110123456789', holder: '김변호', currency: 'KRW' },
      defaultContractId: fake.contractId, isForTest: true, type: { nonWhtPayer: {} } });
    const transfers = [...fake.transfers.values()];
    expect(transfers).toEqual([expect.objectContaining({ settlementAmount: 70000, isForTest: true, status: 'SCHEDULED',
      memo: expect.stringContaining(`statement:${st.id}`) })]);
    expect(await statement(st.id)).toMatchObject({ status: 'closed' });
    // polled while PortOne has not paid it out: nothing changes
    await runOnce();
    expect(await statement(st.id)).toMatchObject({ status: 'closed' });
    fake.payOut(transfers[0].id);
    await runOnce();
    expect(await statement(st.id)).toEqual({ status: 'paid', transfer_reference: `PortOne ${transfers[0].id}`, failure_reason: null });
    const after = fake.calls.length;
    await runOnce();
    expect(fake.calls.length).toBe(after); // nothing left to do
  });

  test('a transfer created by an attempt whose answer was lost is found again by its memo, never created twice', async () => {
    const st = await closedStatement(lawyers[1], 30000);
    // the first attempt reached PortOne, then the worker died before recording it
    fake.failNext('PLATFORM_EXTERNAL_API_TEMPORARILY_FAILED', 503, /^\/platform\/transfers\/manual$/);
    await runOnce(); // attempt 1 fails at the transfer: retried
    expect([...fake.transfers.values()].filter((t) => t.memo?.includes(st.id))).toHaveLength(0);
    const created = await fetch(`${fake.url}/platform/transfers/manual?test=true`, {
      method: 'POST', headers: { Authorization: `PortOne ${fake.apiSecret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ partnerId: `klegal-${lawyers[1].id}`, memo: (await sql<{ m: string }>(s,
        `select 'K-Legal 정산 ' || period_start || '~' || period_end || ' statement:' || id as m from public.lawyer_settlement_statements where id = $1`, [st.id]))[0].m,
        settlementAmount: 30000, settlementDate: '2026-11-29' }),
    }).then((r) => r.json() as Promise<{ transfer: { id: string } }>);
    await runOnce(); // attempt 2 finds it
    expect([...fake.transfers.values()].filter((t) => t.memo?.includes(st.id))).toHaveLength(1);
    fake.payOut(created.transfer.id);
    await runOnce();
    expect(await statement(st.id)).toMatchObject({ status: 'paid', transfer_reference: `PortOne ${created.transfer.id}` });
  });

  test('a changed account is sent to PortOne before the next transfer', async () => {
    expectOk(await lawyers[0].db.rpc('set_settlement_account', { bank_code: '081', account_number: '620-111111-222', holder_name: '김변호' }));
    const st = await closedStatement(lawyers[0], 40000);
    await runOnce();
    expect(fake.partners.get(`klegal-${lawyers[0].id}`)?.account).toMatchObject({ bank: 'HANA', number: '620111111222' });
    const t = [...fake.transfers.values()].find((x) => x.memo?.includes(st.id));
    expect(t).toMatchObject({ settlementAmount: 40000, partner: expect.objectContaining({ id: `klegal-${lawyers[0].id}` }) });
  });

  test('a refusal for good fails the statement at once and flags it to the administrators', async () => {
    const st = await closedStatement(lawyers[2], 25000);
    fake.failNext('PLATFORM_CONTRACT_NOT_FOUND', 404, /^\/platform\/partners$/);
    await runOnce();
    expect(await statement(st.id)).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('PortOne: PLATFORM_CONTRACT_NOT_FOUND') });
    expect(await sql(s, `select outcome, needs_attention from public.payment_events where event_id = $1`, [`payout_failed:${st.id}`]))
      .toEqual([{ outcome: 'payout_failed', needs_attention: true }]);
    expect(fake.partners.has(`klegal-${lawyers[2].id}`)).toBe(false);
  });
});
