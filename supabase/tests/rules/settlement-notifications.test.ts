// Settlement notifications (issue 26; docs/settlement.md, docs/notifications.md): closing a period
// tells each lawyer with a statement once (e-mail + bell), marking it paid tells them once more, a
// settlement-account change queues an e-mail with masked digits only; nobody else hears of it.
// The queued parameters are rendered with the real templates to check what the lawyer reads.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, TEST_DB, type TestServer } from '../helpers/server.ts';
import { approve, completeLawyerProfile, createPersonas, expectOk, signUpLawyer, sql, type Persona, type Personas } from '../helpers/personas.ts';
import { renderNotification } from '../../../packages/shared/src/notifications/render.ts';

const MIGRATIONS = path.resolve(import.meta.dirname, '../../migrations');
let s: TestServer;
let P: Personas;
let a: Persona; // has lines last month
let b: Persona; // has lines last month
let c: Persona; // has none: gets nothing
let lastMonth: { start: string; end: string; mid: string };

beforeAll(async () => {
  s = await startTestServer({ migrationsDir: MIGRATIONS, seedFile: null, overrides: { cron: false } });
  P = await createPersonas(s);
  const lawyer = async (label: string) => {
    const p = await signUpLawyer(s, label);
    await completeLawyerProfile(p);
    await approve(P.admin, p.id);
    return p;
  };
  a = await lawyer('settle-notify-a');
  b = await lawyer('settle-notify-b');
  c = await lawyer('settle-notify-c');
  [lastMonth] = await sql<{ start: string; end: string; mid: string }>(s,
    `select to_char(d, 'YYYY-MM-DD') as start, to_char(d + interval '1 month' - interval '1 day', 'YYYY-MM-DD') as "end",
            to_char(d + interval '14 days', 'YYYY-MM-DD') as mid
       from (select date_trunc('month', (now() at time zone 'Asia/Seoul')::date::timestamp - interval '1 month')::date as d) x`);
});
afterAll(async () => { await s?.close(); });

/** A ledger line on a past day, as the platform writes them (a past date makes the period closable). */
const pastEntry = (lawyerId: string, day: string, net: number) => sql(s,
  `insert into public.lawyer_settlement_entries (lawyer_id, booking_id, payment_id, kind, list_fee, amount_paid, net_amount, created_at)
   values ($1, gen_random_uuid(), gen_random_uuid(), 'payment', $2, $2, $2, ($3::date + time '12:00') at time zone 'Asia/Seoul')`,
  [lawyerId, net, day]);

interface Queued { kind: string; recipient_id: string | null; recipient_email: string | null; locale: string | null; params: Record<string, unknown> }
const outbox = (kind: string) => sql<Queued>(s,
  `select kind, recipient_id, recipient_email, locale, params from private.outbox where kind = $1 order by created_at, recipient_id`, [kind]);
const bells = (kind: string) => sql<{ user_id: string; params: Record<string, unknown> }>(s,
  `select user_id, params from public.notifications where kind = $1 order by created_at, user_id`, [kind]);
const statementId = async (lawyerId: string) =>
  (await sql<{ id: string }>(s, `select id from public.lawyer_settlement_statements where lawyer_id = $1 and period_start = $2`, [lawyerId, lastMonth.start]))[0].id;
const rendered = (q: Queued) => {
  const r = renderNotification(q.kind as 'lawyer_settlement_closed', 'ko', q.params as never, { siteUrl: 'https://k-legal.example' });
  return { ...r, all: [r.subject, r.summary, r.text, r.html].join('\n') };
};

describe(`settlement notifications on ${TEST_DB}`, () => {
  test('closing a period queues exactly one e-mail and one bell per lawyer with a statement, in Korean; a second close none', async () => {
    await pastEntry(a.id, lastMonth.mid, 50000);
    await pastEntry(a.id, lastMonth.mid, 30000);
    await pastEntry(b.id, lastMonth.mid, 20000);
    expect(await outbox('lawyer_settlement_closed')).toEqual([]); // open statements tell nobody

    expectOk(await P.admin.db.rpc('close_settlement_period', { period_end: lastMonth.end }));
    const mails = await outbox('lawyer_settlement_closed');
    expect(mails.map((m) => m.recipient_id).sort()).toEqual([a.id, b.id].sort());
    for (const m of mails) expect(m).toMatchObject({ recipient_email: null, locale: 'ko' });
    const bell = await bells('lawyer_settlement_closed');
    expect(bell.map((n) => n.user_id).sort()).toEqual([a.id, b.id].sort());
    for (const who of [c, P.lawyer, P.admin, P.clientA]) {
      expect(await sql(s, `select kind from private.outbox where recipient_id = $1 and kind like 'lawyer_settlement%'`, [who.id])).toEqual([]);
      expect(await sql(s, `select kind from public.notifications where user_id = $1 and kind like 'lawyer_settlement%'`, [who.id])).toEqual([]);
    }

    const forA = mails.find((m) => m.recipient_id === a.id)!;
    expect(forA.params).toMatchObject({ statement_id: await statementId(a.id), lawyer_id: a.id, period_start: lastMonth.start,
      period_end: lastMonth.end, status: 'closed', entry_count: 2, net_total: 80000, payout_amount: 80000, opening_balance: 0 });
    const r = rendered(forA);
    expect(r.subject).toMatch(/^정산서 마감: /);
    expect(r.summary).toContain('정산 금액 80,000원 (2건)');
    // the portal's 정산 page, opened at this statement
    expect(r.link).toBe(`https://k-legal.example/lawyer/settlement?statement=${await statementId(a.id)}`);

    // the lawyer reads only their own bell
    const own = await a.db.from('notifications').select('kind, params').eq('kind', 'lawyer_settlement_closed');
    expect(own.data).toEqual([{ kind: 'lawyer_settlement_closed', params: bell.find((n) => n.user_id === a.id)!.params }]);

    expect((expectOk(await P.admin.db.rpc('close_settlement_period', { period_end: lastMonth.end })) as { closed_statements: number }[])[0].closed_statements).toBe(0);
    expect(await outbox('lawyer_settlement_closed')).toHaveLength(2);
    expect(await bells('lawyer_settlement_closed')).toHaveLength(2);
  });

  test('marking a statement paid queues one e-mail and one bell to its lawyer with the transfer reference; failing it tells the lawyer nothing', async () => {
    expectOk(await P.admin.db.rpc('admin_mark_settlement_paid', { statement_id: await statementId(a.id), transfer_reference: 'KB-20261201-0001' }));
    const paid = await outbox('lawyer_settlement_paid');
    expect(paid.map((m) => m.recipient_id)).toEqual([a.id]);
    expect(paid[0].params).toMatchObject({ status: 'paid', transfer_reference: 'KB-20261201-0001', payout_amount: 80000 });
    expect((await bells('lawyer_settlement_paid')).map((n) => n.user_id)).toEqual([a.id]);
    expect(rendered(paid[0]).text).toContain('이체 참조 번호: KB-20261201-0001');

    // b's payout fails (the administrators are flagged, not the lawyer), then is paid: one message, to b
    expectOk(await P.admin.db.rpc('admin_mark_settlement_failed', { statement_id: await statementId(b.id), reason: '계좌 오류' }));
    expect(await sql(s, `select kind from private.outbox where recipient_id = $1 and kind like 'lawyer_settlement%' and kind <> 'lawyer_settlement_closed'`, [b.id])).toEqual([]);
    expectOk(await P.service.rpc('admin_mark_settlement_paid', { statement_id: await statementId(b.id), transfer_reference: 'KB-20261201-0002' }));
    expect((await outbox('lawyer_settlement_paid')).map((m) => m.recipient_id)).toEqual([a.id, b.id]);
    expect((await bells('lawyer_settlement_paid')).map((n) => n.user_id)).toEqual([a.id, b.id]);
  });

  test('a settlement-account change queues one e-mail (and bell) to its lawyer with the last 4 digits only; nobody else hears of it', async () => {
    const full1 = '110123456789';
    const full2 = '12345601234567';
    expectOk(await a.db.rpc('set_settlement_account', { bank_code: '088', account_number: '110-123-456789', holder_name: '에이변호' }));
    let mails = await outbox('lawyer_settlement_account_changed');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ recipient_id: a.id, recipient_email: null, locale: 'ko' });
    expect(mails[0].params).toMatchObject({ lawyer_id: a.id, bank_code: '088', account_last4: '6789', holder_name: '에이변호',
      previous_bank_code: null, previous_account_last4: null });
    expect(typeof mails[0].params.bank_name).toBe('string');
    expect(JSON.stringify(mails[0].params)).not.toContain('123456789');
    expect(rendered(mails[0]).subject).toBe('정산 계좌가 등록되었습니다');

    // the same account again is no change: nothing queued
    expectOk(await a.db.rpc('set_settlement_account', { bank_code: '088', account_number: full1, holder_name: '에이변호' }));
    expect(await outbox('lawyer_settlement_account_changed')).toHaveLength(1);

    expectOk(await a.db.rpc('set_settlement_account', { bank_code: '004', account_number: '123456-01-234567', holder_name: '에이변호' }));
    mails = await outbox('lawyer_settlement_account_changed');
    expect(mails.map((m) => m.recipient_id)).toEqual([a.id, a.id]);
    expect(mails[1].params).toMatchObject({ bank_code: '004', account_last4: '4567', previous_bank_code: '088', previous_account_last4: '6789' });
    const r = rendered(mails[1]);
    expect(r.subject).toBe('정산 계좌가 변경되었습니다');
    expect(r.text).toContain('계좌번호: ****4567');
    expect(r.text).toContain('****6789');
    for (const m of mails) {
      const text = JSON.stringify(m.params) + rendered(m).all;
      for (const digits of [full1, full2, '123456789', '601234567']) expect(text).not.toContain(digits);
    }
    const bell = await bells('lawyer_settlement_account_changed');
    expect(bell.map((n) => n.user_id)).toEqual([a.id, a.id]);
    for (const n of bell) for (const digits of [full1, full2, '123456789', '601234567']) expect(JSON.stringify(n.params)).not.toContain(digits);
    // nobody else: another lawyer, administrators, clients
    for (const who of [b, c, P.lawyer, P.admin, P.clientA]) {
      expect(await sql(s, `select 1 from private.outbox where recipient_id = $1 and kind = 'lawyer_settlement_account_changed'`, [who.id])).toEqual([]);
      expect((await who.db.from('notifications').select('id').eq('kind', 'lawyer_settlement_account_changed')).data).toEqual([]);
    }
  });

  test('a refused change queues nothing', async () => {
    const before = (await outbox('lawyer_settlement_account_changed')).length;
    const bad = await b.db.rpc('set_settlement_account', { bank_code: '088', account_number: '12-34', holder_name: '비변호' });
    expect(bad.error).toMatchObject({ code: '22023', hint: 'invalid_account_number' });
    expect(await outbox('lawyer_settlement_account_changed')).toHaveLength(before);
  });
});
